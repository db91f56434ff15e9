// Ongoing damage as a usage die (R08): each round the die is rolled and deals its face; a 1–2
// steps it down, and a 1–2 on a d4 ends it. The exact distribution of the total is cut after a
// number of rolls per die size, and the mass still burning there is the leftover.
import { add, MAX_POOL_WORK, rollUsageDie, stepDown, type Distribution, type Rng, type UsageDie } from '@rollwright/dice';
import { CombatInputError, CombatLimitError } from '../errors.js';
import { whole } from '../core.js';

/** Most rolls per die size the exact total may follow ({@link OngoingOptions.maxRollsPerSize}). */
export const MAX_ONGOING_ROLLS_PER_SIZE = 200;

/**
 * Options of ongoing damage.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface OngoingOptions {
  /**
   * The victim spends its action resolving it (washing off acid, rolling in the dirt): roll two
   * and keep the lower (draft31 "advantage" for the victim, R08). Default `false`.
   */
  readonly resolving?: boolean;
  /** Rolls per die size before the distribution is cut, 1..200 (default 60); the rest is leftover. */
  readonly maxRollsPerSize?: number;
}

function checkDie(d: unknown): UsageDie {
  try {
    stepDown(d as number);
  } catch {
    throw new CombatInputError('R08', `ongoing damage needs a usage die (4, 6, 8, 10, 12 or 20), got ${String(d)}`, d);
  }
  return d as UsageDie;
}

/** Face weights of one roll over a common total: uniform, or the lower of two. */
function faceWeights(s: number, resolving: boolean): { w: bigint[]; total: bigint } {
  const w: bigint[] = [0n];
  for (let f = 1; f <= s; f++) w.push(resolving ? BigInt(2 * (s - f) + 1) : 1n);
  return { w, total: resolving ? BigInt(s * s) : BigInt(s) };
}

/** Exact damage dealt while the die is one size: stay faces (3+) then a step face (1–2), cut at `m` rolls. */
function sizeTotal(s: number, m: number, resolving: boolean): Distribution<number> {
  const { w, total } = faceWeights(s, resolving);
  let stay = new Map<number, bigint>([[0, 1n]]);
  const acc = new Map<number, bigint>();
  let stayMass = 1n;
  for (let k = 0; k < m; k++) {
    // k stay rolls so far, then a step roll: weight over total^(k+1), scaled to total^m.
    const scale = total ** BigInt(m - k - 1);
    for (const [t, x] of stay) {
      for (const f of [1, 2]) acc.set(t + f, (acc.get(t + f) ?? 0n) + x * (w[f] ?? 0n) * scale);
    }
    const next = new Map<number, bigint>();
    for (const [t, x] of stay) for (let f = 3; f <= s; f++) next.set(t + f, (next.get(t + f) ?? 0n) + x * (w[f] ?? 0n));
    stay = next;
    stayMass *= total - (w[1] ?? 0n) - (w[2] ?? 0n);
  }
  const keys = [...acc.keys()].sort((a, b) => a - b);
  const weights = keys.map((k) => acc.get(k) ?? 0n);
  const sum = weights.reduce((a, b) => a + b, 0n);
  return Object.freeze({ outcomes: Object.freeze(keys), weights: Object.freeze(weights), total: sum + stayMass, leftover: stayMass });
}

/**
 * Estimates, before any work, the steps of every size's total and of every sum of them (in the
 * units of `@rollwright/dice`'s {@link MAX_POOL_WORK}: multiply-adds weighted by the 64-bit words
 * of the weights) and refuses a cut that would pass the limit in any one step — a ud20 at 200
 * rolls per size, for one.
 */
function checkOngoingWork(start: UsageDie, m: number, resolving: boolean): void {
  let len = 0;
  let bits = 0;
  for (let s: UsageDie | 'exhausted' = start; s !== 'exhausted'; s = stepDown(s)) {
    const b = m * Math.log2(resolving ? s * s : s);
    const w = Math.ceil(b / 64);
    const partLen = s * (m - 1) + 2;
    const steps = [m * partLen * s * (8 + w / 4)];
    if (len > 0) steps.push(len * partLen * (8 + (Math.ceil(bits / 64) * w) / 4));
    for (const x of steps) {
      if (x > MAX_POOL_WORK) {
        throw new CombatLimitError('R08', `the exact total of a ud${start} cut at ${m} rolls per size needs ~${x.toExponential(1)} steps, over the limit ${MAX_POOL_WORK}; lower maxRollsPerSize`, m, MAX_POOL_WORK);
      }
    }
    len += partLen;
    bits += b;
  }
}

