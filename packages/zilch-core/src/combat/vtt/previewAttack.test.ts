import { describe, expect, it } from 'vitest';
import { probability, seed, type Distribution } from '@rollwright/dice';
import { createCharacter, setChips, withCondition, type Character } from '../../characters/character.js';
import { ARMORS, WEAPONS } from '../../equipment/items.js';
import { ActionError } from '../../errors/ActionError.js';
import { ChipError } from '../../errors/ChipError.js';
import { CombatStateError } from '../../errors/CombatStateError.js';
import { characterWith, deepFreeze, fight, setCombatant } from '../../testing.js';
import { startCombat } from '../startCombat.js';
import { act } from '../takeTurn.js';
import { possibleDefenderTiles, previewAttack } from './previewAttack.js';
import type { CombatOptions, CombatState } from '../types.js';

// Worked by hand from the seed (§ Attack: hit when ♣ + offensive pips ≥ ♠ + defensive pips, +1
// damage per full 5 of margin; § Combat Modifiers) and the rulings on stances (Z02: Bold G / L,
// Cautious L / G, Guarded 0 / L+G, Reckless L+G / 0 and Defenseless), dominoes (Z03: 21 tiles
// 1|1 … 6|6) and weapons (Z15: Heavy 3, Light 2).
//
// Ann: ♣9, Bold with 5|2 → attack 9 + 5 = 14 (longsword, Heavy 3).
// Orc: ♠6 (♣8), Cautious with a face-down tile → defense 6 + G.
// Ann has seen only her own 5|2, so the Orc holds any of the other 20 tiles. Counting those
// tiles by their greater end G: G=1: 1, G=2: 2, G=3: 3, G=4: 4, G=5: 4 (5|2 is Ann's), G=6: 6.
const ann = createCharacter({ name: 'Ann', suits: { clubs: 9, spades: 10, diamonds: 5, hearts: 8 }, classes: ['fighter'], equipment: { held: [WEAPONS.longsword, WEAPONS.dagger], armor: null, handy: [], pack: [] } });
const orc = characterWith('Orc', [8, 6, 3, 9], [], [WEAPONS.battleaxe]);

type Stance = 'reckless' | 'bold' | 'cautious' | 'guarded';
const duel = (annStance: Stance = 'bold', orcStance: Stance = 'cautious', orcC: Character = orc, options: CombatOptions = {}, annC: Character = ann): CombatState =>
  fight(
    [
      { c: annC, side: 'pcs', stance: annStance, tile: { greater: 5, lesser: 2 } },
      { c: orcC, side: 'monsters', stance: orcStance, tile: { greater: 4, lesser: 3 } },
    ],
    options,
  );

/** The weights of a distribution as a plain object, e.g. { miss: 17n, '0': 3n } over `total`. */
function weights<T extends string | number | boolean>(d: Distribution<T>): { total: bigint; w: Record<string, bigint> } {
  const w: Record<string, bigint> = {};
  d.outcomes.forEach((v, i) => {
    w[String(v)] = d.weights[i] as bigint;
  });
  return { total: d.total, w };
}

