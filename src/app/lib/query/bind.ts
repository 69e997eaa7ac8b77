// Binds a QueryClient to a jotai store: atoms built with atomWithQuery/atomWithMutation read it
// from queryClientAtom, and two store values drive refetching:
// - the live socket: an 'open' after the connection was lost means pushed updates (orders,
//   balance) may have been missed while it was down, so every active query is read again;
// - the language: server texts (news, categories, messages) come in the request's language.
// Queries with staleTime 'static' (dialing codes) are left alone by both.
import type { QueryClient } from '@tanstack/query-core';
import { queryClientAtom } from 'jotai-tanstack-query';
import { languageAtom } from '../../state/language.ts';
import { socketStatusAtom } from '../../state/quotes.ts';
import type { Store } from '../../state/store.ts';

export function bindQueryClient(store: Store, client: QueryClient): () => void {
  store.set(queryClientAtom, client);
  client.mount();

  // The first 'open' this client sees is the start, not a reconnect, unless the socket was open
  // already when the client was bound (the library loads lazily, often long after the start).
  let beenOpen = store.get(socketStatusAtom) === 'open';
  const stopSocket = store.sub(socketStatusAtom, () => {
    if (store.get(socketStatusAtom) !== 'open') return;
    if (beenOpen) void client.invalidateQueries();
    beenOpen = true;
  });

  let language = store.get(languageAtom);
  const stopLanguage = store.sub(languageAtom, () => {
    if (store.get(languageAtom) === language) return;
    language = store.get(languageAtom);
    void client.invalidateQueries();
  });

  return () => {
    stopSocket();
    stopLanguage();
    client.unmount();
  };
}
