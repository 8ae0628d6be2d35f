import { useCallback, useEffect, useState } from 'react';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../lib/error-text';
import { getChatHistory } from '../api/get-chat-history';
import { useSendChatMessage } from '../api/send-chat-message';
import {
  EMPTY_CONVERSATION,
  addErrorMessage,
  addReply,
  addUserMessage,
  clearReview,
  historyOf,
  markUndone,
  prependHistory,
  replaceTransaction,
  setFeedback,
  type Conversation,
  type FeedbackGiven,
} from '../conversation';

/**
 * What the page knows of the stored conversation: still loading the newest page, all of it shown,
 * more to load before `before`, or the last load failed (`before` says which page to retry).
 */
export type HistoryState =
  | { status: 'loading' }
  | { status: 'complete' }
  | { status: 'more'; before: number }
  | { status: 'loadingMore'; before: number }
  | { status: 'failed'; before?: number };

/**
 * Spec section 4, chat send: the user's bubble is added and the message posted with the last ten
 * entries; the reply (or the spec's error sentence) is appended; the first sessionId is kept. The
 * conversation itself is the server's: the newest page is loaded on open (after a reload, in a new
 * tab, after signing in again) and older pages on request.
 */
export function useConversation(userId: number) {
  const { t } = useTranslation('chat');
  const [conversation, setConversation] = useState<Conversation>(EMPTY_CONVERSATION);
  const [history, setHistory] = useState<HistoryState>({ status: 'loading' });
  const { mutate, isPending } = useSendChatMessage();

  const loadPage = useCallback((before?: number) => {
    let active = true;
    setHistory(before === undefined ? { status: 'loading' } : { status: 'loadingMore', before });
    getChatHistory(before).then(
      (page) => {
        if (!active) return;
        setConversation((c) => prependHistory(c, page.entries));
        setHistory(page.nextBefore === null ? { status: 'complete' } : { status: 'more', before: page.nextBefore });
      },
      () => {
        if (active) setHistory({ status: 'failed', before });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  // The newest page once per user; a user switch remounts the page (keyed by user id).
  useEffect(() => loadPage(), [userId, loadPage]);

  const loadEarlier = useCallback(() => {
    if (history.status === 'more' || history.status === 'failed') loadPage(history.before);
  }, [history, loadPage]);

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
    history,
    loadEarlier,
    isPending,
    sendMessage,
    markUndone: useCallback((transactionId: number) => setConversation((c) => markUndone(c, [transactionId])), []),
    /** A card's edit or flip was saved: its cards show the saved values (as the history will). */
    markSaved: useCallback((saved: Transaction) => setConversation((c) => replaceTransaction(c, saved)), []),
    /** A card's reading was confirmed: its highlight goes (as it has on the server). */
    markReviewed: useCallback((transactionId: number) => setConversation((c) => clearReview(c, transactionId)), []),
    setFeedback: useCallback((id: string, feedback: FeedbackGiven) => setConversation((c) => setFeedback(c, id, feedback)), []),
  };
}
