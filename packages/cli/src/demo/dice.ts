import { type Rng } from '@rollwright/dice';
import { notationDistribution, rollNotation } from '../dice.js';
import { formatDice } from '../format/dice.js';
import { outcomesTable, summarize } from '../format/outcomes.js';
import type { DemoSection } from './DemoSection.js';

const ROLLS = ['3d6', '1d20+5', '2d8-1'];

/**
 * The `@rollwright/dice` part of the demo: seeded rolls with every die shown and exact odds.
 *
 * @since 0.1.0
 * @category Demo
 */
export const diceSection: DemoSection = {
  package: '@rollwright/dice',
  title: 'Dice: seeded rolls and exact odds',
  run(rng: Rng): readonly [readonly string[], Rng] {
    const lines: string[] = [];
    let r = rng;
    for (const notation of ROLLS) {
      const [result, next] = rollNotation(r, notation);
      r = next;
      lines.push(`  roll ${notation.padEnd(8)} = ${String(result.total).padStart(3)}  ${formatDice(result.dice)}`);
    }
    const d = notationDistribution('2d6');
    lines.push('', `  odds 2d6 (mean ${summarize(d).mean.num}):`, ...outcomesTable(d, { barWidth: 20 }).map((l) => `    ${l}`));
    return [lines, r];
  },
};
