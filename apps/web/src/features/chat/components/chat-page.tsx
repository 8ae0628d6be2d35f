import { Suspense, useEffect, useRef, useState, type ComponentType, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
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

/** The statement import dialog (composed in src/app/chat-route.tsx), opened with the file already chosen. */
export type ImportDialogSlot = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void; initialFile?: File | null }>;

export interface ChatPageProps {
  /** Files dropped on the page or attached in the composer open it; without it neither is offered. */
  ImportDialog?: ImportDialogSlot;
}

export function ChatPage({ ImportDialog }: ChatPageProps = {}) {
  const { t } = useTranslation('chat');
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  // The route only renders this page for a signed-in user; the guard keeps the types honest.
  if (!user) return null;
  return <Chat key={user.id} user={user} ImportDialog={ImportDialog} />;
}

const isFileDrag = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

function Chat({ user, ImportDialog }: { user: User; ImportDialog?: ImportDialogSlot }) {
  const { t } = useTranslation('chat');
  const { conversation, history, loadEarlier, isPending, sendMessage, markUndone, markSaved, markReviewed, setFeedback } = useConversation(user.id);
  const [draft, setDraft] = useState('');
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const today = dateInTimezone(new Date(), user.timezone);
  const hasMessages = conversation.messages.length > 0;
  const [importFile, setImportFile] = useState<File | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [isDraggingFile, setIsDraggingFile] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the drag left the page.
  const dragDepth = useRef(0);

  const openImport = (file: File) => {
    setImportFile(file);
    setIsImportOpen(true);
  };

  const dropHandlers = ImportDialog
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!isFileDrag(event)) return;
          dragDepth.current++;
          setIsDraggingFile(true);
        },
        onDragLeave: (event: DragEvent) => {
          if (!isFileDrag(event)) return;
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setIsDraggingFile(false);
        },
        onDragOver: (event: DragEvent) => {
          if (isFileDrag(event)) event.preventDefault();
        },
        onDrop: (event: DragEvent) => {
          if (!isFileDrag(event)) return;
          event.preventDefault();
          dragDepth.current = 0;
          setIsDraggingFile(false);
          const file = event.dataTransfer.files[0];
          if (file) openImport(file);
        },
      }
    : {};

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
    <div className="flex min-h-dvh flex-col" {...dropHandlers}>
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
      <ChatComposer ref={inputRef} value={draft} onChange={setDraft} onSend={send} isPending={isPending} onAttach={ImportDialog ? openImport : undefined} />
      <ScrollToTopButton className="bottom-28" />
      <BetaFeedbackDialog open={isFeedbackOpen} onOpenChange={setIsFeedbackOpen} />
      {isDraggingFile && (
        <div aria-hidden="true" className="pointer-events-none fixed inset-3 z-50 flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-500 bg-brand-50/90 text-brand-800">
          <FileUp className="size-10" />
          <p className="text-base font-medium">{t('dropStatement')}</p>
        </div>
      )}
      {ImportDialog && importFile && (
        <Suspense fallback={null}>
          <ImportDialog open={isImportOpen} onOpenChange={setIsImportOpen} initialFile={importFile} />
        </Suspense>
      )}
    </div>
  );
}
