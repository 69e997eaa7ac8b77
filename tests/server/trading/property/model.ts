import { fee, margin, profit, usdRate, type UsdRate } from '../../../../src/contract/formulas.ts';
import { fromUnits, toUnits } from '../../../../src/server/db/units.ts';
import type { InstrumentInfo } from '../../../../src/server/market/catalog.ts';
import { formatPoints } from '../../../../src/server/market/prices.ts';

// The property test's own account model: what the books must hold after each operation,
// computed from the rules of issue 8 and the contract's formulas (src/contract/formulas.ts),
// not from the engine's code. Money and lots in units of 10^-8, prices in points.

export const FEE_TYPE = 2; // trade_fee_type's default: fee = margin × fee rate
export const STOP_OUT_LEVEL = 50n; // stop_out_level's default, percent

export interface ModelInstrument {
  info: InstrumentInfo;
  maxLots: bigint;
}

export interface ModelOrder {
  id: number;
  userId: number;
  instrumentId: number;
  side: 1 | 2;
  lots: bigint;
  leverage: number;
  status: 0 | 1;
  /** 1 limit, 2 stop; 0 for a holding opened at market. */
  pendingKind: 0 | 1 | 2;
  targetPrice: number;
  openPrice: number;
  takeProfit: number;
  stopLoss: number;
  margin: bigint;
  fee: bigint;
  /** When its triggers were last (re)armed: equal levels fire in arming order. */
  armedAt: number;
}

export interface ModelAccount {
  id: number;
  balance: bigint;
  margin: bigint;
  /** Open orders in the order they were placed. */
  orders: Map<number, ModelOrder>;
  clientKeys: Map<string, number>;
}

/** Why an operation must be refused (the model does not name the engine's error classes). */
export class Refusal extends Error {}

type Lane = 'bid-up' | 'bid-down' | 'ask-up' | 'ask-down';
const LANES: Lane[] = ['bid-up', 'bid-down', 'ask-up', 'ask-down'];
type Kind = 'entry' | 'take_profit' | 'stop_loss';

export type Closing = 'user' | 'take_profit' | 'stop_loss' | 'stop_out' | 'demo_reset';

export class AccountModel {
  readonly accounts = new Map<number, ModelAccount>();
  readonly quotes = new Map<number, { bid: number; ask: number }>();
  readonly instruments = new Map<number, ModelInstrument>();
  private readonly byCode = new Map<string, ModelInstrument>();
  private armClock = 0;
  /** What happened, for the end of the run to prove every path was taken. */
  readonly counts = { opened: 0, placed: 0, filled: 0, marginShort: 0, cancelled: 0, refused: 0, partial: 0, writeOffs: 0, resets: 0, duplicates: 0, rateStopOuts: 0 } as Record<string, number>;
  readonly closes: Record<Closing, number> = { user: 0, take_profit: 0, stop_loss: 0, stop_out: 0, demo_reset: 0 };

  constructor(
    instruments: ModelInstrument[],
    private readonly demoBalance: bigint,
  ) {
    for (const i of instruments) {
      this.instruments.set(i.info.id, i);
      this.byCode.set(i.info.code, i);
    }
  }

  addAccount(id: number): void {
    this.accounts.set(id, { id, balance: this.demoBalance, margin: 0n, orders: new Map(), clientKeys: new Map() });
  }

  account(id: number): ModelAccount {
    return this.accounts.get(id)!;
  }

  // ---- the contract's formulas in model units ----

