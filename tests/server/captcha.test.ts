import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/index.ts';
import { drawCaptcha } from '../../src/server/auth/captcha-picture.ts';
import { createCaptchas } from '../../src/server/auth/captcha.ts';
import { loadConfig, WRITE_LIMIT_DEFAULTS } from '../../src/server/config.ts';
import { call, startServer, type TestServer } from './helpers.ts';
import { lastOutboxCode, uniqueEmail } from './accounts-helpers.ts';
import { LEGAL_VERSION } from '../../src/contract/content.ts';

// The image captcha: a picture a script cannot read off its source, checked once, atomically.
let server: TestServer;
beforeAll(async () => {
  // Many pictures from one address: the captcha limit is raised here (write-limits.test.ts proves it).
  server = await startServer({ writeLimits: { ...WRITE_LIMIT_DEFAULTS, captcha: { max: 1000, windowMs: 60_000 } } }, { runMarket: false });
});
afterAll(async () => {
  await server.stop();
});

const newCaptcha = async () => {
  const { body } = await call(server.baseUrl, 'GET', '/api/captcha');
  expect(body.code).toBe(ResultCode.OK);
  return body.data as { id: string; b64s: string; answer: string };
};
const svgOf = (b64s: string) => {
  expect(b64s.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(b64s.split(',')[1], 'base64').toString('utf8');
};

/** What an SVG is allowed to hold: these elements, and for each attribute a value of its shape. */
const ELEMENTS = new Set(['svg', 'defs', 'linearGradient', 'stop', 'rect', 'circle', 'path']);
const NUMBER = /^-?\d+(\.\d+)?$/;
const PAINT = /^(#[0-9a-f]{6}|url\(#i\)|none)$/;
const PATH_DATA = /^(M-?\d+\.\d -?\d+\.\d(L-?\d+\.\d -?\d+\.\d)*Z?)+$/;
const ATTRIBUTES: Record<string, RegExp> = {
  xmlns: /^http:\/\/www\.w3\.org\/2000\/svg$/,
  width: NUMBER,
  height: NUMBER,
  viewBox: /^0 0 \d+ \d+$/,
  id: /^i$/,
  gradientTransform: /^rotate\(\d+ 0\.5 0\.5\)$/,
  offset: NUMBER,
  'stop-color': PAINT,
  fill: PAINT,
  stroke: PAINT,
  'stroke-width': NUMBER,
  'stroke-linejoin': /^round$/,
  cx: NUMBER,
  cy: NUMBER,
  r: NUMBER,
  d: PATH_DATA,
};

/** Every element and attribute of an SVG, and any text between its tags. */
function parts(svg: string) {
  const elements = [...svg.matchAll(/<\/?([A-Za-z][\w-]*)([^>]*)>/g)];
  const attributes = elements.flatMap((e) => [...e[2].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => ({ name: a[1], value: a[2] })));
  const text = svg.replace(/<[^>]*>/g, '');
  return { names: elements.map((e) => e[1]), attributes, text };
}

describe('the captcha picture', () => {
  it('holds none of its answer as text: 200 pictures are only outlines, noise and paint', async () => {
    for (let i = 0; i < 200; i++) {
      const { b64s, answer } = await newCaptcha();
      expect(answer).toMatch(/^[2-9BCDFGHJKMNPQRSTVWXYZ]{4}$/);
      const svg = svgOf(b64s);
      const { names, attributes, text } = parts(svg);
      // No <text>, <title>, <desc>, font or link: the elements a browser or a parser reads letters from.
      expect(names.filter((n) => !ELEMENTS.has(n))).toEqual([]);
      expect(text).toBe('');
      for (const { name, value } of attributes) {
        expect(ATTRIBUTES[name], `attribute ${name}`).toBeDefined();
        expect(value, `attribute ${name}`).toMatch(ATTRIBUTES[name]);
      }
      // Outside the path data, nothing but the fixed vocabulary above: the answer is nowhere.
      const withoutPaths = svg.replace(/ d="[^"]*"/g, '');
      expect(withoutPaths.toUpperCase()).not.toContain(answer);
      // The glyphs are drawn: one filled path holds an outline per stroke of every character.
      const glyphs = attributes
        .filter((a) => a.name === 'd')
        .map((a) => a.value)
        .find((d) => d.endsWith('Z'))!;
      expect(glyphs.split('M').length - 1).toBeGreaterThanOrEqual(answer.length);
    }
  });

  it('shares no outline structure between two drawings of one answer, so a script cannot match outlines to the font', () => {
    const outlines = (svg: string) => /<path fill="url\(#i\)"[^>]* d="([^"]+)"/.exec(svg)![1].split('M').filter(Boolean);
    const first = outlines(drawCaptcha('ABCD'));
    const second = outlines(drawCaptcha('ABCD'));
    // Curves are cut into a random number of straight pieces: the point counts of the outlines differ.
    const shape = (o: string[]) =>
      o
        .map((c) => c.split('L').length)
        .sort((a, b) => a - b)
        .join(',');
    expect(shape(first)).not.toBe(shape(second));
    expect(first.some((c) => second.includes(c))).toBe(false);
  });
});

