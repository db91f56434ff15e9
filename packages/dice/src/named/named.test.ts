import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { expectSamplerFits } from '../../test/samplerCheck.js';
import { probability } from '../distribution/probability.js';
import { seed } from '../rng/seed.js';
import { MAX_NAMED_FACES, MAX_NAMED_POOL, MAX_SYMBOLS_PER_FACE } from './limits.js';
import { NamedDieError } from './NamedDieError.js';
import { namedDie, type NamedDie, type NamedFaceInput } from './namedDie.js';
import { namedFaceDistribution } from './namedFaceDistribution.js';
import { netSymbolDistribution } from './netSymbolDistribution.js';
import { rollNamedDice } from './rollNamedDice.js';
import { symbolCountDistribution } from './symbolCountDistribution.js';
import { tallyNamedDice } from './tallyNamedDice.js';

const coin = namedDie([{ name: 'heads', symbols: { heads: 1 } }, { name: 'tails' }]);
const skull = { name: 'skull', symbols: { skull: 1 } };
const whiteShield = { name: 'white shield', symbols: { shield: 1 } };
/** Three skulls, two white shields, one black shield (a six-sided combat die). */
const combat = namedDie([skull, skull, skull, whiteShield, whiteShield, { name: 'black shield', symbols: { blackShield: 1 } }]);
const fate = namedDie([
  { name: 'minus', symbols: { minus: 1 } },
  { name: 'minus', symbols: { minus: 1 } },
  { name: 'blank' },
  { name: 'blank' },
  { name: 'plus', symbols: { plus: 1 } },
  { name: 'plus', symbols: { plus: 1 } },
]);
// Narrative-style eight-sided dice whose faces show several symbols.
const ability = namedDie([
  { name: 'blank' },
  { name: 'success', symbols: { success: 1 } },
  { name: 'success', symbols: { success: 1 } },
  { name: 'success success', symbols: { success: 2 } },
  { name: 'advantage', symbols: { advantage: 1 } },
  { name: 'advantage', symbols: { advantage: 1 } },
  { name: 'success advantage', symbols: { success: 1, advantage: 1 } },
  { name: 'advantage advantage', symbols: { advantage: 2 } },
]);
const difficulty = namedDie([
  { name: 'blank' },
  { name: 'failure', symbols: { failure: 1 } },
  { name: 'failure failure', symbols: { failure: 2 } },
  { name: 'threat', symbols: { threat: 1 } },
  { name: 'threat', symbols: { threat: 1 } },
  { name: 'threat', symbols: { threat: 1 } },
  { name: 'threat threat', symbols: { threat: 2 } },
  { name: 'failure threat', symbols: { failure: 1, threat: 1 } },
]);

/** The exact distribution as `outcome: weight/total` strings (easy to compare with hand work). */
const table = (d: { outcomes: readonly unknown[]; weights: readonly bigint[]; total: bigint }): string[] =>
  d.outcomes.map((o, k) => `${String(o)}: ${d.weights[k]}/${d.total}`);

