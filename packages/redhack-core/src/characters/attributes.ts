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
export const ATTRIBUTE_NAMES: readonly AttributeName[] = /* @__PURE__ */ Object.freeze(['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'] as const);

/**
 * A full set of attribute values.
 * @since 0.1.0
 * @category Characters
 */
export type Attributes = { readonly [K in AttributeName]: number };

/**
 * What each attribute is for in the 3.1 draft (paraphrased): what it is rolled for, what it
 * saves against, and what it affects. A save uses the attribute whose threat it is.
 * Source: redhack-3.1-draft.txt › Attributes; Saving throws.
 * @example
 * ```ts
 * ATTRIBUTE_USES.CON.saves; // 'poison, disease or death'
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const ATTRIBUTE_USES: { readonly [K in AttributeName]: { readonly rolledFor: string; readonly saves: string; readonly affects: string } } = /* @__PURE__ */ Object.freeze({
  STR: Object.freeze({ rolledFor: 'melee attacks and athletic feats', saves: 'unavoidable physical harm', affects: 'damage and the burden carried' }),
  DEX: Object.freeze({ rolledFor: 'ranged attacks and acrobatic feats', saves: 'dodging physical harm', affects: 'AC' }),
  CON: Object.freeze({ rolledFor: 'injury once hit points are gone', saves: 'poison, disease or death', affects: 'the items carried' }),
  INT: Object.freeze({ rolledFor: 'lore, languages and magical effect tests', saves: 'spells, psionics and other magic', affects: '' }),
  WIS: Object.freeze({ rolledFor: 'perception and some tests of faith', saves: 'deception and illusion', affects: 'surprise' }),
  CHA: Object.freeze({ rolledFor: 'social actions and leadership', saves: 'charm, fear and persuasion', affects: 'reactions and allies\u2019 morale' }),
});
