import { createFileRoute } from '@tanstack/react-router';
import { LedgerScreen } from '../../features/ledger/LedgerScreen.tsx';
import { requireSession } from '../../lib/guards.ts';

// Balances and the ledger (issue 9 item 1); a demo account has a ledger too.
export const Route = createFileRoute('/mine/history')({
  beforeLoad: requireSession,
  component: LedgerScreen,
});
