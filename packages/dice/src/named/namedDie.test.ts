import { describe, expect, it } from 'vitest';
import { MAX_NAMED_FACES, MAX_SYMBOLS_PER_FACE } from './limits.js';
import { NamedDieError, type NamedDieErrorReason } from './NamedDieError.js';
import { namedDie, type NamedDie, type NamedFaceInput } from './namedDie.js';
import { namedFaceDistribution } from './namedFaceDistribution.js';
import { symbolCountDistribution } from './symbolCountDistribution.js';

const coin = namedDie([{ name: 'heads', symbols: { heads: 1 } }, { name: 'tails' }]);

/** Runs `f`, expects a NamedDieError and returns its reason and exact message. */
const refusal = (f: () => unknown): { reason: NamedDieErrorReason; message: string } => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(NamedDieError);
    const err = e as NamedDieError;
    return { reason: err.reason, message: err.message };
  }
  throw new Error('expected a NamedDieError');
};
const build = (faces: unknown) => (): NamedDie => namedDie(faces as NamedFaceInput[]);

describe('namedDie: exact refusals', () => {
  it('names what it got instead of an array of faces', () => {
    expect(refusal(build([]))).toEqual({ reason: 'die', message: 'a named die needs a non-empty array of faces, got an empty array' });
    expect(refusal(build('heads'))).toEqual({ reason: 'die', message: "a named die needs a non-empty array of faces, got 'heads'" });
    expect(refusal(build(null))).toEqual({ reason: 'die', message: 'a named die needs a non-empty array of faces, got null' });
    expect(refusal(build({}))).toEqual({ reason: 'die', message: 'a named die needs a non-empty array of faces, got an object' });
    expect(refusal(build(7))).toEqual({ reason: 'die', message: 'a named die needs a non-empty array of faces, got 7' });
    expect(refusal(build(Symbol('s')))).toEqual({ reason: 'die', message: 'a named die needs a non-empty array of faces, got a symbol' });
    expect(refusal(build(undefined))).toEqual({ reason: 'die', message: 'a named die needs a non-empty array of faces, got undefined' });
  });

  it('shows a string of 40 characters whole and cuts one of 41 to 37 plus an ellipsis', () => {
    const forty = 'a'.repeat(40);
    expect(refusal(build(forty)).message).toBe(`a named die needs a non-empty array of faces, got '${forty}'`);
    expect(refusal(build(`${'b'.repeat(37)}cde`)).message).toBe(`a named die needs a non-empty array of faces, got '${'b'.repeat(37)}cde'`);
    expect(refusal(build(`${'b'.repeat(37)}cdef`)).message).toBe(`a named die needs a non-empty array of faces, got '${'b'.repeat(37)}...'`);
  });

  it('accepts exactly MAX_NAMED_FACES faces and refuses one more', () => {
    expect(namedDie(Array.from({ length: MAX_NAMED_FACES }, (_, k) => ({ name: `f${k}` }))).faces).toHaveLength(1000);
    expect(refusal(build(Array.from({ length: MAX_NAMED_FACES + 1 }, (_, k) => ({ name: `f${k}` }))))).toEqual({
      reason: 'limit',
      message: 'a named die may have at most 1000 faces, got 1001',
    });
  });

  it('refuses a face that is not an object, naming its index', () => {
    expect(refusal(build([{ name: 'a' }, 'b']))).toEqual({ reason: 'die', message: "face 1 must be an object { name, symbols? }, got 'b'" });
    expect(refusal(build([[{ name: 'a' }]]))).toEqual({ reason: 'die', message: 'face 0 must be an object { name, symbols? }, got an array' });
    expect(refusal(build([{ name: 'a' }, null]))).toEqual({ reason: 'die', message: 'face 1 must be an object { name, symbols? }, got null' });
    expect(refusal(build([{ name: 'a' }, { name: '' }]))).toEqual({ reason: 'die', message: "face 1 needs a non-empty name, got ''" });
    expect(refusal(build([{ name: 3 }]))).toEqual({ reason: 'die', message: 'face 0 needs a non-empty name, got 3' });
  });

  it('refuses symbols that are not an object of counts', () => {
    expect(refusal(build([{ name: 'x', symbols: null }]))).toEqual({ reason: 'symbol', message: "the symbols of face 'x' must be an object of counts, got null" });
    expect(refusal(build([{ name: 'x', symbols: 5 }]))).toEqual({ reason: 'symbol', message: "the symbols of face 'x' must be an object of counts, got 5" });
    expect(refusal(build([{ name: 'x', symbols: 'hit' }]))).toEqual({ reason: 'symbol', message: "the symbols of face 'x' must be an object of counts, got 'hit'" });
  });

  it('refuses a bad count with the face and symbol named', () => {
    expect(refusal(build([{ name: 'x', symbols: { '': 1 } }]))).toEqual({ reason: 'symbol', message: "face 'x' has an empty symbol name" });
    expect(refusal(build([{ name: 'x', symbols: { hit: '1' } }]))).toEqual({ reason: 'symbol', message: "face 'x' shows '1' of 'hit': a count is a whole number ≥ 0" });
    expect(refusal(build([{ name: 'x', symbols: { hit: -1 } }]))).toEqual({ reason: 'symbol', message: "face 'x' shows -1 of 'hit': a count is a whole number ≥ 0" });
    expect(refusal(build([{ name: 'x', symbols: { hit: 21 } }]))).toEqual({ reason: 'limit', message: "face 'x' shows 21 of 'hit': at most 20 of a symbol per face" });
  });

  it('accepts exactly MAX_SYMBOLS_PER_FACE of a symbol', () => {
    expect(namedDie([{ name: 'burst', symbols: { hit: MAX_SYMBOLS_PER_FACE } }]).faces[0]?.symbols).toEqual({ hit: 20 });
  });

  it('treats faces of one name as the same whatever order their symbols are written in', () => {
    const d = namedDie([
      { name: 'mix', symbols: { c: 1, a: 2, b: 3 } },
      { name: 'mix', symbols: { b: 3, c: 1, a: 2 } },
      { name: 'mix', symbols: { a: 2, b: 3, c: 1 } },
      { name: 'mix', symbols: { c: 1, b: 3, a: 2 } },
    ]);
    expect(d.faces).toHaveLength(4);
  });

  it('shows the two meanings of a name as sorted keys', () => {
    expect(refusal(build([{ name: 'skull', symbols: { b: 1, a: 1 } }, { name: 'skull', symbols: { c: 1, a: 1 } }]))).toEqual({
      reason: 'die',
      message: 'faces named \'skull\' show different symbols ([["a",1],["b",1]] and [["a",1],["c",1]])',
    });
  });
});

