// draft31 combat reactions: reactions per class, a monster's chance to react by HD (R26), the
// openings an action gives and who may exploit them, and the stand-your-ground attacker caps.
import { die, fromWeights, lowestOf, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { lookupBand } from '@rollwright/tables';
import { draft31MonsterReactChance } from '../../tables/draft31/tables.js';
import { CombatInputError } from '../errors.js';
import { whole } from '../core.js';
import type { CombatClass } from '../initiative/initiative.js';

/** Most monsters one react-chance roll may consider. */
export const MAX_REACTING_MONSTERS = 100;

/**
 * Reactions a classed draft31 character has each round: Fighter and Cleric 1 + one per even
 * level, Thief and Wizard 1 (R26).
 *
 * @param cls - The class.
 * @param level - Level, 1..20.
 * @returns Reactions per round.
 * @throws {@link CombatInputError} for a bad class or level.
 * @example
 * ```ts
 * reactionsPerRound('fighter', 4); // 3
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function reactionsPerRound(cls: CombatClass, level: number): number {
  const l = whole('R26', 'level', level, 1, 20);
  if (cls === 'fighter' || cls === 'cleric' || cls === 'warrior') return 1 + Math.floor(l / 2);
  if (cls === 'thief' || cls === 'wizard' || cls === 'bard') return 1;
  throw new CombatInputError('R26', `unknown class ${String(cls)}`, cls);
}

/**
 * A monster's react chance in sixths by HD, from the draft's table: 1 at HD 0–1 up to 6 at HD 14+.
 *
 * @param hd - HD, 0..99.
 * @returns Favourable faces on a d6, 1..6.
 * @throws {@link CombatInputError} for a bad HD.
 * @example
 * ```ts
 * reactChance(5); // 3
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function reactChance(hd: number): number {
  return lookupBand(draft31MonsterReactChance, whole('R26', 'hd', hd, 0, 99)).result;
}

/**
 * Whether the monsters take an opening: one d6 against the best react chance among those who
 * could react (a large group rolls two and keeps the lower).
 *
 * @since 0.1.0
 * @category Combat
 */
export type ReactOutcome = 'reacts' | 'none';

function bestChance(hds: readonly number[]): number {
  if (!Array.isArray(hds) || hds.length === 0) throw new CombatInputError('R26', 'give the HD of at least one monster that could react', hds);
  if (hds.length > MAX_REACTING_MONSTERS) throw new CombatInputError('R26', `at most ${MAX_REACTING_MONSTERS} monsters per react roll`, hds.length);
  return Math.max(...hds.map(reactChance));
}

/**
 * Exact odds that the monsters react to an opening.
 *
 * @param hds - HD of every monster that could react (1..100 of them).
 * @param largeGroup - A large group rolls with advantage (two d6, keep the lower).
 * @returns Weights over `reacts`, `none`.
 * @throws {@link CombatInputError} for an empty list or a bad HD.
 * @example
 * ```ts
 * probability(monsterReactDistribution([1]), 'reacts');  // 1/6
 * probability(monsterReactDistribution([14]), 'reacts'); // 1
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function monsterReactDistribution(hds: readonly number[], largeGroup = false): Distribution<ReactOutcome> {
  const c = bestChance(hds);
  const d = largeGroup ? lowestOf(die(6), die(6)) : die(6);
  let yes = 0n;
  d.outcomes.forEach((f, i) => {
    if (f <= c) yes += d.weights[i] ?? 0n;
  });
  return fromWeights<ReactOutcome>([['reacts', yes], ['none', d.total - yes]]);
}

/**
 * Resolves the monsters' react roll from given d6 faces (one, or two for a large group).
 *
 * @param faces - The d6 faces.
 * @param hds - HD of every monster that could react.
 * @returns `reacts` or `none`.
 * @throws {@link CombatInputError} for bad faces or HD.
 * @example
 * ```ts
 * resolveMonsterReact([3], [5]); // 'reacts'
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveMonsterReact(faces: readonly number[], hds: readonly number[]): ReactOutcome {
  const c = bestChance(hds);
  if (!Array.isArray(faces) || faces.length < 1 || faces.length > 2) throw new CombatInputError('dice', 'a react roll takes one d6 face (two for a large group)', faces);
  faces.forEach((f, i) => whole('dice', `faces[${i}]`, f, 1, 6));
  return Math.min(...faces) <= c ? 'reacts' : 'none';
}

/**
 * Rolls the monsters' react roll.
 *
 * @param rng - Generator state; never mutated.
 * @param hds - HD of every monster that could react.
 * @param largeGroup - Roll two d6 and keep the lower.
 * @returns The outcome and the next state.
 * @throws {@link CombatInputError} for bad HD.
 * @example
 * ```ts
 * const [o, next] = rollMonsterReact(seed(1), [3, 5]);
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollMonsterReact(rng: Rng, hds: readonly number[], largeGroup = false): readonly [outcome: ReactOutcome, next: Rng] {
  bestChance(hds);
  const [a, r1] = rollDie(rng, 6);
  if (!largeGroup) return [resolveMonsterReact([a], hds), r1];
  const [b, r2] = rollDie(r1, 6);
  return [resolveMonsterReact([a, b], hds), r2];
}

/**
 * The situation of one attempt to exploit an opening.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface OpeningSpec {
  /** The target attacked the would-be exploiter this round. */
  readonly targetAttackedYou?: boolean;
  /** The exploiter wields a dagger. */
  readonly dagger?: boolean;
  /** Openings the target has given, ≥ 1. */
  readonly openings?: number;
  /** The exploiter uses a ranged weapon. */
  readonly ranged?: boolean;
  /** The target is in melee or in cover. */
  readonly targetInMeleeOrCover?: boolean;
  /** Someone already exploited this opening. */
  readonly alreadyExploited?: boolean;
}

