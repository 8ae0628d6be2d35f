import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../lib/error-text';
import { useSendChatMessage } from '../api/send-chat-message';
import {
  addErrorMessage,
  addReply,
  addUserMessage,
  historyOf,
  markUndone,
  setFeedback,
  type Conversation,
  type FeedbackGiven,
} from '../conversation';
import { readConversation, writeConversation } from '../conversation-storage';

/**
 * Spec section 4, chat send: the user's bubble is added and the message posted with the last ten
 * entries; the reply (or the spec's error sentence) is appended; the first sessionId is kept.
 */
export function useConversation(userId: number) {
  const { t } = useTranslation('chat');
  const [conversation, setConversation] = useState<Conversation>(() => readConversation(userId));
  const { mutate, isPending } = useSendChatMessage();

  useEffect(() => writeConversation(userId, conversation), [userId, conversation]);

  const sendMessage = useCallback(
    (text: string) => {
      const body = {
        message: text,
        conversationHistory: historyOf(conversation),
        ...(conversation.sessionId ? { sessionId: conversation.sessionId } : {}),
      };
      setConversation((c) => addUserMessage(c, text, new Date()));
      mutate(body, {
        onSuccess: (response) => setConversation((c) => addReply(c, response, new Date(), t('errors.noAnswer'))),
        // A specific reason when there is one (too long, too many messages, offline), else the spec's sentence.
        onError: (error) => setConversation((c) => addErrorMessage(c, getErrorText(error, t('errors.failed')), new Date())),
      });
    },
    [conversation, mutate, t],
  );

  return {
    conversation,
    isPending,
    sendMessage,
    markUndone: useCallback((transactionId: number) => setConversation((c) => markUndone(c, [transactionId])), []),
    setFeedback: useCallback((id: string, feedback: FeedbackGiven) => setConversation((c) => setFeedback(c, id, feedback)), []),
  };
}
