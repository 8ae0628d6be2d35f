import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage as Message, FeedbackGiven } from '../conversation';
import { ChatMessage } from './chat-message';
import { TypingIndicator } from './typing-indicator';

export interface ChatMessageListProps {
  messages: Message[];
  isPending: boolean;
  sessionId: string | null;
  preferredCurrency: string;
  today: string;
  onUndone: (transactionId: number) => void;
  onFeedback: (id: string, feedback: FeedbackGiven) => void;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The conversation as a log region: new bubbles (and the typing indicator) are announced politely.
 * The page itself scrolls, so the newest bubble is brought into view by scrolling the window to
 * the end, just above the composer.
 */
export function ChatMessageList({ messages, isPending, sessionId, preferredCurrency, today, onUndone, onFeedback }: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const isFirstScroll = useRef(true);
  const now = new Date();

  useEffect(() => {
    if (messages.length === 0) return;
    // A restored conversation opens at its end at once; new messages glide in.
    const behavior = isFirstScroll.current || prefersReducedMotion() ? 'instant' : 'smooth';
    isFirstScroll.current = false;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior });
  }, [messages.length, isPending]);

  return (
    <div role="log" aria-live="polite" aria-label={t('log.label')} className="mx-auto w-full max-w-3xl px-4 sm:px-6">
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
              onFeedback={onFeedback}
            />
          ))}
          {isPending && <TypingIndicator />}
        </ol>
      )}
    </div>
  );
}
