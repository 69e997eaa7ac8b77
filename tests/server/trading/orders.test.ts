import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/index.ts';
import { BALANCE, CANCEL, CLOSE, DETAIL, MY_DEAL, SUBMIT, startTrading, u, type TradingServer } from './harness.ts';

let t: TradingServer;
let eurusd: number;
let usdjpy: number;

beforeAll(async () => {
  t = await startTrading();
  eurusd = t.id('EURUSD');
  usdjpy = t.id('USDJPY');
  await t.tick([
    { code: 'EURUSD', bid: '1.10000', ask: '1.10020' },
    { code: 'USDJPY', bid: '149.990', ask: '150.010' },
  ]);
});
afterAll(async () => {
  await t?.stop();
});

const buyEur = (token: string, extra: Record<string, string | number> = {}) => t.api(token, SUBMIT, { type: 1, cont: '1', forex_id: eurusd, status: 1, multiple: 100, ...extra });

describe('a market order', () => {
  it('buys at the ask and books fee and margin through the wallet', async () => {
    const { token, id } = await t.account();
    const res = await buyEur(token);
    expect(res.code).toBe(1);
    expect(res.msg).toBe('Order confirmed');
    // 1 lot × 100,000 × 1.10020 ÷ 100 = 1,100.20 margin; fee = margin × 0.0005 = 0.5501.
    expect(res.data).toMatchObject({ OrderType: 1, Status: 1, Price: '1.10020', OriginPrice: '1.10020', UpdatePrice: '1.10000', CautionMoney: '1100.200000', TradeFee: '0.550100', Quantity: '1.00' });
    const books = await t.books(id);
    expect(books.balance).toBe(u('99999.4499'));
    expect(books.ledger).toBe(books.balance);
    expect(books.margin).toBe(u('1100.2'));
    const fee = await t.server.db.selectFrom('ledger').selectAll().where('user_id', '=', BigInt(id)).where('type', '=', 3n).executeTakeFirstOrThrow();
    expect(fee).toMatchObject({ value: -u('0.5501'), ref_type: 'order', ref_id: String(res.data.Id), idem_key: `order:${res.data.Id}:fee` });
  });

  it('sells at the bid, and closing books the profit and frees the margin', async () => {
    const { token, id } = await t.account();
    const open = await t.api(token, SUBMIT, { type: 2, cont: '2', forex_id: eurusd, status: 1, multiple: 200 });
    // 2 × 100,000 × 1.10000 ÷ 200 = 1,100 margin, fee 0.55.
    expect(open.data).toMatchObject({ Price: '1.10000', CautionMoney: '1100.000000', TradeFee: '0.550000' });
    await t.tick([{ code: 'EURUSD', bid: '1.09500', ask: '1.09520' }]);
    // A short closes on the ask: (1.10000 − 1.09520) × 2 × 100,000 = 960.
    const holding = await t.api(token, MY_DEAL, { status: 1 });
    expect(holding.data).toMatchObject({ total: 1, all_fact_profits: '960.000000', balance: '99999.45' });
    expect(holding.data.data[0]).toMatchObject({ Id: open.data.Id, UpdatePrice: '1.09520', FactProfits: '960.000000' });
    const closed = await t.api(token, CLOSE, { id: open.data.Id });
    expect(closed).toMatchObject({ code: 1, msg: 'Closed' });
    expect(closed.data).toMatchObject({ Status: 3, UpdatePrice: '1.09520', FactProfits: '960.000000', CloseReason: 'user' });
    const books = await t.books(id);
    expect(books.balance).toBe(u('100959.45'));
    expect(books.ledger).toBe(books.balance);
    expect(books.margin).toBe(0n);
    const history = await t.api(token, MY_DEAL, { status: 3 });
    expect(history.data.total).toBe(1);
    expect(history.data.data[0]).toMatchObject({ Id: open.data.Id, FactProfits: '960.000000', Price: '1.10000', UpdatePrice: '1.09520' });
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(0);
    await t.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  });

  it('closes partially: the closed lots go to history, the rest stays open with its share of margin', async () => {
    const { token, id } = await t.account();
    const open = await t.api(token, SUBMIT, { type: 1, cont: '1.5', forex_id: eurusd, status: 1, multiple: 100 });
    await t.tick([{ code: 'EURUSD', bid: '1.10120', ask: '1.10140' }]);
    const part = await t.api(token, CLOSE, { id: open.data.Id, cont: '0.5' });
    expect(part.code).toBe(1);
    // (1.10120 − 1.10020) × 0.5 × 100,000 = 50.
    expect(part.data).toMatchObject({ Quantity: '0.50', FactProfits: '50.000000', Status: 3 });
    const rest = (await t.api(token, MY_DEAL, { status: 1 })).data.data[0];
    expect(rest).toMatchObject({ Id: open.data.Id, Quantity: '1.00' });
    // Margin 1.5 × 1,100.20 = 1,650.30; a third is released.
    expect(rest.CautionMoney).toBe('1100.200000');
    const books = await t.books(id);
    expect(books.margin).toBe(u('1100.2'));
    expect(books.ledger).toBe(books.balance);
    expect((await t.api(token, CLOSE, { id: open.data.Id, cont: '1.01' })).msg).toMatch(/Lots must be/);
    await t.tick([{ code: 'EURUSD', bid: '1.10000', ask: '1.10020' }]);
  });

  it('converts JPY margin and profit to USD (USDJPY)', async () => {
    const { token } = await t.account();
    const open = await t.api(token, SUBMIT, { type: 2, cont: '1', forex_id: usdjpy, status: 1, multiple: 100 });
    // 1 × 100,000 × 149.990 ÷ 100 = 149,990 JPY at 150.000 JPY per USD = 999.933334 (rounded up); fee 0.499967.
    expect(open.data).toMatchObject({ Price: '149.990', CautionMoney: '999.933334', TradeFee: '0.499967' });
    await t.tick([{ code: 'USDJPY', bid: '148.990', ask: '149.010' }]);
    // (149.990 − 149.010) × 100,000 = 98,000 JPY at 149.000 = 657.718121 USD.
    const list = await t.api(token, MY_DEAL, { status: 1 });
    expect(list.data.data[0]).toMatchObject({ UpdatePrice: '149.010', FactProfits: '657.718121' });
    const detail = await t.api(token, DETAIL);
    // balance 100,000 − 0.499967 = 99,999.500033; equity + 657.718121.
    expect(detail.data).toEqual({
      balance: '99999.50',
      lock_balance: '0.00',
      margin: '999.933334',
      equity: '100657.218154',
      available: '99657.284820',
      all_fact_profits: '657.718121',
      risk_rate: '10066.39',
      stop_out_level: '50',
    });
    expect((await t.api(token, BALANCE)).data).toEqual({ balance: '99999.50' });
    await t.tick([{ code: 'USDJPY', bid: '149.990', ask: '150.010' }]);
  });
});

