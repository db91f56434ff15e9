import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { assertRng, type Rng } from './Rng.js';
import { RngStateError } from './RngStateError.js';
import { seed } from './seed.js';
import { nextInt } from './nextInt.js';
import { rollDie } from './rollDie.js';
import { split } from './split.js';
import { Roller } from './Roller.js';
import { seedFromEntropy } from './seedFromEntropy.js';

function stream(rng: Rng, n: number, sides: number): number[] {
  const out: number[] = [];
  let r = rng;
  for (let i = 0; i < n; i++) {
    const [f, next] = rollDie(r, sides);
    out.push(f);
    r = next;
  }
  return out;
}

describe('seed', () => {
  it('gives the same d6 stream for seed 0 on every run (changing it is a breaking change)', () => {
    expect(stream(seed(0), 12, 6)).toMatchInlineSnapshot(`
      [
        2,
        6,
        4,
        1,
        5,
        3,
        1,
        6,
        4,
        4,
        4,
        1,
      ]
    `);
  });
  it('gives the same d20 stream for seed 42 (changing it is a breaking change)', () => {
    expect(stream(seed(42), 8, 20)).toMatchInlineSnapshot(`
      [
        5,
        14,
        1,
        7,
        15,
        8,
        15,
        8,
      ]
    `);
  });
  it.each([Number.NaN, 1.5, Infinity, -Infinity, 2 ** 60])('rejects %s with RngStateError', (bad) => {
    expect(() => seed(bad)).toThrow(RngStateError);
  });
  test.prop([fc.integer()])('is deterministic', (s) => {
    expect(stream(seed(s), 5, 100)).toEqual(stream(seed(s), 5, 100));
  });
});

describe('rollDie', () => {
  test.prop([fc.integer(), fc.integer({ min: 1, max: 2 ** 40 })])('draws exactly what nextInt(rng, 1, sides) draws, and the same next state', (n, sides) => {
    const r = seed(n);
    expect(rollDie(r, sides)).toEqual(nextInt(r, 1, sides));
    const [, next] = rollDie(r, sides);
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
  });
  test.prop([fc.integer(), fc.integer({ min: 1, max: 1_000_000 })])('stays in 1..sides', (s, sides) => {
    const [f] = rollDie(seed(s), sides);
    expect(f).toBeGreaterThanOrEqual(1);
    expect(f).toBeLessThanOrEqual(sides);
    expect(Number.isInteger(f)).toBe(true);
  });
  it.each([0, -1, 2.5, Number.NaN])('rejects %s sides', (bad) => {
    expect(() => rollDie(seed(1), bad)).toThrow(RngStateError);
  });
  it('never mutates the state it is given', () => {
    const r = seed(9);
    const before = JSON.stringify(r);
    rollDie(r, 6);
    rollDie(r, 6);
    expect(JSON.stringify(r)).toBe(before);
    expect(Object.isFrozen(r)).toBe(true);
  });
  it('hits every face of a d6 with counts near 1/6 over 60000 rolls (fixed seed)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const f of stream(seed(2024), 60000, 6)) counts[f - 1] = (counts[f - 1] ?? 0) + 1;
    // chi-square with 5 df; 35.9 is the 1e-6 upper quantile
    const chi = counts.reduce((s, c) => s + (c - 10000) ** 2 / 10000, 0);
    expect(chi).toBeLessThan(35.9);
  });
});

describe('nextInt', () => {
  test.prop([fc.integer(), fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 1e9 })])(
    'stays in min..max',
    (s, min, span) => {
      const [v] = nextInt(seed(s), min, min + span);
      expect(v).toBeGreaterThanOrEqual(min);
      expect(v).toBeLessThanOrEqual(min + span);
    },
  );
  it('rejects max < min', () => {
    expect(() => nextInt(seed(1), 5, 4)).toThrow(RngStateError);
  });
});

describe('assertRng', () => {
  test.prop([fc.integer(), fc.nat(50)])('a JSON round-trip continues the same stream', (s, skip) => {
    let r = seed(s);
    for (let i = 0; i < skip; i++) r = rollDie(r, 6)[1];
    const copy: unknown = JSON.parse(JSON.stringify(r));
    assertRng(copy);
    expect(stream(copy, 10, 20)).toEqual(stream(r, 10, 20));
  });
  it.each([
    null,
    42,
    { algorithm: 'mt19937', state: [1, 2, 3, 4] },
    { algorithm: 'xoroshiro128+', state: [1, 2, 3] },
    { algorithm: 'xoroshiro128+', state: [1, 2, 3, 2 ** 40] },
    { algorithm: 'xoroshiro128+', state: [0, 0, 0, 0] },
  ])('rejects %j', (bad) => {
    expect(() => assertRng(bad)).toThrow(RngStateError);
  });
});

describe('split', () => {
  it('gives two streams that differ from each other and from the parent', () => {
    const parent = seed(5);
    const [a, b] = split(parent);
    const sa = stream(a, 20, 1000);
    const sb = stream(b, 20, 1000);
    expect(sa).not.toEqual(sb);
    expect(sb).not.toEqual(stream(parent, 20, 1000));
  });
  test.prop([fc.integer()])('is deterministic', (s) => {
    expect(split(seed(s))).toEqual(split(seed(s)));
  });
});

describe('Roller', () => {
  it('matches the pure API step for step and can be resumed from its saved state', () => {
    const r = new Roller(42);
    const got = [r.die(6), r.die(6), r.int(10, 20)];
    const [a, r1] = rollDie(seed(42), 6);
    const [b, r2] = rollDie(r1, 6);
    const [c, r3] = nextInt(r2, 10, 20);
    expect(got).toEqual([a, b, c]);
    expect(r.state).toEqual(r3);
    const resumed = new Roller(JSON.parse(JSON.stringify(r.state)) as Rng);
    expect(resumed.die(20)).toBe(rollDie(r3, 20)[0]);
  });
});

describe('seedFromEntropy', () => {
  it('returns a valid state together with the seed that reproduces it', () => {
    const { rng, seed: used } = seedFromEntropy();
    expect(rng).toEqual(seed(used));
  });
});

describe('nextInt (bounds)', () => {
  it('accepts min = max and bounds exactly 2^53 − 1 apart, refuses 2^53 apart', () => {
    expect(nextInt(seed(1), 7, 7)[0]).toBe(7);
    const [v] = nextInt(seed(1), 0, 2 ** 53 - 1);
    expect(Number.isSafeInteger(v)).toBe(true);
    expect(() => nextInt(seed(1), -1, 2 ** 53 - 1)).toThrow('nextInt needs safe integers min ≤ max at most 2^53 apart, got -1..9007199254740991');
  });

  it('names what it got in its error', () => {
    expect(() => nextInt(seed(1), 5, 4)).toThrow('nextInt needs safe integers min ≤ max at most 2^53 apart, got 5..4');
    expect(() => nextInt(seed(1), 1.5, 4)).toThrow('got 1.5..4');
    expect(() => nextInt(seed(1), 1, 4.5)).toThrow('got 1..4.5');
    expect(() => nextInt(seed(1), '1' as unknown as number, 4)).toThrow('got string..4');
    expect(() => nextInt(seed(1), 1, null as unknown as number)).toThrow('got 1..object');
  });

  it('reaches both ends of a small range and moves the state', () => {
    const seen = new Set<number>();
    let r: Rng = seed(3);
    for (let i = 0; i < 40; i++) {
      const [x, n] = nextInt(r, -1, 1);
      seen.add(x);
      expect(n).not.toEqual(r);
      r = n;
    }
    expect([...seen].sort()).toEqual([-1, 0, 1]);
  });
});
