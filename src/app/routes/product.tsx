import { createFileRoute } from '@tanstack/react-router';
import { refreshInstruments } from '../features/market/instruments.ts';
import { ProductScreen } from '../features/market/ProductScreen.tsx';

// Provider mode (company search, SPEC.md section 1) arrives with the provider issue. The search
// runs on the instrument list, refreshed on every visit without holding the screen back.
export const Route = createFileRoute('/product')({
  loader: () => {
    void refreshInstruments();
  },
  component: ProductScreen,
});
