// The action dispatcher's refusals: an unknown Free action (seed § Free Actions), a value that is
// not an action, and an unknown kind that reaches it through a Readied action of a loaded state.
import { describe, expect, it } from 'vitest';
import { ActionError } from '../errors/ActionError.js';
import { caught, characterWith, fight, setCombatant } from '../testing.js';
import { newProgress } from './economy.js';
import { perform } from './perform.js';
import { act, triggerReady } from './takeTurn.js';
import { loadCombatState } from './vtt/load.js';
import type { Action, CombatEvent } from './types.js';

// Ann (♠9) acts first, Bold 4|2; Bob (♠5) is Cautious 3|1.
const start = () =>
  fight([
    { c: characterWith('Ann', [8, 9, 7, 7]), side: 'pcs', stance: 'bold', tile: { greater: 4, lesser: 2 } },
    { c: characterWith('Bob', [8, 5, 7, 7]), side: 'foes', stance: 'cautious', tile: { greater: 3, lesser: 1 } },
  ]);

describe('perform', () => {
  it('refuses a Free action it does not know and names the five it does (seed § Free Actions)', () => {
    const s = start();
    expect(s.order[s.turn]).toBe('Ann');
    const e = caught(() => act(s, 'Ann', { kind: 'free', what: 'cartwheel' } as never));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toMatchObject({ name: 'ActionError', message: 'unknown free action "cartwheel"; use diveProne, dropItem, step, speak, drawHandy' });
  });

  it('refuses null and a bare string as an action before logging anything', () => {
    for (const [bad, message] of [
      [null, 'an action must be an object, got null'],
      ['attack', 'an action must be an object, got attack'],
    ] as const) {
      const events: CombatEvent[] = [];
      const e = caught(() => perform({ state: start(), progress: newProgress('Ann'), events }, 'Ann', bad as unknown as Action));
      expect(e).toBeInstanceOf(ActionError);
      expect(e).toMatchObject({ message });
      expect(events).toEqual([]);
    }
  });

  it('refuses an unknown kind held as a Readied action in a loaded state when it is triggered', () => {
    // The loader only checks that a readied action is an object with a string kind.
    const saved = setCombatant(start(), 'Bob', { readied: { kind: 'fly' } as never });
    const s = loadCombatState(JSON.parse(JSON.stringify(saved)));
    const e = caught(() => triggerReady(s, 'Bob'));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toMatchObject({ message: 'unknown action kind "fly"' });
  });
});
