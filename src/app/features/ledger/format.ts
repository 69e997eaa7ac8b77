// How a ledger entry reads. Pure, for tests.
import { LANG_INFO, type Lang } from '../../../contract/languages.ts';

/** Type 10 (an operator's adjustment) shows its memo as written; the others the type's text in the reader's language. */
export const ADJUSTMENT_TYPE = 10;

export function entryText(entry: { Type: number; Memo: string; MemoTran: string }): string {
  return entry.Type === ADJUSTMENT_TYPE ? entry.Memo || entry.MemoTran : entry.MemoTran || entry.Memo;
}

/** The server's UTC 'YYYY-MM-DD HH:mm:ss' as a date and time in the reader's language and zone; '' when unreadable. */
export function localTime(utc: string, lang: Lang, zone?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):?(\d{2})?/.exec(utc);
  if (!match) return '';
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  return new Intl.DateTimeFormat(LANG_INFO[lang].tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(Date.UTC(y, mo - 1, d, h, mi, s)));
}

export type AmountSign = 'up' | 'down' | 'flat';

/** up for money in, down for money out: the entry's colour. */
export function amountSign(value: string): AmountSign {
  const number = Number(value);
  if (!Number.isFinite(number) || number === 0) return 'flat';
  return number > 0 ? 'up' : 'down';
}
