// Two-Weapon Fighting, worked from seed § Full Actions (Two-Weapon Fighting) and Z33.
import { describe, expect, it } from 'vitest';
import type { Character } from '../../characters/character.js';
import { ActionError } from '../../errors/ActionError.js';
import { WEAPONS, type Weapon } from '../../equipment/items.js';
import { characterWith, eventsOf, fight, setCombatant } from '../../testing.js';
import type { DominoDraw, Stance } from '../stances.js';
import { act, takeTurn } from '../takeTurn.js';
import type { Action, CombatState } from '../types.js';

// Fia ♣10 ♠9 acts first. Bold 5|3 gives her 5 offensive pips to split.
// Ada ♠6 Cautious 2|1 defends at 6 + 2 = 8 (♥8); Gob ♠5 Cautious 4|2 defends at 5 + 4 = 9 (♥6).
const ada = characterWith('Ada', [7, 6, 5, 8]);
const gob = characterWith('Gob', [5, 5, 5, 6]);
const fia = (held: readonly Weapon[], classes: Character['classes'] = ['fighter']) => characterWith('Fia', [10, 9, 5, 8], classes, held);
const start = (c: Character, stance: Stance = 'bold', tile: DominoDraw = { greater: 5, lesser: 3 }): CombatState =>
  fight([
    { c, side: 'a', stance, tile },
    { c: ada, side: 'b', stance: 'cautious', tile: { greater: 2, lesser: 1 } },
    { c: gob, side: 'b', stance: 'cautious', tile: { greater: 4, lesser: 2 } },
  ]);
const pair = [WEAPONS.shortSword, WEAPONS.dagger] as const;
const twf = (s: CombatState, o: Partial<Extract<Action, { kind: 'twoWeaponFighting' }>> = {}) =>
  act(s, 'Fia', { kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2, ...o });
const second = (s: CombatState, o: Partial<Extract<Action, { kind: 'secondAttack' }>> = {}) => act(s, 'Fia', { kind: 'secondAttack', target: 'Gob', ...o });
const hp = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id)?.character.chips.hearts;
const splitRefusal = (total: number, first: number) => new ActionError(`split ${total} offensive pips with at least 1 per attack (Z33), not ${String(first)}`);

describe('splitting the offensive pips (Z33: at least 1 per attack)', () => {
  it('accepts 1 | 4 and 4 | 1 of Bold 5|3, with ♣10 + the share as each attack total', () => {
    const low = twf(start(fia(pair)), { firstPips: 1 });
    expect(eventsOf(low.events, 'attack')[0]?.roll.attack).toBe(11);
    expect(low.state.turnProgress?.secondAttack).toEqual({ pips: 4, weapon: 'dagger', chipsSpent: false });
    expect(eventsOf(second(low.state).events, 'attack')[0]?.roll.attack).toBe(14);
    const high = twf(start(fia(pair)), { firstPips: 4 });
    expect(eventsOf(high.events, 'attack')[0]?.roll.attack).toBe(14);
    expect(high.state.turnProgress?.secondAttack?.pips).toBe(1);
  });
  it('refuses 0 or all 5 for the first attack, and a fraction', () => {
    for (const n of [0, 5, 1.5, -1]) expect(() => twf(start(fia(pair)), { firstPips: n })).toThrow(splitRefusal(5, n));
  });
  it('splits a Reckless 5|3 as L + G = 8: 7 | 1 gives 17 and 11', () => {
    const { state, events } = twf(start(fia(pair), 'reckless'), { firstPips: 7 });
    expect(eventsOf(events, 'attack')[0]?.roll.attack).toBe(17);
    expect(eventsOf(second(state).events, 'attack')[0]?.roll.attack).toBe(11);
    expect(() => twf(start(fia(pair), 'reckless'), { firstPips: 8 })).toThrow(splitRefusal(8, 8));
  });
  it('splits a Cautious 3|2 (offense 2) only as 1 | 1, and cannot split a Cautious 3|1 (offense 1)', () => {
    expect(twf(start(fia(pair), 'cautious', { greater: 3, lesser: 2 }), { firstPips: 1 }).state.turnProgress?.secondAttack?.pips).toBe(1);
    expect(() => twf(start(fia(pair), 'cautious', { greater: 3, lesser: 1 }), { firstPips: 1 })).toThrow(splitRefusal(1, 1));
  });
  it('refuses a Guarded fighter, or one without a domino: no offensive pips', () => {
    const msg = new ActionError('Fia has no offensive pips to split');
    expect(() => twf(start(fia(pair), 'guarded'))).toThrow(msg);
    expect(() => twf(setCombatant(start(fia(pair)), 'Fia', { stance: 'none', tile: null }))).toThrow(msg);
    expect(() => twf(setCombatant(start(fia(pair)), 'Fia', { tile: null }))).toThrow(msg);
    expect(() => twf(setCombatant(start(fia(pair)), 'Fia', { stance: 'none' }))).toThrow(msg);
  });
});

