import { Trans, useLingui } from '@lingui/react/macro';
import type { PayoutType } from './keys.ts';

/** Coin (1) or bank (2): the two kinds of payout, as a two-way switch. */
export function TypeTabs({ value, onChange }: { value: PayoutType; onChange: (type: PayoutType) => void }) {
  const { t } = useLingui();
  return (
    <div className="acct-seg" role="group" aria-label={t`Payout type`}>
      <button type="button" aria-pressed={value === 1} onClick={() => onChange(1)}>
        <Trans>Coin</Trans>
      </button>
      <button type="button" aria-pressed={value === 2} onClick={() => onChange(2)}>
        <Trans>Bank</Trans>
      </button>
    </div>
  );
}