  private price(id: number, points: number) {
    return formatPoints(points, this.instruments.get(id)!.info.precision);
  }
  /** USD rates at the current quotes, emptied whenever a quote changes. */
  private readonly rates = new Map<number, UsdRate>();
  rate(instrumentId: number): UsdRate {
    const known = this.rates.get(instrumentId);
    if (known) return known;
    const info = this.instruments.get(instrumentId)!.info;
    const rate = usdRate(info.quoteCurrency, (code) => {
      const source = this.byCode.get(code);
      const q = source && this.quotes.get(source.info.id);
      return q && { bid: this.price(source.info.id, q.bid), ask: this.price(source.info.id, q.ask) };
    });
    if (!rate) throw new Error(`model: no USD rate for ${info.code}`);
    this.rates.set(instrumentId, rate);
    return rate;
  }
  marginOf(instrumentId: number, lots: bigint, points: number, leverage: number): bigint {
    const info = this.instruments.get(instrumentId)!.info;
    return toUnits(margin({ lots: fromUnits(lots), contractSize: info.contractSize, price: this.price(instrumentId, points), leverage, marginMode: info.marginMode, rate: this.rate(instrumentId) }));
  }
  feeOf(instrumentId: number, lots: bigint, marginUnits: bigint): bigint {
    return toUnits(fee({ lots: fromUnits(lots), rate: this.instruments.get(instrumentId)!.info.feeRate, margin: fromUnits(marginUnits), feeType: FEE_TYPE }));
  }
  profitOf(o: ModelOrder, lots: bigint, closePoints: number): bigint {
    const info = this.instruments.get(o.instrumentId)!.info;
    return toUnits(profit({ side: o.side, lots: fromUnits(lots), profitContNum: info.profitContractSize, open: this.price(o.instrumentId, o.openPrice), current: this.price(o.instrumentId, closePoints), rate: this.rate(o.instrumentId) }));
  }
  /** A long closes on the bid, a short on the ask. */
  closingPrice(o: Pick<ModelOrder, 'side' | 'instrumentId'>): number {
    const q = this.quotes.get(o.instrumentId)!;
    return o.side === 1 ? q.bid : q.ask;
  }
  openingPrice(instrumentId: number, side: 1 | 2): number {
    const q = this.quotes.get(instrumentId)!;
    return side === 1 ? q.ask : q.bid;
  }
  floating(a: ModelAccount): bigint {
    let sum = 0n;
    for (const o of a.orders.values()) if (o.status === 1) sum += this.profitOf(o, o.lots, this.closingPrice(o));
    return sum;
  }
  /** Free margin (equity − used margin) covers margin + fee, and the cash balance covers the fee. */
  private affordable(a: ModelAccount, marginUnits: bigint, feeUnits: bigint): boolean {
    return a.balance + this.floating(a) - a.margin >= marginUnits + feeUnits && a.balance >= feeUnits;
  }

  // ---- commands ----

  private checkLots(instrumentId: number, lots: bigint) {
    const info = this.instruments.get(instrumentId)!;
    const step = toUnits(info.info.pip);
    if (lots < toUnits(info.info.minLots) || lots > info.maxLots || lots % step !== 0n) throw new Refusal('lots');
  }
  private checkStops(side: 1 | 2, reference: number, takeProfit: number, stopLoss: number) {
    if (takeProfit > 0 && (side === 1 ? takeProfit <= reference : takeProfit >= reference)) throw new Refusal('take-profit side');
    if (stopLoss > 0 && (side === 1 ? stopLoss >= reference : stopLoss <= reference)) throw new Refusal('stop-loss side');
  }

  /**
   * A submit: returns the order the model expects (its id given by `newId` once the engine
   * answered), an earlier order's id for a known client_key, or throws Refusal.
   */
  submit(userId: number, s: { side: 1 | 2; instrumentId: number; lots: bigint; leverage: number; pending: boolean; target?: number; takeProfit: number; stopLoss: number; clientKey?: string }): { duplicateOf: number } | { commit: (id: number) => void } {
    const a = this.account(userId);
    if (s.clientKey !== undefined && a.clientKeys.has(s.clientKey)) return { duplicateOf: a.clientKeys.get(s.clientKey)! };
    const info = this.instruments.get(s.instrumentId)!.info;
    if (!info.leverages.includes(s.leverage)) throw new Refusal('leverage');
    this.checkLots(s.instrumentId, s.lots);
    const remember = (id: number) => {
      if (s.clientKey !== undefined) a.clientKeys.set(s.clientKey, id);
    };
    const base = { userId, instrumentId: s.instrumentId, side: s.side, lots: s.lots, leverage: s.leverage, takeProfit: s.takeProfit, stopLoss: s.stopLoss };
    if (s.pending) {
      const target = s.target ?? 0;
      if (target <= 0) throw new Refusal('target');
      this.checkStops(s.side, target, s.takeProfit, s.stopLoss);
      const now = this.openingPrice(s.instrumentId, s.side);
      const limit = s.side === 1 ? target <= now : target >= now;
      const need = this.marginOf(s.instrumentId, s.lots, target, s.leverage);
      if (!this.affordable(a, need, this.feeOf(s.instrumentId, s.lots, need))) throw new Refusal('margin');
      return {
        commit: (id) => {
          a.orders.set(id, { ...base, id, status: 0, pendingKind: limit ? 1 : 2, targetPrice: target, openPrice: 0, margin: 0n, fee: 0n, armedAt: ++this.armClock });
          remember(id);
          this.counts.placed!++;
        },
      };
    }
    const price = this.openingPrice(s.instrumentId, s.side);
    this.checkStops(s.side, this.closingPrice(base), s.takeProfit, s.stopLoss);
    const m = this.marginOf(s.instrumentId, s.lots, price, s.leverage);
    const f = this.feeOf(s.instrumentId, s.lots, m);
    if (!this.affordable(a, m, f)) throw new Refusal('margin');
    return {
      commit: (id) => {
        a.balance -= f;
        a.margin += m;
        a.orders.set(id, { ...base, id, status: 1, pendingKind: 0, targetPrice: 0, openPrice: price, margin: m, fee: f, armedAt: ++this.armClock });
        remember(id);
        this.counts.opened!++;
      },
    };
  }

