// Trade events that reach a signed-in trader on every screen: a take-profit, stop-loss or
// stop-out close as a toast that says what happened, a price alert that fired, and the margin-call banner.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { holdChannel, onUserMessage } from '../../lib/socket/client.ts';
import { sessionAtom } from '../../state/session.ts';
import { store, useAtomValue } from '../../state/store.ts';
import { showToast } from '../../ui/toast.ts';
import { formatDecimal } from '../market/format.ts';
import { marginCallAtom, marginCallOf } from './margin-call.ts';
import { alertNotice, closedNotice, stopOutNotice } from './notice-text.ts';
import './notices.css';

export default function TradeNotices() {
  const signedIn = useAtomValue(sessionAtom) !== null;
  const { i18n } = useLingui();
  useEffect(() => {
    if (!signedIn) return undefined;
    const releases = [holdChannel(CHANNEL.FOREX_CLOSED), holdChannel(CHANNEL.FOREX_TRADE)];
    const stop = onUserMessage((message) => {
      if (message.type === 'FOREX_TRADE') {
        store.set(marginCallAtom, marginCallOf(message.data));
        // This account's live events arrive (for support and tests, as data-socket-worker).
        document.documentElement.dataset.tradeNotices = 'live';
      }
      if (message.type === 'FOREX_CLOSED' || message.type === 'STOP_OUT') {
        // Figures after a close come with the next push (within a second), if positions remain.
        store.set(marginCallAtom, null);
      }
      if (message.type === 'FOREX_CLOSED') {
        const notice = closedNotice(i18n, message.data);
        if (notice) showToast(notice.text, notice.kind);
      }
      if (message.type === 'STOP_OUT') showToast(stopOutNotice(i18n, message.data), 'error');
      // Until the inbox (issue 20 item 5) takes notices over, a price alert that fires is a toast here.
      if (message.type === 'PRICE_ALERT') showToast(alertNotice(i18n, message.data), 'info');
    });
    return () => {
      stop();
      for (const release of releases) release();
      store.set(marginCallAtom, null);
    };
  }, [signedIn, i18n]);
  return signedIn ? <MarginCallBanner /> : null;
}

function MarginCallBanner() {
  const call = useAtomValue(marginCallAtom);
  useEffect(() => {
    // The sticky page headers sit under the banner while it shows (layout.css reads --notice-h).
    const root = document.documentElement;
    const clear = () => void root.style.removeProperty('--notice-h');
    if (!call) return clear();
    const banner = document.querySelector<HTMLElement>('.margin-call');
    if (banner) root.style.setProperty('--notice-h', `${banner.offsetHeight}px`);
    return clear;
  }, [call]);
  if (!call) return null;
  const level = call.level === '' ? '--' : `${formatDecimal(call.level, 2)}%`;
  const stopOut = call.stopOut === '' ? '--' : `${call.stopOut}%`;
  const equity = formatDecimal(call.equity, 2);
  const available = formatDecimal(call.available, 2);
  return (
    <section className="margin-call" role="alert" data-testid="margin-call">
      <strong>
        <Trans>
          Margin call: margin level {level}. Positions close at {stopOut}.
        </Trans>
      </strong>
      <span className="num">
        <Trans>
          Equity {equity} USD · Free margin {available} USD
        </Trans>
      </span>
    </section>
  );
}
