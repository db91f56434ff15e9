import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { createCharacter, withCondition, type Character } from '../characters/character.js';
import { WEAPONS, type Weapon } from '../equipment/items.js';
import { startCombat } from './startCombat.js';
import { declareStances } from './declareStances.js';
import { takeTurn } from './takeTurn.js';
import { chooseTurn } from './duel.js';
import { ActionError } from '../errors/ActionError.js';
import { StanceError } from '../errors/StanceError.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { LightingError } from '../errors/LightingError.js';
import type { CombatOptions, CombatState } from './types.js';

const eq = (held: Weapon[]) => ({ held, armor: null, handy: [], pack: [] });
const fighter = (): Character =>
  createCharacter({ name: 'Ada', suits: { clubs: 10, spades: 6, diamonds: 7, hearts: 8 }, classes: ['fighter'], equipment: eq([WEAPONS.longsword]) });
const rogue = (): Character =>
  createCharacter({ name: 'Rex', suits: { clubs: 7, spades: 9, diamonds: 6, hearts: 7 }, classes: ['rogue'], equipment: eq([WEAPONS.shortSword]) });

/** Ada (Bold, tile 6/1 → offense 6) attacks Rex (Bold, tile 2/1 → defense 1) after Rex defends: base 16 vs 10. */
function ready(a: Character = fighter()): CombatState {
  const { state } = startCombat(seed(1), [{ side: 'pcs', character: a, pc: true }, { side: 'foes', character: rogue() }]);
  let s = declareStances(state, { Ada: 'bold', Rex: 'bold' }).state;
  s = { ...s, combatants: s.combatants.map((c) => ({ ...c, tile: c.id === 'Ada' ? { greater: 6, lesser: 1 } : { greater: 2, lesser: 1 } })) };
  return s.order[s.turn] === 'Rex' ? takeTurn(s, 'Rex', [{ kind: 'defend' }]).state : s;
}
const attackTotal = (s: CombatState, extra: object): unknown =>
  takeTurn(s, 'Ada', [{ kind: 'attack', target: 'Rex', ...extra }]).events.find((e) => e.type === 'attack');

describe('takeTurn (Z14 light and vision)', () => {
  it('Bright light or no light given: the plain total 16 vs 10', () => {
    expect(attackTotal(ready(), {})).toMatchObject({ roll: { attack: 16, defense: 10, hit: true } });
    expect(attackTotal(ready(), { light: 'bright' })).toMatchObject({ roll: { attack: 16 } });
  });
  it('Lowlight with normal vision: Occluded −2 (not stacked with occluded: true)', () => {
    expect(attackTotal(ready(), { light: 'lowlight' })).toMatchObject({ roll: { attack: 14 } });
    expect(attackTotal(ready(), { light: 'lowlight', occluded: true })).toMatchObject({ roll: { attack: 14 } });
    expect(attackTotal(ready(), { light: 'lowlight', vision: 'lowlight' })).toMatchObject({ roll: { attack: 16 } });
  });
  it('Dark with normal vision: Blinded, the target counts as Invisible (−5 on the right square, a miss on a wrong one)', () => {
    expect(() => attackTotal(ready(), { light: 'dark' })).toThrow(ActionError);
    expect(attackTotal(ready(), { light: 'dark', invisible: 'right' })).toMatchObject({ roll: { attack: 11, hit: true } });
    expect(attackTotal(ready(), { light: 'dark', invisible: 'wrong' })).toMatchObject({ roll: { hit: false } });
    expect(() => attackTotal(ready(), { light: 'dark', vision: 'lowlight' })).toThrow(/Blinded/);
  });
  it('Dark with darkvision: sees normally', () => {
    expect(attackTotal(ready(), { light: 'dark', vision: 'darkvision' })).toMatchObject({ roll: { attack: 16 } });
  });
  it('the Blinded condition works the same way', () => {
    const blind = ready(withCondition(fighter(), 'blinded'));
    expect(() => attackTotal(blind, {})).toThrow(ActionError);
    expect(attackTotal(blind, { invisible: 'right' })).toMatchObject({ roll: { attack: 11 } });
    expect(chooseTurn(blind, 'Ada')).toContainEqual(expect.objectContaining({ kind: 'attack', invisible: 'right' }));
  });
  it('rejects vision without light and unknown light levels', () => {
    expect(() => attackTotal(ready(), { vision: 'darkvision' })).toThrow(ActionError);
    expect(() => attackTotal(ready(), { light: 'dim' })).toThrow(LightingError);
  });
});

describe('declareStances (Z11 threatenedByAdjacency)', () => {
  const start = (options: CombatOptions): CombatState =>
    startCombat(seed(1), [{ side: 'pcs', character: fighter(), pc: true }, { side: 'foes', character: rogue() }], options).state;
  it('rejects a Reckless declaration next to an enemy', () => {
    const s = start({ threatenedByAdjacency: true });
    expect(() => declareStances(s, { Ada: 'reckless', Rex: 'cautious' }, { adjacent: [['Ada', 'Rex']] })).toThrow(StanceError);
    expect(() => declareStances(s, { Ada: 'cautious', Rex: 'bold' }, { adjacent: [['Rex', 'Ada']] })).toThrow(/Threatened/);
  });
  it('allows a defensive stance, and any stance when nobody is adjacent', () => {
    const s = start({ threatenedByAdjacency: true });
    const { state } = declareStances(s, { Ada: 'cautious', Rex: 'guarded' }, { adjacent: [['Ada', 'Rex']] });
    expect(state.combatants.map((c) => c.threatenedUntil)).toEqual([1, 1]);
    expect(() => declareStances(s, { Ada: 'reckless', Rex: 'bold' })).not.toThrow();
  });
  it('is off by default: adjacency then is an error, not silently ignored', () => {
    expect(start({}).options.threatenedByAdjacency).toBe(false);
    expect(() => declareStances(start({}), { Ada: 'reckless', Rex: 'bold' }, { adjacent: [['Ada', 'Rex']] })).toThrow(CombatStateError);
    expect(() => declareStances(start({ threatenedByAdjacency: true }), { Ada: 'bold', Rex: 'bold' }, { adjacent: [['Ada', 'Nobody']] })).toThrow(CombatStateError);
  });
});
