// The defence roll: the PC rolls AC against the attacker's HD (both editions), a natural 1 is the
// monster's critical, and a draft31 helm's CON save can turn that critical into a plain hit.
import { mixByOutcome } from '../mixByOutcome.js';
import { constant, fromWeights, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { CombatInputError } from '../errors.js';
import type { ResolvedOptions } from '../../options/index.js';
import type { AdvantageSource } from '../../tests/index.js';
import { d20Distribution, optionsOf, passes, resolveD20, rollD20, successWeight, whole, type CombatRuleOptions, type D20Outcome, type D20Spec } from '../core.js';
import { checkDamage, criticalDistribution, damageRoll, damageRollDistribution, damageFaces, diceSides, type CheckedDamage, type DamageDice } from '../attack/damage.js';

/**
 * What a defence roll can come to: the attack is dodged, lands, or lands as a critical.
 *
 * @since 0.1.0
 * @category Combat
 */
export type DefenceOutcome = 'dodged' | 'hit' | 'critical';

/** Defence outcomes in display order. */
export const DEFENCE_OUTCOMES: readonly DefenceOutcome[] = /* @__PURE__ */ Object.freeze(['dodged', 'hit', 'critical'] as const);

/** Difficulty of the helm's CON save against death ([ruling R65](../../../../../docs/rulings/redhack.md#r65-the-draft-helms-save)). */
export const HELM_SAVE_DIFFICULTY = 2;

/**
 * One defence roll.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface DefenceSpec {
  /** The defender's AC, 0..30. Above 19 it counts as 19 and each point over lowers the difficulty. */
  readonly ac: number;
  /** The attacker's HD or level, 0..30 (the difficulty). */
  readonly hd: number;
  /** The attacker is a broken foe forced to fight: it attacks as 1 HD (R24). */
  readonly attackerBroken?: boolean;
  /** The defender wears a helm. classic: +1 AC. draft31: a CON save (difficulty 2) turns a critical into a hit. */
  readonly helm?: boolean;
  /** The defender's CON for the helm's save, 1..19 (default 10). */
  readonly con?: number;
  /** The defender is a monster defending against a monster (draft31: it rolls 10 + AC). */
  readonly monsterDefender?: boolean;
  /** Advantage sources, 0..10. */
  readonly advantage?: number;
  /** Disadvantage sources, 0..10. */
  readonly disadvantage?: number;
  /** Damage of the attacker's one roll (default 1d6). */
  readonly damage?: DamageDice;
  /** Extra tags for tag-matched advantage sources (R54); a defence always carries `defence` and `ac`. */
  readonly tags?: readonly string[];
  /** Advantage sources matched against the tags (Defensive Fighting, Twist the Knife …). */
  readonly sources?: readonly AdvantageSource[];
}

interface PreparedDefence {
  readonly options: ResolvedOptions;
  readonly test: D20Spec;
  readonly helmSave: D20Spec | undefined;
  readonly damage: CheckedDamage;
}

function prepare(spec: DefenceSpec, options: CombatRuleOptions): PreparedDefence {
  const o = optionsOf(options);
  const edition = o.edition;
  if (typeof spec !== 'object' || spec === null) throw new CombatInputError('defence', `a defence spec must be an object, got ${String(spec)}`, spec);
  let ac = whole('defence', 'ac', spec.ac, 0, 30);
  let hd = whole('defence', 'hd', spec.hd, 0, 30);
  const con = whole('R65', 'con', spec.con ?? 10, 1, 19);
  const adv = whole('R04', 'advantage', spec.advantage ?? 0, 0, 10);
  const dis = whole('R04', 'disadvantage', spec.disadvantage ?? 0, 0, 10);
  if (spec.attackerBroken === true) hd = 1;
  if (spec.helm === true && o.armourClass === 'dexBased') ac += 1;
  if (spec.monsterDefender === true) {
    if (edition === 'classic') throw new CombatInputError('DR-33', 'monster-against-monster defence (10 + AC) is a draft31 rule', spec.monsterDefender);
    ac += 10;
  }
  if (ac > 19) {
    hd = Math.max(0, hd - (ac - 19));
    ac = 19;
  }
  const raw = adv - dis;
  const test: D20Spec = {
    attribute: ac,
    difficulty: hd,
    levels: o.stacking === 'cancel' ? Math.sign(raw) : raw,
    counts: { advantage: adv, disadvantage: dis },
    tags: [...(spec.tags ?? []), 'defence', 'ac'],
    sources: [...(spec.sources ?? [])],
  };
  const helmSave = spec.helm === true && o.armourClass === 'basePieces' ? { attribute: con, difficulty: HELM_SAVE_DIFFICULTY, levels: 0 } : undefined;
  return { options: o, test, helmSave, damage: checkDamage(spec.damage, { count: 1, sides: 6 }) };
}

