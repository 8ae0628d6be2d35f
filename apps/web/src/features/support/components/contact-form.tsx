import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, inputClasses } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { mergeClasses } from '../../../lib/cn';
import { getErrorCode, getErrorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/session-context';
import { useSendSupportMessageMutation } from '../api/send-support-message';
import { prepareSupportValidation, SUPPORT_FIELDS, validateSupportMessage, type SupportField, type SupportFieldErrors } from '../validate-support-message';

/** Spec section 9: support replies within 24 hours. */
export const SUPPORT_REPLY_HOURS = 24;

type Values = Record<SupportField, string>;

/**
 * Spec: name, email, subject and message, all required, email email-shaped. D6: the message is stored
 * on the server for the operators; the confirmation promises a reply within 24 hours.
 */
export function ContactForm() {
  const { t } = useTranslation(['support', 'errors']);
  const { user } = useSession();
  const [values, setValues] = useState<Values>({ name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' });
  const [errors, setErrors] = useState<SupportFieldErrors>({});
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const mutation = useSendSupportMessageMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeadingRef.current?.focus();
  }, [sent]);

  // The session may be confirmed after the form appeared: fill name and email then, unless typed in.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name === '' ? (user.name ?? '') : current.name,
      email: current.email === '' ? (user.email ?? '') : current.email,
    }));
  }, [user]);

  const change = (field: SupportField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: SupportFieldErrors) => {
    setErrors(found);
    const first = SUPPORT_FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = await validateSupportMessage(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    mutation.mutate(checked.body, {
      onSuccess: () => setSent({ name: checked.body.name, email: checked.body.email }),
      onError: (error) => {
        const code = getErrorCode(error);
        const field = error instanceof ApiError ? error.field : undefined;
        if (code && SUPPORT_FIELDS.some((f) => f === field)) showErrors({ [field as SupportField]: code });
      },
    });
  };

  const restart = () => {
    setSent(null);
    mutation.reset();
    setValues((current) => ({ ...current, subject: '', message: '' }));
  };

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center rounded-card border border-brand-200 bg-brand-50 px-6 py-12 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-brand-700" />
        <h3 ref={sentHeadingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-ink outline-none">
          {t('form.sentTitle')}
        </h3>
        <p className="mt-2 max-w-sm text-ink-muted">{t('form.sentBody', { name: sent.name, email: sent.email, hours: SUPPORT_REPLY_HOURS })}</p>
        <Button variant="outline" className="mt-6" onClick={restart}>
          {t('form.another')}
        </Button>
      </div>
    );
  }

  const errorText = (field: SupportField) => (errors[field] ? t(`errors:${errors[field]}`) : null);
  const failure = mutation.error;
  // A refused field is already shown beside the field; anything else (rate limit, network) goes here.
  const isFieldFailure = failure instanceof ApiError && SUPPORT_FIELDS.some((f) => f === failure.field);
  const serverError = mutation.isError && !isFieldFailure;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} onFocus={prepareSupportValidation} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.name')} error={errorText('name')}>
          {(control) => (
            <Input {...control} name="name" autoComplete="name" required value={values.name} onChange={(event) => change('name', event.target.value)} />
          )}
        </Field>
        <Field label={t('form.email')} error={errorText('email')}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t('form.subject')} error={errorText('subject')}>
        {(control) => (
          <Input
            {...control}
            name="subject"
            required
            value={values.subject}
            onChange={(event) => change('subject', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('form.message')} error={errorText('message')}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            required
            rows={6}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            className={mergeClasses(inputClasses, 'h-auto min-h-36 resize-y py-2.5')}
          />
        )}
      </Field>
      {serverError && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {getErrorText(mutation.error, t('form.failed'))}
        </p>
      )}
      <Button type="submit" size="lg" isLoading={mutation.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {t('form.submit')}
      </Button>
    </form>
  );
}
