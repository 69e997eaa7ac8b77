import { Trans, useLingui } from '@lingui/react/macro';
import type { LegalKind } from '../../../contract/content.ts';
import { useAtomValue } from '../../state/store.ts';
import { ErrorState, Spinner } from '../../ui/states.tsx';
import { Time } from '../../ui/Time.tsx';
import { SafeHtml } from '../news/SafeHtml.tsx';
import { legalDocumentAtom } from './queries.ts';
import './legal.css';

/** One legal document: its text, version and date (the same view in a page and in the register sheet). */
export function LegalDocumentView({ kind, showTitle = true }: { kind: LegalKind; showTitle?: boolean }) {
  const { t } = useLingui();
  const query = useAtomValue(legalDocumentAtom(kind));
  if (query.isPending)
    return (
      <div className="legal-loading">
        <Spinner label={t`Loading the document`} />
      </div>
    );
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const doc = query.data;
  const updated = <Time at={doc.updated} format="date" calendar />;
  return (
    <article className="legal-doc">
      {showTitle && <h1>{doc.title}</h1>}
      <p className="legal-version">
        <Trans>
          Version {doc.version}, in effect from {updated}
        </Trans>
      </p>
      <SafeHtml className="legal-body" html={doc.content} />
    </article>
  );
}
