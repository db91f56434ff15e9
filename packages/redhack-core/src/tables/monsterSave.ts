// RedHack draft31: chance a monster is affected by an effect (R10).
import { fraction, type Fraction } from '@rollwright/dice';
import { lookupBand } from '@rollwright/tables';
import { draft31MonsterSave } from './draft31/tables.js';

/**
 * Chance a monster is affected (draft31, R10): the caster rolls d20 + modifier (death or poison
 * −2, spells +2, otherwise 0) and affects it on a total at least the HD's target; with
 * `nat20AlwaysAffects` (default true) a natural 20 always affects.
 *
 * @param hd - Monster Hit Dice, ≥ 0 (whole).
 * @param against - `deathOrPoison`, `spell` or `other`.
 * @param options - `nat20AlwaysAffects` (default true).
 * @returns The exact chance.
 * @throws {@link "@rollwright/tables"!RollOutOfRangeError} if `hd` is negative or not whole.
 * @example
 * ```ts
 * monsterAffectedChance(5, 'other'); // { num: 3n, den: 5n } (9+ on d20 = 12/20)
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export function monsterAffectedChance(
  hd: number,
  against: 'deathOrPoison' | 'spell' | 'other',
  options: { readonly nat20AlwaysAffects?: boolean } = {},
): Fraction {
  const target = lookupBand(draft31MonsterSave, hd).result;
  const mod = against === 'deathOrPoison' ? -2 : against === 'spell' ? 2 : 0;
  let hits = 0;
  for (let r = 1; r <= 20; r++) if (r + mod >= target || (r === 20 && options.nat20AlwaysAffects !== false)) hits++;
  return fraction(BigInt(hits), 20n);
}
