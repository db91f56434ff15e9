// Shared laws every distribution constructor must satisfy (style habit 6), checked with fast-check.
import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { countSuccesses } from '../src/distribution/countSuccesses.js';
import type { Distribution } from '../src/distribution/Distribution.js';
import { dropHighest } from '../src/distribution/dropHighest.js';
import { dropLowest } from '../src/distribution/dropLowest.js';
import { explode } from '../src/distribution/explode.js';
import { highestOf } from '../src/distribution/highestOf.js';
import { keepHighest } from '../src/distribution/keepHighest.js';
import { keepLowest } from '../src/distribution/keepLowest.js';
import { lowestOf } from '../src/distribution/lowestOf.js';
import { reroll } from '../src/distribution/reroll.js';
import { sumOf } from '../src/distribution/sumOf.js';
import { toTable } from '../src/distribution/toTable.js';
import { smallDie } from './arbitraries.js';

function expectLaws(d: Distribution<number>): void {
  expect(Object.isFrozen(d) && Object.isFrozen(d.outcomes) && Object.isFrozen(d.weights)).toBe(true);
  expect(d.outcomes.length).toBe(d.weights.length);
  for (let i = 1; i < d.outcomes.length; i++) expect(d.outcomes[i]).toBeGreaterThan(d.outcomes[i - 1] as number);
  for (const w of d.weights) expect(w > 0n).toBe(true);
  expect(d.weights.reduce((a, b) => a + b, 0n) + d.leftover).toBe(d.total);
  expect(d.leftover >= 0n).toBe(true);
  if (d.leftover === 0n) {
    const t = toTable(d);
    expect(t[0]?.atLeast).toEqual({ num: 1n, den: 1n });
    expect(t[t.length - 1]?.atMost).toEqual({ num: 1n, den: 1n });
  }
}

const build: Record<string, (n: number, k: number, d: Distribution<number>) => Distribution<number>> = {
  sumOf: (n, _k, d) => sumOf(n, d),
  keepHighest,
  keepLowest,
  dropHighest,
  dropLowest,
  highestOf: (n, _k, d) => highestOf(...Array.from({ length: n }, () => d)),
  lowestOf: (n, _k, d) => lowestOf(...Array.from({ length: n }, () => d)),
  rerollOnce: (_n, k, d) => reroll(d, (x) => x <= k, { mode: 'once' }),
  explode: (n, k, d) => explode(d, (x) => x >= k, { mode: 'explode', depth: n }),
  penetrate: (n, k, d) => explode(d, (x) => x >= k, { mode: 'penetrate', depth: n }),
  countSuccesses: (n, k, d) => countSuccesses(n, d, (x) => x >= k, (x) => x < 0),
};

describe('distribution laws', () => {
  for (const [name, make] of Object.entries(build)) {
    test.prop([fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 6 }), smallDie()], { numRuns: 40 })(
      `${name}: sorted, positive weights that add up to total with leftover, frozen`,
      (n, kRaw, d) => {
        expectLaws(make(n, Math.min(kRaw, n), d));
      },
    );
  }
});
