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
       * @param faces - One face per requested die (pips; −1/0/+1 for Fudge).
       * @returns The next session: done, or asking for follow-up dice (explosions, rerolls).
       * @throws {@link DiceFaceError} if the count is wrong or a face is impossible.
       */
      readonly supply: (faces: readonly number[]) => RollSession;
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
      readonly supply: (faces: readonly number[]) => never;
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

function session(s: Throw): RollSession {
  const { dice, settled } = s;
  const pending = dice.slice(settled);
  if (pending.length === 0) return Object.freeze({ done: true, request: Object.freeze([]), result: result(s), supply: finished });
  const request: DiceRequest[] = [];
  for (const d of pending) {
    const last = request[request.length - 1];
    if (last !== undefined && last.termIndex === d.termIndex) request[request.length - 1] = { ...last, count: last.count + 1 };
    else {
      const faces = termsOf(s)[d.termIndex]?.faces;
      request.push({ termIndex: d.termIndex, sides: d.sides, count: 1, ...(faces ? { faces } : {}) });
    }
  }
  const supply = (faces: readonly number[]): RollSession => {
    if (!Array.isArray(faces) || faces.length !== pending.length) {
      throw new DiceFaceError(`expected ${pending.length} faces, got ${Array.isArray(faces) ? faces.length : 'no array'}`, Array.isArray(faces) ? faces.length : 0);
    }
    pending.forEach((d, j) => {
      const t = termsOf(s)[d.termIndex] as FormulaTerm;
      const face = faces[j];
      if (typeof face !== 'number' || !Number.isInteger(face) || face < t.lo || face > t.hi || (t.faces && !t.faces.includes(face))) {
        const what = typeof face === 'number' ? `face ${face}` : `a ${typeof face} (not a number)`;
        throw new DiceFaceError(`${what} at ${j} is not a face of a d${t.sides} (${t.lo}..${t.hi})`, j);
      }
    });
    const next = clone(s);
    for (const face of faces) settle(next, face);
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
