import type { Instrument } from '../../../contract/market.ts';
import { Icon } from '../../ui/icons.tsx';
import * as shellIcons from '../../ui/shell-icons.ts';
import { changeDirection, changeText } from './format.ts';
import './quote.css';

/** Percent change since the day open, in the up or down colour with an arrow. */
export function ChangeBadge({ instrument, solid = false }: { instrument: Instrument; solid?: boolean }) {
  const change = instrument.ForexQuotations.Change;
  const direction = changeDirection(change);
  return (
    <span className={`change change-${direction}${solid ? ' change-solid' : ''} num`}>
      {direction !== 'flat' && <Icon path={direction === 'up' ? shellIcons.arrowUp : shellIcons.arrowDown} size={13} strokeWidth={2.4} />}
      {changeText(change)}
    </span>
  );
}
