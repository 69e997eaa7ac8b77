// Lists the messages a catalog still lacks, with their English source, as JSON:
//   node scripts/i18n-todo.mjs hk > todo-hk.json      (all languages when none is named)
import { readPo, keyOf } from './po.mjs';

const LANGS = ['hk', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs'];
const english = Object.fromEntries(
  readPo('locales/en/messages.po')
    .filter((e) => e.msgid)
    .map((e) => [keyOf(e), e.msgstr || e.msgid]),
);
const out = {};
for (const lang of process.argv[2] ? [process.argv[2]] : LANGS) {
  out[lang] = Object.fromEntries(
    readPo(`locales/${lang}/messages.po`)
      .filter((e) => e.msgid && e.msgstr === '')
      .map((e) => [keyOf(e), english[keyOf(e)] ?? e.msgid]),
  );
}
console.log(JSON.stringify(process.argv[2] ? out[process.argv[2]] : out, null, 2));
