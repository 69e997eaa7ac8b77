import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { Suspense, lazy, useEffect } from 'react';
import { markFirstQuotesShown } from '../../lib/first-screen.ts';
import { loadWholeLanguage } from '../../lib/i18n.ts';
import { useChannel } from '../../lib/socket/use-channel.ts';
import { useAtom, useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import * as shellIcons from '../../ui/shell-icons.ts';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { InstallSlot } from '../install/slots.tsx';
import { CategoryChips, CategoryChipsPlaceholder } from './CategoryChips.tsx';
import { homeCategoryAtom, homeInstrumentsAtom, bidAskAtom } from './home-state.ts';
import { InstrumentList } from './InstrumentList.tsx';
import { categoriesAtom, instrumentListErrorAtom, refreshCategories, refreshInstruments } from './instruments.ts';
import { LiveBadge } from './LiveBadge.tsx';
import { useOpenInstrument } from './use-open-instrument.ts';

// The watchlist's view (its rows, the empty hint, the editor) loads when its chip is chosen, with
// the whole catalog: none of it is on the start path of /.
const WatchlistHome = lazy(() => loadWholeLanguage().then(() => import('../watchlist/WatchlistHome.tsx')));

/** Home (/): category chips, the quote list with live prices, search and language shortcuts. */
export function HomeScreen() {
  const { t } = useLingui();
  useChannel(CHANNEL.DAY_MARKET);
  const instruments = useAtomValue(homeInstrumentsAtom);
  const error = useAtomValue(instrumentListErrorAtom);
  const categories = useAtomValue(categoriesAtom);
  const [category, setCategory] = useAtom(homeCategoryAtom);
  const [bidAsk, setBidAsk] = useAtom(bidAskAtom);
  const openInstrument = useOpenInstrument();
  const refresh = () => Promise.all([refreshInstruments(), refreshCategories()]);
  const hasRows = (instruments?.length ?? 0) > 0;
  useEffect(() => {
    if (hasRows) markFirstQuotesShown();
  }, [hasRows]);

  return (
    <div className="page page-list">
      <header className="page-header home-header">
        <span className="brand">
          <img src="/icons/icon.svg" alt="" width={28} height={28} />
          <span>Lotwise</span>
        </span>
        <h1 className="visually-hidden">
          <Trans>Quotes</Trans>
        </h1>
        <LiveBadge />
        <Link to="/product" className="icon-btn" aria-label={t`Search instruments`}>
          <Icon path={shellIcons.search} />
        </Link>
        <Link to="/language" className="icon-btn" aria-label={t`Language`}>
          <Icon path={shellIcons.globe} />
        </Link>
      </header>
      <InstallSlot />
      {categories === null ? <CategoryChipsPlaceholder /> : <CategoryChips categories={categories} value={category} onChange={setCategory} />}
      <PullToRefresh onRefresh={refresh}>
        <div className="list-head">
          <span aria-hidden="true">
            <Trans>Instrument</Trans>
          </span>
          <button type="button" className="view-toggle" aria-pressed={bidAsk} onClick={() => setBidAsk(!bidAsk)}>
            <Trans>Bid / Ask</Trans>
          </button>
        </div>
        {category === 'watchlist' ? (
          <Suspense fallback={null}>
            <WatchlistHome onOpen={openInstrument} bidAsk={bidAsk} List={InstrumentList} />
          </Suspense>
        ) : (
          <InstrumentList instruments={instruments} error={error} onOpen={openInstrument} onRetry={() => void refresh()} label={t`Quotes`} bidAsk={bidAsk} />
        )}
      </PullToRefresh>
    </div>
  );
}
