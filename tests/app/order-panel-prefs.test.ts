import { describe, expect, it } from 'vitest';
import { OrderPanelPrefs, MIN_PANEL_PX, defaultPanelHeight, maxPanelHeight, panelHeight } from '../../src/app/features/orders/order-panel-prefs.ts';

// /trade's orders panel shares the window's height with the chart: whatever the drag or a stored
// value says, the chart keeps at least half of the window and the panel its tabs and two rows.
describe('the orders panel height', () => {
  it('starts near a quarter of the window, at most 320 px', () => {
    expect(defaultPanelHeight(720)).toBe(202);
    expect(defaultPanelHeight(768)).toBe(215);
    expect(defaultPanelHeight(1400)).toBe(320);
  });

  it('keeps a dragged height between the minimum and half the window', () => {
    expect(panelHeight(400, 800)).toBe(400);
    expect(panelHeight(401, 800)).toBe(400);
    expect(panelHeight(600, 720)).toBe(360);
    expect(panelHeight(20, 800)).toBe(MIN_PANEL_PX);
    expect(panelHeight(-500, 800)).toBe(MIN_PANEL_PX);
    expect(panelHeight(233.6, 800)).toBe(234);
  });

  it('a window too low for the minimum still gets the minimum, never less', () => {
    expect(maxPanelHeight(200)).toBe(MIN_PANEL_PX);
    expect(panelHeight(500, 200)).toBe(MIN_PANEL_PX);
  });

  it('a stored value from elsewhere is refused, so the defaults stand', () => {
    expect(OrderPanelPrefs.safeParse({ tab: 3, height: 240 }).success).toBe(true);
    expect(OrderPanelPrefs.safeParse({ tab: 3, height: null }).success).toBe(true);
    expect(OrderPanelPrefs.safeParse({ tab: 2, height: 240 }).success).toBe(false);
    expect(OrderPanelPrefs.safeParse({ tab: 1, height: '240' }).success).toBe(false);
  });
});
