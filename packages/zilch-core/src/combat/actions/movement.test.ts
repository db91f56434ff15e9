// Move, Stand, dive prone and the free step, worked from seed § Minor Actions / § Free Actions and Z07, Z09, Z12, Z32.
import { describe, expect, it } from 'vitest';
import { withCondition, type Character } from '../../characters/character.js';
import { ActionError } from '../../errors/ActionError.js';
import { WEAPONS } from '../../equipment/items.js';
import { characterWith, deepFreeze, fight, setCombatant } from '../../testing.js';
import type { Stance } from '../stances.js';
import { act, takeTurn } from '../takeTurn.js';
import type { CombatState, MoveMode } from '../types.js';

// Sal's ♠ is the one under test; the foe Dan (♠2) waits.
const dan = characterWith('Dan', [6, 2, 5, 9]);
const start = (sal: Character, stance: Stance = 'reckless'): CombatState => {
  const s = fight([
    { c: sal, side: 'a', stance, tile: { greater: 4, lesser: 1 } },
    { c: dan, side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
  ]);
  return { ...s, turn: s.order.indexOf('Sal') }; // Sal's turn even when a Slowed ♠ puts it second
};
const sal = (spades: number): Character => characterWith('Sal', [8, spades, 5, 8], ['fighter'], [WEAPONS.longsword]);
const move = (s: CombatState, squares: number, mode?: MoveMode) => act(s, 'Sal', mode === undefined ? { kind: 'move', squares } : { kind: 'move', squares, mode });
const refusal = (rate: number, mode: string, squares: number) => new ActionError(`Sal can move 0..${rate} squares (${mode}, Z32), not ${String(squares)}`);
/** The largest Move accepted: `rate` goes, `rate + 1` is refused with the exact message. */
const expectRate = (s: CombatState, rate: number, mode: MoveMode) => {
  expect(() => move(s, rate, mode)).not.toThrow();
  expect(() => move(s, rate + 1, mode)).toThrow(refusal(rate, mode, rate + 1));
};

describe('Move rates (seed § Move; Z32: rounded down, at least 1)', () => {
  it('walks ♠ squares: ♠9 → 9, not 10', () => expectRate(start(sal(9), 'bold'), 9, 'walk'));
  it('walks by default when no mode is given, and says so in the refusal', () => {
    expect(() => move(start(sal(9), 'bold'), 9)).not.toThrow();
    expect(() => move(start(sal(9), 'bold'), 10)).toThrow(refusal(9, 'walk', 10));
  });
  it('runs at 1.5× when Reckless: ♠9 → 13 (13.5 rounded down)', () => expectRate(start(sal(9)), 13, 'run'));
  it('sprints at 2× when Reckless: ♠9 → 18', () => expectRate(start(sal(9)), 18, 'sprint'));
  it('swims and climbs at ¼: ♠9 → 2 (2.25), ♠8 → 2, ♠7 → 1', () => {
    expectRate(start(sal(9)), 2, 'swim');
    expectRate(start(sal(9)), 2, 'climb');
    expectRate(start(sal(8)), 2, 'climb');
    expectRate(start(sal(7)), 1, 'swim');
  });
  it('never drops below 1 square: ♠3 swims 1 (¾ rounds to 0, raised to 1)', () => expectRate(start(sal(3)), 1, 'swim'));
  it('accepts a Move of 0 squares, and refuses a negative, fractional or non-number one', () => {
    const s = start(sal(9), 'bold');
    expect(() => move(s, 0)).not.toThrow();
    expect(() => move(s, -1)).toThrow(refusal(9, 'walk', -1));
    expect(() => move(s, 2.5)).toThrow(refusal(9, 'walk', 2.5));
    expect(() => move(s, Number.NaN)).toThrow(refusal(9, 'walk', Number.NaN));
    expect(() => move(s, '3' as never)).toThrow(refusal(9, 'walk', 3));
  });
  it('refuses an unknown mode, listing the five', () => {
    expect(() => move(start(sal(9)), 1, 'fly' as MoveMode)).toThrow(new ActionError('unknown move mode "fly"; use walk, run, sprint, swim, climb (Z32)'));
  });
});

describe('running and sprinting need Reckless and no Slowed (seed § Move, Z07)', () => {
  const msg = new ActionError('running and sprinting need a Reckless stance and no Slowed (Z07, seed § Move)');
  it('refuses a Bold runner or sprinter, even for 1 square', () => {
    for (const mode of ['run', 'sprint'] as const) expect(() => move(start(sal(9), 'bold'), 1, mode)).toThrow(msg);
  });
  it('refuses a Cautious runner', () => expect(() => move(start(sal(9), 'cautious'), 1, 'run')).toThrow(msg));
  it('refuses a Slowed runner or sprinter, even when Reckless', () => {
    for (const mode of ['run', 'sprint'] as const) expect(() => move(start(withCondition(sal(9), 'slowed')), 1, mode)).toThrow(msg);
  });
  it('refuses a Hampered runner (Hampered is also Slowed, Z08)', () => expect(() => move(start(withCondition(sal(9), 'hampered')), 1, 'run')).toThrow(msg));
  it('lets any stance walk, swim and climb', () => {
    for (const stance of ['bold', 'cautious'] as const) for (const mode of ['walk', 'swim', 'climb'] as const) expect(() => move(start(sal(9), stance), 1, mode)).not.toThrow();
  });
});

describe('Slowed and Prone movement (Z07, Z09)', () => {
  it('halves the walk of a Slowed creature, rounded down: ♠9 → 4', () => expectRate(start(withCondition(sal(9), 'slowed'), 'bold'), 4, 'walk'));
  it('halves before the quarter for a Slowed swimmer: ♠9 → 4 → 1', () => expectRate(start(withCondition(sal(9), 'slowed'), 'bold'), 1, 'swim'));
  it('gives a Slowed ♠7 swimmer at least 1 square (3 × ¼ rounds to 0)', () => expectRate(start(withCondition(sal(7), 'slowed'), 'bold'), 1, 'swim'));
  it('halves an odd ♠ down: Slowed ♠3 walks 1', () => expectRate(start(withCondition(sal(3), 'slowed'), 'bold'), 1, 'walk'));
  it('halves the walk of a Hampered creature too: ♠8 → 4', () => expectRate(start(withCondition(sal(8), 'hampered'), 'bold'), 4, 'walk'));
  it('lets a Prone creature crawl 1 square, whatever its ♠ or mode', () => {
    expectRate(start(withCondition(sal(9), 'prone'), 'bold'), 1, 'walk');
    expectRate(start(withCondition(sal(9), 'prone')), 1, 'sprint');
  });
});

describe('the effect of a Move on the turn (seed § Combat Actions)', () => {
  it('costs a Minor action and marks the turn as moved, nothing else', () => {
    const s = deepFreeze(start(sal(9), 'bold'));
    const { state, events } = move(s, 5);
    expect(events).toEqual([{ type: 'action', id: 'Sal', action: 'move' }]);
    expect(state.turnProgress).toEqual({ id: 'Sal', taken: ['move'], full: 0, standard: 0, minor: 1, moved: true, stepped: false, secondAttack: null });
    expect(state.combatants).toEqual(s.combatants);
  });
  it('allows two Moves in one turn (two Minor actions), and no third', () => {
    const { state } = move(move(start(sal(9), 'bold'), 9).state, 9);
    expect(state.turnProgress).toMatchObject({ minor: 2, moved: true });
    expect(() => move(state, 1)).toThrow(ActionError);
  });
  it('refuses a Move while grappling (Z12), and lets the partner-free combatant move', () => {
    const s = setCombatant(start(sal(9), 'bold'), 'Sal', { grappling: 'Dan' });
    expect(() => move(s, 1)).toThrow(new ActionError('Sal is grappling and cannot move away (Z12)'));
    expect(() => move(s, 0)).toThrow(ActionError);
  });
});

describe('the free step (seed § Free Actions: once per turn, only without a Move)', () => {
  const stepOf = (s: CombatState) => act(s, 'Sal', { kind: 'free', what: 'step' });
  const once = new ActionError('Sal may take one free step per turn, and only without a Move');
  it('marks the step taken and costs no action', () => {
    const { state, events } = stepOf(start(sal(9), 'bold'));
    expect(events).toEqual([{ type: 'action', id: 'Sal', action: 'free' }]);
    expect(state.turnProgress).toMatchObject({ full: 0, standard: 0, minor: 0, moved: false, stepped: true });
  });
  it('refuses a second step in the same turn', () => expect(() => stepOf(stepOf(start(sal(9), 'bold')).state)).toThrow(once));
  it('refuses a step after a Move, even a Move of 0 squares', () => {
    expect(() => stepOf(move(start(sal(9), 'bold'), 3).state)).toThrow(once);
    expect(() => stepOf(move(start(sal(9), 'bold'), 0).state)).toThrow(once);
  });
  it('refuses a step after a Charge (it moved, Z04)', () => {
    const { state } = act(start(sal(9)), 'Sal', { kind: 'charge', target: 'Dan' });
    expect(state.turnProgress?.moved).toBe(true);
    expect(() => stepOf(state)).toThrow(once);
  });
  it('allows a step after an Attack, which does not move', () => {
    const { state } = act(start(sal(9), 'bold'), 'Sal', { kind: 'attack', target: 'Dan' });
    expect(stepOf(state).state.turnProgress).toMatchObject({ moved: false, stepped: true });
  });
  it('refuses a step away while grappling (Z12)', () => {
    const s = setCombatant(start(sal(9), 'bold'), 'Sal', { grappling: 'Dan' });
    expect(() => stepOf(s)).toThrow(new ActionError('Sal is grappling and cannot step away (Z12)'));
  });
  it('gives the next turn a fresh step', () => {
    const s = takeTurn(start(sal(9), 'bold'), 'Sal', [{ kind: 'free', what: 'step' }]).state;
    expect(act(s, 'Dan', { kind: 'free', what: 'step' }).state.turnProgress).toMatchObject({ id: 'Dan', stepped: true });
  });
});

describe('Prone: dive and Stand (Z09)', () => {
  const isProne = (s: CombatState) => s.combatants.find((c) => c.id === 'Sal')?.character.conditions.includes('prone');
  it('dives prone as a free action', () => {
    const { state } = act(start(sal(9), 'bold'), 'Sal', { kind: 'free', what: 'diveProne' });
    expect(isProne(state)).toBe(true);
    expect(state.turnProgress).toMatchObject({ minor: 0, standard: 0, full: 0 });
  });
  it('stands up as a Minor action, which ends Prone', () => {
    const { state, events } = act(start(withCondition(sal(9), 'prone'), 'bold'), 'Sal', { kind: 'stand' });
    expect(isProne(state)).toBe(false);
    expect(events).toEqual([{ type: 'action', id: 'Sal', action: 'stand' }]);
    expect(state.turnProgress).toMatchObject({ minor: 1 });
  });
  it('then walks at full rate again (♠9 → 9 after standing)', () => {
    const { state } = act(start(withCondition(sal(9), 'prone'), 'bold'), 'Sal', { kind: 'stand' });
    expect(() => move(state, 9)).not.toThrow();
  });
  it('refuses to Stand when not Prone', () => {
    expect(() => act(start(sal(9), 'bold'), 'Sal', { kind: 'stand' })).toThrow(new ActionError('Sal is not Prone'));
  });
});