function outcomeOf(o: D20Outcome): DefenceOutcome {
  return o === 'critical-success' || o === 'success' ? 'dodged' : o === 'critical-failure' ? 'critical' : 'hit';
}

function saved(face: number, p: PreparedDefence): boolean {
  return p.helmSave !== undefined && passes(face, p.helmSave, p.options);
}

/**
 * Faces for one defence: the d20s, the helm's save d20 (only after a natural 1 with a draft31
 * helm), and the attacker's damage dice (none when dodged; twice the dice on a critical).
 *
 * @since 0.1.0
 * @category Combat
 */
export interface DefenceDice {
  /** Defence d20 faces. */
  readonly d20: readonly number[];
  /** The helm's CON save face. */
  readonly helmSave?: number;
  /** The attacker's damage faces. */
  readonly damage: readonly number[];
}

/**
 * What one defence roll did.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface DefenceResult {
  /** Dodged, hit or critical (after the helm's save). */
  readonly outcome: DefenceOutcome;
  /** Whether a helm's save turned a critical into a hit. */
  readonly helmSaved: boolean;
  /** Damage taken. */
  readonly damage: number;
  /** The kept d20 face. */
  readonly kept: number;
  /** The faces used. */
  readonly dice: DefenceDice;
}

function damageOf(p: PreparedDefence, o: DefenceOutcome, fs: readonly number[]): number {
  if (o === 'dodged') return 0;
  if (o === 'hit') return damageRoll(p.damage, fs);
  const n = p.damage.count + p.damage.plus.length;
  return damageRoll(p.damage, fs.slice(0, n)) + damageRoll(p.damage, fs.slice(n));
}

function diceCount(p: PreparedDefence, o: DefenceOutcome): number {
  return o === 'dodged' ? 0 : o === 'hit' ? 1 : 2;
}

