// draft31 shields: a PC's STR test against the attacker's HD to block (a reroll sunders the
// shield), and an NPC's shield that makes the attacker take the worse of two attack rolls.
import { combine, fromWeights, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { CombatInputError } from '../errors.js';
import { d20Distribution, optionsOf, passes, successWeight, whole, faces, type CombatRuleOptions, type D20Spec } from '../core.js';
import type { ResolvedOptions } from '../../options/index.js';
import { ATTACK_OUTCOMES, attackDistribution, type AttackOutcome, type AttackSpec } from '../attack/attack.js';

/**
 * What a shield block comes to: blocked, blocked on the reroll with the shield sundered, or not
 * blocked.
 *
 * @since 0.1.0
 * @category Combat
 */
export type ShieldBlockOutcome = 'blocked' | 'sundered' | 'failed';

/**
 * A PC's shield block.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface ShieldBlockSpec {
  /** The PC's STR, 0..19. */
  readonly str: number;
  /** The shield's magic bonus, 0..10, added to STR (past 19: levels of advantage). */
  readonly bonus?: number;
  /** The attacker's HD, 0..30 (the difficulty). */
  readonly hd: number;
  /** Take the reroll after a failure (it sunders the shield on a success); default `true`. */
  readonly reroll?: boolean;
}

function prep(spec: ShieldBlockSpec, options: CombatRuleOptions): { test: D20Spec; reroll: boolean; o: ResolvedOptions } {
  const o = optionsOf(options);
  if (o.edition !== 'draft31') throw new CombatInputError('R19', 'shield blocks are a draft31 rule (classic shields give +1 AC)', options.edition);
  if (typeof spec !== 'object' || spec === null) throw new CombatInputError('R19', 'a shield block spec must be an object', spec);
  const str = whole('R19', 'str', spec.str, 0, 19);
  const bonus = whole('R19', 'bonus', spec.bonus ?? 0, 0, 10);
  const hd = whole('R19', 'hd', spec.hd, 0, 30);
  const a = str + bonus;
  return { test: { attribute: Math.min(19, a), difficulty: hd, levels: Math.max(0, a - 19) }, reroll: spec.reroll !== false, o };
}

function pass(face: number, t: D20Spec, o: ResolvedOptions): boolean {
  return passes(face, t, o);
}

/**
 * Resolves a shield block from given d20s (one, or two when the first fails and the reroll is taken).
 *
 * @param d20 - The faces rolled, 1..20 each.
 * @param spec - The block.
 * @param options - Edition; must be `draft31` (the default).
 * @returns The outcome.
 * @throws {@link CombatInputError} for classic, a bad spec, or faces that do not fit.
 * @example
 * ```ts
 * resolveShieldBlock([2, 12], { str: 13, hd: 4 }); // 'sundered'
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveShieldBlock(d20: readonly number[], spec: ShieldBlockSpec, options: CombatRuleOptions = {}): ShieldBlockOutcome {
  const p = prep(spec, options);
  const n = Math.abs(p.test.levels) + 1;
  const first = faces('dice', 'd20', d20.slice(0, n), n, 20);
  const best = Math.max(...first.map((f) => (pass(f, p.test, p.o) ? 1 : 0)));
  if (best === 1) {
    faces('dice', 'd20', d20, n, 20);
    return 'blocked';
  }
  if (!p.reroll) {
    faces('dice', 'd20', d20, n, 20);
    return 'failed';
  }
  const all = faces('dice', 'd20', d20, 2 * n, 20);
  return all.slice(n).some((f) => pass(f, p.test, p.o)) ? 'sundered' : 'failed';
}

/**
 * Exact odds of a shield block.
 *
 * @param spec - The block.
 * @param options - Edition; must be `draft31` (the default).
 * @returns Weights over `blocked`, `sundered`, `failed`.
 * @throws {@link CombatInputError} for classic or a bad spec.
 * @example
 * ```ts
 * probability(shieldBlockDistribution({ str: 13, hd: 4 }), 'blocked'); // 10/20
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function shieldBlockDistribution(spec: ShieldBlockSpec, options: CombatRuleOptions = {}): Distribution<ShieldBlockOutcome> {
  const p = prep(spec, options);
  const d = d20Distribution(p.test, p.o);
  const ok = successWeight(d);
  const t = d.total;
  const rows: [ShieldBlockOutcome, bigint][] = p.reroll
    ? [['blocked', ok * t], ['sundered', (t - ok) * ok], ['failed', (t - ok) * (t - ok)]]
    : [['blocked', ok], ['failed', t - ok]];
  return fromWeights(rows);
}

/**
 * Rolls a shield block.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The block.
 * @param options - Edition; must be `draft31` (the default).
 * @returns The outcome and the next state.
 * @throws {@link CombatInputError} for classic or a bad spec.
 * @example
 * ```ts
 * const [o, next] = rollShieldBlock(seed(3), { str: 13, hd: 4 });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollShieldBlock(rng: Rng, spec: ShieldBlockSpec, options: CombatRuleOptions = {}): readonly [outcome: ShieldBlockOutcome, next: Rng] {
  const p = prep(spec, options);
  const n = Math.abs(p.test.levels) + 1;
  const fs: number[] = [];
  let r = rng;
  const roll = (): void => {
    for (let i = 0; i < n; i++) {
      let f: number;
      [f, r] = rollDie(r, 20);
      fs.push(f);
    }
  };
  roll();
  if (!fs.some((f) => pass(f, p.test, p.o)) && p.reroll) roll();
  return [resolveShieldBlock(fs, spec, options), r];
}

/**
 * Exact odds of an attack against an NPC with a shield that reacted: the attacker rolls against
 * AC and again against the NPC's HD, and keeps the worse result (draft31).
 *
 * @param spec - The attack (its `ac` is the NPC's AC).
 * @param hd - The NPC's HD, 0..30.
 * @param options - Edition; must be `draft31` (the default).
 * @returns Weights over miss, hit, critical.
 * @throws {@link CombatInputError} for classic or a bad spec.
 * @example
 * ```ts
 * npcShieldAttackDistribution({ attribute: 14, ac: 3 }, 5);
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function npcShieldAttackDistribution(spec: AttackSpec, hd: number, options: CombatRuleOptions = {}): Distribution<AttackOutcome> {
  if (optionsOf(options).edition !== 'draft31') throw new CombatInputError('R19', 'NPC shields are a draft31 rule', options.edition);
  whole('R19', 'hd', hd, 0, 30);
  const a = attackDistribution(spec, options);
  const b = attackDistribution({ ...spec, ac: hd }, options);
  const worse = combine(a, b, (x, y) => (ATTACK_OUTCOMES.indexOf(x) <= ATTACK_OUTCOMES.indexOf(y) ? x : y));
  const w = new Map(worse.outcomes.map((o, i) => [o, worse.weights[i] ?? 0n] as const));
  return fromWeights(ATTACK_OUTCOMES.filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}
