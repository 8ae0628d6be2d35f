import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@tally/shared/schemas/transactions';
import type { ChatMessage as Message, FeedbackGiven } from '../conversation';
import type { HistoryState } from '../hooks/use-conversation';
import { ChatMessage } from './chat-message';
import { TypingIndicator } from './typing-indicator';

export interface ChatMessageListProps {
  messages: Message[];
  isPending: boolean;
  sessionId: string | null;
  preferredCurrency: string;
  today: string;
  onUndone: (transactionId: number) => void;
  onSaved: (transaction: Transaction) => void;
  onReviewed: (transactionId: number) => void;
  onFeedback: (id: string, feedback: FeedbackGiven) => void;
  history: HistoryState;
  onLoadEarlier: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The conversation as a log region: new bubbles (and the typing indicator) are announced politely.
 * The page itself scrolls, so the newest bubble is brought into view by scrolling the window to
 * the end, just above the composer.
 */
export function ChatMessageList({
  messages,
  isPending,
  sessionId,
  preferredCurrency,
  today,
  onUndone,
  onSaved,
  onReviewed,
  onFeedback,
  history,
  onLoadEarlier,
}: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const isFirstScroll = useRef(true);
  const now = new Date();
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;

  useEffect(() => {
    if (lastId === undefined) return;
    // A loaded conversation opens at its end at once; new messages glide in.
    const behavior = isFirstScroll.current || prefersReducedMotion() ? 'instant' : 'smooth';
    isFirstScroll.current = false;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior });
  }, [lastId, isPending]);

  // An older page goes above what is read: keep the same bubble under the reader's eyes.
  const shown = useRef({ firstId, lastId, height: 0 });
  useLayoutEffect(() => {
    const height = document.documentElement.scrollHeight;
    const before = shown.current;
    if (before.firstId !== undefined && firstId !== before.firstId && lastId === before.lastId) {
      window.scrollBy({ top: height - before.height, behavior: 'instant' });
    }
    shown.current = { firstId, lastId, height };
  });

  return (
    <div role="log" aria-live="polite" aria-label={t('log.label')} className="mx-auto w-full max-w-3xl px-4 sm:px-6">
      {history.status === 'loading' && (
        <p role="status" className="py-8 text-center text-sm text-ink-muted">
          {t('history.loading')}
        </p>
      )}
      {(history.status === 'more' || history.status === 'loadingMore' || history.status === 'failed') && (
        <div className="flex flex-col items-center gap-2 pt-6">
          {history.status === 'failed' && (
            <p role="alert" className="text-sm text-red-700">
              {t('history.failed')}
            </p>
          )}
          <Button variant="outline" size="sm" onClick={onLoadEarlier} disabled={history.status === 'loadingMore'}>
            {history.status === 'loadingMore' ? t('history.loadingEarlier') : history.status === 'failed' ? t('history.retry') : t('history.loadEarlier')}
          </Button>
        </div>
      )}
      {(messages.length > 0 || isPending) && (
        <ol className="space-y-5 py-6 sm:py-8">
          {messages.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              sessionId={sessionId}
              preferredCurrency={preferredCurrency}
              today={today}
              now={now}
              onUndone={onUndone}
              onSaved={onSaved}
              onReviewed={onReviewed}
              onFeedback={onFeedback}
            />
          ))}
          {isPending && <TypingIndicator />}
        </ol>
      )}
    </div>
  );
}
