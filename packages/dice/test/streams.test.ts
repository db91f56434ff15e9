// Stream quality: the faults a seeded generator must not have (correlated neighbouring seeds,
// overlapping split streams, linear low bits, short entropy seeds). Fixed seeds throughout, and
// every statistical threshold is at p ≈ 1e-6 or rarer, so these tests are not flaky.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toGenerator, type Rng } from '../src/rng/Rng.js';
import { rollDie } from '../src/rng/rollDie.js';
import { seed } from '../src/rng/seed.js';
import { seedFromEntropy } from '../src/rng/seedFromEntropy.js';
import { split } from '../src/rng/split.js';
import { chiSquareSurvival } from '../src/stats/chiSquareSurvival.js';

function faces(rng: Rng, n: number, sides: number): number[] {
  const out: number[] = [];
  let r = rng;
  for (let i = 0; i < n; i++) {
    const [f, next] = rollDie(r, sides);
    out.push(f);
    r = next;
  }
  return out;
}

/** Linear complexity over GF(2) of a bit sequence (Berlekamp–Massey). */
function linearComplexity(bits: readonly number[]): number {
  const n = bits.length;
  const c = new Uint8Array(n + 1);
  let b = new Uint8Array(n + 1);
  c[0] = 1;
  b[0] = 1;
  let l = 0;
  let m = -1;
  for (let i = 0; i < n; i++) {
    let d = bits[i] as number;
    for (let j = 1; j <= l; j++) d ^= (c[j] as number) & (bits[i - j] as number);
    if (d === 0) continue;
    const t = c.slice();
    for (let j = 0; j + i - m <= n; j++) c[j + i - m] = (c[j + i - m] as number) ^ (b[j] as number);
    if (2 * l <= i) {
      l = i + 1 - l;
      m = i;
      b = t;
    }
  }
  return l;
}

describe('seed', () => {
  it('gives neighbouring seeds independent dice: 10,000 adjacent pairs pass a chi-square test on each of the first 8 d6', () => {
    const first = Array.from({ length: 10_001 }, (_, s) => faces(seed(s), 8, 6));
    for (let k = 0; k < 8; k++) {
      const cells = new Array<number>(36).fill(0);
      for (let s = 0; s < 10_000; s++) {
        const a = (first[s] as number[])[k] as number;
        const b = (first[s + 1] as number[])[k] as number;
        cells[(a - 1) * 6 + (b - 1)] = (cells[(a - 1) * 6 + (b - 1)] ?? 0) + 1;
      }
      const expected = 10_000 / 36;
      const chi = cells.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      expect(chiSquareSurvival(chi, 35), `die ${k + 1}: χ² = ${chi}`).toBeGreaterThan(1e-6);
    }
  });

  it('does not give seed s + 1 the first d20 of seed s minus one (the unmixed seed did, for every s)', () => {
    const d20 = Array.from({ length: 200 }, (_, s) => faces(seed(s), 1, 20)[0] as number);
    const shifted = d20.slice(1).filter((f, s) => f === (((d20[s] as number) + 18) % 20) + 1).length;
    // By chance about 199/20 ≈ 10 of them; the old stream had all 199.
    expect(shifted).toBeLessThan(40);
  });

  it('uses every bit of a safe-integer seed (seeds 2^32 apart differ)', () => {
    expect(faces(seed(2 ** 32 + 5), 8, 1000)).not.toEqual(faces(seed(5), 8, 1000));
    expect(faces(seed(-5), 8, 1000)).not.toEqual(faces(seed(5), 8, 1000));
  });
});

describe('rollDie', () => {
  it('gives d6 parities with linear complexity near 1,000 over 2,000 faces (the raw low bit has 128)', () => {
    for (const s of [1, 42, 2026]) {
      const parity = faces(seed(s), 2000, 6).map((f) => f & 1);
      // A random sequence has complexity n/2 with a geometric spread of about ±2.
      expect(Math.abs(linearComplexity(parity) - 1000)).toBeLessThanOrEqual(20);
    }
  });

  it('would catch a linear bit: the raw generator output bit 0 has linear complexity at most 128', () => {
    const g = toGenerator(seed(1));
    const bits = Array.from({ length: 2000 }, () => g.next() & 1);
    expect(linearComplexity(bits)).toBeLessThanOrEqual(128);
  });
});

describe('split', () => {
  it('gives the 511 nodes of a depth-8 split tree streams that never meet in their first 64 states', () => {
    const nodes: Rng[] = [];
    const grow = (r: Rng, depth: number): void => {
      nodes.push(r);
      if (depth === 8) return;
      const [a, b] = split(r);
      grow(a, depth + 1);
      grow(b, depth + 1);
    };
    grow(seed(7), 0);
    expect(nodes).toHaveLength(511);
    // Every state each node passes through in 64 draws, across all nodes: one repeat would mean
    // two nodes share a stream from that point on (equal, or one a shift of the other).
    const seen = new Set<string>();
    for (const r of nodes) {
      const g = toGenerator(r);
      for (let i = 0; i < 64; i++) {
        seen.add(g.getState().join(','));
        g.next();
      }
    }
    expect(seen.size).toBe(511 * 64);
  });

  it('does not give split(split(x)[0])[1] and split(split(x)[1])[0] the same dice', () => {
    const [l, r] = split(seed(11));
    expect(faces(split(l)[1], 20, 1000)).not.toEqual(faces(split(r)[0], 20, 1000));
  });
});

describe('seedFromEntropy', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the secure source for 128 bits and every one of them changes the state', () => {
    let words = new Uint32Array([0x01234567, 0x89abcdef, 0xdeadbeef, 0x0badf00d]);
    const requested: number[] = [];
    vi.stubGlobal('crypto', {
      getRandomValues(a: Uint32Array): Uint32Array {
        requested.push(a.byteLength * 8);
        a.set(words.subarray(0, a.length));
        return a;
      },
    });
    const base = seedFromEntropy();
    expect(requested).toEqual([128]);
    expect(base.seed).toBe('0123456789abcdefdeadbeef0badf00d');
    expect(seed(base.seed)).toEqual(base.rng);
    const states = new Set([base.rng.state.join(',')]);
    for (let bit = 0; bit < 128; bit++) {
      words = new Uint32Array([0x01234567, 0x89abcdef, 0xdeadbeef, 0x0badf00d]);
      words[bit >> 5] = ((words[bit >> 5] as number) ^ (1 << (bit & 31))) >>> 0;
      states.add(seedFromEntropy().rng.state.join(','));
    }
    expect(states.size).toBe(129);
  });

  it('returns a fresh 32-digit seed code each time on the real platform', () => {
    const a = seedFromEntropy();
    const b = seedFromEntropy();
    expect(a.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(a.seed).not.toBe(b.seed);
    expect(seed(a.seed)).toEqual(a.rng);
  });
});
