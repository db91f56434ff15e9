// Traits and flaws as data: what each one changes, read by the roll helpers in modifiers.ts.

/**
 * What a trait or flaw can change: a kind of 2d6 roll, or a base value.
 *
 * - `reaction`: reaction rolls when this PC leads
 * - `disease`, `fatigue`, `poison`: resisting them
 * - `dodgeTraps`, `actFirst`, `surprise`: the rolls of those names
 * - `specialtyAttack`: attacks with the named weapon
 * - `all`: every action, while the condition (`when`) holds
 * - `willpowerOrStunned`: a Willpower roll vs 9 in the feared thing's presence, else stunned a round
 *
 * @since 0.1.0
 * @category Traits and flaws
 */
export type RollKind = 'reaction' | 'disease' | 'fatigue' | 'poison' | 'dodgeTraps' | 'actFirst' | 'surprise' | 'specialtyAttack' | 'all' | 'willpowerOrStunned';

/**
 * A modifier a trait or flaw adds to one kind of roll.
 *
 * @since 0.1.0
 * @category Traits and flaws
 */
export interface RollEffect {
  /** The kind of roll. */
  readonly roll: RollKind;
  /** Added to it. */
  readonly value: number;
  /** A condition that must hold, named for the context flag that sets it (`leading`, `addictionUnmet`, `feared`). */
  readonly when?: 'leading' | 'addictionUnmet' | 'feared';
}

/**
 * A trait's or flaw's rules, as data.
 *
 * @since 0.1.0
 * @category Traits and flaws
 */
export interface TraitSpec {
  /** The name as the seed gives it. */
  readonly name: string;
  /** Roll modifiers. */
  readonly effects: readonly RollEffect[];
  /** A base maximum health other than 10. */
  readonly baseHealth?: number;
  /** A base carrying capacity other than 10. */
  readonly baseCapacity?: number;
  /** Brute: one more damage die with melee and brawling. */
  readonly bonusDamageDie?: boolean;
  /** Lucky: 5-5 and 6-6 always succeed. */
  readonly lucky?: boolean;
  /** Magic Bloodline: may use magic. */
  readonly grantsMagic?: boolean;
  /** The pick needs a detail: the weapon, the weather (`heat` or `frigid`), the addiction, the fear… */
  readonly detail?: 'weapon' | 'weather' | 'text';
  /** No rule effect: played at the table (and with the GM). */
  readonly narrative?: boolean;
}

/**
 * Trait ids.
 *
 * @since 0.1.0
 * @category Traits and flaws
 */
export type TraitId =
  | 'attractive' | 'brute' | 'diehard' | 'hardy' | 'lucky' | 'magicBloodline' | 'quickReflexes'
  | 'resistInclementWeather' | 'strongBack' | 'sharpSenses' | 'weaponSpecialty' | 'other';

/**
 * Flaw ids.
 *
 * @since 0.1.0
 * @category Traits and flaws
 */
export type FlawId =
  | 'addiction' | 'badTemper' | 'compulsion' | 'distinguishingMark' | 'dullReflexes' | 'easilyDistracted'
  | 'fear' | 'feeble' | 'honorCode' | 'obsession' | 'ugly' | 'other';

/**
 * Every trait of the seed (Source: vocations-2d6.txt › Traits; [ruling V15](../../../../docs/rulings/vocations-2d6.md#v15)).
 *
 * @example
 * ```ts
 * TRAITS.hardy.baseHealth; // 12
 * ```
 * @since 0.1.0
 * @category Traits and flaws
 */
