// Hostile input for zilch-core's exported functions: each call gets one hostile value in one
// position (the other arguments valid) and must either return a well-formed result or throw one
// of the package's typed errors — never NaN, a plain TypeError, a hang, or a prototype member.
import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { seed } from '@rollwright/dice';
import * as Z from './index.js';
import * as D from '@rollwright/dice';
import { deepFreeze } from './testing.js';

const hostile = fc.constantFrom<unknown>(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  2 ** 60,
  1e308,
  1.5,
  -1,
  -0,
  '__proto__',
  'constructor',
  'toString',
  'bogus',
  '',
  null,
  undefined,
  {},
  [],
  true,
  Symbol('x'),
);

// zilch-core's own errors, plus the typed errors of @rollwright/dice that pass through (a bad Rng state)
const ERROR_NAMES = new Set(
  [...Object.values(Z), ...Object.values(D)]
    .filter((v) => typeof v === 'function' && (v as { prototype?: unknown }).prototype instanceof Error)
    .map((c) => (c as { name: string }).name),
);

const hero = deepFreeze(
  Z.createCharacter({ name: 'Ada', suits: { clubs: 10, spades: 6, diamonds: 7, hearts: 8 }, classes: ['fighter', 'wizard'], equipment: { held: [Z.WEAPONS.longsword], armor: null, handy: [], pack: [] } }),
);
const rng = seed(1);

/** Each export with valid arguments; the suite replaces one argument at a time. */
const CALLS: readonly (readonly [name: string, fn: (...a: never[]) => unknown, args: readonly unknown[]])[] = [
  ['roundHalfUp', Z.roundHalfUp, [7, 2]],
  ['scaleBySize', Z.scaleBySize, [7, 'small']],
  ['scaleDamage', Z.scaleDamage, [4, 1, 'small']],
  ['weaponDamage', Z.weaponDamage, [Z.WEAPONS.dagger]],
  ['withCondition', Z.withCondition, [hero, 'prone', true]],
  ['withImplied', Z.withImplied, [['unconscious']]],
  ['assertCondition', Z.assertCondition, ['prone']],
  ['drainSuit', Z.drainSuit, [hero, 'clubs', 2]],
  ['applyDamage', (c: never, amount: never) => Z.applyDamage(c, { amount }), [hero, 3]],
  ['heal', Z.heal, [hero, 2]],
  ['recoverTemporary', Z.recoverTemporary, [hero, 1]],
  ['recoverDrain', Z.recoverDrain, [hero, 'clubs', 1]],
  ['setChips', Z.setChips, [hero, 'clubs', 2]],
  ['spendChips', Z.spendChips, [hero, 'clubs', 1]],
  ['degreeOf', Z.degreeOf, [7, 9]],
  ['suitTestDistribution', Z.suitTestDistribution, [9, -2]],
  ['rollSuitTest', Z.rollSuitTest, [rng, 9, -2]],
  ['contestDistribution', Z.contestDistribution, [9, 7]],
  ['stancePips', Z.stancePips, ['bold', { greater: 5, lesser: 2 }]],
  ['shiftStance', Z.shiftStance, ['bold', 'cautious']],
  ['assertStance', Z.assertStance, ['bold']],
  ['dominoDistribution', Z.dominoDistribution, ['2d6']],
  ['rollDomino', Z.rollDomino, [rng, 'd8d4']],
  ['terrainEffect', Z.terrainEffect, ['poor', 'S']],
  ['terrainCheckDistribution', Z.terrainCheckDistribution, [7, 'treacherous', 0]],
  ['rollTerrainCheck', Z.rollTerrainCheck, [rng, 7, 'poor', 0]],
  ['resolveSave', (a: never, b: never, c: never, d: never) => Z.resolveSave({ suitValue: a, defensivePips: b, chips: c, against: d }), [9, 4, 1, 12]],
  ['generateSuits', (r: never, maxRedraws: never) => Z.generateSuits(r, { maxRedraws }), [rng, 1]],
  ['generateParty', Z.generateParty, [rng, 3]],
  ['awardSwag', Z.awardSwag, [hero, 'hard', 1]],
  ['spendSwag', Z.spendSwag, [Z.awardSwag(hero, 'hard'), 2]],
];

function wellFormed(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  return true;
}

describe('hostile input', () => {
  it('knows the package’s error classes', () => {
    expect([...ERROR_NAMES]).toEqual(expect.arrayContaining(['SizeError', 'ConditionError', 'SuitValueError', 'EquipmentError', 'ActionError']));
  });

  for (const [name, fn, args] of CALLS) {
    test.prop([fc.nat({ max: args.length - 1 }), hostile], { numRuns: 60 })(`${name} returns a result or throws a typed error`, (i, bad) => {
      const call = args.map((a, j) => (j === i ? bad : a));
      try {
        const out = (fn as (...a: unknown[]) => unknown)(...call);
        expect(wellFormed(out)).toBe(true);
        if (Array.isArray(out)) for (const x of out) expect(wellFormed(x)).toBe(true);
      } catch (e) {
        expect(e).toBeInstanceOf(Error);
        expect(ERROR_NAMES).toContain((e as Error).name);
      }
    });
  }
});

describe('typed errors naming the input (worked cases)', () => {
  it('roundHalfUp(NaN, 2) → SizeError on num', () => expect(() => Z.roundHalfUp(Number.NaN, 2)).toThrow(expect.objectContaining({ name: 'SizeError', input: 'num' })));
  it("scaleBySize(7, 'bogus') → SizeError on size", () => expect(() => Z.scaleBySize(7, 'bogus' as never)).toThrow(expect.objectContaining({ name: 'SizeError', input: 'size', value: 'bogus' })));
  it("scaleDamage(3, 4, '__proto__') → SizeError on size", () => expect(() => Z.scaleDamage(3, 4, '__proto__' as never)).toThrow(expect.objectContaining({ name: 'SizeError', input: 'size' })));
  it("weaponDamage({ category: 'constructor' }) → EquipmentError on category", () =>
    expect(() => Z.weaponDamage({ category: 'constructor' } as never)).toThrow(expect.objectContaining({ name: 'EquipmentError', input: 'category', value: 'constructor' })));
  it("withCondition(hero, 'bogus') → ConditionError", () => expect(() => Z.withCondition(hero, 'bogus' as never)).toThrow(expect.objectContaining({ name: 'ConditionError', condition: 'bogus' })));
  it("drainSuit(hero, 'clubs', 2 ** 60) → SuitValueError on amount", () =>
    expect(() => Z.drainSuit(hero, 'clubs', 2 ** 60)).toThrow(expect.objectContaining({ name: 'SuitValueError', input: 'amount' })));
});
