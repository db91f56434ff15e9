import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { canBackstab } from './backstab.js';

const classic = { edition: 'classic' } as const;

describe('canBackstab', () => {
  it('allows each of the first six classic cases with a small or missile weapon', () => {
    for (const k of ['surprise', 'invisible', 'hiddenAtStart', 'targetHelpless', 'targetUnaware', 'hidSinceLastAttacked'] as const) {
      expect(canBackstab(Object.freeze({ weapon: 'short', [k]: true }), classic)).toBe(true);
      expect(canBackstab({ weapon: 'ranged', [k]: true }, classic)).toBe(true);
    }
  });
  it('needs all three criteria of the seventh classic case', () => {
    const all = { weapon: 'short', notAttackedByYouLastRound: true, notCloseLastRound: true, attackedByOtherThisRound: true } as const;
    expect(canBackstab(all, classic)).toBe(true);
    expect(canBackstab({ ...all, notCloseLastRound: false }, classic)).toBe('none of the seven backstab cases holds');
    expect(canBackstab({ ...all, attackedByOtherThisRound: false }, classic)).toMatch(/seven/);
  });
  it('refuses a classic backstab with a weapon that is neither small nor a missile', () => {
    expect(canBackstab({ weapon: 'other', invisible: true }, classic)).toMatch(/small or missile/);
  });
  it('allows a draft backstab on an unaware, helpless or surprised foe with any weapon', () => {
    expect(canBackstab({ weapon: 'other', targetUnaware: true })).toBe(true);
    expect(canBackstab({ weapon: 'other', targetHelpless: true })).toBe(true);
    expect(canBackstab({ weapon: 'short', invisible: true })).toMatch(/unaware, helpless or surprised/);
  });
  it('refuses bad input with a typed error', () => {
    expect(() => canBackstab({ weapon: 'axe' as 'short' })).toThrow(CombatInputError);
    expect(() => canBackstab({ weapon: 'short', invisible: 'yes' as unknown as boolean })).toThrow(CombatInputError);
  });
});
