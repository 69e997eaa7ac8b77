import type { PushKind } from '../../../contract/push.ts';
import type { NoticeEvent } from '../../events.ts';

/** How one event is pushed: to whom, as which kind, where a tap leads, and how the push service treats it. */
export interface Notice {
  event: NoticeEvent;
  userId: number;
  kind: PushKind;
  /** Unique per event (an inbox keeps each once). */
  id: string;
  /** Notifications of one tag replace each other on the device. */
  tag: string;
  /** The app screen a tap opens. */
  url: string;
  /** high wakes a sleeping phone at once (RFC 8030 Urgency); normal may wait for it. */
  urgency: 'high' | 'normal';
  /** Seconds the push service keeps it for a device that is offline; after that it is stale. */
  ttl: number;
  /** RFC 8030 Topic: a newer push of the same topic replaces one still waiting at the push service. */
  topic?: string;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Which events become a push, and how (issue 20). A position closed by its owner, a demo reset,
 * or one closed by a stop-out (the stop-out's own notice lists those) is not pushed. The urls are
 * the app's screens (the app reads `id` from the query to open the record).
 */
export function noticeOf(event: NoticeEvent): Notice | null {
  const base = { event, userId: event.userId, urgency: 'normal' as const };
  switch (event.type) {
    case 'order.filled':
      return { ...base, kind: 'order_filled', id: `order:${event.orderId}:filled`, tag: `order-${event.orderId}`, url: `/order?type=1&id=${event.orderId}`, ttl: DAY };
    case 'order.closed':
      if (event.reason !== 'take_profit' && event.reason !== 'stop_loss' && event.reason !== 'trailing_stop') return null;
      return { ...base, kind: 'tp_sl', id: `order:${event.orderId}:closed`, tag: `order-${event.orderId}`, url: `/order?type=3&id=${event.orderId}`, ttl: DAY };
    case 'account.margin_call':
      return { ...base, kind: 'margin_call', id: `margin-call:${event.at}`, tag: 'margin-call', url: '/order?type=1', urgency: 'high', ttl: HOUR, topic: 'margin-call' };
    case 'account.stop_out':
      return { ...base, kind: 'stop_out', id: `stop-out:${event.positions[0]?.orderId ?? 0}`, tag: 'stop-out', url: '/order?type=3', urgency: 'high', ttl: DAY };
    case 'funding.decided':
      return event.what === 'deposit'
        ? { ...base, kind: 'funding', id: `deposit:${event.id}`, tag: `deposit-${event.id}`, url: `/mine/charge?type=${event.depositType ?? 0}&id=${event.id}`, ttl: 7 * DAY }
        : { ...base, kind: 'funding', id: `withdrawal:${event.id}`, tag: `withdrawal-${event.id}`, url: `/mine/withdraw?type=${event.withdrawalType ?? 1}&id=${event.id}`, ttl: 7 * DAY };
    case 'identity.decided':
      return { ...base, kind: 'identity', id: `identity:${event.at}`, tag: 'identity', url: '/mine/auth', ttl: 7 * DAY };
    case 'support.replied':
      return { ...base, kind: 'support', id: `support:${event.messageId}`, tag: 'support', url: '/mine/chat', ttl: DAY, topic: 'support' };
    case 'alert.triggered':
      return { ...base, kind: 'price_alert', id: `alert:${event.alertId}:${event.at}`, tag: `alert-${event.alertId}`, url: `/trade?code=${encodeURIComponent(event.code)}`, ttl: HOUR };
  }
}
