import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { compile } from '../notation/compile.js';
import { DiceNotationError } from '../notation/DiceNotationError.js';
import { distribution } from '../notation/distribution.js';
import { roll } from '../notation/roll.js';
import { seed } from '../rng/seed.js';
import type { DiceNode } from '../notation/ast.js';
import { DIALECT_NAMES, dialectByName } from './dialectByName.js';
import { foundry } from './foundry.js';
import { roll20 } from './roll20.js';
import { rollwright } from './rollwright.js';
import { rpgDiceRoller } from './rpgDiceRoller.js';
import { caught } from '../../test/caught.js';


describe('compile with a dialect', () => {
  it('reads cs as success counting in Foundry VTT and as a display mark in Roll20 and rpg-dice-roller', () => {
    expect(distribution(compile('10d6cs>3', { dialect: foundry })).outcomes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Marked dice: the total stays the sum of the dice.
    expect(compile('10d6cs>3', { dialect: roll20 }).notation).toBe('10d6crit>=3');
    expect(compile('10d6cs>3', { dialect: rpgDiceRoller }).notation).toBe('10d6crit>3');
    expect(compile('10d6cs>3', { dialect: roll20 }).maximum).toBe(60);
  });

  it('reads r as reroll once in Foundry VTT and as reroll until in Roll20 and rpg-dice-roller', () => {
    expect(compile('1d6r1', { dialect: foundry }).notation).toBe('1d6ro=1');
    expect(compile('1d6r1', { dialect: roll20 }).notation).toBe('1d6r=1');
    expect(compile('1d6r=1', { dialect: rpgDiceRoller }).notation).toBe('1d6r=1');
    expect(compile('1d6rr1', { dialect: foundry }).notation).toBe('1d6r=1');
  });

  it("reads Roll20's > and < as 'or more' and 'or less', and rpg-dice-roller's as strict", () => {
    expect(compile('5d10>8', { dialect: roll20 }).notation).toBe('5d10>=8');
    expect(compile('5d10>8', { dialect: rpgDiceRoller }).notation).toBe('5d10>8');
    expect(compile('2d10r<2', { dialect: roll20 }).notation).toBe('2d10r<=2');
  });

  it('gives spans in the formula as written', () => {
    const f = compile('2d6[fire] + 1d20rr<3', { dialect: foundry });
    const right = f.expr.kind === 'binary' ? (f.expr.right as DiceNode) : undefined;
    expect(right?.span).toEqual({ start: 12, end: 20 });
    expect(right?.reroll[0]?.span).toEqual({ start: 16, end: 20 });
  });

  it('reports compile-time errors at the offset in the formula as written', () => {
    const e = caught(() => compile('[[1]] + 2d6kh3', { dialect: roll20 }));
    expect(e.notation).toBe('[[1]] + 2d6kh3');
    expect(e.index).toBe(11);
    expect(e.reason).toBe('range');
  });

  it('refuses a division that Rollwright would round, and keeps one that floor(…) or ceil(…) rounds', () => {
    expect(caught(() => compile('1d6/2', { dialect: roll20 })).reason).toBe('inexpressible');
    expect(compile('floor(1d6/2)+1', { dialect: roll20 }).notation).toBe('floor(1d6/2)+1');
    expect(caught(() => compile('floor(1-1d6/2)', { dialect: roll20 })).reason).toBe('inexpressible');
    expect(caught(() => compile('floor(1d6/2*3)', { dialect: roll20 })).reason).toBe('inexpressible');
    expect(caught(() => compile('floor(1d6/2+1d4/2)', { dialect: roll20 })).reason).toBe('inexpressible');
    expect(distribution(compile('ceil(1d6/2)', { dialect: roll20 })).outcomes).toEqual([1, 2, 3]);
    expect(distribution(compile('floor(1d6/2)', { dialect: roll20, rounding: 'ceil' })).outcomes).toEqual([0, 1, 2, 3]);
    // Foundry's trunc has no Rollwright function: its division takes the compile rounding.
    expect(compile('trunc(1d6/2)', { dialect: foundry, rounding: 'trunc' }).notation).toBe('1d6/2');
    expect(caught(() => compile('trunc(1d6/2)', { dialect: foundry })).reason).toBe('range');
    expect(compile('floor(floor(1d20/2)/2)', { dialect: rpgDiceRoller }).maximum).toBe(5);
  });

  it("reads rpg-dice-roller's round(a/b) as Rollwright's, which also rounds halves away from zero, and refuses JavaScript's round", () => {
    expect(distribution(compile('round((1d6-4)/2)', { dialect: rpgDiceRoller })).outcomes).toEqual([-2, -1, 0, 1]);
    expect(compile('1 + round(4d10/3)', { dialect: rpgDiceRoller }).notation).toBe('1+round(4d10/3)');
    // round(-1.5+2) is 1 but round(-1.5)+2 is 0: a division with more added is refused.
    expect([caught(() => compile('round(1d6/2+1)', { dialect: rpgDiceRoller })).reason, caught(() => compile('round(1d6/2+1)', { dialect: rpgDiceRoller })).index]).toEqual(['inexpressible', 9]);
    expect(caught(() => compile('round(1d6/2)', { dialect: foundry })).reason).toBe('inexpressible');
    expect(caught(() => compile('round(1d6/2)', { dialect: roll20 })).reason).toBe('inexpressible');
  });

  it('refuses modifiers Foundry VTT applies in an order Rollwright cannot follow', () => {
    const e = caught(() => compile('4d6kh3r1', { dialect: foundry }));
    expect([e.reason, e.index]).toEqual(['inexpressible', 6]);
    expect(caught(() => compile('1d6x6r1', { dialect: foundry })).index).toBe(5);
    expect(caught(() => compile('1d6min2x', { dialect: foundry })).index).toBe(7);
  });

  it('refuses clamps and rerolls that rpg-dice-roller applies before an explosion', () => {
    expect(caught(() => compile('1d6max3!', { dialect: rpgDiceRoller })).index).toBe(3);
    expect(caught(() => compile('1d6!r=1', { dialect: rpgDiceRoller })).index).toBe(4);
    expect(caught(() => compile('2d6!r=1', { dialect: roll20 })).reason).toBe('inexpressible');
  });

  it('keeps the union of the dice several rpg-dice-roller keep/drop modifiers drop', () => {
    expect(compile('5d6k4dl2', { dialect: rpgDiceRoller }).notation).toBe('5d6dl2');
    expect(compile('5d6kl1d1', { dialect: rpgDiceRoller }).notation).toBe('5d6kh0');
  });

  it('reads a Foundry coin as a die of faces 0 and 1, counting heads by default', () => {
    expect(compile('3dc', { dialect: foundry }).notation).toBe('3d{tails:0,heads:1}');
    expect(compile('3dccs', { dialect: foundry }).notation).toBe('3d{tails:0,heads:1}=1');
  });

  it("records which side each Foundry coin landed on (its label), and the total counts heads", () => {
    const [r] = roll(seed(3), compile('8dc', { dialect: foundry }));
    const labels = r.dice.map((d) => d.label);
    expect(labels.every((l) => l === 'heads' || l === 'tails')).toBe(true);
    expect(new Set(labels).size).toBe(2); // both sides come up in eight flips of this seed
    expect(r.total).toBe(labels.filter((l) => l === 'heads').length);
    for (const d of r.dice) expect(d.value).toBe(d.label === 'heads' ? 1 : 0);
  });

  it('reads Foundry ms as the margin over the target and refuses one below it', () => {
    expect(compile('3d6ms>=10 + 1', { dialect: foundry }).notation).toBe('3d6-10+1');
    expect(caught(() => compile('3d6ms<10', { dialect: foundry })).reason).toBe('inexpressible');
  });

  it('leaves a tree alone (a dialect reads strings only) and ignores the cache for dialect strings', () => {
    const tree = compile('1d6r1').expr;
    expect(compile(tree, { dialect: foundry }).notation).toBe('1d6r=1');
    const [a] = roll(seed(1), '1d6r1');
    const [b] = roll(seed(1), '1d6r1', { dialect: foundry });
    expect(a.notation).toBe('1d6r=1');
    expect(b.notation).toBe('1d6ro=1');
  });

  it('does not change a frozen options object', () => {
    const options = Object.freeze({ dialect: foundry, rounding: 'floor' as const });
    expect(compile('floor(1d6/2)', options).maximum).toBe(3);
    expect(options).toEqual({ dialect: foundry, rounding: 'floor' });
  });

  it("ends a Roll20 formula at a word after a space or at a backslash, and skips roll options", () => {
    const f = compile('1d20+5 Roll for Initiative', { dialect: roll20 });
    expect(f.notation).toBe('1d20+5');
    expect(f.expr.span).toEqual({ start: 0, end: 6 });
    expect(compile('2d6 \\ 3 more', { dialect: roll20 }).notation).toBe('2d6');
    expect(compile('1d20 + 5 &{tracker:+}', { dialect: roll20 }).notation).toBe('1d20+5');
    // A function after a space is still formula; inside brackets a word is an error, as is a word glued to the formula.
    expect(compile('2d6 + floor(7/2) half', { dialect: roll20 }).notation).toBe('2d6+floor(7/2)');
    expect(caught(() => compile('[[1d20 Roll]]', { dialect: roll20 })).index).toBe(7);
    expect(caught(() => compile('1d20+5Roll', { dialect: roll20 })).index).toBe(6);
    expect(caught(() => compile('1d20 &{tracker', { dialect: roll20 })).index).toBe(14);
    // A formula cut short by the text is reported where the text starts.
    expect(caught(() => compile('1d20 + Roll', { dialect: roll20 })).index).toBe(7);
    expect(caught(() => compile('1d20 + # note', { dialect: foundry })).index).toBe(7);
    // Other dialects keep refusing trailing words.
    expect(caught(() => compile('1d20+5 Roll', { dialect: foundry })).reason).toBe('syntax');
  });

  it('refuses a Roll20 group that mixes dice sub-rolls with plain numbers', () => {
    const e = caught(() => compile('1 + {1d6, 5}kh1', { dialect: roll20 }));
    expect([e.reason, e.index]).toEqual(['syntax', 4]);
    expect(distribution(compile('{1d6, 5+0d0}kh1', { dialect: roll20 })).outcomes).toEqual([5, 6]);
    expect(compile('{[[2d6]], 5}kh1', { dialect: roll20 }).notation).toBe('{2d6,5}kh1');
    // Zero dice with zero sides is Roll20's only; 1d0 stays an error.
    expect(caught(() => compile('1d0', { dialect: roll20 })).reason).toBe('range');
  });

  it('skips rpg-dice-roller descriptions after a dice term or a group, and refuses them elsewhere or empty', () => {
    expect(compile('4d6 /* a */ + 2d6 // b', { dialect: rpgDiceRoller }).notation).toBe('4d6+2d6');
    expect(compile('2d6/*a*/*2', { dialect: rpgDiceRoller }).notation).toBe('2d6*2');
    expect(compile('{4d6}k1 [best] # note', { dialect: rpgDiceRoller }).notation).toBe('{4d6}kh1');
    expect(caught(() => compile('4d6 + 2 // x', { dialect: rpgDiceRoller })).index).toBe(8);
    expect(caught(() => compile('(4d6) [x]', { dialect: rpgDiceRoller })).index).toBe(6);
    expect(caught(() => compile('4d6 /*  */', { dialect: rpgDiceRoller })).index).toBe(6);
    expect(caught(() => compile('4d6 #', { dialect: rpgDiceRoller })).index).toBe(5);
    expect(caught(() => compile('4d6 /* x', { dialect: rpgDiceRoller })).index).toBe(8);
    // Foundry reads # as a comment anywhere; Roll20 does not know // (a division, then a missing number).
    expect(compile('1d20 + 2 # to hit', { dialect: foundry }).notation).toBe('1d20+2');
    expect(caught(() => compile('4d6 // x', { dialect: roll20 })).reason).toBe('syntax');
  });

  it("refuses rpg-dice-roller's minus sign before dice or parentheses, and keeps negative numbers", () => {
    expect([caught(() => compile('-1d20', { dialect: rpgDiceRoller })).reason, caught(() => compile('2*-1d20', { dialect: rpgDiceRoller })).index]).toEqual(['range', 2]);
    expect(caught(() => compile('-(1d6)', { dialect: rpgDiceRoller })).index).toBe(1);
    expect(compile('1d6*-2', { dialect: rpgDiceRoller }).maximum).toBe(-2);
    expect(compile('2 - 1d20', { dialect: rpgDiceRoller }).notation).toBe('2-1d20');
    expect(compile('-1d20', { dialect: roll20 }).maximum).toBe(-1);
  });

  it("checks rpg-dice-roller's minus sign against the operator before it, past any spaces", () => {
    const e = caught(() => compile('2* -1d20', { dialect: rpgDiceRoller }));
    expect([e.reason, e.index]).toEqual(['range', 3]);
    expect(compile('2 * -3', { dialect: rpgDiceRoller }).maximum).toBe(-6);
  });

  it('ends a Roll20 formula at a function name written without parentheses after a space', () => {
    const f = compile('2d6 floor', { dialect: roll20 });
    expect([f.notation, f.expr.span]).toEqual(['2d6', { start: 0, end: 3 }]);
  });

  it('finds the argument of trunc(…) inside its parentheses, so a division after them stays exact and is refused', () => {
    const e = caught(() => compile('trunc(1d6)/2', { dialect: foundry }));
    expect([e.reason, e.index]).toEqual(['inexpressible', 10]);
    expect(compile('trunc(1d6/2)', { dialect: foundry, rounding: 'trunc' }).maximum).toBe(3);
  });

  it("reads Foundry's sf with a target as a die whose failing faces count negative, and refuses it with other modifiers", () => {
    expect(compile('3d6sf<3 + 1', { dialect: foundry }).notation).toBe('3d{-1,-2,3,4,5,6}+1');
    expect(compile('2dcsf=1', { dialect: foundry }).notation).toBe('2d{0,-1}');
    const right = compile('1 + 2d6sf>=5', { dialect: foundry }).expr;
    expect(right.kind === 'binary' ? right.right.span : undefined).toEqual({ start: 4, end: 12 });
    for (const [formula, at] of [['2d6sf', 3], ['2d6sf<3kh1', 3], ['2d6kh1sf<3', 6], ['1d101sf<3', 5], ['4dfsf<0', 3]] as const) {
      const e = caught(() => compile(formula, { dialect: foundry }));
      expect([formula, e.reason, e.index]).toEqual([formula, 'inexpressible', at]);
    }
  });

  it('refuses a formula over the length limit before reading it', () => {
    expect(caught(() => compile('1+'.repeat(600) + '1', { dialect: roll20 })).reason).toBe('limit');
  });
});

describe('dialectByName', () => {
  it('returns each dialect by its name', () => {
    for (const name of DIALECT_NAMES) expect(dialectByName(name).name).toBe(name);
    expect(dialectByName('rollwright')).toBe(rollwright);
  });

  it('refuses any other name, listing the names', () => {
    const e = caught(() => dialectByName('dnd'));
    expect(e.message).toContain('rollwright, foundry, roll20, rpg-dice-roller');
    expect(e.reason).toBe('range');
  });
});

const TOKENS = [
  '1', '2', '3', '6', '10', '20', 'd', 'D', 'd%', 'dF', 'dF.1', 'dc', '(', ')', '{', '}', ',', '[[', ']]', '[x]', '+', '-', '*', '/', '%', '^', '**',
  '!', '!!', '!p', '!!p', 'x', 'xo', 'r', 'rr', 'ro', 'u', 'uo', 'k', 'kh', 'kl', 'd', 'dh', 'dl', 'min', 'max', 'cs', 'cf', 'df', 'sf', 'ms', 'f',
  's', 'sa', 'sd', 'm', 'mt', 'even', 'odd', '>', '<', '=', '>=', '<=', '<>', '!=', 'floor(', 'ceil(', 'round(', 'abs(', 'max(', 'sqrt(', '@', '?{', '#', ' ',
  '//', '/*', '*/', '\\', ' note', '&{tracker}', '0d0',
];

describe('every dialect', () => {
  for (const dialect of [rollwright, foundry, roll20, rpgDiceRoller]) {
    test.prop([fc.array(fc.constantFrom(...TOKENS), { maxLength: 14 }).map((t) => t.join(''))], { numRuns: 400 })(
      `${dialect.name}: any formula compiles or is refused with a DiceNotationError at an offset inside it`,
      (text) => {
        let f;
        try {
          f = compile(text, { dialect });
        } catch (e) {
          expect(e).toBeInstanceOf(DiceNotationError);
          const err = e as DiceNotationError;
          expect(err.notation).toBe(text);
          expect(err.index).toBeGreaterThanOrEqual(0);
          expect(err.index).toBeLessThanOrEqual(text.length);
          return;
        }
        expect(f.minimum).toBeLessThanOrEqual(f.maximum);
        // The translation is a Rollwright formula: it reads back to itself.
        expect(compile(f.notation).notation).toBe(f.notation);
      },
    );
    test.prop([fc.string({ maxLength: 40 })], { numRuns: 200 })(`${dialect.name}: arbitrary text compiles or is refused with a DiceNotationError`, (text) => {
      try {
        compile(text, { dialect });
      } catch (e) {
        expect(e).toBeInstanceOf(DiceNotationError);
      }
    });
  }
});

describe('comments and text after a formula', () => {
  const formulas = fc.array(fc.constantFrom(...TOKENS), { maxLength: 12 }).map((t) => t.join(''));
  const notationOf = (text: string, dialect: typeof foundry): string | undefined => {
    try {
      return compile(text, { dialect }).notation;
    } catch {
      return undefined;
    }
  };
  for (const [dialect, note] of [[foundry, ' # a note'], [roll20, ' Roll for it'], [roll20, ' \\ +5 more']] as const) {
    test.prop([formulas], { numRuns: 120 })(`${dialect.name}: '${note.trim()}' after a formula that compiles leaves its meaning as it is`, (text) => {
      const base = notationOf(text, dialect);
      fc.pre(base !== undefined);
      expect(compile(`${text}${note}`, { dialect }).notation).toBe(base);
    });
  }
  test.prop([formulas], { numRuns: 120 })("rpg-dice-roller: a description after a formula is read where the tool allows it and refused elsewhere", (text) => {
    const base = notationOf(text, rpgDiceRoller);
    fc.pre(base !== undefined);
    const withNote = notationOf(`${text} // a note`, rpgDiceRoller);
    // Either the formula ends with dice or a group and the note changes nothing, or the note is refused.
    if (withNote !== undefined) expect(withNote).toBe(base);
    expect(notationOf(`${text} /* a note */`, rpgDiceRoller)).toBe(withNote);
  });
});

/** The reason, offset and expected text of the DiceNotationError a dialect throws for `formula`. */
const refusal = (formula: string, dialect: typeof foundry): readonly [string, number, string] => {
  const e = caught(() => compile(formula, { dialect }));
  expect(e.notation).toBe(formula);
  return [e.reason, e.index, e.expected];
};

describe('foundry', () => {
  it('refuses rr (reroll until) beside an explosion, as it refuses r', () => {
    const why = 'a formula Rollwright can express (in Foundry VTT the extra dice of an explosion are not rerolled, while Rollwright rerolls every die)';
    expect(refusal('4d6rr1x', foundry)).toEqual(['inexpressible', 6, why]);
    expect(refusal('4d6r1x', foundry)).toEqual(['inexpressible', 5, why]);
  });

  it("names Foundry VTT in the messages of the shared reader", () => {
    expect(refusal('2d6^2', foundry)).toEqual(['inexpressible', 3, "a formula Rollwright can express (Foundry VTT's exponent ^ has no Rollwright equivalent)"]);
    expect(refusal('1d6 + foo(2)', foundry)).toEqual(['syntax', 6, "a function Foundry VTT knows (not 'foo')"]);
  });
});

describe('roll20', () => {
  it('reads =N after the dice as a success point even with modifiers after it', () => {
    // Rollwright writes the keep before the success point; Roll20 lets the point come first.
    expect(compile('3d6=3kh2', { dialect: roll20 }).notation).toBe('3d6kh2=3');
    expect(compile('3d6=3f=1', { dialect: roll20 }).notation).toBe('3d6=3f=1');
  });

  it('ends the formula at a backslash that follows it with no space', () => {
    expect(compile('2d6\\3 more', { dialect: roll20 }).notation).toBe('2d6');
    expect(compile('1d20+5\\note', { dialect: roll20 }).notation).toBe('1d20+5');
  });
});

describe('rpgDiceRoller', () => {
  it('refuses a penetrating explosion beside a reroll or a clamp, as it refuses !', () => {
    expect(refusal('1d6!pr=1', rpgDiceRoller)).toEqual(['inexpressible', 5, 'a formula Rollwright can express (rpg-dice-roller rerolls after exploding, Rollwright before)']);
    expect(refusal('1d6max3!p', rpgDiceRoller)).toEqual(['inexpressible', 3, 'a formula Rollwright can express (rpg-dice-roller clamps a die before it explodes or rerolls, Rollwright after)']);
  });

  it('keeps the other modifiers of a term when it merges several keep/drop modifiers', () => {
    // k4 drops the lowest one, dl2 the lowest two: together dl2, and the success point stays.
    expect(compile('5d6k4dl2>=4', { dialect: rpgDiceRoller }).notation).toBe('5d6dl2>=4');
    expect(compile('5d6k4dl2r=1', { dialect: rpgDiceRoller }).notation).toBe('5d6r=1dl2');
  });

  it('says why log(…) has no Rollwright equivalent', () => {
    expect(refusal('log(10)', rpgDiceRoller)).toEqual(['inexpressible', 0, "a formula Rollwright can express (rpg-dice-roller's log(…) (logarithms) has no Rollwright equivalent)"]);
  });

  it('lists the five notation pages of the guide as its sources', () => {
    const guide = 'https://dice-roller.github.io/documentation/guide/notation/';
    expect(rpgDiceRoller.sources).toEqual(['dice', 'modifiers', 'maths', 'group-rolls', 'roll-descriptions'].map((page) => `${guide}${page}.html`));
  });

  it('says where a description may go when it follows a plain number', () => {
    expect(refusal('4d6 + 2 // x', rpgDiceRoller)).toEqual(['syntax', 8, 'an operator or the end of the formula (a rpg-dice-roller description follows a dice term or a roll group)']);
  });
});

describe('translate (the reader the dialects share)', () => {
  it('never reads a negative bare number as a compare point: the minus is a subtraction', () => {
    // Roll20 and Foundry take a bare number as "= N", but only a non-negative one.
    expect(compile('1d6!-2', { dialect: roll20 }).notation).toBe('1d6!-2');
    expect(compile('1d20r-1', { dialect: roll20 }).notation).toBe('1d20r-1');
    expect(compile('2d6cs-1', { dialect: foundry }).notation).toBe('2d6=6-1');
  });

  it('points at the slash of an unrounded division nested in a rounded one', () => {
    // floor(…) claims the outer division (…/3); the inner 1d6/2 is exact division, at offset 9.
    expect(refusal('floor(1d6/2/3)', roll20)).toEqual([
      'inexpressible',
      9,
      "a formula Rollwright can express (Roll20's exact division (write floor(a/b) or ceil(a/b) for Rollwright's whole-number /) has no Rollwright equivalent)",
    ]);
  });
});

describe('spans of a term whose modifiers Rollwright writes in another order', () => {
  // Span says `end` is "just past the node's last character" in the notation as given: the node
  // covers its modifiers in the order the dialect wrote them, not in the order Rollwright does.
  it("covers Foundry's explosion written after the success count (5d10cs>=8x=10 is 13 characters)", () => {
    expect(compile('5d10cs>=8x=10', { dialect: foundry }).expr.span).toEqual({ start: 0, end: 13 });
  });
  it('covers a Roll20 keep written after the success point (3d6=3kh2 is 8 characters)', () => {
    expect(compile('3d6=3kh2', { dialect: roll20 }).expr.span).toEqual({ start: 0, end: 8 });
  });
  it('covers a Roll20 group keep written after its success point, and so does the sum around it', () => {
    // Rollwright writes 2+{4d6,3d8}kh1>=10: the keep clause (offsets 14..17) lies inside the group.
    const expr = compile('2+{4d6,3d8}>10kh1', { dialect: roll20 }).expr;
    expect(expr.span).toEqual({ start: 0, end: 17 });
    if (expr.kind !== 'binary' || expr.right.kind !== 'group') throw new Error(`not 2+{…}: ${expr.kind}`);
    expect(expr.right.span).toEqual({ start: 2, end: 17 });
    expect(expr.right.keeps.map((k) => k.span)).toEqual([{ start: 14, end: 17 }]);
  });
});

describe('the messages of the shared reader', () => {
  const can = (what: string): string => `a formula Rollwright can express (${what} has no Rollwright equivalent)`;
  const mixed = 'sub-rolls of one kind (Roll20 refuses a group that mixes dice with plain numbers; write the number as {5} or 5+0d0)';
  const noMinus = 'a number after the minus sign (rpg-dice-roller has no minus before dice or parentheses)';
  const afterDice = 'an operator or the end of the formula (a rpg-dice-roller description follows a dice term or a roll group)';
  const customFaces = (sf: string): string => can(`Foundry VTT's ${sf} on this die (Rollwright writes it as custom faces: a numbered die of at most 100 faces)`);
  const cases: readonly (readonly [string, typeof foundry, string, string, number, string])[] = [
    // Compare points.
    ['Foundry has no <>', foundry, '1d6cs<>3', 'syntax', 5, 'a compare point =, <, <=, > or >='],
    ['Foundry has no !=', foundry, '1d6cs!=3', 'syntax', 5, 'a compare point =, <, <=, > or >='],
    ["Roll20's >= is not its own", roll20, '1d6r<=2', 'syntax', 4, "a compare point >N, <N or =N (Roll20's > already means 'or more')"],
    ['a compare point needs its number', roll20, '1d6!>', 'syntax', 5, "a number after '>'"],
    ['a two-character operator needs its number', foundry, '1d6cs>=', 'syntax', 7, "a number after '>='"],
    ['a lone minus is not a number', rpgDiceRoller, '1d6r=-', 'syntax', 5, "a number after '='"],
    // Foundry's sf written as custom faces.
    ['sf on a die of more than 100 faces', foundry, '3d150sf<3', 'inexpressible', 5, customFaces('sf<3')],
    ['sf on Fudge dice', foundry, '3dFsf<0', 'inexpressible', 3, customFaces('sf<0')],
    ['sf on dice whose sides are a roll', foundry, '3d(6)sf<3', 'inexpressible', 5, customFaces('sf<3')],
    // Words, brackets and comments.
    ['a word that is no function call', foundry, '1d6 + abc', 'syntax', 6, "a number, a die or '('"],
    ['a label left open', foundry, '2d6[fire', 'syntax', 8, "']' to close the label"],
    ['a block description left open', rpgDiceRoller, '2d6 /* x', 'syntax', 8, "'*/' to close the description"],
    ['a roll option left open', roll20, '1d6 &{tracker', 'syntax', 13, "'}' to close the roll option"],
    ['an empty line description', rpgDiceRoller, '1d6 // ', 'syntax', 6, 'some text in the description (rpg-dice-roller refuses an empty one)'],
    ['an empty label', rpgDiceRoller, '1d6 [ ]', 'syntax', 5, 'some text in the description (rpg-dice-roller refuses an empty one)'],
    ['a label after a plain number', rpgDiceRoller, '4 [x]', 'syntax', 2, afterDice],
    ['a comment after a plain number', rpgDiceRoller, '4 # c', 'syntax', 2, afterDice],
    // rpg-dice-roller's minus.
    ['a minus before a word', rpgDiceRoller, '-x', 'syntax', 1, noMinus],
    ['a minus before a parenthesis', rpgDiceRoller, '2+-(1d6)', 'syntax', 3, noMinus],
    ['a minus before dice', rpgDiceRoller, '-1d20', 'range', 0, 'a positive dice quantity (rpg-dice-roller has no negative dice)'],
    // Operators and Roll20's sheet features.
    ['the exponent **', foundry, '2d6**2', 'inexpressible', 3, can("Foundry VTT's exponent **")],
    ['the remainder %', foundry, '2d6%2', 'inexpressible', 3, can("Foundry VTT's remainder %")],
    ['a sheet attribute', roll20, '1d6+@{str}', 'inexpressible', 4, can("Roll20's value from a character sheet (@…)")],
    ['a roll query', roll20, '1d6+?{mod|1}', 'inexpressible', 4, can("Roll20's roll query ?{…}")],
    // Roll20's groups.
    ['a group mixing dice and a number', roll20, '{1d6,5}kh1', 'syntax', 0, mixed],
    ['an inline roll counts as a number', roll20, '2+{1d6,[[5]]}kh1', 'syntax', 2, mixed],
    ['a success check on a group of one sub-roll with math', roll20, '{3d20+5}>21', 'inexpressible', 0, can("Roll20's success check on a group of one sub-roll with math (Roll20 adds the math to each die before comparing)")],
    // Divisions.
    ['two divisions under one floor', roll20, 'floor(1d6/2/3+1d4/2)', 'inexpressible', 17, can("Roll20's floor(…) of two divisions")],
    ["Roll20's round of a division", roll20, 'round(1d6/2)', 'inexpressible', 9, can("Roll20's round(a/b) (it rounds halves up, not away from zero)")],
    ["Foundry's trunc under the default rounding", foundry, 'trunc(1d6/2)', 'range', 9, "the compile option rounding 'trunc' for trunc(…) (this formula is compiled with 'floor')"],
    ['a function rpg-dice-roller cannot express', rpgDiceRoller, 'sqrt(1d6)', 'inexpressible', 0, can("rpg-dice-roller's sqrt(…) (a square root is not a whole number)")],
  ];
  for (const [what, dialect, formula, reason, at, expected] of cases) {
    it(`${dialect.name}: ${what} (${formula})`, () => {
      expect(refusal(formula, dialect)).toEqual([reason, at, expected]);
    });
  }
});

describe('the shared reader, branch by branch', () => {
  it('points a parse error past the formula at the start of a trailing comment', () => {
    // "1d6+ " is all the formula there is: the error lies at the '#', offset 5.
    expect(refusal('1d6+ # c', foundry)).toEqual(['syntax', 5, "a number, a die or '('"]);
    // Roll20 text after an unknown function name starts the note, so the formula ends before it.
    expect(refusal('1d6 + foo(3)', roll20)).toEqual(['syntax', 6, "a number, a die or '('"]);
  });

  it('reads Roll20 text only at the top level and after some formula', () => {
    expect(compile('1d6 + abs(-3)', { dialect: roll20 }).notation).toBe('1d6+abs(-3)');
    expect(refusal('(1d6 note)', roll20)).toEqual(['syntax', 5, "a number, a die or '('"]);
    expect(refusal('\\ note', roll20)).toEqual(['syntax', 0, "a number, a die or '('"]);
    expect(refusal(' note', roll20)).toEqual(['syntax', 1, "a number, a die or '('"]);
  });

  it('points an exact division at its slash with spaces around it, and trims spaces inside floor(…)', () => {
    expect(refusal('1d6 /  2', roll20)).toEqual([
      'inexpressible',
      4,
      "a formula Rollwright can express (Roll20's exact division (write floor(a/b) or ceil(a/b) for Rollwright's whole-number /) has no Rollwright equivalent)",
    ]);
    expect(compile('floor( 1d6/2 )', { dialect: roll20 }).notation).toBe('floor(1d6/2)');
  });

  it('keeps trunc(a/b) under the trunc compile option, and rounds rpg-dice-roller halves away from zero', () => {
    const t = compile('trunc(1d6/2)', { dialect: foundry, rounding: 'trunc' });
    expect(t.notation).toBe('1d6/2');
    expect(distribution(t).outcomes).toEqual([0, 1, 2, 3]);
    const r = compile('round(1d6/2)', { dialect: rpgDiceRoller });
    expect(r.notation).toBe('round(1d6/2)');
    expect(distribution(r).outcomes).toEqual([1, 2, 3]);
  });

  it('writes a Foundry margin of success as (term-N), spanning the term as written', () => {
    const expr = compile('1+4d6ms>10', { dialect: foundry }).expr;
    expect(compile('1+4d6ms>10', { dialect: foundry }).notation).toBe('1+(4d6-10)');
    if (expr.kind !== 'binary' || expr.right.kind !== 'binary') throw new Error(`not 1+(…-…): ${expr.kind}`);
    expect(expr.right.span).toEqual({ start: 2, end: 10 });
    expect(expr.right.left.span).toEqual({ start: 2, end: 5 });
  });

  it("counts Roll20's inline rolls and zero dice as numbers in a group, and its nested groups as dice", () => {
    expect(compile('2+{[[1d6]],5}kh1', { dialect: roll20 }).notation).toBe('2+{1d6,5}kh1');
    expect(compile('{[[1d6]]+1,5}kh1', { dialect: roll20 }).notation).toBe('{1d6+1,5}kh1');
    expect(compile('{1d6,0d0}kh1', { dialect: roll20 }).notation).toBe('{1d6,0d1}kh1');
    expect(compile('{1d6,{5}}kh1', { dialect: roll20 }).notation).toBe('{1d6,{5}}kh1');
  });

  it('drops the braces of a Roll20 group of one dice term only when they separate its success point', () => {
    const spaced = compile('1+{ 5d6!! }>8', { dialect: roll20 });
    expect(spaced.notation).toBe('1+5d6!!cs>=8');
    if (spaced.expr.kind !== 'binary') throw new Error(`not 1+…: ${spaced.expr.kind}`);
    expect(spaced.expr.right.span).toEqual({ start: 4, end: 13 });
    // A keep, or a success point of the term's own, keeps the group.
    expect(compile('{5d6!!}kh1>8', { dialect: roll20 }).notation).toBe('{5d6!!}kh1>=8');
    expect(compile('{5d6>3}>8', { dialect: roll20 }).notation).toBe('{5d6>=3}>=8');
  });

  it('reads upper-case D, dice counted by a roll, and rpg-dice-roller\'s != as not equal', () => {
    expect(compile('2D6', { dialect: roll20 }).notation).toBe('2d6');
    expect(compile('D6', { dialect: roll20 }).expr.span).toEqual({ start: 0, end: 2 });
    expect(compile('(1d4)D6', { dialect: foundry }).expr.span).toEqual({ start: 0, end: 7 });
    const inline = compile('[[1d6]]d4', { dialect: roll20 });
    expect(inline.notation).toBe('(1d6)d4');
    expect(inline.expr.span).toEqual({ start: 0, end: 9 });
    expect(compile('1d6r!=3', { dialect: rpgDiceRoller }).notation).toBe('1d6r<>3');
  });

  it("checks rpg-dice-roller's dice count where the count is written", () => {
    expect(compile('999d6', { dialect: rpgDiceRoller }).notation).toBe('999d6');
    expect(refusal('2+1000d6', rpgDiceRoller)).toEqual(['range', 2, "a dice quantity from 1 to 999 (rpg-dice-roller's range)"]);
  });

  it("spans Foundry's sf die, written as custom faces, over the term as written", () => {
    const f = compile('1+3d6sf<3', { dialect: foundry });
    expect(f.notation).toBe('1+3d{-1,-2,3,4,5,6}');
    if (f.expr.kind !== 'binary') throw new Error(`not 1+…: ${f.expr.kind}`);
    expect(f.expr.right.span).toEqual({ start: 2, end: 9 });
  });
});

describe('group sub-roll kinds', () => {
  const mixed = 'sub-rolls of one kind (Roll20 refuses a group that mixes dice with plain numbers; write the number as {5} or 5+0d0)';
  it('refuses a Roll20 group mixing kinds whichever comes first, and a term counted by an inline roll is dice', () => {
    expect(refusal('{[[5]],1d6}kh1', roll20)).toEqual(['syntax', 0, mixed]);
    expect(refusal('{[[1d6]]d4,5}kh1', roll20)).toEqual(['syntax', 0, mixed]);
  });
  it('lets Foundry and rpg-dice-roller mix dice with numbers in a group', () => {
    expect(compile('{4d6,5}kh1', { dialect: rpgDiceRoller }).notation).toBe('{4d6,5}kh1');
    expect(compile('{1d6,5}kh', { dialect: foundry }).notation).toBe('{1d6,5}kh1');
  });
  it('points the refused success check on a lone sub-roll with math at its group', () => {
    expect(refusal('1+{3d20+5}>21', roll20)).toEqual([
      'inexpressible',
      2,
      "a formula Rollwright can express (Roll20's success check on a group of one sub-roll with math (Roll20 adds the math to each die before comparing) has no Rollwright equivalent)",
    ]);
  });
});

describe('rpg-dice-roller: a number straight after a modifier that needs an operator', () => {
  // rpg-dice-roller's compare points need an operator: its own parser refuses all of these
  const operator = "a compare operator before the number (rpg-dice-roller writes =N, <N, >N, <=N, >=N, !=N or <>N)";
  it.each([
    ['1d6r1', 4],
    ['2d6!3', 4],
    ['4d6kh3ro1', 8],
    ['4d6>=4r1', 7],
    ['4d6u2', 4],
    ['4d6cs6', 5],
    ['4d6f1', 4],
    ['4d6!!5', 5],
  ] as const)('refuses %j at the bare number (offset %i)', (formula, index) => {
    expect(refusal(formula, rpgDiceRoller)).toEqual(['syntax', index, operator]);
  });
  it('still reads the modifiers with an operator or with no compare point at all', () => {
    expect(compile('1d6r=1', { dialect: rpgDiceRoller }).notation).toBe('1d6r=1');
    expect(compile('4d6r', { dialect: rpgDiceRoller }).notation).toBe('4d6r');
    expect(compile('2d6!+3', { dialect: rpgDiceRoller }).notation).toBe('2d6!+3');
  });
});
