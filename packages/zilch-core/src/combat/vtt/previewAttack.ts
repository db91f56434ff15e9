import { fromWeights, map, type Distribution } from '@rollwright/dice';
import { CombatStateError } from '../../errors/CombatStateError.js';
import { ActionError } from '../../errors/ActionError.js';
import { ChipError } from '../../errors/ChipError.js';
import { canGesture } from '../actions/cast.js';
import { spellcasterClass, spellDamage, spellHarms } from '../../magic/runes.js';
import { resolveAttack, type AttackOutcome, type AttackSetup } from '../attackRoll.js';
import { dominoWeights } from '../dominoSource.js';
import { find } from '../internal.js';
import { planAttack, type StrikeSpec } from '../planAttack.js';
import { dealtDamage, weaponHitDamage } from '../strike.js';
import type { DominoDraw } from '../stances.js';
import type { AttackOptions, CombatState } from '../types.js';

/**
 * What kind of attack {@link previewAttack} looks at, with the attack's options.
 * @since 0.2.0
 * @category VTT
 */
export type PreviewOptions = Omit<AttackOptions, 'target'> & {
  /** `attack` (default, a weapon), `specialAttack` or `cast`. */
  readonly kind?: 'attack' | 'specialAttack' | 'cast';
  /** Which Special Attack, for `specialAttack` (Z34). */
  readonly special?: 'bullrush' | 'disarm' | 'grapple' | 'trip';
  /** Which rune, for `cast` (default E; Z18). */
  readonly rune?: 'E' | 'T';
  /** Offensive pips of this attack when Two-Weapon Fighting splits them (default all). */
  readonly offensePips?: number;
};

/**
 * The exact odds of an attack, from {@link previewAttack}.
 * @since 0.2.0
 * @category VTT
 */
export interface AttackPreview {
  /** `'miss'` or the bonus damage of a hit, with exact integer weights. */
  readonly outcomes: Distribution<AttackOutcome>;
  /** Hit (`true`) or miss. */
  readonly hit: Distribution<boolean>;
  /** HP the defender would lose (after size and DR; 0 on a miss), or `null` for a Special Attack. */
  readonly damage: Distribution<number> | null;
  /** The setup the engine would resolve: every modifier, chip and stance already in. */
  readonly setup: AttackSetup;
  /** The defender's domino is face up (or it has none), so the result is certain. */
  readonly defenderTileKnown: boolean;
}

/** @internal The tiles the defender may hold, as the attacker sees the table (face-down tiles are unknown). */
export function possibleDefenderTiles(state: CombatState, attackerId: string, defenderId: string): readonly (readonly [DominoDraw | null, bigint])[] {
  const d = find(state, defenderId);
  if (d.tile === null || d.revealed) return [[d.tile, 1n]];
  if (state.options.dominoSource !== 'tiles21') return dominoWeights(state.options.dominoSource);
  const seen = state.combatants.filter((c) => c.tile !== null && (c.revealed || c.id === attackerId) && c.id !== defenderId).map((c) => c.tile as DominoDraw);
  const unseen = dominoWeights('tiles21').filter(([t]) => !seen.some((x) => x.greater === t.greater && x.lesser === t.lesser));
  return unseen.map(([t]) => [t, 1n] as const);
}

/**
 * The exact odds of an attack against the live state of a fight, modifiers included: the
 * attacker's own domino, stances, conditions, range, cover, chips, light and size all come from
 * the state and `options`, through the same code the engine resolves attacks with. A face-down
 * defender's domino is unknown: with the 21-tile set it is any tile the attacker has not seen
 * (its own and every face-up one), with dice any roll. Nothing is drawn or spent.
 *
 * @param state - The combat in phase `turns`; never mutated.
 * @param attackerId - Who attacks (its domino must be drawn).
 * @param defenderId - Who is attacked.
 * @param options - The attack's options (as for an Attack action) and its kind.
 * @returns The outcome, hit and damage distributions and the setup.
 * @throws {@link CombatStateError} for an unknown id or a fight not in phase `turns`.
 * @throws {@link ActionError} for an attack the engine would refuse (same checks as {@link act}).
 * @throws {@link ChipError} for chips the attacker or defender does not have.
 * @example
 * ```ts
 * const p = previewAttack(state, 'Ann', 'Orc', { clubChips: 1 });
 * probability(p.hit, true); // e.g. { num: 15n, den: 19n }
 * ```
 * @since 0.2.0
 * @category VTT
 */
export function previewAttack(state: CombatState, attackerId: string, defenderId: string, options: PreviewOptions = {}): AttackPreview {
  if (state.phase !== 'turns') throw new CombatStateError(`attacks are previewed during turns, not in phase ${state.phase}`);
  const kind = options.kind ?? 'attack';
  const spec: StrikeSpec =
    kind === 'cast'
      ? { mode: 'spell', rune: options.rune ?? 'E', ...(options.offensePips === undefined ? {} : { offensePips: options.offensePips }) }
      : kind === 'specialAttack'
        ? { mode: 'special', special: options.special ?? 'trip' }
        : { mode: 'weapon', ...(options.offensePips === undefined ? {} : { offensePips: options.offensePips }) };
  if (kind === 'cast') {
    const c = find(state, attackerId).character;
    if (spellcasterClass(c) === null) throw new ActionError(`${attackerId} is not a Spellcaster`);
    if (!canGesture(c)) throw new ActionError(`${attackerId} needs a free hand (or a staff, wand or holy symbol) to cast (Z18)`);
    if (c.chips.diamonds < 1) throw new ChipError(`${attackerId} has no diamonds chip to cast with`);
  }
  const plan = planAttack(state, attackerId, { ...options, target: defenderId }, spec);
  const acc = new Map<AttackOutcome, bigint>();
  const tiles = possibleDefenderTiles(state, attackerId, defenderId);
  for (const [tile, w] of tiles) {
    const r = resolveAttack(plan.setup, plan.attackerTile, tile);
    const k: AttackOutcome = r.hit && !plan.wrongSquare ? r.bonusDamage : 'miss';
    acc.set(k, (acc.get(k) ?? 0n) + w);
  }
  const outcomes = fromWeights(acc);
  const caster = spellcasterClass(plan.attacker.character);
  const damageOf = (o: AttackOutcome): number => {
    if (o === 'miss') return 0;
    if (spec.mode === 'spell') {
      if (caster === null || !spellHarms(caster, plan.defender.character.undead)) return 0;
      return dealtDamage(0, spellDamage(spec.rune ?? 'E', caster, o), plan.attacker, plan.defender).dealt;
    }
    if (plan.weapon === null) return 0;
    const hit = weaponHitDamage(plan.weapon, { attack: 0, defense: 0, hit: true, margin: 0, bonusDamage: o, hitCover: false }, state.options.greatCategory);
    return dealtDamage(hit.physical, hit.energy, plan.attacker, plan.defender).dealt;
  };
  return Object.freeze({
    outcomes,
    hit: map(outcomes, (o) => o !== 'miss'),
    damage: spec.mode === 'special' ? null : map(outcomes, damageOf),
    setup: plan.setup,
    defenderTileKnown: find(state, defenderId).tile === null || find(state, defenderId).revealed,
  });
}
