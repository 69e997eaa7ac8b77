import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { NewsDetailScreen } from '../../features/news/NewsDetailScreen.tsx';

function NewsDetailRoute() {
  const { id } = Route.useSearch();
  return <NewsDetailScreen id={id} />;
}

export const Route = createFileRoute('/news/detail')({
  validateSearch: z.lazy(() => z.object({ id: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined) })),
  component: NewsDetailRoute,
});
