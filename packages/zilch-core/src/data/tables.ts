// Zilch Lite (zilch-lite.txt): its tables are reference tables (no die), kept as typed data.
import type { TableSource } from '@rollwright/tables';
import { zilch } from './source.js';

/**
 * A size category with its damage (and HP) multiplier as an exact fraction.
 *
 * @since 0.1.0
 * @category Zilch
 */
export interface ZilchSize {
  /** Category name. */
  readonly size: string;
  /** Multiplier numerator. */
  readonly num: number;
  /** Multiplier denominator. */
  readonly den: number;
  /** Typical long dimension (whole steps only). */
  readonly length: string | null;
  /** Examples (whole steps only), in our words. */
  readonly examples: string | null;
}

/**
 * Zilch size categories and damage multipliers (Combat › Size; Z27). HP and damage of a
 * non-Medium creature are multiplied and rounded half up.
 *
 * @example
 * ```ts
 * zilchSizes.find((s) => s.size === 'Huge'); // { num: 4, den: 1, … }
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchSizes: readonly ZilchSize[] = /* @__PURE__ */ Object.freeze([
  { size: 'Tiny', num: 1, den: 4, length: '~1 ft (under 1.5 ft)', examples: 'a breadbox or smaller' },
  { size: 'Small', num: 1, den: 2, length: '~3 ft (1.5–4 ft)', examples: 'a child, a dog, a chair' },
  { size: 'Medium', num: 1, den: 1, length: '~6 ft (4–8 ft)', examples: 'a person, a donkey, a door' },
  { size: 'Large', num: 2, den: 1, length: '~12 ft (8–16 ft)', examples: 'a big horse, a car, a one-storey house' },
  { size: 'Huge', num: 4, den: 1, length: '~24 ft (16–32 ft)', examples: 'a bus or tram' },
  { size: 'Tremendous', num: 8, den: 1, length: '~60 ft (32 ft or more)', examples: 'a small block of flats' },
] as const satisfies readonly ZilchSize[]);

/**
 * Zilch half-step sizes (Z27, S-Z5): the whole steps plus the steps between them.
 *
 * @example
 * ```ts
 * zilchHalfStepSizes.map((s) => `${s.num}/${s.den}`); // ['1/4', '3/8', '1/2', '3/4', '1/1', '3/2', …]
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchHalfStepSizes: readonly ZilchSize[] = /* @__PURE__ */ Object.freeze([
  { size: 'Tiny', num: 1, den: 4, length: null, examples: null },
  { size: 'Tiny+/Small−', num: 3, den: 8, length: null, examples: null },
  { size: 'Small', num: 1, den: 2, length: null, examples: null },
  { size: 'Small+/Medium−', num: 3, den: 4, length: null, examples: null },
  { size: 'Medium', num: 1, den: 1, length: null, examples: null },
  { size: 'Medium+/Large−', num: 3, den: 2, length: null, examples: null },
  { size: 'Large', num: 2, den: 1, length: null, examples: null },
  { size: 'Large+/Huge−', num: 3, den: 1, length: null, examples: null },
  { size: 'Huge', num: 4, den: 1, length: null, examples: null },
  { size: 'Huge+/Tremendous−', num: 6, den: 1, length: null, examples: null },
  { size: 'Tremendous', num: 8, den: 1, length: null, examples: null },
] as const satisfies readonly ZilchSize[]);

/**
 * A Zilch distance category.
 *
 * @since 0.1.0
 * @category Zilch
 */
export interface ZilchDistance {
  /** Category name. */
  readonly name: string;
  /** Typical reach in squares, in our words. */
  readonly squares: string;
  /** Modifier to ranged attacks (null = cannot be affected). */
  readonly rangedModifier: number | null;
}

/**
 * Zilch distance categories (Distances).
 *
 * @example
 * ```ts
 * zilchDistances.find((d) => d.name === 'Long')?.rangedModifier; // -5
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchDistances: readonly ZilchDistance[] = /* @__PURE__ */ Object.freeze([
  { name: 'Adjacent', squares: 'next square; melee reach', rangedModifier: 0 },
  { name: 'Very Close', squares: '2–3 squares (~15 ft); one Move even if impeded', rangedModifier: 0 },
  { name: 'Close', squares: '~7 squares (~30 ft); one Move', rangedModifier: 0 },
  { name: 'Medium', squares: '~14 squares (~60 ft); two Moves or a sprint', rangedModifier: -2 },
  { name: 'Long', squares: '~120 ft or more; out of reach this turn', rangedModifier: -5 },
  { name: 'Far', squares: 'in sight but out of reach of most effects', rangedModifier: null },
] as const satisfies readonly ZilchDistance[]);

/**
 * A Zilch combat modifier.
 *
 * @since 0.1.0
 * @category Zilch
 */
export interface ZilchCombatModifier {
  /** Situation. */
  readonly situation: string;
  /** Who it applies to: attacker total or defender's defensive pips. */
  readonly appliesTo: 'attack' | 'defense';
  /** The modifier (null = cannot be attacked). */
  readonly modifier: number | null;
}

/**
 * Zilch combat modifiers (Combat Modifiers; Z13).
 *
 * @example
 * ```ts
 * zilchCombatModifiers.find((m) => m.situation === 'Occluded target')?.modifier; // -2
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchCombatModifiers: readonly ZilchCombatModifier[] = /* @__PURE__ */ Object.freeze([
  { situation: 'Cover (behind a corner or tree)', appliesTo: 'defense', modifier: 2 },
  { situation: 'Peering around cover', appliesTo: 'defense', modifier: 5 },
  { situation: 'Total cover', appliesTo: 'defense', modifier: null },
  { situation: 'Target in melee with an ally (ally is cover)', appliesTo: 'defense', modifier: 2 },
  { situation: 'Ranged attack at Medium distance', appliesTo: 'attack', modifier: -2 },
  { situation: 'Ranged attack at Long distance', appliesTo: 'attack', modifier: -5 },
  { situation: 'Occluded target', appliesTo: 'attack', modifier: -2 },
  { situation: 'Invisible target (right square guessed)', appliesTo: 'attack', modifier: -5 },
] as const satisfies readonly ZilchCombatModifier[]);

/**
 * Swag earned per character for each encounter overcome, by difficulty (Swag).
 *
 * @example
 * ```ts
 * zilchSwag.hard; // 4
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchSwag: Readonly<Record<'easy' | 'average' | 'hard', number>> = /* @__PURE__ */ Object.freeze({ easy: 2, average: 3, hard: 4 });

/**
 * Sources of the Zilch reference tables, by export name.
 *
 * @since 0.1.0
 * @category Zilch
 */
export const zilchSources: Readonly<Record<string, TableSource>> = /* @__PURE__ */ Object.freeze({
  zilchSizes: zilch('Combat Modifiers › Size'),
  zilchHalfStepSizes: zilch('Combat Modifiers › Size (half steps, ruling Z27)'),
  zilchDistances: zilch('Distances'),
  zilchCombatModifiers: zilch('Combat Modifiers'),
  zilchSwag: zilch('Swag'),
});
