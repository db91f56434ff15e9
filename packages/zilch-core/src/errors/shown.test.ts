// How bad values appear in error messages: every check must reach its own typed error, whatever
// it was given (a BigInt, a cyclic object, an object whose toString throws, a symbol).
import { describe, expect, it } from 'vitest';
import { caught } from '../testing.js';
import { quoted, shown } from './shown.js';
import { BoneyardError } from './BoneyardError.js';
import { ClassError } from './ClassError.js';
import { StanceError } from './StanceError.js';
import { dominoDistribution, assertSource } from '../combat/dominoSource.js';
import { assertStance, stancePips } from '../combat/stances.js';
import { validateClasses } from '../classes/classes.js';
import type { ClassName } from '../classes/classes.js';
import type { DominoDraw } from '../combat/stances.js';

const cyclic: Record<string, unknown> = { kind: 'loop' };
cyclic['self'] = cyclic;
const throwingToString = { toString(): string { throw new Error('no'); } };
const throwingToJson = { toJSON(): string { throw new Error('no'); } };

describe('quoted', () => {
  it('writes what JSON can write as JSON', () => {
    expect(quoted('dagger')).toBe('"dagger"');
    expect(quoted(3)).toBe('3');
    expect(quoted(null)).toBe('null');
    expect(quoted({ kind: 'x' })).toBe('{"kind":"x"}');
    expect(quoted(['a', 1])).toBe('["a",1]');
  });

  it('writes a BigInt with its n, and names what JSON cannot write', () => {
    expect(quoted(6n)).toBe('6n');
    expect(quoted(Symbol('s'))).toBe('a symbol');
    expect(quoted(() => 1)).toBe('a function');
    expect(quoted(undefined)).toBe('undefined');
    expect(quoted(cyclic)).toBe('an object');
    expect(quoted({ n: 1n })).toBe('an object');
    expect(quoted(throwingToJson)).toBe('an object');
    expect(quoted(Object.create(null))).toBe('{}');
  });
});

describe('shown', () => {
  it('writes a value as String does, and names what String cannot write', () => {
    expect(shown('dagger')).toBe('dagger');
    expect(shown(6n)).toBe('6');
    expect(shown(undefined)).toBe('undefined');
    expect(shown(Symbol('s'))).toBe('a symbol');
    expect(shown(Object.create(null))).toBe('an object');
    expect(shown(throwingToString)).toBe('an object');
    const throwingFunction = (): number => 1;
    throwingFunction.toString = (): string => { throw new Error('no'); };
    expect(shown(throwingFunction)).toBe('a function');
    expect(quoted(Symbol('s'))).toBe('a symbol');
  });
});

describe('checks given values that JSON.stringify throws on', () => {
  it('a BigInt domino source is refused with a BoneyardError that shows it', () => {
    const e = caught(() => dominoDistribution(6n as never));
    expect(e).toBeInstanceOf(BoneyardError);
    expect((e as Error).message).toBe('unknown domino source 6n; use tiles21, 2d6 or d8d4 (Z03)');
    expect(caught(() => assertSource(cyclic))).toBeInstanceOf(BoneyardError);
  });

  it('a cyclic stance or domino is refused with a StanceError', () => {
    const e = caught(() => assertStance(cyclic));
    expect(e).toBeInstanceOf(StanceError);
    expect((e as Error).message).toBe('unknown stance an object; use reckless, bold, cautious or guarded (Z01)');
    const d = caught(() => stancePips('bold', cyclic as unknown as DominoDraw));
    expect(d).toBeInstanceOf(StanceError);
    expect((d as Error).message).toBe('a domino needs whole-number ends 0..12 { greater, lesser }, got an object');
  });

  it('a BigInt class is refused with a ClassError', () => {
    const e = caught(() => validateClasses([1n as unknown as ClassName]));
    expect(e).toBeInstanceOf(ClassError);
    expect((e as Error).message).toBe('unknown class 1n');
  });
});
