import { describe, expect, it } from 'vitest';
import { WEAPONS } from '../equipment/items.js';
import { ActionError } from '../errors/ActionError.js';
import { caught, characterWith, fight } from '../testing.js';
import { act } from './takeTurn.js';
import { actionCost, checkActionEconomy, MAX_ACTIONS_PER_TURN } from './economy.js';
import type { Action, CombatState } from './types.js';

const speak: Action = { kind: 'free', what: 'speak' };
const speeches = (n: number): Action[] => Array.from({ length: n }, () => speak);

/** The ActionError `f` throws, as class + message. */
const refusal = (f: () => unknown) => {
  const e = caught(f);
  expect(e).toBeInstanceOf(ActionError);
  return (e as Error).message;
};

describe('actionCost', () => {
  it('prices each action as the seed lists it under Full, Standard, Minor and Free actions', () => {
    const cost = (a: object) => actionCost(a as Action);
    expect(cost({ kind: 'twoWeaponFighting', target: 'x', firstPips: 1 })).toBe('full');
    expect(cost({ kind: 'ready', action: { kind: 'defend' } })).toBe('full');
    expect(cost({ kind: 'retrieve', item: 'x' })).toBe('full');
    expect(cost({ kind: 'attack', target: 'x' })).toBe('standard');
    expect(cost({ kind: 'cast', rune: 'E', target: 'x' })).toBe('standard');
    expect(cost({ kind: 'defend' })).toBe('standard');
    expect(cost({ kind: 'move', squares: 1 })).toBe('minor');
    expect(cost({ kind: 'stand' })).toBe('minor');
    expect(cost(speak)).toBe('free');
    // the second attack of Two-Weapon Fighting is paid by its Full action (Z33)
    expect(cost({ kind: 'secondAttack', target: 'x' })).toBe('free');
  });

  it('refuses a value that is not an action, and an unknown kind, with an ActionError that names it', () => {
    expect(refusal(() => actionCost(null as never))).toBe('an action must be an object with a kind, got null');
    expect(refusal(() => actionCost(5 as never))).toBe('an action must be an object with a kind, got 5');
    expect(refusal(() => actionCost({ kind: 'fly' } as never))).toBe('unknown action kind fly');
  });
});

describe('checkActionEconomy', () => {
  it('names the offending action and the totals when a turn has two Standard actions', () => {
    expect(refusal(() => checkActionEconomy([{ kind: 'defend' }, { kind: 'use', item: 'x' }], false))).toBe(
      'a turn is one Full action, or one Standard + one Minor, or two Minor actions; use would make 0 full, 2 standard, 0 minor',
    );
  });

  it('refuses non-actions and unknown kinds inside the list', () => {
    expect(refusal(() => checkActionEconomy([null as never], false))).toBe('an action must be an object with a kind, got null');
    expect(refusal(() => checkActionEconomy([{ kind: 'defend' }, { kind: 'fly' } as never], false))).toBe('unknown action kind fly');
  });

  it('wants an array, not a single action', () => {
    expect(refusal(() => checkActionEconomy({ kind: 'defend' } as never, false))).toBe('actions must be an array of actions');
    expect(refusal(() => checkActionEconomy('defend' as never, false))).toBe('actions must be an array of actions');
  });

  it('accepts 16 actions and refuses a 17th before looking at any of them', () => {
    expect(MAX_ACTIONS_PER_TURN).toBe(16);
    expect(() => checkActionEconomy(speeches(16), false)).not.toThrow();
    expect(refusal(() => checkActionEconomy(speeches(17), false))).toBe('at most 16 actions per turn');
    // two Standard actions up front would be an economy error, but the count is checked first
    const tooMany: Action[] = [{ kind: 'defend' }, { kind: 'defend' }, ...speeches(15)];
    expect(refusal(() => checkActionEconomy(tooMany, false))).toBe('at most 16 actions per turn');
  });

  it('makes a Guarded combatant spend its Standard action on Defend (Z04)', () => {
    expect(() => checkActionEconomy([{ kind: 'defend' }, { kind: 'move', squares: 1 }], true)).not.toThrow();
    expect(refusal(() => checkActionEconomy([{ kind: 'move', squares: 1 }, { kind: 'stand' }], true))).toBe(
      'a Guarded combatant must spend its Standard action on Defend (Z04)',
    );
  });
});

describe('act (the per-turn cap on actions)', () => {
  it('takes 16 actions one by one and refuses the 17th', () => {
    let s: CombatState = fight([
      { c: characterWith('Ada', [10, 9, 7, 8], ['fighter'], [WEAPONS.longsword]), side: 'pcs', stance: 'bold', tile: { greater: 4, lesser: 2 } },
      { c: characterWith('Rex', [7, 6, 6, 7], ['rogue']), side: 'foes', stance: 'bold', tile: { greater: 4, lesser: 2 } },
    ]);
    expect(s.order[s.turn]).toBe('Ada');
    for (let i = 0; i < 16; i++) s = act(s, 'Ada', speak).state;
    expect(s.turnProgress?.taken).toHaveLength(16);
    expect(refusal(() => act(s, 'Ada', speak))).toBe('at most 16 actions per turn');
  });
});
