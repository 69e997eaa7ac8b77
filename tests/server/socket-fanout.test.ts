import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/contract/index.ts';
import { createLocalBus } from '../../src/server/bus.ts';
import { Fanout, SEND_SLICE } from '../../src/server/ws/fanout.ts';

/** Lets the fan-out's slices run: each waits for one turn of the event loop. */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('broadcasting a channel to its sockets', () => {
  afterEach(() => void vi.restoreAllMocks());

  it('serialises a published message once and sends the same bytes to every subscriber', () => {
    const bus = createLocalBus();
    const fanout = new Fanout(bus);
    const got: string[][] = [[], [], []];
    const members = got.map((texts) => ({ sendData: (data: Buffer) => void texts.push(data.toString('utf8')) }));
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
    const a = { sendData: vi.fn() };
    const b = { sendData: vi.fn() };
    fanout.join('KLINE.EURUSD', a);
    fanout.join('KLINE.EURUSD', b);
    expect(subscribe).toHaveBeenCalledTimes(1);
    fanout.leave('KLINE.EURUSD', a);
    bus.publish('KLINE.EURUSD', { type: 'pong', ts: 1 });
    expect(a.sendData).not.toHaveBeenCalled();
    expect(b.sendData).toHaveBeenCalledTimes(1);
    fanout.leave('KLINE.EURUSD', b);
    expect(fanout.size()).toBe(0);
    bus.publish('KLINE.EURUSD', { type: 'pong', ts: 2 });
    expect(b.sendData).toHaveBeenCalledTimes(1);
  });

  it('sends to a crowd slice by slice between event-loop turns, each member getting every message in order', async () => {
    const bus = createLocalBus();
    const fanout = new Fanout(bus);
    const crowd = 2 * SEND_SLICE + 200;
    const got: string[][] = Array.from({ length: crowd }, () => []);
    const members = got.map((texts) => ({ sendData: (data: Buffer) => void texts.push(data.toString('utf8')) }));
    for (const member of members) fanout.join('DAY_MARKET', member);
    bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [] });
    bus.publish('DAY_MARKET', { type: 'pong', ts: 2 });
    // The first slice went out at once; the rest waits for the loop to turn.
    expect(got.filter((texts) => texts.length > 0)).toHaveLength(SEND_SLICE);
    const leaver = members[crowd - 1]!;
    fanout.leave('DAY_MARKET', leaver);
    await turns(10);
    const first = JSON.stringify({ type: 'DAY_MARKET', data: [] });
    const second = JSON.stringify({ type: 'pong', ts: 2 });
    expect(got.slice(0, crowd - 1).every((texts) => texts.length === 2 && texts[0] === first && texts[1] === second)).toBe(true);
    expect(got[crowd - 1]).toEqual([]); // left before its slice came
  });
});