describe('who may fight with two weapons (seed: Fighter or Rogue)', () => {
  const msg = new ActionError('Two-Weapon Fighting is for Fighters and Rogues (Z33)');
  it('lets a Rogue and a Fighter/Wizard do it', () => {
    for (const classes of [['rogue'], ['fighter', 'wizard'], ['wizard', 'rogue']] as Character['classes'][]) {
      expect(twf(start(fia(pair, classes))).state.turnProgress?.secondAttack?.pips).toBe(3);
    }
  });
  it('refuses a Wizard, a Healer and a classless creature', () => {
    for (const classes of [['wizard'], ['healer'], []] as Character['classes'][]) expect(() => twf(start(fia(pair, classes)))).toThrow(msg);
  });
});

describe('which weapons pair up (seed § Two-Weapon Fighting; Z33)', () => {
  const generic = new ActionError(
    'Two-Weapon Fighting needs two one-handed Light weapons, or a Heavy and a Tiny one, or a lighter pair, or a staff or shortbow (Z33)',
  );
  const one = (name: string) =>
    new ActionError(`Two-Weapon Fighting with one weapon needs a double weapon (staff) or a Light bow (shortbow); ${name} is neither (Z33)`);
  it('accepts Light + Light, Heavy + Tiny, Light + Tiny and Tiny + Tiny, the second weapon waiting', () => {
    const cases: [Weapon, Weapon][] = [
      [WEAPONS.shortSword, WEAPONS.club],
      [WEAPONS.longsword, WEAPONS.dagger],
      [WEAPONS.dagger, WEAPONS.longsword],
      [WEAPONS.mace, WEAPONS.knife],
      [WEAPONS.dagger, WEAPONS.knife],
    ];
    for (const [a, b] of cases) expect(twf(start(fia([a, b]))).state.turnProgress?.secondAttack?.weapon).toBe(b.name);
  });
  it('refuses Heavy + Light and Heavy + Heavy', () => {
    expect(() => twf(start(fia([WEAPONS.longsword, WEAPONS.shortSword])))).toThrow(generic);
    expect(() => twf(start(fia([WEAPONS.longsword, WEAPONS.battleaxe])))).toThrow(generic);
  });
  it('refuses an empty-handed fighter', () => expect(() => twf(start(fia([])))).toThrow(generic));
  it('refuses a pair with a sling, which reloads too slowly', () => {
    expect(() => twf(start(fia([WEAPONS.sling, WEAPONS.dagger])))).toThrow(new ActionError('slings and crossbows take too long to reload for Two-Weapon Fighting (Z33)'));
  });
  it('refuses a pair with a two-handed weapon (a hand-made state past the two-hand limit)', () => {
    const bigKnife: Weapon = { ...WEAPONS.knife, name: 'bigKnife', hands: 2 };
    const s = setCombatant(start(fia(pair)), 'Fia', { character: { ...fia(pair), equipment: { held: [bigKnife, WEAPONS.dagger], armor: null, handy: [], pack: [] } } });
    expect(() => twf(s)).toThrow(new ActionError('Two-Weapon Fighting makes one attack with each one-handed weapon (Z33)'));
  });
  it('refuses a single weapon that is neither a staff nor a Light bow: longsword, longbow, light crossbow, sling, greatsword', () => {
    for (const w of [WEAPONS.longsword, WEAPONS.longbow, WEAPONS.lightCrossbow, WEAPONS.sling, WEAPONS.greatsword]) expect(() => twf(start(fia([w])))).toThrow(one(w.name));
  });
  it('fires a shortbow twice and swings a staff twice, the same weapon waiting', () => {
    expect(twf(start(fia([WEAPONS.shortbow]))).state.turnProgress?.secondAttack?.weapon).toBe('shortbow');
    expect(twf(start(fia([WEAPONS.staff]))).state.turnProgress?.secondAttack?.weapon).toBe('staff');
  });
  it('uses a staff as two Light weapons: 2 damage for each end (seed § Weapons)', () => {
    // 10 + 2 = 12 vs Ada's 8 (margin 4, no bonus): 2; then 10 + 3 = 13 vs Gob's 9: 2 again (a Heavy staff would deal 3).
    const first = twf(start(fia([WEAPONS.staff])));
    const then = second(first.state);
    expect([...eventsOf(first.events, 'attack'), ...eventsOf(then.events, 'attack')].map((a) => [a.with, a.damage?.dealt])).toEqual([
      ['staff', 2],
      ['staff', 2],
    ]);
    expect([hp(then.state, 'Ada'), hp(then.state, 'Gob')]).toEqual([6, 4]);
  });
});

