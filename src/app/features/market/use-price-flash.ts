import { useEffect, useRef, useState } from 'react';

/** 'up' or 'down' for a moment after the price moves, for a brief highlight; null otherwise. */
export function usePriceFlash(price: string): 'up' | 'down' | null {
  const previous = useRef(price);
  const [flash, setFlash] = useState<{ dir: 'up' | 'down'; at: number } | null>(null);
  useEffect(() => {
    const before = Number(previous.current);
    previous.current = price;
    const now = Number(price);
    if (!Number.isFinite(before) || before === now) return;
    setFlash({ dir: now > before ? 'up' : 'down', at: Date.now() });
    const timer = setTimeout(() => setFlash(null), 700);
    return () => clearTimeout(timer);
  }, [price]);
  return flash?.dir ?? null;
}
