// Stances (Z01) and the pips a domino gives each stance (Z02): every mapping, every boundary of a
// domino's ends, and the exact refusals.
import { describe, expect, it } from 'vitest';
import { StanceError } from '../errors/StanceError.js';
import { caught } from '../testing.js';
import { assertStance, shiftStance, STANCES, stancePips, type DominoDraw, type Stance } from './stances.js';

/** The error `f` throws, checked to be a StanceError; its message is returned. */
function stanceMessage(f: () => unknown): string {
  const e = caught(f);
  expect(e).toBeInstanceOf(StanceError);
  return (e as StanceError).message;
}

describe('STANCES', () => {
  it('runs from most offensive to most defensive', () => {
    expect(STANCES).toEqual(['reckless', 'bold', 'cautious', 'guarded']);
    expect(Object.isFrozen(STANCES)).toBe(true);
  });
});

describe('assertStance', () => {
  it('accepts the four stances', () => {
    for (const s of STANCES) expect(() => assertStance(s)).not.toThrow();
  });

  it('names what it was given, written as JSON, and the four stances', () => {
    expect(stanceMessage(() => assertStance('neutral'))).toBe('unknown stance "neutral"; use reckless, bold, cautious or guarded (Z01)');
    expect(stanceMessage(() => assertStance(3))).toBe('unknown stance 3; use reckless, bold, cautious or guarded (Z01)');
    expect(stanceMessage(() => assertStance(null))).toBe('unknown stance null; use reckless, bold, cautious or guarded (Z01)');
    expect(stanceMessage(() => assertStance('Bold'))).toBe('unknown stance "Bold"; use reckless, bold, cautious or guarded (Z01)');
  });

  it('says "symbol" for a symbol (JSON cannot write one)', () => {
    expect(stanceMessage(() => assertStance(Symbol('bold')))).toBe('unknown stance symbol; use reckless, bold, cautious or guarded (Z01)');
  });
});

describe('stancePips (Z02)', () => {
  const tile: DominoDraw = { greater: 5, lesser: 2 };

  it('gives each stance its share of the ends', () => {
    expect(stancePips('reckless', tile)).toEqual({ offense: 7, defense: 0 });
    expect(stancePips('bold', tile)).toEqual({ offense: 5, defense: 2 });
    expect(stancePips('cautious', tile)).toEqual({ offense: 2, defense: 5 });
    expect(stancePips('guarded', tile)).toEqual({ offense: 0, defense: 7 });
  });

  it('reads the ends as given, even when the d8 end shows less (Z03)', () => {
    expect(stancePips('bold', { greater: 1, lesser: 4 })).toEqual({ offense: 1, defense: 4 });
    expect(stancePips('cautious', { greater: 1, lesser: 4 })).toEqual({ offense: 4, defense: 1 });
  });

  it('accepts ends from 0 to 12', () => {
    expect(stancePips('reckless', { greater: 0, lesser: 0 })).toEqual({ offense: 0, defense: 0 });
    expect(stancePips('guarded', { greater: 12, lesser: 12 })).toEqual({ offense: 0, defense: 24 });
    expect(stancePips('bold', { greater: 12, lesser: 0 })).toEqual({ offense: 12, defense: 0 });
    expect(stancePips('cautious', { greater: 0, lesser: 12 })).toEqual({ offense: 12, defense: 0 });
  });

  it('refuses an unknown stance before reading the domino', () => {
    expect(stanceMessage(() => stancePips('neutral' as Stance, tile))).toBe('unknown stance "neutral"; use reckless, bold, cautious or guarded (Z01)');
  });

  it.each([
    [{ greater: -1, lesser: 0 }, '{"greater":-1,"lesser":0}'],
    [{ greater: 0, lesser: -1 }, '{"greater":0,"lesser":-1}'],
    [{ greater: 13, lesser: 0 }, '{"greater":13,"lesser":0}'],
    [{ greater: 0, lesser: 13 }, '{"greater":0,"lesser":13}'],
    [{ greater: 2.5, lesser: 1 }, '{"greater":2.5,"lesser":1}'],
    [{ greater: 2, lesser: 1.5 }, '{"greater":2,"lesser":1.5}'],
    [{ greater: '5', lesser: 2 }, '{"greater":"5","lesser":2}'],
    [{ greater: 5 }, '{"greater":5}'],
  ])('refuses the domino %j', (bad, shown) => {
    expect(stanceMessage(() => stancePips('bold', bad as unknown as DominoDraw))).toBe(`a domino needs whole-number ends 0..12 { greater, lesser }, got ${shown}`);
  });

  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    ['5|2', '5|2'],
    [52, '52'],
  ])('refuses %j as a domino, written with String', (bad, shown) => {
    expect(stanceMessage(() => stancePips('guarded', bad as unknown as DominoDraw))).toBe(`a domino needs whole-number ends 0..12 { greater, lesser }, got ${shown}`);
  });
});

describe('shiftStance (Z01)', () => {
  it('moves one degree either way', () => {
    expect(shiftStance('reckless', 'bold')).toBe('bold');
    expect(shiftStance('bold', 'reckless')).toBe('reckless');
    expect(shiftStance('bold', 'cautious')).toBe('cautious');
    expect(shiftStance('cautious', 'guarded')).toBe('guarded');
    expect(shiftStance('guarded', 'cautious')).toBe('cautious');
  });

  it('refuses two degrees, three, or none', () => {
    expect(stanceMessage(() => shiftStance('bold', 'guarded'))).toBe('a shift moves one degree; bold → guarded is not adjacent (Z01)');
    expect(stanceMessage(() => shiftStance('reckless', 'guarded'))).toBe('a shift moves one degree; reckless → guarded is not adjacent (Z01)');
    expect(stanceMessage(() => shiftStance('cautious', 'cautious'))).toBe('a shift moves one degree; cautious → cautious is not adjacent (Z01)');
    expect(stanceMessage(() => shiftStance('guarded', 'bold'))).toBe('a shift moves one degree; guarded → bold is not adjacent (Z01)');
  });

  it('checks both ends are stances', () => {
    expect(stanceMessage(() => shiftStance('calm' as Stance, 'bold'))).toBe('unknown stance "calm"; use reckless, bold, cautious or guarded (Z01)');
    expect(stanceMessage(() => shiftStance('bold', 'calm' as Stance))).toBe('unknown stance "calm"; use reckless, bold, cautious or guarded (Z01)');
  });
});
