// Classic fortune rolls: aptitudes per role and the d20 roll on a DM's table with tagged results.
import { type Distribution, type Rng } from '@rollwright/dice';
import { enumerateDice, rollDice } from '../magic/enumerate.js';
import { DowntimeError } from './DowntimeError.js';

/**
 * How a character stands for one fortune-roll role.
 * @since 0.1.0
 * @category RedHack downtime
 */
export interface RoleAptitudeSpec {
  /** The character's modifiers for the role's two attributes (classic scale, −3..+3 each). */
  readonly modifiers: readonly [number, number];
  /** Backgrounds that apply (+1 each, whole, ≥ 0). */
  readonly backgrounds?: number;
  /** The character's class suits the role (+1). */
  readonly classApplies?: boolean;
  /** The class or a background conflicts with the role (−1). */
  readonly conflicting?: boolean;
  /** Someone holds the role (default `true`); an empty role is −2. */
  readonly assigned?: boolean;
}

/**
 * A classic role's aptitude: the two attribute modifiers combined count if positive (0..+6),
 * −1 if they are negative; +1 per applicable background; +1 for a suitable class; −1 for a
 * conflicting class or background; a role nobody holds is −2. Source: redhack-rules.txt ›
 * Fortune Rolls; [ruling R42](../../../../docs/rulings/redhack.md#r42).
 *
 * @param spec - The role holder; never mutated.
 * @returns The aptitude (negative ones apply at once, positive ones on a matching result).
 * @throws {@link DowntimeError} (`R42`) for a modifier outside −3..3 or a bad background count.
 * @example
 * ```ts
 * roleAptitude({ modifiers: [2, 1], backgrounds: 1 }); // 4
 * roleAptitude({ modifiers: [-1, 0] });                // -1
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function roleAptitude(spec: RoleAptitudeSpec): number {
  if (typeof spec !== 'object' || spec === null || !Array.isArray(spec.modifiers) || spec.modifiers.length !== 2) {
    throw new DowntimeError('R42', 'a role aptitude needs the two attribute modifiers', spec);
  }
  for (const m of spec.modifiers) {
    if (typeof m !== 'number' || !Number.isInteger(m) || m < -3 || m > 3) throw new DowntimeError('R42', `an attribute modifier is a whole number in −3..3, got ${String(m)}`, m);
  }
  const bg = spec.backgrounds ?? 0;
  if (typeof bg !== 'number' || !Number.isInteger(bg) || bg < 0 || bg > 20) throw new DowntimeError('R42', `backgrounds must be a whole number 0..20, got ${String(bg)}`, bg);
  if (spec.assigned === false) return -2;
  const sum = spec.modifiers[0] + spec.modifiers[1];
  const fromMods = sum > 0 ? Math.min(6, sum) : sum < 0 ? -1 : 0;
  return fromMods + bg + (spec.classApplies === true ? 1 : 0) - (spec.conflicting === true ? 1 : 0);
}

/**
 * One result of a DM's fortune table, optionally tagged with the role that can push past it.
 * @since 0.1.0
 * @category RedHack downtime
 */
export interface FortuneEntry {
  /** Lowest total, whole. */
  readonly min: number;
  /** Highest total, whole, ≥ `min`. */
  readonly max: number;
  /** What happens. */
  readonly label: string;
  /** The role whose positive aptitude triggers on this result, if any. */
  readonly role?: string;
}

/**
 * What a fortune roll came to.
 * @since 0.1.0
 * @category RedHack downtime
 */
export interface FortuneRoll {
  /** The d20 face. */
  readonly d20: number;
  /** Every total reached in order: the d20 with the negatives, then after each positive bonus. */
  readonly steps: readonly number[];
  /** The roles whose positive aptitude was spent, in order. */
  readonly used: readonly string[];
  /** The final result. */
  readonly entry: FortuneEntry;
}

function check(table: readonly FortuneEntry[], aptitudes: Readonly<Record<string, number>>): void {
  if (!Array.isArray(table) || table.length === 0 || table.length > 1000) throw new DowntimeError('R42', 'a fortune table needs 1..1000 entries', table);
  const sorted = [...table].sort((a, b) => a.min - b.min);
  sorted.forEach((e, i) => {
    if (typeof e !== 'object' || e === null || !Number.isInteger(e.min) || !Number.isInteger(e.max) || e.max < e.min || typeof e.label !== 'string') {
      throw new DowntimeError('R42', 'each fortune entry needs whole min ≤ max and a label', e);
    }
    const prev = sorted[i - 1];
    if (prev !== undefined && e.min !== prev.max + 1) throw new DowntimeError('R42', `fortune entries must cover consecutive totals (gap or overlap at ${e.min})`, e);
  });
  if (typeof aptitudes !== 'object' || aptitudes === null) throw new DowntimeError('R42', 'aptitudes must map role names to numbers', aptitudes);
  for (const [role, v] of Object.entries(aptitudes)) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < -10 || v > 20) throw new DowntimeError('R42', `aptitude of ${role} must be a whole number in −10..20, got ${String(v)}`, v);
  }
}

