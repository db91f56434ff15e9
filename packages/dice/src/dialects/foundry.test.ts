// foundry: exact translations and exact refusal messages (offset, reason, text naming the tool).
import { describe, expect, it } from 'vitest';
import { caught } from '../../test/caught.js';
import { compile } from '../notation/compile.js';
import type { Rounding } from '../notation/internal.js';
import { foundry } from './foundry.js';

const READS: readonly (readonly [formula: string, rounding: Rounding, notation: string])[] = [
    ["3d6ms>=10 + 1", 'floor', "3d6-10+1"],
    ["5d6k4dl2", 'floor', "5d6kh4dl2"],
    ["floor(1d6/2)+1", 'floor', "floor(1d6/2)+1"],
    ["ceil(1d6/2)", 'floor', "ceil(1d6/2)"],
    ["abs(4d10-25)", 'floor', "abs(4d10-25)"],
    ["min(4d6, 2d10)", 'floor', "min(4d6,2d10)"],
    ["dF", 'floor', "1dF"],
    ["3d{-1,-2,3,4,5,6}+1", 'floor', "3d{-1,-2,3,4,5,6}+1"],
    ["3d{1,2,3}cs>1df", 'floor', "3d{1,2,3}>1f<=1"],
    ["6d6cs>=4df", 'floor', "6d6>=4f<4"],
    ["6d6cs<3df", 'floor', "6d6<3f>=3"],
    ["6d6cs<=2df", 'floor', "6d6<=2f>2"],
    ["5d10cs>=8df1x10", 'floor', "5d10!=10>=8f=1"],
    ["max(1d6,3)", 'floor', "max(1d6,3)"],
];

