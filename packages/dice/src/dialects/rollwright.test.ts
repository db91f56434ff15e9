import { describe, expect, it } from 'vitest';
import { caught } from '../../test/caught.js';
import { compile } from '../notation/compile.js';
import { rollwright } from './rollwright.js';

describe('rollwright', () => {
  it('names itself, with no outside sources, frozen', () => {
    expect([rollwright.name, rollwright.title, rollwright.sources]).toEqual(['rollwright', 'Rollwright', []]);
    expect([Object.isFrozen(rollwright), Object.isFrozen(rollwright.sources)]).toEqual([true, true]);
  });

  it('reads Rollwright notation as the default parser does', () => {
    expect(compile('10d6cs>3', { dialect: rollwright }).notation).toBe(compile('10d6cs>3').notation);
    expect(compile('4d6kh3', { dialect: rollwright }).notation).toBe('4d6kh3');
  });

  it("throws the default parser's error for a formula it cannot read", () => {
    const e = caught(() => compile('vitest', { dialect: rollwright }));
    expect([e.reason, e.index, e.message]).toEqual(['syntax', 0, 'Expected a number, a die or \'(\' at 1 in "vitest"']);
  });
});