describe('a captcha check', () => {
  const check = (id: string, key: string) => createCaptchas(server.db, server.clock).check(id, key);

  it('accepts the answer in any letter case, once', async () => {
    const { id, answer } = await newCaptcha();
    expect(await check(id, ` ${answer.toLowerCase()} `)).toBe(true);
    expect(await check(id, answer)).toBe(false);
  });

  it('uses the captcha up on a wrong answer too', async () => {
    const { id, answer } = await newCaptcha();
    expect(await check(id, answer.split('').reverse().join('') === answer ? 'WRONG' : answer.split('').reverse().join(''))).toBe(false);
    expect(await check(id, answer)).toBe(false);
    expect(await server.db.selectFrom('captchas').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('passes only one of two registrations sent at once with the same captcha', async () => {
    const { id, answer } = await newCaptcha();
    const forms = await Promise.all(
      [uniqueEmail(), uniqueEmail()].map(async (email) => {
        await call(server.baseUrl, 'POST', '/api/notify/send_email', { to: email, type: 1 });
        return {
          type: 'email',
          account: email,
          password: 'goodPass123',
          accept_terms: LEGAL_VERSION,
          re_password: 'goodPass123',
          sms_code: lastOutboxCode(server, email)!,
          captcha_id: id,
          key: answer,
        };
      }),
    );
    const answers = await Promise.all(forms.map((form) => call(server.baseUrl, 'POST', '/api/user/register', form)));
    expect(answers.map((a) => a.body.code).sort()).toEqual([ResultCode.OK, ResultCode.REFUSED]);
    expect(answers.find((a) => a.body.code !== ResultCode.OK)!.body.msg).toBe('The image code is wrong. Please try again.');
    const made = await server.db
      .selectFrom('users')
      .select('email')
      .where(
        'email',
        'in',
        forms.map((f) => f.account),
      )
      .execute();
    expect(made).toHaveLength(1);
  });

  it('lets exactly one of many parallel checks of one captcha through', async () => {
    for (let round = 0; round < 10; round++) {
      const { id, answer } = await newCaptcha();
      const results = await Promise.all(Array.from({ length: 5 }, () => check(id, answer)));
      expect(results.filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('the captcha test mode', () => {
  it('is refused by production: the server does not start with both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_MODE: '1' })).toThrow(/CAPTCHA_TEST_MODE/);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, captchaTestMode: false });
    expect(loadConfig({ CAPTCHA_TEST_MODE: '1' })).toMatchObject({ production: false, captchaTestMode: true });
  });

  it('is the only way a captcha comes with its answer', async () => {
    const plain = await startServer({ captchaTestMode: false }, { runMarket: false });
    try {
      const { body } = await call(plain.baseUrl, 'GET', '/api/captcha');
      expect(Object.keys(body.data).sort()).toEqual(['b64s', 'id']);
    } finally {
      await plain.stop();
    }
  });
});