  /** Closes a holding, or `part` lots of it, at the price it closes at now (or `at`). */
  close(o: ModelOrder, why: Closing, part?: bigint, at = this.closingPrice(o)): void {
    const a = this.account(o.userId);
    const lots = part ?? o.lots;
    const gain = this.profitOf(o, lots, at);
    const released = part ? (o.margin * part) / o.lots : o.margin;
    const feeShare = part ? (o.fee * part) / o.lots : o.fee;
    a.balance += gain;
    // Negative balance protection: the loss beyond the balance is written off.
    if (a.balance < 0n) {
      a.balance = 0n;
      this.counts.writeOffs!++;
    }
    a.margin -= released;
    if (part) {
      o.lots -= part;
      o.margin -= released;
      o.fee -= feeShare;
      o.armedAt = ++this.armClock;
      this.counts.partial!++;
    } else {
      a.orders.delete(o.id);
      this.closes[why]++;
    }
  }

  userClose(userId: number, id: number, part?: bigint): void {
    const o = this.account(userId).orders.get(id);
    if (!o || o.status !== 1) throw new Refusal('not found');
    if (part !== undefined) {
      const step = toUnits(this.instruments.get(o.instrumentId)!.info.pip);
      if (part <= 0n || part > o.lots || part % step !== 0n) throw new Refusal('part');
      if (part === o.lots) part = undefined;
    }
    this.close(o, 'user', part);
  }

  cancel(userId: number, id: number): void {
    const a = this.account(userId);
    const o = a.orders.get(id);
    if (!o || o.status !== 0) throw new Refusal('not found');
    a.orders.delete(id);
    this.counts.cancelled!++;
  }

  setStops(userId: number, id: number, takeProfit: number, stopLoss: number): void {
    const o = this.account(userId).orders.get(id);
    if (!o) throw new Refusal('not found');
    this.checkStops(o.side, o.status === 0 ? o.targetPrice : this.closingPrice(o), takeProfit, stopLoss);
    o.takeProfit = takeProfit;
    o.stopLoss = stopLoss;
    o.armedAt = ++this.armClock;
  }

  /** Demo reset: positions close at the last price, pending orders go, the balance returns to the start. */
  reset(userId: number): void {
    this.closeAll(userId);
    this.account(userId).balance = this.demoBalance;
    this.counts.resets!++;
  }

  /** Closes every position at the last price and cancels every pending order, in the order they were placed. */
  closeAll(userId: number): void {
    const a = this.account(userId);
    for (const o of [...a.orders.values()]) {
      if (o.status === 0) a.orders.delete(o.id);
      else this.close(o, 'demo_reset');
    }
  }

  // ---- prices ----

  /** The triggers an order has now: lane, level, kind. */
  private triggers(o: ModelOrder): Array<{ lane: Lane; level: number; kind: Kind }> {
    if (o.status === 0) {
      const limit = o.pendingKind === 1;
      const lane: Lane = o.side === 1 ? (limit ? 'ask-down' : 'ask-up') : limit ? 'bid-up' : 'bid-down';
      return [{ lane, level: o.targetPrice, kind: 'entry' }];
    }
    const out: Array<{ lane: Lane; level: number; kind: Kind }> = [];
    if (o.takeProfit > 0) out.push({ lane: o.side === 1 ? 'bid-up' : 'ask-down', level: o.takeProfit, kind: 'take_profit' });
    if (o.stopLoss > 0) out.push({ lane: o.side === 1 ? 'bid-down' : 'ask-up', level: o.stopLoss, kind: 'stop_loss' });
    return out;
  }

