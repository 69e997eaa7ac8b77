import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBMIT, type TradingServer } from '../trading/harness.ts';
import type { PushService } from './push-service.ts';
import { pushCall, rowsOf, startPushTrading, subscribe } from './harness.ts';

let t: TradingServer;
let service: PushService;
const START = [{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }];

beforeAll(async () => {
  ({ t, service } = await startPushTrading());
});
afterAll(async () => {
  await t?.stop();
  await service?.close();
});
beforeEach(async () => {
  await t.tick(START);
});

/** A long EURUSD position with a stop-loss at 1.09500, opened at the ask 1.10020. */
async function longWithStop(token: string) {
  const placed = await t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: t.id('EURUSD'), status: 1, multiple: 100, stop_loss_price: '1.09500' });
  expect(placed.code).toBe(1);
  return placed.data.Id as number;
}
/** A tick through the stop-loss, then every push it started sent. */
async function hitStop() {
  await t.tick([{ code: 'EURUSD', bid: '1.09480', ask: '1.09500' }]);
  await t.server.push.settled();
}

describe('a stop-loss hit', () => {
  it('is pushed in the device’s language, VAPID-signed and encrypted, only to the device that opted into it', async () => {
    const { token, id } = await t.account();
    const french = service.device();
    const other = service.device();
    expect(await subscribe(t, token, french, 'tp_sl,stop_out', 'fr')).toMatchObject({ code: 1, data: { subscribed: true, kinds: ['tp_sl', 'stop_out'] } });
    expect((await subscribe(t, token, other, 'support,order_filled')).code).toBe(1);
    const orderId = await longWithStop(token);
    await hitStop();

    expect(service.problems).toEqual([]);
    expect(french.received).toHaveLength(1);
    const [push] = french.received;
    // Closed at the tick's bid 1.09480: (1.09480 − 1.10020) × 100,000 = −540 USD.
    expect(push!.payload).toEqual({
      kind: 'tp_sl',
      title: 'Stop loss atteint sur EUR/USD',
      body: 'Clôturé à 1,09480. Résultat : -540,00 $',
      url: `/order?type=3&id=${orderId}`,
      tag: `order-${orderId}`,
      id: `order:${orderId}:closed`,
      at: t.clock.now(),
    });
    expect(push!.headers).toMatchObject({ urgency: 'normal', ttl: '86400' });
    expect(push!.jwt.claims.aud).toBe(service.origin);
    expect(other.attempts).toBe(0);
    const rows = await rowsOf(t, id);
    expect(rows.find((r) => r.endpoint === french.endpoint)!.last_success_at).toBe(BigInt(t.clock.now()));
  });
});
