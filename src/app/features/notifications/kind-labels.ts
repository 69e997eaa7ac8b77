import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PushKind } from '../../../contract/push.ts';

/** Each kind's switch on /user, in PUSH_KINDS order. */
export const KIND_LABELS: Record<PushKind, MessageDescriptor> = {
  order_filled: msg`Pending order filled`,
  tp_sl: msg`Take-profit or stop-loss hit`,
  margin_call: msg`Margin call`,
  stop_out: msg`Stop-out`,
  funding: msg`Deposit or withdrawal decided`,
  identity: msg`Identity check decided`,
  support: msg`Reply from customer service`,
  price_alert: msg`Price alert`,
};