describe('previewAttack: the worked duel Ann (14) against a face-down Cautious Orc (6 + G)', () => {
  it('hits always (6 + 6 ≤ 14); margin 8 − G gives +1 for G ≤ 3: 6 of 20 tiles', () => {
    const p = previewAttack(deepFreeze(duel()), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 14n, '1': 6n } });
    expect(probability(p.hit, true)).toEqual({ num: 1n, den: 1n });
    // longsword 3, +1 bonus → 4
    expect(probability(p.damage as Distribution<number>, 3)).toEqual({ num: 7n, den: 10n });
    expect(probability(p.damage as Distribution<number>, 4)).toEqual({ num: 3n, den: 10n });
    expect(p.defenderTileKnown).toBe(false);
    expect(p.setup).toEqual({
      attackSuit: 9,
      defenseSuit: 6,
      attackerStance: 'bold',
      defenderStance: 'cautious',
      attackModifier: 0,
      defenseModifier: 0,
      defensivePipBonus: 0,
      coverPips: 0,
      defenderDefenseless: false,
      autoHit: false,
      defenseless: 'suitOnly',
    });
    expect(Object.isFrozen(p)).toBe(true);
  });

  it('a weak attacker can miss: Gob ♣5 Bold 3|1 → 8 hits only when 6 + G ≤ 8 (G ≤ 2: 3 of 20)', () => {
    const gob = characterWith('Gob', [5, 7, 3, 5], [], [WEAPONS.dagger]); // ♠7: Gob acts before the Orc
    const s = fight([
      { c: gob, side: 'pcs', stance: 'bold', tile: { greater: 3, lesser: 1 } },
      { c: orc, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
    ]);
    const p = previewAttack(s, 'Gob', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { miss: 17n, '0': 3n } });
    expect(weights(p.hit)).toEqual({ total: 20n, w: { false: 17n, true: 3n } });
    // a miss deals 0; the dagger (Tiny 1) deals 1
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 20n, w: { '0': 17n, '1': 3n } });
  });

  it('once the Orc’s tile is face up (4|3, defense 6 + 4 = 10) the result is certain: margin 4, no bonus', () => {
    const s = setCombatant(duel(), 'Orc', { revealed: true });
    const p = previewAttack(s, 'Ann', 'Orc');
    expect(p.defenderTileKnown).toBe(true);
    expect(weights(p.outcomes)).toEqual({ total: 1n, w: { '0': 1n } });
    expect(possibleDefenderTiles(s, 'Ann', 'Orc')).toEqual([[{ greater: 4, lesser: 3 }, 1n]]);
  });

  it('a defender with no domino (stance none) defends with ♠6 alone: margin 8 → +1, certain', () => {
    const s = setCombatant(duel(), 'Orc', { tile: null, stance: 'none' });
    const p = previewAttack(s, 'Ann', 'Orc');
    expect(p.defenderTileKnown).toBe(true);
    expect(weights(p.outcomes)).toEqual({ total: 1n, w: { '1': 1n } });
    expect(p.setup.defenderDefenseless).toBe(true);
  });
});

describe('previewAttack: the defender’s stance (Z02)', () => {
  it('Bold defends with L: 6 + L, margin 8 − L; +1 for L ≤ 3 — 14 of 20 tiles', () => {
    // tiles by L: L=1: 6, L=2: 4 (5|2 is Ann's), L=3: 4, L=4: 3, L=5: 2, L=6: 1
    const p = previewAttack(duel('bold', 'bold'), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 6n, '1': 14n } });
  });

  it('Guarded defends with L + G: margin 8 − (L + G) ≥ 0 for L + G ≤ 8', () => {
    // L+G ≤ 3 (+1): 1|1, 2|1 → 2 tiles. L+G 4..8 (+0). L+G ≥ 9 (miss): 5|4, 6|3, 5|5, 6|4, 6|5, 6|6 → 6 tiles.
    const p = previewAttack(duel('bold', 'guarded'), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { miss: 6n, '0': 12n, '1': 2n } });
  });

  it('Reckless is Defenseless (Z05): defense ♠6 alone whatever the tile → always +1', () => {
    const p = previewAttack(duel('bold', 'reckless'), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '1': 20n } });
    expect(p.setup.defenderDefenseless).toBe(true);
  });

  it('the zeroDefense option makes that defense 0: margin 14 → +2', () => {
    const p = previewAttack(duel('bold', 'reckless', orc, { defenseless: 'zeroDefense' }), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '2': 20n } });
  });
});

describe('previewAttack: the attacker’s stance and pips', () => {
  it('Reckless Ann attacks with L + G = 7 → 16; margin 10 − G: +1 for G ≤ 5 (14 tiles), +0 for G = 6 (6 tiles)', () => {
    const p = previewAttack(duel('reckless'), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 6n, '1': 14n } });
  });

  it('Cautious Ann attacks with L = 2 → 11; margin 5 − G: hit for G ≤ 5 (14 of 20), never a bonus', () => {
    const p = previewAttack(duel('cautious'), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { miss: 6n, '0': 14n } });
  });

  it('Two-Weapon Fighting pips: 2 of Ann’s 5 → 11, the same odds as Cautious', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { offensePips: 2 });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { miss: 6n, '0': 14n } });
    expect(p.setup.attackModifier).toBe(-3);
  });

  it('2 Club chips (Fighter, seed § Clubs) → 16, as Reckless', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { clubChips: 2 });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 6n, '1': 14n } });
    expect(p.setup.attackModifier).toBe(2);
  });

  it('refuses more Club chips than Ann has, and chips from a non-Fighter', () => {
    const s = duel();
    expect(() => previewAttack(s, 'Ann', 'Orc', { clubChips: 10 })).toThrow(ChipError);
    expect(() => previewAttack(s, 'Ann', 'Orc', { clubChips: 10 })).toThrow('Ann has 9 clubs chips, cannot spend 10');
    const orcTurn = { ...s, turn: 1 };
    expect(() => previewAttack(orcTurn, 'Orc', 'Ann', { clubChips: 1 })).toThrow(ActionError);
    expect(() => previewAttack(orcTurn, 'Orc', 'Ann', { clubChips: 1 })).toThrow('Orc is not a Fighter and has no Club chips to spend');
  });

  it('a Guarded attacker is refused (Z04)', () => {
    expect(() => previewAttack(duel('guarded'), 'Ann', 'Orc')).toThrow(ActionError);
    expect(() => previewAttack(duel('guarded'), 'Ann', 'Orc')).toThrow('Ann is Guarded and must Defend, not attack (Z04)');
  });
});

