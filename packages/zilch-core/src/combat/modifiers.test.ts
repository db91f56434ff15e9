import { describe, expect, it } from 'vitest';
import { ActionError } from '../errors/ActionError.js';
import { createCharacter } from '../characters/character.js';
import {
  conditionAttackModifier,
  conditionDefenseModifier,
  coverPips,
  defenseSuitFor,
  proneAttackerModifier,
  proneTargetModifier,
  rangeModifier,
  sightModifier,
} from './modifiers.js';
import { bullrushSquares } from './strike.js';
import { splitPips } from './actions/twoWeaponFighting.js';
import type { Combatant } from './types.js';

const c = createCharacter({ name: 'X', suits: { clubs: 9, spades: 7, diamonds: 5, hearts: 5 } });
const combatant = (grappling: string | null): Combatant => ({
  id: 'X', side: 'a', pc: false, aware: true, character: c, initiative: 7, stance: 'bold', tile: null, acted: false,
  defended: false, readied: null, grappling, threatenedUntil: null, revealed: false,
});

describe('rangeModifier', () => {
  it('is 0 up to Close, −2 at Medium and −5 at Long for projectiles and rune E', () => {
    for (const d of ['spell', 'projectile'] as const) {
      expect(['adjacent', 'veryClose', 'close', 'medium', 'long'].map((x) => rangeModifier(d, x as never))).toEqual([0, 0, 0, -2, -5]);
    }
  });
  it('keeps thrown weapons out of Long and everyone out of Far', () => {
    expect(rangeModifier('thrown', 'medium')).toBe(-2);
    expect(() => rangeModifier('thrown', 'long')).toThrow(ActionError);
    expect(() => rangeModifier('projectile', 'far')).toThrow(ActionError);
  });
  it('needs Adjacent for melee and touch', () => {
    expect(rangeModifier('melee', 'adjacent')).toBe(0);
    expect(() => rangeModifier('touch', 'close')).toThrow(ActionError);
  });
});

describe('proneTargetModifier', () => {
  it('is +2 for melee, 0 for a ranged shot from Adjacent, −2 beyond (Z09)', () => {
    expect(proneTargetModifier(['prone'], 'melee', 'adjacent')).toBe(2);
    expect(proneTargetModifier(['prone'], 'projectile', 'adjacent')).toBe(0);
    expect(proneTargetModifier(['prone'], 'thrown', 'veryClose')).toBe(-2);
    expect(proneTargetModifier([], 'melee', 'adjacent')).toBe(0);
  });
});

describe('proneAttackerModifier', () => {
  it('is −2 in melee and 0 at range (Z09)', () => {
    expect(proneAttackerModifier(['prone'], 'melee')).toBe(-2);
    expect(proneAttackerModifier(['prone'], 'spell')).toBe(0);
  });
});

describe('conditionAttackModifier', () => {
  it('takes 2 for Hampered and leaves Prone to its own rule (Z08)', () => {
    expect(conditionAttackModifier(['hampered', 'slowed'])).toBe(-2);
    expect(conditionAttackModifier(['prone'])).toBe(0);
  });
});

describe('conditionDefenseModifier', () => {
  it('takes 2 for Hampered (Z08)', () => expect(conditionDefenseModifier(['hampered', 'slowed'])).toBe(-2));
});

describe('sightModifier', () => {
  it('is −2 Occluded, −5 Invisible on a right guess, and does not stack stated and light-made Occluded (Z13, Z14)', () => {
    expect(sightModifier({ occluded: true }, false)).toBe(-2);
    expect(sightModifier({ occluded: true, light: 'lowlight' }, false)).toBe(-2);
    expect(sightModifier({ invisible: 'right' }, false)).toBe(-5);
    expect(sightModifier({ light: 'lowlight', vision: 'lowlight' }, false)).toBe(0);
  });
  it('makes a Blinded attacker guess the square', () => {
    expect(() => sightModifier({}, true)).toThrow(ActionError);
    expect(() => sightModifier({ light: 'dark' }, false)).toThrow(ActionError);
    expect(sightModifier({ invisible: 'right' }, true)).toBe(-5);
  });
});

describe('coverPips', () => {
  it('gives grapplers 2 against outsiders, keeps the better of stated and grapple cover (Z12)', () => {
    expect(coverPips(undefined, combatant('Y'), 'Z')).toBe(2);
    expect(coverPips(undefined, combatant('Y'), 'Y')).toBe(0);
    expect(coverPips(5, combatant('Y'), 'Z')).toBe(5);
    expect(coverPips(0, combatant(null), 'Z')).toBe(0);
  });
});

describe('defenseSuitFor', () => {
  it('takes the higher of ♠ and ♣ against Special Attacks, ♠ otherwise (Z34)', () => {
    expect(defenseSuitFor(c, true, undefined)).toBe('clubs');
    expect(defenseSuitFor(c, true, 'spades')).toBe('spades');
    expect(defenseSuitFor(c, false, undefined)).toBe('spades');
    expect(() => defenseSuitFor(c, false, 'clubs')).toThrow(ActionError);
  });
});

describe('bullrushSquares', () => {
  it('is 1 + margin (Z34)', () => expect([0, 1, 7].map(bullrushSquares)).toEqual([1, 2, 8]));
});

describe('splitPips', () => {
  it('splits with at least 1 each (Z33)', () => {
    expect(splitPips(5, 2)).toEqual([2, 3]);
    expect(() => splitPips(5, 5)).toThrow(ActionError);
    expect(() => splitPips(5, 0)).toThrow(ActionError);
    expect(() => splitPips(5, 1.5)).toThrow(ActionError);
  });
});
