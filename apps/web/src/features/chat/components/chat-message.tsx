import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/brand-logo';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { cn } from '../../../lib/cn';
import type { ChatMessage as Message, FeedbackGiven } from '../conversation';
import { formatMessageTime } from '../format';
import { MessageFeedback } from './message-feedback';
import { TransactionCard } from './transaction-card';

export interface ChatMessageProps {
  message: Message;
  sessionId: string | null;
  preferredCurrency: string;
  today: string;
  now: Date;
  onUndone: (transactionId: number) => void;
  onSaved: (transaction: Transaction) => void;
  onReviewed: (transactionId: number) => void;
  onFeedback: (id: string, feedback: FeedbackGiven) => void;
}

/**
 * One bubble. The text is shown as plain text with its line breaks (React escapes it): a message
 * holding markup shows the markup, it never runs.
 */
export function ChatMessage({ message, sessionId, preferredCurrency, today, now, onUndone, onSaved, onReviewed, onFeedback }: ChatMessageProps) {
  const { t, i18n } = useTranslation('chat');
  const isUser = message.role === 'user';
  const time = formatMessageTime(message.timestamp, now, i18n.language);
  const cards = message.transactions ?? [];

  return (
    <li className={cn('flex gap-2.5', isUser ? 'justify-end' : 'justify-start')} data-role={message.role}>
      {!isUser && <BrandMark className="mt-0.5 size-8 shrink-0" />}
      <div className={cn('flex max-w-[85%] min-w-0 flex-col gap-1 sm:max-w-[75%]', isUser ? 'items-end' : 'items-start')}>
        <div
          className={cn(
            // max-w-full: a card's one-line texts must shorten, not widen the bubble past the screen.
            'max-w-full min-w-0 rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed shadow-xs sm:text-sm',
            // brand-700: white text on it has 5.5:1 contrast (brand-600 has 3.8:1, under WCAG's 4.5:1).
            isUser && 'rounded-br-md bg-brand-700 text-white',
            !isUser && !message.isError && 'rounded-bl-md border border-line bg-surface text-ink',
            message.isError && 'rounded-bl-md border border-red-200 bg-red-50 text-red-800',
          )}
        >
          <span className="sr-only">{isUser ? t('message.you') : t('message.assistant')}: </span>
          {message.isError && <CircleAlert aria-hidden="true" className="mr-1.5 -mt-0.5 inline size-4" />}
          <span data-testid="message-text" className="break-words whitespace-pre-wrap">
            {message.content}
          </span>
          {cards.length > 0 && (
            <ul aria-label={t('card.listLabel')} className="mt-2.5 space-y-2">
              {cards.map((recorded) => (
                <li key={recorded.transaction.id}>
                  <TransactionCard
                    recorded={recorded}
                    preferredCurrency={preferredCurrency}
                    today={today}
                    onUndone={onUndone}
                    onSaved={onSaved}
                    onReviewed={onReviewed}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 px-1', isUser && 'justify-end')}>
          <time dateTime={message.timestamp} className="text-[11px] text-ink-subtle tabular-nums">
            {time}
          </time>
          {!isUser && !message.isError && message.messageId && sessionId && (
            <MessageFeedback
              sessionId={sessionId}
              messageId={message.messageId}
              isTransactionReply={cards.length > 0}
              given={message.feedback}
              onGiven={(feedback) => onFeedback(message.id, feedback)}
            />
          )}
        </div>
      </div>
    </li>
  );
}
