// The property test's own model of the books: what every account must hold after each
// operation, written from the trading rules in words (README "Trading rules", the engine's
// README, GLOSSARY.md, SPEC.md section 9 and issue 18's negative balance protection), NOT from
// the engine's code or the contract's formulas: it imports nothing from src/contract/formulas.ts
// or src/server/engine/, so a mistake there cannot hide by being copied here.
//
// Money and lots in units of 10^-8 (bigint); prices in points (integers at the instrument's
// precision). Everything is computed in exact fractions of bigints and rounded only where a rule
// says: margin and fee up to 6 decimals, profit half-even to 6 decimals.

/** trade_fee_type's default: fee = margin × fee rate (1 would be lots × fee rate). */
export const FEE_TYPE: 1 | 2 = 2;
/** stop_out_level's default, percent. */
export const STOP_OUT_LEVEL = 50n;
/** Ledger types the model books (the README's numbers). */
export const LEDGER = { FEE: 3, PROFIT: 4, WRITE_OFF: 7 } as const;

const UNIT = 100_000_000n;
/** 10^-6 in units: margin, fee and profit are rounded to 6 decimals. */
const MICRO = 100n;

// ---- exact arithmetic ----

export interface Frac {
  n: bigint;
  /** Always positive. */
  d: bigint;
}

/** A decimal string ("0.0005", "-12.5", "100000") as an exact fraction. */
export function fracOf(text: string): Frac {
  const negative = text.startsWith('-');
  const [whole, part = ''] = text.replace(/^[-+]/, '').split('.');
  const d = 10n ** BigInt(part.length);
  const n = BigInt(whole || '0') * d + BigInt(part || '0');
  return { n: negative ? -n : n, d };
}

/** ⌊n ÷ d⌋ for d > 0, whatever n's sign (bigint division truncates toward 0). */
export function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}
/** ⌈n ÷ d⌉ for d > 0. */
export function ceilDiv(n: bigint, d: bigint): bigint {
  return -floorDiv(-n, d);
}
/** n ÷ d to the nearest integer, halves to the even one, for d > 0. */
export function halfEvenDiv(n: bigint, d: bigint): bigint {
  const q = floorDiv(n, d);
  const twice = 2n * (n - q * d); // 0 ≤ twice < 2d
  if (twice > d || (twice === d && q % 2n !== 0n)) return q + 1n;
  return q;
}

