import { type Rng } from '@rollwright/dice';
import {
  SUIT_TEST_MODIFIERS,
  chipCapacity,
  createCharacter,
  effectiveSuit,
  generateSuits,
  maxHp,
  rollSuitTest,
  suitTestDistribution,
} from '@rollwright/zilch-core';
import { outcomesTable } from '../format/outcomes.js';
import type { DemoSection } from './DemoSection.js';

/**
 * The `@rollwright/zilch-core` part of the demo: a character from standard chargen (one card per
 * Suit), a hard Clubs Suit test with its dice, and the exact odds of each Degree of Success.
 *
 * @example
 * ```ts
 * const [lines] = zilchSection.run(seed(42));
 * ```
 * @since 0.1.0
 * @category Demo
 */
export const zilchSection: DemoSection = {
  package: '@rollwright/zilch-core',
  title: 'Zilch: a character and a Suit test',
  run(rng: Rng): readonly [readonly string[], Rng] {
    const [drawn, r1] = generateSuits(rng);
    const hero = createCharacter({ name: 'Wren', suits: drawn.suits, classes: ['fighter'] });
    const s = hero.suits;
    const skill = effectiveSuit(hero, 'clubs');
    const modifier = SUIT_TEST_MODIFIERS.hard;
    const [test, r2] = rollSuitTest(r1, skill, modifier);
    return [
      [
        `Wren the fighter (${drawn.hands.length} hand${drawn.hands.length === 1 ? '' : 's'} drawn, kept ${drawn.cards.map((c) => c.code).join(' ')}):`,
        `  ♣ ${s.clubs}  ♠ ${s.spades}  ♦ ${s.diamonds}  ♥ ${s.hearts}   HP ${maxHp(hero)}, ♣ chips up to ${chipCapacity(hero, 'clubs')}`,
        '',
        `Hard Clubs test (skill ${skill}, hard ${String(modifier).replace("-", "−")}): dice ${test.dice.join(' + ')} = ${test.roll} against ${test.skill} → ${test.degree}`,
        'Exact odds of that test (lower is better; CS critical success … CF critical failure):',
        ...outcomesTable(suitTestDistribution(skill, modifier), { barWidth: 18 }).map((l) => `  ${l}`),
      ],
      r2,
    ];
  },
};
