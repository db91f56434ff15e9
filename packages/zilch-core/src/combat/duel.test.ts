import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { createCharacter, spendChips, withCondition, type Character } from '../characters/character.js';
import { WEAPONS } from '../equipment/items.js';
import { characterWith, eventsOf, fight, setCombatant } from '../testing.js';
import { startCombat } from './startCombat.js';
import { declareStances } from './declareStances.js';
import { act, endTurn, takeTurn, threaten } from './takeTurn.js';
import { chooseStance, chooseTurn, MAX_DUEL_ROUNDS, runDuel } from './duel.js';
import type { Stance } from './stances.js';
import type { CombatState } from './types.js';

// Ada: a Fighter with 10 Club chips; Rex: a Rogue with 9 Spade chips; Zed: a Wizard with 10 Diamond chips.
const ada = (): Character => characterWith('Ada', [10, 6, 7, 8], ['fighter'], [WEAPONS.longsword]);
const rex = (): Character => characterWith('Rex', [7, 9, 6, 7], ['rogue'], [WEAPONS.shortSword]);
const zed = (): Character => characterWith('Zed', [6, 8, 10, 7], ['wizard']);
const tile = { greater: 4, lesser: 2 };

/** Ada (or another attacker) against Rex (or another foe), both in the given stances. */
const duel = (me: Character, meStance: Stance, foe: Character, foeStance: Stance) =>
  fight([
    { c: me, side: 'pcs', stance: meStance, tile },
    { c: foe, side: 'foes', stance: foeStance, tile },
  ]);

/** The attack the policy makes on Rex with the given chips, in melee. */
const attackRex = (clubChips: number, defenderChips: number) => ({ kind: 'attack', target: 'Rex', clubChips, defenderChips, distance: 'adjacent' });

describe('chooseStance', () => {
  it('picks Cautious for a Threatened combatant (it must keep a defensive stance, Z11) and Bold for the others', () => {
    const { state } = startCombat(seed(1), [{ side: 'pcs', character: ada() }, { side: 'foes', character: rex() }]);
    const scared = threaten(state, 'Ada');
    expect(chooseStance(scared, 'Ada')).toBe('cautious');
    expect(chooseStance(scared, 'Rex')).toBe('bold');
  });
});

describe('chooseTurn', () => {
  it('spends a Guarded turn on Defend and nothing else (Z04)', () => {
    expect(chooseTurn(duel(ada(), 'guarded', rex(), 'bold'), 'Ada')).toEqual([{ kind: 'defend' }]);
    expect(chooseTurn(duel(withCondition(ada(), 'prone'), 'guarded', rex(), 'bold'), 'Ada')).toEqual([{ kind: 'defend' }]);
  });

  it('proposes no action when no foe is left standing', () => {
    const s = setCombatant(duel(ada(), 'bold', rex(), 'bold'), 'Rex', { character: withCondition(rex(), 'unconscious') });
    expect(chooseTurn(s, 'Ada')).toEqual([]);
  });

  it('stands up from Prone first (a Minor action, Z09), then attacks', () => {
    expect(chooseTurn(duel(withCondition(ada(), 'prone'), 'bold', rex(), 'bold'), 'Ada')).toEqual([{ kind: 'stand' }, attackRex(2, 1)]);
  });

  it('casts rune E at a living foe while a Wizard has a Diamond chip (Z18), standing up first if Prone', () => {
    expect(chooseTurn(duel(zed(), 'bold', rex(), 'bold'), 'Zed')).toEqual([{ kind: 'cast', rune: 'E', target: 'Rex' }]);
    expect(chooseTurn(duel(spendChips(zed(), 'diamonds', 9), 'bold', rex(), 'bold'), 'Zed')).toEqual([{ kind: 'cast', rune: 'E', target: 'Rex' }]);
    expect(chooseTurn(duel(withCondition(zed(), 'prone'), 'bold', rex(), 'bold'), 'Zed')).toEqual([
      { kind: 'stand' },
      { kind: 'cast', rune: 'E', target: 'Rex' },
    ]);
  });

  it('makes a Wizard with no Diamond chip left attack with its fists instead (no Club chips: not a Fighter)', () => {
    expect(chooseTurn(duel(spendChips(zed(), 'diamonds', 10), 'bold', rex(), 'bold'), 'Zed')).toEqual([attackRex(0, 1)]);
  });

  it('lets a Rogue foe commit 1 Spade chip only when it can defend: not Reckless, not surprised, not Defenseless (Z02, Z05, Z35)', () => {
    expect(chooseTurn(duel(ada(), 'bold', rex(), 'bold'), 'Ada')).toEqual([attackRex(2, 1)]);
    expect(chooseTurn(duel(ada(), 'bold', rex(), 'cautious'), 'Ada')).toEqual([attackRex(2, 1)]);
    expect(chooseTurn(duel(ada(), 'bold', rex(), 'reckless'), 'Ada')).toEqual([attackRex(2, 0)]);
    expect(chooseTurn(duel(ada(), 'bold', withCondition(rex(), 'defenseless'), 'bold'), 'Ada')).toEqual([attackRex(2, 0)]);
    const { state } = startCombat(seed(1), [{ side: 'pcs', character: ada() }, { side: 'foes', character: rex(), aware: false }]);
    const surprise = declareStances(state, { Ada: 'bold' }).state;
    expect(surprise.combatants.find((c) => c.id === 'Rex')?.stance).toBe('none');
    expect(chooseTurn(surprise, 'Ada')).toEqual([attackRex(2, 0)]);
  });
});

