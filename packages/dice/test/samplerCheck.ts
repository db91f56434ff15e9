// Test helper: draw many samples from a seeded sampler and run goodnessOfFit on them.
// The pattern every sampler test in the repo follows: fixed seed, p-value threshold 1e-6.
import { expect } from 'vitest';
import type { Distribution, Outcome } from '../src/distribution/Distribution.js';
import type { Rng } from '../src/rng/Rng.js';
import { seed } from '../src/rng/seed.js';
import { goodnessOfFit, type GoodnessOfFit } from '../src/stats/goodnessOfFit.js';

/** Draws `n` values with `draw`, threading the RNG state from `seed(seedValue)`. */
export function drawMany<T>(seedValue: number, n: number, draw: (rng: Rng) => readonly [T, Rng]): T[] {
  let rng = seed(seedValue);
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    const [x, next] = draw(rng);
    out.push(x);
    rng = next;
  }
  return out;
}

/** Asserts that `n` seeded draws fit the exact distribution (p > 1e-6); returns the test result. */
export function expectSamplerFits<T extends Outcome>(
  d: Distribution<T>,
  draw: (rng: Rng) => readonly [T, Rng],
  { seed: seedValue = 12345, n = 20_000 }: { seed?: number; n?: number } = {},
): GoodnessOfFit {
  const result = goodnessOfFit(d, drawMany(seedValue, n, draw));
  expect(result.degreesOfFreedom).toBeGreaterThan(0);
  expect(result.pValue).toBeGreaterThan(1e-6);
  return result;
}
