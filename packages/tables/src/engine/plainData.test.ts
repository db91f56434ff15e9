import { describe, expect, it } from 'vitest';
import { frozenCopy, MAX_RESULT_DEPTH, plainDataProblem } from './plainData.js';

/** `levels` arrays, each holding the next, around a 0. */
const nested = (levels: number): unknown => {
  let v: unknown = 0;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};

describe('plainDataProblem', () => {
  it('accepts plain data of every kind', () => {
    for (const v of [null, undefined, 0, 'x', true, [], {}, { a: [1, 'b', null, { c: false }] }, Object.create(null) as unknown]) expect(plainDataProblem(v)).toBeNull();
  });

  it('accepts MAX_RESULT_DEPTH levels of nesting and refuses one more', () => {
    expect(MAX_RESULT_DEPTH).toBe(64);
    expect(plainDataProblem(nested(64))).toBeNull();
    expect(plainDataProblem(nested(65))).toBe('the payload is nested deeper than MAX_RESULT_DEPTH (64)');
    // objects count as levels too
    let o: unknown = { leaf: 1 };
    for (let i = 0; i < 64; i++) o = { o };
    expect(plainDataProblem(o)).toBe('the payload is nested deeper than MAX_RESULT_DEPTH (64)');
  });

  it('accepts a million values and refuses one more', () => {
    // the array itself is one value: 999999 numbers make 1000000
    expect(plainDataProblem(new Array<number>(999_999).fill(0))).toBeNull();
    expect(plainDataProblem(new Array<number>(1_000_000).fill(0))).toBe('the payload holds more than 1000000 values');
  });

  it('refuses a cycle but accepts the same object twice side by side', () => {
    const shared = { x: 1 };
    expect(plainDataProblem({ a: shared, b: shared, c: [shared, shared] })).toBeNull();
    const loop: unknown[] = [];
    loop.push([loop]);
    expect(plainDataProblem(loop)).toBe('the payload refers to itself (a cycle); give plain data');
  });

  it('names functions, symbols and class instances', () => {
    expect(plainDataProblem({ f: () => 0 })).toBe('a payload may not hold a function');
    expect(plainDataProblem(Symbol('s'))).toBe('a payload may not hold a symbol');
    for (const v of [new Map(), new Date(0), /x/, new (class Thing {})()]) {
      expect(plainDataProblem([v])).toBe('a payload must be plain data (objects, arrays, strings, numbers, booleans, null)');
    }
  });
});

describe('frozenCopy', () => {
  it('passes primitives through and deep-copies and freezes objects and arrays', () => {
    expect(frozenCopy(3)).toBe(3);
    expect(frozenCopy(null)).toBeNull();
    const src = { a: [1, { b: 2 }], c: 'x' };
    const copy = frozenCopy(src);
    expect(copy).toEqual(src);
    expect(copy).not.toBe(src);
    expect(copy.a).not.toBe(src.a);
    expect([Object.isFrozen(copy), Object.isFrozen(copy.a), Object.isFrozen(copy.a[1])]).toEqual([true, true, true]);
    expect(Object.isFrozen(src)).toBe(false);
  });

  it('copies a key named __proto__ as an own key, not as a prototype', () => {
    const src = JSON.parse('{"__proto__": {"evil": true}, "ok": 1}') as Record<string, unknown>;
    const copy = frozenCopy(src);
    expect(Object.keys(copy)).toEqual(['__proto__', 'ok']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { evil?: unknown }).evil).toBeUndefined();
  });
});
