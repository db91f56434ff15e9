import { formatFraction, probability, type Rng } from '@rollwright/dice';
import { attackDistribution, checkDistribution, generateCharacter, rollReaction, runSkirmish, type Character } from '@rollwright/vocations-2d6';
import { characterLine, describeSkirmishEvent, skirmishNames } from '../commands/vocations/log.js';
import type { DemoSection } from './DemoSection.js';

/**
 * The `@rollwright/vocations-2d6` part of the demo: exact odds of a check and an attack, a
 * generated pair of PCs, a reaction roll and a short skirmish against two Goblins.
 *
 * @example
 * ```ts
 * const [lines] = vocationsSection.run(seed(42));
 * ```
 * @since 0.2.0
 * @category Demo
 */
export const vocationsSection: DemoSection = {
  package: '@rollwright/vocations-2d6',
  title: 'The 2d6 vocations game: odds, characters, a reaction and a skirmish',
  run(rng: Rng): readonly [readonly string[], Rng] {
    const lines: string[] = [];
    lines.push(`Check 2d6 + 0 vs 9: success ${formatFraction(probability(checkDistribution({ bonus: 0 }), 'success'))}`);
    const hit = attackDistribution({ bonus: 3, defense: 9 });
    lines.push(`Str 1 + Melee 2 against a Goblin (Defense 9): miss ${formatFraction(probability(hit, 'miss'))}, critical ${formatFraction(probability(hit, 'critical'))}`);
    let r = rng;
    const party: Character[] = [];
    for (let i = 0; i < 2; i++) {
      const [c, next] = generateCharacter(r);
      party.push(c);
      lines.push(characterLine(c));
      r = next;
    }
    const [reaction, r2] = rollReaction(r, party[0]?.attributes.willpower ?? 0);
    lines.push(`Reaction: ${reaction.dice[0]}+${reaction.dice[1]} → ${reaction.total}: ${reaction.reaction}`);
    const { state, events } = runSkirmish(r2, party, ['Goblin', 'Goblin'], { maxRounds: 10 });
    const names = skirmishNames(state);
    for (const e of events) {
      if (e.type !== 'attack' && e.type !== 'knockedOut' && e.type !== 'morale' && e.type !== 'ended' && e.type !== 'cast') continue;
      const line = describeSkirmishEvent(e, names);
      if (line !== null) lines.push(line.trim());
    }
    return [lines, state.rng];
  },
};
