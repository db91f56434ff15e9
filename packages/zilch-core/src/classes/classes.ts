import type { Suit } from '../suits/suits.js';
import { ClassError } from '../errors/ClassError.js';
import { quoted } from '../errors/shown.js';

/**
 * A Zilch Lite class (seed § Class, § Magic): Fighter (♣), Rogue (♠), and the Spellcasters (♦)
 * Wizard, Cleric as Healer (Life) or Necromancer (Death), and Druid.
 * @example
 * ```ts
 * const classes: readonly ClassName[] = ['fighter', 'wizard'];
 * ```
 * @since 0.1.0
 * @category Classes
 */
export type ClassName = 'fighter' | 'rogue' | 'wizard' | 'healer' | 'necromancer' | 'druid';

/**
 * Armor categories, lightest first ([Z16](../../../../docs/rulings/zilch.md#z16)).
 * @since 0.1.0
 * @category Equipment
 */
export type ArmorCategory = 'none' | 'light' | 'medium' | 'heavy';

/**
 * Shield categories, lightest first ([Z16](../../../../docs/rulings/zilch.md#z16)).
 * @since 0.1.0
 * @category Equipment
 */
export type ShieldCategory = 'none' | 'buckler' | 'shield' | 'large';

/**
 * What a class is.
 * @since 0.1.0
 * @category Classes
 */
export interface ClassSpec {
  /** The class Suit on which its chips sit. */
  readonly suit: Suit;
  /** True for the ♦ classes; a character may have only one (seed § Multi-classing). */
  readonly spellcaster: boolean;
  /** Heaviest armor category the class is proficient with ([Z17](../../../../docs/rulings/zilch.md#z17)). */
  readonly armor: ArmorCategory;
  /** Heaviest shield category the class is proficient with ([Z17](../../../../docs/rulings/zilch.md#z17)). */
  readonly shield: ShieldCategory;
  /** Energy a caster's spells carry ([Z18](../../../../docs/rulings/zilch.md#z18)): a Wizard's chosen element, Life or Death, or nature. */
  readonly energy: 'element' | 'life' | 'death' | 'nature' | null;
}

/**
 * The six classes as data (seed § Class; armor proficiency [Z17](../../../../docs/rulings/zilch.md#z17); energy [Z18](../../../../docs/rulings/zilch.md#z18)).
 * @example
 * ```ts
 * CLASSES.fighter.suit; // 'clubs'
 * ```
 * @since 0.1.0
 * @category Classes
 */
export const CLASSES: Readonly<Record<ClassName, ClassSpec>> = Object.freeze({
  fighter: { suit: 'clubs', spellcaster: false, armor: 'heavy', shield: 'large', energy: null },
  rogue: { suit: 'spades', spellcaster: false, armor: 'light', shield: 'buckler', energy: null },
  wizard: { suit: 'diamonds', spellcaster: true, armor: 'none', shield: 'none', energy: 'element' },
  healer: { suit: 'diamonds', spellcaster: true, armor: 'medium', shield: 'shield', energy: 'life' },
  necromancer: { suit: 'diamonds', spellcaster: true, armor: 'medium', shield: 'shield', energy: 'death' },
  druid: { suit: 'diamonds', spellcaster: true, armor: 'light', shield: 'shield', energy: 'nature' },
} as const satisfies Record<ClassName, ClassSpec>);

/**
 * Validates a class list: known classes, no repeats, at most one Spellcaster (seed
 * § Multi-classing). An empty list is allowed (monsters and classless NPCs).
 *
 * @param classes - The chosen classes.
 * @returns A frozen copy.
 * @throws {@link ClassError} on an unknown class, a repeat, or a second Spellcaster.
 * @example
 * ```ts
 * validateClasses(['fighter', 'wizard']); // ok
 * validateClasses(['wizard', 'healer']);  // throws ClassError
 * ```
 * @since 0.1.0
 * @category Classes
 */
export function validateClasses(classes: readonly ClassName[]): readonly ClassName[] {
  const seen = new Set<string>();
  let casters = 0;
  for (const c of classes) {
    if (!Object.hasOwn(CLASSES, c)) throw new ClassError(`unknown class ${quoted(c)}`);
    if (seen.has(c)) throw new ClassError(`class ${c} is listed twice`);
    seen.add(c);
    if (CLASSES[c].spellcaster) casters++;
  }
  if (casters > 1) {
    throw new ClassError(`only one Spellcaster class is allowed (got ${classes.filter((c) => CLASSES[c].spellcaster).join(' and ')})`);
  }
  return Object.freeze([...classes]);
}

/**
 * The class Suits of a class list (the Suits that may hold class chips).
 *
 * @param classes - Validated classes.
 * @returns The distinct class Suits in ♣ ♠ ♦ order.
 * @example
 * ```ts
 * classSuits(['wizard', 'fighter']); // ['clubs', 'diamonds']
 * ```
 * @since 0.1.0
 * @category Classes
 */
export function classSuits(classes: readonly ClassName[]): readonly Suit[] {
  const set = new Set(classes.map((c) => CLASSES[c].suit));
  return Object.freeze((['clubs', 'spades', 'diamonds'] as const).filter((s) => set.has(s)));
}
