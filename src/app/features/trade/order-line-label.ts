// What each order price line says on the chart, in the user's language.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderLine } from './order-lines.ts';

export function orderLineLabel(line: OrderLine, i18n: I18n): string {
  const { lots, priceText: price } = line;
  const buy = line.side === 'buy';
  switch (line.kind) {
    case 'position':
      return i18n._(buy ? msg`Buy ${lots} @ ${price}` : msg`Sell ${lots} @ ${price}`);
    case 'pending':
      return i18n._(buy ? msg`Pending buy ${lots} @ ${price}` : msg`Pending sell ${lots} @ ${price}`);
    case 'take_profit':
      return i18n._(msg`Take profit ${price}`);
    case 'stop_loss':
      return i18n._(msg`Stop loss ${price}`);
  }
}