  /**
   * A tick: new prices, then every trigger the new prices reach (decided on the state before
   * the tick, in lane order, nearest level first, equal levels in arming order), each at the
   * tick's price; then stop-out for every account that held a position in a ticked instrument
   * or in one whose USD rate a ticked instrument sets. Returns the accounts that changed.
   */
  tick(quotes: Array<{ instrumentId: number; bid: number; ask: number }>, rateDependents: (id: number) => number[]): Set<number> {
    for (const q of quotes) this.quotes.set(q.instrumentId, { bid: q.bid, ask: q.ask });
    this.rates.clear();
    const ticked = new Set(quotes.map((q) => q.instrumentId));
    const exposed = new Set<number>();
    for (const q of quotes) for (const d of rateDependents(q.instrumentId)) exposed.add(d);
    for (const id of ticked) exposed.add(id);
    const atRisk = new Set<number>();
    const fired: Array<{ o: ModelOrder; level: number; kind: Kind; price: number }> = [];
    for (const q of quotes) {
      const hits = new Map<Lane, Array<{ o: ModelOrder; level: number; kind: Kind; price: number }>>(LANES.map((lane) => [lane, []]));
      for (const a of this.accounts.values()) {
        for (const o of a.orders.values()) {
          if (o.instrumentId !== q.instrumentId) continue;
          for (const t of this.triggers(o)) {
            const price = t.lane.startsWith('bid') ? q.bid : q.ask;
            if (t.lane.endsWith('-up') ? price >= t.level : price <= t.level) hits.get(t.lane)!.push({ o, level: t.level, kind: t.kind, price });
          }
        }
      }
      for (const lane of LANES) {
        const up = lane.endsWith('-up');
        fired.push(...hits.get(lane)!.sort((x, y) => (x.level !== y.level ? (up ? x.level - y.level : y.level - x.level) : x.o.armedAt - y.o.armedAt)));
      }
    }
    const holdsTicked = new Set<number>();
    for (const a of this.accounts.values()) {
      for (const o of a.orders.values()) {
        if (o.status !== 1) continue;
        if (exposed.has(o.instrumentId)) atRisk.add(a.id);
        if (ticked.has(o.instrumentId)) holdsTicked.add(a.id);
      }
    }
    const changed = new Set<number>();
    for (const f of fired) {
      const a = this.account(f.o.userId);
      const o = a.orders.get(f.o.id);
      // Still armed at that level (an earlier trigger of the same tick may have changed it).
      if (!o || (f.kind === 'entry' ? o.status !== 0 || o.targetPrice !== f.level : o.status !== 1 || (f.kind === 'take_profit' ? o.takeProfit : o.stopLoss) !== f.level)) continue;
      changed.add(a.id);
      if (f.kind !== 'entry') {
        this.close(o, f.kind, undefined, f.price);
        continue;
      }
      const m = this.marginOf(o.instrumentId, o.lots, f.price, o.leverage);
      const fe = this.feeOf(o.instrumentId, o.lots, m);
      if (!this.affordable(a, m, fe)) {
        a.orders.delete(o.id);
        this.counts.marginShort!++;
        continue;
      }
      a.balance -= fe;
      a.margin += m;
      Object.assign(o, { status: 1, openPrice: f.price, margin: m, fee: fe, armedAt: ++this.armClock });
      this.counts.filled!++;
    }
    for (const userId of atRisk) {
      if (!this.stopOut(this.account(userId))) continue;
      changed.add(userId);
      // Stopped out by a rate alone: the account held nothing in the ticked instruments.
      if (!holdsTicked.has(userId)) this.counts.rateStopOuts!++;
    }
    return changed;
  }

  /** Closes the largest loss first while equity ÷ used margin × 100 is at or below the stop-out level. */
  private stopOut(a: ModelAccount): boolean {
    let any = false;
    // Far from the level (by a float estimate), nothing can close: the exact sums are only
    // needed near it (Decimal arithmetic is the slowest part of a tick).
    if (a.margin === 0n || this.roughRiskRate(a) > Number(STOP_OUT_LEVEL) * 1.05) return false;
    while (a.margin > 0n) {
      const equity = a.balance + this.floating(a);
      if (equity * 100n * 100_000_000n > STOP_OUT_LEVEL * 100_000_000n * a.margin) break;
      let worst: ModelOrder | undefined;
      let worstProfit = 0n;
      for (const o of a.orders.values()) {
        if (o.status !== 1) continue;
        const p = this.profitOf(o, o.lots, this.closingPrice(o));
        if (!worst || p < worstProfit) [worst, worstProfit] = [o, p];
      }
      if (!worst) break;
      this.close(worst, 'stop_out');
      any = true;
    }
    return any;
  }

  /** equity ÷ used margin × 100 in floating point, for telling accounts far from stop-out. */
  private roughRiskRate(a: ModelAccount): number {
    let equity = Number(a.balance) / 1e8;
    for (const o of a.orders.values()) {
      if (o.status !== 1) continue;
      const info = this.instruments.get(o.instrumentId)!.info;
      const r = this.rate(o.instrumentId);
      const scale = 10 ** info.precision;
      const diff = (o.side === 1 ? this.closingPrice(o) - o.openPrice : o.openPrice - this.closingPrice(o)) / scale;
      equity += (diff * (Number(o.lots) / 1e8) * Number(info.profitContractSize) * Number(r.num)) / Number(r.den);
    }
    return (equity / (Number(a.margin) / 1e8)) * 100;
  }

  /** Every account with an open order in one of these instruments. */
  exposedTo(instrumentIds: Set<number>): Set<number> {
    const out = new Set<number>();
    for (const a of this.accounts.values()) for (const o of a.orders.values()) if (instrumentIds.has(o.instrumentId)) { out.add(a.id); break; }
    return out;
  }
}
