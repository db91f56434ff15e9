// Sampler vs exact distribution: every mechanic simulated roll by roll (rollDie) must fit
// the fast exact algorithm under a chi-square test (fixed seeds, p > 1e-6). See samplerCheck.ts.
import { describe, it } from 'vitest';
import { countSuccesses } from '../src/distribution/countSuccesses.js';
import { die } from '../src/distribution/die.js';
import { dropLowest } from '../src/distribution/dropLowest.js';
import { explode } from '../src/distribution/explode.js';
import { highestOf } from '../src/distribution/highestOf.js';
import { keepHighest } from '../src/distribution/keepHighest.js';
import { keepLowest } from '../src/distribution/keepLowest.js';
import { reroll } from '../src/distribution/reroll.js';
import { sample } from '../src/distribution/sample.js';
import { sumOf } from '../src/distribution/sumOf.js';
import type { Rng } from '../src/rng/Rng.js';
import { rollDie } from '../src/rng/rollDie.js';
import { expectSamplerFits } from './samplerCheck.js';

function rollMany(rng: Rng, n: number, sides: number): readonly [number[], Rng] {
  const faces: number[] = [];
  let r = rng;
  for (let i = 0; i < n; i++) {
    const [f, next] = rollDie(r, sides);
    faces.push(f);
    r = next;
  }
  return [faces, r];
}
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe('samplers fit their exact distributions (chi-square, p > 1e-6)', () => {
  it('sample() fits 3d6, 4d6kh3 and 10d20kh3', () => {
    for (const d of [sumOf(3, die(6)), keepHighest(4, 3, die(6)), keepHighest(10, 3, die(20))]) {
      expectSamplerFits(d, (rng) => sample(rng, d), { seed: 11, n: 20_000 });
    }
  });
  it('rolling 4d6 and dropping the lowest fits dropLowest(4, 1, d6)', () => {
    expectSamplerFits(dropLowest(4, 1, die(6)), (rng) => {
      const [fs, next] = rollMany(rng, 4, 6);
      return [sum(fs) - Math.min(...fs), next] as const;
    }, { seed: 1 });
  });
  it('rolling 5d10 and keeping the 2 lowest fits keepLowest(5, 2, d10)', () => {
    expectSamplerFits(keepLowest(5, 2, die(10)), (rng) => {
      const [fs, next] = rollMany(rng, 5, 10);
      return [sum([...fs].sort((a, b) => a - b).slice(0, 2)), next] as const;
    }, { seed: 2 });
  });
  it('rolling with advantage fits highestOf(d20, d20)', () => {
    expectSamplerFits(highestOf(die(20), die(20)), (rng) => {
      const [fs, next] = rollMany(rng, 2, 20);
      return [Math.max(...fs), next] as const;
    }, { seed: 3 });
  });
  it('rerolling 1–2 once on a d12 fits reroll(..., once)', () => {
    expectSamplerFits(reroll(die(12), (x) => x <= 2, { mode: 'once' }), (rng) => {
      const [a, r1] = rollDie(rng, 12);
      return a > 2 ? ([a, r1] as const) : rollDie(r1, 12);
    }, { seed: 4 });
  });
  it('rerolling 1s until they stop fits reroll(..., until)', () => {
    expectSamplerFits(reroll(die(6), (x) => x === 1, { mode: 'until' }), (rng) => {
      let [a, r] = rollDie(rng, 6);
      while (a === 1) [a, r] = rollDie(r, 6);
      return [a, r] as const;
    }, { seed: 5 });
  });
  it('exploding and penetrating d6s fit explode(...) at depth 20', () => {
    for (const penetrate of [false, true]) {
      const d = explode(die(6), (x) => x === 6, { mode: penetrate ? 'penetrate' : 'explode', depth: 20 });
      expectSamplerFits(d, (rng) => {
        let [face, r] = rollDie(rng, 6);
        let total = face;
        while (face === 6) {
          [face, r] = rollDie(r, 6);
          total += face - (penetrate ? 1 : 0);
        }
        return [total, r] as const;
      }, { seed: 6 });
    }
  });
  it('counting 8+ successes with 1s cancelling on 10d10 fits countSuccesses', () => {
    expectSamplerFits(countSuccesses(10, die(10), (x) => x >= 8, (x) => x === 1), (rng) => {
      const [fs, next] = rollMany(rng, 10, 10);
      return [fs.filter((x) => x >= 8).length - fs.filter((x) => x === 1).length, next] as const;
    }, { seed: 7 });
  });
});
