// How a ledger entry reads. Pure, for tests.

/** Type 10 (an operator's adjustment) shows its memo as written; the others the type's text in the reader's language. */
export const ADJUSTMENT_TYPE = 10;

export function entryText(entry: { Type: number; Memo: string; MemoTran: string }): string {
  return entry.Type === ADJUSTMENT_TYPE ? entry.Memo || entry.MemoTran : entry.MemoTran || entry.Memo;
}

export type AmountSign = 'up' | 'down' | 'flat';

/** up for money in, down for money out: the entry's colour. */
export function amountSign(value: string): AmountSign {
  const number = Number(value);
  if (!Number.isFinite(number) || number === 0) return 'flat';
  return number > 0 ? 'up' : 'down';
}

/**
 * Decimals to show a statement line with: those the server sent (fees and profits 6, as booked;
 * other lines every booked digit), at least the cent's two. Never rounded: the lines add up.
 */
export function bookedPlaces(value: string): number {
  return Math.max(2, /\.(\d+)/.exec(value)?.[1]?.length ?? 0);
}
