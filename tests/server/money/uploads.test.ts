import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serverOnManualClock } from '../accounts-helpers.ts';
import { picture, realUser, upload } from './helpers.ts';
import type { ManualClock } from '../../../src/server/clock.ts';

const { server } = serverOnManualClock();

const stored = () => readdirSync(join(server.dataDir, 'uploads'));

describe('image_upload', () => {
  it('takes JPEG, PNG and WebP, re-encoded, under a random name outside the web root', async () => {
    const user = await realUser(server);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const reply = await upload(server, user, await picture(format), `holiday.${format}`, `image/${format}`);
      expect(reply.body).toMatchObject({ code: 1, data: { url: expect.stringMatching(/^\/api\/common\/image\/[0-9a-f]{32}\.(jpg|png|webp)$/) } });
      expect(reply.body.data!.url).not.toContain('holiday');
    }
    expect(stored()).toHaveLength(3);
    expect(server.config.staticDir.startsWith(server.dataDir)).toBe(false);
  });

  it('strips metadata (EXIF) by encoding again', async () => {
    const user = await realUser(server);
    const withExif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#08f' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-GPS-OWNER', Artist: 'SECRET-GPS-OWNER' } })
      .toBuffer();
    expect(withExif.includes('SECRET-GPS-OWNER')).toBe(true);
    const reply = await upload(server, user, withExif, 'a.jpg', 'image/jpeg');
    const name = reply.body.data!.url.split('/').pop()!;
    const kept = readFileSync(join(server.dataDir, 'uploads', name));
    expect(kept.includes('SECRET-GPS-OWNER')).toBe(false);
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
  });

  it('refuses a script with a PNG header, and stores nothing', async () => {
    const user = await realUser(server);
    const before = stored().length;
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(document.cookie)</script>')]);
    const reply = await upload(server, user, fake, 'x.png', 'image/png');
    expect(reply.body).toEqual({ code: 3, msg: 'Please choose a JPEG, PNG or WebP picture.', data: null });
    expect(stored().length).toBe(before);
  });

  it('refuses what is not a picture by its bytes, whatever its name and type say', async () => {
    const user = await realUser(server);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await upload(server, user, svg, 'x.png', 'image/png')).body.msg).toBe('Please choose a JPEG, PNG or WebP picture.');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(server, user, gif, 'x.jpg', 'image/jpeg')).body.msg).toBe('Please choose a JPEG, PNG or WebP picture.');
  });

  it('refuses a 20 MB file with 413 and the envelope, and stores nothing', async () => {
    const user = await realUser(server);
    const before = stored().length;
    const big = Buffer.alloc(20 * 1024 * 1024, 7);
    (await picture('png')).copy(big); // a real PNG at the front
    const reply = await upload(server, user, big);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ code: 2, msg: 'The picture is larger than 10 MB. Please choose a smaller one.', data: null });
    expect(stored().length).toBe(before);
  });

  it('keeps the 1 MB body limit on every other call', async () => {
    const user = await realUser(server);
    const res = await fetch(`${server.baseUrl}/api/wallet/bind_draw_method`, {
      method: 'POST',
      headers: { ...user.headers, lang: 'en', 'content-type': 'application/x-www-form-urlencoded' },
      body: `dc_address=${'a'.repeat(2 * 1024 * 1024)}`,
    });
    expect(res.status).toBe(413);
  });

  it('takes at most 100 pictures from one account in 24 hours', async () => {
    const user = await realUser(server);
    const png = await picture('png', 8);
    for (let i = 0; i < 100; i++) expect((await upload(server, user, png)).body.code).toBe(1);
    expect((await upload(server, user, png)).body).toEqual({ code: 5, msg: 'You have uploaded 100 pictures in the last 24 hours. Please try again later.', data: null });
    await (server.clock as ManualClock).advance(24 * 3600_000);
    expect((await upload(server, user, png)).body.code).toBe(1);
  });

  it('holds the limit when 130 pictures arrive at once: exactly 100 are stored', async () => {
    const user = await realUser(server);
    const png = await picture('png', 8);
    const answers = await Promise.all(Array.from({ length: 130 }, () => upload(server, user, png)));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(100);
    expect(answers.filter((a) => a.body.code === 5)).toHaveLength(30);
    const stored = await server.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<bigint | string>().as('n'))
      .where('user_id', '=', BigInt(user.id))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(100);
  });

  it('answers a body cut short with a 400 and the message, not a fault', async () => {
    const user = await realUser(server);
    const png = await picture('png', 64);
    const boundary = '----lotwise-cut';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), png.subarray(0, 40)]); // no closing boundary: the upload stopped
    const res = await fetch(`${server.baseUrl}/api/common/image_upload`, {
      method: 'POST',
      body,
      headers: { lang: 'en', 'content-type': `multipart/form-data; boundary=${boundary}`, ...user.headers },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 2, msg: 'The request could not be read.', data: null });
  });

  it('asks for a picture when the form has none', async () => {
    const user = await realUser(server);
    const form = new FormData();
    form.append('note', 'no file');
    const res = await fetch(`${server.baseUrl}/api/common/image_upload`, { method: 'POST', body: form, headers: { lang: 'en', ...user.headers } });
    expect(await res.json()).toEqual({ code: 3, msg: 'Please choose a picture to upload.', data: null });
  });
});
