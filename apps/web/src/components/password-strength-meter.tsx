/**
 * Spec section 5: strength = requirements met out of 4; green at 3 or more, yellow at 2, red below;
 * lists what is missing; all met reads "Strong - All requirements met".
 */
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getPasswordStrength, PASSWORD_REQUIREMENTS } from '@tally/shared/validation';
import { cn } from '../lib/cn';

const LEVEL_STYLES = {
  red: { bar: 'bg-red-500', text: 'text-red-700' },
  yellow: { bar: 'bg-amber-400', text: 'text-amber-700' },
  green: { bar: 'bg-brand-500', text: 'text-brand-700' },
} as const;

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('common');
  const { score, level, missing } = getPasswordStrength(password);
  const total = PASSWORD_REQUIREMENTS.length;
  const style = LEVEL_STYLES[level];
  const isComplete = missing.length === 0;

  return (
    <div id={id} className="space-y-2" data-testid="password-strength" data-level={level}>
      <div
        role="meter"
        aria-label={t('passwordStrength.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={score}
        aria-valuetext={t('passwordStrength.score', { met: score, total })}
        className="grid grid-cols-4 gap-1.5"
      >
        {PASSWORD_REQUIREMENTS.map((requirement, index) => (
          <span
            key={requirement}
            data-filled={index < score}
            className={cn('h-1.5 rounded-full transition-colors', index < score ? style.bar : 'bg-slate-200')}
          />
        ))}
      </div>
      <p className={cn('flex items-center gap-1 text-xs font-medium', style.text)}>
        {isComplete && <Check aria-hidden="true" className="size-3.5" />}
        {isComplete ? t('passwordStrength.strong') : t('passwordStrength.score', { met: score, total })}
      </p>
      {!isComplete && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('passwordStrength.missing')} data-testid="password-missing">
          {missing.map((requirement) => (
            <li key={requirement} className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs text-ink-muted">
              <X aria-hidden="true" className="size-3 text-slate-400" />
              {t(`passwordStrength.requirements.${requirement}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
