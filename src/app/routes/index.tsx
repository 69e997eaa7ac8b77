import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/market/HomeScreen.tsx';
import { refreshCategories, refreshInstruments } from '../features/market/instruments.ts';

// Home refreshes the instrument list on every visit (SPEC.md section 2); the screen shows the
// last list at once and the new one when it arrives, so the loader does not wait.
export const Route = createFileRoute('/')({
  loader: () => {
    void refreshInstruments();
    void refreshCategories();
  },
  component: HomeScreen,
});
