import { type Rng } from '@rollwright/dice';
import { findTable, rollOnTable, tableDistribution } from '@rollwright/tables';
import { seedTables } from '../tables/seedTables.js';
import { outcomesTable } from '../format/outcomes.js';
import type { DemoSection } from './DemoSection.js';

/** Seed tables rolled in the demo (tables of the game packages, rolled with the `@rollwright/tables` engine). */
const ROLLED = ['redhack/draft31/dungeon-event', 'redhack/draft31/reaction', 'redhack/classic/injury', 'vocations2d6/wandering-monster'] as const;
/** The table whose exact odds the demo shows. */
const EXACT = 'redhack/classic/reaction';

/**
 * The `@rollwright/tables` part of the demo: a few seed tables rolled (die, roll, result and any
 * nested rolls) and the exact odds of one table's results.
 *
 * @example
 * ```ts
 * const [lines] = tablesSection.run(seed(42));
 * ```
 * @since 0.1.0
 * @category Demo
 */
export const tablesSection: DemoSection = {
  package: '@rollwright/tables',
  title: 'Tables: the seeds’ random tables',
  run(rng: Rng): readonly [readonly string[], Rng] {
    const lines: string[] = ['Rolls on seed tables:'];
    let r = rng;
    const width = Math.max(...ROLLED.map((n) => n.length));
    for (const name of ROLLED) {
      const table = findTable(seedTables, name);
      const [roll, next] = rollOnTable(r, table, { tables: seedTables });
      r = next;
      lines.push(`  ${name.padEnd(width)}  ${(table.die ?? '-').padEnd(4)} ${String(roll.total ?? '-').padStart(2)} → ${roll.key}`);
    }
    const exact = findTable(seedTables, EXACT);
    lines.push('', `Exact odds of ${EXACT} (${exact.die}):`, ...outcomesTable(tableDistribution(exact, { tables: seedTables }), { barWidth: 18 }).map((l) => `  ${l}`));
    return [lines, r];
  },
};