describe('namedDie', () => {
  it('copies and freezes the faces, dropping zero counts and leaving the input alone', () => {
    const input: readonly NamedFaceInput[] = Object.freeze([Object.freeze({ name: 'hit', symbols: Object.freeze({ hit: 1, miss: 0 }) }), Object.freeze({ name: 'blank' })]);
    const d = namedDie(input);
    expect(d).toEqual({ faces: [{ name: 'hit', symbols: { hit: 1 } }, { name: 'blank', symbols: {} }] });
    expect(Object.isFrozen(d.faces)).toBe(true);
    expect(Object.isFrozen(d.faces[0]?.symbols)).toBe(true);
    expect(input[0]?.symbols).toEqual({ hit: 1, miss: 0 });
  });

  it('accepts repeated faces of one name and the same symbols', () => {
    expect(combat.faces).toHaveLength(6);
  });

  it('refuses bad dice with a NamedDieError naming the problem', () => {
    const bad = (faces: unknown, reason: string, text: RegExp): void => {
      let err: unknown;
      try {
        namedDie(faces as NamedFaceInput[]);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(NamedDieError);
      expect(err).toMatchObject({ name: 'NamedDieError', reason });
      expect((err as Error).message).toMatch(text);
    };
    bad([], 'die', /non-empty array/);
    bad('heads', 'die', /non-empty array/);
    bad([null], 'die', /face 0 must be an object/);
    bad([{ name: '' }], 'die', /non-empty name/);
    bad([{ name: 3 }], 'die', /non-empty name/);
    bad([skull, { name: 'skull', symbols: { shield: 1 } }], 'die', /'skull' show different symbols/);
    bad([{ name: 'x', symbols: [1] }], 'symbol', /must be an object of counts/);
    bad([{ name: 'x', symbols: { '': 1 } }], 'symbol', /empty symbol name/);
    bad([{ name: 'x', symbols: { hit: 1.5 } }], 'symbol', /whole number/);
    bad([{ name: 'x', symbols: { hit: -1 } }], 'symbol', /whole number/);
    bad([{ name: 'x', symbols: { hit: MAX_SYMBOLS_PER_FACE + 1 } }], 'limit', /at most 20/);
    bad(Array.from({ length: MAX_NAMED_FACES + 1 }, (_, k) => ({ name: `f${k}` })), 'limit', /at most 1000 faces/);
  });
});

describe('namedFaceDistribution', () => {
  it('gives a coin 1/2 heads', () => {
    expect(probability(namedFaceDistribution(coin), 'heads')).toEqual({ num: 1n, den: 2n });
  });

  it('weighs each name by how many faces carry it, in order of first appearance', () => {
    expect(table(namedFaceDistribution(combat))).toEqual(['skull: 3/6', 'white shield: 2/6', 'black shield: 1/6']);
  });

  it('refuses what is not a named die', () => {
    expect(() => namedFaceDistribution({ faces: [] } as unknown as NamedDie)).toThrow(NamedDieError);
    expect(() => namedFaceDistribution({ faces: [{ name: 'x', symbols: { a: -1 } }] })).toThrow(NamedDieError);
  });
});

describe('symbolCountDistribution', () => {
  it('gives 3/8 for exactly two skulls on three dice of three skull faces in six', () => {
    const skulls = namedDie([skull, skull, skull, { name: 'shield' }, { name: 'shield' }, { name: 'blank' }]);
    const d = symbolCountDistribution([skulls, skulls, skulls], 'skull');
    expect(probability(d, 2)).toEqual({ num: 3n, den: 8n });
    expect(table(d)).toEqual(['0: 27/216', '1: 81/216', '2: 81/216', '3: 27/216']);
  });

  it('counts every symbol a face shows (two successes on one face add 2)', () => {
    // Successes on one ability die: blank, a, a, aa → 0; s, s, sa → 1; ss → 2.
    expect(table(symbolCountDistribution([ability], 'success'))).toEqual(['0: 4/8', '1: 3/8', '2: 1/8']);
    expect(table(symbolCountDistribution([ability], ['success', 'advantage']))).toEqual(['0: 1/8', '1: 4/8', '2: 3/8']);
  });

  it('is exactly 0 for an empty pool or a symbol no die shows', () => {
    expect(table(symbolCountDistribution([], 'skull'))).toEqual(['0: 1/1']);
    expect(table(symbolCountDistribution([coin], 'skull'))).toEqual(['0: 2/2']);
  });

  it('never reads an inherited member as a symbol count', () => {
    expect(table(symbolCountDistribution([coin], 'constructor'))).toEqual(['0: 2/2']);
    const odd = namedDie([{ name: 'a', symbols: JSON.parse('{"__proto__": 2}') as Record<string, number> }, { name: 'b' }]);
    expect(table(symbolCountDistribution([odd], '__proto__'))).toEqual(['0: 1/2', '2: 1/2']);
  });

  it('refuses a pool over MAX_NAMED_POOL before any work, and bad symbols', () => {
    expect(() => symbolCountDistribution(Array<NamedDie>(MAX_NAMED_POOL + 1).fill(coin), 'heads')).toThrow(expect.objectContaining({ reason: 'limit' }) as Error);
    expect(() => symbolCountDistribution([coin], '')).toThrow(expect.objectContaining({ reason: 'symbol' }) as Error);
    expect(() => symbolCountDistribution([coin], [])).toThrow(NamedDieError);
    expect(() => symbolCountDistribution('coin' as unknown as NamedDie[], 'heads')).toThrow(NamedDieError);
  });

  it('handles the largest pool quickly enough to be usable', () => {
    expect(symbolCountDistribution(Array<NamedDie>(MAX_NAMED_POOL).fill(coin), 'heads').outcomes).toHaveLength(101);
  });
});

describe('netSymbolDistribution', () => {
  it('works out one ability die against one difficulty die as by hand', () => {
    // Successes S on the ability die: 0 (4 faces), 1 (3), 2 (1). Failures F on the difficulty
    // die: 0 (blank and four threat faces: 5), 1 (failure, failure threat: 2), 2 (1).
    // S − F = −2: 4·1; −1: 4·2 + 3·1; 0: 4·5 + 3·2 + 1·1; 1: 3·5 + 1·2; 2: 1·5 (of 64).
    const net = netSymbolDistribution([ability, difficulty], 'success', 'failure');
    expect(table(net)).toEqual(['-2: 4/64', '-1: 11/64', '0: 27/64', '1: 17/64', '2: 5/64']);
    // The check succeeds with at least one uncancelled success: (17 + 5) / 64.
    expect(net.outcomes.filter((o) => o >= 1).reduce((w, o) => w + (net.weights[net.outcomes.indexOf(o)] as bigint), 0n)).toBe(22n);
  });

  it('adds several symbols on each side', () => {
    const crit = namedDie([{ name: 'triumph', symbols: { triumph: 1 } }, { name: 'despair', symbols: { despair: 1 } }, { name: 'blank' }]);
    expect(table(netSymbolDistribution([crit, crit], ['success', 'triumph'], ['failure', 'despair']))).toEqual(['-2: 1/9', '-1: 2/9', '0: 3/9', '1: 2/9', '2: 1/9']);
  });

  it('nets a Fate die pool of four to −4..4 with 19/81 for 0', () => {
    const d = netSymbolDistribution([fate, fate, fate, fate], 'plus', 'minus');
    expect(probability(d, 0)).toEqual({ num: 19n, den: 81n });
    expect(probability(d, 4)).toEqual({ num: 1n, den: 81n });
  });

  it('refuses a symbol on both sides', () => {
    expect(() => netSymbolDistribution([ability], ['success'], ['failure', 'success'])).toThrow(expect.objectContaining({ reason: 'symbol' }) as Error);
  });
});

describe('tallyNamedDice', () => {
  it('tallies the faces read off the dice', () => {
    const r = tallyNamedDice([ability, ability, difficulty], ['success advantage', 'success success', 'failure threat']);
    expect(r).toEqual({
      faces: ['success advantage', 'success success', 'failure threat'],
      symbols: { success: 3, advantage: 1, failure: 1, threat: 1 },
    });
    expect(Object.isFrozen(r.symbols)).toBe(true);
  });

  it('refuses a face the die does not have, or the wrong number of faces', () => {
    expect(() => tallyNamedDice([coin], ['edge'])).toThrow(/no face named 'edge' \(its faces: heads, tails\)/);
    expect(() => tallyNamedDice([coin], [])).toThrow(expect.objectContaining({ reason: 'face' }) as Error);
    expect(() => tallyNamedDice([coin], 'heads' as unknown as string[])).toThrow(NamedDieError);
  });
});

describe('rollNamedDice', () => {
  it('gives the record tallyNamedDice gives for the faces it drew, and never mutates the state', () => {
    const r0 = Object.freeze(seed(11));
    const [r, next] = rollNamedDice(r0, [ability, difficulty, coin]);
    expect(r).toEqual(tallyNamedDice([ability, difficulty, coin], r.faces));
    expect(next).not.toEqual(r0);
    expect(rollNamedDice(r0, [ability, difficulty, coin])[0]).toEqual(r);
  });

  it('rolls an empty pool to no faces and no symbols, without drawing', () => {
    const r0 = seed(1);
    expect(rollNamedDice(r0, [])).toEqual([{ faces: [], symbols: {} }, r0]);
  });

  it('refuses a pool over MAX_NAMED_POOL before rolling', () => {
    expect(() => rollNamedDice(seed(1), Array<NamedDie>(MAX_NAMED_POOL + 1).fill(coin))).toThrow(expect.objectContaining({ reason: 'limit' }) as Error);
  });

  it('draws faces with the frequencies of namedFaceDistribution (chi-square, fixed seed)', () => {
    expectSamplerFits(namedFaceDistribution(combat), (rng) => {
      const [r, next] = rollNamedDice(rng, [combat]);
      return [r.faces[0] as string, next] as const;
    }, { seed: 42, n: 12_000 });
  });

  it('tallies skulls with the frequencies of symbolCountDistribution (chi-square, fixed seed)', () => {
    const pool = [combat, combat, combat, combat];
    expectSamplerFits(symbolCountDistribution(pool, 'skull'), (rng) => {
      const [r, next] = rollNamedDice(rng, pool);
      return [r.symbols['skull'] ?? 0, next] as const;
    }, { seed: 7, n: 12_000 });
  });

  it('nets successes with the frequencies of netSymbolDistribution (chi-square, fixed seed)', () => {
    const pool = [ability, ability, ability, difficulty, difficulty];
    expectSamplerFits(netSymbolDistribution(pool, 'success', 'failure'), (rng) => {
      const [r, next] = rollNamedDice(rng, pool);
      return [(r.symbols['success'] ?? 0) - (r.symbols['failure'] ?? 0), next] as const;
    }, { seed: 2024, n: 15_000 });
  });

  test.prop([fc.integer(), fc.array(fc.constantFrom(coin, combat, ability, difficulty, fate), { maxLength: 6 })])(
    'shows a face of each die and tallies what tallyNamedDice tallies',
    (s, pool) => {
      const [r] = rollNamedDice(seed(s), pool);
      expect(r.faces).toHaveLength(pool.length);
      r.faces.forEach((name, k) => expect(pool[k]?.faces.some((f) => f.name === name)).toBe(true));
      expect(r).toEqual(tallyNamedDice(pool, r.faces));
    },
  );
});

describe('rollNamedDice stream', () => {
  it('is stable for seed 0 (changing it is a breaking change)', () => {
    let rng = seed(0);
    const out: string[] = [];
    for (let k = 0; k < 4; k++) {
      const [r, next] = rollNamedDice(rng, [ability, difficulty, combat]);
      out.push(`${r.faces.join(' | ')} → ${JSON.stringify(r.symbols)}`);
      rng = next;
    }
    expect(out).toMatchInlineSnapshot(`
      [
        "success | failure threat | white shield → {"success":1,"advantage":0,"failure":1,"threat":1,"skull":0,"shield":1,"blackShield":0}",
        "blank | threat | skull → {"success":0,"advantage":0,"failure":0,"threat":1,"skull":1,"shield":0,"blackShield":0}",
        "blank | threat threat | white shield → {"success":0,"advantage":0,"failure":0,"threat":2,"skull":0,"shield":1,"blackShield":0}",
        "advantage | threat | skull → {"success":0,"advantage":1,"failure":0,"threat":1,"skull":1,"shield":0,"blackShield":0}",
      ]
    `);
  });
});