describe('previewAttack: combat modifiers (seed § Combat Modifiers, Z09, Z13)', () => {
  it('cover +2: margin 6 − G, +1 only for 1|1 (1 of 20)', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { cover: 2 });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 19n, '1': 1n } });
    expect(p.setup).toMatchObject({ defenseModifier: 2, coverPips: 2 });
  });

  it('cover +5: margin 3 − G, hit for G ≤ 3 (6 of 20)', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { cover: 5 });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { miss: 14n, '0': 6n } });
  });

  it('a Prone target gives an Adjacent melee attacker +2 → 16 (as Reckless)', () => {
    const p = previewAttack(duel('bold', 'cautious', withCondition(orc, 'prone')), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 6n, '1': 14n } });
  });

  it('a Prone attacker is −2 in melee → 12: +1 only for 1|1', () => {
    const p = previewAttack(duel('bold', 'cautious', orc, {}, withCondition(ann, 'prone')), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 19n, '1': 1n } });
  });

  it('a thrown dagger at Close: no range modifier, 14 as in melee; Tiny 1 damage', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { weapon: 'dagger', thrown: true, distance: 'close' });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 14n, '1': 6n } });
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 20n, w: { '1': 14n, '2': 6n } });
  });

  it('a thrown dagger at Medium is −2 → 12: +1 only for 1|1; at Long it is refused', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { weapon: 'dagger', thrown: true, distance: 'medium' });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 19n, '1': 1n } });
    expect(() => previewAttack(duel(), 'Ann', 'Orc', { weapon: 'dagger', thrown: true, distance: 'long' })).toThrow(ActionError);
    expect(() => previewAttack(duel(), 'Ann', 'Orc', { weapon: 'dagger', thrown: true, distance: 'long' })).toThrow(/out of reach for thrown weapons/);
  });

  it('a thrown dagger at a Prone target beyond Adjacent is −2 more: Medium → 10, margin 4 − G, hit for G ≤ 4 (10 of 20)', () => {
    const p = previewAttack(duel('bold', 'cautious', withCondition(orc, 'prone')), 'Ann', 'Orc', { weapon: 'dagger', thrown: true, distance: 'medium' });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { miss: 10n, '0': 10n } });
  });

  it('a melee attack on a non-Adjacent target is refused', () => {
    expect(() => previewAttack(duel(), 'Ann', 'Orc', { distance: 'close' })).toThrow('a melee attack needs an Adjacent target, not close');
  });

  it('Occluded −2 → 12 (+1 only for 1|1); Invisible and guessed right −5 → 9 (hit for G ≤ 3)', () => {
    expect(weights(previewAttack(duel(), 'Ann', 'Orc', { occluded: true }).outcomes)).toEqual({ total: 20n, w: { '0': 19n, '1': 1n } });
    expect(weights(previewAttack(duel(), 'Ann', 'Orc', { invisible: 'right' }).outcomes)).toEqual({ total: 20n, w: { miss: 14n, '0': 6n } });
  });

  it('Invisible and guessed wrong: every tile is a miss, 0 damage (Z13)', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { invisible: 'wrong' });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { miss: 20n } });
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 20n, w: { '0': 20n } });
  });

  it('a Hampered defender is −2 on defense (Z08) → margin 10 − G, as against Prone', () => {
    const p = previewAttack(duel('bold', 'cautious', withCondition(orc, 'hampered')), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 6n, '1': 14n } });
  });

  it('a Helpless defender is always hit, the bonus counted against bare ♠6: margin 8 → +1 (Z06)', () => {
    const p = previewAttack(setCombatant(duel(), 'Orc', { character: withCondition(orc, 'helpless') }), 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '1': 20n } });
    expect(p.setup.autoHit).toBe(true);
  });
});

