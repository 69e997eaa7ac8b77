// What reaches a signed-in person on every screen, loaded after the first screen (main.tsx):
// trade events (TradeNotices) and the inbox's notices (InboxNotices).
import type { ReactNode } from 'react';
import { InboxNotices } from '../inbox/InboxNotices.tsx';
import TradeNotices from './TradeNotices.tsx';

export default function AppNotices(): ReactNode {
  return (
    <>
      <TradeNotices />
      <InboxNotices />
    </>
  );
}
