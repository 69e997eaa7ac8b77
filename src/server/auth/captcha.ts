import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';

const TTL_MS = 5 * 60_000;
// No 0/O, 1/I/L: a person should never have to guess between look-alikes.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Image captchas for registration when verify_reg_type is 2: an SVG with distorted text and noise. */
export function createCaptchas(db: Db, clock: Clock) {
  const now = () => clock.now();
  return {
    async create(): Promise<{ id: string; b64s: string }> {
      const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const id = randomBytes(16).toString('base64url');
      await db.deleteFrom('captchas').where('expires_at', '<', BigInt(now())).execute();
      await db.insertInto('captchas').values({ id, answer, expires_at: now() + TTL_MS }).execute();
      return { id, b64s: `data:image/svg+xml;base64,${Buffer.from(render(answer)).toString('base64')}` };
    },
    /** Single use: a captcha is gone after one check, right or wrong. */
    async check(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!id || !answer) return false;
      const row = await db.selectFrom('captchas').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return false;
      await db.deleteFrom('captchas').where('id', '=', id).execute();
      return Number(row.expires_at) > now() && row.answer === answer.trim().toUpperCase();
    },
  };
}
export type Captchas = ReturnType<typeof createCaptchas>;

function render(text: string): string {
  const colors = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#b45309'];
  const glyphs = [...text].map((ch, i) => {
    const x = 18 + i * 26 + randomInt(-3, 4);
    const y = 34 + randomInt(-4, 5);
    const rotate = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" fill="${colors[randomInt(colors.length)]}" font-size="${randomInt(24, 31)}" font-family="monospace" font-weight="700">${ch}</text>`;
  });
  const lines = Array.from({ length: 5 }, () => `<path d="M${randomInt(0, 30)} ${randomInt(5, 45)} Q${randomInt(40, 80)} ${randomInt(0, 50)} ${randomInt(90, 120)} ${randomInt(5, 45)}" stroke="${colors[randomInt(colors.length)]}" stroke-width="1.5" fill="none" opacity="0.6"/>`);
  const dots = Array.from({ length: 30 }, () => `<circle cx="${randomInt(0, 120)}" cy="${randomInt(0, 50)}" r="1" fill="#64748b"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="50" viewBox="0 0 120 50"><rect width="120" height="50" fill="#f1f5f9"/>${dots.join('')}${glyphs.join('')}${lines.join('')}</svg>`;
}
