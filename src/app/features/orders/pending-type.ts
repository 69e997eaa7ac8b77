// A pending order's kind in the person's words: buy limit, sell limit, buy stop, sell stop
// (Order.PendingType 1 limit, 2 stop; OrderType 1 buy). The ticket's buttons and the order
// rows and sheet read the same texts.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const KINDS: Record<string, MessageDescriptor> = {
  '1:1': msg`Buy limit`,
  '2:1': msg`Sell limit`,
  '1:2': msg`Buy stop`,
  '2:2': msg`Sell stop`,
};

/** The kind's name for a side (1 buy, else sell) and a pending type (1 limit, 2 stop); null for none. */
export function pendingKindText(side: number, type: number | undefined): MessageDescriptor | null {
  return KINDS[`${side === 1 ? 1 : 2}:${type}`] ?? null;
}
