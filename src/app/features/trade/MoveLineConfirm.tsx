import { Trans, useLingui } from '@lingui/react/macro';
import type { Instrument } from '../../../contract/market.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { profitText } from '../orders/format.ts';
import type { LineMove } from './use-line-drag.ts';

/** The question after a line is let go: which order, which price, to where; for a stop, the result there. */
export function MoveLineConfirm({ instrument, move, busy, onConfirm, onCancel }: { instrument: Instrument; move: LineMove | null; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const code = instrument.ShowCode;
  const lots = move?.line.lots ?? '';
  const price = move?.price ?? '';
  const buy = move?.line.side === 'buy';
  const title = !move
    ? ''
    : move.line.kind === 'take_profit'
      ? buy
        ? t`Move take-profit of ${code} buy ${lots} to ${price}?`
        : t`Move take-profit of ${code} sell ${lots} to ${price}?`
      : move.line.kind === 'stop_loss'
        ? buy
          ? t`Move stop-loss of ${code} buy ${lots} to ${price}?`
          : t`Move stop-loss of ${code} sell ${lots} to ${price}?`
        : buy
          ? t`Move the pending buy of ${code} ${lots} to ${price}?`
          : t`Move the pending sell of ${code} ${lots} to ${price}?`;
  const result = move?.result ? `${profitText(move.result)} USD` : null;
  return (
    <ConfirmDialog open={move !== null} title={title} confirmLabel={<Trans>Confirm</Trans>} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      {result && (
        <p className="ticket-msg">
          <Trans>
            Result at this price:{' '}
            <span className="num" dir="ltr">
              {result}
            </span>
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
