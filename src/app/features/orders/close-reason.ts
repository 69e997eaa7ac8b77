// Why an order left the book (FOREX_CLOSED reason, Order.CloseReason) in the user's words.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const REASONS: Record<string, MessageDescriptor> = {
  user: msg`Closed`,
  take_profit: msg`Take-profit reached`,
  stop_loss: msg`Stop-loss reached`,
  trailing_stop: msg`Trailing stop reached`,
  stop_out: msg`Stopped out: margin too low`,
  demo_reset: msg`Closed by the demo account reset`,
  cancelled: msg`Cancelled`,
  margin_short: msg`Cancelled: not enough margin when triggered`,
  expired: msg`Expired`,
};

/** The reason's text; an unknown or missing reason reads as a plain "Closed". */
export const closeReasonText = (reason: string | undefined): MessageDescriptor => REASONS[reason ?? ''] ?? REASONS.user!;
