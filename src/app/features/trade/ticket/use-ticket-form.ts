import { useState } from 'react';
import { useAtom } from '../../../state/store.ts';
import { leverageByInstrumentAtom } from './leverage-memory.ts';
import type { Instrument } from '../../../../contract/market.ts';
import { lotsProblem, snapLots, stepLots, atMinimum, type LotRule } from './lots.ts';
import { defaultStops, stopProblem, stopReference, type Side } from './stops.ts';

// The ticket's inputs for one instrument. Take-profit and stop-loss hold null while untouched:
// they then follow the price and the direction (one price step to their valid side), so the
// default is never refused; once typed, they keep what was typed.

export function useTicketForm(instrument: Instrument, pending: boolean) {
  const rule: LotRule = { step: instrument.Pip, min: instrument.ForexMinCont };
  const leverages = instrument.HasForexMultiple.map((m) => m.Value);
  const [lots, setLots] = useState(instrument.ForexMinCont);
  // The leverage last used on this instrument, when it is still offered; else its first.
  const [remembered, setRemembered] = useAtom(leverageByInstrumentAtom);
  const [leverage, setLeverageNow] = useState<number | null>(remembered[instrument.Code] ?? leverages[0] ?? null);
  const setLeverage = (value: number) => {
    setLeverageNow(value);
    setRemembered((all) => ({ ...all, [instrument.Code]: value }));
  };
  // The pending target starts at the last price and then stays where it was put.
  const [target, setTarget] = useState<string | null>(pending ? instrument.ForexQuotations.Close : null);
  const [side, setSide] = useState<Side>(1);
  const [tpOn, setTpOn] = useState(false);
  const [slOn, setSlOn] = useState(false);
  const [tp, setTp] = useState<string | null>(null);
  const [sl, setSl] = useState<string | null>(null);

  const quote = instrument.ForexQuotations;
  const targetText = target ?? quote.Close;
  const referenceFor = (s: Side) => stopReference({ side: s, pending, target: targetText, bid: quote.Bid, ask: quote.Ask });
  const stopsFor = (s: Side) => {
    const defaults = defaultStops(s, referenceFor(s), instrument.PricePrecision);
    return { takeProfit: tp ?? defaults.takeProfit, stopLoss: sl ?? defaults.stopLoss };
  };
  const stops = stopsFor(side);
  const chosenLeverage = leverage !== null && leverages.includes(leverage) ? leverage : (leverages[0] ?? null);
  const targetBad = pending && !(/^\d+(\.\d+)?$/.test(targetText.trim()) && Number(targetText) > 0);

  /** What keeps an order in direction `s` from being sent; null when it can go. */
  const problemFor = (s: Side) => {
    if (lotsProblem(lots, rule)) return 'lots' as const;
    if (targetBad) return 'target' as const;
    const st = stopsFor(s);
    if (tpOn && stopProblem(s, referenceFor(s), 'take_profit', st.takeProfit)) return 'take_profit' as const;
    if (slOn && stopProblem(s, referenceFor(s), 'stop_loss', st.stopLoss)) return 'stop_loss' as const;
    return null;
  };

  return {
    rule,
    leverages,
    leverage: chosenLeverage,
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
    side,
    setSide,
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
    problemFor,
    /** The price a market order in direction `s` opens at, or the pending target. */
    openPrice: (s: Side) => (pending ? targetText : s === 1 ? quote.Ask : quote.Bid),
  };
}

export type TicketForm = ReturnType<typeof useTicketForm>;
