// The attack roll of both editions: STR (melee) or DEX (ranged) against the target's AC, with
// miss / hit / critical and the damage it deals. One preparation feeds the resolver, the exact
// distributions and the sampler.
import { mixByOutcome } from '../mixByOutcome.js';
import { constant, fromWeights, map, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { CombatInputError } from '../errors.js';
import { CHASER_DICE, chaserForBonus, type AdvantageSource, type ChaserDie } from '../../tests/index.js';
import type { ResolvedOptions } from '../../options/index.js';
import { d20Distribution, optionsOf, resolveD20, rollD20, whole, type CombatEdition, type CombatRuleOptions, type D20Outcome, type D20Spec } from '../core.js';
import { checkDamage, criticalDistribution, damageRoll, damageRollDistribution, damageFaces, diceSides, type CheckedDamage, type DamageDice } from './damage.js';

/**
 * What an attack roll can come to.
 *
 * @since 0.1.0
 * @category Combat
 */
export type AttackOutcome = 'miss' | 'hit' | 'critical';

/** Attack outcomes in display order. */
export const ATTACK_OUTCOMES: readonly AttackOutcome[] = /* @__PURE__ */ Object.freeze(['miss', 'hit', 'critical'] as const);


/**
 * One attack as the rules see it.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface AttackSpec {
  /** The attacker's STR (melee) or DEX (ranged), 0..19. */
  readonly attribute: number;
  /** The target's AC, 0..30: a monster's AC, or a PC's listed AC when `target` is `'pc'`. */
  readonly ac: number;
  /** Who is attacked: a monster (default) or a PC (classic: roll over half its AC, R14). */
  readonly target?: 'monster' | 'pc';
  /** A broken foe forced to fight: its HD, added to its AC as the difficulty (R24). */
  readonly brokenHd?: number;
  /**
   * A weapon's magic bonus 0..10. classic: added to the attribute, the excess over 19 lowers the
   * difficulty (R05). draft31: becomes a chaser die (cd12 for +1 … cd4 for +5, each point past +5
   * one more level of advantage) and adds to each damage roll (R06).
   */
  readonly bonus?: number;
  /** An explicit chaser die (draft31 `magicBonus: 'chaserDie'`), instead of deriving it from `bonus`. */
  readonly chaser?: ChaserDie;
  /** A splendid (non-magic) weapon: a natural 19 hits (draft31, R06). */
  readonly splendid?: boolean;
  /** Number of advantage sources (Long or Short weapon, backstab, Tricksy, Twist the Knife …), 0..10. */
  readonly advantage?: number;
  /** Number of disadvantage sources, 0..10. */
  readonly disadvantage?: number;
  /** Extra tags for tag-matched advantage sources (R54); the attack always carries `attack`, `melee` or `ranged`, and `attribute:STR` or `attribute:DEX`. */
  readonly tags?: readonly string[];
  /** Advantage sources matched against the tags (Long or Short weapon, Twist the Knife …). */
  readonly sources?: readonly AdvantageSource[];
  /** A ranged attack (tags `ranged`, `attribute:DEX`); default melee. */
  readonly ranged?: boolean;
  /** Ranged: range increments beyond the weapon's listed range, 0..10 (draft31 +2 AC each; classic disadvantage). */
  readonly beyondRange?: number;
  /** Ranged: the target is in cover (disadvantage). */
  readonly cover?: boolean;
  /** Ranged: the shooter is close to an enemy (classic: disadvantage). */
  readonly closeToEnemy?: boolean;
  /** Damage of one roll (default 1d6). */
  readonly damage?: DamageDice;
  /**
   * Thief backstab at this level 1..20. classic: advantage and 2d6 + level damage. draft31: triple
   * damage + level, and a miss still deals the level ([ruling R59](../../../../../docs/rulings/redhack.md#r59-backstab)).
   */
  readonly backstab?: number;
  /** Thief Exploit at this level 1..20 (draft31): double damage + 1 per odd level ([ruling R60](../../../../../docs/rulings/redhack.md#r60-exploit)). */
  readonly exploit?: number;
}

