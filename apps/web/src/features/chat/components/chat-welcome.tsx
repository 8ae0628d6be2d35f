import { ChartColumn, CirclePlus, MessageCircle, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-logo';

/** The chat before any message: greeting, what to try, and quick actions that fill the input. */
export function ChatWelcome({ name, onPick }: { name: string | null; onPick: (text: string) => void }) {
  const { t } = useTranslation('chat');
  const firstName = name?.trim().split(/\s+/)[0];
  const quickActions = [
    { label: t('quickActions.addExpense.label'), prompt: t('quickActions.addExpense.prompt'), Icon: CirclePlus },
    { label: t('quickActions.monthSpend.label'), prompt: t('quickActions.monthSpend.prompt'), Icon: ChartColumn },
    { label: t('quickActions.categories.label'), prompt: t('quickActions.categories.prompt'), Icon: Tags },
  ];
  const examples = [t('examples.dining'), t('examples.categories'), t('examples.fitness')];

  return (
    <section aria-labelledby="chat-welcome-title" className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="text-center">
        <BrandMark className="mx-auto size-14" />
        <h1 id="chat-welcome-title" className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {firstName ? t('welcome.titleNamed', { name: firstName }) : t('welcome.title')}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-base text-ink-muted">{t('welcome.description')}</p>
      </div>

      <h2 className="mt-10 mb-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase">{t('quickActions.title')}</h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {quickActions.map(({ label, prompt, Icon }) => (
          <li key={label}>
            <button
              type="button"
              onClick={() => onPick(prompt)}
              className="group flex h-full w-full cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface p-4 text-left shadow-xs transition hover:border-brand-300 hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-col sm:items-start"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 transition group-hover:bg-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-medium text-ink">{label}</span>
            </button>
          </li>
        ))}
      </ul>

      <h2 className="mt-8 mb-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase">{t('examples.title')}</h2>
      <ul className="space-y-2">
        {examples.map((example) => (
          <li key={example}>
            <button
              type="button"
              onClick={() => onPick(example)}
              className="flex w-full cursor-pointer items-center gap-3 rounded-xl px-4 py-3 text-left text-sm text-ink-muted ring-1 ring-line transition ring-inset hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
              <span>{example}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
