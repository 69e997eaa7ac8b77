import { Trans } from '@lingui/react/macro';
import type { CopyTrader } from '../../../contract/content.ts';

type Trader = CopyTrader;

const sign = (value: string) => (Number(value) > 0 ? 'up' : Number(value) < 0 ? 'down' : undefined);

/** One trader of the ranking; the whole card is a button, since following is not offered yet. */
export function TraderCard({ trader, rank, onOpen }: { trader: Trader; rank: number; onOpen: () => void }) {
  const initials = trader.user.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return (
    <li>
      <button type="button" className="rank-card" onClick={onOpen}>
        <span className="rank-card-head">
          <span className="rank-number">{rank}</span>
          {trader.user.avatar ? (
            <img className="rank-avatar" src={trader.user.avatar} alt="" />
          ) : (
            <span className="rank-avatar" aria-hidden="true">
              {initials}
            </span>
          )}
          <span className="rank-name">
            <strong>{trader.user.name}</strong>
            <span className="rank-meta">
              {trader.code && (
                <span>
                  <Trans>Variety</Trans> {trader.code}
                </span>
              )}
              {trader.multiple > 0 && (
                <span>
                  <Trans>Multiplier</Trans> {trader.multiple}x
                </span>
              )}
            </span>
          </span>
        </span>
        <dl className="rank-figures">
          <div>
            <dt>
              <Trans>3-week profit rate</Trans>
            </dt>
            <dd data-sign={sign(trader.three_week_rate)} data-field="three_week_rate">
              <bdi dir="ltr">{trader.three_week_rate}%</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>3-week win rate</Trans>
            </dt>
            <dd data-field="three_week_win">
              <bdi dir="ltr">{trader.three_week_win}%</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>3-week income (USD)</Trans>
            </dt>
            <dd data-sign={sign(trader.three_week_profit)} data-field="three_week_profit">
              <bdi dir="ltr">{trader.three_week_profit}</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Total profit rate</Trans>
            </dt>
            <dd data-sign={sign(trader.total_rate)} data-field="total_rate">
              <bdi dir="ltr">{trader.total_rate}%</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Total orders</Trans>
            </dt>
            <dd data-field="total_trade_num">
              <bdi dir="ltr">{trader.total_trade_num}</bdi>
            </dd>
          </div>
        </dl>
      </button>
    </li>
  );
}
