// Seeded random numbers: the same seed (config.marketSeed plus a label) always gives the same
// stream, so history is reproducible and tests can rely on it. Math.random is never used.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal (mean 0, deviation 1). */
  normal(): number;
}

/** A 32-bit hash of a string (FNV-1a then a final mix), to turn labels into seeds. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** sfc32: small, fast and good enough for prices; seeded from the label's hashes. */
export function createRandom(label: string): Random {
  let a = hash(`a:${label}`);
  let b = hash(`b:${label}`);
  let c = hash(`c:${label}`);
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    const r = (t + d) | 0;
    c = (c + r) | 0;
    return (r >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next(); // warm up past the seeding pattern
  let spare: number | null = null;
  return {
    next,
    normal() {
      if (spare !== null) {
        const s = spare;
        spare = null;
        return s;
      }
      // Box–Muller, keeping the second value for the next call.
      const u = 1 - next();
      const v = next();
      const radius = Math.sqrt(-2 * Math.log(u));
      spare = radius * Math.sin(2 * Math.PI * v);
      return radius * Math.cos(2 * Math.PI * v);
    },
  };
}
