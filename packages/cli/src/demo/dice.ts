import {
  compile,
  distribution,
  formatFraction,
  fractionToNumber,
  probabilityAtLeast,
  roll,
  rollUsageDie,
  standardDeviation,
  usageDieLifetime,
  type Rng,
  type UsageDie,
} from '@rollwright/dice';
import { formatDice } from '../format/roll.js';
import { outcomesTable, percent, summarize } from '../format/outcomes.js';
import type { DemoSection } from './DemoSection.js';

/** Rolls that between them show kept and dropped dice, explosions, rerolls and success counting. */
const ROLLS = ['4d6kh3', '2d20kh1+5', '3d6!', '3d6ro<2', '6d10>=8'] as const;

function rolls(rng: Rng): readonly [readonly string[], Rng] {
  const lines: string[] = ['Rolls (every die shown):'];
  let r = rng;
  for (const notation of ROLLS) {
    const [result, next] = roll(r, compile(notation));
    r = next;
    lines.push(`  ${notation.padEnd(10)} = ${String(result.total).padStart(3)}  ${formatDice(result)}`);
  }
  return [lines, r];
}

function abilityScores(): readonly string[] {
  const row = (notation: string): string => {
    const d = distribution(notation);
    const mean = fractionToNumber(summarize(d).mean).toFixed(2);
    const cells = [13, 16, 18].map((x) => percent(probabilityAtLeast(d, x)).padStart(7));
    return `  ${notation.padEnd(7)} ${mean.padStart(6)}  ${standardDeviation(d).toFixed(2).padStart(5)}  ${cells.join('  ')}`;
  };
  return ['Ability scores, 3d6 against 4d6 keep highest 3 (exact):', '            mean     sd   P(≥13)   P(≥16)   P(≥18)', row('3d6'), row('4d6kh3')];
}

function torch(rng: Rng): readonly [readonly string[], Rng] {
  // Only the ud6 lifetime: usageDieLifetime takes about a second for ud20, too slow for a demo.
  const life = usageDieLifetime(6);
  const average = fractionToNumber(summarize(life).mean).toFixed(2);
  const log: string[] = [];
  let r = rng;
  let current: UsageDie | 'exhausted' = 6;
  while (current !== 'exhausted') {
    const [use, next]: readonly [{ face: number; next: UsageDie | 'exhausted' }, Rng] = rollUsageDie(r, current);
    r = next;
    log.push(use.next === current ? String(use.face) : `${use.face}→${use.next === 'exhausted' ? 'out' : `ud${use.next}`}`);
    current = use.next;
  }
  return [
    [
      'Usage dice (each use rolls the die; a 1–2 steps it down, ud6 → ud4 → out):',
      `  a ud6 torch lasts ${average} uses on average; P(≥ 8 uses) = ${percent(probabilityAtLeast(life, 8))}`,
      `  this torch (${log.length} uses): ${log.join(' ')}`,
    ],
    r,
  ];
}

/**
 * The `@rollwright/dice` part of the demo: seeded rolls with every die shown, the exact odds of
 * 2d6, 3d6 against 4d6kh3 for ability scores, and a ud6 torch (its exact lifetime, and one
 * torch burning down).
 *
 * @example
 * ```ts
 * const [lines] = diceSection.run(seed(42));
 * ```
 * @since 0.1.0
 * @category Demo
 */
export const diceSection: DemoSection = {
  package: '@rollwright/dice',
  title: 'Dice: seeded rolls and exact odds',
  run(rng: Rng): readonly [readonly string[], Rng] {
    const [rolled, r1] = rolls(rng);
    const two = distribution('2d6');
    const odds = [`Exact odds of 2d6 (mean ${formatFraction(summarize(two).mean)}):`, ...outcomesTable(two, { barWidth: 18 }).map((l) => `  ${l}`)];
    const [usage, r2] = torch(r1);
    return [[...rolled, '', ...odds, '', ...abilityScores(), '', ...usage], r2];
  },
};
