// RedHack morale (both editions) as a 2d6 table built for a morale score (R24).
import { defineTable, type Table } from '@rollwright/tables';
import { TableDefinitionError } from '@rollwright/tables';
import { classic, draft31 } from './source.js';

/**
 * A morale test as a 2d6 table for a given morale score (R24): the foe holds on a roll at most
 * its morale and breaks above it. Both editions read the roll the same way; draft31 lowers the
 * morale by 1 for every earlier test this combat (`testsTaken`), and its scores run 2..12.
 *
 * @param edition - `classic` (redhack-rules.txt) or `draft31` (redhack-3.1-draft.txt).
 * @param morale - Morale score, 2..12 (≈7 typical; 6 green, 8 veterans, 9 elites).
 * @param testsTaken - Earlier morale tests this combat (draft31 only), 0..2.
 * @returns A table with rows `Holds` and `Broken` (one of them may be missing at the extremes).
 * @throws {@link "@rollwright/tables"!TableDefinitionError} if a number is out of range.
 * @example
 * ```ts
 * probability(tableDistribution(moraleTable('draft31', 7)), 'Broken'); // 15/36 = 5/12
 * ```
 * @since 0.1.0
 * @category RedHack
 */
/* @__NO_SIDE_EFFECTS__ */
export function moraleTable(edition: 'classic' | 'draft31', morale: number, testsTaken = 0): Table<'hold' | 'broken'> {
  const name = `redhack/${edition}/morale`;
  if (!Number.isSafeInteger(morale) || morale < 2 || morale > 12) {
    throw new TableDefinitionError(name, `morale must be a whole number 2..12, got ${String(morale)}`);
  }
  if (!Number.isSafeInteger(testsTaken) || testsTaken < 0 || testsTaken > 2 || (edition === 'classic' && testsTaken !== 0)) {
    throw new TableDefinitionError(name, `testsTaken must be 0..2 (draft31) or 0 (classic), got ${String(testsTaken)}`);
  }
  const m = morale - testsTaken;
  const rows: { range: string; label: string; result: 'hold' | 'broken' }[] = [];
  if (m >= 2) rows.push({ range: `≤${Math.min(m, 12)}`, label: 'Holds', result: 'hold' });
  if (m < 12) rows.push({ range: `${Math.max(m + 1, 2)}+`, label: 'Broken', result: 'broken' });
  if (m < 2) rows[0] = { range: '2+', label: 'Broken', result: 'broken' };
  return defineTable({
    name,
    title: `Morale ${morale}${testsTaken > 0 ? ` after ${testsTaken} test${testsTaken > 1 ? 's' : ''}` : ''} (${edition})`,
    die: '2d6',
    source: edition === 'classic' ? classic('Combat › Morale') : draft31('Morale'),
    rulings: ['R24'],
    rows,
  });
}
