import { useState } from 'react';
import { useAtom } from '../../../state/store.ts';
import { leverageByInstrumentAtom } from './leverage-memory.ts';
import type { Instrument } from '../../../../contract/market.ts';
import { lotsProblem, snapLots, stepLots, atMinimum, type LotRule } from './lots.ts';
import { defaultStops, openingPrice, pendingTypeProblem, stopProblem, stopReference, type PendingType, type Side, type StopKind, type TicketQuote } from './stops.ts';
import { expireAt, lastExpiryDate, localDate, type ExpiryMode } from './expiry.ts';

// The ticket's inputs for one instrument. Take-profit and stop-loss hold null while untouched:
// they then follow the price and the direction (stops.ts: on their valid side, beyond the
// spread), so the default is never refused; once typed, they keep what was typed and are checked
// as typed, for each direction: a level may suit a buy and not a sell, and Buy and Sell are each
// let go, or held back with the reason, on their own.

/** Why an order in one direction cannot go yet; each is named in the person's words (TicketProblem.tsx). */
export type Problem =
  | { kind: 'lots' }
  | { kind: 'target' }
  | { kind: 'expiry' }
  | { kind: 'pending_type'; side: Side; type: PendingType; price: string }
  | { kind: StopKind; side: Side; why: 'number' | 'side'; reference: string };

/** Problems that hold back one direction only (the other may still go). */
export const oneSided = (p: Problem | null): boolean => p !== null && (p.kind === 'pending_type' || p.kind === 'take_profit' || p.kind === 'stop_loss');

export function useTicketForm(instrument: Instrument, pending: boolean) {
  const rule: LotRule = { step: instrument.Pip, min: instrument.ForexMinCont };
  const { leverages, leverage, setLeverage } = useLeverage(instrument);
  const [lots, setLots] = useState(instrument.ForexMinCont);
  // The pending target starts at the last price and then stays where it was put.
  const [target, setTarget] = useState<string | null>(pending ? instrument.ForexQuotations.Close : null);
  const [pendingType, setPendingType] = useState<PendingType>(1);
  const [expiryMode, setExpiryMode] = useState<ExpiryMode>('gtc');
  const [expiryDate, setExpiryDate] = useState<string>(() => localDate(new Date()));
  const [side, setSide] = useState<Side>(1);
  const [tpOn, setTpOn] = useState(false);
  const [slOn, setSlOn] = useState(false);
  const [tp, setTp] = useState<string | null>(null);
  const [sl, setSl] = useState<string | null>(null);

  const quote = instrument.ForexQuotations;
  const targetText = target ?? quote.Close;
  const q: TicketQuote = { pending, target: targetText, bid: quote.Bid, ask: quote.Ask, precision: instrument.PricePrecision };
  const targetBad = pending && !(/^\d+(\.\d+)?$/.test(targetText.trim()) && Number(targetText) > 0);
  const now = new Date();
  const expiry = pending ? expireAt(expiryMode, expiryDate, now) : 0;
  const { stopsFor, stopProblemFor, sideProblemFor } = directionChecks({ q, tp, sl, tpOn, slOn, pendingType, targetBad });

  /** What keeps an order in direction `s` from being sent; null when it can go. */
  const problemFor = (s: Side): Problem | null => {
    if (lotsProblem(lots, rule)) return { kind: 'lots' };
    if (targetBad) return { kind: 'target' };
    if (expiry === null) return { kind: 'expiry' };
    return sideProblemFor(s);
  };

  // The direction the levels are shown for: the last one pressed, unless only the other one
  // suits what was typed (a take-profit typed under the price is a sell's).
  const other: Side = side === 1 ? 2 : 1;
  const shownSide: Side = sideProblemFor(side) && !sideProblemFor(other) ? other : side;
  const stops = stopsFor(shownSide);

  return {
    rule,
    leverages,
    leverage,
    setLeverage,
    lots,
    setLots,
    lotsProblem: lotsProblem(lots, rule),
    atMinimum: atMinimum(lots, rule),
    step: (direction: 1 | -1) => setLots(stepLots(lots, rule, direction)),
    snap: () => setLots(snapLots(lots, rule)),
    target: targetText,
    targetBad,
    setTarget,
    /** On switching to the pending tab: the target starts at the last price. */
    startTarget: () => setTarget(quote.Close),
    pendingType,
    setPendingType,
    expiryMode,
    setExpiryMode,
    expiryDate,
    setExpiryDate,
    /** The chosen expiry as submit's expire_at (0: good till cancelled); null while the chosen date has passed or does not read. */
    expireAt: expiry,
    /** Today in the person's zone ('YYYY-MM-DD'), the earliest date the picker offers. */
    today: localDate(now),
    lastExpiryDate: lastExpiryDate(now),
    side,
    setSide,
    /** The direction the take-profit and stop-loss fields are shown and checked for. */
    shownSide,
    tpOn,
    slOn,
    toggleTp: (on: boolean) => {
      setTpOn(on);
      setTp(null);
    },
    toggleSl: (on: boolean) => {
      setSlOn(on);
      setSl(null);
    },
    takeProfit: stops.takeProfit,
    stopLoss: stops.stopLoss,
    setTp,
    setSl,
    stopsFor,
    /** The take-profit's or stop-loss's problem in the shown direction, named under its field. */
    stopProblem: (which: StopKind) => stopProblemFor(shownSide, which),
    problemFor,
    /** The price an order in direction `s` opens at: the ask for a buy, the bid for a sell, or the pending target. */
    openPrice: (s: Side) => openingPrice(s, q),
  };
}

