// A triggered close's slippage in the trader's words: in pips for currency pairs, in the price
// otherwise (contract/slippage.ts); worse, better or none.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Slippage } from '../../../contract/slippage.ts';

export function slippageText(i18n: I18n, slip: Slippage): string {
  const worse = Number(slip.amount);
  if (worse === 0) return i18n._(msg`no slippage`);
  const slipped = slip.amount;
  const better = slip.amount.replace('-', '');
  if (slip.pips) return worse > 0 ? i18n._(msg`slipped ${slipped} pips`) : i18n._(msg`${better} pips better`);
  return worse > 0 ? i18n._(msg`slipped ${slipped}`) : i18n._(msg`${better} better`);
}
