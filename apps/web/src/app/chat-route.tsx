/**
 * The chat as the app composes it: a statement dropped on the page or attached in the composer opens
 * the import feature's dialog (handed in here, so the chat feature does not import it).
 */
import { ChatPage } from '../features/chat/components/chat-page';
import { ImportDialog } from './lazy-dialogs';

export function ChatRoute() {
  return <ChatPage ImportDialog={ImportDialog} />;
}
