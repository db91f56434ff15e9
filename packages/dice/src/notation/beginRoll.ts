import { formulaOf, type CompileOptions, type Formula, type FormulaTerm } from './compile.js';
import { DiceFaceError } from './DiceFaceError.js';
import { advance, result, settle, start, termsOf, type Throw } from './engine.js';
import type { RollResult } from './RollResult.js';

/**
 * A group of dice to throw: `count` dice with `sides` sides for term `termIndex`.
 * @since 0.1.0
 * @category Dice notation
 */
export interface DiceRequest {
  /** The term the dice belong to. */
  readonly termIndex: number;
  /** Side count (`d%` is 100) or `'F'` for Fudge dice (faces −1, 0, +1). */
  readonly sides: number | 'F';
  /** How many dice of this group to throw (≥ 1). */
  readonly count: number;
  /** For custom dice (`1d{1,2,2,3}`): the faces; supply the value the die shows. Absent otherwise. @since 0.2.0 */
  readonly faces?: readonly number[];
  /**
   * For labelled custom dice (`1d{tails:0,heads:1}`): each face's label, parallel to `faces`
   * (`null` for a face written without one). Supply a label string or a value; a value shown
   * by faces of two labels must be supplied as the label ([ruling N45](../../../../docs/rulings/dice.md#n45)).
   * Absent when no face has a label.
   * @example
   * ```ts
   * const s = beginRoll('1d{tails:0,heads:1}');
   * s.request[0]?.labels; // ['tails', 'heads']
   * ```
   * @since 0.3.0
   */
  readonly labels?: readonly (string | null)[];
}

/**
 * A roll in progress whose faces come from elsewhere (physical dice, a 3D physics engine).
 * While `done` is false, `request` lists the dice to throw and `supply` takes their faces; the
 * session is immutable (`supply` returns a new one). When `done`, `result` is the same
 * {@link RollResult} an {@link Rng} roll with those faces gives.
 * @since 0.1.0
 * @category Dice notation
 */
export type RollSession =
  | {
      /** Still waiting for faces. */
      readonly done: false;
      /** Dice to throw now, grouped by term, in the order their faces must be supplied. */
      readonly request: readonly DiceRequest[];
      /**
       * Supplies the faces of every requested die, in request order.
       * @param faces - One face per requested die (pips; −1/0/+1 for Fudge), or for a die with
       *   labelled faces the label it shows (`'heads'`), [ruling N45](../../../../docs/rulings/dice.md#n45).
       * @returns The next session: done, or asking for follow-up dice (explosions, rerolls).
       * @throws {@link DiceFaceError} if the count is wrong or a face is impossible.
       */
      readonly supply: (faces: readonly (number | string)[]) => RollSession;
    }
  | {
      /** Finished. */
      readonly done: true;
      /** Always empty once done. */
      readonly request: readonly DiceRequest[];
      /** The result of the roll. */
      readonly result: RollResult;
      /**
       * Present so that a stray call fails clearly: the roll needs no more faces.
       * @param faces - Ignored.
       * @returns Never returns.
       * @throws {@link DiceFaceError} always.
       */
      readonly supply: (faces: readonly (number | string)[]) => never;
    };

/** A copy of a roll in progress (each `supply` works on its own copy). */
function clone(src: Throw): Throw {
  const c: Throw = { ...src, dice: src.dice.map((d) => ({ ...d })) };
  if (src.terms) c.terms = [...src.terms];
  if (src.started) c.started = [...src.started];
  return c;
}

/** What a finished session's `supply` does: there is nothing left to supply. */
function finished(): never {
  throw new DiceFaceError('the roll is finished: no dice are requested', 0);
}

/** The face labels of a labelled custom die's term, or `undefined`. */
function labelsOf(t: FormulaTerm | undefined): readonly (string | null)[] | undefined {
  return t?.node.kind === 'dice' ? t.node.faceLabels : undefined;
}

