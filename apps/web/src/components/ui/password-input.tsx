import { forwardRef, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { inputClasses, type InputProps } from './input';

/** A password field with a show/hide toggle (a real button, announced with aria-pressed). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(
  { className, ...props },
  ref,
) {
  const { t } = useTranslation('common');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input ref={ref} type={isVisible ? 'text' : 'password'} className={cn(inputClasses, 'pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((v) => !v)}
        aria-label={isVisible ? t('password.hide') : t('password.show')}
        aria-pressed={isVisible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-ink-subtle hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {isVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
});
