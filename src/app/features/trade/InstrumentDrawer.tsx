import { useLingui } from '@lingui/react/macro';
import { CHANNEL } from '../../../contract/socket.ts';
import { liveInstrumentsAtom } from '../market/instruments.ts';
import { ChangeBadge } from '../market/ChangeBadge.tsx';
import { priceText } from '../market/format.ts';
import { useChannel } from '../../lib/socket/use-channel.ts';
import { useAtomValue } from '../../state/store.ts';
import { Drawer } from '../../ui/Drawer.tsx';
import { EmptyState } from '../../ui/states.tsx';

/** All instruments with live prices, to switch the chart to another one. */
export function InstrumentDrawer({ open, currentId, onClose, onChoose }: { open: boolean; currentId: number | null; onClose: () => void; onChoose: (id: number) => void }) {
  const { t } = useLingui();
  useChannel(open ? CHANNEL.DAY_MARKET : null);
  const instruments = useAtomValue(liveInstrumentsAtom);
  return (
    <Drawer open={open} onClose={onClose} title={t`Instruments`}>
      {instruments && instruments.length === 0 && <EmptyState />}
      <ul className="drawer-list">
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
    </Drawer>
  );
}
