// Classic Cure trade: a cleric swaps a memorised spell for a Cure spell, by the traded level.
import { lookupBand } from '@rollwright/tables';
import { classicCureTrade } from '../../tables/classic/tables.js';
import { MagicError } from '../MagicError.js';
import { wholeIn } from '../enumerate.js';
import { CLASSIC_MAX_SPELL_LEVEL } from './slots.js';

/**
 * The Cure spell a classic cleric gets by forgetting a memorised spell of this level (a free
 * action): level 1+ Cure Light Wounds, 3+ Cure Serious Wounds, 5+ Cure Critical Wounds, 6+
 * Heal. Source: redhack-rules.txt › Spellcasting › Divine Magic.
 *
 * @param spellLevel - Level of the spell traded, 1..7.
 * @returns The Cure spell's name.
 * @throws {@link MagicError} if the level is not 1..7.
 * @example
 * ```ts
 * cureTrade(4); // 'Cure Serious Wounds'
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function cureTrade(spellLevel: number): string {
  const l = wholeIn(spellLevel, 1, CLASSIC_MAX_SPELL_LEVEL, 'traded spell level', (m) => new MagicError('spell-level', m, spellLevel));
  return lookupBand(classicCureTrade, l).label;
}
