import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInTimezone } from '@tally/shared/dates';
import type { User } from '@tally/shared/schemas/auth';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useConversation } from '../hooks/use-conversation';
import { BetaFeedbackDialog } from '../../../components/beta-feedback-dialog';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatMessageList } from './chat-message-list';
import { ChatWelcome } from './chat-welcome';

export function ChatPage() {
  const { t } = useTranslation('chat');
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  // The route only renders this page for a signed-in user; the guard keeps the types honest.
  if (!user) return null;
  return <Chat key={user.id} user={user} />;
}

function Chat({ user }: { user: User }) {
  const { conversation, history, loadEarlier, isPending, sendMessage, markUndone, markSaved, markReviewed, setFeedback } = useConversation(user.id);
  const [draft, setDraft] = useState('');
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const today = dateInTimezone(new Date(), user.timezone);
  const hasMessages = conversation.messages.length > 0;

  const focusInput = () => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  };

  const fillInput = (text: string) => {
    setDraft(text);
    // Put the caret at the end so "I spent " can be completed right away.
    requestAnimationFrame(focusInput);
  };

  const send = (text: string) => {
    setDraft('');
    sendMessage(text);
  };

  // The box is disabled while a reply is on its way, which drops the focus: give it back.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !isPending && (document.activeElement === document.body || document.activeElement === null)) focusInput();
    wasPending.current = isPending;
  }, [isPending]);

  return (
    <div className="flex min-h-dvh flex-col">
      <ChatHeader onShareFeedback={() => setIsFeedbackOpen(true)} />
      <main className="flex flex-1 flex-col">
        {!hasMessages && history.status !== 'loading' && <ChatWelcome name={user.name} onPick={fillInput} />}
        <ChatMessageList
          messages={conversation.messages}
          isPending={isPending}
          sessionId={conversation.sessionId}
          preferredCurrency={user.preferredCurrency}
          today={today}
          onUndone={markUndone}
          onSaved={markSaved}
          onReviewed={markReviewed}
          onFeedback={setFeedback}
          history={history}
          onLoadEarlier={loadEarlier}
        />
      </main>
      <ChatComposer ref={inputRef} value={draft} onChange={setDraft} onSend={send} isPending={isPending} />
      <ScrollToTopButton className="bottom-28" />
      <BetaFeedbackDialog open={isFeedbackOpen} onOpenChange={setIsFeedbackOpen} />
    </div>
  );
}
