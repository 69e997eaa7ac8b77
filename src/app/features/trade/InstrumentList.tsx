import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { watchedInstruments } from '../watchlist/watched.ts';
import { liveInstrumentsAtom } from '../market/instruments.ts';
import { ChangeBadge } from '../market/ChangeBadge.tsx';
import { priceText } from '../market/format.ts';
import { useAtomValue } from '../../state/store.ts';
import { EmptyState } from '../../ui/states.tsx';

/**
 * Instruments with their live price and change, to pick the one on the chart: every instrument in
 * the drawer on a phone, or only `watched` (in its order), the desktop's watchlist column.
 */
export function InstrumentList({ currentId, onChoose, label, watched }: { currentId: number | null; onChoose: (id: number) => void; label?: string; watched?: readonly number[] }) {
  const { t } = useLingui();
  const all = useAtomValue(liveInstrumentsAtom);
  const instruments = useMemo(() => (all && watched ? watchedInstruments(all, watched) : all), [all, watched]);
  if (instruments && instruments.length === 0) return <EmptyState />;
  return (
    <ul className="drawer-list" aria-label={label ?? t`Instruments`}>
      {instruments?.map((instrument) => (
        <li key={instrument.Id}>
          <button type="button" aria-current={instrument.Id === currentId} onClick={() => onChoose(instrument.Id)}>
            <strong dir="ltr">{instrument.ShowCode}</strong>
            <span className="drawer-figures">
              <span className="num">{priceText(instrument)}</span>
              <ChangeBadge instrument={instrument} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