describe('previewAttack: damage (Z15, Z16, Z25)', () => {
  it('leather DR 1 takes one point of physical damage: 3 → 2, 4 → 3', () => {
    const armoured = createCharacter({ name: 'Orc', suits: { clubs: 8, spades: 6, diamonds: 3, hearts: 9 }, equipment: { held: [WEAPONS.battleaxe], armor: ARMORS.leather, handy: [], pack: [] } });
    const p = previewAttack(duel('bold', 'cautious', armoured), 'Ann', 'Orc');
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 20n, w: { '2': 14n, '3': 6n } });
  });

  it('a Small attacker halves damage, rounding half up: 3 → 2, 4 → 2', () => {
    const small = createCharacter({ name: 'Ann', suits: { clubs: 9, spades: 10, diamonds: 5, hearts: 8 }, classes: ['fighter'], size: 'small', equipment: { held: [WEAPONS.longsword], armor: null, handy: [], pack: [] } });
    const p = previewAttack(duel('bold', 'cautious', orc, {}, small), 'Ann', 'Orc');
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 20n, w: { '2': 20n } });
  });

  it('a greatsword is Great 4, or Heavy 3 with greatCategory off', () => {
    const big = createCharacter({ name: 'Ann', suits: { clubs: 9, spades: 10, diamonds: 5, hearts: 8 }, classes: ['fighter'], equipment: { held: [WEAPONS.greatsword], armor: null, handy: [], pack: [] } });
    expect(weights(previewAttack(duel('bold', 'cautious', orc, {}, big), 'Ann', 'Orc').damage as Distribution<number>)).toEqual({ total: 20n, w: { '4': 14n, '5': 6n } });
    expect(weights(previewAttack(duel('bold', 'cautious', orc, { greatCategory: false }, big), 'Ann', 'Orc').damage as Distribution<number>)).toEqual({ total: 20n, w: { '3': 14n, '4': 6n } });
  });

  it('unarmed deals 1', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { weapon: 'unarmed' });
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 20n, w: { '1': 14n, '2': 6n } });
  });
});

describe('previewAttack: Special Attacks (Z34)', () => {
  it('the Orc defends a trip with ♣8 (higher than ♠6): margin 6 − G, +1 only for 1|1; no damage', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { kind: 'specialAttack' });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 19n, '1': 1n } });
    expect(p.damage).toBeNull();
    expect(p.setup.defenseSuit).toBe(8);
  });

  it('the defender may choose ♠ against a Special Attack; ♣ against a plain attack is refused', () => {
    const p = previewAttack(duel(), 'Ann', 'Orc', { kind: 'specialAttack', special: 'grapple', defenseSuit: 'spades' });
    expect(weights(p.outcomes)).toEqual({ total: 20n, w: { '0': 14n, '1': 6n } });
    expect(() => previewAttack(duel(), 'Ann', 'Orc', { defenseSuit: 'clubs' })).toThrow('only a Special Attack may be defended with Clubs (Z34)');
  });
});

