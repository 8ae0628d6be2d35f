import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkPassword, getPasswordStrength, PASSWORD_MAX } from '@tally/shared/validation';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useChangePasswordMutation } from '../api/change-password';
import { isSessionIssue, SESSION_ISSUE_DELAY_MS } from '../session-issue';
import { SectionCard } from './section-card';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change-password form: opens and closes; cancel clears all three fields. */
export function SecuritySection({ userId }: { userId: number }) {
  const { t } = useTranslation(['settings', 'common', 'errors']);
  const { toast } = useToast();
  const mutation = useChangePasswordMutation();
  const [isOpen, setIsOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const sessionIssueTimer = useRef<number | undefined>(undefined);
  const titleId = useId();
  const formId = useId();

  useEffect(() => () => window.clearTimeout(sessionIssueTimer.current), []);

  const close = () => {
    setFields(EMPTY);
    setIsOpen(false);
  };
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = fields;
    if (!currentPassword || !newPassword || !confirmPassword) {
      toast({ variant: 'destructive', title: t('toasts.fieldsRequired.title'), description: t('toasts.fieldsRequired.description') });
      return;
    }
    if (newPassword !== confirmPassword) {
      toast({ variant: 'destructive', title: t('toasts.passwordMismatch.title'), description: t('toasts.passwordMismatch.description') });
      return;
    }
    const code = checkPassword(newPassword);
    if (code) {
      const { missing } = getPasswordStrength(newPassword);
      const description =
        code === 'passwordComplexity' || code === 'passwordTooShort'
          ? t('toasts.passwordWeak.description', {
              missing: missing.map((requirement) => t(`common:passwordStrength.requirements.${requirement}`)).join(', '),
            })
          : t(`errors:${code}`);
      toast({ variant: 'destructive', title: t('toasts.passwordWeak.title'), description });
      return;
    }
    try {
      await mutation.mutateAsync({ userId, currentPassword, newPassword });
      toast({ variant: 'success', title: t('toasts.passwordChanged.title'), description: t('toasts.passwordChanged.description') });
      close();
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('toasts.passwordFailed.title'),
        description: getErrorText(caught, t('toasts.passwordFailed.description')),
      });
      if (isSessionIssue(caught)) {
        window.clearTimeout(sessionIssueTimer.current);
        sessionIssueTimer.current = window.setTimeout(() => {
          toast({ variant: 'destructive', title: t('toasts.sessionIssue.title'), description: t('toasts.sessionIssue.description') });
        }, SESSION_ISSUE_DELAY_MS);
      }
    }
  };

  return (
    <SectionCard Icon={KeyRound} title={t('security.title')} description={t('security.description')} labelledBy={titleId}>
      <div className="space-y-4">
        <Button variant="outline" onClick={() => (isOpen ? close() : setIsOpen(true))} aria-expanded={isOpen} aria-controls={formId}>
          {t('security.open')}
        </Button>
        {isOpen && (
          <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl bg-slate-50 p-4" aria-label={t('security.open')}>
            <Field label={t('security.currentPassword')}>
              {(control) => (
                <PasswordInput
                  {...control}
                  name="currentPassword"
                  autoComplete="current-password"
                  maxLength={1024}
                  value={fields.currentPassword}
                  onChange={set('currentPassword')}
                  autoFocus
                />
              )}
            </Field>
            <Field label={t('security.newPassword')}>
              {(control) => (
                <div className="space-y-2.5">
                  <PasswordInput
                    {...control}
                    name="newPassword"
                    autoComplete="new-password"
                    maxLength={PASSWORD_MAX}
                    value={fields.newPassword}
                    onChange={set('newPassword')}
                  />
                  {fields.newPassword !== '' && <PasswordStrengthMeter password={fields.newPassword} />}
                </div>
              )}
            </Field>
            <Field label={t('security.confirmPassword')}>
              {(control) => (
                <PasswordInput
                  {...control}
                  name="confirmPassword"
                  autoComplete="new-password"
                  maxLength={PASSWORD_MAX}
                  value={fields.confirmPassword}
                  onChange={set('confirmPassword')}
                />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={close}>
                {t('security.cancel')}
              </Button>
              <Button type="submit" isLoading={mutation.isPending}>
                {mutation.isPending ? t('security.submitting') : t('security.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </SectionCard>
  );
}
