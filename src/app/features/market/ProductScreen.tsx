import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { CHANNEL } from '../../../contract/socket.ts';
import { api } from '../../lib/http/index.ts';
import { useChannel } from '../../lib/socket/use-channel.ts';
import { liveQuotesAtom } from '../../state/quotes.ts';
import { useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { InstrumentList } from './InstrumentList.tsx';
import { withLiveQuote } from './instruments.ts';
import { useOpenInstrument } from './use-open-instrument.ts';

const DEBOUNCE_MS = 250;

/** Product search (/product): trade_list filtered by searchCurrency, rows like home. */
export function ProductScreen() {
  const { t } = useLingui();
  useChannel(CHANNEL.DAY_MARKET);
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ list: readonly Instrument[] | null; error: unknown }>({ list: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const quotes = useAtomValue(liveQuotesAtom);
  const openInstrument = useOpenInstrument();

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api('tradeList', { searchCurrency: query.trim() }, { signal: controller.signal }).then(
        (list) => setResult({ list, error: null }),
        (error: unknown) => {
          if (!controller.signal.aborted) setResult({ list: null, error });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, attempt]);

  const list = result.list?.map((instrument) => withLiveQuote(instrument, quotes[instrument.Id])) ?? null;
  return (
    <div className="page page-list">
      <PageHeader title={t`Search`} />
      <label className="search-box">
        <Icon name="search" size={20} />
        <span className="visually-hidden">{t`Search instruments`}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t`Search, e.g. EUR or BTC`} autoComplete="off" enterKeyHint="search" />
      </label>
      <InstrumentList instruments={list} error={result.error} onOpen={openInstrument} onRetry={() => setAttempt((n) => n + 1)} label={t`Search results`} />
    </div>
  );
}
