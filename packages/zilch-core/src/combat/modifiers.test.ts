import { describe, expect, it } from 'vitest';
import { ActionError } from '../errors/ActionError.js';
import { ChipError } from '../errors/ChipError.js';
import { createCharacter, setChips } from '../characters/character.js';
import { SHIELDS } from '../equipment/items.js';
import {
  conditionAttackModifier,
  conditionDefenseModifier,
  coverPips,
  defenseSuitFor,
  defensivePipBonus,
  isDefenseless,
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
  it('names the rule in each refusal', () => {
    expect(() => rangeModifier('melee', 'close')).toThrow(new ActionError('a melee attack needs an Adjacent target, not close'));
    expect(() => rangeModifier('projectile', 'bogus' as never)).toThrow(new ActionError('unknown distance "bogus"'));
    expect(() => rangeModifier('spell', 'far')).toThrow(new ActionError('a target at Far distance is too far away to affect (seed § Distances)'));
    expect(() => rangeModifier('thrown', 'long')).toThrow(new ActionError('Long is out of reach for thrown weapons; only projectiles reach it, at -5 (seed § Distances)'));
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
  it('needs the light level when a vision is given', () => {
    expect(() => sightModifier({ vision: 'darkvision' }, false)).toThrow(new ActionError('vision needs the light level at the target (light) to matter (Z14)'));
  });
  it('reads light alone with normal vision: Lowlight → Occluded −2', () => expect(sightModifier({ light: 'lowlight' }, false)).toBe(-2));
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
    expect(() => defenseSuitFor(c, false, 'clubs')).toThrow(new ActionError('only a Special Attack may be defended with Clubs (Z34)'));
  });
  it('keeps ♠ on a tie: ♣7 = ♠7', () => {
    const even = createCharacter({ name: 'E', suits: { clubs: 7, spades: 7, diamonds: 5, hearts: 5 } });
    expect(defenseSuitFor(even, true, undefined)).toBe('spades');
  });
  it('refuses a Suit other than ♠ or ♣', () => {
    expect(() => defenseSuitFor(c, true, 'hearts' as never)).toThrow(new ActionError('defenseSuit must be \'spades\' or \'clubs\', not "hearts"'));
  });
});

describe('isDefenseless', () => {
  it('is true when flagged Defenseless, without a domino, or Reckless; false for a Bold defender (Z05, Z35)', () => {
    expect(isDefenseless(combatant(null), ['defenseless'])).toBe(true);
    expect(isDefenseless({ ...combatant(null), stance: 'none' }, [])).toBe(true);
    expect(isDefenseless({ ...combatant(null), stance: 'reckless' }, [])).toBe(true);
    expect(isDefenseless(combatant(null), [])).toBe(false);
    expect(isDefenseless({ ...combatant(null), stance: 'guarded' }, ['prone'])).toBe(false);
  });
});

describe('defensivePipBonus', () => {
  // a Rogue with ♠7 and 3 Spade chips
  const rogue = setChips(createCharacter({ name: 'R', suits: { clubs: 5, spades: 7, diamonds: 5, hearts: 5 }, classes: ['rogue'] }), 'spades', 3);
  const as = (character: typeof rogue, stance: Combatant['stance'] = 'bold'): Combatant => ({ ...combatant(null), id: character.name, character, stance });
  it('adds the Spade chips spent on a ♠ defense: 2 of 3, and all 3', () => {
    expect(defensivePipBonus(as(rogue), 'spades', 2, false)).toBe(2);
    expect(defensivePipBonus(as(rogue), 'spades', 3, false)).toBe(3);
    expect(defensivePipBonus(as(rogue), 'clubs', 0, false)).toBe(0);
  });
  it("adds a held shield's DR while Guarded (large shield 2), on top of the chips", () => {
    const shielded = { ...rogue, equipment: { ...rogue.equipment, held: [SHIELDS.large] } };
    expect(defensivePipBonus(as(shielded, 'guarded'), 'spades', 1, false)).toBe(3);
    expect(defensivePipBonus(as(shielded, 'bold'), 'spades', 1, false)).toBe(1);
  });
  it('refuses chips it cannot add, naming the reason', () => {
    expect(() => defensivePipBonus(as(rogue), 'spades', -1, false)).toThrow(new ChipError('defenderChips must be a whole number ≥ 0, got -1'));
    expect(() => defensivePipBonus(as(rogue), 'spades', 1.5, false)).toThrow(new ChipError('defenderChips must be a whole number ≥ 0, got 1.5'));
    expect(() => defensivePipBonus(combatant(null), 'spades', 1, false)).toThrow(new ActionError('X is not a Rogue and has no Spade chips to spend'));
    expect(() => defensivePipBonus(as(rogue), 'clubs', 1, false)).toThrow(new ActionError('Spade chips add only to a Spade-based defense; R defends with Clubs (seed § Spades)'));
    expect(() => defensivePipBonus(as(rogue), 'spades', 1, true)).toThrow(new ActionError('R is Defenseless and cannot add Spade chips (Z05)'));
    expect(() => defensivePipBonus(as(rogue), 'spades', 4, false)).toThrow(new ChipError('R has 3 spades chips, cannot spend 4'));
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