describe('previewAttack: runes (Z18)', () => {
  // Duo (revealed 5|2, it has had its turn start), Wiz (♦9, Bold 6|1) and the Orc (♠6, Cautious).
  // Wiz has seen its own 6|1 and Duo's face-up 5|2: the Orc holds one of the other 19 tiles.
  const wiz = createCharacter({ name: 'Wiz', suits: { clubs: 5, spades: 7, diamonds: 9, hearts: 6 }, classes: ['wizard'], equipment: { held: [], armor: null, handy: [], pack: [] } });
  const duo = characterWith('Duo', [9, 8, 5, 8], ['fighter'], [WEAPONS.shortSword]);
  const party = (caster: Character = wiz, orcC: Character = orc): CombatState => ({
    ...fight([
      { c: duo, side: 'pcs', stance: 'bold', tile: { greater: 5, lesser: 2 } },
      { c: caster, side: 'pcs', stance: 'bold', tile: { greater: 6, lesser: 1 } },
      { c: orcC, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
    ]),
    turn: 1,
  });

  it('the tiles the Wizard has not seen: 21 minus its own and Duo’s face-up one', () => {
    const s = party();
    expect(s.combatants.find((c) => c.id === 'Duo')?.revealed).toBe(true);
    const tiles = possibleDefenderTiles(s, 'Wiz', 'Orc');
    expect(tiles).toHaveLength(19);
    expect(tiles.every(([, w]) => w === 1n)).toBe(true);
    expect(tiles.some(([t]) => t?.greater === 5 && t.lesser === 2)).toBe(false);
    expect(tiles.some(([t]) => t?.greater === 6 && t.lesser === 1)).toBe(false);
    // the Orc's own (face-down) tile is among them, and so is a face-down ally's
    expect(tiles.some(([t]) => t?.greater === 4 && t.lesser === 3)).toBe(true);
    const hidden = setCombatant(s, 'Duo', { revealed: false });
    expect(possibleDefenderTiles(hidden, 'Wiz', 'Orc')).toHaveLength(20);
  });

  it('rune E: ♦9 + G 6 = 15 against 6 + G: margin 9 − G, +1 for G ≤ 4 (10 of 19); 2 damage +1, not reduced by DR', () => {
    // the 19 tiles by G: 1, 2, 3, 4 (G ≤ 4: 10), G=5: 4, G=6: 5
    const armoured = createCharacter({ name: 'Orc', suits: { clubs: 8, spades: 6, diamonds: 3, hearts: 9 }, equipment: { held: [WEAPONS.battleaxe], armor: ARMORS.leather, handy: [], pack: [] } });
    const p = previewAttack(party(wiz, armoured), 'Wiz', 'Orc', { kind: 'cast' });
    expect(weights(p.outcomes)).toEqual({ total: 19n, w: { '0': 9n, '1': 10n } });
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 19n, w: { '2': 9n, '3': 10n } });
    expect(p.setup.attackSuit).toBe(9);
  });

  it('rune T against a foe is E with +1 damage: 3 or 4', () => {
    const p = previewAttack(party(), 'Wiz', 'Orc', { kind: 'cast', rune: 'T' });
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 19n, w: { '3': 9n, '4': 10n } });
  });

  it('rune E at Medium is −2 → 13: margin 7 − G, +1 for G ≤ 2 (3 of 19)', () => {
    const p = previewAttack(party(), 'Wiz', 'Orc', { kind: 'cast', distance: 'medium' });
    expect(weights(p.outcomes)).toEqual({ total: 19n, w: { '0': 16n, '1': 3n } });
  });

  it('split pips on a spell: 3 of the 6 → 12, margin 6 − G, +1 only for 1|1', () => {
    const p = previewAttack(party(), 'Wiz', 'Orc', { kind: 'cast', offensePips: 3 });
    expect(weights(p.outcomes)).toEqual({ total: 19n, w: { '0': 18n, '1': 1n } });
  });

  it('a Healer’s Life energy does not harm the living: hits, but 0 damage', () => {
    const healer = createCharacter({ name: 'Wiz', suits: { clubs: 5, spades: 7, diamonds: 9, hearts: 6 }, classes: ['healer'], equipment: { held: [], armor: null, handy: [], pack: [] } });
    const p = previewAttack(party(healer), 'Wiz', 'Orc', { kind: 'cast' });
    expect(probability(p.hit, true)).toEqual({ num: 1n, den: 1n });
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 19n, w: { '0': 19n } });
  });

  it('a Druid deals 1 less: E for 1 or 2', () => {
    const druid = createCharacter({ name: 'Wiz', suits: { clubs: 5, spades: 7, diamonds: 9, hearts: 6 }, classes: ['druid'], equipment: { held: [], armor: null, handy: [], pack: [] } });
    const p = previewAttack(party(druid), 'Wiz', 'Orc', { kind: 'cast' });
    expect(weights(p.damage as Distribution<number>)).toEqual({ total: 19n, w: { '1': 9n, '2': 10n } });
  });

  it('refuses a cast by a non-caster, with no free hand, or without ♦ chips', () => {
    expect(() => previewAttack(duel(), 'Ann', 'Orc', { kind: 'cast' })).toThrow(ActionError);
    expect(() => previewAttack(duel(), 'Ann', 'Orc', { kind: 'cast' })).toThrow('Ann is not a Spellcaster');
    const full = createCharacter({ name: 'Wiz', suits: { clubs: 5, spades: 7, diamonds: 9, hearts: 6 }, classes: ['wizard'], equipment: { held: [WEAPONS.longbow], armor: null, handy: [], pack: [] } });
    expect(() => previewAttack(party(full), 'Wiz', 'Orc', { kind: 'cast' })).toThrow(ActionError);
    expect(() => previewAttack(party(full), 'Wiz', 'Orc', { kind: 'cast' })).toThrow('Wiz needs a free hand (or a staff, wand or holy symbol) to cast (Z18)');
    const staff = createCharacter({ name: 'Wiz', suits: { clubs: 5, spades: 7, diamonds: 9, hearts: 6 }, classes: ['wizard'], equipment: { held: [WEAPONS.staff], armor: null, handy: [], pack: [] } });
    expect(() => previewAttack(party(staff), 'Wiz', 'Orc', { kind: 'cast' })).not.toThrow();
    expect(() => previewAttack(party(setChips(wiz, 'diamonds', 0)), 'Wiz', 'Orc', { kind: 'cast' })).toThrow(ChipError);
    expect(() => previewAttack(party(setChips(wiz, 'diamonds', 0)), 'Wiz', 'Orc', { kind: 'cast' })).toThrow('Wiz has no diamonds chip to cast with');
    expect(() => previewAttack(party(setChips(wiz, 'diamonds', 1)), 'Wiz', 'Orc', { kind: 'cast' })).not.toThrow();
  });

  it('refuses Club chips on a spell', () => {
    expect(() => previewAttack(party(), 'Wiz', 'Orc', { kind: 'cast', clubChips: 1 })).toThrow('Club chips add to Club-based attacks, not spells');
  });
});

