import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatWelcome } from './chat-welcome';

export function ChatPage() {
  const { t } = useTranslation('chat');
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const fillInput = (text: string) => {
    setDraft(text);
    // Put the caret at the end so "I spent " can be completed right away.
    requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    });
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <ChatHeader />
      <main className="flex flex-1 flex-col">
        <ChatWelcome name={user?.name ?? null} onPick={fillInput} />
      </main>
      {/* Sending arrives with the assistant feature (POST /api/chat); until then the box is the real layout only. */}
      <ChatComposer ref={inputRef} value={draft} onChange={setDraft} onSend={() => undefined} isPending={false} />
      <ScrollToTopButton className="bottom-28" />
    </div>
  );
}