/** A labelled die's faces as written (`tails:0,heads:1`), for messages. */
function faceList(t: FormulaTerm): string {
  const labels = labelsOf(t);
  return (t.faces ?? []).map((v, k) => (labels?.[k] == null ? '' : `${labels[k]}:`) + v).join(',');
}

function session(s: Throw): RollSession {
  const { dice, settled } = s;
  const pending = dice.slice(settled);
  if (pending.length === 0) return Object.freeze({ done: true, request: Object.freeze([]), result: result(s), supply: finished });
  const request: DiceRequest[] = [];
  for (const d of pending) {
    const last = request[request.length - 1];
    if (last !== undefined && last.termIndex === d.termIndex) request[request.length - 1] = { ...last, count: last.count + 1 };
    else {
      const t = termsOf(s)[d.termIndex];
      const faces = t?.faces;
      const labels = labelsOf(t);
      request.push({ termIndex: d.termIndex, sides: d.sides, count: 1, ...(faces ? { faces } : {}), ...(labels ? { labels } : {}) });
    }
  }
  const supply = (faces: readonly (number | string)[]): RollSession => {
    if (!Array.isArray(faces) || faces.length !== pending.length) {
      throw new DiceFaceError(`expected ${pending.length} faces, got ${Array.isArray(faces) ? faces.length : 'no array'}`, Array.isArray(faces) ? faces.length : 0);
    }
    // Each supplied face as [value, label]: a label names its face, a value its face's label.
    const read = pending.map((d, j): readonly [number, string | null] => {
      const t = termsOf(s)[d.termIndex] as FormulaTerm;
      const face = faces[j];
      const labels = labelsOf(t);
      if (labels && typeof face === 'string') {
        const k = labels.indexOf(face);
        if (k >= 0) return [t.faces?.[k] as number, face];
      }
      if (typeof face !== 'number' || !Number.isInteger(face) || face < t.lo || face > t.hi || (t.faces && !t.faces.includes(face))) {
        const what = typeof face === 'number' ? `face ${face}` : typeof face === 'string' && labels ? `'${face.slice(0, 40)}' (not a label of this die)` : `a ${typeof face} (not a number)`;
        throw new DiceFaceError(`${what} at ${j} is not a face of a d${labels ? `{${faceList(t)}}` : t.sides} (${t.lo}..${t.hi})`, j);
      }
      if (!labels) return [face, null];
      const named = [...new Set(labels.filter((_, k) => t.faces?.[k] === face))];
      if (named.length > 1) throw new DiceFaceError(`face ${face} at ${j} is shown by faces labelled ${named.map((l) => `'${l}'`).join(' and ')}: supply the label`, j);
      return [face, named[0] ?? null];
    });
    const next = clone(s);
    for (const [face, label] of read) settle(next, face, label);
    advance(next);
    return session(next);
  };
  return Object.freeze({ done: false, request: Object.freeze(request.map((r) => Object.freeze(r))), supply });
}

/**
 * Starts a results-first roll: the caller throws the dice (physically or in a 3D engine) and
 * supplies their faces; explosions and rerolls come back as follow-up requests. The RNG
 * roller ({@link roll}) drives the very same engine, so equal faces give equal results.
 *
 * @param formula - A {@link Formula} or a notation string.
 * @param options - Compile options when `formula` is a string.
 * @returns The first session (already `done` for a formula without dice, like `'5'`).
 * @throws {@link DiceNotationError} if the notation or the `rounding` option is invalid, or
 *   `formula` is neither a string nor a formula object.
 * @example
 * ```ts
 * let s = beginRoll('2d6!');
 * // s.request: [{ termIndex: 0, sides: 6, count: 2 }]
 * s = s.done ? s : s.supply([6, 3]); // the 6 explodes: one more d6 is requested
 * s = s.done ? s : s.supply([2]);
 * if (s.done) s.result.total; // 11
 * ```
 * @since 0.1.0
 * @category Dice notation
 */
export function beginRoll(formula: Formula | string, options?: CompileOptions): RollSession {
  return session(start(formulaOf(formula, options)));
}
