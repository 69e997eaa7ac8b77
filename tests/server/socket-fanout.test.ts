import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/contract/index.ts';
import { createLocalBus } from '../../src/server/bus.ts';
import { Fanout } from '../../src/server/ws/fanout.ts';

describe('broadcasting a channel to its sockets', () => {
  afterEach(() => void vi.restoreAllMocks());

  it('serialises a published message once and sends the same text to every subscriber', () => {
    const bus = createLocalBus();
    const fanout = new Fanout(bus);
    const got: string[][] = [[], [], []];
    const members = got.map((texts) => ({ sendText: (text: string) => void texts.push(text) }));
    for (const member of members) fanout.join('DAY_MARKET', member);
    const stringify = vi.spyOn(JSON, 'stringify');
    const message: ServerMessage = { type: 'DAY_MARKET', data: [] };
    bus.publish('DAY_MARKET', message);
    expect(stringify).toHaveBeenCalledTimes(1);
    expect(got).toEqual([[JSON.stringify(message)], [JSON.stringify(message)], [JSON.stringify(message)]]);
  });

  it('holds one bus subscription per channel and lets it go with the last subscriber', () => {
    const bus = createLocalBus();
    const subscribe = vi.spyOn(bus, 'subscribe');
    const fanout = new Fanout(bus);
    const a = { sendText: vi.fn() };
    const b = { sendText: vi.fn() };
    fanout.join('KLINE.EURUSD', a);
    fanout.join('KLINE.EURUSD', b);
    expect(subscribe).toHaveBeenCalledTimes(1);
    fanout.leave('KLINE.EURUSD', a);
    bus.publish('KLINE.EURUSD', { type: 'pong', ts: 1 });
    expect(a.sendText).not.toHaveBeenCalled();
    expect(b.sendText).toHaveBeenCalledTimes(1);
    fanout.leave('KLINE.EURUSD', b);
    expect(fanout.size()).toBe(0);
    bus.publish('KLINE.EURUSD', { type: 'pong', ts: 2 });
    expect(b.sendText).toHaveBeenCalledTimes(1);
  });
});
