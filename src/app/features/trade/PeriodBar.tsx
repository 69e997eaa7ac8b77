import { useLingui } from '@lingui/react/macro';
import { PERIODS, PERIOD_LABEL, type Period } from '../../../contract/market.ts';

/** 1M 5M 15M 30M 1H 4H 1D 1W 1MN; the labels are the same in every language, as on trading apps. */
export function PeriodBar({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useLingui();
  return (
    <div className="period-bar" role="group" aria-label={t`Chart period`}>
      {PERIODS.map((period) => (
        <button key={period} type="button" aria-pressed={period === value} onClick={() => onChange(period)}>
          {PERIOD_LABEL[period]}
        </button>
      ))}
    </div>
  );
}
