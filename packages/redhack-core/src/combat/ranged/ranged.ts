// Ranged combat: the range bands of both editions, firing into melee (R27) and ammunition usage
// dice (R28: classic rolls on each attack, draft31 once at the end of the round).
import { fromWeights, rollDie, rollUsageDie, stepDown, stepUp, type Distribution, type Rng, type UsageDie } from '@rollwright/dice';
import { CombatInputError } from '../errors.js';
import { keptFaceDistribution, optionsOf, whole, type CombatRuleOptions } from '../core.js';
import { prepareAttack, type AttackSpec } from '../attack/attack.js';

/**
 * One range band: its name, its distance in feet, and its size in 5' squares.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface RangeBand {
  /** Band name. */
  readonly name: string;
  /** Nearest distance in feet. */
  readonly fromFeet: number;
  /** Farthest distance in feet (`null`: no upper bound). */
  readonly toFeet: number | null;
  /** Squares (classic) or the draft's band number, `null` when off the map. */
  readonly squares: number | null;
}

/**
 * Range bands by edition (R29). classic: Close 0–5' (1), Near 6–30' (6), Far 31–60' (12),
 * Distant 61'+ (13+), Elsewhere. draft31: Close 0–10' (2), Near 10–30' (6), Far 31–60' (12),
 * Distant 61–90' (18), Extreme 91'+ (24). A draft31 move changes the band by one step.
 *
 * @example
 * ```ts
 * RANGE_BANDS.draft31[1]?.name; // 'Near'
 * ```
 * @since 0.1.0
 * @category Combat
 */
export const RANGE_BANDS: Readonly<Record<'classic' | 'draft31', readonly RangeBand[]>> = /* @__PURE__ */ Object.freeze({
  classic: /* @__PURE__ */ Object.freeze([
    { name: 'Close', fromFeet: 0, toFeet: 5, squares: 1 },
    { name: 'Near', fromFeet: 6, toFeet: 30, squares: 6 },
    { name: 'Far', fromFeet: 31, toFeet: 60, squares: 12 },
    { name: 'Distant', fromFeet: 61, toFeet: null, squares: 13 },
    { name: 'Elsewhere', fromFeet: 61, toFeet: null, squares: null },
  ]),
  draft31: /* @__PURE__ */ Object.freeze([
    { name: 'Close', fromFeet: 0, toFeet: 10, squares: 2 },
    { name: 'Near', fromFeet: 10, toFeet: 30, squares: 6 },
    { name: 'Far', fromFeet: 31, toFeet: 60, squares: 12 },
    { name: 'Distant', fromFeet: 61, toFeet: 90, squares: 18 },
    { name: 'Extreme', fromFeet: 91, toFeet: null, squares: 24 },
  ]),
});

/**
 * What a shot into melee comes to: the target is hit (or critically hit), a bystander is hit
 * instead, or nobody is.
 *
 * @since 0.1.0
 * @category Combat
 */
export type IntoMeleeOutcome = 'critical' | 'hit' | 'bystander' | 'miss';

/**
 * The bystander the DM picks when a shot into melee misses.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface Bystander {
  /** Its AC, 0..30. */
  readonly ac: number;
  /** It has a monster AC: 8 comes off the die roll before comparing. */
  readonly monsterAc?: boolean;
}

/**
 * Whether a missed shot's kept d20 face hits the bystander: face > AC, or face − 8 > AC for a
 * monster AC (R27).
 *
 * @param face - Kept d20 face of the missed attack, 1..20.
 * @param bystander - The bystander.
 * @returns `true` when the bystander is hit.
 * @throws {@link CombatInputError} for a bad face or AC.
 * @example
 * ```ts
 * bystanderHit(12, { ac: 3, monsterAc: true }); // true (12 − 8 = 4 > 3)
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function bystanderHit(face: number, bystander: Bystander): boolean {
  const f = whole('R27', 'face', face, 1, 20);
  const ac = whole('R27', 'bystander.ac', bystander.ac, 0, 30);
  return (bystander.monsterAc === true ? f - 8 : f) > ac;
}

/**
 * Exact odds of a standard ranged attack fired into melee (R27). Reaction attacks cannot be.
 *
 * @param spec - The attack against the intended target.
 * @param bystander - The ally or bystander at risk on a miss.
 * @param options - Edition (default `draft31`).
 * @returns Weights over `critical`, `hit`, `bystander`, `miss`.
 * @throws {@link CombatInputError} if the spec or bystander is invalid.
 * @example
 * ```ts
 * firingIntoMeleeDistribution({ attribute: 14, ac: 4 }, { ac: 3, monsterAc: true });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function firingIntoMeleeDistribution(spec: AttackSpec, bystander: Bystander, options: CombatRuleOptions = {}): Distribution<IntoMeleeOutcome> {
  const p = prepareAttack(spec, options);
  const o = optionsOf(options);
  const test = { attribute: p.attribute, difficulty: p.difficulty, levels: p.levels, chaser: p.chaser, splendid: p.splendid, counts: p.counts, tags: p.tags, sources: p.sources };
  const kept = keptFaceDistribution(test, o);
  const w = new Map<IntoMeleeOutcome, bigint>();
  kept.outcomes.forEach((signed, i) => {
    const face = Math.abs(signed);
    const out: IntoMeleeOutcome = !p.possible ? 'miss' : face === 20 ? 'critical' : signed > 0 ? 'hit' : bystanderHit(face, bystander) ? 'bystander' : 'miss';
    w.set(out, (w.get(out) ?? 0n) + (kept.weights[i] ?? 0n));
  });
  const order: IntoMeleeOutcome[] = ['critical', 'hit', 'bystander', 'miss'];
  return fromWeights(order.filter((x) => w.has(x)).map((x) => [x, w.get(x) ?? 0n] as const));
}

/** Most shots one ammunition roll call may cover. */
export const MAX_SHOTS_PER_ROUND = 10;