describe('checkPool and checkDie (through the distributions)', () => {
  it('names the function and what it got instead of a pool', () => {
    expect(refusal(() => symbolCountDistribution('coin' as unknown as NamedDie[], 'heads'))).toEqual({
      reason: 'die',
      message: "symbolCountDistribution needs an array of named dice, got 'coin'",
    });
    expect(refusal(() => symbolCountDistribution(Array<NamedDie>(101).fill(coin), 'heads'))).toEqual({
      reason: 'limit',
      message: 'symbolCountDistribution takes at most 100 dice, got 101',
    });
  });

  it('accepts a pool of exactly MAX_NAMED_POOL dice', () => {
    expect(symbolCountDistribution(Array<NamedDie>(100).fill(coin), 'heads').total).toBe(2n ** 100n);
  });

  it('names the die at fault in a pool', () => {
    expect(refusal(() => symbolCountDistribution([coin, { faces: [] } as unknown as NamedDie], 'heads'))).toEqual({
      reason: 'die',
      message: 'symbolCountDistribution: die 1 must be a die from namedDie, got an object',
    });
    expect(refusal(() => symbolCountDistribution([coin, coin, null as unknown as NamedDie], 'heads'))).toEqual({
      reason: 'die',
      message: 'symbolCountDistribution: die 2 must be a die from namedDie, got null',
    });
  });

  it('refuses what only looks like a die', () => {
    const asDie = (d: unknown) => (): unknown => namedFaceDistribution(d as NamedDie);
    expect(refusal(asDie(null))).toEqual({ reason: 'die', message: 'namedFaceDistribution must be a die from namedDie, got null' });
    expect(refusal(asDie(Object.assign(() => 0, { faces: coin.faces })))).toMatchObject({ reason: 'die' });
    expect(refusal(asDie({ faces: 'ab' }))).toEqual({ reason: 'die', message: 'namedFaceDistribution must be a die from namedDie, got an object' });
    expect(refusal(asDie({ faces: Array.from({ length: 1001 }, () => coin.faces[0]) }))).toMatchObject({ reason: 'die' });
    expect(namedFaceDistribution({ faces: Array.from({ length: 1000 }, () => coin.faces[0]) } as NamedDie).total).toBe(1000n);
    const badFace = { reason: 'die', message: 'namedFaceDistribution must be a die from namedDie (a face is not { name, symbols })' };
    expect(refusal(asDie({ faces: [null] }))).toEqual(badFace);
    expect(refusal(asDie({ faces: ['heads'] }))).toEqual(badFace);
    expect(refusal(asDie({ faces: [{ name: 1, symbols: {} }] }))).toEqual(badFace);
    expect(refusal(asDie({ faces: [{ name: 'x', symbols: null }] }))).toEqual(badFace);
    expect(refusal(asDie({ faces: [{ name: 'x', symbols: 'a' }] }))).toEqual(badFace);
    expect(refusal(asDie({ faces: [{ name: 'x' }] }))).toEqual(badFace);
  });

  it('refuses a count out of range on a hand-made die, naming the face', () => {
    const asDie = (symbols: unknown) => (): unknown => namedFaceDistribution({ faces: [{ name: 'x', symbols }] } as unknown as NamedDie);
    const msg = (n: string): { reason: string; message: string } => ({ reason: 'symbol', message: `namedFaceDistribution must be a die from namedDie (face 'x' has a count ${n})` });
    expect(refusal(asDie({ a: '1' }))).toEqual(msg("'1'"));
    expect(refusal(asDie({ a: 1.5 }))).toEqual(msg('1.5'));
    expect(refusal(asDie({ a: -1 }))).toEqual(msg('-1'));
    expect(refusal(asDie({ a: 21 }))).toEqual(msg('21'));
    expect(namedFaceDistribution({ faces: [{ name: 'x', symbols: { a: 0, b: 20 } }] }).total).toBe(1n);
  });

  it('refuses an empty list of symbols or a symbol that is not a non-empty string', () => {
    expect(refusal(() => symbolCountDistribution([coin], []))).toEqual({ reason: 'symbol', message: 'symbolCountDistribution needs at least one symbol name' });
    expect(refusal(() => symbolCountDistribution([coin], ''))).toEqual({ reason: 'symbol', message: "symbolCountDistribution needs symbol names (non-empty strings), got ''" });
    expect(refusal(() => symbolCountDistribution([coin], ['heads', 3] as unknown as string[]))).toEqual({ reason: 'symbol', message: 'symbolCountDistribution needs symbol names (non-empty strings), got 3' });
    expect(refusal(() => symbolCountDistribution([coin], 3 as unknown as string))).toEqual({ reason: 'symbol', message: 'symbolCountDistribution needs symbol names (non-empty strings), got 3' });
  });
});
