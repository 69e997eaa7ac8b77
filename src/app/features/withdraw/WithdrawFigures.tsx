import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ACCOUNT_CURRENCY, showBalance } from '../../../contract/formulas.ts';
import type { withdrawFigures } from './amount.ts';

type Figures = NonNullable<ReturnType<typeof withdrawFigures>>;

function Row({ label, testId, num = true, children }: { label: ReactNode; testId?: string; num?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={num ? 'num' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A withdrawal's fee (USD) and what arrives (in the payout currency `code`), one markup for both
 * places that show them. Under the form (`live`) they follow the amount as it is typed; in the
 * confirmation the amount comes first and the destination (`to`) last.
 */
export function WithdrawFigures({ figures, code, amount, to, live = false }: { figures: Figures; code: string; amount?: string; to?: ReactNode; live?: boolean }) {
  return (
    <dl className={live ? 'withdraw-figures' : 'withdraw-summary'} aria-live={live ? 'polite' : undefined}>
      {amount !== undefined && (
        <Row label={<Trans>Amount</Trans>}>
          {showBalance(amount)} {ACCOUNT_CURRENCY}
        </Row>
      )}
      <Row label={<Trans>Fee</Trans>} testId={live ? 'withdraw-fee' : undefined}>
        {figures.fee} {ACCOUNT_CURRENCY}
      </Row>
      <Row label={<Trans>You receive</Trans>} testId={live ? 'withdraw-received' : undefined}>
        {figures.received} {code}
      </Row>
      {to !== undefined && (
        <Row label={<Trans>To</Trans>} num={false}>
          {to}
        </Row>
      )}
    </dl>
  );
}
