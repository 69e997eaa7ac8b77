import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/index.ts';
import { NEWS_PAGE_SIZE } from '../../../src/server/engine/news/index.ts';
import { marketNotes } from '../../../src/server/engine/news/articles/market-notes.ts';
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

  it('speaks the reader language where a translation exists and English otherwise', async () => {
    const ar = (await list(1, 'ar')).body.data.data;
    expect(ar[0].title).toBe(marketNotes[0]!.texts.ar!.title);
    const de = (await list(1, 'de')).body.data.data;
    expect(de[0].title).toBe(marketNotes[0]!.texts.de!.title);
    // The gold note has no German text: English stands in.
    expect(de[1].title).toBe(marketNotes[1]!.texts.en.title);
    const hk = (await list(1, 'hk')).body.data.data;
    expect(hk.map((n: { title: string }) => n.title)).toEqual(marketNotes.slice(0, NEWS_PAGE_SIZE).map((a) => a.texts.hk?.title ?? a.texts.en.title));
  });
});

describe('an article', () => {
  it('carries its content as HTML rendered from the stored Markdown', async () => {
    const body = (await info(1, 'en')).body;
    expect(body.code).toBe(ResultCode.OK);
    expect(body.data.title).toBe(marketNotes[0]!.texts.en.title);
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
