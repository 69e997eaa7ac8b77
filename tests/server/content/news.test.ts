import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/index.ts';
import { LANGS } from '../../../src/contract/languages.ts';
import { seedArticles as marketNotes } from '../../../src/server/db/seed/news/index.ts';
import { NEWS_PAGE_SIZE } from '../../../src/server/engine/news/index.ts';
import { call, startServer, type TestServer } from '../helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { runMarket: false });
});
afterAll(async () => {
  await server?.stop();
});

const list = (page: number, lang = 'en') => call(server.baseUrl, 'GET', '/api/news/list', { category_id: 1, page }, { lang });
const info = (id: number, lang = 'en') => call(server.baseUrl, 'GET', '/api/news/info', { id }, { lang });

describe('the news list', () => {
  it('pages the seeded articles newest first, a page at a time, and then comes back empty', async () => {
    const first = (await list(1)).body;
    expect(first.code).toBe(ResultCode.OK);
    expect(first.data.total).toBe(marketNotes.length);
    expect(marketNotes.length).toBeGreaterThanOrEqual(8);
    expect(first.data.data).toHaveLength(Math.min(NEWS_PAGE_SIZE, marketNotes.length));
    const times = first.data.data.map((n: { created_at: string }) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.data.data[0]).toMatchObject({ title: marketNotes[0]!.texts.en.title, desc: marketNotes[0]!.texts.en.desc, logo: '/logos/eurusd.svg', content: '' });
    const beyond = (await list(Math.ceil(marketNotes.length / NEWS_PAGE_SIZE) + 1)).body;
    expect(beyond.data).toEqual({ data: [], total: marketNotes.length });
  });

  it('speaks every one of the 18 languages in every seeded article, and says so', async () => {
    for (const lang of LANGS) {
      const items: { title: string; desc: string; lang: string }[] = (await list(1, lang)).body.data.data;
      expect(items.map((n) => n.title)).toEqual(marketNotes.slice(0, NEWS_PAGE_SIZE).map((a) => a.texts[lang].title));
      expect(items.map((n) => n.desc)).toEqual(marketNotes.slice(0, NEWS_PAGE_SIZE).map((a) => a.texts[lang].desc));
      expect(new Set(items.map((n) => n.lang))).toEqual(new Set([lang]));
    }
  });

  it('holds 9 articles × 18 languages of text after a fresh start', async () => {
    const texts = await server.db.selectFrom('news_texts').select(['news_id', 'lang']).where('news_id', '<=', BigInt(marketNotes.length)).execute();
    expect(marketNotes).toHaveLength(9);
    expect(texts).toHaveLength(9 * 18);
    for (const lang of LANGS) expect(texts.filter((t) => t.lang === lang)).toHaveLength(9);
  });
});

describe("an article in fewer languages (an operator's)", () => {
  beforeAll(async () => {
    await server.db.insertInto('news').values({ id: 800, category_id: 1, logo: '', created_at: Date.now() }).execute();
    await server.db.insertInto('news_texts').values({ news_id: 800, lang: 'en', title: 'English only', description: 'Only in English', content: 'Body' }).execute();
  });

  it('answers the English text to a French reader and names its language, in the list and alone', async () => {
    const { data } = (await info(800, 'fr')).body;
    expect(data).toMatchObject({ title: 'English only', desc: 'Only in English', lang: 'en' });
    expect(data.content).toBe('<p>Body</p>');
    const listed = (await list(1, 'fr')).body.data.data.find((n: { id: number }) => n.id === 800);
    expect(listed).toMatchObject({ title: 'English only', lang: 'en' });
    // The seeded articles beside it are French.
    expect((await info(1, 'fr')).body.data).toMatchObject({ title: marketNotes[0]!.texts.fr.title, lang: 'fr' });
  });
});

describe('an article', () => {
  it('carries its content as HTML rendered from the stored Markdown', async () => {
    const body = (await info(1, 'en')).body;
    expect(body.code).toBe(ResultCode.OK);
    expect(body.data.title).toBe(marketNotes[0]!.texts.en.title);
    expect(body.data.lang).toBe('en');
    expect(body.data.content).toContain('<h2>What moved the pair</h2>');
    expect(body.data.content).toContain('<strong>1.1680</strong>');
    expect(body.data.content).toContain('<li>US Treasury yields eased slightly after weaker manufacturing surveys.</li>');
  });

  it('shows markup stored in the database as text, never as a tag the browser would run', async () => {
    await server.db.insertInto('news').values({ id: 900, category_id: 1, logo: '', created_at: 1 }).execute();
    await server.db
      .insertInto('news_texts')
      .values({
        news_id: 900,
        lang: 'en',
        title: 'Payload',
        description: '<b>desc</b>',
        content: 'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n**<a href="javascript:alert(3)">x</a>**',
      })
      .execute();
    const { data } = (await info(900)).body;
    expect(data.content).not.toMatch(/<script|<img|<a\b|onerror="/i);
    expect(data.content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(data.content).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(data.content).toContain('<strong>&lt;a href=&quot;javascript:alert(3)&quot;&gt;x&lt;/a&gt;</strong>');
  });

  it('answers a clear refusal for an article that does not exist', async () => {
    const body = (await info(424242)).body;
    expect(body.code).toBe(ResultCode.REFUSED);
    expect(body.msg).toBe('This article does not exist.');
  });
});

describe('an installation seeded before the articles had every language', () => {
  it('gets the missing languages at its next start and keeps the texts it had', async () => {
    const first = await startServer({}, { runMarket: false });
    // As an earlier version seeded it: English alone, and one English title edited since.
    await first.db.deleteFrom('news_texts').where('lang', '!=', 'en').execute();
    await first.db.updateTable('news_texts').set({ title: 'Edited by the operator' }).where('news_id', '=', 1n).where('lang', '=', 'en').execute();
    expect(await first.db.selectFrom('news_texts').select('lang').execute()).toHaveLength(9);
    await first.stop({ keepData: true });

    const second = await startServer({ dataDir: first.dataDir }, { runMarket: false });
    try {
      const texts = await second.db.selectFrom('news_texts').selectAll().execute();
      expect(texts).toHaveLength(9 * 18);
      expect(await second.db.selectFrom('news').select('id').execute()).toHaveLength(9);
      const en = (await call(second.baseUrl, 'GET', '/api/news/info', { id: 1 }, { lang: 'en' })).body.data;
      expect(en.title).toBe('Edited by the operator');
      const fr = (await call(second.baseUrl, 'GET', '/api/news/info', { id: 1 }, { lang: 'fr' })).body.data;
      expect(fr).toMatchObject({ title: marketNotes[0]!.texts.fr.title, lang: 'fr' });
      expect(fr.content).toContain('<strong>1,1680</strong>');
    } finally {
      await second.stop();
    }
  });
});
