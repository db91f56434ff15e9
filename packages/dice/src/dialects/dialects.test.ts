// Every example formula of each tool's documentation, read in that tool's dialect.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compile } from '../notation/compile.js';
import { DiceNotationError } from '../notation/DiceNotationError.js';
import { distribution } from '../notation/distribution.js';
import { fraction, type Fraction } from '../distribution/Fraction.js';
import { mean } from '../distribution/mean.js';
import { minValue } from '../distribution/minValue.js';
import { maxValue } from '../distribution/maxValue.js';
import { probability } from '../distribution/probability.js';
import type { Dialect } from './Dialect.js';
import type { DialectExample } from './example.fixtures.js';
import { foundry } from './foundry.js';
import { supports } from './translate.js';
import { FOUNDRY_EXAMPLES } from './foundry.fixtures.js';
import { roll20 } from './roll20.js';
import { ROLL20_EXAMPLES } from './roll20.fixtures.js';
import { rpgDiceRoller } from './rpgDiceRoller.js';
import { RPG_DICE_ROLLER_EXAMPLES } from './rpgDiceRoller.fixtures.js';
import { caught } from '../../test/caught.js';

// rpg-dice-roller's bundled type declarations do not compile under this repository's strict
// settings, so it is loaded untyped with the one shape used here.
const { DiceRoll } = createRequire(import.meta.url)('@dice-roller/rpg-dice-roller') as {
  DiceRoll: new (notation: string) => { readonly minTotal: number; readonly maxTotal: number };
};

const frac = (text: string): Fraction => {
  const [num, den = '1'] = text.split('/');
  return fraction(BigInt(num as string), BigInt(den));
};


function checkExample(dialect: Dialect, ex: DialectExample): void {
  const read = () => compile(ex.formula, { dialect });
  const { expect: want } = ex;
  if ('refused' in want) {
    const e = caught(read);
    if (want.refused !== 'any') expect(e.reason).toBe(want.refused);
    expect(e.index).toBe(want.at);
    expect(e.notation).toBe(ex.formula);
    return;
  }
  if (want.needs !== undefined && !supports(want.needs)) {
    // The default grammar does not have this feature yet: the dialect must refuse, with an offset.
    const e = caught(read);
    expect(e.index).toBeGreaterThanOrEqual(0);
    expect(e.index).toBeLessThanOrEqual(ex.formula.length);
    return;
  }
  const f = read();
  expect(f.notation).toBe(compile(want.same).notation);
  if (ex.values !== undefined) {
    const d = distribution(f);
    if (ex.values.min !== undefined) expect(minValue(d)).toBe(ex.values.min);
    if (ex.values.max !== undefined) expect(maxValue(d)).toBe(ex.values.max);
    if (ex.values.mean !== undefined) expect(mean(d)).toEqual(frac(ex.values.mean));
    if (ex.values.p !== undefined) expect(probability(d, ex.values.p[0])).toEqual(frac(ex.values.p[1]));
  }
}

const TABLES: readonly (readonly [Dialect, readonly DialectExample[]])[] = [
  [foundry, FOUNDRY_EXAMPLES],
  [roll20, ROLL20_EXAMPLES],
  [rpgDiceRoller, RPG_DICE_ROLLER_EXAMPLES],
];

for (const [dialect, examples] of TABLES) {
  describe(`${dialect.name} documentation examples`, () => {
    for (const ex of examples) {
      const note = ex.unconfirmed === undefined ? '' : ` [not confirmed from the docs: ${ex.unconfirmed}]`;
      it(`reads ${ex.formula} as the page says: ${ex.meaning} (${ex.page})${note}`, () => checkExample(dialect, ex));
    }
  });
}

describe('the example tables', () => {
  it('mark a row either unconfirmed or settled by a named text, never both', () => {
    for (const [, examples] of TABLES) for (const ex of examples) expect([ex.formula, ex.unconfirmed !== undefined && ex.settledBy !== undefined]).toEqual([ex.formula, false]);
  });

  it('leave unconfirmed only the Roll20 matching-dice rows', () => {
    const open = TABLES.flatMap(([, examples]) => examples.filter((ex) => ex.unconfirmed !== undefined).map((ex) => ex.formula));
    expect(open).toEqual(['2d6m', '2d6mt', '20d6mt', '5d6mt3>4']);
  });
});

describe('rpg-dice-roller itself', () => {
  // rpg-dice-roller reports a roll's lowest and highest total (its mean is their midpoint, and
  // it ignores rerolls, so only these two are compared, on the examples without rerolls,
  // success points, explosions or groups).
  const plain = RPG_DICE_ROLLER_EXAMPLES.filter((ex) => 'same' in ex.expect && !/[!r<>=u{(/]|min\(|max\(/.test(ex.formula.replace(/min\d|max\d/g, '')));
  it('refuses the descriptions and minus signs the dialect refuses, and accepts the ones it reads', () => {
    for (const formula of ['-1d20', '2*-1d20', '-(1d6)', '4d6 + 2 // x', '(4d6) [x]', '4d6 /*  */', '4d6 #', '4d6 /* x']) {
      expect([formula, (() => { try { new DiceRoll(formula); return 'read'; } catch { return 'refused'; } })()]).toEqual([formula, 'refused']);
      expect(() => compile(formula, { dialect: rpgDiceRoller })).toThrow(DiceNotationError);
    }
    for (const formula of ['2-1d20', '1d6*-2', '4d6 /* a */ + 2d6 // b', '2d6/*a*/*2', '{4d6}k1 [best] # note', '4d6>3 // x']) {
      // rpg-dice-roller puts every die at its lowest face for minTotal, so a subtracted die swaps the two.
      const theirs = new DiceRoll(formula);
      const d = distribution(compile(formula, { dialect: rpgDiceRoller }));
      const ends = [theirs.minTotal, theirs.maxTotal].sort((a, b) => a - b);
      expect([formula, minValue(d), maxValue(d)]).toEqual([formula, ...ends]);
    }
  });

  it('has examples to compare', () => {
    expect(plain.length).toBeGreaterThan(20);
  });
  for (const ex of plain) {
    it(`gives ${ex.formula} the lowest and highest total Rollwright's translation has`, () => {
      const theirs = new DiceRoll(ex.formula);
      const d = distribution(compile(ex.formula, { dialect: rpgDiceRoller }));
      expect([minValue(d), maxValue(d)]).toEqual([theirs.minTotal, theirs.maxTotal]);
    });
  }
});
