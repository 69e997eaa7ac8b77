import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod/mini';
import type { ChargeInfo } from '../../../contract/funding.ts';
import { Icon } from '../../ui/icons.tsx';
import * as shellIcons from '../../ui/shell-icons.ts';
import { CopyButton } from './CopyButton.tsx';
import { DepositForm } from './DepositForm.tsx';
import { submitWireDeposit } from './queries.ts';

type Wire = z.infer<typeof ChargeInfo>['wires'][number];

/** Deposit by bank wire: the channels with their transfer details, then amount and proof; none → SPEC's text. */
export function WireDeposit({ wires }: { wires: readonly Wire[] }) {
  const { t } = useLingui();
  const [chosenId, setChosenId] = useState<number>();
  const wire = wires.find((w) => w.id === chosenId) ?? wires[0];
  if (!wire)
    return (
      <div className="state state-compact">
        <div className="state-icon">
          <Icon path={shellIcons.inbox} />
        </div>
        <p>
          <Trans>No payment channel for this fiat account</Trans>
        </p>
      </div>
    );
  return (
    <div className="money">
      <div className="money-chips" role="radiogroup" aria-label={t`Payment channel`}>
        {wires.map((w) => (
          <button key={w.id} type="button" role="radio" className="money-chip" aria-checked={w.id === wire.id} onClick={() => setChosenId(w.id)}>
            {w.name}
          </button>
        ))}
      </div>
      <div className="money-card">
        <div className="money-row-main">
          <strong>{wire.name}</strong>
          {wire.currency_code && <span className="money-status">{wire.currency_code}</span>}
        </div>
        <pre className="money-detail" dir="auto" data-testid="wire-detail">
          {wire.detail}
        </pre>
        <div>
          <CopyButton text={wire.detail} label={t`Copy the transfer details`} />
        </div>
      </div>
      <DepositForm
        key={wire.id}
        amountLabel={<Trans>Recharge amount</Trans>}
        currency={wire.currency_code ?? ''}
        send={(number, proofImg) => submitWireDeposit({ number, proofImg, wire_id: wire.id })}
      />
    </div>
  );
}
