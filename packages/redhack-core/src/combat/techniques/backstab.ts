// Whether a Thief may backstab: the classic seven cases (with the weapon limit) and the draft's
// unaware, helpless or surprised foe (R59).
import { CombatInputError } from '../errors.js';
import { optionsOf, type CombatRuleOptions } from '../core.js';

/**
 * The situation of one backstab attempt. Every flag defaults to `false`.
 *
 * @since 0.2.0
 * @category Combat
 */
export interface BackstabSituation {
  /** The Thief's weapon: `short` (a small weapon), `ranged` (a missile weapon) or `other`. classic allows only the first two; the draft does not limit the weapon. */
  readonly weapon: 'short' | 'ranged' | 'other';
  /** The Thief's side has surprise (classic case 1; draft31 "surprised foe"). */
  readonly surprise?: boolean;
  /** The Thief is invisible (classic case 2). */
  readonly invisible?: boolean;
  /** The Thief was hidden when the combat began (classic case 3). */
  readonly hiddenAtStart?: boolean;
  /** The target is stunned, held or blinded (classic case 4; draft31 "helpless"). */
  readonly targetHelpless?: boolean;
  /** The target had no reason to expect an attack from the Thief (classic case 5; draft31 "unaware"). */
  readonly targetUnaware?: boolean;
  /** Nobody was attacking the Thief and it spent an action hiding in an earlier round (classic case 6). */
  readonly hidSinceLastAttacked?: boolean;
  /** The Thief did not attack the target last round (classic case 7, first criterion). */
  readonly notAttackedByYouLastRound?: boolean;
  /** The target was not Close to the Thief last round (classic case 7, second criterion). */
  readonly notCloseLastRound?: boolean;
  /** Someone else already attacked the target this round (classic case 7, third criterion). */
  readonly attackedByOtherThisRound?: boolean;
}

/** The flags of a situation, in the order the checks name them. */
const FLAGS = [
  'surprise',
  'invisible',
  'hiddenAtStart',
  'targetHelpless',
  'targetUnaware',
  'hidSinceLastAttacked',
  'notAttackedByYouLastRound',
  'notCloseLastRound',
  'attackedByOtherThisRound',
] as const;

/**
 * Whether a backstab is allowed ([ruling R59](../../../../../docs/rulings/redhack.md#r59),
 * [ruling RC6](../../../../../docs/rulings/redhack.md#rc6)).
 * classic: the weapon must be small (a Short weapon) or a missile weapon, and one of the seven
 * cases must hold — surprise, invisible, hidden at the start, a stunned, held or blinded target,
 * an unsuspecting target, a Thief who hid while nobody attacked it, or a target meeting all three
 * criteria of the last case (not attacked by you last round, not Close to you last round, already
 * attacked by someone else this round). draft31: the target is unaware, helpless or surprised,
 * and the backstab is a reaction attack (so it needs a reaction and an opening in the engine).
 *
 * Source: redhack-rules.txt › Thief › Backstab; redhack-3.1-draft.txt › Thief.
 *
 * @param situation - The situation; never mutated.
 * @param options - Edition (default `draft31`).
 * @returns `true` when allowed, else the reason it is not (one sentence).
 * @throws {@link CombatInputError} for an unknown weapon kind or a flag that is not a boolean.
 * @example
 * ```ts
 * canBackstab({ weapon: 'short', invisible: true }, { edition: 'classic' }); // true
 * canBackstab({ weapon: 'other', invisible: true }, { edition: 'classic' }); // 'classic backstab needs a small or missile weapon'
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function canBackstab(situation: BackstabSituation, options: CombatRuleOptions = {}): true | string {
  const o = optionsOf(options);
  if (typeof situation !== 'object' || situation === null) throw new CombatInputError('R59', 'a backstab situation must be an object', situation);
  const w = situation.weapon;
  if (w !== 'short' && w !== 'ranged' && w !== 'other') throw new CombatInputError('R59', `weapon must be 'short', 'ranged' or 'other', got ${String(w)}`, w);
  const f: Record<(typeof FLAGS)[number], boolean> = {} as Record<(typeof FLAGS)[number], boolean>;
  for (const k of FLAGS) {
    const v = situation[k] ?? false;
    if (typeof v !== 'boolean') throw new CombatInputError('R59', `${k} must be true or false, got ${String(v)}`, v);
    f[k] = v;
  }
  if (o.edition === 'draft31') {
    if (f.targetUnaware || f.targetHelpless || f.surprise) return true;
    return 'a draft backstab needs an unaware, helpless or surprised foe';
  }
  if (w === 'other') return 'classic backstab needs a small or missile weapon';
  if (f.surprise || f.invisible || f.hiddenAtStart || f.targetHelpless || f.targetUnaware || f.hidSinceLastAttacked) return true;
  if (f.notAttackedByYouLastRound && f.notCloseLastRound && f.attackedByOtherThisRound) return true;
  return 'none of the seven backstab cases holds';
}
