import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'block h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink shadow-xs sm:text-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none',
  'aria-invalid:border-red-400 aria-invalid:focus:ring-red-500/20',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-ink-subtle',
);

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, ...props }, ref) {
  return <input ref={ref} className={cn(inputClasses, className)} {...props} />;
});
