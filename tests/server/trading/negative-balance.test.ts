import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BALANCE, CLOSE, DETAIL, MY_DEAL, SUBMIT, startTrading, u, type TradingServer } from './harness.ts';

// Issue 18: negative balance protection per account, the two scenarios an independent model
// found, replayed through HTTP as a person would, on a 100,000 USD demo account. Every figure is
// worked out by hand from the trading rules (README, "Trading rules"):
// margin = lots × 100,000 × price ÷ leverage (EURUSD is quoted in USD, rate 1), up to 6
// decimals; fee = margin × 0.0005, up to 6 decimals; a buy opens at the ask and closes at the
// bid, a sell the other way round; profit = price difference × lots × 100,000. A loss is
// written off (ledger type 7) only when no position is left open.
//
// On the engine before the rule (687e226) A ended at 133,920.00 (36,101.03 written off beside
// a long worth 133,920) and B at 39,760.00 (60,989.21 written off by the stop-out of the long,
// the winning short left open and closed by hand).

const WRITE_OFF = 7;
const DEMO = '100000';
let t: TradingServer;
let eurusd: number;

beforeAll(async () => {
  t = await startTrading();
  eurusd = t.id('EURUSD');
  // The scenarios need 90 lots and the leverages 200 and 500.
  const terms = t.server.market.terms(eurusd)!;
  expect(terms.leverages).toEqual(expect.arrayContaining([200, 500]));
  const { max_lots } = await t.server.db.selectFrom('instruments').select('max_lots').where('id', '=', BigInt(eurusd)).executeTakeFirstOrThrow();
  expect(Number(max_lots)).toBeGreaterThanOrEqual(90);
  expect(terms).toMatchObject({ contractSize: '100000', marginMode: 2, feeRate: '0.0005', quoteCurrency: 'USD', precision: 5 });
});
afterAll(async () => {
  await t?.stop();
});

/** Every line of the statement (accountLog/forexChange, all pages), oldest first, values in units. */
async function statement(token: string) {
  const lines: Array<{ type: number; value: bigint }> = [];
  for (let page = 1; ; page++) {
    const body = await t.api(token, '/v1/api/main/accountLog/forexChange', { page });
    expect(body.code).toBe(1);
    for (const line of body.data.data as Array<{ Type: number; Value: string }>) lines.push({ type: line.Type, value: u(line.Value) });
    if (lines.length >= body.data.total || body.data.data.length === 0) break;
  }
  return lines.reverse();
}
const writeOffs = (lines: Array<{ type: number; value: bigint }>) => lines.filter((l) => l.type === WRITE_OFF).map((l) => l.value);
const sum = (lines: Array<{ value: bigint }>) => lines.reduce((s, l) => s + l.value, 0n);
/** What a person reads: the balance (2 decimals) and the account's detail. */
async function shown(token: string) {
  const balance = (await t.api(token, BALANCE)).data.balance as string;
  const detail = (await t.api(token, DETAIL)).data as Record<string, string | null>;
  return { balance, detail };
}