/**
 * An attack after the rules were applied: the d20 test and the damage formula.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface PreparedAttack {
  /** Edition whose rules were applied. */
  readonly edition: CombatEdition;
  /** The resolved options the d20 test uses. */
  readonly options: ResolvedOptions;
  /** Attribute used (capped at 19). */
  readonly attribute: number;
  /** Difficulty the d20 must beat. */
  readonly difficulty: number;
  /** Net advantage levels from the spec's counts (classic: −1, 0 or 1), before tag-matched sources. */
  readonly levels: number;
  /** Chaser die (draft31), if any. */
  readonly chaser: ChaserDie | undefined;
  /** Natural 19 hits. */
  readonly splendid: boolean;
  /** Damage of one roll. */
  readonly damage: {
    /** Dice of the weapon's size. */
    readonly count: number;
    /** The weapon's die size. */
    readonly sides: number;
    /** Flat bonus per roll (magic bonus included). */
    readonly bonus: number;
    /** Extra dice of other sizes (a cleave die). */
    readonly plus: readonly number[];
  };
  /** Damage multiplier (backstab ×3, Exploit ×2, else 1). */
  readonly multiplier: number;
  /** Flat damage added after the multiplier (backstab level, Exploit odd levels). */
  readonly flat: number;
  /** Damage dealt on a miss (draft31 backstab: the level). */
  readonly missDamage: number;
  /** Advantage and disadvantage source counts before stacking. */
  readonly counts: {
    /** Advantage sources counted from the spec. */
    readonly advantage: number;
    /** Disadvantage sources counted from the spec. */
    readonly disadvantage: number;
  };
  /** Tags of the d20 test. */
  readonly tags: readonly string[];
  /** Tag-matched sources handed to the d20 test. */
  readonly sources: readonly AdvantageSource[];
  /** `false` when the target cannot be hit at all (classic: long range and cover without advantage). */
  readonly possible: boolean;
}

