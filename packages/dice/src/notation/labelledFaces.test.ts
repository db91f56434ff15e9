// Labelled custom faces (`1d{tails:0,heads:1}`): the syntax and its errors, the label in each
// die record, results-first rolling by label, and totals equal to the same faces unlabelled.
import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { given } from '../../test/given.js';
import { expectSamplerFits } from '../../test/samplerCheck.js';
import { fromWeights } from '../distribution/fromWeights.js';
import { probability } from '../distribution/probability.js';
import { seed } from '../rng/seed.js';
import type { DiceNode } from './ast.js';
import { beginRoll } from './beginRoll.js';
import { DiceFaceError } from './DiceFaceError.js';
import { distribution } from './distribution.js';
import { format } from './format.js';
import { parse, safeParse } from './parse.js';
import { roll, rollTotal } from './roll.js';

const SKULLS = '3d{skull:1,skull:1,skull:1,shield:0,shield:0,blank:0}';


describe('parse (labelled faces)', () => {
  it('reads a label before each value, keeping the values as the faces', () => {
    const d = parse('1d{tails:0,heads:1}') as DiceNode;
    expect(d).toMatchObject({ kind: 'dice', sides: 2, faces: [0, 1], faceLabels: ['tails', 'heads'] });
  });

  it('mixes labelled and unlabelled faces, with null for a face without a label', () => {
    expect((parse('1d{1,2,crit:6}') as DiceNode).faceLabels).toEqual([null, null, 'crit']);
    expect(Object.keys(parse('1d{1,2,2,3}'))).not.toContain('faceLabels');
  });

  it.each([
    ['1d{tails:0,heads:1}', '1d{tails:0,heads:1}'],
    [' 2d{ minus : -1 , blank:0, plus:1 } ', '2d{minus:-1,blank:0,plus:1}'],
    [SKULLS, SKULLS],
    ['1d{_x:1,a-b:2,A9:3}', '1d{_x:1,a-b:2,A9:3}'],
    ['4d{a:1,b:2,c:3,d:4}kh2!cs>=3', '4d{a:1,b:2,c:3,d:4}!kh2>=3'],
    ['1d{1,2,crit:6}', '1d{1,2,crit:6}'],
  ])('reads %j and formats it back as %j', (notation, canonical) => {
    expect(format(parse(notation))).toBe(canonical);
    expect(format(parse(canonical))).toBe(canonical);
  });

  it.each([
    ['1d{:1}', 3, 'syntax', 'a face value'],
    ['1d{a}', 4, 'syntax', "':' after the label 'a'"],
    ['1d{a:}', 5, 'syntax', 'a face value'],
    ['1d{a.b:1}', 4, 'syntax', "':' after the label 'a'"],
    ['1d{1a:1}', 3, 'syntax', "a label (a letter or '_', then letters, digits, '_' or '-') and ':'"],
    ['1d{7:1}', 3, 'syntax', "a label (a letter or '_', then letters, digits, '_' or '-') and ':'"],
    ['1d{é:1}', 3, 'syntax', 'a face value'],
    ['1d{a:1 b:2}', 7, 'syntax', "'}' or ','"],
    ['1d{a:1,b:2,a:2}', 11, 'range', "one value for the label 'a'"],
    ['1d{a:1,1}', 7, 'range', 'a label on all faces of value 1 or none'],
    ['1d{2,b:2}', 5, 'range', 'a label on all faces of value 2 or none'],
  ] as const)('rejects %j at %i (%s)', (notation, index, reason, expected) => {
    const r = safeParse(notation);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.index, r.error.reason, r.error.expected]).toEqual([index, reason, expected]);
  });

  it('lets faces of different labels share a value (shield and blank both count 0)', () => {
    expect(safeParse('1d{shield:0,blank:0,skull:1}').ok).toBe(true);
  });

  it('keeps the limits: a labelled formula is bounded by the notation length', () => {
    const r = safeParse(`1d{${Array.from({ length: 300 }, (_, k) => `f${k}:${k}`).join(',')}}`);
    expect(r).toMatchObject({ ok: false, error: { reason: 'limit' } });
  });
});

describe('distribution (labelled faces)', () => {
  it('gives 3/8 for exactly two skulls on three skull-and-shield dice', () => {
    expect(probability(distribution(SKULLS), 2)).toEqual({ num: 3n, den: 8n });
    expect(probability(distribution(`${SKULLS.slice(0, -1)}}cs=1`), 2)).toEqual({ num: 3n, den: 8n });
  });

  it('gives a coin 1/2 and a labelled Fate die the 4dF odds', () => {
    expect(probability(distribution('1d{tails:0,heads:1}'), 1)).toEqual({ num: 1n, den: 2n });
    expect(distribution('4d{minus:-1,blank:0,plus:1}')).toEqual(distribution('4dF'));
  });
});

