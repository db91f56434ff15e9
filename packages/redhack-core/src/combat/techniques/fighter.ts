// Technique lists and the rules that use them: the draft Fighter's techniques (R61), the Parry
// technique's reroll, and the classic sample techniques War On Two Fronts and Ritual Caster.
import { fromWeights, type Distribution } from '@rollwright/dice';
import { CombatActionError, CombatInputError } from '../errors.js';
import { optionsOf, whole, type CombatRuleOptions } from '../core.js';
import { defenceDistribution, type DefenceOutcome, type DefenceSpec } from '../defence/defence.js';
import type { CleavePool } from '../attack/cleave.js';

/**
 * The group a draft Fighter technique belongs to. A Fighter may know one technique of each of the
 * four melee pairs, and any number of `ranged` ones.
 *
 * @since 0.2.0
 * @category Combat
 */
export type TechniqueGroup = 'brutality' | 'retaliation' | 'maneuvers' | 'rebuttal' | 'ranged';

/**
 * One draft Fighter technique, as data.
 *
 * @since 0.2.0
 * @category Combat
 */
export interface FighterTechnique {
  /** Stable id, e.g. `riposte`. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Its group (a melee pair, or the ranged list). */
  readonly group: TechniqueGroup;
  /** What it spends: `none`, one `reaction`, or `all` remaining reactions (Snipe). */
  readonly cost: 'none' | 'reaction' | 'all';
  /** What it does, in a sentence. */
  readonly effect: string;
}

const t = /* @__NO_SIDE_EFFECTS__ */ (id: string, name: string, group: TechniqueGroup, cost: FighterTechnique['cost'], effect: string): FighterTechnique => Object.freeze({ id, name, group, cost, effect });

/**
 * The draft Fighter's techniques: four melee pairs and six ranged techniques. Source:
 * redhack-3.1-draft.txt › Fighter › Techniques.
 *
 * @example
 * ```ts
 * FIGHTER_TECHNIQUES.filter((x) => x.group === 'ranged').length; // 6
 * ```
 * @since 0.2.0
 * @category Combat
 */
export const FIGHTER_TECHNIQUES: readonly FighterTechnique[] = /* @__PURE__ */ Object.freeze([
  t('scourge', 'Scourge', 'brutality', 'none', 'an opening on a foe within reach when it becomes bloodied'),
  t('cleave', 'Cleave', 'brutality', 'none', 'an opening on another foe in range after taking a foe out with a melee attack'),
  t('riposte', 'Riposte', 'retaliation', 'none', 'an opening on anyone who misses the Fighter in melee'),
  t('vengeance', 'Vengeance', 'retaliation', 'none', 'an opening on anyone who hits the Fighter in melee'),
  t('charge', 'Charge', 'maneuvers', 'none', 'one opening on moving next to a new opponent'),
  t('stand', 'Stand', 'maneuvers', 'none', 'after not moving this round, an opening on anyone who comes close'),
  t('parry', 'Parry', 'rebuttal', 'reaction', 'a reaction spent to roll a defence again'),
  t('frenzy', 'Frenzy', 'rebuttal', 'reaction', 'a reaction attack on the attacker instead of defending; its damage lands without a roll'),
  t('suppression', 'Suppression', 'ranged', 'reaction', 'a reaction and an arrow: NPCs in the line of fire act against the Fighter only on 2d6 within their morale'),
  t('return-fire', 'Return Fire', 'ranged', 'none', 'an opening on anyone shooting at the Fighter, even from cover'),
  t('snipe', 'Snipe', 'ranged', 'all', 'every remaining reaction spent on an attack: one d20 each, any 20 is a critical'),
  t('rapid-fire', 'Rapid Fire', 'ranged', 'none', 'an opening on every target in sight out of cover and melee; reactions left unused are lost'),
  t('pointblank-shot', 'Pointblank Shot', 'ranged', 'reaction', 'ranged attacks in melee give the target no opening this round'),
  t('thread-the-needle', 'Thread the Needle', 'ranged', 'reaction', 'the next shot into melee cannot hit anyone but its target'),
]);

