// Fills translations into a catalog from a JSON object (key → translated text):
//   node scripts/i18n-fill.mjs hk translations-hk.json
import { readFileSync } from 'node:fs';
import { fillPo } from './po.mjs';

const [lang, file] = process.argv.slice(2);
if (!lang || !file) {
  console.error('usage: node scripts/i18n-fill.mjs <lang> <translations.json>');
  process.exit(2);
}
const filled = fillPo(`locales/${lang}/messages.po`, JSON.parse(readFileSync(file, 'utf8')));
console.log(`${lang}: ${filled} translations filled`);
