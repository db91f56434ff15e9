import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { areaTargets } from './areas.js';

const close = { a: ['b', 'c'], d: ['e'], f: ['a'] };

describe('areaTargets', () => {
  it('reaches everyone close to a Blast’s target', () => {
    expect(areaTargets({ shape: 'blast', target: 'a', close })).toEqual(['a', 'b', 'c', 'f']);
  });
  it('reaches two Cone targets and everyone close to the second', () => {
    expect(areaTargets({ shape: 'cone', target: 'a', second: 'd', close })).toEqual(['a', 'd', 'e']);
  });
  it('reaches a second Line target only when lined up', () => {
    expect(areaTargets({ shape: 'line', target: 'd', second: 'a', linedUp: true, close })).toEqual(['d', 'a', 'b', 'c', 'e', 'f']);
    expect(() => areaTargets({ shape: 'line', target: 'd', second: 'a', close })).toThrow(CombatInputError);
  });
});
