// rpgDiceRoller: exact translations and exact refusal messages (offset, reason, text naming the tool).
import { describe, expect, it } from 'vitest';
import { caught } from '../../test/caught.js';
import { compile } from '../notation/compile.js';
import type { Rounding } from '../notation/internal.js';
import { rpgDiceRoller } from './rpgDiceRoller.js';

const READS: readonly (readonly [formula: string, rounding: Rounding, notation: string])[] = [
    ["5d6kl1d1", 'floor', "5d6kh0"],
    ["5d6k4dl2>=4", 'floor', "5d6dl2>=4"],
    ["4dF+1", 'floor', "4dF+1"],
    ["5d6kl3dl1", 'floor', "5d6dh2dl1"],
    ["5d6dh1dh2", 'floor', "5d6dh2"],
    ["max(1d6,3)", 'floor', "max(1d6,3)"],
];

const REFUSALS: readonly (readonly [formula: string, rounding: Rounding, reason: string, index: number, message: string])[] = [
    ["2d6sf", 'floor', "syntax", 5, "Expected a compare point after 'f' at 6 in \"2d6sf\""],
    ["1d6max3!", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (rpg-dice-roller clamps a die before it explodes or rerolls, Rollwright after) at 4 in \"1d6max3!\""],
    ["1d6!pr=1", 'floor', "inexpressible", 5, "Expected a formula Rollwright can express (rpg-dice-roller rerolls after exploding, Rollwright before) at 6 in \"1d6!pr=1\""],
    ["1d6!r=1", 'floor', "inexpressible", 4, "Expected a formula Rollwright can express (rpg-dice-roller rerolls after exploding, Rollwright before) at 5 in \"1d6!r=1\""],
    ["-1d20", 'floor', "range", 0, "Expected a positive dice quantity (rpg-dice-roller has no negative dice) at 1 in \"-1d20\""],
    ["log(10)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (rpg-dice-roller's log(…) (logarithms) has no Rollwright equivalent) at 1 in \"log(10)\""],
    ["sqrt(4d10/3)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (rpg-dice-roller's sqrt(…) (a square root is not a whole number) has no Rollwright equivalent) at 1 in \"sqrt(4d10/3)\""],
    ["3dc", 'floor', "syntax", 2, "Expected a number, a die or '(' at 3 in \"3dc\""],
    ["0d10", 'floor', "range", 0, "Expected a dice quantity from 1 to 999 (rpg-dice-roller's range) at 1 in \"0d10\""],
    ["[[1]] + 2d6kh3", 'floor', "syntax", 0, "Expected an operator or the end of the formula (a rpg-dice-roller description follows a dice term or a roll group) at 1 in \"[[1]] + 2d6kh3\""],
    ["1d6!!r=1", 'floor', "inexpressible", 5, "Expected a formula Rollwright can express (rpg-dice-roller rerolls after exploding, Rollwright before) at 6 in \"1d6!!r=1\""],
    ["1d6!!pr=1", 'floor', "inexpressible", 6, "Expected a formula Rollwright can express (rpg-dice-roller rerolls after exploding, Rollwright before) at 7 in \"1d6!!pr=1\""],
    ["1d6!ro=1", 'floor', "inexpressible", 4, "Expected a formula Rollwright can express (rpg-dice-roller rerolls after exploding, Rollwright before) at 5 in \"1d6!ro=1\""],
    ["1d6!u", 'floor', "inexpressible", 4, "Expected a formula Rollwright can express (rpg-dice-roller rerolls after exploding, Rollwright before) at 5 in \"1d6!u\""],
    ["1d6!uo", 'floor', "inexpressible", 4, "Expected a formula Rollwright can express (rpg-dice-roller rerolls after exploding, Rollwright before) at 5 in \"1d6!uo\""],
    ["1d6min2!", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (rpg-dice-roller clamps a die before it explodes or rerolls, Rollwright after) at 4 in \"1d6min2!\""],
    ["1d6min2r=1", 'floor', "inexpressible", 3, "Expected a formula Rollwright can express (rpg-dice-roller clamps a die before it explodes or rerolls, Rollwright after) at 4 in \"1d6min2r=1\""],
    ["(1+2)d6kh2dl1", 'floor', "inexpressible", 10, "Expected a formula Rollwright can express (rpg-dice-roller combines keep and drop over the whole pool, which needs a fixed number of dice) at 11 in \"(1+2)d6kh2dl1\""],
    ["4d6!k3d1", 'floor', "inexpressible", 6, "Expected a formula Rollwright can express (rpg-dice-roller combines keep and drop over the whole pool, which needs a fixed number of dice) at 7 in \"4d6!k3d1\""],
    ["cos(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (rpg-dice-roller's cos(…) (trigonometry) has no Rollwright equivalent) at 1 in \"cos(1)\""],
    ["exp(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (rpg-dice-roller's exp(…) (exponentials) has no Rollwright equivalent) at 1 in \"exp(1)\""],
    ["pow(2,3)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (rpg-dice-roller's pow(…) (powers) has no Rollwright equivalent) at 1 in \"pow(2,3)\""],
    ["sign(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (rpg-dice-roller's sign(…) (the sign function) has no Rollwright equivalent) at 1 in \"sign(1)\""],
    ["sin(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (rpg-dice-roller's sin(…) (trigonometry) has no Rollwright equivalent) at 1 in \"sin(1)\""],
    ["tan(1)", 'floor', "inexpressible", 0, "Expected a formula Rollwright can express (rpg-dice-roller's tan(…) (trigonometry) has no Rollwright equivalent) at 1 in \"tan(1)\""],
];

describe('rpgDiceRoller', () => {
  it('names itself, its tool and its sources, frozen', () => {
    expect([rpgDiceRoller.name, rpgDiceRoller.title, rpgDiceRoller.sources]).toEqual(['rpg-dice-roller', 'rpg-dice-roller', [
      'https://dice-roller.github.io/documentation/guide/notation/dice.html',
      'https://dice-roller.github.io/documentation/guide/notation/modifiers.html',
      'https://dice-roller.github.io/documentation/guide/notation/maths.html',
      'https://dice-roller.github.io/documentation/guide/notation/group-rolls.html',
      'https://dice-roller.github.io/documentation/guide/notation/roll-descriptions.html',
    ]]);
    expect([Object.isFrozen(rpgDiceRoller), Object.isFrozen(rpgDiceRoller.sources)]).toEqual([true, true]);
  });

  it.each(READS)('reads %s (rounding %s) as %s', (formula, rounding, notation) => {
    expect(compile(formula, { dialect: rpgDiceRoller, rounding }).notation).toBe(notation);
  });

  it.each(REFUSALS)('refuses %s (rounding %s) with reason %s at %i and the exact message', (formula, rounding, reason, index, message) => {
    const e = caught(() => compile(formula, { dialect: rpgDiceRoller, rounding }));
    expect([e.name, e.reason, e.index, e.message, e.notation]).toEqual(['DiceNotationError', reason, index, message, formula]);
  });
});
