import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, LockKeyhole, RotateCcw, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useDemoConversation, type DemoMessage } from '../hooks/use-demo-conversation';

/** The chat's limit (CHAT_MESSAGE_MAX); the engine reads no further either. */
const DEMO_MESSAGE_MAX = 2000;

function Bubble({ message }: { message: DemoMessage }) {
  const { t } = useTranslation('landing');
  const isUser = message.role === 'user';
  return (
    <li className={cn('flex', isUser ? 'justify-end' : 'justify-start')}>
      <p
        lang={message.language}
        className={cn(
          'max-w-[88%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line',
          isUser
            ? 'rounded-br-md bg-brand-700 text-white'
            : cn('rounded-bl-md border bg-surface text-ink shadow-xs', message.isRecorded ? 'border-brand-200' : 'border-line'),
        )}
      >
        <span className="sr-only">{isUser ? t('demo.you') : t('demo.assistant')} </span>
        {message.text}
      </p>
    </li>
  );
}

/**
 * The live demo: a conversation with the real engine, running in this page. Examples in the page's
 * language send themselves; the engine loads on the first focus or pointer over the demo.
 */
export function DemoChat() {
  const { t } = useTranslation('landing');
  const { messages, isThinking, hasFailed, prepare, send, restart } = useDemoConversation();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const examples = t('demo.examples', { returnObjects: true });

  // Follow the newest message inside the conversation only: the page itself must not jump. Not on
  // the first render: reading scrollHeight there would force a layout before the first paint.
  const hasActivity = messages.length > 0 || isThinking || hasFailed;
  useEffect(() => {
    const list = listRef.current;
    if (list && hasActivity) list.scrollTop = list.scrollHeight;
  }, [messages, isThinking, hasFailed, hasActivity]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || isThinking) return;
    void send(draft);
    setDraft('');
  };

  return (
    <section aria-labelledby="demo-heading" className="relative mx-auto w-full max-w-md" onFocusCapture={prepare} onPointerEnter={prepare}>
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[3rem] bg-radial sm:-inset-8 from-brand-200/70 via-accent-500/10 to-transparent to-70%" />
      <div className="overflow-hidden rounded-3xl border border-line bg-surface shadow-pop">
        <div className="flex items-center gap-3 border-b border-line px-5 py-3.5">
          <BrandMark className="size-9" />
          <div className="min-w-0 flex-1">
            <h2 id="demo-heading" className="text-sm font-semibold text-ink">
              {t('demo.assistantName')} <span className="sr-only">{t('demo.heading')}</span>
            </h2>
            <p className="flex items-center gap-1.5 text-xs text-ink-muted">
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-500" />
              {t('demo.status')}
            </p>
          </div>
          {messages.length > 0 && (
            <Button variant="ghost" size="icon" className="size-9" onClick={restart} aria-label={t('demo.restart')} title={t('demo.restart')}>
              <RotateCcw aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>

        <div ref={listRef} role="log" aria-live="polite" aria-label={t('demo.heading')} tabIndex={0} className="h-80 overflow-y-auto overscroll-contain bg-canvas/60 px-4 py-4 sm:px-5">
          <ol className="space-y-3">
            <li className="flex justify-start">
              <p className="max-w-[88%] rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-2.5 text-sm leading-relaxed text-ink shadow-xs">
                <span className="sr-only">{t('demo.assistant')} </span>
                {t('demo.intro')}
              </p>
            </li>
            {messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
            {isThinking && (
              <li className="flex justify-start">
                <span className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3.5 shadow-xs">
                  <span className="sr-only">{t('demo.thinking')}</span>
                  {[0, 150, 300].map((delay) => (
                    <span key={delay} aria-hidden="true" className="size-1.5 animate-bounce rounded-full bg-ink-subtle" style={{ animationDelay: `${delay}ms` }} />
                  ))}
                </span>
              </li>
            )}
            {hasFailed && (
              <li>
                <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-700">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t('demo.loadFailed')}
                </p>
              </li>
            )}
          </ol>
        </div>

        <div className="border-t border-line px-4 pt-3 pb-4 sm:px-5">
          <p id={`${inputId}-examples`} className="text-xs font-medium text-ink-muted">
            {t('demo.examplesLabel')}
          </p>
          <ul aria-labelledby={`${inputId}-examples`} className="mt-2 flex flex-wrap gap-2">
            {examples.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  onClick={() => void send(example)}
                  disabled={isThinking}
                  className="h-8 cursor-pointer rounded-full border border-brand-200 bg-brand-50 px-3 text-xs font-medium whitespace-nowrap text-brand-800 transition-colors hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
          <form onSubmit={submit} className="mt-3 flex items-center gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t('demo.inputLabel')}
            </label>
            <input
              id={inputId}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('demo.placeholder')}
              maxLength={DEMO_MESSAGE_MAX}
              autoComplete="off"
              enterKeyHint="send"
              className={cn(inputClasses, 'h-11 flex-1 rounded-xl')}
            />
            <Button type="submit" size="icon" className="size-11 rounded-xl" disabled={draft.trim() === '' || isThinking} aria-label={t('demo.send')}>
              <SendHorizontal aria-hidden="true" className="size-5" />
            </Button>
          </form>
          <p className="mt-3 flex items-center gap-1.5 text-xs text-ink-muted">
            <LockKeyhole aria-hidden="true" className="size-3.5 shrink-0" />
            {t('demo.privacy')}
          </p>
        </div>
      </div>
    </section>
  );
}
