/**
 * The six attributes, in the order they are rolled.
 * @since 0.1.0
 * @category Characters
 */
export type AttributeName = 'STR' | 'DEX' | 'CON' | 'INT' | 'WIS' | 'CHA';

/**
 * The attributes in rolling order: STR, DEX, CON, INT, WIS, CHA.
 * Source: redhack-rules.txt › Character Creation › 1. Attributes; redhack-3.1-draft.txt › Attributes.
 * @example
 * ```ts
 * ATTRIBUTE_NAMES[0]; // 'STR'
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const ATTRIBUTE_NAMES: readonly AttributeName[] = Object.freeze(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'] as const);

/**
 * A full set of attribute values.
 * @since 0.1.0
 * @category Characters
 */
export type Attributes = { readonly [K in AttributeName]: number };
