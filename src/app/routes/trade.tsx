import { createFileRoute } from '@tanstack/react-router';
import { refreshInstruments } from '../features/market/instruments.ts';
import { TradeScreen } from '../features/trade/TradeScreen.tsx';

// Viewing is open to guests; ordering asks for a login (SPEC.md section 2). The instrument
// list is refreshed on every visit without holding the screen back.
export const Route = createFileRoute('/trade')({
  loader: () => {
    void refreshInstruments();
  },
  component: TradeScreen,
});
