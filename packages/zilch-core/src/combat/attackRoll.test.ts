// Worked values for resolveAttack's edge rules (seed § Combat › Stances and Combat Modifiers;
// Z05 Defenseless, Z06 Helpless, Z13 cover, Z35 no domino), each from given dominoes.
import { describe, expect, it } from 'vitest';
import { attackDistribution, resolveAttack, type AttackSetup } from './attackRoll.js';
import { ActionError } from '../errors/ActionError.js';
import { StanceError } from '../errors/StanceError.js';
import { SuitValueError } from '../errors/SuitValueError.js';

// Attacker ♣9 Bold; defender ♠7 Cautious (defense = 7 + greater end).
const base = { attackSuit: 9, defenseSuit: 7, attackerStance: 'bold', defenderStance: 'cautious' } as const satisfies AttackSetup;
const t = (greater: number, lesser: number) => ({ greater, lesser });

describe('resolveAttack', () => {
  it('ignores a domino given for a defender with stance none: defense is the bare ♠7 (Z35)', () => {
    // 6|3 Bold → attack 15; the 6|6 would have given a Cautious defender 13.
    expect(resolveAttack({ ...base, defenderStance: 'none' }, t(6, 3), t(6, 6))).toMatchObject({ attack: 15, defense: 7, margin: 8, bonusDamage: 1 });
  });
  it('counts a defender without a domino (null) as Defenseless: 0 pips, Spade chips dropped (Z05, Z35)', () => {
    const r = resolveAttack({ ...base, defensivePipBonus: 2 }, t(6, 3), null);
    expect(r).toMatchObject({ attack: 15, defense: 7, hit: true, margin: 8 });
    expect(resolveAttack({ ...base, defenseless: 'zeroDefense' }, t(6, 3), null).defense).toBe(0);
  });
  it('gives a flagged Defenseless Cautious defender 0 pips and drops its pip bonus (Z05): ♠7, not 7 + 6 + 2', () => {
    const r = resolveAttack({ ...base, defenderDefenseless: true, defensivePipBonus: 2 }, t(1, 1), t(6, 3));
    expect(r).toMatchObject({ attack: 10, defense: 7, hit: true, margin: 3 });
    expect(resolveAttack({ ...base, defenderDefenseless: true, defenseless: 'zeroDefense' }, t(1, 1), t(6, 3)).defense).toBe(0);
  });
  it('measures the margin of a Helpless hit against the bare Suit (Z06): 15 − ♠7 = 8 → +1 damage', () => {
    // Cautious 6|6 would have made the defense 13 (margin 2, +0).
    const r = resolveAttack({ ...base, autoHit: true }, t(6, 3), t(6, 6));
    expect(r).toMatchObject({ attack: 15, defense: 13, hit: true, margin: 8, bonusDamage: 1 });
  });
  it('reports no cover hit on a hit, with or without cover (Z13)', () => {
    // ♣9 + 6 = 15 against 7 + 3 + cover 2 = 12: a hit by 3.
    const r = resolveAttack({ ...base, defenseModifier: 2, coverPips: 2 }, t(6, 3), t(3, 1));
    expect(r).toMatchObject({ attack: 15, defense: 12, hit: true, margin: 3, hitCover: false });
    expect(resolveAttack(base, t(6, 3), t(3, 1)).hitCover).toBe(false);
  });
  it('reports a miss by more than the cover pips as a clean miss (Z13): margin −3 with cover 2', () => {
    // ♣9 + 1 = 10 against 7 + 4 + 2 = 13.
    const r = resolveAttack({ ...base, defenseModifier: 2, coverPips: 2 }, t(1, 1), t(4, 1));
    expect(r).toMatchObject({ attack: 10, defense: 13, hit: false, margin: -3, hitCover: false });
    // …and a miss by exactly the cover pips hits the cover.
    expect(resolveAttack({ ...base, defenseModifier: 2, coverPips: 2 }, t(2, 1), t(4, 1))).toMatchObject({ margin: -2, hitCover: true });
  });
  it('names the bad Suit in the error (input attackSuit / defenseSuit)', () => {
    expect(() => resolveAttack({ ...base, attackSuit: 1.5 }, t(1, 1), t(1, 1))).toThrow(expect.objectContaining({ name: 'SuitValueError', input: 'attackSuit' }));
    expect(() => resolveAttack({ ...base, defenseSuit: 51 }, t(1, 1), t(1, 1))).toThrow(expect.objectContaining({ name: 'SuitValueError', input: 'defenseSuit' }));
  });
  it('refuses a modifier that is not a whole number within ±50, naming it', () => {
    for (const k of ['attackModifier', 'defenseModifier', 'defensivePipBonus', 'coverPips'] as const) {
      expect(() => resolveAttack({ ...base, [k]: 0.5 }, t(1, 1), t(1, 1))).toThrow(SuitValueError);
      expect(() => resolveAttack({ ...base, [k]: 51 }, t(1, 1), t(1, 1))).toThrow(expect.objectContaining({ input: k }));
    }
  });
  it('refuses an unknown defender stance even when the defender is Defenseless', () => {
    const bad = { ...base, defenderStance: 'neutral' as never, defenderDefenseless: true };
    expect(() => resolveAttack(bad, t(1, 1), t(1, 1))).toThrow(StanceError);
    expect(() => attackDistribution(bad)).toThrow(StanceError);
  });
  it('says why a Guarded attacker is refused (Z04)', () => {
    expect(() => resolveAttack({ ...base, attackerStance: 'guarded' }, t(1, 1), t(1, 1))).toThrow(ActionError);
    expect(() => resolveAttack({ ...base, attackerStance: 'guarded' }, t(1, 1), t(1, 1))).toThrow(/Guarded character must Defend/);
  });
});
