import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WATCHLIST_MAX } from '../../../contract/watchlist.ts';
import { useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import * as screenIcons from '../../ui/screen-icons.ts';
import { showToast } from '../../ui/toast.ts';
import { watchlistIdsAtom } from './state.ts';
import { startWatchlistSync, toggleWatched } from './sync.ts';
import './watchlist.css';

/** The star of /trade's header: pressed when the instrument is in the watchlist; a tap adds or removes it. */
export function WatchStar({ instrumentId }: { instrumentId: number }) {
  const { t } = useLingui();
  const max = WATCHLIST_MAX;
  const watched = useAtomValue(watchlistIdsAtom).includes(instrumentId);
  // The sync starts with the first screen that shows the watchlist (sync.ts).
  useEffect(startWatchlistSync, []);
  return (
    <button
      type="button"
      className="icon-btn watch-star"
      aria-pressed={watched}
      aria-label={t`Watchlist`}
      onClick={() => {
        if (!toggleWatched(instrumentId)) showToast(t`Your watchlist is full (${max} instruments). Remove one to add another.`, 'error');
      }}
    >
      <Icon path={screenIcons.star} fill={watched ? 'currentColor' : 'none'} />
    </button>
  );
}