describe('the other margin mode and fee type', () => {
  it('fixed margin (US30: 500 USD a lot) with a flat fee per lot (trade_fee_type 1)', async () => {
    await t.server.settings.set('trade_fee_type', 1);
    try {
      await t.tick([{ code: 'US30', bid: '47000.0', ask: '47002.5' }]);
      const { token, id } = await t.account();
      const open = await t.api(token, SUBMIT, { type: 1, cont: '2', forex_id: t.id('US30'), status: 1, multiple: 100 });
      // Margin 2 × 500 whatever the price or leverage; fee 2 lots × 0.0008.
      expect(open.data).toMatchObject({ Price: '47002.5', CautionMoney: '1000.000000', TradeFee: '0.001600' });
      await t.tick([{ code: 'US30', bid: '47100.0', ask: '47102.5' }]);
      // (47,100.0 − 47,002.5) × 2 lots × 1 USD a point = 195.
      const closed = await t.api(token, CLOSE, { id: open.data.Id });
      expect(closed.data).toMatchObject({ FactProfits: '195.000000' });
      expect(await t.books(id)).toMatchObject({ balance: u('100194.9984'), ledger: u('100194.9984'), margin: 0n });
    } finally {
      await t.server.settings.set('trade_fee_type', 2);
    }
  });
});