export type TicketForm = ReturnType<typeof useTicketForm>;

/** The leverages offered, and the one chosen (remembered per instrument on this device). */
function useLeverage(instrument: Instrument) {
  const leverages = instrument.HasForexMultiple.map((m) => m.Value);
  // The leverage last used on this instrument, when it is still offered; else its first.
  const [remembered, setRemembered] = useAtom(leverageByInstrumentAtom);
  const [leverage, setLeverageNow] = useState<number | null>(remembered[instrument.Code] ?? leverages[0] ?? null);
  const setLeverage = (value: number) => {
    setLeverageNow(value);
    setRemembered((all) => ({ ...all, [instrument.Code]: value }));
  };
  const chosen = leverage !== null && leverages.includes(leverage) ? leverage : (leverages[0] ?? null);
  return { leverages, leverage: chosen, setLeverage };
}

/** The levels and the checks of one direction's order; `tp` and `sl` null while they follow the price. */
function directionChecks({
  q,
  tp,
  sl,
  tpOn,
  slOn,
  pendingType,
  targetBad,
}: {
  q: TicketQuote;
  tp: string | null;
  sl: string | null;
  tpOn: boolean;
  slOn: boolean;
  pendingType: PendingType;
  targetBad: boolean;
}) {
  const stopsFor = (s: Side) => {
    const defaults = defaultStops(s, q);
    return { takeProfit: tp ?? defaults.takeProfit, stopLoss: sl ?? defaults.stopLoss };
  };
  const stopProblemFor = (s: Side, which: StopKind): Problem | null => {
    const on = which === 'take_profit' ? tpOn : slOn;
    if (!on) return null;
    const st = stopsFor(s);
    const reference = stopReference(s, q);
    const why = stopProblem(s, reference, which, which === 'take_profit' ? st.takeProfit : st.stopLoss, q.precision);
    return why ? { kind: which, side: s, why, reference } : null;
  };
  const typeProblemFor = (s: Side): Problem | null =>
    q.pending && !targetBad && pendingTypeProblem(s, pendingType, q) ? { kind: 'pending_type', side: s, type: pendingType, price: s === 1 ? q.ask : q.bid } : null;
  /** The first problem with this direction's order alone (the pending type, then take-profit, then stop-loss). */
  const sideProblemFor = (s: Side): Problem | null => typeProblemFor(s) ?? stopProblemFor(s, 'take_profit') ?? stopProblemFor(s, 'stop_loss');
  return { stopsFor, stopProblemFor, sideProblemFor };
}