/**
 * Resolves a defence roll from given dice.
 *
 * @param dice - The faces (see {@link DefenceDice}).
 * @param spec - The defence.
 * @param options - Edition (default `draft31`).
 * @returns Outcome and damage taken.
 * @throws {@link CombatInputError} if the spec is invalid or the damage or save faces do not fit.
 * @throws {@link RedhackRuleError} if the d20 faces do not fit the test (from {@link resolveTest}).
 * @example
 * ```ts
 * resolveDefence({ d20: [1], damage: [4, 2] }, { ac: 14, hd: 6 }).damage; // 6 (critical)
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveDefence(dice: DefenceDice, spec: DefenceSpec, options: CombatRuleOptions = {}): DefenceResult {
  const p = prepare(spec, options);
  if (typeof dice !== 'object' || dice === null) throw new CombatInputError('dice', 'dice must be an object', dice);
  const t = resolveD20({ d20: dice.d20 }, p.test, p.options);
  const d20 = t.dice.d20;
  let outcome = outcomeOf(t.outcome);
  let helmSaved = false;
  let save: number | undefined;
  if (outcome === 'critical' && p.helmSave !== undefined) {
    save = whole('dice', 'helmSave', dice.helmSave, 1, 20);
    helmSaved = saved(save, p);
    if (helmSaved) outcome = 'hit';
  } else if (dice.helmSave !== undefined) throw new CombatInputError('dice', 'a helm save face was given but no save is rolled', dice.helmSave);
  const dmg = damageFaces(dice.damage, p.damage, diceCount(p, outcome));
  const used: DefenceDice = save === undefined ? { d20: [...d20], damage: [...dmg] } : { d20: [...d20], helmSave: save, damage: [...dmg] };
  return Object.freeze({ outcome, helmSaved, damage: damageOf(p, outcome, dmg), kept: t.kept, dice: Object.freeze(used) });
}

function outcomeDist(p: PreparedDefence): Distribution<DefenceOutcome> {
  const d = d20Distribution(p.test, p.options);
  const w = new Map<DefenceOutcome, bigint>();
  const saveDist = p.helmSave === undefined ? undefined : d20Distribution(p.helmSave, p.options);
  const saveOk = saveDist === undefined ? 0n : successWeight(saveDist);
  const saveTotal = saveDist?.total ?? 1n;
  d.outcomes.forEach((o, i) => {
    const wt = (d.weights[i] ?? 0n) * saveTotal;
    const out = outcomeOf(o);
    if (out === 'critical' && saveDist !== undefined) {
      w.set('hit', (w.get('hit') ?? 0n) + ((d.weights[i] ?? 0n) * saveOk));
      w.set('critical', (w.get('critical') ?? 0n) + ((d.weights[i] ?? 0n) * (saveTotal - saveOk)));
    } else w.set(out, (w.get(out) ?? 0n) + wt);
  });
  return fromWeights(DEFENCE_OUTCOMES.filter((o) => (w.get(o) ?? 0n) > 0n).map((o) => [o, w.get(o) ?? 0n] as const));
}

/**
 * Exact odds of dodged, hit and critical.
 *
 * @param spec - The defence.
 * @param options - Edition (default `draft31`).
 * @returns Weights over `dodged`, `hit`, `critical`.
 * @throws {@link CombatInputError} if the spec is invalid.
 * @example
 * ```ts
 * probability(defenceDistribution({ ac: 14, hd: 6 }, { edition: 'classic' }), 'dodged'); // 9/20
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function defenceDistribution(spec: DefenceSpec, options: CombatRuleOptions = {}): Distribution<DefenceOutcome> {
  return outcomeDist(prepare(spec, options));
}

/**
 * Exact distribution of the damage taken from one attack.
 *
 * @param spec - The defence (its `damage` is the attacker's).
 * @param options - Edition (default `draft31`).
 * @returns Damage weights (0 includes every dodge).
 * @throws {@link CombatInputError} if the spec is invalid.
 * @example
 * ```ts
 * defenceDamageDistribution({ ac: 12, hd: 3, damage: { count: 1, sides: 8 } });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function defenceDamageDistribution(spec: DefenceSpec, options: CombatRuleOptions = {}): Distribution<number> {
  const p = prepare(spec, options);
  const od = outcomeDist(p);
  const parts: Record<DefenceOutcome, Distribution<number>> = { dodged: constant(0), hit: damageRollDistribution(p.damage), critical: criticalDistribution(p.damage) };
  return mixByOutcome(od, parts);
}

/**
 * Rolls one defence: the d20 test, the helm's save if it applies, then the damage.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The defence.
 * @param options - Edition (default `draft31`).
 * @returns The result and the next generator state.
 * @throws {@link CombatInputError} if the spec is invalid.
 * @example
 * ```ts
 * const [d, next] = rollDefence(seed(1), { ac: 14, hd: 6 });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollDefence(rng: Rng, spec: DefenceSpec, options: CombatRuleOptions = {}): readonly [result: DefenceResult, next: Rng] {
  const p = prepare(spec, options);
  const [t, r0] = rollD20(rng, p.test, p.options);
  let r = r0;
  let outcome = outcomeOf(t.outcome);
  let helmSaved = false;
  let save: number | undefined;
  if (outcome === 'critical' && p.helmSave !== undefined) {
    [save, r] = rollDie(r, 20);
    helmSaved = saved(save, p);
    if (helmSaved) outcome = 'hit';
  }
  const dmg: number[] = [];
  for (let i = 0; i < diceCount(p, outcome); i++) {
    for (const sides of diceSides(p.damage)) {
      let f: number;
      [f, r] = rollDie(r, sides);
      dmg.push(f);
    }
  }
  const used: DefenceDice = save === undefined ? { d20: [...t.dice.d20], damage: dmg } : { d20: [...t.dice.d20], helmSave: save, damage: dmg };
  return [Object.freeze({ outcome, helmSaved, damage: damageOf(p, outcome, dmg), kept: t.kept, dice: Object.freeze(used) }), r];
}
