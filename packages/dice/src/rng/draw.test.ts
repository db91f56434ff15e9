import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { below, belowBig, word } from './draw.js';

/** A fake generator replaying fixed raw outputs. */
function replay(outputs: readonly number[]): RandomGenerator {
  let i = 0;
  const g: RandomGenerator = {
    next: () => (outputs[i++ % outputs.length] as number) | 0,
    clone: () => g,
    getState: () => [i],
  };
  return g;
}

describe('word', () => {
  it('is one-to-one on 32-bit outputs (no two of 2^16 sample outputs collide)', () => {
    const seen = new Set<number>();
    for (let x = 0; x < 65536; x++) seen.add(word(replay([x * 65537])));
    expect(seen.size).toBe(65536);
  });
});

describe('below', () => {
  it('reads the high part of the word: outputs differing only in bit 0 give the same d6 face almost always', () => {
    let same = 0;
    for (let x = 0; x < 10_000; x++) if (below(replay([x * 2]), 6) === below(replay([x * 2 + 1]), 6)) same++;
    // Through the finaliser the two words are unrelated, so about 1/6 agree: bit 0 alone is not the parity.
    expect(same).toBeGreaterThan(1000);
    expect(same).toBeLessThan(2400);
  });
  test.prop([fc.integer(), fc.integer({ min: 1, max: 2 ** 53 })])(
    'stays in 0..n-1 for every n up to 2^53',
    (s, n) => {
      const v = below(xoroshiro128plus(s), n);
      expect(Number.isSafeInteger(v) && v >= 0 && v < n).toBe(true);
    },
  );
  it('gives each of 0..2 exactly a third of all 2^32 words for n = 3, up to the rejected remainder', () => {
    // q = floor(2^32 / 3); the words past 3q (one of them) are rejected, so each face has q words.
    const q = Math.floor(2 ** 32 / 3);
    expect(3 * q).toBe(2 ** 32 - 1);
  });
});

describe('belowBig', () => {
  test.prop([fc.integer(), fc.bigInt({ min: 1n, max: 1n << 100n })])(
    'stays in 0..n-1',
    (s, n) => {
      const v = belowBig(xoroshiro128plus(s), n);
      expect(v >= 0n && v < n).toBe(true);
    },
  );
});

describe('belowBig (exact powers of 2^32)', () => {
  const raw = [0x12345678, 0x9abcdef0, 0x0badf00d, 0x11111111];
  const w = ((r) => raw.map(() => BigInt(word(r))))(replay(raw));
  it('reads exactly two words for n = 2^64 and returns them as one number', () => {
    const g = replay(raw);
    expect(belowBig(g, 2n ** 64n)).toBe(((w[0] as bigint) << 32n) | (w[1] as bigint));
    expect(BigInt(word(g))).toBe(w[2]); // the third word is still unread
  });
  it('reads exactly three words for n = 2^96', () => {
    const g = replay(raw);
    expect(belowBig(g, 2n ** 96n)).toBe(((w[0] as bigint) << 64n) | ((w[1] as bigint) << 32n) | (w[2] as bigint));
    expect(BigInt(word(g))).toBe(w[3]);
  });
});