function entryAt(table: readonly FortuneEntry[], total: number): FortuneEntry {
  const lo = Math.min(...table.map((e) => e.min));
  const hi = Math.max(...table.map((e) => e.max));
  const t = Math.max(lo, Math.min(hi, total));
  return table.find((e) => e.min <= t && t <= e.max) as FortuneEntry;
}

/**
 * Resolves a classic fortune roll from a given d20: every negative aptitude is added at once;
 * then, while the result reached is tagged with a role whose positive aptitude is unspent, that
 * aptitude is added and spent. A total past either end of the table reads the end entry.
 * Source: redhack-rules.txt › Fortune Rolls; rulings [R42](../../../../docs/rulings/redhack.md#r42),
 * [R42a](../../../../docs/rulings/redhack.md#r42a).
 *
 * @param d20 - The d20 face, 1..20.
 * @param table - The DM's table (consecutive ranges); never mutated.
 * @param aptitudes - Each role's aptitude (from {@link roleAptitude}); never mutated.
 * @returns The steps, the roles used and the final entry (frozen).
 * @throws {@link DowntimeError} (`R42`) for a face outside 1..20, a table with gaps or overlaps, or a bad aptitude.
 * @example
 * ```ts
 * resolveFortune(5, jungle, { scout: 2, navigator: -1, quartermaster: 1 }).steps; // [4, 6, 7]
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function resolveFortune(d20: number, table: readonly FortuneEntry[], aptitudes: Readonly<Record<string, number>>): FortuneRoll {
  check(table, aptitudes);
  if (typeof d20 !== 'number' || !Number.isInteger(d20) || d20 < 1 || d20 > 20) throw new DowntimeError('R42', `the fortune d20 must be 1..20, got ${String(d20)}`, d20);
  let total = d20 + Object.values(aptitudes).filter((v) => v < 0).reduce((a, b) => a + b, 0);
  const steps = [total];
  const used: string[] = [];
  for (;;) {
    const e = entryAt(table, total);
    const bonus = e.role === undefined ? 0 : (aptitudes[e.role] ?? 0);
    if (e.role === undefined || bonus <= 0 || used.includes(e.role)) {
      return Object.freeze({ d20, steps: Object.freeze(steps), used: Object.freeze(used), entry: e });
    }
    used.push(e.role);
    total += bonus;
    steps.push(total);
  }
}

/**
 * The exact distribution of a fortune roll's final entry label. Same rule as {@link resolveFortune}.
 *
 * @param table - The DM's table; never mutated.
 * @param aptitudes - Each role's aptitude; never mutated.
 * @returns Weights over the 20 faces.
 * @throws {@link DowntimeError} as {@link resolveFortune}.
 * @example
 * ```ts
 * probability(fortuneDistribution(jungle, { scout: 2 }), 'Shortcut');
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function fortuneDistribution(table: readonly FortuneEntry[], aptitudes: Readonly<Record<string, number>>): Distribution<string> {
  check(table, aptitudes);
  return enumerateDice([20], ([d = 1]) => resolveFortune(d, table, aptitudes).entry.label);
}

/**
 * Rolls a classic fortune roll.
 *
 * @param rng - Generator state; never mutated.
 * @param table - The DM's table; never mutated.
 * @param aptitudes - Each role's aptitude; never mutated.
 * @returns The roll and the next state.
 * @throws {@link DowntimeError} as {@link resolveFortune}.
 * @example
 * ```ts
 * const [roll, next] = rollFortune(seed(4), jungle, { scout: 2 });
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function rollFortune(rng: Rng, table: readonly FortuneEntry[], aptitudes: Readonly<Record<string, number>>): readonly [roll: FortuneRoll, next: Rng] {
  check(table, aptitudes);
  const [[d = 1], next] = rollDice(rng, [20]);
  return [resolveFortune(d, table, aptitudes), next];
}
