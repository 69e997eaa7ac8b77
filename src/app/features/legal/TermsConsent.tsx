import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LegalKind } from '../../../contract/content.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { LegalDocumentView } from './LegalDocumentView.tsx';
import { LEGAL_TITLES } from './titles.ts';
import './legal.css';

/**
 * The registration checkbox: the person accepts the terms, the privacy policy and the risk
 * disclosure, each readable in a sheet without leaving the form (which keeps what was typed).
 */
export function TermsConsent({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error: boolean }) {
  const { i18n } = useLingui();
  const [reading, setReading] = useState<LegalKind | null>(null);
  const link = (kind: LegalKind) => (
    <button type="button" className="legal-link" onClick={() => setReading(kind)}>
      {i18n._(LEGAL_TITLES[kind])}
    </button>
  );
  return (
    <div className="legal-consent" data-error={error || undefined}>
      <label className="legal-consent-row">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={error || undefined} aria-describedby={error ? 'legal-consent-error' : undefined} />
        <span>
          <Trans>I am 18 or older and accept the terms of service, the privacy policy and the risk disclosure.</Trans>
        </span>
      </label>
      <p className="legal-consent-links">
        {link('terms')} · {link('privacy')} · {link('risk')}
      </p>
      {error && (
        <p id="legal-consent-error" className="legal-consent-error" role="alert">
          <Trans>Please accept the terms of service, the privacy policy and the risk disclosure to register.</Trans>
        </p>
      )}
      <BottomSheet open={reading !== null} onClose={() => setReading(null)} title={reading ? i18n._(LEGAL_TITLES[reading]) : ''}>
        {reading && <LegalDocumentView kind={reading} showTitle={false} />}
      </BottomSheet>
    </div>
  );
}
