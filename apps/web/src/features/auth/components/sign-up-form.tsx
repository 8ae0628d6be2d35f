import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type CurrencyCode } from '@tally/shared/currencies';
import { DEFAULT_LANGUAGE, isLanguage, PRODUCT_NAME } from '@tally/shared/languages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { getErrorText } from '../../../lib/error-text';
import { i18n } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session/session-context';
import { useRegisterMutation } from '../api/register';
import type * as SignUpValidation from '../sign-up-validation';
import type { SignUpField, SignUpIssue } from '../sign-up-validation';
import { CurrencyPicker } from './currency-picker';
import { PhoneField } from './phone-field';

/*
 * The shared validation rules carry the phone-number metadata (~30 KB gzip). They load on the first
 * interaction with the form, not with the page, so /auth opens fast; by the time anyone has typed a
 * number or a password they are there.
 */
const loadValidation = () => import('../sign-up-validation');
const PhoneValidity = lazy(() => import('./phone-validity').then((m) => ({ default: m.PhoneValidity })));
const PasswordStrengthMeter = lazy(() =>
  import('../../../components/password-strength-meter').then((m) => ({ default: m.PasswordStrengthMeter })),
);

/** Maps the server's `field` of a 400/409 answer to the form field it is about. */
const SERVER_FIELDS: Record<string, SignUpField> = {
  phoneNumber: 'phone',
  name: 'name',
  email: 'email',
  password: 'password',
};

function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function SignUpForm({ phone, onPhoneChange, onSignedIn }: { phone: string; onPhoneChange: (value: string) => void; onSignedIn: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const { toast } = useToast();
  const { signIn } = useSession();
  const registerMutation = useRegisterMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [validation, setValidation] = useState<typeof SignUpValidation | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>(DEFAULT_CURRENCY);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: SignUpField; text: string } | null>(null);

  const ensureValidation = useCallback(async () => {
    const module = await loadValidation();
    setValidation(module);
    return module;
  }, []);

  const values = { phone, name, email, password, confirmPassword };
  // Field messages appear after the first submit, then follow the typing.
  const issues = hasSubmitted && validation ? validation.validateSignUp(values) : [];
  const issueFor = (field: SignUpField) => issues.find((issue) => issue.field === field);

  const inlineText = (issue: SignUpIssue | undefined): string | null => {
    if (!issue) return null;
    if (issue.key === 'passwordMismatch') return t('validation.passwordMismatch.description');
    if (issue.key === 'passwordWeak') return t(`errors:${issue.passwordCode ?? 'passwordComplexity'}`);
    return t(`errors:${issue.key}`);
  };
  const edit = (field: SignUpField, set: (value: string) => void) => (value: string) => {
    if (serverError?.field === field) setServerError(null);
    set(value);
  };
  const errorFor = (field: SignUpField) => inlineText(issueFor(field)) ?? (serverError?.field === field ? serverError.text : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const rules = await ensureValidation();
    setHasSubmitted(true);
    setServerError(null);
    const first = rules.validateSignUp(values)[0];
    if (first) {
      const missing = (first.missing ?? []).map((requirement) => t(`common:passwordStrength.requirements.${requirement}`));
      toast({
        variant: 'destructive',
        title: t(`validation.${first.key}.title`),
        description:
          first.key === 'passwordWeak'
            ? missing.length > 0
              ? t('validation.passwordWeak.description', { missing: missing.join(', ') })
              : (inlineText(first) ?? undefined)
            : t(`validation.${first.key}.description`),
      });
      const control = formRef.current?.elements.namedItem(first.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    try {
      const { user } = await registerMutation.mutateAsync({
        phoneNumber: rules.normalizePhone(phone),
        name: name.trim(),
        email: email.trim(),
        password,
        preferredCurrency: currency,
        preferredLanguage: language,
        timezone: browserTimezone(),
      });
      await signIn(user);
      toast({
        variant: 'success',
        title: i18n.t('auth:toasts.accountCreated.title'),
        description: i18n.t('auth:toasts.accountCreated.description', { product: PRODUCT_NAME }),
      });
      onSignedIn();
    } catch (error) {
      const text = getErrorText(error, t('toasts.registrationFailed.description'));
      const field = error instanceof ApiError && error.field ? SERVER_FIELDS[error.field] : undefined;
      if (field) setServerError({ field, text });
      toast({ variant: 'destructive', title: t('toasts.registrationFailed.title'), description: text });
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocusCapture={() => void ensureValidation()}
      noValidate
      className="space-y-5"
      aria-label={t('signUp.title')}
    >
      <PhoneField
        value={phone}
        onChange={edit('phone', onPhoneChange)}
        error={errorFor('phone')}
        showHint
        adornment={
          phone.trim() === '' ? null : (
            <Suspense fallback={null}>
              <PhoneValidity phone={phone} />
            </Suspense>
          )
        }
      />
      <Field label={t('fields.name')} error={errorFor('name')}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            placeholder={t('fields.namePlaceholder')}
            value={name}
            onChange={(event) => edit('name', setName)(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('fields.email')} hint={t('fields.emailHint')} error={errorFor('email')}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('fields.emailPlaceholder')}
            value={email}
            onChange={(event) => edit('email', setEmail)(event.target.value)}
          />
        )}
      </Field>
      <CurrencyPicker value={currency} onChange={setCurrency} />
      <Field label={t('fields.password')} error={errorFor('password')}>
        {(control) => (
          <div className="space-y-2.5">
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => edit('password', setPassword)(event.target.value)}
            />
            {password !== '' && (
              <Suspense fallback={null}>
                <PasswordStrengthMeter password={password} />
              </Suspense>
            )}
          </div>
        )}
      </Field>
      <Field label={t('fields.confirmPassword')} error={errorFor('confirmPassword')}>
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" isLoading={registerMutation.isPending}>
        {registerMutation.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
