/**
 * A verification link that did not work lands on ?verification=expired (used, expired or unknown
 * token) or ?verification=missing (no token): the server redirects to the sign-in form, or to
 * settings for a signed-in user. This says what happened, until dismissed.
 */
import { TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { cn } from '../lib/cn';

const OUTCOMES = ['expired', 'missing'] as const;
type Outcome = (typeof OUTCOMES)[number];

export function VerificationLinkNotice({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const value = params.get('verification');
  const outcome = OUTCOMES.find((o): o is Outcome => o === value);
  if (!outcome) return null;

  const dismiss = () => {
    params.delete('verification');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  };

  return (
    <div
      role="alert"
      data-testid="verification-notice"
      className={cn('flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900', className)}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm font-semibold">{t(`verificationNotice.${outcome}.title`)}</p>
        <p className="text-sm">{t(`verificationNotice.${outcome}.description`)}</p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('verificationNotice.dismiss')}
        className="-m-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-amber-700 hover:bg-amber-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