/** Units from a decimal string, exactly (the test's data has at most 8 decimals). */
export function unitsOf(text: string): bigint {
  const f = fracOf(text);
  const scaled = f.n * UNIT;
  if (scaled % f.d !== 0n) throw new Error(`model: ${text} has more than 8 decimals`);
  return scaled / f.d;
}
/** Units as a decimal string with 8 decimals (for messages). */
export function textOf(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / UNIT}.${(abs % UNIT).toString().padStart(8, '0')}`;
}

// ---- the model's data ----

/** An instrument's terms as data (from the market's catalog: numbers as decimal strings). */
export interface ModelInstrument {
  id: number;
  code: string;
  quoteCurrency: string;
  precision: number;
  /** 1: fixed margin per lot (contractSize is that margin, in the quote currency). */
  marginMode: number;
  contractSize: string;
  profitContractSize: string;
  feeRate: string;
  leverages: number[];
  /** Lot step (GLOSSARY: Pip), minimum and maximum lots, in units. */
  lotStep: bigint;
  minLots: bigint;
  maxLots: bigint;
}

interface Terms extends ModelInstrument {
  cs: Frac;
  pcs: Frac;
  fr: Frac;
  /** 10^precision. */
  scale: bigint;
}

export type Side = 1 | 2;

export interface ModelOrder {
  id: number;
  userId: number;
  instrumentId: number;
  side: Side;
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

export type Closing = 'user' | 'take_profit' | 'stop_loss' | 'stop_out' | 'demo_reset';

/** One history row as the model expects it in the database (status 3). */
export interface HistoryRow {
  /** The order's id; a partial close's row has its own id and this as parent_id. */
  of: number;
  partial: boolean;
  reason: Closing | 'cancelled' | 'margin_short' | 'reset_cancel';
  lots: bigint;
  openPrice: number;
  closePrice: number;
  profit: bigint;
  margin: bigint;
  fee: bigint;
}

export interface ModelAccount {
  id: number;
  balance: bigint;
  margin: bigint;
  /** Open orders in the order they were placed. */
  orders: Map<number, ModelOrder>;
  clientKeys: Map<string, number>;
  /** What the ledger must hold beyond the funding and reset legs. */
  booked: { fee: bigint; profit: bigint; writeOff: bigint; writeOffs: number };
  history: HistoryRow[];
}

/** Why an operation must be refused (the model does not name the engine's error classes). */
export class Refusal extends Error {}

type Lane = 'bid-up' | 'bid-down' | 'ask-up' | 'ask-down';
const LANES: Lane[] = ['bid-up', 'bid-down', 'ask-up', 'ask-down'];
type Kind = 'entry' | 'take_profit' | 'stop_loss';

export class AccountModel {
  readonly accounts = new Map<number, ModelAccount>();
  readonly quotes = new Map<number, { bid: number; ask: number }>();
  private readonly terms = new Map<number, Terms>();
  private readonly byCode = new Map<string, Terms>();
  private armClock = 0;
  /** What happened, for the end of the run to prove every path was taken. */
  readonly counts: Record<string, number>;
  readonly closes: Record<Closing, number>;

  constructor(
    instruments: ModelInstrument[],
    private readonly demoBalance: bigint,
    /** Whether an instrument's market is open (stop-out closes only those). */
    private readonly isOpen: (instrumentId: number) => boolean = () => true,
    counts?: { counts: Record<string, number>; closes: Record<Closing, number> },
  ) {
    for (const i of instruments) {
      const t: Terms = { ...i, cs: fracOf(i.contractSize), pcs: fracOf(i.profitContractSize), fr: fracOf(i.feeRate), scale: 10n ** BigInt(i.precision) };
      this.terms.set(i.id, t);
      this.byCode.set(i.code, t);
    }
    this.counts = counts?.counts ?? {};
    this.closes = counts?.closes ?? { user: 0, take_profit: 0, stop_loss: 0, stop_out: 0, demo_reset: 0 };
  }

  private count(name: string, n = 1) {
    this.counts[name] = (this.counts[name] ?? 0) + n;
  }

  addAccount(id: number): void {
    this.accounts.set(id, { id, balance: this.demoBalance, margin: 0n, orders: new Map(), clientKeys: new Map(), booked: { fee: 0n, profit: 0n, writeOff: 0n, writeOffs: 0 }, history: [] });
  }

  account(id: number): ModelAccount {
    const a = this.accounts.get(id);
    if (!a) throw new Error(`model: no account ${id}`);
    return a;
  }

  instrument(id: number): ModelInstrument {
    return this.terms.get(id)!;
  }

  // ---- the rules' formulas ----

  /**
   * The USD value of one unit of an instrument's quote currency, at the current quotes: USD is
   * 1; a currency C with an instrument C+USD is that instrument's mid (bid + ask) ÷ 2; with
   * USD+C, 1 ÷ mid.
   */
  rate(instrumentId: number): Frac {
    const currency = this.terms.get(instrumentId)!.quoteCurrency;
    if (currency === 'USD') return { n: 1n, d: 1n };
    const direct = this.byCode.get(`${currency}USD`);
    if (direct) {
      const q = this.quotes.get(direct.id)!;
      return { n: BigInt(q.bid + q.ask), d: 2n * direct.scale };
    }
    const inverse = this.byCode.get(`USD${currency}`);
    if (inverse) {
      const q = this.quotes.get(inverse.id)!;
      return { n: 2n * inverse.scale, d: BigInt(q.bid + q.ask) };
    }
    throw new Error(`model: no USD rate for ${currency}`);
  }

  /** The instruments whose USD rate a tick of `sourceId` sets (not itself). */
  rateDependents(sourceId: number): number[] {
    const source = this.terms.get(sourceId)!;
    const out: number[] = [];
    for (const t of this.terms.values()) {
      if (t.id === sourceId || t.quoteCurrency === 'USD') continue;
      const c = t.quoteCurrency;
      const from = this.byCode.get(`${c}USD`) ?? this.byCode.get(`USD${c}`);
      if (from && from.id === source.id) out.push(t.id);
    }
    return out;
  }

  /**
   * Margin in USD units, rounded up to 6 decimals. MarginMode 1: lots × contract size (a fixed
   * margin per lot in the quote currency) × rate; otherwise lots × contract size × price ÷
   * leverage × rate.
   */
  marginOf(instrumentId: number, lots: bigint, points: number, leverage: number): bigint {
    const t = this.terms.get(instrumentId)!;
    const r = this.rate(instrumentId);
    // lots/10^8 × cs × [price/scale ÷ leverage] × rate, in units (× 10^8).
    let n = lots * t.cs.n * r.n;
    let d = t.cs.d * r.d;
    if (t.marginMode !== 1) {
      n *= BigInt(points);
      d *= t.scale * BigInt(leverage);
    }
    return ceilDiv(n, d * MICRO) * MICRO;
  }

  /** Fee in USD units, rounded up to 6 decimals: margin × fee rate (type 2) or lots × fee rate (type 1). */
  feeOf(instrumentId: number, lots: bigint, marginUnits: bigint): bigint {
    const t = this.terms.get(instrumentId)!;
    const base = FEE_TYPE === 1 ? lots : marginUnits;
    return ceilDiv(base * t.fr.n, t.fr.d * MICRO) * MICRO;
  }

  /** Profit in USD units of `lots` of an order closed at `closePoints`, half-even to 6 decimals, at the current rate. */
  profitOf(o: Pick<ModelOrder, 'instrumentId' | 'side' | 'openPrice'>, lots: bigint, closePoints: number): bigint {
    const t = this.terms.get(o.instrumentId)!;
    const r = this.rate(o.instrumentId);
    const diff = BigInt(o.side === 1 ? closePoints - o.openPrice : o.openPrice - closePoints);
    return halfEvenDiv(diff * lots * t.pcs.n * r.n, t.scale * t.pcs.d * r.d * MICRO) * MICRO;
  }

  /** A buy is valued and closed at the bid, a sell at the ask. */
  closingPrice(o: Pick<ModelOrder, 'side' | 'instrumentId'>): number {
    const q = this.quotes.get(o.instrumentId)!;
    return o.side === 1 ? q.bid : q.ask;
  }
  /** A buy opens at the ask, a sell at the bid. */
  openingPrice(instrumentId: number, side: Side): number {
    const q = this.quotes.get(instrumentId)!;
    return side === 1 ? q.ask : q.bid;
  }

  floatingOf(o: ModelOrder): bigint {
    return this.profitOf(o, o.lots, this.closingPrice(o));
  }
  /** Σ floating profit of the holdings, each valued as its profit formula at the current closing price. */
  floating(a: ModelAccount): bigint {
    let sum = 0n;
    for (const o of a.orders.values()) if (o.status === 1) sum += this.floatingOf(o);
    return sum;
  }
  equity(a: ModelAccount): bigint {
    return a.balance + this.floating(a);
  }
  holdings(a: ModelAccount): ModelOrder[] {
    return [...a.orders.values()].filter((o) => o.status === 1);
  }
  hasHoldings(a: ModelAccount): boolean {
    for (const o of a.orders.values()) if (o.status === 1) return true;
    return false;
  }
  /** Instruments the account holds long and short at once. */
  hedgedInstruments(a: ModelAccount): number[] {
    const sides = new Map<number, number>();
    for (const o of a.orders.values()) if (o.status === 1) sides.set(o.instrumentId, (sides.get(o.instrumentId) ?? 0) | o.side);
    return [...sides].filter(([, s]) => s === 3).map(([id]) => id);
  }

  /** Available (equity − used margin − lock, lock is 0 here) covers margin + fee, and the balance covers the fee. */
  private affordable(a: ModelAccount, marginUnits: bigint, feeUnits: bigint): boolean {
    return this.equity(a) - a.margin >= marginUnits + feeUnits && a.balance >= feeUnits;
  }

  // ---- commands ----

  private checkLots(instrumentId: number, lots: bigint) {
    const t = this.terms.get(instrumentId)!;
    if (lots < t.minLots || lots > t.maxLots || lots % t.lotStep !== 0n) throw new Refusal('lots');
  }
  private checkStops(side: Side, reference: number, takeProfit: number, stopLoss: number) {
    if (takeProfit > 0 && (side === 1 ? takeProfit <= reference : takeProfit >= reference)) throw new Refusal('take-profit side');
    if (stopLoss > 0 && (side === 1 ? stopLoss >= reference : stopLoss <= reference)) throw new Refusal('stop-loss side');
  }

  /**
   * A submit: returns the order the model expects (its id given by `commit` once the engine
   * answered), an earlier order's id for a known client_key, or throws Refusal.
   */
  submit(
    userId: number,
    s: { side: Side; instrumentId: number; lots: bigint; leverage: number; pending: boolean; target?: number; takeProfit: number; stopLoss: number; clientKey?: string },
  ): { duplicateOf: number } | { commit: (id: number) => void } {
    const a = this.account(userId);
    if (s.clientKey !== undefined && a.clientKeys.has(s.clientKey)) return { duplicateOf: a.clientKeys.get(s.clientKey)! };
    const t = this.terms.get(s.instrumentId)!;
    if (!t.leverages.includes(s.leverage)) throw new Refusal('leverage');
    this.checkLots(s.instrumentId, s.lots);
    const negative = a.balance < 0n;
    const refuse = (why: string) => {
      if (negative) this.count('refusedNegative');
      return new Refusal(why);
    };
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
      if (!this.affordable(a, need, this.feeOf(s.instrumentId, s.lots, need))) throw refuse('margin');
      return {
        commit: (id) => {
          a.orders.set(id, { ...base, id, status: 0, pendingKind: limit ? 1 : 2, targetPrice: target, openPrice: 0, margin: 0n, fee: 0n, armedAt: ++this.armClock });
          remember(id);
          this.count('placed');
        },
      };
    }
    const price = this.openingPrice(s.instrumentId, s.side);
    this.checkStops(s.side, this.closingPrice(base), s.takeProfit, s.stopLoss);
    const m = this.marginOf(s.instrumentId, s.lots, price, s.leverage);
    const f = this.feeOf(s.instrumentId, s.lots, m);
    if (!this.affordable(a, m, f)) throw refuse('margin');
    return {
      commit: (id) => {
        a.balance -= f;
        a.booked.fee -= f;
        a.margin += m;
        a.orders.set(id, { ...base, id, status: 1, pendingKind: 0, targetPrice: 0, openPrice: price, margin: m, fee: f, armedAt: ++this.armClock });
        remember(id);
        this.count('opened');
        if (this.hedgedInstruments(a).includes(s.instrumentId)) this.count('hedged');
      },
    };
  }

  /**
   * Closes a holding, or `part` lots of it, at `at` (its closing price now unless given). The
   * profit is booked; the margin (and the fee on the row) go pro rata, floor division, for a
   * part. Negative balance protection (issue 18): a loss is written off only when the account
   * is left with a negative balance and no holding; while other holdings stay open the negative
   * balance is carried.
   */
  close(o: ModelOrder, why: Closing, part?: bigint, at = this.closingPrice(o)): void {
    const a = this.account(o.userId);
    const lots = part ?? o.lots;
    const gain = this.profitOf(o, lots, at);
    const released = part ? (o.margin * part) / o.lots : o.margin;
    const feeShare = part ? (o.fee * part) / o.lots : o.fee;
    const hedgedBefore = this.hedgedInstruments(a).includes(o.instrumentId);
    a.balance += gain;
    a.booked.profit += gain;
    a.margin -= released;
    a.history.push({ of: o.id, partial: part !== undefined, reason: why, lots, openPrice: o.openPrice, closePrice: at, profit: gain, margin: released, fee: feeShare });
    if (part) {
      o.lots -= part;
      o.margin -= released;
      o.fee -= feeShare;
      o.armedAt = ++this.armClock;
      this.count('partial');
    } else {
      a.orders.delete(o.id);
      this.closes[why]++;
      if (hedgedBefore) this.count(`hedgeLeg_${why}`);
    }
    if (a.balance < 0n) {
      if (this.hasHoldings(a)) this.count(part ? 'carriedAfterPartial' : 'carried');
      else this.writeOff(a);
    }
  }

  private writeOff(a: ModelAccount) {
    a.booked.writeOff += -a.balance;
    a.booked.writeOffs++;
    a.balance = 0n;
    this.count('writeOffs');
  }

  userClose(userId: number, id: number, part?: bigint): void {
    const o = this.account(userId).orders.get(id);
    if (!o || o.status !== 1) throw new Refusal('not found');
    if (part !== undefined) {
      const step = this.terms.get(o.instrumentId)!.lotStep;
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
    a.history.push({ of: id, partial: false, reason: 'cancelled', lots: o.lots, openPrice: 0, closePrice: 0, profit: 0n, margin: 0n, fee: 0n });
    this.count('cancelled');
  }

  setStops(userId: number, id: number, takeProfit: number, stopLoss: number): void {
    const o = this.account(userId).orders.get(id);
    if (!o) throw new Refusal('not found');
    this.checkStops(o.side, o.status === 0 ? o.targetPrice : this.closingPrice(o), takeProfit, stopLoss);
    o.takeProfit = takeProfit;
    o.stopLoss = stopLoss;
    o.armedAt = ++this.armClock;
  }

  /** Demo reset: holdings close at the last price, pending orders go, then the balance returns to the start. */
  reset(userId: number): void {
    this.closeAll(userId);
    this.account(userId).balance = this.demoBalance;
    this.count('resets');
  }

  /** Closes every holding at the last price and cancels every pending order, in the order they were placed. */
  closeAll(userId: number): void {
    const a = this.account(userId);
    for (const o of [...a.orders.values()]) {
      if (o.status === 1) this.close(o, 'demo_reset');
      else {
        a.orders.delete(o.id);
        a.history.push({ of: o.id, partial: false, reason: 'reset_cancel', lots: o.lots, openPrice: 0, closePrice: 0, profit: 0n, margin: 0n, fee: 0n });
      }
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

  /** The instruments whose price or USD rate these ticked instruments set. */
  exposedInstruments(ticked: Iterable<number>): Set<number> {
    const out = new Set<number>();
    for (const id of ticked) {
      out.add(id);
      for (const d of this.rateDependents(id)) out.add(d);
    }
    return out;
  }

  /** Every account with an open order (pending or holding) in one of these instruments. */
  exposedTo(instrumentIds: Set<number>): Set<number> {
    const out = new Set<number>();
    for (const a of this.accounts.values()) {
      for (const o of a.orders.values()) {
        if (instrumentIds.has(o.instrumentId)) {
          out.add(a.id);
          break;
        }
      }
    }
    return out;
  }

  /**
   * A tick: new prices, then every trigger the new prices reach (decided on the state before the
   * tick, per quote in lane order, nearest level first, equal levels in arming order), each at
   * the tick's price; then stop-out for every account that held a position in an instrument
   * whose price or USD rate the tick set. Returns the accounts that changed.
   */
  tick(quotes: Array<{ instrumentId: number; bid: number; ask: number }>): Set<number> {
    for (const q of quotes) this.quotes.set(q.instrumentId, { bid: q.bid, ask: q.ask });
    const ticked = new Set(quotes.map((q) => q.instrumentId));
    const exposed = this.exposedInstruments(ticked);
    const fired: Array<{ o: ModelOrder; level: number; kind: Kind; price: number }> = [];
    for (const q of quotes) {
      if (!this.isOpen(q.instrumentId)) continue;
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
    const atRisk: ModelAccount[] = [];
    const holdsTicked = new Set<number>();
    for (const a of this.accounts.values()) {
      let risk = false;
      for (const o of a.orders.values()) {
        if (o.status !== 1) continue;
        if (exposed.has(o.instrumentId)) risk = true;
        if (ticked.has(o.instrumentId)) holdsTicked.add(a.id);
      }
      if (risk) atRisk.push(a);
    }
    const changed = new Set<number>();
    // Both legs of a hedge closed by this tick's take-profits and stop-losses.
    const closedSides = new Map<string, number>();
    for (const f of fired) {
      const a = this.account(f.o.userId);
      const o = a.orders.get(f.o.id);
      // Still armed at that level (an earlier trigger of the same tick may have changed it).
      if (!o || (f.kind === 'entry' ? o.status !== 0 || o.targetPrice !== f.level : o.status !== 1 || (f.kind === 'take_profit' ? o.takeProfit : o.stopLoss) !== f.level)) continue;
      changed.add(a.id);
      if (f.kind !== 'entry') {
        const key = `${a.id}:${o.instrumentId}`;
        closedSides.set(key, (closedSides.get(key) ?? 0) | o.side);
        this.close(o, f.kind, undefined, f.price);
        continue;
      }
      const m = this.marginOf(o.instrumentId, o.lots, f.price, o.leverage);
      const fe = this.feeOf(o.instrumentId, o.lots, m);
      if (!this.affordable(a, m, fe)) {
        a.orders.delete(o.id);
        a.history.push({ of: o.id, partial: false, reason: 'margin_short', lots: o.lots, openPrice: 0, closePrice: 0, profit: 0n, margin: 0n, fee: 0n });
        this.count('marginShort');
        if (a.balance < 0n) this.count('marginShortNegative');
        continue;
      }
      a.balance -= fe;
      a.booked.fee -= fe;
      a.margin += m;
      Object.assign(o, { status: 1, openPrice: f.price, margin: m, fee: fe, armedAt: ++this.armClock });
      this.count('filled');
      if (this.hedgedInstruments(a).includes(o.instrumentId)) this.count('hedged');
    }
    for (const sides of closedSides.values()) if (sides === 3) this.count('gapThroughBothLegs');
    for (const a of atRisk) {
      if (!this.stopOut(a)) continue;
      changed.add(a.id);
      // Stopped out by a rate alone: the account held nothing in the ticked instruments.
      if (!holdsTicked.has(a.id)) this.count('rateStopOuts');
    }
    return changed;
  }

  /** At or below the stop-out level: equity × 100 ≤ level × used margin, with margin used. */
  belowStopOut(a: ModelAccount): boolean {
    return a.margin > 0n && this.equity(a) * 100n <= STOP_OUT_LEVEL * a.margin;
  }

  /** Closes the largest loss first (open markets only) while the account is at or below the stop-out level. */
  private stopOut(a: ModelAccount): boolean {
    let any = false;
    const hedged = new Set(this.hedgedInstruments(a));
    const closedLegs = new Set<number>();
    while (this.belowStopOut(a)) {
      let worst: ModelOrder | undefined;
      let worstProfit = 0n;
      for (const o of a.orders.values()) {
        if (o.status !== 1 || !this.isOpen(o.instrumentId)) continue;
        const p = this.floatingOf(o);
        if (!worst || p < worstProfit) [worst, worstProfit] = [o, p];
      }
      if (!worst) break;
      if (hedged.has(worst.instrumentId)) closedLegs.add(worst.instrumentId);
      this.close(worst, 'stop_out');
      any = true;
    }
    if (any) {
      this.count('stopOutAccounts');
      // The stop-out closed one leg of a hedge and left the other open.
      if ([...closedLegs].some((id) => [...a.orders.values()].some((o) => o.status === 1 && o.instrumentId === id))) this.count('stopOutHedgeLeft');
      if (a.balance < 0n) this.count('stopOutNegativeCarried');
    }
    return any;
  }
}
