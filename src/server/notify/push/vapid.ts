import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { PushConfig } from '../../config.ts';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (65 bytes): the app's applicationServerKey. */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
  /** mailto: or https: address a push service may contact about our pushes. */
  subject: string;
}

/** Where the keys are kept when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set. */
export const vapidFile = (dataDir: string) => join(dataDir, 'vapid.json');

/**
 * The server's VAPID key pair (RFC 8292), which signs every push so a push service knows it
 * comes from the server the browser subscribed to. From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when
 * set (several nodes must share one pair: a browser's subscription is bound to it), otherwise
 * from DATA_DIR/vapid.json, written with a new pair at the first start, readable by the server's
 * user only. Changing the pair orphans every subscription: the browsers must subscribe again.
 */
export function loadVapidKeys(dataDir: string, config: PushConfig): VapidKeys {
  const subject = config.vapidSubject;
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(subject)) throw new Error(`VAPID_SUBJECT=${subject} is neither a mailto: address nor an https: URL.`);
  if (config.vapidPublicKey || config.vapidPrivateKey) {
    if (!config.vapidPublicKey || !config.vapidPrivateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither.');
    return { ...checked(config.vapidPublicKey, config.vapidPrivateKey, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY'), subject };
  }
  const file = vapidFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    // 'wx': a second server starting on the same folder at the same moment keeps the first pair.
    try {
      writeFileSync(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey })}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
  return { ...checked(stored.publicKey ?? '', stored.privateKey ?? '', file), subject };
}

/** The pair must be a P-256 private key and its own public key: a mismatch would sign pushes no browser accepts. */
function checked(publicKey: string, privateKey: string, source: string): { publicKey: string; privateKey: string } {
  const priv = Buffer.from(privateKey, 'base64url');
  const pub = Buffer.from(publicKey, 'base64url');
  let derived: Buffer;
  try {
    if (priv.length !== 32 || pub.length !== 65) throw new Error('length');
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    derived = ecdh.getPublicKey();
  } catch {
    throw new Error(`${source}: not a VAPID key pair (base64url P-256: a 65-byte public key and a 32-byte private key).`);
  }
  if (!derived.equals(pub)) throw new Error(`${source}: the public key is not the private key's.`);
  return { publicKey, privateKey };
}
