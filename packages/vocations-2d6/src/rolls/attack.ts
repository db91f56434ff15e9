// Attacks: 2d6 + bonus against Total Defense, criticals, Lucky, cover, blindness; then damage.
import { fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import { VocationsInputError } from '../errors/errors.js';
import { addWeight, assertInt, assertModifier, enumerate, exactOf, MAX_COMBINATIONS } from './internal.js';
import { assertTwoDice, roll2d6, TWO_D6, type TwoDice } from './dice.js';
import { damageCombinations, damageDiceSides, resolveDamage, rollDamage, type DamageSetup } from './damage.js';

/**
 * Cover between attacker and target: `partial` (−2 to attacks and spells; double 1s or 2s hit
 * the obstacle) or `full` (cannot be targeted).
 *
 * @since 0.1.0
 * @category Attacks
 */
export type Cover = 'none' | 'partial' | 'full';

/**
 * When an attack is critical ([ruling V03](../../../../docs/rulings/vocations-2d6.md#v03)):
 * `double6Hit` (default: the dice show 6-6 and the attack hits) or `natural12AutoHit` (6-6 always
 * hits and is critical).
 *
 * @since 0.1.0
 * @category Attacks
 */
export type CritRule = 'double6Hit' | 'natural12AutoHit';

/**
 * Everything an attack roll needs. Damage fields are optional: without `damage` only the hit
 * outcome can be resolved.
 *
 * @since 0.1.0
 * @category Attacks
 */
export interface AttackSetup extends Partial<DamageSetup> {
  /** Added to the 2d6: attribute + combat skill ± modifiers, or an NPC's Hit Bonus (−50..50). */
  readonly bonus: number;
  /** The target's Total Defense (9 + Defense, +2 when defending) or an NPC's Defense (0..50). */
  readonly defense: number;
  /** Lucky: 5-5 and 6-6 hit whatever the total. */
  readonly lucky?: boolean;
  /** Cover of the target (default `none`). */
  readonly cover?: Cover;
  /** The attacker cannot see (no light): doubles other than 6-6 hit an adjacent ally instead. */
  readonly blind?: boolean;
  /** An ally stands next to a blind attacker (default `true` when `blind`). */
  readonly allyAdjacent?: boolean;
  /** The target cannot or will not defend itself (or is blind): every attack hits. */
  readonly defenseless?: boolean;
  /** Critical rule (default `double6Hit`). */
  readonly critOn?: CritRule;
}

/**
 * What an attack roll did: `miss`, `hit`, `critical` (a hit that is critical; `hit` excludes it),
 * `obstacle` (partial cover on 1-1 or 2-2: the nearest obstacle is hit) or `ally` (a blind
 * attacker's doubles hit an adjacent ally).
 *
 * @since 0.1.0
 * @category Attacks
 */
export type AttackOutcome = 'miss' | 'hit' | 'critical' | 'obstacle' | 'ally';

/**
 * The attack outcomes in display order.
 *
 * @example
 * ```ts
 * ATTACK_OUTCOMES[0]; // 'miss'
 * ```
 * @since 0.1.0
 * @category Attacks
 */
export const ATTACK_OUTCOMES: readonly AttackOutcome[] = Object.freeze(['miss', 'hit', 'critical', 'obstacle', 'ally'] as const);

/**
 * A resolved attack roll.
 *
 * @since 0.1.0
 * @category Attacks
 */
export interface AttackRoll {
  /** The two faces. */
  readonly dice: TwoDice;
  /** Faces + bonus − 2 for partial cover. */
  readonly total: number;
  /** The defense it was rolled against. */
  readonly defense: number;
  /** The outcome. */
  readonly outcome: AttackOutcome;
  /** Whether it hit without needing the total (defenseless target, Lucky, `natural12AutoHit`). */
  readonly automatic: boolean;
}

/** @internal */
export function assertAttack(s: AttackSetup): void {
  if (typeof s !== 'object' || s === null) throw new VocationsInputError('attack', s, 'an attack needs a setup object');
  assertModifier('bonus', s.bonus);
  assertInt('defense', s.defense, 0, 50);
  if (s.cover !== undefined && !['none', 'partial', 'full'].includes(s.cover)) throw new VocationsInputError('cover', s.cover, `cover must be none, partial or full, got ${String(s.cover)}`);
  if (s.cover === 'full') throw new VocationsInputError('cover', s.cover, 'a target in full cover cannot be attacked directly (Cover)');
  if (s.critOn !== undefined && s.critOn !== 'double6Hit' && s.critOn !== 'natural12AutoHit') throw new VocationsInputError('critOn', s.critOn, 'critOn must be double6Hit or natural12AutoHit');
}

/**
 * Resolves an attack roll on given dice (Source: vocations-2d6.txt › Actions in Combat, Cover,
 * Exploration: Dungeons). In order: partial cover's obstacle on 1-1 or 2-2
 * ([V21](../../../../docs/rulings/vocations-2d6.md#v21), [V35](../../../../docs/rulings/vocations-2d6.md#v35)),
 * then a blind attacker's doubles except 6-6 on an adjacent ally
 * ([V20](../../../../docs/rulings/vocations-2d6.md#v20)), then the hit: automatic against a
 * defenseless target ([V14a](../../../../docs/rulings/vocations-2d6.md#v14a)), automatic on 5-5
 * and 6-6 with Lucky, else total ≥ defense ([V02](../../../../docs/rulings/vocations-2d6.md#v02));
 * a hit on 6-6 is critical ([V03](../../../../docs/rulings/vocations-2d6.md#v03)).
 *
 * @param setup - Bonus, defense and conditions.
 * @param dice - The two faces (1..6).
 * @returns The resolved roll.
 * @throws {@link VocationsInputError} on a bad setup or face, or a target in full cover.
 * @example
 * ```ts
 * resolveAttackRoll({ bonus: 3, defense: 9 }, [6, 6]).outcome; // 'critical'
 * ```
 * @since 0.1.0
 * @category Attacks
 */
export function resolveAttackRoll(setup: AttackSetup, dice: TwoDice): AttackRoll {
  assertAttack(setup);
  assertTwoDice(dice);
  const partial = setup.cover === 'partial';
  const total = dice[0] + dice[1] + setup.bonus - (partial ? 2 : 0);
  const doubles = dice[0] === dice[1];
  const out = (outcome: AttackOutcome, automatic = false): AttackRoll => Object.freeze({ dice, total, defense: setup.defense, outcome, automatic });
  if (partial && doubles && dice[0] <= 2) return out('obstacle');
  if (setup.blind === true && setup.allyAdjacent !== false && doubles && dice[0] !== 6) return out('ally');
  const boxcars = doubles && dice[0] === 6;
  const auto = setup.defenseless === true || (setup.lucky === true && doubles && dice[0] >= 5) || (setup.critOn === 'natural12AutoHit' && boxcars);
  const hit = auto || total >= setup.defense;
  if (!hit) return out('miss');
  return out(boxcars ? 'critical' : 'hit', auto && total < setup.defense);
}

/**
 * The exact distribution of an attack's outcome over the 36 rolls, from {@link resolveAttackRoll}.
 *
 * @param setup - Bonus, defense and conditions.
 * @returns Outcomes in the order of {@link ATTACK_OUTCOMES} (those possible), weights over 36.
 * @throws {@link VocationsInputError} on a bad setup.
 * @example
 * ```ts
 * probability(attackDistribution({ bonus: 2, defense: 10 }), 'miss'); // 21/36: a Goblin hits 15/36
 * ```
 * @since 0.1.0
 * @category Attacks
 */
export function attackDistribution(setup: AttackSetup): Distribution<AttackOutcome> {
  assertAttack(setup);
  return exactOf<AttackOutcome>(TWO_D6, (f) => resolveAttackRoll(setup, [f[0] ?? 1, f[1] ?? 1]).outcome, ATTACK_OUTCOMES);
}

/**
 * A whole attack: the roll and, on a hit, the damage dealt to the target.
 *
 * @since 0.1.0
 * @category Attacks
 */
export interface AttackResult {
  /** The attack roll. */
  readonly roll: AttackRoll;
  /** Faces of the damage dice (empty unless hit, critical or ally). */
  readonly damageFaces: readonly number[];
  /** The critical 2d6 (or `null`). */
  readonly critical: TwoDice | null;
  /** Damage dealt to the target (0 unless `hit` or `critical`); to the ally on `ally`. */
  readonly damage: number;
}

function damageSetup(s: AttackSetup): DamageSetup {
  if (s.damage === undefined) throw new VocationsInputError('damage', undefined, 'this attack needs damage dice');
  return { damage: s.damage, ...(s.attribute === undefined ? {} : { attribute: s.attribute }), ...(s.dr === undefined ? {} : { dr: s.dr }), ...(s.brute === undefined ? {} : { brute: s.brute }) };
}

/**
 * Resolves a whole attack on given dice: the roll, then damage for a hit (DR subtracted) or a
 * critical (DR ignored, 2d6 added). A blind attacker's stray blow deals normal damage to the ally.
 *
 * @param setup - The attack and its damage.
 * @param dice - The attack's two faces.
 * @param damageFaces - One face per damage die (ignored on a miss).
 * @param critical - The critical 2d6 (used only on a critical).
 * @returns The result.
 * @throws {@link VocationsInputError} on a bad setup or face, or missing damage dice.
 * @example
 * ```ts
 * resolveAttack({ bonus: 3, defense: 9, damage: WEAPON_DAMAGE.martial, attribute: 1, dr: 2 }, [4, 4], [5], null).damage; // 5 + 1 − 2 = 4
 * ```
 * @since 0.1.0
 * @category Attacks
 */
export function resolveAttack(setup: AttackSetup, dice: TwoDice, damageFaces: readonly number[], critical: TwoDice | null): AttackResult {
  const roll = resolveAttackRoll(setup, dice);
  const ds = damageSetup(setup);
  const o = roll.outcome;
  if (o === 'miss' || o === 'obstacle') return Object.freeze({ roll, damageFaces: Object.freeze([]), critical: null, damage: 0 });
  if (o === 'critical') {
    if (critical === null) throw new VocationsInputError('critical', critical, 'a critical hit needs its extra 2d6');
    return Object.freeze({ roll, damageFaces, critical, damage: resolveDamage(ds, damageFaces, critical) });
  }
  return Object.freeze({ roll, damageFaces, critical: null, damage: resolveDamage(ds, damageFaces, null) });
}

/**
 * The exact distribution of the damage an attack deals to its target (0 on a miss, an obstacle or
 * a stray blow), from {@link resolveAttack} over every attack roll, damage die and critical 2d6.
 *
 * @param setup - The attack and its damage.
 * @returns Damage → weight (total 36 × damage combinations × 36).
 * @throws {@link VocationsInputError} on a bad setup or missing damage dice.
 * @example
 * ```ts
 * attackDamageDistribution({ bonus: 3, defense: 9, damage: WEAPON_DAMAGE.martial, attribute: 1 });
 * ```
 * @since 0.1.0
 * @category Attacks
 */
export function attackDamageDistribution(setup: AttackSetup): Distribution<number> {
  const ds = damageSetup(setup);
  const sides = damageDiceSides(ds);
  const d = damageCombinations(ds);
  if (36 * d * 36 > MAX_COMBINATIONS * 36) throw new VocationsInputError('damage', setup.damage, 'too many damage dice to enumerate');
  const acc = new Map<number, bigint>();
  enumerate(TWO_D6, (a) => {
    const dice: TwoDice = [a[0] ?? 1, a[1] ?? 1];
    const o = resolveAttackRoll(setup, dice).outcome;
    if (o === 'miss' || o === 'obstacle' || o === 'ally') return addWeight(acc, 0, BigInt(d * 36));
    if (o === 'hit') return enumerate(sides, (f) => addWeight(acc, resolveAttack(setup, dice, f, null).damage, 36n));
    enumerate([...sides, 6, 6], (f) => addWeight(acc, resolveAttack(setup, dice, f.slice(0, sides.length), [f[sides.length] ?? 1, f[sides.length + 1] ?? 1]).damage, 1n));
  });
  return fromWeights(acc);
}

/**
 * Rolls a whole attack: 2d6, then the damage dice on a hit (and 2d6 more on a critical).
 *
 * @param rng - Generator state; never mutated.
 * @param setup - The attack and its damage.
 * @returns The result and the next state.
 * @throws {@link VocationsInputError} on a bad setup or missing damage dice.
 * @example
 * ```ts
 * const [hit, next] = rollAttack(seed(3), { bonus: 2, defense: 10, damage: parseDamage('1d3+1') });
 * ```
 * @since 0.1.0
 * @category Attacks
 */
export function rollAttack(rng: Rng, setup: AttackSetup): readonly [result: AttackResult, next: Rng] {
  const ds = damageSetup(setup);
  const [dice, r1] = roll2d6(rng);
  const roll = resolveAttackRoll(setup, dice);
  if (roll.outcome === 'miss' || roll.outcome === 'obstacle') return [resolveAttack(setup, dice, [], null), r1];
  const [dmg, r2] = rollDamage(r1, ds, roll.outcome === 'critical');
  return [resolveAttack(setup, dice, dmg.faces, dmg.critical), r2];
}