const REFUSALS: readonly (readonly [formula: string, rounding: Rounding, reason: string, index: number, message: string])[] = [
    ["4d6kh3r1", 'floor', "inexpressible", 6, "Expected a formula Rollwright can express (in Foundry VTT modifiers apply in the order written, and this one comes after one Rollwright applies later) at 7 in \"4d6kh3r1\""],
    ["6d10xo10", 'floor', "inexpressible", 4, "Expected a formula Rollwright can express (Foundry VTT's xo (explode once) has no Rollwright equivalent) at 5 in \"6d10xo10\""],
    ["6d10x5=10", 'floor', "inexpressible", 4, "Expected a formula Rollwright can express (Foundry VTT's x5=… (a limit on how many dice explode) has no Rollwright equivalent) at 5 in \"6d10x5=10\""],
    ["20d20r1=1", 'floor', "inexpressible", 5, "Expected a formula Rollwright can express (Foundry VTT's r1=… (a limit on how many dice reroll) has no Rollwright equivalent) at 6 in \"20d20r1=1\""],
    ["3d6even", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (Foundry VTT's even (counting even or odd dice) has no Rollwright equivalent) at 4 in \"3d6even\""],
    ["2d6sf", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (Foundry VTT's sf without a target (it negates the dice a cs before it missed) has no Rollwright equivalent) at 4 in \"2d6sf\""],
    ["3d6ms<10", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (Foundry VTT's ms<… (a margin below a target) has no Rollwright equivalent) at 4 in \"3d6ms<10\""],
    ["6d6df", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (in Foundry VTT df without cs keeps the other dice at their values and takes one off per failure) at 4 in \"6d6df\""],
    ["1d6x6r1", 'floor', "inexpressible", 5, "Expected a formula Rollwright can express (in Foundry VTT modifiers apply in the order written, and this one comes after one Rollwright applies later) at 6 in \"1d6x6r1\""],
    ["2d6sf<3kh1", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (in Foundry VTT sf with other modifiers negates the dice they leave, in the order written) at 4 in \"2d6sf<3kh1\""],
    ["1d6min2x", 'floor', "inexpressible", 7, "Expected a formula Rollwright can express (in Foundry VTT the extra dice of an explosion are not clamped, while Rollwright clamps every die) at 8 in \"1d6min2x\""],
    ["4d6rr1x", 'floor', "inexpressible", 6, "Expected a formula Rollwright can express (in Foundry VTT the extra dice of an explosion are not rerolled, while Rollwright rerolls every die) at 7 in \"4d6rr1x\""],
    ["4d6r1x", 'floor', "inexpressible", 5, "Expected a formula Rollwright can express (in Foundry VTT the extra dice of an explosion are not rerolled, while Rollwright rerolls every die) at 6 in \"4d6r1x\""],
    ["1d20cs20cs10", 'floor', "inexpressible", 8, "Expected a formula Rollwright can express (in Foundry VTT two counting modifiers re-count the counted dice) at 9 in \"1d20cs20cs10\""],
    ["1d20 + @level", 'floor', "inexpressible", 7, "Expected a formula Rollwright can express (Foundry VTT's value from a character sheet (@…) has no Rollwright equivalent) at 8 in \"1d20 + @level\""],
    ["round((1d6-4)/2)", 'floor', "inexpressible", 13, "Expected a formula Rollwright can express (Foundry VTT's round(a/b) (it rounds halves up, not away from zero) has no Rollwright equivalent) at 14 in \"round((1d6-4)/2)\""],
    ["trunc(1d6/2)", 'floor', "range", 9, "Expected the compile option rounding 'trunc' for trunc(…) (this formula is compiled with 'floor') at 10 in \"trunc(1d6/2)\""],
    ["sqrt(4)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Foundry VTT's sqrt(…) (a square root is not a whole number) has no Rollwright equivalent) at 1 in \"sqrt(4)\""],
    ["log(10)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Foundry VTT's log(…) (logarithms) has no Rollwright equivalent) at 1 in \"log(10)\""],
    ["4dfsf<0", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (Foundry VTT's sf<0 on this die (Rollwright writes it as custom faces: a numbered die of at most 100 faces) has no Rollwright equivalent) at 4 in \"4dfsf<0\""],
    ["1d20r<", 'floor', "syntax", 6, "Expected a number after '<' at 7 in \"1d20r<\""],
    ["3d6c1", 'floor', "syntax", 3, "Expected a number, a die or '(' at 4 in \"3d6c1\""],
    ["4dfc1", 'floor', "syntax", 3, "Expected a number, a die or '(' at 4 in \"4dfc1\""],
    ["3d6ms", 'floor', "syntax", 5, "Expected a target after 'ms' at 6 in \"3d6ms\""],
    ["3d{1,2,3}cs", 'floor', "range", 11, "Expected a compare point after 'cs' (the die's highest face is not known) at 12 in \"3d{1,2,3}cs\""],
    ["3d{1,2,3}cf", 'floor', "range", 11, "Expected a compare point after 'cf' (the die's lowest face is not known) at 12 in \"3d{1,2,3}cf\""],
    ["4d6cs>3kh2", 'floor', "inexpressible", 7, "Expected a formula Rollwright can express (in Foundry VTT modifiers apply in the order written, and this one comes after one Rollwright applies later) at 8 in \"4d6cs>3kh2\""],
    ["4d6khx", 'floor', "inexpressible", 5, "Expected a formula Rollwright can express (in Foundry VTT modifiers apply in the order written, and this one comes after one Rollwright applies later) at 6 in \"4d6khx\""],
    ["1d6max5x", 'floor', "inexpressible", 7, "Expected a formula Rollwright can express (in Foundry VTT the extra dice of an explosion are not clamped, while Rollwright clamps every die) at 8 in \"1d6max5x\""],
    ["6d6cs=6df", 'floor', "inexpressible", 7, "Expected a formula Rollwright can express (in Foundry VTT df with no target after cs=N takes one off for every other face, and Rollwright's failure point is one comparison) at 8 in \"6d6cs=6df\""],
    ["pow(2,3)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Foundry VTT's pow(…) (powers) has no Rollwright equivalent) at 1 in \"pow(2,3)\""],
    ["exp(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Foundry VTT's exp(…) (exponentials) has no Rollwright equivalent) at 1 in \"exp(1)\""],
    ["sign(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Foundry VTT's sign(…) (the sign function) has no Rollwright equivalent) at 1 in \"sign(1)\""],
    ["sin(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Foundry VTT's sin(…) (trigonometry) has no Rollwright equivalent) at 1 in \"sin(1)\""],
    ["cos(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Foundry VTT's cos(…) (trigonometry) has no Rollwright equivalent) at 1 in \"cos(1)\""],
    ["tan(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (Foundry VTT's tan(…) (trigonometry) has no Rollwright equivalent) at 1 in \"tan(1)\""],
];

describe('foundry', () => {
  it('names itself, its tool and its sources, frozen', () => {
    expect([foundry.name, foundry.title, foundry.sources]).toEqual(['foundry', 'Foundry VTT', ['https://foundryvtt.com/article/dice-modifiers/', 'https://foundryvtt.com/api/classes/client.Die.html']]);
    expect([Object.isFrozen(foundry), Object.isFrozen(foundry.sources)]).toEqual([true, true]);
  });

  it.each(READS)('reads %s (rounding %s) as %s', (formula, rounding, notation) => {
    expect(compile(formula, { dialect: foundry, rounding }).notation).toBe(notation);
  });

  it.each(REFUSALS)('refuses %s (rounding %s) with reason %s at %i and the exact message', (formula, rounding, reason, index, message) => {
    const e = caught(() => compile(formula, { dialect: foundry, rounding }));
    expect([e.name, e.reason, e.index, e.message, e.notation]).toEqual(['DiceNotationError', reason, index, message, formula]);
  });
});
