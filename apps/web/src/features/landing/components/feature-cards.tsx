import { MessageSquareText, ShieldCheck, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS = [MessageSquareText, TrendingUp, ShieldCheck];

export function FeatureCards() {
  const { t } = useTranslation('landing');
  const items = t('features.items', { returnObjects: true });
  return (
    <section aria-labelledby="features-heading" className="below-fold border-y border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{t('features.subtitle')}</p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {items.map((item, index) => {
            const Icon = ICONS[index % ICONS.length]!;
            return (
              <li key={item.title} className="rounded-card border border-line bg-canvas p-6">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