/**
 * How many techniques a draft Fighter knows: one at level 1 and one more at every level divisible
 * by 3 ([ruling R61](../../../../../docs/rulings/redhack.md#r61)).
 *
 * @param level - Fighter level, 1..20.
 * @returns 1 + ⌊level / 3⌋ (level 3: 2, level 9: 4).
 * @throws {@link CombatInputError} for a bad level.
 * @example
 * ```ts
 * techniqueSlots(6); // 3
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function techniqueSlots(level: number): number {
  return 1 + Math.floor(whole('R61', 'level', level, 1, 20) / 3);
}

/**
 * Checks a draft Fighter's technique choice: known ids, no duplicate, at most one of each melee
 * pair, and no more than {@link techniqueSlots} for the level.
 *
 * @param level - Fighter level, 1..20.
 * @param ids - Chosen technique ids; never mutated.
 * @returns The chosen techniques, frozen, in the order given.
 * @throws {@link CombatInputError} for an unknown or repeated id, two of one pair, or too many.
 * @example
 * ```ts
 * checkTechniques(3, ['riposte', 'snipe']).map((x) => x.name); // ['Riposte', 'Snipe']
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function checkTechniques(level: number, ids: readonly string[]): readonly FighterTechnique[] {
  const slots = techniqueSlots(level);
  if (!Array.isArray(ids)) throw new CombatInputError('R61', 'techniques must be an array of ids', ids);
  if (ids.length > slots) throw new CombatInputError('R61', `a level-${level} Fighter knows ${slots} technique${slots === 1 ? '' : 's'}, got ${ids.length}`, ids.length);
  const out: FighterTechnique[] = [];
  for (const id of ids) {
    const x = FIGHTER_TECHNIQUES.find((y) => y.id === id);
    if (x === undefined) throw new CombatInputError('R61', `unknown technique ${JSON.stringify(id)}`, id);
    if (out.includes(x)) throw new CombatInputError('R61', `technique ${id} chosen twice`, id);
    const same = out.find((y) => y.group === x.group && x.group !== 'ranged');
    if (same !== undefined) throw new CombatInputError('R61', `${x.name} and ${same.name} are one pair (${x.group}); pick one`, id);
    out.push(x);
  }
  return Object.freeze(out);
}

/**
 * Exact odds of a defence under the Parry technique: a failed defence (hit or critical) is rolled
 * again once by spending a reaction, and the second roll stands.
 *
 * @param spec - The defence; never mutated.
 * @param options - Edition (default `draft31`).
 * @returns Weights over `dodged`, `hit`, `critical` (e.g. AC 12 against HD 4: dodged 9/20 → 279/400).
 * @throws {@link CombatInputError} for a bad defence spec.
 * @example
 * ```ts
 * probability(parryTechniqueDistribution({ ac: 12, hd: 4 }), 'dodged'); // 279/400
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function parryTechniqueDistribution(spec: DefenceSpec, options: CombatRuleOptions = {}): Distribution<DefenceOutcome> {
  const d = defenceDistribution(spec, options);
  const w = new Map<DefenceOutcome, bigint>(d.outcomes.map((o, i) => [o, d.weights[i] ?? 0n]));
  const dodged = w.get('dodged') ?? 0n;
  const failed = d.total - dodged;
  const out = new Map<DefenceOutcome, bigint>();
  for (const [o, x] of w) out.set(o, (out.get(o) ?? 0n) + failed * x);
  out.set('dodged', (out.get('dodged') ?? 0n) + dodged * d.total);
  return fromWeights((['dodged', 'hit', 'critical'] as const).filter((o) => (out.get(o) ?? 0n) > 0n).map((o) => [o, out.get(o) ?? 0n] as const));
}

/**
 * The plan of a classic Warrior's War On Two Fronts: two attacks on two different targets this
 * round, each with the full damage and a cleave die while the pool still has one (the first
 * attack takes the first die); no cleave dice go to any other target.
 *
 * @since 0.2.0
 * @category Combat
 */
export interface TwoFrontsPlan {
  /** The two targets, in attack order. */
  readonly targets: readonly [string, string];
  /** Whether each attack carries a cleave die (added to its damage). */
  readonly cleave: readonly [boolean, boolean];
  /** The pool after. */
  readonly pool: CleavePool;
}

/**
 * Plans War On Two Fronts (classic sample technique, Warrior only). Source: redhack-rules.txt ›
 * Sample Technique Backgrounds.
 *
 * @param pool - The Warrior's cleave dice this round; never mutated.
 * @param first - First target id.
 * @param second - Second target id (must differ).
 * @returns Which attack takes a cleave die, and the pool after.
 * @throws {@link CombatActionError} when both targets are the same.
 * @example
 * ```ts
 * warOnTwoFronts({ level: 1, left: 1, parried: [] }, 'orc1', 'orc2').cleave; // [true, false]
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function warOnTwoFronts(pool: CleavePool, first: string, second: string): TwoFrontsPlan {
  if (typeof first !== 'string' || typeof second !== 'string' || first === second) throw new CombatActionError('CL-22', 'War On Two Fronts needs two different targets', [first, second]);
  const left = whole('CL-22', 'pool.left', pool.left, 0, 20);
  const a = left >= 1;
  const b = left >= 2;
  const used = (a ? 1 : 0) + (b ? 1 : 0);
  return Object.freeze({ targets: Object.freeze([first, second] as const), cleave: Object.freeze([a, b] as const), pool: Object.freeze({ ...pool, left: left - used }) });
}

/**
 * Minutes a Ritual Caster (classic sample technique) needs to cast a level-1 or level-2 spell or
 * prayer from a book: 10 per level of the effect, whatever the caster's class. Source:
 * redhack-rules.txt › Sample Technique Backgrounds.
 *
 * @param spellLevel - The effect's level, 1..2.
 * @param options - Edition; the technique is classic.
 * @returns Minutes, 10 or 20.
 * @throws {@link CombatInputError} for a level other than 1 or 2, or the draft31 edition.
 * @example
 * ```ts
 * ritualCastingMinutes(2, { edition: 'classic' }); // 20
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function ritualCastingMinutes(spellLevel: number, options: CombatRuleOptions = {}): number {
  if (optionsOf(options).edition !== 'classic') throw new CombatInputError('CL-22', 'Ritual Caster is a classic sample technique', options);
  return 10 * whole('CL-22', 'spellLevel', spellLevel, 1, 2);
}
