// A minimal reader/writer for lingui's .po catalogs: enough to list untranslated messages and
// fill translations in, without disturbing anything else in the file.
import { readFileSync, writeFileSync } from 'node:fs';

const unquote = (line) => JSON.parse(line.slice(line.indexOf('"')));

/** Blocks of a catalog with their msgctxt, msgid (the key) and msgstr. */
export function readPo(file) {
  const text = readFileSync(file, 'utf8');
  return text.split(/\n\n+/).map((raw) => {
    const entry = { raw, msgctxt: null, msgid: null, msgstr: null, explicitId: raw.includes('js-lingui-explicit-id') };
    let field = null;
    for (const line of raw.split('\n')) {
      const m = line.match(/^(msgctxt|msgid|msgstr) (".*")$/);
      if (m) {
        field = m[1];
        entry[field] = unquote(m[2]);
      } else if (line.startsWith('"') && field) entry[field] += unquote(line);
      else field = null;
    }
    return entry;
  });
}

export const keyOf = (e) => (e.msgctxt ? `${e.msgctxt}\u0004${e.msgid}` : e.msgid);

/** Writes translations (key → text) into the empty msgstr of a catalog. Returns how many were filled. */
export function fillPo(file, translations) {
  const blocks = readPo(file);
  let filled = 0;
  const out = blocks.map((e) => {
    if (!e.msgid || e.msgstr === null || e.msgstr !== '') return e.raw;
    const t = translations[keyOf(e)];
    if (typeof t !== 'string' || t === '') return e.raw;
    filled++;
    return e.raw.replace(/msgstr ""(\n".*")*$/m, `msgstr ${JSON.stringify(t)}`);
  });
  writeFileSync(file, out.join('\n\n'));
  return filled;
}