type UsageState = UsageDie | 'exhausted';

/**
 * The ammunition die after a round of shots.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface AmmunitionRoll {
  /** The die after (`'exhausted'` once spent). */
  readonly ammo: UsageDie | 'exhausted';
  /** The usage faces kept. */
  readonly faces: readonly number[];
}

function checkAmmo(d: unknown, shots: unknown): number {
  if (stepDownSafe(d) === undefined) throw new CombatInputError('R28', `ammunition must be a usage die (4, 6, 8, 10, 12 or 20), got ${String(d)}`, d);
  return whole('R28', 'shots', shots, 0, MAX_SHOTS_PER_ROUND);
}

function stepDownSafe(d: unknown): UsageState | undefined {
  try {
    return stepDown(d as number);
  } catch {
    return undefined;
  }
}

/** Usage rolls a round of shots makes: classic one per shot, draft31 one at the end of the round. */
function rollsFor(shots: number, edition: 'classic' | 'draft31'): number {
  if (shots === 0) return 0;
  return edition === 'classic' ? shots : 1;
}

/**
 * Exact distribution of the ammunition die after a round of shots (R28): classic rolls the usage
 * die on each shot, draft31 once at the end of the round; either rolls with disadvantage when
 * more than one shot was fired.
 *
 * @param ammo - The usage die before the round.
 * @param shots - Shots fired this round, 0..10.
 * @param options - Edition (default `draft31`).
 * @returns Weights over the die after the round (`'exhausted'` once spent).
 * @throws {@link CombatInputError} for a bad die or shot count.
 * @example
 * ```ts
 * probability(ammunitionDistribution(12, 2), 12); // (10/12)² = 25/36
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function ammunitionDistribution(ammo: UsageDie, shots: number, options: CombatRuleOptions = {}): Distribution<number | string> {
  const n = rollsFor(checkAmmo(ammo, shots), optionsOf(options).edition);
  const dis = shots > 1;
  let states = new Map<UsageState, bigint>([[ammo, 1n]]);
  for (let k = 0; k < n; k++) {
    const next = new Map<UsageState, bigint>();
    const add = (s: UsageState, w: bigint): void => {
      next.set(s, (next.get(s) ?? 0n) + w);
    };
    for (const [s, w] of states) {
      if (s === 'exhausted') {
        add(s, w * (dis ? 14400n : 120n));
        continue;
      }
      const S = BigInt(s);
      const scale = (dis ? 14400n : 120n) / (dis ? S * S : S);
      // stepping chance: 2/s normally; with disadvantage (keep the lower of two) 1 − ((s−2)/s)².
      const step = dis ? S * S - (S - 2n) * (S - 2n) : 2n;
      const total = dis ? S * S : S;
      add(stepDown(s), w * step * scale);
      add(s, w * (total - step) * scale);
    }
    states = next;
  }
  return fromWeights([...states].map(([s, w]) => [s, w] as const));
}

/**
 * Rolls the ammunition usage die for a round of shots.
 *
 * @param rng - Generator state; never mutated.
 * @param ammo - The usage die before the round.
 * @param shots - Shots fired this round, 0..10.
 * @param options - Edition (default `draft31`).
 * @returns The die after the round, the faces kept, and the next state.
 * @throws {@link CombatInputError} for a bad die or shot count.
 * @example
 * ```ts
 * const [a, next] = rollAmmunition(seed(1), 12, 1);
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollAmmunition(rng: Rng, ammo: UsageDie, shots: number, options: CombatRuleOptions = {}): readonly [result: AmmunitionRoll, next: Rng] {
  const n = rollsFor(checkAmmo(ammo, shots), optionsOf(options).edition);
  let r = rng;
  let s: UsageState = ammo;
  const fs: number[] = [];
  for (let k = 0; k < n && s !== 'exhausted'; k++) {
    const [u, r2] = rollUsageDie(r, s, shots > 1 ? 'disadvantage' : 'normal');
    r = r2;
    fs.push(u.face);
    s = u.next;
  }
  return [Object.freeze({ ammo: s, faces: Object.freeze(fs) }), r];
}


/** Most step-downs one recovery may undo. */
export const MAX_RECOVERY_STEPS = 6;

