import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from '../../state/store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { ChargeRecords } from './ChargeRecords.tsx';
import { CoinDeposit } from './CoinDeposit.tsx';
import { chargeInfoAtom, ChargeType, refreshAccount } from './queries.ts';
import { WireDeposit } from './WireDeposit.tsx';
import '../account/account.css';
import '../../ui/money.css';

/** /mine/charge: deposit by coin or by bank wire, each with its records below. */
const route = getRouteApi('/mine/charge');

export function ChargeScreen() {
  const search = route.useSearch();
  const [type, setType] = useState<0 | 1>(search.type === ChargeType.WIRE ? ChargeType.WIRE : ChargeType.COIN);
  const info = useAtomValue(chargeInfoAtom);
  let body;
  if (info.isPending)
    body = (
      <div className="money" aria-busy="true">
        <Skeleton height={36} width="60%" />
        <Skeleton height={90} />
        <Skeleton height={50} />
      </div>
    );
  else if (info.isError) body = <ErrorState message={info.error.message} onRetry={() => void info.refetch()} />;
  else body = type === ChargeType.COIN ? <CoinDeposit coins={info.data.coins} /> : <WireDeposit wires={info.data.wires} />;
  return (
    <div className="page">
      <PageHeader title={<Trans>Deposit</Trans>} />
      <PullToRefresh onRefresh={refreshAccount}>
        <div className="acct-seg money-tabs" role="group">
          <button type="button" aria-pressed={type === ChargeType.COIN} onClick={() => setType(ChargeType.COIN)}>
            <Trans>Crypto</Trans>
          </button>
          <button type="button" aria-pressed={type === ChargeType.WIRE} onClick={() => setType(ChargeType.WIRE)}>
            <Trans>Bank wire</Trans>
          </button>
        </div>
        {body}
        <ChargeRecords type={type} highlight={type === search.type ? search.id : undefined} />
      </PullToRefresh>
    </div>
  );
}