export const TRAITS: Readonly<Record<TraitId, TraitSpec>> = Object.freeze({
  attractive: { name: 'Attractive', effects: [{ roll: 'reaction', value: 2, when: 'leading' }] },
  brute: { name: 'Brute', effects: [], bonusDamageDie: true },
  diehard: { name: 'Diehard', effects: [{ roll: 'disease', value: 1 }, { roll: 'fatigue', value: 1 }, { roll: 'poison', value: 1 }] },
  hardy: { name: 'Hardy', effects: [], baseHealth: 12 },
  lucky: { name: 'Lucky', effects: [], lucky: true },
  magicBloodline: { name: 'Magic Bloodline', effects: [], grantsMagic: true },
  quickReflexes: { name: 'Quick Reflexes', effects: [{ roll: 'dodgeTraps', value: 2 }, { roll: 'actFirst', value: 2 }] },
  resistInclementWeather: { name: 'Resist Inclement Weather', effects: [], detail: 'weather' },
  strongBack: { name: 'Strong Back', effects: [], baseCapacity: 15 },
  sharpSenses: { name: 'Sharp Senses', effects: [{ roll: 'surprise', value: 2 }] },
  weaponSpecialty: { name: 'Weapon Specialty', effects: [{ roll: 'specialtyAttack', value: 1 }], detail: 'weapon' },
  other: { name: 'Other', effects: [], detail: 'text', narrative: true },
} as const satisfies Record<TraitId, TraitSpec>);

/**
 * Every flaw of the seed (Source: vocations-2d6.txt › Flaws; [ruling V15](../../../../docs/rulings/vocations-2d6.md#v15)).
 *
 * @example
 * ```ts
 * FLAWS.ugly.effects; // [{ roll: 'reaction', value: -2, when: 'leading' }]
 * ```
 * @since 0.1.0
 * @category Traits and flaws
 */
export const FLAWS: Readonly<Record<FlawId, TraitSpec>> = Object.freeze({
  addiction: { name: 'Addiction', effects: [{ roll: 'all', value: -2, when: 'addictionUnmet' }], detail: 'text' },
  badTemper: { name: 'Bad Temper', effects: [], detail: 'text', narrative: true },
  compulsion: { name: 'Compulsion', effects: [], detail: 'text', narrative: true },
  distinguishingMark: { name: 'Distinguishing Mark', effects: [], narrative: true },
  dullReflexes: { name: 'Dull Reflexes', effects: [{ roll: 'dodgeTraps', value: -2 }, { roll: 'actFirst', value: -2 }] },
  easilyDistracted: { name: 'Easily Distracted', effects: [{ roll: 'actFirst', value: -2 }] },
  fear: { name: 'Fear', effects: [{ roll: 'all', value: -2, when: 'feared' }, { roll: 'willpowerOrStunned', value: 0, when: 'feared' }], detail: 'text' },
  feeble: { name: 'Feeble', effects: [], baseHealth: 8 },
  honorCode: { name: 'Honor Code', effects: [], detail: 'text', narrative: true },
  obsession: { name: 'Obsession', effects: [], detail: 'text', narrative: true },
  ugly: { name: 'Ugly', effects: [{ roll: 'reaction', value: -2, when: 'leading' }] },
  other: { name: 'Other', effects: [], detail: 'text', narrative: true },
} as const satisfies Record<FlawId, TraitSpec>);

/**
 * The trait ids in the seed's order.
 *
 * @example
 * ```ts
 * TRAIT_IDS.length; // 12
 * ```
 * @since 0.1.0
 * @category Traits and flaws
 */
export const TRAIT_IDS: readonly TraitId[] = Object.freeze(Object.keys(TRAITS) as TraitId[]);

/**
 * The flaw ids in the seed's order.
 *
 * @example
 * ```ts
 * FLAW_IDS.includes('feeble'); // true
 * ```
 * @since 0.1.0
 * @category Traits and flaws
 */
export const FLAW_IDS: readonly FlawId[] = Object.freeze(Object.keys(FLAWS) as FlawId[]);

/**
 * The seed's sample vocations (there is no catalogue: any fitting name will do).
 *
 * @example
 * ```ts
 * SAMPLE_VOCATIONS.includes('Mage'); // true
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const SAMPLE_VOCATIONS: readonly string[] = Object.freeze([
  'Ranger', 'Barbarian', 'Soldier', 'Thief', 'Mage', 'Priest', 'Sailor', 'Noble', 'Merchant', 'Beggar',
  'Entertainer', 'Laborer', 'Servant', 'Scholar', 'Tradesman', 'Hunter', 'City Watch', 'Herbalist', 'Undertaker', 'Surgeon',
]);