/** The die sizes that stepped down, most recent first: the sizes above `current`, `steps` of them. */
function steppedSizes(current: UsageDie | 'exhausted', steps: number): UsageDie[] {
  const sizes: UsageDie[] = [];
  let s: UsageDie | 'exhausted' = current;
  for (let i = 0; i < steps; i++) {
    const up: UsageDie | 'max' = s === 'exhausted' ? 4 : stepUp(s);
    if (up === 'max') throw new CombatInputError('R07', `a ud${String(current)} cannot have stepped down ${steps} times`, steps);
    sizes.push(up);
    s = up;
  }
  return sizes;
}

function recoveryArgs(current: unknown, steps: unknown, options: CombatRuleOptions): UsageDie[] {
  if (optionsOf(options).edition !== 'classic') throw new CombatInputError('R07', 'gathering spent ammunition is a classic rule', options);
  if (current !== 'exhausted' && stepDownSafe(current) === undefined) throw new CombatInputError('R07', `ammunition must be a usage die or 'exhausted', got ${String(current)}`, current);
  return steppedSizes(current as UsageDie | 'exhausted', whole('R07', 'steps', steps, 0, MAX_RECOVERY_STEPS));
}

function raise(current: UsageDie | 'exhausted', k: number): UsageDie | 'exhausted' {
  let s = current;
  for (let i = 0; i < k; i++) {
    const up: UsageDie | 'max' = s === 'exhausted' ? 4 : stepUp(s);
    s = up === 'max' ? s : up;
  }
  return s;
}

/**
 * Exact distribution of the ammunition die after gathering arrows once the fight is over
 * (classic): each step-down of the fight is rerolled once on the die that stepped, and a 3 or
 * more undoes it (R07).
 *
 * @param current - The die after the fight (or `'exhausted'`).
 * @param steps - Step-downs during the fight, 0..6.
 * @param options - Edition; must be `classic`.
 * @returns Weights over the die after gathering.
 * @throws {@link CombatInputError} for draft31, a bad die, or more steps than the ladder allows.
 * @example
 * ```ts
 * probability(ammunitionRecoveryDistribution(10, 1, { edition: 'classic' }), 12); // 10/12
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function ammunitionRecoveryDistribution(current: UsageDie | 'exhausted', steps: number, options: CombatRuleOptions = {}): Distribution<number | string> {
  const sizes = recoveryArgs(current, steps, options);
  let undone = new Map<number, bigint>([[0, 1n]]);
  for (const s of sizes) {
    const next = new Map<number, bigint>();
    for (const [k, w] of undone) {
      next.set(k + 1, (next.get(k + 1) ?? 0n) + w * BigInt(s - 2) * (120n / BigInt(s)));
      next.set(k, (next.get(k) ?? 0n) + w * 2n * (120n / BigInt(s)));
    }
    undone = next;
  }
  return fromWeights([...undone].map(([k, w]) => [raise(current, k), w] as const));
}

/**
 * Rolls the classic gathering of spent ammunition after a fight.
 *
 * @param rng - Generator state; never mutated.
 * @param current - The die after the fight (or `'exhausted'`).
 * @param steps - Step-downs during the fight, 0..6.
 * @param options - Edition; must be `classic`.
 * @returns The die after gathering, the faces, and the next state.
 * @throws {@link CombatInputError} for draft31, a bad die, or too many steps.
 * @example
 * ```ts
 * const [a, next] = rollAmmunitionRecovery(seed(1), 8, 2, { edition: 'classic' });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollAmmunitionRecovery(rng: Rng, current: UsageDie | 'exhausted', steps: number, options: CombatRuleOptions = {}): readonly [result: AmmunitionRoll, next: Rng] {
  const sizes = recoveryArgs(current, steps, options);
  let r = rng;
  const fs: number[] = [];
  let k = 0;
  for (const s of sizes) {
    let f: number;
    [f, r] = rollDie(r, s);
    fs.push(f);
    if (f >= 3) k++;
  }
  return [Object.freeze({ ammo: raise(current, k), faces: Object.freeze(fs) }), r];
}