/**
 * Applies the edition's attack rules to a spec.
 *
 * @param spec - The attack.
 * @param options - Edition (default `draft31`).
 * @returns The prepared attack.
 * @throws {@link CombatInputError} if a field is out of range, or a rule is not in the edition
 *   (draft31 PC against PC is an opposed test; Exploit is draft31 only).
 * @example
 * ```ts
 * prepareAttack({ attribute: 18, ac: 5, bonus: 3 }, { edition: 'classic' }).difficulty; // 3
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function prepareAttack(spec: AttackSpec, options: CombatRuleOptions = {}): PreparedAttack {
  const o = optionsOf(options);
  const edition = o.edition;
  if (typeof spec !== 'object' || spec === null) throw new CombatInputError('attack', `an attack spec must be an object, got ${String(spec)}`, spec);
  let attribute = whole('attack', 'attribute', spec.attribute, 0, 19);
  const ac = whole('attack', 'ac', spec.ac, 0, 30);
  const bonus = whole('R05', 'bonus', spec.bonus ?? 0, 0, 10);
  let adv = whole('R04', 'advantage', spec.advantage ?? 0, 0, 10);
  let dis = whole('R04', 'disadvantage', spec.disadvantage ?? 0, 0, 10);
  const beyond = whole('R27', 'beyondRange', spec.beyondRange ?? 0, 0, 10);
  const broken = spec.brokenHd === undefined ? undefined : whole('R24', 'brokenHd', spec.brokenHd, 0, 30);
  const backstab = spec.backstab === undefined ? undefined : whole('R59', 'backstab', spec.backstab, 1, 20);
  const exploit = spec.exploit === undefined ? undefined : whole('R60', 'exploit', spec.exploit, 1, 20);
  if (backstab !== undefined && exploit !== undefined) throw new CombatInputError('R60', 'an attack is a backstab or an Exploit, not both', spec);
  if (exploit !== undefined && edition !== 'draft31') throw new CombatInputError('R60', 'Exploit is a draft31 Thief feature', exploit);
  if (spec.splendid !== undefined && typeof spec.splendid !== 'boolean') throw new CombatInputError('R06', 'splendid must be true or false', spec.splendid);
  const splendid = spec.splendid === true;
  if (splendid && o.magicBonus !== 'chaserDie') throw new CombatInputError('R06', "splendid weapons need magicBonus 'chaserDie' (draft31)", spec.splendid);
  const target = spec.target ?? 'monster';
  if (target !== 'monster' && target !== 'pc') throw new CombatInputError('R14', `target must be 'monster' or 'pc', got ${String(target)}`, target);
  if (target === 'pc' && o.pcVsPcAttack !== 'halfAc') throw new CombatInputError('R14', "with pcVsPcAttack 'opposed' (draft31) a PC attacking a PC makes an opposed test, not an attack roll", target);

  let difficulty = target === 'pc' ? Math.floor(ac / 2) : ac;
  if (broken !== undefined) difficulty += broken;
  let chaser: ChaserDie | undefined;
  let damageBonus = 0;
  if (bonus > 0) {
    if (o.magicBonus === 'attributeBonus') {
      const a = attribute + bonus;
      if (a > 19) {
        if (o.attributeOverflow === 'difficultyReduction') difficulty = Math.max(0, difficulty - (a - 19));
        else adv += a - 19;
      }
      attribute = Math.min(19, a);
    } else {
      const c = chaserForBonus(bonus);
      chaser = c.chaser;
      adv += c.levels;
      damageBonus = bonus;
    }
  }
  if (spec.chaser !== undefined) {
    if (o.magicBonus !== 'chaserDie') throw new CombatInputError('R06', "chaser dice need magicBonus 'chaserDie' (draft31)", spec.chaser);
    if (chaser !== undefined) throw new CombatInputError('R06', 'give a chaser die or a magic bonus, not both', spec.chaser);
    if (!CHASER_DICE.includes(spec.chaser)) throw new CombatInputError('R06', `chaser must be one of ${CHASER_DICE.join(', ')}, got ${String(spec.chaser)}`, spec.chaser);
    chaser = spec.chaser;
  }
  if (spec.cover === true) dis += 1;
  if (spec.closeToEnemy === true && edition === 'classic') dis += 1;
  if (beyond > 0) {
    if (edition === 'draft31') difficulty += 2 * beyond;
    else dis += 1;
  }
  if (backstab !== undefined && edition === 'classic') adv += 1;
  const raw = adv - dis;
  const levels = o.stacking === 'cancel' ? Math.sign(raw) : raw;
  const possible = !(edition === 'classic' && beyond > 0 && spec.cover === true && levels <= 0);

  const base = checkDamage(backstab !== undefined && edition === 'classic' ? { count: 2, sides: 6 } : spec.damage, { count: 1, sides: 6 });
  const damage = { count: base.count, sides: base.sides, bonus: base.bonus + damageBonus, plus: base.plus };
  let multiplier = 1;
  let flat = 0;
  let missDamage = 0;
  if (backstab !== undefined) {
    if (edition === 'classic') flat = backstab;
    else {
      multiplier = 3;
      flat = backstab;
      missDamage = backstab;
    }
  }
  if (exploit !== undefined) {
    multiplier = 2;
    flat = Math.ceil(exploit / 2);
  }
  const tags = Object.freeze([...(spec.tags ?? []), 'attack', spec.ranged === true ? 'ranged' : 'melee', spec.ranged === true ? 'attribute:DEX' : 'attribute:STR']);
  const sources = Object.freeze([...(spec.sources ?? [])]);
  return Object.freeze({ counts: Object.freeze({ advantage: adv, disadvantage: dis }), tags, sources, edition, options: o, attribute, difficulty, levels, chaser, splendid, damage: Object.freeze(damage), multiplier, flat, missDamage, possible });
}

function d20Of(p: PreparedAttack): D20Spec {
  return { attribute: p.attribute, difficulty: p.difficulty, levels: p.levels, chaser: p.chaser, splendid: p.splendid, counts: p.counts, tags: p.tags, sources: p.sources };
}

function outcomeOf(o: D20Outcome): AttackOutcome {
  return o === 'critical-success' ? 'critical' : o === 'success' ? 'hit' : 'miss';
}

/** Number of damage rolls an outcome makes (0, 1, or 2 on a critical). */
export function damageDiceFor(p: PreparedAttack, outcome: AttackOutcome): number {
  return outcome === 'miss' ? 0 : outcome === 'hit' ? 1 : 2;
}

