import { loadConfig } from '../../../src/server/config.ts';
import { call } from '../helpers.ts';
import { startTrading, type TradingServer } from '../trading/harness.ts';
import { startPushService, type Device, type PushService } from './push-service.ts';

/** A trading server whose pushes may go to the suite's own push service (plain http on loopback). */
export async function startPushTrading(): Promise<{ t: TradingServer; service: PushService }> {
  // Assigned once the push service runs; its callbacks read it only later, so it cannot be const.
  // eslint-disable-next-line prefer-const
  let t!: TradingServer;
  const service = await startPushService({ vapidPublicKey: () => t.server.push.publicKey, nowSeconds: () => Math.floor(t.clock.now() / 1000) });
  t = await startTrading({ push: { ...loadConfig({}).push, hosts: ['127.0.0.1'], allowHttp: true } });
  return { t, service };
}

/** POST a push call as the app would, in `lang`. */
export const pushCall = (t: TradingServer, token: string, path: string, params: Record<string, string>, lang = 'en') =>
  call(t.server.baseUrl, 'POST', path, params, { authorization: token, lang }).then((r) => r.body);

export const subscribe = (t: TradingServer, token: string, device: Device, kinds: string, lang = 'en') =>
  pushCall(t, token, '/api/push/subscribe', { endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, kinds }, lang);

/** The subscription rows of a user, as the database holds them. */
export const rowsOf = (t: TradingServer, userId: number) => t.server.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', BigInt(userId)).orderBy('id').execute();
