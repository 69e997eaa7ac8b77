// A browser vendor's push service, inside the test suite: a real local HTTP server that plays
// the push endpoint of each subscribed "browser". Each device has its own P-256 key pair and auth
// secret (node:crypto ECDH), as a browser's PushSubscription does. For every request the service
// checks the VAPID Authorization (RFC 8292: `vapid t=<JWT>, k=<key>`, ES256 signed by the server's
// key, aud the endpoint's origin, exp ahead, sub a mailto: or https:), then decrypts the body
// (RFC 8291 keys, RFC 8188 aes128gcm records), written here from the RFCs with node:crypto alone,
// never with web-push's or http_ece's code. A request that fails a check is answered 400 and
// recorded in `problems`, which every test expects empty.
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  payload: any;
  headers: IncomingMessage['headers'];
  jwt: { header: Record<string, unknown>; claims: { aud: string; exp: number; sub: string } };
}

export interface Device {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Pushes this device received and decrypted (answered 201), in order. */
  received: Received[];
  /** Every request that reached this device's endpoint, whatever it was answered. */
  attempts: number;
  /** The statuses the next requests are answered with, first first (then 201). */
  answers: number[];
  /** Holds the next requests open until the returned function is called. */
  hold(): () => void;
  /** Resolves with the next push this device receives (or one already received beyond `count`). */
  next(count?: number): Promise<Received>;
}

const b64u = (buf: Buffer) => buf.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 5869 HKDF with SHA-256, for lengths up to 32 bytes (one block: T(1)). */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: the aes128gcm body decrypted with the device's keys. */
export function decryptAes128gcm(body: Buffer, device: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): Buffer {
  // RFC 8188 2.1: salt (16) | rs (uint32) | idlen (1) | keyid (idlen); for Web Push the keyid is the sender's public key.
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65 || senderPublic[0] !== 4) throw new Error(`the keyid is not an uncompressed P-256 point (${idlen} bytes)`);
  if (rs < 18) throw new Error(`record size ${rs} is below the minimum`);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  // RFC 8291 3.3/3.4: IKM from the auth secret and "WebPush: info" || 0x00 || ua_public || as_public.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublic]);
  const ikm = hkdf(device.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonceBase = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const records = body.subarray(21 + idlen);
  const plain: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq++, at += rs) {
    const record = records.subarray(at, Math.min(at + rs, records.length));
    // RFC 8188 2.3: the nonce is the base XOR the record's sequence number as a 96-bit big-endian integer (here below 2^32: the last 4 bytes).
    const nonce = Buffer.from(nonceBase);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // RFC 8188 2: data, then a delimiter (2 for the last record, 1 otherwise), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = at + rs >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${seq} has the wrong delimiter ${padded[end]}`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** RFC 8292: the JWT and key of `Authorization: vapid t=…, k=…`, checked against the server's key. */
export function verifyVapid(authorization: string | undefined, expected: { publicKey: string; audience: string; nowSeconds: number }): Received['jwt'] {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${authorization}`);
  const [, jwt, k] = match;
  if (k !== expected.publicKey) throw new Error("k is not the server's VAPID public key");
  const [h, c, s] = jwt!.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<string, unknown>;
  const claims = JSON.parse(Buffer.from(c, 'base64url').toString()) as Received['jwt']['claims'];
  if (header.alg !== 'ES256') throw new Error(`alg ${String(header.alg)}`);
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) }, format: 'jwk' });
  // JWS ES256: the signature is r || s (64 bytes), over "<header>.<claims>".
  if (!verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) throw new Error('the JWT signature does not verify with k');
  if (claims.aud !== expected.audience) throw new Error(`aud ${claims.aud} is not ${expected.audience}`);
  if (!(claims.exp > expected.nowSeconds && claims.exp <= expected.nowSeconds + 24 * 3600)) throw new Error(`exp ${claims.exp} is not within 24 hours ahead of ${expected.nowSeconds}`);
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { header, claims };
}

type DeviceState = Device & { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer; holds: Array<Promise<void>>; waiters: Array<() => void> };

export async function startPushService(options: { vapidPublicKey: () => string; nowSeconds: () => number }) {
  const devices = new Map<string, DeviceState>();
  const problems: string[] = [];
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const device = devices.get(req.url ?? '');
    if (!device || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    device.attempts++;
    const hold = device.holds.shift();
    if (hold) await hold;
    const status = device.answers.shift();
    if (status !== undefined) {
      res.writeHead(status).end();
      return;
    }
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
      if (!/^\d+$/.test(String(req.headers.ttl))) throw new Error(`TTL ${req.headers.ttl}`);
      const jwt = verifyVapid(req.headers.authorization, { publicKey: options.vapidPublicKey(), audience: origin, nowSeconds: options.nowSeconds() });
      const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), { privateKey: device.privateKey, publicKey: device.publicKey, auth: device.authSecret }).toString('utf8'));
      device.received.push({ payload, headers: req.headers, jwt });
      for (const wake of device.waiters.splice(0)) wake();
      res.writeHead(201).end();
    } catch (error) {
      problems.push(`${req.url}: ${(error as Error).message}`);
      res.writeHead(400).end();
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    problems,
    /** A new "browser": its endpoint on this service, its own key pair and auth secret. */
    device(): Device {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const device: DeviceState = {
        endpoint: origin + path,
        p256dh: b64u(publicKey),
        auth: b64u(authSecret),
        received: [],
        attempts: 0,
        answers: [],
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret,
        holds: [],
        waiters: [],
        hold() {
          let release!: () => void;
          device.holds.push(new Promise<void>((resolve) => (release = resolve)));
          return release;
        },
        next(count = device.received.length) {
          return new Promise<Received>((resolve) => {
            const check = () => (device.received.length > count ? resolve(device.received[count]!) : device.waiters.push(check));
            check();
          });
        },
      };
      devices.set(path, device);
      return device;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
