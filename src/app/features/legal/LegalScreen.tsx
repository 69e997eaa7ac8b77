import { useLingui } from '@lingui/react/macro';
import type { LegalKind } from '../../../contract/content.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { LegalDocumentView } from './LegalDocumentView.tsx';
import { LEGAL_TITLES } from './titles.ts';

/** /legal?kind=: one legal document as a page, reachable from the user centre and from registration. */
export function LegalScreen({ kind }: { kind: LegalKind }) {
  const { i18n } = useLingui();
  return (
    <div className="page legal">
      <PageHeader title={i18n._(LEGAL_TITLES[kind])} />
      <LegalDocumentView kind={kind} showTitle={false} />
    </div>
  );
}