// chooseTurn proposes only what takeTurn accepts: it checks free hands (Z18) and a grapple (Z12)
describe('chooseTurn: only legal turns', () => {
  // Rex (♠ higher) acts first: his turn passes with nothing done
  const toTurnOf = (s: CombatState, id: string): CombatState => {
    const t = s.order[s.turn] === id ? s : endTurn(s, s.order[s.turn] ?? '').state;
    expect(t.order[t.turn]).toBe(id);
    return t;
  };

  it('makes a Wizard with both hands full attack instead of casting (Z18)', () => {
    const busy = characterWith('Zed', [6, 8, 10, 7], ['wizard'], [WEAPONS.dagger, WEAPONS.dagger]);
    const s = toTurnOf(duel(busy, 'bold', rex(), 'bold'), 'Zed');
    const turn = chooseTurn(s, 'Zed');
    expect(turn.map((a) => a.kind)).toEqual(['attack']);
    expect(() => takeTurn(s, 'Zed', turn)).not.toThrow();
  });

  it('makes a grappling Fighter strike unarmed, not with the longsword in hand (Z12)', () => {
    const s0 = duel(ada(), 'bold', rex(), 'bold');
    const s = toTurnOf(setCombatant(setCombatant(s0, 'Ada', { grappling: 'Rex' }), 'Rex', { grappling: 'Ada' }), 'Ada');
    const turn = chooseTurn(s, 'Ada');
    expect(turn).toHaveLength(1);
    expect(turn[0]).toMatchObject({ kind: 'attack', target: 'Rex', weapon: 'unarmed' });
    expect(() => takeTurn(s, 'Ada', turn)).not.toThrow();
  });

  it('proposes for a combatant whose turn it is not the turn it would take, checked as its own', () => {
    const busy = characterWith('Zed', [6, 8, 10, 7], ['wizard'], [WEAPONS.dagger, WEAPONS.dagger]);
    const s = duel(rex(), 'bold', busy, 'bold');
    expect(s.order[s.turn]).not.toBe('Zed');
    expect(chooseTurn(s, 'Zed').map((a) => a.kind)).toEqual(['attack']);
  });

  it('keeps the turn in progress: once the Standard action is spent, no second attack is proposed', () => {
    const s = toTurnOf(duel(ada(), 'bold', rex(), 'bold'), 'Ada');
    const after = act(s, 'Ada', attackRex(0, 0) as never).state;
    expect(after.order[after.turn]).toBe('Ada');
    expect(after.combatants.find((c) => c.id === 'Rex')?.character.conditions).not.toContain('unconscious');
    expect(chooseTurn(after, 'Ada')).toEqual([]);
  });

  it('makes a Blinded duellist guess its one foe is on the right (Z14)', () => {
    expect(chooseTurn(duel(withCondition(ada(), 'blinded'), 'bold', rex(), 'bold'), 'Ada')).toEqual([{ ...attackRex(2, 1), invisible: 'right' }]);
  });

  it('makes a Healer attack a living foe (Life energy would heal it) and cast rune E at an undead one (Z18)', () => {
    const healer = characterWith('Hal', [6, 8, 10, 7], ['healer']);
    const ghoul = createCharacter({ name: 'Rex', suits: { clubs: 7, spades: 9, diamonds: 6, hearts: 7 }, equipment: { held: [], armor: null, handy: [], pack: [] }, undead: true });
    expect(chooseTurn(duel(healer, 'bold', rex(), 'bold'), 'Hal').map((a) => a.kind)).toEqual(['attack']);
    expect(chooseTurn(duel(healer, 'bold', ghoul, 'bold'), 'Hal')).toEqual([{ kind: 'cast', rune: 'E', target: 'Rex' }]);
  });

  it('lets a Wizard with both hands full play a whole duel without an error (seeds 1 to 3)', () => {
    const busy = characterWith('Zed', [6, 8, 10, 7], ['wizard'], [WEAPONS.dagger, WEAPONS.dagger]);
    for (const n of [1, 2, 3]) expect(runDuel(seed(n), busy, rex()).state.phase).toBe('ended');
  });
});

