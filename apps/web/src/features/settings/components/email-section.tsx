import { useId, useState, type FormEvent } from 'react';
import { BadgeCheck, Mail, MailWarning, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@tally/shared/schemas/auth';
import { EMAIL_MAX, isEmailShaped } from '@tally/shared/validation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/session-context';
import { useResendVerificationMutation } from '../api/resend-verification';
import { useUpdateEmailMutation } from '../api/update-email';
import { SectionCard } from './section-card';

/**
 * Verification status, the current address (or "no email set"), a change/add form that opens and
 * closes (cancel clears it), and for an unverified address a resend button. Spec sections 2, 4, 5, 8.
 */
export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation(['settings', 'errors']);
  const { toast } = useToast();
  const { updateUser } = useSession();
  const updateEmail = useUpdateEmailMutation();
  const resend = useResendVerificationMutation();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const formId = useId();

  const closeForm = () => {
    setDraft('');
    setIsFormOpen(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    // Empty removes the address (sent as null); anything else must look like an email.
    if (value !== '' && !isEmailShaped(value)) {
      toast({ variant: 'destructive', title: t('toasts.emailInvalid.title'), description: t('toasts.emailInvalid.description') });
      return;
    }
    try {
      const updated = await updateEmail.mutateAsync({ email: value === '' ? null : value });
      updateUser(updated);
      const key = updated.email ? 'emailUpdated' : 'emailRemoved';
      toast({ variant: 'success', title: t(`toasts.${key}.title`), description: t(`toasts.${key}.description`) });
      closeForm();
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('toasts.emailFailed.title'),
        description: getErrorText(caught, t('toasts.emailFailed.description')),
      });
    }
  };

  const onResend = async () => {
    if (!user.email) return;
    try {
      await resend.mutateAsync({ email: user.email });
      toast({ variant: 'success', title: t('toasts.verificationSent.title'), description: t('toasts.verificationSent.description') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('toasts.verificationFailed.title'),
        description: getErrorText(caught, t('toasts.verificationFailed.description')),
      });
    }
  };

  return (
    <SectionCard Icon={Mail} title={t('email.title')} description={t('email.description')} labelledBy={titleId}>
      <div className="space-y-4">
        <div className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center" data-testid="email-status">
          {user.email ? (
            user.emailVerified ? (
              <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
            ) : (
              <MailWarning aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
            )
          ) : (
            <Mail aria-hidden="true" className="size-6 shrink-0 text-ink-subtle" />
          )}
          <div className="min-w-0 flex-1 space-y-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <p className={user.email ? 'text-sm font-semibold break-all text-ink' : 'text-sm font-semibold text-ink-muted'}>
                {user.email ?? t('email.noEmail')}
              </p>
              {user.email && (
                <Badge variant={user.emailVerified ? 'success' : 'warning'}>
                  {user.emailVerified ? t('email.verified') : t('email.unverified')}
                </Badge>
              )}
            </div>
            <p className="text-xs text-ink-subtle">
              {!user.email ? t('email.noEmailHint') : user.emailVerified ? t('email.verifiedHint') : t('email.unverifiedHint')}
            </p>
          </div>
          {user.email && !user.emailVerified && (
            <Button variant="secondary" size="sm" onClick={onResend} isLoading={resend.isPending} className="self-start sm:self-center">
              {!resend.isPending && <Send aria-hidden="true" className="size-4" />}
              {resend.isPending ? t('email.resending') : t('email.resend')}
            </Button>
          )}
        </div>

        <Button
          variant="outline"
          onClick={() => (isFormOpen ? closeForm() : setIsFormOpen(true))}
          aria-expanded={isFormOpen}
          aria-controls={formId}
        >
          {user.email ? t('email.change') : t('email.add')}
        </Button>

        {isFormOpen && (
          <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl bg-slate-50 p-4" aria-label={user.email ? t('email.change') : t('email.add')}>
            <Field label={t('email.newLabel')} hint={user.email ? t('email.removeHint') : undefined}>
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={EMAIL_MAX}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  autoFocus
                />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={closeForm}>
                {t('email.cancel')}
              </Button>
              <Button type="submit" isLoading={updateEmail.isPending}>
                {updateEmail.isPending ? t('email.saving') : t('email.save')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </SectionCard>
  );
}
