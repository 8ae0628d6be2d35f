import { useId } from 'react';
import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tally/shared/languages';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { SectionCard } from './section-card';

/** The interface languages, each by its own name and its English name; saved with the Save button. */
export function LanguageSection({ value, saved, onChange }: { value: Language; saved: string; onChange: (language: Language) => void }) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  return (
    <SectionCard Icon={Languages} title={t('language.title')} description={t('language.description')} labelledBy={titleId}>
      <div role="radiogroup" aria-label={t('language.listLabel')} className="grid gap-2 sm:grid-cols-3">
        {LANGUAGES.map((language) => {
          const isChosen = language.code === value;
          return (
            <label
              key={language.code}
              className={cn(
                'relative flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors',
                'has-focus-visible:ring-3 has-focus-visible:ring-brand-500/30',
                isChosen ? 'border-brand-500 bg-brand-50/60' : 'border-line hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="language"
                value={language.code}
                checked={isChosen}
                onChange={() => onChange(language.code)}
                className="sr-only"
              />
              <span className="min-w-0 flex-1">
                <span lang={language.code} className="block text-sm font-semibold text-ink">
                  {language.nativeName}
                </span>
                <span className="block text-xs text-ink-subtle">{language.englishName}</span>
              </span>
              {language.code === saved ? (
                <Badge variant="brand">{t('language.current')}</Badge>
              ) : (
                isChosen && <Check aria-hidden="true" className="size-4 text-brand-600" />
              )}
            </label>
          );
        })}
      </div>
    </SectionCard>
  );
}
