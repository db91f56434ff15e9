import { type Rng } from '@rollwright/dice';
import { ATTRIBUTE_NAMES, generateCharacter, rollTest, testDistribution, type TestSpec } from '@rollwright/redhack-core';
import { outcomesTable } from '../format/outcomes.js';
import type { DemoSection } from './DemoSection.js';

/**
 * The `@rollwright/redhack-core` part of the demo: a generated 3.1-draft Fighter, a STR attack
 * with a sword +3 (STR/cd8) against AC 5 with its dice, and the exact odds of that attack.
 *
 * @example
 * ```ts
 * const [lines] = redhackSection.run(seed(42));
 * ```
 * @since 0.2.0
 * @category Demo
 */
export const redhackSection: DemoSection = {
  package: '@rollwright/redhack-core',
  title: 'RedHack: a character and a magic-sword attack',
  run(rng: Rng): readonly [readonly string[], Rng] {
    const [hero, , r1] = generateCharacter(rng, { className: 'fighter', name: 'Brannoc' });
    const attack: TestSpec = { attribute: hero.attributes.STR, difficulty: 5, chaser: 'cd8', tags: ['attack', 'melee', 'attribute:STR'] };
    const [hit, r2] = rollTest(r1, attack);
    const dice = `d20 ${hit.dice.d20.join(', ')}, cd8 ${String(hit.dice.chaser)}`;
    return [
      [
        `Brannoc the ${hero.class.name} (draft31): ${ATTRIBUTE_NAMES.map((a) => `${a} ${hero.attributes[a]}`).join('  ')}`,
        `  HP ${hero.hp}, AC ${hero.ac.ac}, ${hero.kit === undefined ? 'no kit' : hero.kit.name}, ${hero.coins} gp`,
        '',
        `Sword +3 attack (STR ${attack.attribute}/cd8 vs AC 5): ${dice} → ${hit.outcome}${hit.success ? `, degree ${hit.degree}` : ''}`,
        'Exact odds of that attack:',
        ...outcomesTable(testDistribution(attack), { barWidth: 18 }).map((l) => `  ${l}`),
      ],
      r2,
    ];
  },
};
