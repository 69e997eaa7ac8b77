import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatThread } from './ChatThread.tsx';
import { useChat } from './use-chat.ts';
import './chat.css';

/**
 * /mine/chat: the support chat with the operators. The thread, newest at the bottom (older
 * messages on request), replies arriving live, a text box and a picture button (real accounts:
 * pictures are stored through image_upload), disabled while sending, empty or offline.
 */
export function ChatScreen() {
  const chat = useChat();

  return (
    <div className="page chat">
      <PageHeader title={<Trans>Customer service</Trans>} />
      <ChatThread chat={chat} />
      <ChatComposer chat={chat} />
    </div>
  );
}
