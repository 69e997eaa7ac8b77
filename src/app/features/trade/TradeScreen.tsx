import { Suspense, lazy, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHANNEL, klineChannel } from '../../../contract/socket-rules.ts';
import { currentInstrumentIdAtom, instrumentListErrorAtom, refreshInstruments } from '../market/instruments.ts';
import { errorText } from '../../lib/error-text.ts';
import { markFirstQuotesShown } from '../../lib/first-screen.ts';
import { useChannel } from '../../lib/socket/use-channel.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../state/store.ts';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { InstrumentDrawer } from './InstrumentDrawer.tsx';
import { ChartPanel } from './ChartPanel.tsx';
import { WatchColumn } from '../watchlist/WatchColumn.tsx';
import { OrderPanel } from './OrderPanel.tsx';
import { TradeHeader } from './TradeHeader.tsx';
import { shownInstrumentAtom } from './shown-instrument.ts';
import { tradePeriodAtom } from './trade-state.ts';
import { afterLargestPaint } from './after-largest-paint.ts';
import { useCodeSearch } from './use-code-search.ts';
import { DESKTOP, useMediaQuery } from '../../ui/use-media-query.ts';
import { sessionAtom } from '../../state/session.ts';
import { withWholeTexts } from '../../lib/whole-texts.ts';
import './trade.css';

// The orders panel is a desktop's only: a phone neither renders nor downloads it (nor reads the history it counts).
// Like the screen's other lazily loaded parts, with the rest of the catalog (lib/i18n.ts).
const OrderToolbox = lazy(withWholeTexts(() => import('../orders/OrderToolbox.tsx')));

/**
 * Trade (/trade): the current instrument's live header, the chart and the order ticket; on a
 * desktop (>= 1024 px) the watchlist (features/watchlist), the chart and the ticket side by side, as trading platforms
 * lay them out, and for a logged-in trader the orders panel under the watchlist and the chart.
 */
export function TradeScreen() {
  const { t, i18n } = useLingui();
  // Its listing, not its quote: a tick re-renders the header's prices and the ticket, which read it live, not this whole screen.
  const instrument = useAtomValue(shownInstrumentAtom);
  const error = useAtomValue(instrumentListErrorAtom);
  const setCurrent = useSetAtom(currentInstrumentIdAtom);
  const [period, setPeriod] = useAtom(tradePeriodAtom);
  const [drawer, setDrawer] = useState(false);
  const wide = useMediaQuery(DESKTOP);
  const signedIn = Boolean(useAtomValue(sessionAtom));
  const toolbox = wide && signedIn;
  useChannel(CHANNEL.DAY_MARKET);
  useCodeSearch();
  useChannel(instrument ? klineChannel(instrument.Code) : null);
  // The header and ticket show their first quote: once that frame is on screen (its largest
  // paint reported: after-largest-paint.ts), what a start here held back (main.tsx) may come.
  const shown = Boolean(instrument);
  useEffect(() => (shown ? afterLargestPaint(markFirstQuotesShown) : undefined), [shown]);

  if (!instrument) {
    if (error) return <ErrorState message={errorText(error, i18n)} onRetry={() => void refreshInstruments()} />;
    return <TradeSkeleton />;
  }
  return (
    <div className="page page-wide trade" data-toolbox={toolbox || undefined}>
      {/* Only where it is shown: on a phone the drawer lists the instruments, and a hidden list would still redraw on every tick. */}
      {wide && (
        <aside className="trade-watch" aria-label={t`Watchlist`}>
          <h2>
            <Trans>Watchlist</Trans>
          </h2>
          <WatchColumn currentId={instrument.Id} onChoose={setCurrent} />
        </aside>
      )}
      <div className="trade-main">
        <TradeHeader instrument={instrument} onPick={() => setDrawer(true)} />
        <ChartPanel instrument={instrument} period={period} onPeriod={setPeriod} />
      </div>
      <aside className="trade-side">
        <OrderPanel instrument={instrument} />
      </aside>
      {toolbox && (
        <Suspense fallback={<div className="order-toolbox" aria-busy="true" />}>
          <OrderToolbox />
        </Suspense>
      )}
      <InstrumentDrawer
        open={drawer}
        currentId={instrument.Id}
        onClose={() => setDrawer(false)}
        onChoose={(id) => {
          setCurrent(id);
          setDrawer(false);
        }}
      />
    </div>
  );
}

function TradeSkeleton() {
  return (
    <div className="page page-wide trade" aria-busy="true">
      <div className="trade-main">
        <div className="trade-head">
          <Skeleton width={140} height={28} />
          <Skeleton width={180} height={34} />
          <Skeleton width="100%" height={40} />
        </div>
        <Skeleton width="100%" height={340} radius={14} />
      </div>
      <span className="visually-hidden">
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}