/** The damage an outcome deals from its damage faces (one definition for resolver and sampler). */
export function attackDamage(p: PreparedAttack, outcome: AttackOutcome, fs: readonly number[]): number {
  if (outcome === 'miss') return p.missDamage;
  const d = p.damage as CheckedDamage;
  const n = d.count + d.plus.length;
  const raw = outcome === 'hit' ? damageRoll(d, fs) : damageRoll(d, fs.slice(0, n)) + damageRoll(d, fs.slice(n));
  return raw * p.multiplier + p.flat;
}

/**
 * Faces for one attack: the d20s (one, or one per advantage level plus one; classic rolls two
 * with advantage or disadvantage), the chaser die, and the damage dice (none on a miss, the
 * weapon's dice on a hit, twice as many on a critical).
 *
 * @since 0.1.0
 * @category Combat
 */
export interface AttackDice {
  /** d20 faces. */
  readonly d20: readonly number[];
  /** Chaser die face, when the attack has one. */
  readonly chaser?: number;
  /** Damage dice faces. */
  readonly damage: readonly number[];
}

/**
 * What one attack did.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface AttackResult {
  /** Miss, hit or critical. */
  readonly outcome: AttackOutcome;
  /** Damage dealt (0 on a miss, except a draft31 backstab). */
  readonly damage: number;
  /** The kept d20 face. */
  readonly kept: number;
  /** Difficulty the d20 had to beat. */
  readonly difficulty: number;
  /** Attribute used. */
  readonly attribute: number;
  /** The faces used. */
  readonly dice: AttackDice;
}

