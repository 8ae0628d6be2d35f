import { forwardRef, type FormEvent, type KeyboardEvent } from 'react';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@tally/shared/chat-limits';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Receives the trimmed, non-blank text. */
  onSend: (text: string) => void;
  /** A reply is on its way: the input is disabled. */
  isPending: boolean;
  /** A bank statement attached with the paperclip (the button shows only with this). */
  onAttach?: (file: File) => void;
}

/** The statement files the import reads. */
const STATEMENT_ACCEPT = '.ofx,.qfx,.qif,.xml,.csv,.txt';

/** The message box: Enter sends, Shift+Enter adds a line; blank input is ignored; disabled while pending. */
export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { value, onChange, onSend, isPending, onAttach },
  ref,
) {
  const { t } = useTranslation('chat');
  const text = value.trim();
  const canSend = text !== '' && !isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="sticky bottom-0 z-20 border-t border-line bg-surface/95 backdrop-blur">
      <form onSubmit={submit} className="mx-auto flex max-w-3xl items-end gap-2 px-4 py-3 sm:px-6 sm:py-4">
        {onAttach && (
          <label
            title={t('composer.attach')}
            className={cn(
              buttonClasses({ variant: 'ghost', size: 'icon' }),
              'size-12 rounded-xl focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
            )}
          >
            <Paperclip aria-hidden="true" className="size-5" />
            <input
              type="file"
              accept={STATEMENT_ACCEPT}
              aria-label={t('composer.attach')}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onAttach(file);
              }}
            />
          </label>
        )}
        <label htmlFor="chat-input" className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          ref={ref}
          id="chat-input"
          rows={1}
          value={value}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={isPending}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('composer.placeholder')}
          aria-describedby="chat-input-hint"
          className={cn(
            'max-h-40 min-h-12 flex-1 resize-none rounded-xl border border-line bg-canvas px-4 py-3 text-base text-ink sm:text-sm',
            'field-sizing-content placeholder:text-slate-400 focus:border-brand-500 focus:bg-surface focus:ring-3 focus:ring-brand-500/20 focus:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
        />
        <Button type="submit" size="icon" className="size-12 rounded-xl" disabled={!canSend} aria-label={t('composer.send')}>
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </form>
      <p id="chat-input-hint" className="mx-auto hidden max-w-3xl px-4 pb-3 text-xs text-ink-subtle sm:block sm:px-6">
        {t('composer.hint')}
      </p>
    </div>
  );
});
