import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceAlert } from '../../../src/contract/index.ts';
import { ALERTS, alertCall, CREATE, move } from '../alerts/harness.ts';
import type { TradingServer } from '../trading/harness.ts';
import type { PushService } from './push-service.ts';
import { startPushTrading, subscribe } from './harness.ts';

// A price alert crossing, end to end: the engine fires it on a tick, the bus carries
// alert.triggered, and the suite's push service receives it VAPID-signed and decrypts it.
let t: TradingServer;
let service: PushService;

beforeAll(async () => {
  ({ t, service } = await startPushTrading());
  await move(t, [{ code: 'XAUUSD', bid: '4000.00', ask: '4000.50' }]);
});
afterAll(async () => {
  await t?.stop();
  await service?.close();
});

describe('a price alert that fires', () => {
  it('is pushed once, in the device’s language and number format, to the device that opted into price alerts', async () => {
    const { token } = await t.account();
    const device = service.device();
    const without = service.device();
    expect((await subscribe(t, token, device, 'price_alert', 'de')).code).toBe(1);
    expect((await subscribe(t, token, without, 'tp_sl')).code).toBe(1);
    const alert = (await alertCall(t, token, CREATE, { forex_id: t.id('XAUUSD'), kind: 'below', value: '3990.00' })).data as PriceAlert;

    await move(t, [{ code: 'XAUUSD', bid: '3990.01', ask: '3990.51' }]);
    await t.server.push.settled();
    expect(device.attempts).toBe(0);
    await move(t, [{ code: 'XAUUSD', bid: '3989.50', ask: '3990.00' }]);
    await t.server.push.settled();
    const firedAt = t.clock.now();
    // Further down and back: it fired once.
    await move(t, [{ code: 'XAUUSD', bid: '3980.00', ask: '3980.50' }]);
    await move(t, [{ code: 'XAUUSD', bid: '4000.00', ask: '4000.50' }]);
    await move(t, [{ code: 'XAUUSD', bid: '3970.00', ask: '3970.50' }]);
    await t.server.push.settled();

    expect(service.problems).toEqual([]);
    expect(device.received).toHaveLength(1);
    expect(device.received[0]!.payload).toEqual({
      kind: 'price_alert',
      title: 'Preisalarm: XAU/USD',
      body: 'XAU/USD ist unter 3.990,00 gefallen: jetzt 3.989,50.',
      url: '/trade?code=XAUUSD',
      tag: `alert-${alert.id}`,
      id: `alert:${alert.id}:${firedAt}`,
      at: firedAt,
    });
    expect(device.received[0]!.headers).toMatchObject({ urgency: 'normal', ttl: '3600' });
    expect(without.attempts).toBe(0);
    const listed = (await alertCall(t, token, ALERTS)).data as PriceAlert[];
    expect(listed[0]).toMatchObject({ id: alert.id, triggered_at: firedAt, triggered_price: '3989.50' });
  });
});
