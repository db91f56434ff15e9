// Shared parsing for the RedHack combat subcommands (attack, defend, morale, initiative, fight).
import type { DamageDice } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';

/**
 * Reads a damage die such as `d8`, `1d8`, `2d6+1` or `1d4-1` for `--weapon` (die sizes 2, 3, 4,
 * 6, 8, 10, 12; 1..10 dice; a bonus of −20..20).
 *
 * @param text - The option text.
 * @returns The damage dice.
 * @throws {@link CliUsageError} for anything else.
 * @example
 * ```ts
 * parseDamage('2d6+1'); // { count: 2, sides: 6, bonus: 1 }
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export function parseDamage(text: string): DamageDice {
  const m = /^(\d*)d(\d+)([+-]\d+)?$/i.exec(text.trim().replace('−', '-'));
  const count = m === null ? NaN : m[1] === '' ? 1 : Number(m[1]);
  const sides = m === null ? NaN : Number(m[2]);
  const bonus = m?.[3] === undefined ? 0 : Number(m[3]);
  if (m === null || !(count >= 1 && count <= 10) || ![2, 3, 4, 6, 8, 10, 12].includes(sides) || bonus < -20 || bonus > 20) {
    throw new CliUsageError(`--weapon must be damage dice such as d8 or 2d6+1 (1..10 dice of 2, 3, 4, 6, 8, 10 or 12 sides, bonus −20..20), got ${JSON.stringify(text)}`);
  }
  return bonus === 0 ? { count, sides } : { count, sides, bonus };
}