describe('choosing the weapon of each attack (Z33)', () => {
  it('starts with the first held weapon by default, and the second attack takes the other', () => {
    const { state, events } = twf(start(fia(pair)));
    expect(eventsOf(events, 'attack')[0]?.with).toBe('shortSword');
    expect(eventsOf(second(state).events, 'attack')[0]?.with).toBe('dagger');
  });
  it('starts with the named weapon and leaves the other one for the second attack', () => {
    const { state, events } = twf(start(fia(pair)), { weapon: 'dagger' });
    expect(eventsOf(events, 'attack')[0]?.with).toBe('dagger');
    expect(state.turnProgress?.secondAttack?.weapon).toBe('shortSword');
    expect(eventsOf(second(state).events, 'attack')[0]?.with).toBe('shortSword');
  });
  it('refuses a first weapon outside the pair', () => {
    expect(() => twf(start(fia(pair)), { weapon: 'longsword' })).toThrow(new ActionError('Two-Weapon Fighting uses shortSword and dagger, not longsword (Z33)'));
  });
  it('refuses a second attack that names another weapon, and accepts the right name', () => {
    const { state } = twf(start(fia(pair)));
    expect(() => second(state, { weapon: 'shortSword' })).toThrow(new ActionError('the second attack uses dagger (Z33)'));
    expect(eventsOf(second(state, { weapon: 'dagger' }).events, 'attack')[0]?.with).toBe('dagger');
  });
  it('refuses the second attack once its weapon was dropped between the two', () => {
    const { state } = act(twf(start(fia(pair))).state, 'Fia', { kind: 'free', what: 'dropItem', item: 'dagger' });
    expect(() => second(state)).toThrow(new ActionError('Fia no longer holds dagger for the second attack'));
  });
});

