import { fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import { ActionError } from '../errors/ActionError.js';
import { assertSkill } from '../suitTest/degree.js';
import { assertStance, stancePips, type DominoDraw, type Stance } from './stances.js';
import { assertSource, dominoPairs, drawDominoPair, type DominoSource } from './dominoSource.js';

/**
 * Everything that decides one attack except the two dominoes (seed § Attack, [Z02](../../../../docs/rulings/zilch.md#z02), [Z05](../../../../docs/rulings/zilch.md#z05), [Z06](../../../../docs/rulings/zilch.md#z06),
 * [Z13](../../../../docs/rulings/zilch.md#z13), [Z19](../../../../docs/rulings/zilch.md#z19), [Z25](../../../../docs/rulings/zilch.md#z25), [Z34](../../../../docs/rulings/zilch.md#z34), [Z35](../../../../docs/rulings/zilch.md#z35)).
 * @since 0.1.0
 * @category Combat
 */
export interface AttackSetup {
  /** The attacker's attacking Suit value: ♣ for Attack, ♦ for Cast (0..14). */
  readonly attackSuit: number;
  /** The defender's defending Suit value: ♠, or max(♠, ♣) against a Special Attack ([Z34](../../../../docs/rulings/zilch.md#z34)) (0..14). */
  readonly defenseSuit: number;
  /** The attacker's stance. */
  readonly attackerStance: Stance;
  /** The defender's stance, or `'none'` when it has no domino (inactive, surprised, unconscious; [Z01](../../../../docs/rulings/zilch.md#z01), [Z35](../../../../docs/rulings/zilch.md#z35)). */
  readonly defenderStance: Stance | 'none';
  /** Pips added to the attack: Club chips, conditions, distance −2/−5, Occluded −2, Invisible −5 (default 0). */
  readonly attackModifier?: number;
  /** Pips added to the defense total that Defenseless does not cancel: cover +2/+5, conditions (default 0). */
  readonly defenseModifier?: number;
  /** Pips the defender adds to its own defensive pips: Spade chips, Guarded shield DR (default 0; dropped when Defenseless, [Z05](../../../../docs/rulings/zilch.md#z05)). */
  readonly defensivePipBonus?: number;
  /** Cover pips included in `defenseModifier`, to tell "hit the cover" from a clean miss ([Z13](../../../../docs/rulings/zilch.md#z13), default 0). */
  readonly coverPips?: number;
  /** The defender is Defenseless ([Z05](../../../../docs/rulings/zilch.md#z05)); Reckless and no-domino defenders always are. */
  readonly defenderDefenseless?: boolean;
  /** The defender is Helpless: the attack hits automatically and the margin is measured against the bare Suit ([Z06](../../../../docs/rulings/zilch.md#z06)). */
  readonly autoHit?: boolean;
  /** [Z05](../../../../docs/rulings/zilch.md#z05) variant: `'zeroDefense'` makes a Defenseless defense 0 + modifiers instead of Suit + modifiers. */
  readonly defenseless?: 'suitOnly' | 'zeroDefense';
}

/**
 * The resolution of one attack.
 * @since 0.1.0
 * @category Combat
 */
export interface AttackRoll {
  /** Attack total: Suit + offensive pips + modifiers. */
  readonly attack: number;
  /** Defense total: Suit + defensive pips + modifiers. */
  readonly defense: number;
  /** Hit when attack ≥ defense (or automatically against a Helpless defender). */
  readonly hit: boolean;
  /** attack − defense (negative on a miss). */
  readonly margin: number;
  /** +1 damage per full 5 points of margin on a hit (0 on a miss). */
  readonly bonusDamage: number;
  /** A miss by no more than the cover pips hits the cover instead ([Z13](../../../../docs/rulings/zilch.md#z13)). */
  readonly hitCover: boolean;
}

/**
 * Resolves an attack from its setup and the two dominoes (seed § Attack): hit when (Suit +
 * offensive pips + modifiers) ≥ (Suit + defensive pips + modifiers); bonus damage
 * floor(margin / 5). A Defenseless defender (Reckless, no domino, or flagged) counts 0
 * defensive pips and adds nothing to them ([Z05](../../../../docs/rulings/zilch.md#z05)). This is the one definition behind
 * {@link attackDistribution} and {@link rollAttack}, and the combat engine uses it too.
 *
 * @param setup - Suits, stances and modifiers.
 * @param attackerTile - The attacker's domino.
 * @param defenderTile - The defender's domino (ignored when the defender has stance `'none'`).
 * @returns The totals, hit, margin and bonus damage.
 * @throws {@link StanceError} for an unknown stance.
 * @throws {@link SuitValueError} if a Suit or modifier is not a whole number within ±{@link SKILL_LIMIT}.
 * @example
 * ```ts
 * resolveAttack({ attackSuit: 9, defenseSuit: 7, attackerStance: 'bold', defenderStance: 'cautious' },
 *   { greater: 6, lesser: 3 }, { greater: 2, lesser: 1 });
 * // attack 9 + 6 = 15, defense 7 + 2 = 9 → hit, margin 6, bonusDamage 1
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveAttack(setup: AttackSetup, attackerTile: DominoDraw, defenderTile: DominoDraw | null): AttackRoll {
  assertSetup(setup);
  const off = stancePips(setup.attackerStance, attackerTile).offense;
  const noDomino = setup.defenderStance === 'none' || defenderTile === null;
  const defenseless = setup.defenderDefenseless === true || noDomino || setup.defenderStance === 'reckless';
  const defPips = noDomino || defenseless ? 0 : stancePips(setup.defenderStance as Stance, defenderTile).defense + (setup.defensivePipBonus ?? 0);
  const suit = defenseless && setup.defenseless === 'zeroDefense' ? 0 : setup.defenseSuit;
  const attack = setup.attackSuit + off + (setup.attackModifier ?? 0);
  const defense = suit + defPips + (setup.defenseModifier ?? 0);
  const margin = setup.autoHit === true ? Math.max(0, attack - setup.defenseSuit) : attack - defense;
  const hit = setup.autoHit === true || margin >= 0;
  const cover = setup.coverPips ?? 0;
  return Object.freeze({
    attack,
    defense,
    hit,
    margin,
    bonusDamage: hit ? Math.floor(margin / 5) : 0,
    hitCover: !hit && cover > 0 && margin >= -cover,
  });
}

function assertSetup(s: AttackSetup): void {
  assertSkill(s.attackSuit, 'attackSuit');
  assertSkill(s.defenseSuit, 'defenseSuit');
  for (const [k, v] of [
    ['attackModifier', s.attackModifier],
    ['defenseModifier', s.defenseModifier],
    ['defensivePipBonus', s.defensivePipBonus],
    ['coverPips', s.coverPips],
  ] as const) {
    if (v !== undefined) assertSkill(v, k);
  }
  assertStance(s.attackerStance);
  if (s.defenderStance !== 'none') assertStance(s.defenderStance);
  if (s.attackerStance === 'guarded') throw new ActionError('a Guarded character must Defend and cannot attack (Z04)');
}

/**
 * The outcome of an attack as a distribution value: `'miss'`, or the bonus damage (0, 1, 2…)
 * added to the weapon's damage on a hit.
 * @since 0.1.0
 * @category Combat
 */
export type AttackOutcome = 'miss' | number;

/**
 * The exact distribution of an attack for any pair of stances and domino source: `'miss'` or the
 * bonus damage of a hit. Dominoes follow {@link dominoPairs} (with `tiles21` the two combatants
 * hold different tiles from the shared boneyard, [Z03](../../../../docs/rulings/zilch.md#z03)), each pair resolved by {@link resolveAttack}.
 *
 * @param setup - Suits, stances and modifiers.
 * @param source - Domino source (default `tiles21`).
 * @returns Weights over 420 (tiles21), 1296 (2d6) or 1024 (d8d4) per defender domino.
 * @throws {@link StanceError} for an unknown stance, or {@link ActionError} for a Guarded attacker.
 * @throws {@link BoneyardError} for an unknown domino source.
 * @example
 * ```ts
 * const d = attackDistribution({ attackSuit: 7, defenseSuit: 7, attackerStance: 'bold', defenderStance: 'bold' });
 * probability(d, 'miss');
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function attackDistribution(setup: AttackSetup, source: DominoSource = 'tiles21'): Distribution<AttackOutcome> {
  assertSetup(setup);
  assertSource(source);
  const acc = new Map<AttackOutcome, bigint>();
  for (const [a, d, w] of dominoPairs(source)) {
    const r = resolveAttack(setup, a, d);
    const k: AttackOutcome = r.hit ? r.bonusDamage : 'miss';
    acc.set(k, (acc.get(k) ?? 0n) + w);
  }
  return fromWeights(acc);
}

/**
 * Rolls one attack exchange: draws both dominoes as {@link drawDominoPair} and resolves the
 * attack — the sampler of {@link attackDistribution}.
 *
 * @param rng - Generator state; never mutated.
 * @param setup - Suits, stances and modifiers.
 * @param source - Domino source (default `tiles21`).
 * @returns The dominoes and the resolution, and the next state.
 * @throws {@link StanceError}, {@link ActionError} or {@link BoneyardError} as {@link attackDistribution}.
 * @example
 * ```ts
 * const [{ roll }, next] = rollAttack(seed(1), { attackSuit: 9, defenseSuit: 7, attackerStance: 'reckless', defenderStance: 'cautious' });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollAttack(
  rng: Rng,
  setup: AttackSetup,
  source: DominoSource = 'tiles21',
): readonly [result: { 
/** The attacker's domino. */
readonly attackerTile: DominoDraw; 
/** The defender's domino. */
readonly defenderTile: DominoDraw; 
/** The attack resolution. */
readonly roll: AttackRoll; 
/** `'miss'` or the bonus damage. */
readonly outcome: AttackOutcome }, next: Rng] {
  assertSetup(setup);
  const [[a, d], next] = drawDominoPair(rng, source);
  const roll = resolveAttack(setup, a, d);
  return [Object.freeze({ attackerTile: a, defenderTile: d, roll, outcome: roll.hit ? roll.bonusDamage : 'miss' }), next];
}
