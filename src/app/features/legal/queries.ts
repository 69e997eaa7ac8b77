// The legal documents (terms, privacy, risk), in the reader's language, from the server.
import type { LegalDocument, LegalKind } from '../../../contract/content.ts';
import { api } from '../../lib/http/index.ts';
import { atomWithQuery } from '../../lib/query/index.ts';
import { languageAtom } from '../../state/language.ts';

export const legalKeys = {
  all: ['legal'] as const,
  document: (kind: LegalKind, lang: string) => ['legal', kind, lang] as const,
};

const atoms = new Map<LegalKind, ReturnType<typeof makeAtom>>();
function makeAtom(kind: LegalKind) {
  return atomWithQuery<LegalDocument>((get) => ({
    queryKey: legalKeys.document(kind, get(languageAtom)),
    queryFn: ({ signal }) => api('legalDocument', { kind }, { signal }),
    staleTime: 60 * 60_000,
  }));
}

export function legalDocumentAtom(kind: LegalKind) {
  let atom = atoms.get(kind);
  if (!atom) atoms.set(kind, (atom = makeAtom(kind)));
  return atom;
}