describe('negative balance protection per account (issue 18)', () => {
  it('A: a hedge whose losing leg is closed first carries the negative balance; nothing is given away', async () => {
    await t.tick([{ code: 'EURUSD', bid: '1.16840', ask: '1.16852' }]);
    const { token } = await t.account();
    // Long 90 lots at the ask 1.16852, leverage 500: margin 90 × 100,000 × 1.16852 ÷ 500 =
    // 21,033.36, fee 10.51668. Short 90 lots at the bid 1.16840: margin 21,031.20, fee 10.5156.
    const long = await t.api(token, SUBMIT, { type: 1, cont: '90', forex_id: eurusd, status: 1, multiple: 500 });
    expect(long.data).toMatchObject({ Price: '1.16852', CautionMoney: '21033.360000', TradeFee: '10.516680' });
    const short = await t.api(token, SUBMIT, { type: 2, cont: '90', forex_id: eurusd, status: 1, multiple: 500 });
    expect(short.data).toMatchObject({ Price: '1.16840', CautionMoney: '21031.200000', TradeFee: '10.515600' });
    // Balance 100,000 − 10.51668 − 10.5156 = 99,978.96772.

    // 150 pips up. The short closes at the ask: (1.16840 − 1.18352) × 9,000,000 = −136,080;
    // the long is worth (1.18340 − 1.16852) × 9,000,000 = +133,920 at the bid. Equity
    // 99,978.96772 − 2,160 = 97,818.96772 against 42,064.56 of margin (232 %): no stop-out.
    await t.tick([{ code: 'EURUSD', bid: '1.18340', ask: '1.18352' }]);
    expect((await shown(token)).detail).toMatchObject({ balance: '99978.97', equity: '97818.967720', margin: '42064.560000' });

    // Closing the losing short leaves the long open: the balance goes to 99,978.96772 − 136,080
    // = −36,101.03228 and stays there; equity is still 97,818.96772, the margin level
    // 97,818.96772 ÷ 21,033.36 = 465.06 %, free margin 76,785.60772. Nothing is written off.
    const closeShort = await t.api(token, CLOSE, { id: short.data.Id });
    expect(closeShort.data).toMatchObject({ Status: 3, FactProfits: '-136080.000000', CloseReason: 'user' });
    const afterShort = await shown(token);
    expect.soft(afterShort, 'after closing the short').toMatchObject({
      balance: '-36101.03',
      detail: { balance: '-36101.03', equity: '97818.967720', margin: '21033.360000', available: '76785.607720', all_fact_profits: '133920.000000', risk_rate: '465.06' },
    });
    expect.soft(writeOffs(await statement(token)), 'write-offs after closing the short').toEqual([]);

    // With a negative balance nothing can be opened (the fee is paid from the balance), not
    // even 0.01 lot, market or pending; nothing changes.
    for (const order of [{ status: 1 }, { status: 0, target_price: '1.18000' }] as Array<Record<string, string | number>>) {
      const refused = await t.api(token, SUBMIT, { type: 1, cont: '0.01', forex_id: eurusd, multiple: 500, ...order });
      expect.soft(refused.code, `a ${order.status ? 'market' : 'pending'} order with a negative balance is refused`).not.toBe(1);
    }
    expect.soft((await t.api(token, MY_DEAL, { status: 0 })).data.total, 'no pending order placed').toBe(0);

    // Closing the long: −36,101.03228 + 133,920 = 97,818.96772, what the account was worth.
    const closeLong = await t.api(token, CLOSE, { id: long.data.Id });
    expect(closeLong.data).toMatchObject({ Status: 3, FactProfits: '133920.000000', CloseReason: 'user' });
    const end = await shown(token);
    expect.soft(end, 'after closing the long').toMatchObject({ balance: '97818.97', detail: { balance: '97818.97', margin: '0.000000' } });
    const lines = await statement(token);
    expect.soft(writeOffs(lines), 'no write-off at all').toEqual([]);
    expect
      .soft(
        lines.map((l) => [l.type, l.value]),
        'the statement',
      )
      .toEqual([
        [5, u(DEMO)],
        [3, -u('10.51668')],
        [3, -u('10.5156')],
        [4, -u('136080')],
        [4, u('133920')],
      ]);
    expect.soft(sum(lines), 'the statement adds up to the balance').toBe(u('97818.96772'));
  });

  it('B: a stop-out that would leave a winning hedge open goes on while equity is below the level; the rest is written off once at the end', async () => {
    await t.tick([{ code: 'EURUSD', bid: '1.16840', ask: '1.16852' }]);
    const { token } = await t.account();
    // Long 80 lots at 1.16852, leverage 200: margin 80 × 100,000 × 1.16852 ÷ 200 = 46,740.80,
    // fee 23.3704. Short 20 lots at 1.16840: margin 11,684.00, fee 5.842. Balance 99,970.7876.
    const long = await t.api(token, SUBMIT, { type: 1, cont: '80', forex_id: eurusd, status: 1, multiple: 200 });
    expect(long.data).toMatchObject({ CautionMoney: '46740.800000', TradeFee: '23.370400' });
    const short = await t.api(token, SUBMIT, { type: 2, cont: '20', forex_id: eurusd, status: 1, multiple: 200 });
    expect(short.data).toMatchObject({ CautionMoney: '11684.000000', TradeFee: '5.842000' });

    // A 200-pip gap down. The long is worth (1.14840 − 1.16852) × 8,000,000 = −160,960, the
    // short (1.16840 − 1.14852) × 2,000,000 = +39,760: equity 99,970.7876 − 121,200 =
    // −21,229.2124, far below 50 % of 58,424.80. The stop-out closes the largest loss first,
    // the long: balance −60,989.2124, carried beside the short; equity is still −21,229.2124,
    // below 50 % of the short's 11,684, so the short closes too: balance −21,229.2124, and with
    // nothing left open one write-off of 21,229.2124 brings it to 0.
    await t.tick([{ code: 'EURUSD', bid: '1.14840', ask: '1.14852' }]);
    const open = await t.api(token, MY_DEAL, { status: 1 });
    expect.soft(open.data.total, 'the stop-out leaves nothing open').toBe(0);
    // Whatever the stop-out left open, its owner closes it now.
    for (const o of open.data.data as Array<{ Id: number }>) await t.api(token, CLOSE, { id: o.Id });

    const end = await shown(token);
    expect.soft(end, 'after everything closed').toMatchObject({ balance: '0.00', detail: { balance: '0.00', margin: '0.000000' } });
    const lines = await statement(token);
    expect
      .soft(
        lines.map((l) => [l.type, l.value]),
        'the statement: one write-off, the last line',
      )
      .toEqual([
        [5, u(DEMO)],
        [3, -u('23.3704')],
        [3, -u('5.842')],
        [4, -u('160960')],
        [4, u('39760')],
        [WRITE_OFF, u('21229.2124')],
      ]);
    expect.soft(sum(lines), 'the statement adds up to the balance').toBe(0n);
    const history = (await t.api(token, MY_DEAL, { status: 3 })).data.data as Array<{ Id: number; CloseReason: string; FactProfits: string }>;
    expect.soft(history.map((h) => [h.Id, h.CloseReason, h.FactProfits]).sort(), 'both legs closed by the stop-out, at the gap').toEqual(
      [
        [long.data.Id, 'stop_out', '-160960.000000'],
        [short.data.Id, 'stop_out', '39760.000000'],
      ].sort(),
    );
  });
});
