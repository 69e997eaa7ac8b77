import { useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { errorText } from '../../lib/error-text.ts';
import { EmptyState, ErrorState } from '../../ui/states.tsx';
import { InstrumentRow, InstrumentRowSkeleton } from './InstrumentRow.tsx';
import './market.css';

const SKELETON_ROWS = 10;

/** A list of quote rows with its loading (10 skeleton rows), empty and error states. */
export function InstrumentList({
  instruments,
  error,
  onOpen,
  onRetry,
  label,
  bidAsk = false,
}: {
  instruments: readonly Instrument[] | null;
  error?: unknown;
  onOpen: (instrument: Instrument) => void;
  onRetry?: () => void;
  label: string;
  /** Rows show bid, ask and spread instead of last price, change and chart. */
  bidAsk?: boolean;
}) {
  const { t, i18n } = useLingui();
  if (!instruments && error) return <ErrorState message={errorText(error, i18n)} onRetry={onRetry} />;
  if (!instruments) {
    return (
      <ul className="quote-list" aria-busy="true" aria-label={t`Loading`}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <InstrumentRowSkeleton key={i} />
        ))}
      </ul>
    );
  }
  if (instruments.length === 0) return <EmptyState />;
  return (
    <ul className="quote-list" aria-label={label}>
      {instruments.map((instrument) => (
        <InstrumentRow key={instrument.Id} instrument={instrument} onOpen={onOpen} bidAsk={bidAsk} />
      ))}
    </ul>
  );
}
