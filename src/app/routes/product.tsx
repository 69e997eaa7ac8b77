import { createFileRoute } from '@tanstack/react-router';
import { ProductScreen } from '../features/market/ProductScreen.tsx';

// Provider mode (company search, SPEC.md section 1) arrives with the provider issue.
export const Route = createFileRoute('/product')({
  component: ProductScreen,
});
