import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

export interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Shown inside the field on the right (sign-up's valid/warning icon). */
  adornment?: ReactNode;
  /** Sign-up: the country-code hint below the field. */
  showHint?: boolean;
}

export function PhoneField({ value, onChange, error, adornment, showHint = false }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field label={t('fields.phone')} hint={showHint ? t('fields.phoneHint') : undefined} error={error}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('fields.phonePlaceholder')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={cn(adornment != null && 'pr-10')}
          />
          {adornment}
        </div>
      )}
    </Field>
  );
}
