import { compileCached, type CompileOptions, type Formula } from './compile.js';
import { DiceFaceError } from './DiceFaceError.js';
import { Engine } from './engine.js';
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
    };

/** A copy of the engine's mutable state (each `supply` works on its own copy). */
function clone(src: Engine): Engine {
  const e = new Engine(src.f, true);
  e.term = src.term.slice();
  e.face = src.face.slice();
  e.value = src.value.slice();
  const c = src.chain;
  if (c !== null) e.chain = { meta: c.meta.slice(), parent: c.parent.slice() };
  e.pending = src.pending.slice();
  e.capped = src.capped;
  return e;
}

function session(e: Engine): RollSession {
  if (e.pending.length === 0) return Object.freeze({ done: true, request: Object.freeze([]), result: e.result() });
  const request: DiceRequest[] = [];
  for (const id of e.pending) {
    const ti = e.term[id] as number;
    const last = request[request.length - 1];
    if (last !== undefined && last.termIndex === ti) request[request.length - 1] = { ...last, count: last.count + 1 };
    else request.push({ termIndex: ti, sides: (e.f.terms[ti]?.sides ?? 0), count: 1 });
  }
  const supply = (faces: readonly number[]): RollSession => {
    if (!Array.isArray(faces) || faces.length !== e.pending.length) {
      throw new DiceFaceError(`expected ${e.pending.length} faces, got ${Array.isArray(faces) ? faces.length : 'no array'}`, Array.isArray(faces) ? faces.length : 0);
    }
    const next = clone(e);
    next.pending.forEach((id, j) => {
      const t = e.f.terms[e.term[id] as number];
      const face = faces[j];
      if (t === undefined || typeof face !== 'number' || !Number.isInteger(face) || face < t.lo || face > t.hi) {
        throw new DiceFaceError(`face ${String(face)} at ${j} is not a face of a d${t?.sides ?? '?'} (${t?.lo}..${t?.hi})`, j);
      }
    });
    next.pending.forEach((id, j) => next.process(id, faces[j] as number));
    next.advance();
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
 * @throws {@link DiceNotationError} if the notation is invalid.
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
  return session(new Engine(typeof formula === 'string' ? compileCached(formula, options) : formula));
}
