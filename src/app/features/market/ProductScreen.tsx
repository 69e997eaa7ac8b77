import { useDeferredValue, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CHANNEL } from '../../../contract/socket-rules.ts';
import { useChannel } from '../../lib/socket/use-channel.ts';
import { useAtomValue } from '../../state/store.ts';
import { Icon } from '../../ui/icons.tsx';
import * as shellIcons from '../../ui/shell-icons.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProviderSearch } from '../provider/ProviderSearch.tsx';
import { useProviderMode } from '../provider/use-provider-mode.ts';
import { InstrumentList } from './InstrumentList.tsx';
import { searchInstruments } from './instrument-search.ts';
import { instrumentListErrorAtom, liveInstrumentsAtom, refreshInstruments } from './instruments.ts';
import { useOpenInstrument } from './use-open-instrument.ts';

/**
 * /product: in provider mode (the server's company status, isMain) a search for service
 * providers, otherwise the instrument search. Until the status is known the list's skeleton shows.
 */
export function ProductScreen() {
  const { t } = useLingui();
  const providers = useProviderMode();
  return (
    <div className="page page-list">
      <PageHeader title={t`Search`} />
      {providers === null ? <InstrumentList instruments={null} onOpen={() => undefined} label={t`Search results`} /> : providers ? <ProviderSearch /> : <InstrumentSearch />}
    </div>
  );
}

/**
 * The instrument list, filtered on the device by code, display code or name as the person types
 * (no request per key, and it works from the offline snapshot too), with live prices, rows as on home.
 */
function InstrumentSearch() {
  const { t } = useLingui();
  useChannel(CHANNEL.DAY_MARKET);
  const [query, setQuery] = useState('');
  const typed = useDeferredValue(query);
  const list = useAtomValue(liveInstrumentsAtom);
  const error = useAtomValue(instrumentListErrorAtom);
  const results = useMemo(() => (list ? searchInstruments(list, typed) : null), [list, typed]);
  const openInstrument = useOpenInstrument();

  return (
    <>
      <label className="search-box">
        <Icon path={shellIcons.search} size={20} />
        <span className="visually-hidden">{t`Search instruments`}</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t`Name or code, e.g. gold or EUR`} autoComplete="off" enterKeyHint="search" />
      </label>
      <InstrumentList instruments={results} error={error} onOpen={openInstrument} onRetry={() => void refreshInstruments()} label={t`Search results`} />
    </>
  );
}
