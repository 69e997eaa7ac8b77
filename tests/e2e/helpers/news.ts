// Articles an operator wrote in fewer languages than the seed's 18, put straight into the e2e
// server's embedded database (SQLite in E2E_DATA_DIR; no operator command writes news yet). The
// server reads news from the database on every request, so the next page load shows it.
import Database from 'better-sqlite3';
import { join } from 'node:path';

export const ENGLISH_ONLY = {
  id: 7001,
  title: 'Holiday hours for US index trading this week',
  desc: 'US index markets close early on Friday; the desk lists the changed hours.',
  content: 'US index markets **close at 13:00** New York time on Friday.\n\n- Prices may move on thin volume.\n- Pending orders stay in place.',
};

/** Adds ENGLISH_ONLY, dated now so it leads the list, with an English text only (once per server). */
export function addEnglishOnlyArticle(): void {
  const db = new Database(join(process.env.E2E_DATA_DIR ?? '', 'lotwise.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('INSERT OR IGNORE INTO news (id, category_id, logo, created_at) VALUES (?, 1, ?, ?)').run(ENGLISH_ONLY.id, '/logos/spx500.svg', Date.now());
    db.prepare("INSERT OR IGNORE INTO news_texts (news_id, lang, title, description, content) VALUES (?, 'en', ?, ?, ?)").run(
      ENGLISH_ONLY.id,
      ENGLISH_ONLY.title,
      ENGLISH_ONLY.desc,
      ENGLISH_ONLY.content,
    );
  } finally {
    db.close();
  }
}