/**
 * Exact distribution of the total ongoing damage until the usage die is spent (R08).
 * `leftover` holds the mass of fires still burning when a size's roll limit was reached.
 *
 * @param start - The usage die assigned (4, 6, 8, 10, 12 or 20).
 * @param options - Resolving action and the cut.
 * @returns Weights over total damage, with leftover.
 * @throws {@link CombatInputError} for a bad die.
 * @throws {@link CombatLimitError} when `maxRollsPerSize` exceeds {@link MAX_ONGOING_ROLLS_PER_SIZE},
 *   or the die and the cut would need more than {@link MAX_POOL_WORK} steps in one stage (checked
 *   before any work; a ud20 handles the default 60 rolls per size, in seconds).
 * @example
 * ```ts
 * ongoingDamageDistribution(4); // a ud4: 3 or 4 keeps burning, 1 or 2 deals that and ends it
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function ongoingDamageDistribution(start: UsageDie, options: OngoingOptions = {}): Distribution<number> {
  let s: UsageDie | 'exhausted' = checkDie(start);
  const m = options.maxRollsPerSize ?? 60;
  if (typeof m === 'number' && Number.isSafeInteger(m) && m > MAX_ONGOING_ROLLS_PER_SIZE) {
    throw new CombatLimitError('R08', `maxRollsPerSize is at most ${MAX_ONGOING_ROLLS_PER_SIZE}, got ${m}`, m, MAX_ONGOING_ROLLS_PER_SIZE);
  }
  whole('R08', 'maxRollsPerSize', m, 1, MAX_ONGOING_ROLLS_PER_SIZE);
  const resolving = options.resolving === true;
  checkOngoingWork(s, m, resolving);
  let acc: Distribution<number> | undefined;
  for (; s !== 'exhausted'; s = stepDown(s)) {
    const part = sizeTotal(s, m, resolving);
    acc = acc === undefined ? part : add(acc, part);
  }
  return acc as Distribution<number>;
}

/**
 * One round of ongoing damage.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface OngoingRound {
  /** Face rolled = damage dealt. */
  readonly damage: number;
  /** The die after the roll (`'exhausted'`: the effect ends). */
  readonly next: UsageDie | 'exhausted';
}

/**
 * The total of a sequence of ongoing-damage rolls.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface OngoingTotal {
  /** Damage dealt in all. */
  readonly total: number;
  /** The die left (`'exhausted'`: the effect ended). */
  readonly die: UsageDie | 'exhausted';
  /** Whether the effect ended. */
  readonly ended: boolean;
}

/**
 * Resolves a sequence of ongoing-damage faces from the assigned die.
 *
 * @param faces - One face per round, each within the die of that round.
 * @param start - The usage die assigned.
 * @returns Total damage, the die left, and whether the effect ended.
 * @throws {@link CombatInputError} for a bad die, a face out of range, or faces after the end.
 * @example
 * ```ts
 * resolveOngoingDamage([5, 2, 3, 1], 6); // { total: 11, die: 'exhausted', ended: true }
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveOngoingDamage(faces: readonly number[], start: UsageDie): OngoingTotal {
  let s: UsageDie | 'exhausted' = checkDie(start);
  if (!Array.isArray(faces)) throw new CombatInputError('dice', 'faces must be an array', faces);
  let total = 0;
  for (let i = 0; i < faces.length; i++) {
    const f: unknown = faces[i];
    if (s === 'exhausted') throw new CombatInputError('dice', `face ${i + 1} comes after the effect ended`, faces);
    const v = whole('dice', `faces[${i}]`, f, 1, s);
    total += v;
    if (v <= 2) s = stepDown(s);
  }
  const left: UsageDie | 'exhausted' = s;
  return Object.freeze({ total, die: left, ended: left === 'exhausted' });
}

/**
 * Rolls one round of ongoing damage.
 *
 * @param rng - Generator state; never mutated.
 * @param current - The die now.
 * @param resolving - The victim spends its action resolving it (keep the lower of two).
 * @returns Damage and the die after, and the next state.
 * @throws {@link CombatInputError} for a bad die.
 * @example
 * ```ts
 * const [round, next] = rollOngoingDamage(seed(1), 8);
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollOngoingDamage(rng: Rng, current: UsageDie, resolving = false): readonly [round: OngoingRound, next: Rng] {
  const [u, r] = rollUsageDie(rng, checkDie(current), resolving ? 'disadvantage' : 'normal');
  return [Object.freeze({ damage: u.face, next: u.next }), r];
}
