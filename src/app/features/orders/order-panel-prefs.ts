// How this device shows /trade's orders panel (desktop): the tab last looked at and the height
// the trader dragged it to, kept in localStorage (STYLE.md 5) like the chart's own choices.
import { z } from 'zod/mini';
import { OrderStatus } from '../../../contract/orders.ts';
import { persistedAtom } from '../../state/persisted.ts';

export const OrderPanelPrefs = z.object({
  tab: z.union([z.literal(OrderStatus.HOLDING), z.literal(OrderStatus.PENDING), z.literal(OrderStatus.HISTORY)]),
  /** Pixels, or null for the default the CSS gives (a share of the window's height). */
  height: z.nullable(z.number()),
});
export type OrderPanelPrefs = z.output<typeof OrderPanelPrefs>;

export const orderPanelPrefsAtom = persistedAtom<OrderPanelPrefs>('order_panel', OrderPanelPrefs, { tab: OrderStatus.HOLDING, height: null });

/** The lowest panel that still shows its tabs, totals and two rows. */
export const MIN_PANEL_PX = 150;

/** The tallest panel in a `viewport` px tall window: half of it, so the chart above stays usable. */
export const maxPanelHeight = (viewport: number) => Math.max(MIN_PANEL_PX, Math.floor(viewport * 0.5));

/** Before any drag: about a quarter of the window (200 px at 720, 240 at 860), at most 320. */
export const defaultPanelHeight = (viewport: number) => Math.min(320, Math.round(viewport * 0.28));

/** A dragged or stepped height kept between MIN_PANEL_PX and maxPanelHeight, in whole pixels. */
export function panelHeight(wanted: number, viewport: number): number {
  return Math.round(Math.min(maxPanelHeight(viewport), Math.max(MIN_PANEL_PX, wanted)));
}
