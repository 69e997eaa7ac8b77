import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { liveInstrumentsAtom } from '../market/instruments.ts';
import { InstrumentList } from '../trade/InstrumentList.tsx';
import { useAtomValue } from '../../state/store.ts';
import { watchlistIdsAtom } from './state.ts';
import { startWatchlistSync } from './sync.ts';
import { watchedInstruments } from './watched.ts';
import './watchlist.css';

/**
 * The desktop's Watchlist column beside the chart: the favourites in their order. While there
 * are none it says how to add one and lists every instrument, so the column still switches the chart.
 */
export function WatchColumn({ currentId, onChoose }: { currentId: number; onChoose: (id: number) => void }) {
  const { t } = useLingui();
  const ids = useAtomValue(watchlistIdsAtom);
  const instruments = useAtomValue(liveInstrumentsAtom);
  useEffect(startWatchlistSync, []);
  const any = instruments !== null && watchedInstruments(instruments, ids).length > 0;
  if (any) return <InstrumentList currentId={currentId} onChoose={onChoose} label={t`Watchlist`} watched={ids} />;
  return (
    <>
      <p className="watch-hint">
        <Trans>Your watchlist is empty. Tap the star beside an instrument’s name on the trade screen to add it.</Trans>
      </p>
      <InstrumentList currentId={currentId} onChoose={onChoose} label={t`Instruments`} />
    </>
  );
}