describe('roll (labelled faces)', () => {
  it('writes the label of the face each die shows into its record, follow-up dice included', () => {
    const r = given('1d{a:1,b:2,c:3}!', [3], [3], [1]);
    expect(r.dice.map((d) => [d.kind, d.face, d.label])).toEqual([['roll', 3, 'c'], ['explosion', 3, 'c'], ['explosion', 1, 'a']]);
    expect(r.total).toBe(7);
  });

  it('leaves the label out for a face written without one', () => {
    const r = given('2d{1,crit:6}', [1, 6]);
    expect(r.dice.map((d) => 'label' in d)).toEqual([false, true]);
  });

  it('draws faces of one value but different labels with their own odds (chi-square, fixed seed)', () => {
    const d = fromWeights([['shield', 1], ['blank', 1], ['skull', 2]]);
    expectSamplerFits(d, (rng) => {
      const [r, next] = roll(rng, '1d{shield:0,blank:0,skull:1,skull:1}');
      return [r.dice[0]?.label as string, next] as const;
    }, { seed: 99, n: 8000 });
  });

  /** Faces with labels derived from their values (so every labelled formula is valid). */
  const faceList = fc.array(fc.tuple(fc.integer({ min: -3, max: 6 }), fc.boolean()), { minLength: 2, maxLength: 6 });
  test.prop([fc.integer(), faceList, fc.integer({ min: 1, max: 4 }), fc.constantFrom('', 'kh1', 'dl1', '>=2', '!', 'ro<=0', 'min0')], { numRuns: 80 })(
    'rolls a labelled formula to the totals and faces of the same formula unlabelled',
    (s, faces, n, clause) => {
      // A value is labelled on all its faces or none (the syntax requires it).
      const labelled = new Map(faces.map(([v, l]) => [v, l]));
      const label = (v: number): string => (labelled.get(v) ? `${v < 0 ? 'm' : 'p'}${Math.abs(v)}:` : '');
      const plain = `${n}d{${faces.map(([v]) => v).join(',')}}${clause}`;
      const named = `${n}d{${faces.map(([v]) => label(v) + v).join(',')}}${clause}`;
      if (!safeParse(plain).ok) return; // a clause no face can meet, or every face meets
      const [a] = roll(seed(s), plain);
      const [b] = roll(seed(s), named);
      expect(b.total).toBe(a.total);
      expect(rollTotal(seed(s), named)[0]).toBe(a.total);
      expect(b.dice.map((d) => d.face)).toEqual(a.dice.map((d) => d.face));
      for (const d of b.dice) expect(d.label).toBe(labelled.get(d.face) ? label(d.face).slice(0, -1) : undefined);
    },
  );
});

describe('beginRoll (labelled faces)', () => {
  it('lists each face with its label in the request', () => {
    const s = beginRoll('2d{tails:0,heads:1}+1d6');
    expect(s.request).toEqual([
      { termIndex: 0, sides: 2, count: 2, faces: [0, 1], labels: ['tails', 'heads'] },
      { termIndex: 1, sides: 6, count: 1 },
    ]);
  });

  it('takes a label or a value for a labelled die, and numbers for the others', () => {
    const r = given('2d{tails:0,heads:1}+1d6', ['heads', 0, 4]);
    expect(r.total).toBe(5);
    expect(r.dice.map((d) => d.label)).toEqual(['heads', 'tails', undefined]);
  });

  it('needs the label when a value is shown by faces of two labels', () => {
    const s = beginRoll('1d{shield:0,blank:0,skull:1}');
    if (s.done) throw new Error('expected a request');
    expect(() => s.supply([0])).toThrow(DiceFaceError);
    expect(() => s.supply([0])).toThrow("face 0 at 0 is shown by faces labelled 'shield' and 'blank': supply the label");
    const done = s.supply(['blank']);
    expect(done.done && done.result.dice[0]).toMatchObject({ face: 0, value: 0, label: 'blank' });
    expect(given('1d{shield:0,blank:0,skull:1}', [1]).dice[0]?.label).toBe('skull');
  });

  it('refuses a label the die does not have, and any string for an unlabelled die', () => {
    const s = beginRoll('1d{tails:0,heads:1}+1d6');
    if (s.done) throw new Error('expected a request');
    expect(() => s.supply(['edge', 3])).toThrow("'edge' (not a label of this die) at 0 is not a face of a d{tails:0,heads:1} (0..1)");
    expect(() => s.supply(['heads', 'heads'])).toThrow(DiceFaceError);
    expect(() => s.supply(['heads', '3'])).toThrow(expect.objectContaining({ index: 1 }) as Error);
  });

  test.prop([fc.integer(), fc.constantFrom(SKULLS, '1d{a:1,b:2,c:3}!', '2d{shield:0,blank:0,skull:1}ro=0', '3d{1,crit:6,2}kh2', '{1d{x:1,y:2}, 1d6}kh1', '(1d3)d{a:1,b:2}')], { numRuns: 60 })(
    'gives the RollResult of roll when fed the labels (or values) roll threw',
    (s, notation) => {
      const [r] = roll(seed(s), notation);
      let session = beginRoll(notation);
      let next = 0;
      while (!session.done) {
        const n = session.request.reduce((a, q) => a + q.count, 0);
        session = session.supply(r.dice.slice(next, next + n).map((d) => d.label ?? d.face));
        next += n;
      }
      expect(session.result).toEqual(r);
    },
  );
});

describe('roll (labelled faces) stream', () => {
  it('is stable for seed 0 (changing it is a breaking change)', () => {
    let rng = seed(0);
    const out: string[] = [];
    for (let k = 0; k < 4; k++) {
      const [r, next] = roll(rng, SKULLS);
      out.push(`${r.total}: ${r.dice.map((d) => d.label).join(' ')}`);
      rng = next;
    }
    expect(out).toMatchInlineSnapshot(`
      [
        "1: skull blank shield",
        "2: skull shield skull",
        "1: skull blank shield",
        "1: shield shield skull",
      ]
    `);
  });
});
