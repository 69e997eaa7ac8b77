import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod/mini';
import type { ChargeInfo } from '../../../contract/funding.ts';
import { EmptyState } from '../../ui/states.tsx';
import { AddressQr } from './AddressQr.tsx';
import { CopyButton } from './CopyButton.tsx';
import { DepositForm } from './DepositForm.tsx';
import { submitCoinDeposit } from './queries.ts';

type Coin = z.infer<typeof ChargeInfo>['coins'][number];

/** Deposit by coin: the currency, then its network, the address to send to (as text to copy and as a QR code to scan), then amount and proof. */
export function CoinDeposit({ coins }: { coins: readonly Coin[] }) {
  const { t } = useLingui();
  const currencies = [...new Set(coins.map((coin) => coin.currency_code))];
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const networks = coins.filter((coin) => coin.currency_code === currency);
  const [chosenId, setChosenId] = useState<number>();
  const coin = networks.find((n) => n.id === chosenId) ?? networks[0];
  if (!coin) return <EmptyState />;
  return (
    <div className="money">
      <div className="field">
        <span className="field-label">
          <Trans>Currency</Trans>
        </span>
        <div className="money-chips" role="group" aria-label={t`Currency`}>
          {currencies.map((code) => (
            <button key={code} type="button" className="money-chip" aria-pressed={code === currency} onClick={() => setCurrency(code)}>
              {code}
            </button>
          ))}
        </div>
      </div>
      <div className="field">
        <span className="field-label">
          <Trans>Network</Trans>
        </span>
        <div className="money-chips" role="group" aria-label={t`Network`}>
          {networks.map((network) => (
            <button key={network.id} type="button" className="money-chip" aria-pressed={network.id === coin.id} onClick={() => setChosenId(network.id)}>
              {network.protocol_code}
            </button>
          ))}
        </div>
      </div>
      <div className="money-card">
        <span className="money-label">
          <Trans>
            Deposit address ({coin.currency_code} · {coin.protocol_code})
          </Trans>
        </span>
        <AddressQr address={coin.address} />
        <div className="money-address">
          <code data-testid="deposit-address">{coin.address}</code>
          <CopyButton text={coin.address} label={t`Copy the address`} />
        </div>
        <p className="field-hint">
          <Trans>
            Send only {coin.currency_code} on the {coin.protocol_code} network to this address, then enter the amount and upload the proof.
          </Trans>
        </p>
      </div>
      <DepositForm
        key={coin.id}
        amountLabel={<Trans>Coin amount</Trans>}
        currency={coin.currency_code}
        send={(number, proofImg) => submitCoinDeposit({ number, proofImg, address: coin.address, charge_id: coin.id })}
      />
    </div>
  );
}
