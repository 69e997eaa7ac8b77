import { useEffect, useRef, type RefObject } from 'react';

/**
 * How long a price stays tinted after it moves, before its tint fades (FADE_MS). Quotes tick every
 * 500 ms: the tint must be gone well before the next tick, or a busy list looks permanently coloured.
 */
export const FLASH_MS = 140;
const FADE_MS = 110;

/** 'up' or 'down' when the price really moved, null when it did not (or was not a number before). */
export function flashDirection(before: string | undefined, now: string): 'up' | 'down' | null {
  if (before === undefined) return null;
  const a = Number(before);
  const b = Number(now);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === b) return null;
  return b > a ? 'up' : 'down';
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** On at once, held, then faded: the tint's opacity over FLASH_MS + FADE_MS. */
const TINT_KEYFRAMES: Keyframe[] = [{ opacity: 1 }, { opacity: 1, offset: FLASH_MS / (FLASH_MS + FADE_MS), easing: 'ease-out' }, { opacity: 0 }];

/**
 * A brief tint behind a price after the same instrument's price moves (`identity` changing, e.g.
 * another instrument on /trade, is no move); off for people who ask for reduced motion. `tint` is
 * the price's backdrop (`<span className="flash-tint" />`, quote.css): only its opacity is animated,
 * which the compositor runs, and no React state changes. A colour transition of the price itself,
 * set and cleared through state, had the list repaint every frame and render each row twice more
 * per tick: a settled / kept a phone's main thread 45 % busy (4x CPU), 18 % since, 7 % with no
 * tint at all (`npm run settled-cpu`, docs/benchmarks.md).
 */
export function usePriceFlash(tint: RefObject<HTMLElement | null>, price: string, identity: string | number = ''): void {
  const previous = useRef<{ price: string; identity: string | number } | null>(null);
  useEffect(() => {
    const before = previous.current?.identity === identity ? previous.current.price : undefined;
    previous.current = { price, identity };
    const direction = flashDirection(before, price);
    const element = tint.current;
    if (!direction || !element || reducedMotion()) return;
    // The colour changes only when the direction does (a style change of its own otherwise).
    if (element.dataset.direction !== direction) element.dataset.direction = direction;
    const animation = element.animate(TINT_KEYFRAMES, FLASH_MS + FADE_MS);
    return () => animation.cancel();
  }, [tint, price, identity]);
}