describe('the second attack (seed: see the first result, step, then target anyone)', () => {
  const none = new ActionError('a second attack follows a Two-Weapon Fighting attack in the same turn (Z33)');
  it('hits the new target with exact damage: shortsword 2 to Ada, then dagger 1 to Gob', () => {
    // 10 + 2 = 12 vs 8 → shortSword (Light) 2; 10 + 3 = 13 vs 9 → dagger (Tiny) 1.
    const first = twf(start(fia(pair)));
    expect(hp(first.state, 'Ada')).toBe(6);
    const then = second(first.state);
    expect(eventsOf(then.events, 'attack')).toMatchObject([{ id: 'Fia', target: 'Gob', with: 'dagger', roll: { attack: 13, defense: 9, hit: true }, damage: { dealt: 1 } }]);
    expect([hp(then.state, 'Ada'), hp(then.state, 'Gob')]).toEqual([6, 5]);
    expect(then.state.turnProgress).toMatchObject({ full: 1, secondAttack: null });
  });
  it('allows the free step between the attacks, but not a Move (the Full action leaves no Minor)', () => {
    const { state } = twf(start(fia(pair)));
    const stepped = act(state, 'Fia', { kind: 'free', what: 'step' }).state;
    expect(eventsOf(second(stepped).events, 'attack')).toHaveLength(1);
    expect(() => act(state, 'Fia', { kind: 'move', squares: 1 })).toThrow(ActionError);
  });
  it('refuses a second attack without a first, and a third', () => {
    expect(() => second(start(fia(pair)))).toThrow(none);
    const { state } = second(twf(start(fia(pair))).state);
    expect(() => second(state)).toThrow(none);
  });
  it('follows at once when given up front', () => {
    const { state, events } = takeTurn(start(fia(pair)), 'Fia', [{ kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2, second: { target: 'Gob' } }]);
    expect(eventsOf(events, 'attack').map((a) => [a.target, a.with, a.roll.attack])).toEqual([
      ['Ada', 'shortSword', 12],
      ['Gob', 'dagger', 13],
    ]);
    expect([hp(state, 'Ada'), hp(state, 'Gob')]).toEqual([6, 5]);
  });
  // Engine defect (Z33 with the end of combat): the guard `state.phase === 'ended'` in
  // performTwoWeaponFighting never fires, because strike() does not end the fight (checkEnd runs
  // only after the whole action). So a second attack given up front still lands after the last
  // foe fell (here 2 more ♥ drain on an unconscious Ada), while the same turn step by step
  // ends the fight after the first attack and refuses the second. Fails until that is fixed.
  it('makes no second attack once the first ended the fight, as step by step', () => {
    // Ada alone, at 1 HP: the shortsword's 2 drops her and the combat ends.
    const s = fight([
      { c: fia(pair), side: 'a', stance: 'bold', tile: { greater: 5, lesser: 3 } },
      { c: { ...ada, chips: { ...ada.chips, hearts: 1 } }, side: 'b', stance: 'cautious', tile: { greater: 2, lesser: 1 } },
    ]);
    const stepwise = act(s, 'Fia', { kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2 });
    expect(stepwise.state.phase).toBe('ended');
    expect(() => second(stepwise.state, { target: 'Ada' })).toThrow(/no turns are taken in phase ended/);
    const { state, events } = act(s, 'Fia', { kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2, second: { target: 'Ada' } });
    expect(state.phase).toBe('ended');
    expect(eventsOf(events, 'attack')).toHaveLength(1);
    expect(state.combatants.find((c) => c.id === 'Ada')?.character.drain.hearts).toBe(stepwise.state.combatants.find((c) => c.id === 'Ada')?.character.drain.hearts);
  });
});

describe('Club chips go to one of the two attacks (Z33)', () => {
  const taken = new ActionError('Club chips go to one of the two attacks of Two-Weapon Fighting, and the first took them (Z33)');
  it('lets the first attack take them and refuses them on the second', () => {
    const { state, events } = twf(start(fia(pair)), { clubChips: 1 });
    expect(eventsOf(events, 'attack')[0]?.roll.attack).toBe(13);
    expect(eventsOf(events, 'chips')).toEqual([{ type: 'chips', id: 'Fia', suit: 'clubs', spent: 1 }]);
    expect(state.turnProgress?.secondAttack).toEqual({ pips: 3, weapon: 'dagger', chipsSpent: true });
    expect(() => second(state, { clubChips: 1 })).toThrow(taken);
    expect(eventsOf(second(state).events, 'attack')[0]?.roll.attack).toBe(13);
    expect(eventsOf(second(state, { clubChips: 0 }).events, 'attack')[0]?.roll.attack).toBe(13);
  });
  it('lets the second attack take them when the first did not: 10 + 3 + 2 = 15', () => {
    const { state } = twf(start(fia(pair)), { clubChips: 0 });
    expect(state.turnProgress?.secondAttack?.chipsSpent).toBe(false);
    const then = second(state, { clubChips: 2 });
    expect(eventsOf(then.events, 'attack')[0]?.roll.attack).toBe(15);
    expect(then.state.combatants.find((c) => c.id === 'Fia')?.character.chips.clubs).toBe(8);
  });
});
