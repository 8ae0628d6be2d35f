/**
 * Modal dialog on the native <dialog> element (showModal): focus trap, Escape, inert background and
 * the top layer come from the browser. Controlled with `open` / `onOpenChange`.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Tailwind max-width class, e.g. "max-w-[425px]". */
  widthClassName?: string;
}

export function Dialog({ open, onOpenChange, title, description, children, footer, widthClassName = 'max-w-lg' }: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current) onOpenChange(false);
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-hidden rounded-2xl border border-line bg-surface p-0 text-ink shadow-pop',
        'open:animate-toast-in',
        widthClassName,
      )}
    >
      {open && (
        // Header and footer stay in view; only the body scrolls when the dialog is taller than the
        // screen (a long form at 800 px height, or on a phone), so its buttons are always reachable.
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 px-6 pt-6 pb-3">
            <div className="space-y-1.5">
              <h2 id={titleId} className="text-lg font-semibold tracking-tight">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="text-sm text-ink-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              aria-label={t('actions.close')}
              className="-mt-1 -mr-2 flex size-9 cursor-pointer items-center justify-center rounded-lg text-ink-subtle hover:bg-slate-100 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {/* py-1: room for the focus ring of a control at the scroll edge. */}
          <div className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-1', !footer && 'mb-5')}>
            {children}
          </div>
          {footer && <div className="flex flex-col-reverse gap-2 px-6 pt-5 pb-6 sm:flex-row sm:justify-end">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
