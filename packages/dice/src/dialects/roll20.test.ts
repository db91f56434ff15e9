// roll20: exact translations and exact refusal messages (offset, reason, text naming the tool).
import { describe, expect, it } from 'vitest';
import { caught } from '../../test/caught.js';
import { compile } from '../notation/compile.js';
import type { Rounding } from '../notation/internal.js';
import { roll20 } from './roll20.js';

const READS: readonly (readonly [formula: string, rounding: Rounding, notation: string])[] = [
    ["3d6=3kh2", 'floor', "3d6kh2=3"],
    ["ceil(1d6/2)", 'floor', "ceil(1d6/2)"],
    ["abs(4d10-25)", 'floor', "abs(4d10-25)"],
];

const REFUSALS: readonly (readonly [formula: string, rounding: Rounding, reason: string, index: number, message: string])[] = [
    ["2d6cs-1", 'floor', "syntax", 5, "Expected a compare point after 'cs' at 6 in \"2d6cs-1\""],
    ["2d6mt", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (Roll20's mt, counting matching dice, has no Rollwright equivalent) at 4 in \"2d6mt\""],
    ["1d6min2x", 'floor', "syntax", 4, "Expected a number, a die or '(' at 5 in \"1d6min2x\""],
    ["2d6sf", 'floor', "syntax", 5, "Expected a compare point after 'f' at 6 in \"2d6sf\""],
    ["3d6ms10", 'floor', "syntax", 5, "Expected an operator or the end at 6 in \"3d6ms10\""],
    ["1d6!r=1", 'floor', "inexpressible", 4, "Expected a formula Rollwright can express (Roll20 does not document how a reroll meets an explosion; Rollwright refuses the pair) at 5 in \"1d6!r=1\""],
    ["1d6!pr=1", 'floor', "inexpressible", 5, "Expected a formula Rollwright can express (Roll20 does not document how a reroll meets an explosion; Rollwright refuses the pair) at 6 in \"1d6!pr=1\""],
    ["1d20cs20cs10", 'floor', "inexpressible", 8, "Expected a formula Rollwright can express (Roll20's repeated cs marks several critical ranges; Rollwright marks one) at 9 in \"1d20cs20cs10\""],
    ["?{Number of Dice}d20", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Roll20's roll query ?{…} has no Rollwright equivalent) at 1 in \"?{Number of Dice}d20\""],
    ["round((1d6-4)/2)", 'floor', "inexpressible", 13, "Expected a formula Rollwright can express (Roll20's round(a/b) (it rounds halves up, not away from zero) has no Rollwright equivalent) at 14 in \"round((1d6-4)/2)\""],
    ["3dc", 'floor', "syntax", 2, "Expected a number, a die or '(' at 3 in \"3dc\""],
    ["1d6!!r=1", 'floor', "inexpressible", 5, "Expected a formula Rollwright can express (Roll20 does not document how a reroll meets an explosion; Rollwright refuses the pair) at 6 in \"1d6!!r=1\""],
    ["1d6!ro=1", 'floor', "inexpressible", 4, "Expected a formula Rollwright can express (Roll20 does not document how a reroll meets an explosion; Rollwright refuses the pair) at 5 in \"1d6!ro=1\""],
    ["1d20cf1cf2", 'floor', "inexpressible", 7, "Expected a formula Rollwright can express (Roll20's repeated cf marks several critical ranges; Rollwright marks one) at 8 in \"1d20cf1cf2\""],
];

describe('roll20', () => {
  it('names itself, its tool and its sources, frozen', () => {
    expect([roll20.name, roll20.title, roll20.sources]).toEqual(['roll20', 'Roll20', ['https://help.roll20.net/hc/en-us/articles/360037773133-Dice-Reference', 'https://wiki.roll20.net/Dice_Reference']]);
    expect([Object.isFrozen(roll20), Object.isFrozen(roll20.sources)]).toEqual([true, true]);
  });

  it.each(READS)('reads %s (rounding %s) as %s', (formula, rounding, notation) => {
    expect(compile(formula, { dialect: roll20, rounding }).notation).toBe(notation);
  });

  it.each(REFUSALS)('refuses %s (rounding %s) with reason %s at %i and the exact message', (formula, rounding, reason, index, message) => {
    const e = caught(() => compile(formula, { dialect: roll20, rounding }));
    expect([e.name, e.reason, e.index, e.message, e.notation]).toEqual(['DiceNotationError', reason, index, message, formula]);
  });
});
