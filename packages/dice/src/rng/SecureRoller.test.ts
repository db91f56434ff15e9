import { afterEach, describe, expect, it, vi } from 'vitest';
import { roll } from '../notation/roll.js';
import { Roller } from './Roller.js';
import { RngStateError } from './RngStateError.js';
import { SecureRoller } from './SecureRoller.js';
import type { DiceRoller } from './DiceRoller.js';

describe('SecureRoller', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it('has the same methods as Roller, so code written for DiceRoller takes either', () => {
    const attack = (dice: DiceRoller): number => dice.use((r) => roll(r, '1d20+5')).total;
    expect(attack(new Roller(42))).toBe(attack(new Roller(42)));
    const t = attack(new SecureRoller());
    expect(t >= 6 && t <= 25).toBe(true);
  });
  it('draws fresh entropy for every call (128 bits each)', () => {
    let calls = 0;
    vi.stubGlobal('crypto', {
      getRandomValues(a: Uint32Array): Uint32Array {
        calls++;
        expect(a.byteLength).toBe(16);
        for (let i = 0; i < a.length; i++) a[i] = (calls * 0x9e3779b9 + i) >>> 0;
        return a;
      },
    });
    const s = new SecureRoller();
    s.die(6);
    s.int(1, 100);
    s.use((r) => roll(r, '3d6'));
    expect(calls).toBe(3);
  });
  it('rolls faces in range and spreads over the d6 faces', () => {
    const s = new SecureRoller();
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) seen.add(s.die(6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('refuses a bad die with RngStateError', () => {
    expect(() => new SecureRoller().die(0)).toThrow(RngStateError);
    expect(() => new SecureRoller().int(5, 4)).toThrow(RngStateError);
  });
  it('throws a TypeError instead of falling back when the platform has no secure source', () => {
    vi.stubGlobal('crypto', undefined);
    expect(() => new SecureRoller().die(6)).toThrow(TypeError);
  });
  it('names the missing source in the TypeError (no crypto, or crypto without getRandomValues)', () => {
    const message = 'this platform has no secure random source (crypto.getRandomValues)';
    vi.stubGlobal('crypto', undefined);
    expect(() => new SecureRoller().die(6)).toThrow(new TypeError(message));
    vi.stubGlobal('crypto', {});
    expect(() => new SecureRoller().die(6)).toThrow(new TypeError(message));
  });
});
