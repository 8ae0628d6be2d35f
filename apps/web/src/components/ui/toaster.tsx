/**
 * One toast at a time (a new one replaces the current), closing after its duration (5 s by default;
 * paused while hovered or focused). Two live regions stay in the DOM so screen readers announce each
 * toast: polite for default/success, assertive for destructive.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS, ToastContext, type ToastApi, type ToastOptions } from './toast-context';

interface ActiveToast extends Required<Pick<ToastOptions, 'title' | 'variant' | 'duration'>> {
  id: number;
  description?: string;
}

const STYLES = {
  default: { box: 'border-line bg-surface', icon: 'text-sky-600', Icon: Info },
  success: { box: 'border-brand-200 bg-surface', icon: 'text-brand-600', Icon: CircleCheck },
  destructive: { box: 'border-red-200 bg-red-50', icon: 'text-red-600', Icon: CircleAlert },
} as const;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({
      id: nextId.current++,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      duration: options.duration ?? TOAST_DURATION_MS,
    });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster current={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toaster({ current, onDismiss }: { current: ActiveToast | null; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (!current || isPaused) return;
    const timer = window.setTimeout(onDismiss, current.duration);
    return () => window.clearTimeout(timer);
  }, [current, isPaused, onDismiss]);

  const view = (forVariant: 'polite' | 'assertive') => {
    if (!current) return null;
    const isAssertive = current.variant === 'destructive';
    if ((forVariant === 'assertive') !== isAssertive) return null;
    const style = STYLES[current.variant];
    return (
      <div
        key={current.id}
        data-testid="toast"
        data-variant={current.variant}
        onMouseEnter={() => setIsPaused(true)}
        onMouseLeave={() => setIsPaused(false)}
        onFocus={() => setIsPaused(true)}
        onBlur={() => setIsPaused(false)}
        className={cn(
          'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border p-4 shadow-pop animate-toast-in sm:w-96',
          style.box,
        )}
      >
        <style.Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', style.icon)} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink">{current.title}</p>
          {current.description && <p className="mt-1 text-sm text-ink-muted">{current.description}</p>}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('actions.dismiss')}
          className="-m-1 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-ink-subtle hover:bg-black/5 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  };

  return (
    // Top centre, just under the pages' 4 rem header: at the bottom (or bottom right) a toast covered
    // the chat's send button, dialogs' and pages' main buttons and the back-to-top button.
    <section
      aria-label={t('notifications')}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 px-4 pt-[4.5rem]"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="flex w-full flex-col items-center">
        {view('polite')}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="flex w-full flex-col items-center">
        {view('assertive')}
      </div>
    </section>
  );
}
