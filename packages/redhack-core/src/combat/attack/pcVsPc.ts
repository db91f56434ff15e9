// One player character attacking another. classic: an attack roll over half the target's listed
// AC (R14, through the ordinary attack). draft31: an opposed test, the attacker's STR (or DEX)
// against the defender's AC, both at difficulty 1; the attacker hits when it wins, and a win on a
// natural 20 is a critical (ruling RC5).
import { combine, constant, fromWeights, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { keptDieDistribution, resolveOpposed, rollOpposed, type TestDice, type TestSpec } from '../../tests/index.js';
import { mixByOutcome } from '../mixByOutcome.js';
import { CombatInputError } from '../errors.js';
import { optionsOf, whole, type CombatRuleOptions } from '../core.js';
import { ATTACK_OUTCOMES, attackDamageDistribution, attackDistribution, resolveAttack, rollAttack, type AttackOutcome } from './attack.js';
import { checkDamage, criticalDistribution, damageFaces, damageRoll, damageRollDistribution, diceSides, type CheckedDamage, type DamageDice } from './damage.js';

/**
 * One PC attacking another PC.
 *
 * @since 0.2.0
 * @category Combat
 */
export interface PcAttackSpec {
  /** The attacker's STR (melee) or DEX (ranged), 0..19. */
  readonly attribute: number;
  /** The defender's listed AC, 0..19 (classic: the difficulty is half of it, rounded down). */
  readonly ac: number;
  /** Advantage sources on the attack, 0..10. */
  readonly advantage?: number;
  /** Disadvantage sources on the attack, 0..10. */
  readonly disadvantage?: number;
  /** draft31: advantage sources on the defender's AC test, 0..10. */
  readonly defenceAdvantage?: number;
  /** draft31: disadvantage sources on the defender's AC test, 0..10. */
  readonly defenceDisadvantage?: number;
  /** Damage of one roll (default 1d6); a critical rolls it twice. */
  readonly damage?: DamageDice;
}

/**
 * Faces for one PC-against-PC attack.
 *
 * @since 0.2.0
 * @category Combat
 */
export interface PcAttackDice {
  /** The attacker's d20 faces (as {@link resolveTest} takes them). */
  readonly attack: readonly number[];
  /** draft31: the defender's d20 faces for its AC test (empty in classic). */
  readonly defence: readonly number[];
  /** Damage faces: none on a miss, one roll on a hit, two on a critical. */
  readonly damage: readonly number[];
}

/**
 * What one PC-against-PC attack did.
 *
 * @since 0.2.0
 * @category Combat
 */
export interface PcAttackResult {
  /** Miss, hit or critical. */
  readonly outcome: AttackOutcome;
  /** Damage dealt (0 on a miss). */
  readonly damage: number;
  /** The attacker's kept d20. */
  readonly kept: number;
  /** draft31: the defender's kept d20 (0 in classic, where the defender does not roll). */
  readonly defenceKept: number;
}

interface Prepared {
  readonly opposed: boolean;
  readonly a: TestSpec;
  readonly b: TestSpec;
  readonly damage: CheckedDamage;
  readonly spec: PcAttackSpec;
}

function prepare(spec: PcAttackSpec, options: CombatRuleOptions): Prepared {
  const o = optionsOf(options);
  if (typeof spec !== 'object' || spec === null) throw new CombatInputError('R14', 'a PC attack spec must be an object', spec);
  const attribute = whole('R14', 'attribute', spec.attribute, 0, 19);
  const ac = whole('R14', 'ac', spec.ac, 0, 19);
  const n = (k: 'advantage' | 'disadvantage' | 'defenceAdvantage' | 'defenceDisadvantage'): number => whole('R04', k, spec[k] ?? 0, 0, 10);
  const adv = n('advantage');
  const dis = n('disadvantage');
  const dAdv = n('defenceAdvantage');
  const dDis = n('defenceDisadvantage');
  const damage = checkDamage(spec.damage, { count: 1, sides: 6 });
  const opposed = o.pcVsPcAttack === 'opposed';
  if (!opposed && (dAdv > 0 || dDis > 0)) throw new CombatInputError('R14', 'with pcVsPcAttack halfAc the defender does not roll, so it takes no advantage', spec);
  const side = (attr: number, a: number, d: number, tag: string): TestSpec => ({ attribute: attr, difficulty: 1, ...(a > 0 ? { advantage: a } : {}), ...(d > 0 ? { disadvantage: d } : {}), tags: [tag] });
  return { opposed, a: side(attribute, adv, dis, 'attack'), b: side(ac, dAdv, dDis, 'ac'), damage, spec };
}

function single(t: TestSpec): TestSpec {
  return { attribute: t.attribute, difficulty: t.difficulty ?? 1 };
}

function classicSpec(p: Prepared): Parameters<typeof attackDistribution>[0] {
  const s = p.spec;
  return { attribute: s.attribute, ac: s.ac, target: 'pc', damage: p.damage, ...(s.advantage === undefined ? {} : { advantage: s.advantage }), ...(s.disadvantage === undefined ? {} : { disadvantage: s.disadvantage }) };
}

function outcomeFrom(winner: 'a' | 'b' | 'none', aCritical: boolean): AttackOutcome {
  return winner !== 'a' ? 'miss' : aCritical ? 'critical' : 'hit';
}

/**
 * Exact odds of a PC attacking a PC ([ruling R14](../../../../../docs/rulings/redhack.md#r14),
 * [ruling RC5](../../../../../docs/rulings/redhack.md#rc5), option `pcVsPcAttack`). `halfAc`
 * (classic): an attack roll whose difficulty is half the listed AC — AC 15 needs 8 or more.
 * `opposed` (draft31): the attacker's test against the defender's AC test, both at difficulty 1,
 * judged by the `opposed` option; the attacker hits when it wins and scores a critical when it
 * wins on a natural 20. Source: redhack-rules.txt › Attacking & Defending;
 * redhack-3.1-draft.txt › Combat (PC vs PC tests are opposed).
 *
 * @param spec - The attack; never mutated.
 * @param options - Edition and rule options (default `draft31`).
 * @returns Weights over `miss`, `hit`, `critical` (outcomes of weight 0 left out).
 * @throws {@link CombatInputError} for a field out of range, or defender advantage with `halfAc`.
 * @example
 * ```ts
 * probability(pcAttackDistribution({ attribute: 12, ac: 15 }, { edition: 'classic' }), 'hit'); // 5/20
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function pcAttackDistribution(spec: PcAttackSpec, options: CombatRuleOptions = {}): Distribution<AttackOutcome> {
  const o = optionsOf(options);
  const p = prepare(spec, o);
  if (!p.opposed) return attackDistribution(classicSpec(p), o);
  const ka = keptDieDistribution(p.a, o);
  const kb = keptDieDistribution(p.b, o);
  const sa = single(p.a);
  const sb = single(p.b);
  const joint = combine(ka, kb, (x, y) => {
    const r = resolveOpposed({ a: { d20: [Math.abs(x)] }, b: { d20: [Math.abs(y)] } }, sa, sb, o);
    return outcomeFrom(r.winner, r.a.outcome === 'critical-success');
  });
  const w = new Map(joint.outcomes.map((x, i) => [x, joint.weights[i] ?? 0n] as const));
  return fromWeights(ATTACK_OUTCOMES.filter((x) => w.has(x)).map((x) => [x, w.get(x) ?? 0n] as const));
}

/**
 * Exact distribution of the damage a PC deals another PC, misses (0) included.
 *
 * @param spec - The attack; never mutated.
 * @param options - Edition and rule options (default `draft31`).
 * @returns Damage weights.
 * @throws {@link CombatInputError} as {@link pcAttackDistribution}.
 * @example
 * ```ts
 * pcAttackDamageDistribution({ attribute: 12, ac: 12, damage: { count: 1, sides: 6 } });
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function pcAttackDamageDistribution(spec: PcAttackSpec, options: CombatRuleOptions = {}): Distribution<number> {
  const o = optionsOf(options);
  const p = prepare(spec, o);
  if (!p.opposed) return attackDamageDistribution(classicSpec(p), o);
  return mixByOutcome(pcAttackDistribution(spec, o), { miss: constant(0), hit: damageRollDistribution(p.damage), critical: criticalDistribution(p.damage) });
}

function damageOf(d: CheckedDamage, outcome: AttackOutcome, fs: readonly number[]): number {
  if (outcome === 'miss') return 0;
  const n = diceSides(d).length;
  return outcome === 'hit' ? damageRoll(d, fs) : damageRoll(d, fs.slice(0, n)) + damageRoll(d, fs.slice(n));
}

/**
 * Resolves a PC-against-PC attack from given dice.
 *
 * @param dice - The faces (see {@link PcAttackDice}); never mutated.
 * @param spec - The attack; never mutated.
 * @param options - Edition and rule options (default `draft31`).
 * @returns Outcome, damage and the kept faces.
 * @throws {@link CombatInputError} for a bad spec, defence faces in classic, or damage faces
 *   that do not fit the outcome.
 * @throws {@link RedhackRuleError} if the d20 faces do not fit a test (from {@link resolveTest}).
 * @example
 * ```ts
 * resolvePcAttack({ attack: [14], defence: [9], damage: [4] }, { attribute: 15, ac: 12 }).outcome; // 'hit' (14 beats 9)
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function resolvePcAttack(dice: PcAttackDice, spec: PcAttackSpec, options: CombatRuleOptions = {}): PcAttackResult {
  const o = optionsOf(options);
  const p = prepare(spec, o);
  if (typeof dice !== 'object' || dice === null || !Array.isArray(dice.defence)) throw new CombatInputError('dice', 'dice must be { attack, defence, damage }', dice);
  if (!p.opposed) {
    if (dice.defence.length > 0) throw new CombatInputError('R14', 'with pcVsPcAttack halfAc the defender does not roll: give no defence faces', dice.defence);
    const r = resolveAttack({ d20: dice.attack, damage: dice.damage }, classicSpec(p), o);
    return Object.freeze({ outcome: r.outcome, damage: r.damage, kept: r.kept, defenceKept: 0 });
  }
  const r = resolveOpposed({ a: { d20: dice.attack } as TestDice, b: { d20: dice.defence } as TestDice }, p.a, p.b, o);
  const outcome = outcomeFrom(r.winner, r.a.outcome === 'critical-success');
  const fs = damageFaces(dice.damage, p.damage, outcome === 'miss' ? 0 : outcome === 'hit' ? 1 : 2);
  return Object.freeze({ outcome, damage: damageOf(p.damage, outcome, fs), kept: r.a.kept, defenceKept: r.b.kept });
}

/**
 * Rolls a PC-against-PC attack: the attacker's dice, then (draft31) the defender's, then damage.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The attack; never mutated.
 * @param options - Edition and rule options (default `draft31`).
 * @returns The result and the next generator state.
 * @throws {@link CombatInputError} as {@link pcAttackDistribution}.
 * @example
 * ```ts
 * const [r, next] = rollPcAttack(seed(1), { attribute: 13, ac: 12 });
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function rollPcAttack(rng: Rng, spec: PcAttackSpec, options: CombatRuleOptions = {}): readonly [result: PcAttackResult, next: Rng] {
  const o = optionsOf(options);
  const p = prepare(spec, o);
  if (!p.opposed) {
    const [r, next] = rollAttack(rng, classicSpec(p), o);
    return [Object.freeze({ outcome: r.outcome, damage: r.damage, kept: r.kept, defenceKept: 0 }), next];
  }
  const [r, r0] = rollOpposed(rng, p.a, p.b, o);
  const outcome = outcomeFrom(r.winner, r.a.outcome === 'critical-success');
  let next = r0;
  const fs: number[] = [];
  for (let i = 0; i < (outcome === 'miss' ? 0 : outcome === 'hit' ? 1 : 2); i++) {
    for (const sides of diceSides(p.damage)) {
      let f: number;
      [f, next] = rollDie(next, sides);
      fs.push(f);
    }
  }
  return [Object.freeze({ outcome, damage: damageOf(p.damage, outcome, fs), kept: r.a.kept, defenceKept: r.b.kept }), next];
}
