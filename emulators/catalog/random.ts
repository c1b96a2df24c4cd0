// Seeded pseudo-random numbers for the catalogue generator. sfc32 is fast, passes PractRand to 2^42+
// and keeps its state in four 32-bit words, so a stream can be derived cheaply from (seed, salts),
// e.g. one independent stream per diamond index.

/** Mixes one 32-bit word into a hash state (murmur3-style finaliser on the running value). */
function mix(h: number, word: number): number {
  let k = Math.imul(word | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function finalise(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Hashes a string to a 32-bit salt, so streams can be named ("settings", "orders"). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** Box-Muller yields pairs; the second value is kept for the next call. */
  private spareNormal: number | null = null;

  constructor(seed: number, ...salts: (number | string)[]) {
    let h = mix(0x9e3779b9, seed);
    // Seeds above 2^32 (diamond indices are not, but callers may pass large seeds) keep their high bits.
    h = mix(h, Math.floor(seed / 0x100000000));
    for (const salt of salts) h = mix(h, typeof salt === 'string' ? hashString(salt) : salt);
    this.a = finalise(h ^ 0x243f6a88);
    this.b = finalise(h ^ 0x85a308d3);
    this.c = finalise(h ^ 0x13198a2e);
    this.d = 1;
    // The key words are already avalanche-mixed; a few rounds spread them through the counter too.
    for (let i = 0; i < 8; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let r = this.next() * total;
    for (const [item, weight] of entries) {
      r -= weight;
      if (r < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted() from an empty list');
    return last[0];
  }

  /** Standard normal scaled to (mean, sd). */
  normal(mean = 0, sd = 1): number {
    if (this.spareNormal !== null) {
      const z = this.spareNormal;
      this.spareNormal = null;
      return mean + sd * z;
    }
    const u = 1 - this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return mean + sd * radius * Math.cos(2 * Math.PI * v);
  }

  /** exp(N(mu, sigma)): positive and right-skewed, median e^mu. */
  lognormal(mu: number, sigma: number): number {
    return Math.exp(this.normal(mu, sigma));
  }

  /** A new shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}

/**
 * Cumulative weights for hot loops: `pickIndex` avoids the per-call tuple walk of `weighted`.
 * Used by the diamond generator, which draws millions of values.
 */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly items: readonly T[];

  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, weight], i) => {
      total += weight;
      this.cumulative[i] = total;
    });
    for (let i = 0; i < entries.length; i++) this.cumulative[i] = (this.cumulative[i] ?? 0) / total;
  }

  draw(random: Random): T {
    const r = random.next();
    const cumulative = this.cumulative;
    let i = 0;
    while (i < cumulative.length - 1 && r >= (cumulative[i] ?? 1)) i++;
    return this.items[i] as T;
  }
}
