// What reaches a signed-in person on every screen: trade events (TradeNotices) and the inbox's
// notices (InboxNotices). Loaded by AppNotices once a session exists, with TanStack Query and the
// calls they read, which a guest's start never needs.
import type { ReactNode } from 'react';
import { InboxNotices } from '../inbox/InboxNotices.tsx';
import TradeNotices from './TradeNotices.tsx';

export default function SignedInNotices(): ReactNode {
  return (
    <>
      <TradeNotices />
      <InboxNotices />
    </>
  );
}
