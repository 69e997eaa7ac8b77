import { describe, expect, it } from 'vitest';
import { PUSH_KINDS } from '../../src/contract/push.ts';
import { payloadOf, windowForTap, windowShowingApp, type WindowLike } from '../../src/app/sw/push-rules.ts';

const payload = { kind: 'tp_sl', title: 'Stop-loss hit on EUR/USD', body: 'Closed at 1.09480.', url: '/order?type=3&id=7', tag: 'order-7', id: 'order:7:closed', at: 1 };
const win = (over: Partial<WindowLike> = {}): WindowLike => ({ url: 'https://lotwise.example/', focused: false, visibilityState: 'hidden', ...over });

describe('the service worker’s push rules', () => {
  it('takes a notice of ours and refuses a stray push or a tap that would leave the app', () => {
    expect(payloadOf(payload)).toEqual(payload);
    expect(payloadOf(null)).toBeNull();
    expect(payloadOf({ ...payload, kind: 'lottery' })).toBeNull();
    expect(payloadOf({ ...payload, at: '1' })).toBeNull();
    expect(payloadOf({ ...payload, url: 'https://evil.example/' })).toBeNull();
    expect(payloadOf({ ...payload, url: '//evil.example/' })).toBeNull();
  });

  it('knows every kind the contract names (its own list must not fall behind)', () => {
    for (const kind of PUSH_KINDS) expect(payloadOf({ ...payload, kind })).not.toBeNull();
  });

  it('lets a focused, visible window show the notice itself; otherwise a notification is shown (Chrome’s rule)', () => {
    const looking = win({ focused: true, visibilityState: 'visible' });
    expect(windowShowingApp([win(), looking])).toBe(looking);
    expect(windowShowingApp([win({ visibilityState: 'visible' })])).toBeUndefined();
    expect(windowShowingApp([])).toBeUndefined();
  });

  it('sends a tap to the focused window, else a visible one, else any, else none (a new window opens)', () => {
    const [a, b, c] = [win(), win({ visibilityState: 'visible' }), win({ focused: true })];
    expect(windowForTap([a, b, c])).toBe(c);
    expect(windowForTap([a, b])).toBe(b);
    expect(windowForTap([a])).toBe(a);
    expect(windowForTap([])).toBeUndefined();
  });
});
