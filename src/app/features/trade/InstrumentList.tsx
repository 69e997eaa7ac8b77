import { useLingui } from '@lingui/react/macro';
import { liveInstrumentsAtom } from '../market/instruments.ts';
import { ChangeBadge } from '../market/ChangeBadge.tsx';
import { priceText } from '../market/format.ts';
import { useAtomValue } from '../../state/store.ts';
import { EmptyState } from '../../ui/states.tsx';

/** Every instrument with its live price and change, to pick the one on the chart: the drawer's content on a phone, the watchlist column on a desktop. */
export function InstrumentList({ currentId, onChoose, label }: { currentId: number | null; onChoose: (id: number) => void; label?: string }) {
  const { t } = useLingui();
  const instruments = useAtomValue(liveInstrumentsAtom);
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
