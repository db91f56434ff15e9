import { ConditionError } from '../errors/ConditionError.js';
import { quoted } from '../errors/shown.js';
/**
 * A condition ([Z05](../../../../docs/rulings/zilch.md#z05)–[Z14](../../../../docs/rulings/zilch.md#z14), [Z29](../../../../docs/rulings/zilch.md#z29), [Z35](../../../../docs/rulings/zilch.md#z35)). Some are stored on a character (imposed by effects), others
 * are derived from its state by {@link conditionsOf} (0 HP, drain, fatigue, armor).
 * @example
 * ```ts
 * const c: Condition = 'prone';
 * ```
 * @since 0.1.0
 * @category Conditions
 */
export type Condition =
  | 'defenseless'
  | 'helpless'
  | 'slowed'
  | 'hampered'
  | 'prone'
  | 'unconscious'
  | 'threatened'
  | 'grappling'
  | 'burning'
  | 'invisible'
  | 'occluded'
  | 'blinded'
  | 'dead';

/**
 * The mechanical effect of a condition, as data the combat engine applies.
 * @since 0.1.0
 * @category Conditions
 */
export interface ConditionEffect {
  /** Other conditions this one implies (e.g. Helpless ⇒ Defenseless). */
  readonly implies: readonly Condition[];
  /** Added to the holder's attack totals (pips). */
  readonly attackModifier: number;
  /** Added to the holder's defense totals (pips). */
  readonly defenseModifier: number;
  /** Added to melee attack totals of adjacent attackers against the holder. */
  readonly meleeAttackerModifier: number;
  /** Added to ranged attack totals (beyond Adjacent) against the holder. */
  readonly rangedAttackerModifier: number;
  /** Added to the holder's ♣ and ♠ Suit tests. */
  readonly physicalTestModifier: number;
  /** The holder takes no actions (mental casting aside, [Z06](../../../../docs/rulings/zilch.md#z06)). */
  readonly noActions: boolean;
  /** The holder draws no domino (stance `none`). */
  readonly noDomino: boolean;
  /** Attacks against the holder hit automatically ([Z06](../../../../docs/rulings/zilch.md#z06)). */
  readonly autoHit: boolean;
  /** The holder's defensive pips are 0 and nothing may be added to them ([Z05](../../../../docs/rulings/zilch.md#z05)). */
  readonly zeroDefensivePips: boolean;
  /** Forbids Charge, running and sprinting and halves initiative and Move ([Z07](../../../../docs/rulings/zilch.md#z07)). */
  readonly slowed: boolean;
  /** The stance must be Cautious or Guarded ([Z04](../../../../docs/rulings/zilch.md#z04), [Z11](../../../../docs/rulings/zilch.md#z11)). */
  readonly defensiveStanceOnly: boolean;
  /** Where it comes from in the rules. */
  readonly source: string;
}

const base = {
  implies: [],
  attackModifier: 0,
  defenseModifier: 0,
  meleeAttackerModifier: 0,
  rangedAttackerModifier: 0,
  physicalTestModifier: 0,
  noActions: false,
  noDomino: false,
  autoHit: false,
  zeroDefensivePips: false,
  slowed: false,
  defensiveStanceOnly: false,
} as const;

/**
 * Every condition's effect as data ([Z05](../../../../docs/rulings/zilch.md#z05)–[Z14](../../../../docs/rulings/zilch.md#z14), [Z29](../../../../docs/rulings/zilch.md#z29), [Z35](../../../../docs/rulings/zilch.md#z35)). The engine reads these; change a
 * table's house rules by passing a modified copy as `options.conditions`.
 * @example
 * ```ts
 * CONDITIONS.hampered.attackModifier; // -2 (Hampered)
 * ```
 * @since 0.1.0
 * @category Conditions
 */
export const CONDITIONS: Readonly<Record<Condition, ConditionEffect>> = Object.freeze({
  defenseless: { ...base, zeroDefensivePips: true, source: 'Z05' },
  helpless: { ...base, implies: ['defenseless'], noActions: true, autoHit: true, source: 'Z06' },
  slowed: { ...base, slowed: true, source: 'Z07' },
  hampered: { ...base, implies: ['slowed'], attackModifier: -2, defenseModifier: -2, physicalTestModifier: -2, source: 'Z08' },
  prone: { ...base, attackModifier: -2, meleeAttackerModifier: 2, rangedAttackerModifier: -2, source: 'Z09' },
  unconscious: { ...base, implies: ['helpless', 'defenseless'], noActions: true, noDomino: true, autoHit: true, source: 'Z10' },
  threatened: { ...base, defensiveStanceOnly: true, source: 'Z11' },
  grappling: { ...base, source: 'Z12' },
  burning: { ...base, source: 'seed § Burning' },
  invisible: { ...base, source: 'Z13' },
  occluded: { ...base, source: 'Z13' },
  blinded: { ...base, source: 'Z14' },
  dead: { ...base, implies: ['helpless', 'defenseless'], noActions: true, noDomino: true, autoHit: true, source: 'seed § Drain' },
} as const satisfies Record<Condition, ConditionEffect>);

/**
 * Throws unless `value` is a condition name.
 *
 * @param value - Anything.
 * @throws {@link ConditionError} if it is not a key of {@link CONDITIONS}.
 * @example
 * ```ts
 * assertCondition('prone'); // ok
 * assertCondition('bogus'); // throws ConditionError
 * ```
 * @since 0.2.0
 * @category Conditions
 */
export function assertCondition(value: unknown): asserts value is Condition {
  if (typeof value !== 'string' || !Object.hasOwn(CONDITIONS, value)) {
    throw new ConditionError(value, `unknown condition ${typeof value === 'symbol' ? 'symbol' : quoted(value)}; use ${Object.keys(CONDITIONS).join(', ')}`);
  }
}

/**
 * Closes a set of conditions under {@link ConditionEffect.implies} (Helpless ⇒ Defenseless…).
 *
 * @param conditions - Conditions held.
 * @param table - Condition data (default {@link CONDITIONS}).
 * @returns The closed set, sorted, frozen.
 * @throws {@link ConditionError} for an unknown condition name.
 * @example
 * ```ts
 * withImplied(['unconscious']); // ['defenseless', 'helpless', 'unconscious']
 * ```
 * @since 0.1.0
 * @category Conditions
 */
export function withImplied(
  conditions: readonly Condition[],
  table: Readonly<Record<Condition, ConditionEffect>> = CONDITIONS,
): readonly Condition[] {
  const out = new Set<Condition>();
  if (!Array.isArray(conditions)) throw new ConditionError(conditions, 'conditions must be an array of condition names');
  for (const c of conditions) assertCondition(c);
  const stack = [...conditions];
  while (stack.length > 0) {
    const c = stack.pop() as Condition;
    if (out.has(c)) continue;
    out.add(c);
    stack.push(...table[c].implies);
  }
  return Object.freeze([...out].sort());
}
