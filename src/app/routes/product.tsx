import { createFileRoute } from '@tanstack/react-router';
import { refreshInstruments } from '../features/market/instruments.ts';
import { ProductScreen } from '../features/market/ProductScreen.tsx';

// Product search, or in provider mode the company search (SPEC.md section 1; the screen reads the
// mode itself, so the status query loads with this route's component, not at start-up). The
// instrument list is refreshed on every visit without holding the screen back.
export const Route = createFileRoute('/product')({
  loader: () => {
    void refreshInstruments();
  },
  component: ProductScreen,
});