/**
 * Whether an opening may be exploited (draft31): not against someone who attacked you this
 * round unless you wield a dagger or they gave more than one opening; one exploiter, one attack;
 * a ranged exploiter needs a target out of melee and cover.
 *
 * @param spec - The situation.
 * @returns `true` when allowed, else the reason it is not.
 * @throws {@link CombatInputError} for a bad opening count.
 * @example
 * ```ts
 * canExploitOpening({ targetAttackedYou: true, dagger: true }); // true
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function canExploitOpening(spec: OpeningSpec): true | string {
  const openings = whole('DR-38', 'openings', spec.openings ?? 1, 1, 10);
  if (spec.alreadyExploited === true) return 'only one character may exploit an opening, once';
  if (spec.targetAttackedYou === true && spec.dagger !== true && openings < 2) return 'the target attacked you this round (a dagger, or a second opening, allows it)';
  if (spec.ranged === true && spec.targetInMeleeOrCover === true) return 'a ranged exploit needs a target out of melee and cover';
  return true;
}

/**
 * Where a defender stands against a crowd (draft31 stand your ground).
 *
 * @since 0.1.0
 * @category Combat
 */
export type Position = 'open' | 'wall' | 'doorway';

/**
 * Most melee attackers one defender faces: 6 in the open (Stand Your Ground), 3 with the back to
 * a wall, 1 per side in a doorway (Hold the Line; per 5' of width); each foe may have one more with
 * a long weapon attacking over its shoulder ([ruling R66](../../../../../docs/rulings/redhack.md#r66-standing-your-ground)).
 *
 * @param position - Where the defender stands.
 * @param longWeapons - Foes with long weapons behind the front rank, ≥ 0.
 * @param widthFeet - A doorway's width in feet, 5..50 (default 5).
 * @returns The attacker cap.
 * @throws {@link CombatInputError} for a bad position or count.
 * @example
 * ```ts
 * meleeAttackerLimit('open');        // 6
 * meleeAttackerLimit('doorway', 1);  // 2
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function meleeAttackerLimit(position: Position, longWeapons = 0, widthFeet = 5): number {
  const extra = whole('R66', 'longWeapons', longWeapons, 0, 100);
  const base = position === 'open' ? 6 : position === 'wall' ? 3 : position === 'doorway' ? Math.floor(whole('R66', 'widthFeet', widthFeet, 5, 50) / 5) : NaN;
  if (Number.isNaN(base)) throw new CombatInputError('R66', `position must be 'open', 'wall' or 'doorway', got ${String(position)}`, position);
  return base + Math.min(extra, base);
}