describe('previewAttack: dice sources and refusals', () => {
  it('with 2d6 the defender’s roll is any of 36: against 6 + G, +1 for G ≤ 3 — 1 + 3 + 5 = 9 of 36', () => {
    const s = duel('bold', 'cautious', orc, { dominoSource: '2d6' });
    const p = previewAttack(s, 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 36n, w: { '0': 27n, '1': 9n } });
  });

  it('with d8 + d4 the d8 is G: 32 rolls; G ≥ 9 is impossible, so a miss needs 6 + G > 14 — never; +1 for G ≤ 3: 12 of 32', () => {
    const s = duel('bold', 'cautious', orc, { dominoSource: 'd8d4' });
    const p = previewAttack(s, 'Ann', 'Orc');
    expect(weights(p.outcomes)).toEqual({ total: 32n, w: { '0': 20n, '1': 12n } });
  });

  it('refuses outside the turns phase, unknown ids and self-attacks', () => {
    const { state } = startCombat(seed(1), [
      { side: 'pcs', character: ann },
      { side: 'monsters', character: orc },
    ]);
    expect(() => previewAttack(state, 'Ann', 'Orc')).toThrow(CombatStateError);
    expect(() => previewAttack(state, 'Ann', 'Orc')).toThrow('attacks are previewed during turns, not in phase stances');
    expect(() => previewAttack(duel(), 'Ann', 'Nobody')).toThrow(CombatStateError);
    expect(() => previewAttack(duel(), 'Ann', 'Ann')).toThrow('Ann cannot attack itself');
  });

  it('draws and spends nothing: the state is unchanged and the engine result is one of the previewed outcomes', () => {
    const s = deepFreeze(duel());
    const p = previewAttack(s, 'Ann', 'Orc', { clubChips: 2 });
    expect(s.combatants.find((c) => c.id === 'Ann')?.character.chips.clubs).toBe(9);
    const r = act(s, 'Ann', { kind: 'attack', target: 'Orc', clubChips: 2 });
    const hit = r.events.find((e) => e.type === 'attack');
    // 14 + 2 = 16 against 6 + 4 = 10: margin 6 → +1
    expect(hit).toMatchObject({ type: 'attack', roll: { attack: 16, defense: 10, margin: 6, bonusDamage: 1 } });
    expect(probability(p.outcomes, 1)).toEqual({ num: 7n, den: 10n });
  });
});
