import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@tally/shared/languages';
import type { AdminUser } from '@tally/shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, inputClasses } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { getCurrencyOptions } from '../../../lib/currency-names';
import { getErrorText } from '../../../lib/error-text';
import { useUpdateAdminUserMutation, type AdminUserChanges } from '../api/update-admin-user';
import { useAdminErrorHandler } from '../hooks/use-admin-error-handler';

type FormValues = Required<{ [K in keyof AdminUserChanges]: string }>;

function initialValues(user: AdminUser): FormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    preferredCurrency: user.preferredCurrency,
    preferredLanguage: user.preferredLanguage,
  };
}

/** Only what changed is sent (spec section 7). */
function changedFields(before: FormValues, after: FormValues): AdminUserChanges {
  const changes: AdminUserChanges = {};
  if (after.firstName.trim() !== before.firstName) changes.firstName = after.firstName.trim();
  if (after.lastName.trim() !== before.lastName) changes.lastName = after.lastName.trim();
  if (after.email.trim() !== before.email) changes.email = after.email.trim() === '' ? null : after.email.trim();
  if (after.preferredCurrency !== before.preferredCurrency) changes.preferredCurrency = after.preferredCurrency;
  if (after.preferredLanguage !== before.preferredLanguage) changes.preferredLanguage = after.preferredLanguage;
  return changes;
}

export function EditUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()} title={t('editUser.title')} description={t('editUser.description')}>
      {/* Keyed by user so the form starts from that user's values each time it opens. */}
      {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function EditUserForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const { toast } = useToast();
  const update = useUpdateAdminUserMutation();
  const handleAdminError = useAdminErrorHandler();
  const [values, setValues] = useState<FormValues>(() => initialValues(user));
  const [error, setError] = useState<{ field: string | undefined; text: string } | null>(null);
  const changes = changedFields(initialValues(user), values);
  const hasChanges = Object.keys(changes).length > 0;
  const set = (field: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const fieldError = (...fields: string[]) => (error && error.field && fields.includes(error.field) ? error.text : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasChanges) return;
    setError(null);
    try {
      await update.mutateAsync({ id: user.id, changes });
      toast({ variant: 'success', title: t('editUser.saved') });
      onClose();
    } catch (caught) {
      if (handleAdminError(caught)) return;
      // The dialog stays open with the reason next to the field (spec section 8 keeps it open).
      setError({ field: caught instanceof ApiError ? caught.field : undefined, text: getErrorText(caught, t('editUser.failed')) });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && !error.field && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error.text}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('editUser.firstName')} error={fieldError('firstName')}>
          {(control) => <Input {...control} value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} autoComplete="off" />}
        </Field>
        <Field label={t('editUser.lastName')} error={fieldError('lastName')}>
          {(control) => <Input {...control} value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} autoComplete="off" />}
        </Field>
      </div>
      <Field label={t('editUser.email')} hint={t('editUser.emailHint')} error={fieldError('email')}>
        {(control) => (
          <Input {...control} type="email" value={values.email} onChange={(e) => set('email')(e.target.value)} autoComplete="off" />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('editUser.currency')} error={fieldError('preferredCurrency')}>
          {(control) => (
            <select {...control} className={inputClasses} value={values.preferredCurrency} onChange={(e) => set('preferredCurrency')(e.target.value)}>
              {getCurrencyOptions(i18n.language).map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code} · {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('editUser.language')} error={fieldError('preferredLanguage')}>
          {(control) => (
            <select {...control} className={inputClasses} value={values.preferredLanguage} onChange={(e) => set('preferredLanguage')(e.target.value)}>
              {LANGUAGES.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.nativeName}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('editUser.cancel')}
        </Button>
        <Button type="submit" disabled={!hasChanges} isLoading={update.isPending}>
          {update.isPending ? t('editUser.saving') : t('editUser.save')}
        </Button>
      </div>
    </form>
  );
}
