import type { MarketContext } from './context.ts';
import { isScheduleOpen, nextOpening } from './sessions.ts';

/**
 * Open or closed, per instrument: its schedule's hours (sessions.ts), unless MARKET_HALTED
 * names it. A halted instrument is closed whatever its hours: no ticks, no orders, MarketStatus 0.
 */
export function createHours({ byId, clock, config }: MarketContext) {
  const halted = new Set(config.haltedCodes.map((c) => c.toUpperCase()));

  const isOpen = (id: number, at = clock.now()) => {
    const info = byId.get(id);
    return info !== undefined && !halted.has(info.code) && isScheduleOpen(info.schedule, at);
  };
  const marketStatus = (id: number, at?: number) => (isOpen(id, at) ? 1 : 0);
  // A halt has no known end: no NextOpen. The opening of a schedule is cached until it comes.
  const openings = new Map<string, { from: number; until: number | null }>();
  const nextOpen = (id: number, at = clock.now()): number | null => {
    const info = byId.get(id);
    if (!info || halted.has(info.code)) return null;
    const hit = openings.get(info.schedule);
    if (hit && hit.until !== null && at >= hit.from && at < hit.until) return hit.until;
    const until = nextOpening(info.schedule, at);
    if (until !== null) openings.set(info.schedule, { from: at, until });
    return until;
  };
  return { isOpen, marketStatus, nextOpen };
}
