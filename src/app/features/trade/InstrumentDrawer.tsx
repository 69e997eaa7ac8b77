import { useLingui } from '@lingui/react/macro';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { useChannel } from '../../lib/socket/use-channel.ts';
import { Drawer } from '../../ui/Drawer.tsx';
import { InstrumentList } from './InstrumentList.tsx';

/** All instruments with live prices, to switch the chart to another one. */
export function InstrumentDrawer({ open, currentId, onClose, onChoose }: { open: boolean; currentId: number | null; onClose: () => void; onChoose: (id: number) => void }) {
  const { t } = useLingui();
  useChannel(open ? CHANNEL.DAY_MARKET : null);
  return (
    <Drawer open={open} onClose={onClose} title={t`Instruments`}>
      <InstrumentList currentId={currentId} onChoose={onChoose} />
    </Drawer>
  );
}
