import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import type { InstrumentList as HomeList } from '../market/InstrumentList.tsx';
import { instrumentListErrorAtom, liveInstrumentsAtom, refreshInstruments } from '../market/instruments.ts';
import { useAtomValue } from '../../state/store.ts';
import { EmptyState } from '../../ui/states.tsx';
import { watchlistIdsAtom } from './state.ts';
import { startWatchlistSync } from './sync.ts';
import { watchedInstruments } from './watched.ts';
import { WatchlistEditor } from './WatchlistEditor.tsx';
import './watchlist.css';

/**
 * Home's Watchlist chip: the favourites in their order, with an edit mode to reorder or remove
 * them. The home screen hands in its list component: imported here, the rows would leave the
 * home screen's chunk for one of their own, a request more on the start of /.
 */
export default function WatchlistHome({ onOpen, bidAsk, List: InstrumentList }: { onOpen: (instrument: Instrument) => void; bidAsk: boolean; List: typeof HomeList }) {
  const { t } = useLingui();
  const instruments = useAtomValue(liveInstrumentsAtom);
  const error = useAtomValue(instrumentListErrorAtom);
  const ids = useAtomValue(watchlistIdsAtom);
  const [editing, setEditing] = useState(false);
  useEffect(startWatchlistSync, []);
  const list = useMemo(() => instruments && watchedInstruments(instruments, ids), [instruments, ids]);

  if (!list) return <InstrumentList instruments={null} error={error} onOpen={onOpen} onRetry={() => void refreshInstruments()} label={t`Watchlist`} />;
  if (list.length === 0) {
    return (
      <EmptyState>
        <Trans>Your watchlist is empty. Tap the star beside an instrument’s name on the trade screen to add it.</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="watch-bar">
        <button type="button" className="watch-edit-toggle" onClick={() => setEditing(!editing)}>
          {editing ? <Trans>Done</Trans> : <Trans>Edit</Trans>}
        </button>
      </div>
      {editing ? <WatchlistEditor instruments={list} /> : <InstrumentList instruments={list} onOpen={onOpen} label={t`Watchlist`} bidAsk={bidAsk} />}
    </>
  );
}
