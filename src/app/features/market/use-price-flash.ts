import { useEffect, useRef, useState } from 'react';

/**
 * How long a price stays tinted after it moves. Quotes tick every 500 ms: the tint must be gone
 * well before the next tick, or a busy list looks permanently coloured.
 */
export const FLASH_MS = 140;

/** 'up' or 'down' when the price really moved, null when it did not (or was not a number before). */
export function flashDirection(before: string | undefined, now: string): 'up' | 'down' | null {
  if (before === undefined) return null;
  const a = Number(before);
  const b = Number(now);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === b) return null;
  return b > a ? 'up' : 'down';
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A brief tint after the price of the same instrument moves (`identity` changing, e.g. another
 * instrument on /trade, is no move). Off for people who ask for reduced motion.
 */
export function usePriceFlash(price: string, identity: string | number = ''): 'up' | 'down' | null {
  const previous = useRef<{ price: string; identity: string | number } | null>(null);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = previous.current?.identity === identity ? previous.current.price : undefined;
    previous.current = { price, identity };
    const direction = flashDirection(before, price);
    if (!direction || reducedMotion()) return;
    setFlash(direction);
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => {
      clearTimeout(timer);
      setFlash(null);
    };
  }, [price, identity]);
  return flash;
}
