import { Check, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { RATING_HELPFUL, RATING_NOT_HELPFUL, useCreateMessageFeedback } from '../api/create-message-feedback';
import type { FeedbackGiven } from '../conversation';

export interface MessageFeedbackProps {
  sessionId: string;
  messageId: string;
  /** A reply that recorded transactions: "not helpful" there means the figures were wrong. */
  isTransactionReply: boolean;
  given: FeedbackGiven | undefined;
  onGiven: (feedback: FeedbackGiven) => void;
}

/** Spec section 4: Helpful / Not helpful, then "Thanks for your feedback!" once the server has it. */
export function MessageFeedback({ sessionId, messageId, isTransactionReply, given, onGiven }: MessageFeedbackProps) {
  const { t } = useTranslation('chat');
  const { toast } = useToast();
  const create = useCreateMessageFeedback();

  if (given) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-ink-subtle">
        <Check aria-hidden="true" className="size-3.5 text-brand-600" />
        {t('feedback.thanks')}
      </p>
    );
  }

  const rate = (feedback: FeedbackGiven) =>
    create.mutate(
      {
        sessionId,
        messageId,
        rating: feedback === 'helpful' ? RATING_HELPFUL : RATING_NOT_HELPFUL,
        category: feedback === 'notHelpful' && isTransactionReply ? 'accuracy' : 'helpfulness',
        feedbackText: '',
      },
      {
        onSuccess: () => onGiven(feedback),
        onError: () => toast({ title: t('feedback.errorTitle'), description: t('feedback.error'), variant: 'destructive' }),
      },
    );

  return (
    <div role="group" aria-label={t('feedback.label')} className="flex items-center gap-1">
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" disabled={create.isPending} onClick={() => rate('helpful')}>
        <ThumbsUp aria-hidden="true" className="size-3.5" />
        {t('feedback.helpful')}
      </Button>
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" disabled={create.isPending} onClick={() => rate('notHelpful')}>
        <ThumbsDown aria-hidden="true" className="size-3.5" />
        {t('feedback.notHelpful')}
      </Button>
    </div>
  );
}
