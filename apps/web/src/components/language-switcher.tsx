/**
 * Language switcher (auth page and landing header): a native select of the languages by their own
 * names, laid transparently over a compact face (code on phones, native name from tablet width).
 * The choice is remembered (financial-app-language) and, when signed in, sent to the server.
 */
import { useId } from 'react';
import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@tally/shared/languages';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session/session-context';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const { changeLanguage } = useSession();
  const id = useId();
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[0];
  return (
    <div
      className={cn(
        'relative inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface/80 px-2.5 text-sm font-medium text-ink shadow-xs',
        'hover:bg-surface has-focus-visible:border-brand-500 has-focus-visible:ring-3 has-focus-visible:ring-brand-500/25',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4 text-ink-subtle" />
      <span aria-hidden="true" className="sm:hidden">
        {current.code.toUpperCase()}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        {current.nativeName}
      </span>
      <ChevronDown aria-hidden="true" className="size-3.5 text-ink-subtle" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current.code}
        onChange={(event) => {
          const language = event.target.value;
          if (isLanguage(language)) void changeLanguage(language);
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
