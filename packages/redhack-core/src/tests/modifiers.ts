import { EditionError } from '../errors/index.js';
import { resolveOptions, type RedhackOptions, type ResolvedOptions } from '../options/options.js';
import { prepareTest } from './spec.js';

function checkAttribute(value: number, o: ResolvedOptions): void {
  prepareTest({ attribute: value }, o);
}

/**
 * The classic attribute modifier ([ruling R46](../../../../docs/rulings/redhack.md#r46)):
 * +1 at 13, 16 and 18 (cumulative, so 18 is +3) and −1 at 8, 5 and 3 or lower (so 4 is −2).
 * Only the classic edition has this scale.
 * Source: redhack-rules.txt › Core Rules › Attributes and Modifiers.
 *
 * @param value - The attribute, a whole number in the range in play (classic 2–19).
 * @param options - Edition and rule options (default draft31, which has no modifier scale).
 * @returns The modifier, −3..+3.
 * @throws {@link EditionError} unless the options play `modifiers: 'scale'` (classic).
 * @throws {@link AttributeError} if `value` is not whole or outside the range in play.
 * @example
 * ```ts
 * attributeModifier(18, { edition: 'classic' }); // 3
 * attributeModifier(4, { edition: 'classic' });  // -2
 * ```
 * @since 0.1.0
 * @category Attributes
 */
export function attributeModifier(value: number, options: RedhackOptions | ResolvedOptions = {}): number {
  const o = resolveOptions(options);
  if (o.modifiers !== 'scale') throw new EditionError('R46', `the attribute modifier scale is not a rule of ${o.edition} (it has high and low attributes)`, o.modifiers);
  checkAttribute(value, o);
  let m = 0;
  for (const t of [13, 16, 18]) if (value >= t) m++;
  for (const t of [8, 5, 3]) if (value <= t) m--;
  return m;
}

/**
 * Whether an attribute is high (16 or more), low (6 or less) or neither in the draft
 * ([ruling R46](../../../../docs/rulings/redhack.md#r46)); high and low DEX move the AC by 2,
 * high and low STR step the damage die. Only the draft has these thresholds.
 * Source: redhack-3.1-draft.txt › Attributes.
 *
 * @param value - The attribute, a whole number in the range in play (draft31 0–19).
 * @param options - Edition and rule options (default draft31).
 * @returns `'high'`, `'low'` or `'average'`.
 * @throws {@link EditionError} unless the options play `modifiers: 'highLow'` (draft31).
 * @throws {@link AttributeError} if `value` is not whole or outside the range in play.
 * @example
 * ```ts
 * attributeGrade(16); // 'high'
 * attributeGrade(6);  // 'low'
 * ```
 * @since 0.1.0
 * @category Attributes
 */
export function attributeGrade(value: number, options: RedhackOptions | ResolvedOptions = {}): 'high' | 'low' | 'average' {
  const o = resolveOptions(options);
  if (o.modifiers !== 'highLow') throw new EditionError('R46', `high and low attributes are not a rule of ${o.edition} (it has the modifier scale)`, o.modifiers);
  checkAttribute(value, o);
  return value >= 16 ? 'high' : value <= 6 ? 'low' : 'average';
}