describe('a refused order changes nothing', () => {
  it.each([
    ['no leverage values', { forex_id: 'NGAS', multiple: 10 }, 'Leverage not configured, orders cannot be placed temporarily'],
    ['a leverage not offered', { multiple: 7 }, 'Please choose one of the leverage values offered for this instrument.'],
    ['lots off the step', { cont: '0.015' }, 'Lots must be from 0.01 to 100, in steps of 0.01.'],
    ['lots above the maximum', { cont: '100.01' }, 'Lots must be from 0.01 to 100, in steps of 0.01.'],
    ['gold lots above its own maximum', { forex_id: 'XAUUSD', cont: '50.01' }, 'Lots must be from 0.01 to 50, in steps of 0.01.'],
    ['lots of 0', { cont: '0' }, 'Lots must be from 0.01 to 100, in steps of 0.01.'],
    ['more margin than is free', { cont: '100', multiple: 10 }, 'Your available balance is not enough for the margin of this order.'],
    ['a take-profit below the price of a buy', { target_profit_price: '1.09000' }, 'The take-profit price must be on the profitable side of the current price.'],
    ['a stop-loss above the price of a buy', { stop_loss_price: '1.10100' }, 'The stop-loss price must be on the losing side of the current price.'],
    ['a pending order without a target', { status: 0 }, 'Please enter a target price above 0 for a pending order.'],
  ])('%s', async (_, extra, message) => {
    const { token, id } = await t.account();
    const before = await t.books(id);
    const params: Record<string, string | number> = { ...extra };
    if (typeof params.forex_id === 'string') params.forex_id = t.id(params.forex_id);
    const res = await buyEur(token, params);
    expect(res.code).not.toBe(1);
    expect(res.msg).toBe(message);
    expect(await t.books(id)).toEqual(before);
  });
});

describe('orders of one person', () => {
  it('the same client_key twice opens one order', async () => {
    const { token, id } = await t.account();
    const [a, b] = await Promise.all([buyEur(token, { client_key: 'k-1' }), buyEur(token, { client_key: 'k-1' })]);
    expect(a.data.Id).toBe(b.data.Id);
    const again = await buyEur(token, { client_key: 'k-1' });
    expect(again.data.Id).toBe(a.data.Id);
    expect((await t.api(token, MY_DEAL, { status: 1 })).data.total).toBe(1);
    expect((await t.books(id)).orderRows).toBe(1);
  });

  it("another user's order id answers order not found and changes nothing", async () => {
    const owner = await t.account();
    const other = await t.account();
    const open = await buyEur(owner.token);
    const pending = await buyEur(owner.token, { status: 0, target_price: '1.09000' });
    for (const [path, params] of [
      [CLOSE, { id: open.data.Id }],
      [CANCEL, { id: pending.data.Id }],
      ['/v1/api/forex/set_stop_price', { id: open.data.Id, stop_loss_price: '1.0' }],
    ] as const) {
      const res = await t.api(other.token, path, params);
      expect(res).toMatchObject({ code: ResultCode.REFUSED, msg: 'This order does not exist or is already closed.' });
    }
    expect((await t.api(owner.token, MY_DEAL, { status: 1 })).data.data[0]).toMatchObject({ Id: open.data.Id, TargetLossPrice: '0.00000' });
    expect((await t.api(owner.token, MY_DEAL, { status: 0 })).data.total).toBe(1);
  });
});