describe('runDuel', () => {
  it('enters the fighters under their names, a on side a as the player character and b on side b', () => {
    const { state, events } = runDuel(seed(1), ada(), rex());
    expect(eventsOf(events, 'combatStarted')[0]?.order).toEqual(['Rex', 'Ada']);
    const who = Object.fromEntries(state.combatants.map((c) => [c.id, { side: c.side, pc: c.pc }]));
    expect(who).toEqual({ Ada: { side: 'a', pc: true }, Rex: { side: 'b', pc: false } });
  });

  it('calls two fighters with the same name a and b', () => {
    const { state } = runDuel(seed(1), ada(), ada());
    const who = Object.fromEntries(state.combatants.map((c) => [c.id, { side: c.side, pc: c.pc }]));
    expect(who).toEqual({ a: { side: 'a', pc: true }, b: { side: 'b', pc: false } });
  });

  it('gives an initiative tie of equal Spades to a, the player character (Z24)', () => {
    for (let n = 1; n <= 8; n++) {
      const { events } = runDuel(seed(n), characterWith('Pip', [7, 7, 7, 7]), characterWith('Quo', [7, 7, 7, 7]));
      expect(eventsOf(events, 'combatStarted')[0]?.order).toEqual(['Pip', 'Quo']);
    }
  });

  it('calls a draw after 100 rounds in which nobody lands a blow', () => {
    // ♣ 2 + at most 6 Bold offensive pips = 8 never reaches ♠ 14 + at least 1 defensive pip = 15.
    const wall = (name: string) => characterWith(name, [2, 14, 7, 7]);
    const { state, events } = runDuel(seed(3), wall('Pip'), wall('Quo'));
    expect(MAX_DUEL_ROUNDS).toBe(100);
    const attacks = eventsOf(events, 'attack');
    expect(attacks).toHaveLength(200); // one unarmed swing each per round
    expect(attacks.filter((e) => e.roll.hit)).toEqual([]);
    expect(eventsOf(events, 'roundStarted').map((e) => e.round)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(events.at(-1)).toEqual({ type: 'combatEnded', winner: null, rounds: 100 });
    expect(eventsOf(events, 'combatEnded')).toHaveLength(1);
    expect(state).toMatchObject({ phase: 'ended', winner: null, round: 101 });
  });
});
