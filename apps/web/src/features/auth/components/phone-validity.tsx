import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkPhone } from '@tally/shared/validation';

/** The live valid/warning icon of the sign-up phone field (lazy: it brings the phone-number metadata). */
export function PhoneValidity({ phone }: { phone: string }) {
  const { t } = useTranslation('auth');
  const isValid = checkPhone(phone).ok;
  return (
    <span className="absolute inset-y-0 right-0 flex w-10 items-center justify-center" data-testid="phone-validity" data-valid={isValid}>
      {isValid ? (
        <CircleCheck aria-hidden="true" className="size-5 text-brand-600" />
      ) : (
        <TriangleAlert aria-hidden="true" className="size-5 text-amber-500" />
      )}
      <span className="sr-only">{isValid ? t('fields.phoneValid') : t('fields.phoneWarning')}</span>
    </span>
  );
}