/**
 * Resolves an attack from given dice.
 *
 * @param dice - The faces (see {@link AttackDice}).
 * @param spec - The attack.
 * @param options - Edition (default `draft31`).
 * @returns Outcome and damage.
 * @throws {@link CombatInputError} if the spec is invalid or the damage faces do not fit the roll.
 * @throws {@link RedhackRuleError} if the d20 or chaser faces do not fit the test (from {@link resolveTest}).
 * @example
 * ```ts
 * resolveAttack({ d20: [20], damage: [3, 5] }, { attribute: 12, ac: 4 }).damage; // 8 (two rolls)
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveAttack(dice: AttackDice, spec: AttackSpec, options: CombatRuleOptions = {}): AttackResult {
  const p = prepareAttack(spec, options);
  if (typeof dice !== 'object' || dice === null) throw new CombatInputError('dice', 'dice must be an object', dice);
  if (!p.possible) {
    if (dice.d20.length > 0 || dice.damage.length > 0) throw new CombatInputError('R27', 'this target cannot be hit (long range and cover without advantage): give no dice', dice);
    return Object.freeze({ outcome: 'miss', damage: p.missDamage, kept: 0, difficulty: p.difficulty, attribute: p.attribute, dice: Object.freeze({ d20: [], damage: [] }) });
  }
  const t = resolveD20(dice, d20Of(p), p.options);
  const d20 = t.dice.d20;
  const chaser = t.dice.chaser;
  const outcome = outcomeOf(t.outcome);
  const dmg = damageFaces(dice.damage, p.damage, damageDiceFor(p, outcome));
  const used: AttackDice = chaser === undefined ? { d20: [...d20], damage: [...dmg] } : { d20: [...d20], chaser, damage: [...dmg] };
  return Object.freeze({ outcome, damage: attackDamage(p, outcome, dmg), kept: t.kept, difficulty: p.difficulty, attribute: p.attribute, dice: Object.freeze(used) });
}

function outcomeDist(p: PreparedAttack): Distribution<AttackOutcome> {
  if (!p.possible) return fromWeights([['miss', 1]]);
  const d = d20Distribution(d20Of(p), p.options);
  const w = new Map<AttackOutcome, bigint>();
  d.outcomes.forEach((o, i) => {
    const a = outcomeOf(o);
    w.set(a, (w.get(a) ?? 0n) + (d.weights[i] ?? 0n));
  });
  return fromWeights(ATTACK_OUTCOMES.filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}

/**
 * Exact odds of miss, hit and critical.
 *
 * @param spec - The attack.
 * @param options - Edition (default `draft31`).
 * @returns Weights over `miss`, `hit`, `critical` (outcomes with weight 0 are left out).
 * @throws {@link CombatInputError} if the spec is invalid.
 * @example
 * ```ts
 * probability(attackDistribution({ attribute: 14, ac: 6 }), 'hit'); // 8/20
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function attackDistribution(spec: AttackSpec, options: CombatRuleOptions = {}): Distribution<AttackOutcome> {
  return outcomeDist(prepareAttack(spec, options));
}

/**
 * Exact distribution of the damage one attack deals, misses included.
 *
 * @param spec - The attack.
 * @param options - Edition (default `draft31`).
 * @returns Damage weights (0 is a miss unless a draft31 backstab).
 * @throws {@link CombatInputError} if the spec is invalid.
 * @example
 * ```ts
 * attackDamageDistribution({ attribute: 14, ac: 6, damage: { count: 1, sides: 6 } });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function attackDamageDistribution(spec: AttackSpec, options: CombatRuleOptions = {}): Distribution<number> {
  const p = prepareAttack(spec, options);
  const od = outcomeDist(p);
  const d = p.damage as CheckedDamage;
  const scale = (x: Distribution<number>): Distribution<number> => map(x, (v) => v * p.multiplier + p.flat);
  const parts: Record<AttackOutcome, Distribution<number>> = {
    miss: constant(p.missDamage),
    hit: scale(damageRollDistribution(d)),
    critical: scale(criticalDistribution(d)),
  };
  // Mix the three damage distributions by the outcome weights.
  return mixByOutcome(od, parts);
}

/**
 * Rolls one attack: the d20 test, then its damage.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The attack.
 * @param options - Edition (default `draft31`).
 * @returns The result and the next generator state.
 * @throws {@link CombatInputError} if the spec is invalid.
 * @example
 * ```ts
 * const [hit, next] = rollAttack(seed(1), { attribute: 14, ac: 6 });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollAttack(rng: Rng, spec: AttackSpec, options: CombatRuleOptions = {}): readonly [result: AttackResult, next: Rng] {
  const p = prepareAttack(spec, options);
  if (!p.possible) {
    return [Object.freeze({ outcome: 'miss', damage: p.missDamage, kept: 0, difficulty: p.difficulty, attribute: p.attribute, dice: Object.freeze({ d20: [], damage: [] }) }), rng];
  }
  const [t, r0] = rollD20(rng, d20Of(p), p.options);
  let r = r0;
  const outcome = outcomeOf(t.outcome);
  const dmg: number[] = [];
  for (let i = 0; i < damageDiceFor(p, outcome); i++) {
    for (const sides of diceSides(p.damage as CheckedDamage)) {
      let f: number;
      [f, r] = rollDie(r, sides);
      dmg.push(f);
    }
  }
  const used: AttackDice = t.dice.chaser === undefined ? { d20: [...t.dice.d20], damage: dmg } : { d20: [...t.dice.d20], chaser: t.dice.chaser, damage: dmg };
  return [Object.freeze({ outcome, damage: attackDamage(p, outcome, dmg), kept: t.kept, difficulty: p.difficulty, attribute: p.attribute, dice: Object.freeze(used) }), r];
}

