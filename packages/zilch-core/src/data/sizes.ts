// Zilch sizes (seed § Combat Modifiers › Size; Z27): the one definition of every size multiplier.
import type { Size } from '../size/size.js';

/**
 * A size category with its damage (and HP) multiplier as an exact fraction.
 *
 * @since 0.1.0
 * @category Zilch
 */
export interface ZilchSize {
  /** Category name as printed. */
  readonly size: string;
  /** The {@link Size} key the rules use (`scaleBySize`, `Character.size`). */
  readonly key: Size;
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
 * Zilch half-step sizes ([Z27](../../../../docs/rulings/zilch.md#z27), S-Z5): the whole steps plus the steps between them. This table is
 * the one definition of every size multiplier: {@link zilchSizes} and `SIZE_MULTIPLIERS_HALF_STEP`
 * (which `scaleBySize` and `maxHp` read) are derived from it.
 *
 * @example
 * ```ts
 * zilchHalfStepSizes.map((s) => `${s.num}/${s.den}`); // ['1/4', '3/8', '1/2', '3/4', '1/1', '3/2', …]
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchHalfStepSizes: readonly ZilchSize[] = /* @__PURE__ */ Object.freeze([
  { size: 'Tiny', key: 'tiny', num: 1, den: 4, length: null, examples: null },
  { size: 'Tiny+/Small−', key: 'tiny+', num: 3, den: 8, length: null, examples: null },
  { size: 'Small', key: 'small', num: 1, den: 2, length: null, examples: null },
  { size: 'Small+/Medium−', key: 'small+', num: 3, den: 4, length: null, examples: null },
  { size: 'Medium', key: 'medium', num: 1, den: 1, length: null, examples: null },
  { size: 'Medium+/Large−', key: 'medium+', num: 3, den: 2, length: null, examples: null },
  { size: 'Large', key: 'large', num: 2, den: 1, length: null, examples: null },
  { size: 'Large+/Huge−', key: 'large+', num: 3, den: 1, length: null, examples: null },
  { size: 'Huge', key: 'huge', num: 4, den: 1, length: null, examples: null },
  { size: 'Huge+/Tremendous−', key: 'huge+', num: 6, den: 1, length: null, examples: null },
  { size: 'Tremendous', key: 'tremendous', num: 8, den: 1, length: null, examples: null },
] as const satisfies readonly ZilchSize[]);


/**
 * Zilch size categories and damage multipliers (Combat › Size; [Z27](../../../../docs/rulings/zilch.md#z27)). HP and damage of a
 * non-Medium creature are multiplied and rounded half up.
 *
 * @example
 * ```ts
 * zilchSizes.find((s) => s.size === 'Huge'); // { num: 4, den: 1, … }
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchSizes: readonly ZilchSize[] = /* @__PURE__ */ Object.freeze(
  (
    [
      { size: 'Tiny', key: 'tiny', length: '~1 ft (under 1.5 ft)', examples: 'a breadbox or smaller' },
      { size: 'Small', key: 'small', length: '~3 ft (1.5–4 ft)', examples: 'a child, a dog, a chair' },
      { size: 'Medium', key: 'medium', length: '~6 ft (4–8 ft)', examples: 'a person, a donkey, a door' },
      { size: 'Large', key: 'large', length: '~12 ft (8–16 ft)', examples: 'a big horse, a car, a one-storey house' },
      { size: 'Huge', key: 'huge', length: '~24 ft (16–32 ft)', examples: 'a bus or tram' },
      { size: 'Tremendous', key: 'tremendous', length: '~60 ft (32 ft or more)', examples: 'a small block of flats' },
    ] as const
  ).map((w) => {
    // the multiplier is defined once, in zilchHalfStepSizes
    const m = zilchHalfStepSizes.find((h) => h.key === w.key) as ZilchSize;
    return Object.freeze({ ...w, num: m.num, den: m.den });
  }),
);

