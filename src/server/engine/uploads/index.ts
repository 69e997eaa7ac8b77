import { randomBytes } from 'node:crypto';
import { privateFolder } from '../../data-folder.ts';
import { createSerialQueues } from '../wallet/serial.ts';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Clock } from '../../clock.ts';
import { uploadRepository as repo } from '../../db/upload-repository.ts';
import type { Executor } from '../../db/wallet-repository.ts';
import { PictureForbidden, PictureUnknown, UploadLimit, UploadNotImage } from '../../errors.ts';
import { pictureKind, type PictureKind } from './kinds.ts';
import { databasePictures, filePictures } from './storage.ts';

/** The largest picture accepted, in bytes (the upload route's body limit follows it). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Pictures beyond this many pixels are refused before decoding (a small file can unpack huge). */
const MAX_PIXELS = 50_000_000;
/** Pictures one account may upload in 24 hours: a deposit or an identity check takes a few. */
export const DAILY_PICTURES = 100;
/** Where a stored picture is served, to its owner (with the token) and the operator. */
export const PICTURE_PATH = '/api/common/image/';
const NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

const MIME: Record<PictureKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const EXT: Record<PictureKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The stored name in a picture url the app sends back (proofImg, front_pic…), or null. */
export function pictureName(url: string): string | null {
  const path = url.trim().replace(/^https?:\/\/[^/]+/, '');
  if (!path.startsWith(PICTURE_PATH)) return null;
  const name = path.slice(PICTURE_PATH.length);
  return NAME.test(name) ? name : null;
}

/**
 * Pictures users send (deposit proofs, identity photos). Only JPEG, PNG and WebP, recognised by
 * their bytes, are taken; each is decoded and encoded again with sharp, which drops everything
 * but the pixels (EXIF, GPS, comments, anything appended), and stored under a random name:
 * a file in DATA_DIR/uploads, outside the web root, or (`shared`, a node of a cluster) in the
 * database every node reads (storage.ts). Only its owner and the operator may read it.
 */
export function createUploads(db: Executor, clock: Clock, dataDir: string, options: { shared?: boolean } = {}) {
  const dir = join(dataDir, 'uploads');
  // Made at start, synchronously: an identity picture folder must never be left to a promise
  // nobody awaits (it failed unhandled when the folder vanished under a test).
  privateFolder(dir);
  const pictures = options.shared ? databasePictures(db, dir) : filePictures(db, dir);

  async function reencode(bytes: Buffer, kind: PictureKind): Promise<Buffer> {
    try {
      const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate(); // applies EXIF orientation before EXIF is dropped
      if (kind === 'jpeg') return await image.jpeg({ quality: 85 }).toBuffer();
      if (kind === 'png') return await image.png().toBuffer();
      return await image.webp({ quality: 85 }).toBuffer();
    } catch {
      throw new UploadNotImage(); // a picture header on something that does not decode
    }
  }

  // The daily limit counts stored pictures and those still being re-encoded. Both are read and
  // a place is taken in one step of the user's lane: 130 parallel uploads had stored 104 against
  // a limit of 100 when the count and the insert were apart. That holds in one process; across
  // the nodes of a cluster the insert counts again, under a lock of the user in the database.
  const lanes = createSerialQueues<number>();
  const reserved = new Map<number, number>();
  function reserve(userId: number): Promise<void> {
    return lanes.run(userId, async () => {
      const since = clock.now() - 24 * 3600_000;
      const counted = await repo.countSince(db, userId, since);
      const taken = reserved.get(userId) ?? 0;
      if (counted + taken >= DAILY_PICTURES) throw new UploadLimit({ max: DAILY_PICTURES });
      reserved.set(userId, taken + 1);
    });
  }

  const row = (name: string) => repo.byName(db, name);

  return {
    /** Checks, re-encodes and stores one picture; returns the url to send back in a form. */
    async store(userId: number, bytes: Buffer): Promise<{ url: string }> {
      await reserve(userId);
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        const left = (reserved.get(userId) ?? 1) - 1;
        if (left > 0) reserved.set(userId, left);
        else reserved.delete(userId);
      };
      try {
        const kind = pictureKind(bytes);
        if (!kind) throw new UploadNotImage();
        const clean = await reencode(bytes, kind);
        const name = `${randomBytes(16).toString('hex')}.${EXT[kind]}`;
        // The row lands and the reservation goes in one step of the user's lane, so a count
        // there never sees the picture twice or not at all.
        await lanes.run(userId, async () => {
          try {
            const now = clock.now();
            await pictures.keep(name, clean, async (trx) => {
              const row = { name, user_id: userId, mime: MIME[kind], bytes: clean.length, created_at: now };
              if (!(await repo.insertUnderLimit(trx, row, now - 24 * 3600_000, DAILY_PICTURES))) throw new UploadLimit({ max: DAILY_PICTURES });
            });
          } finally {
            release();
          }
        });
        return { url: PICTURE_PATH + name };
      } finally {
        release();
      }
    },

    /** The picture's bytes for its owner; anyone else is refused (`operator` reads every picture). */
    async read(name: string, reader: { userId: number } | 'operator'): Promise<{ bytes: Buffer; mime: string }> {
      const found = NAME.test(name) ? await row(name) : undefined;
      if (!found || (reader !== 'operator' && Number(found.user_id) !== reader.userId)) throw new PictureForbidden();
      return { bytes: await pictures.read(name), mime: found.mime };
    },

    /** Checks that a url a form sent is one of the user's own pictures; returns it normalised. */
    async ownUrl(userId: number, url: string): Promise<string> {
      const name = pictureName(url);
      const found = name ? await row(name) : undefined;
      if (!found || Number(found.user_id) !== userId) throw new PictureUnknown();
      return PICTURE_PATH + found.name;
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;
