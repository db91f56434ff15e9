import { DiceNotationError } from '../notation/DiceNotationError.js';
import type { Dialect, DialectName } from './Dialect.js';
import { foundry } from './foundry.js';
import { roll20 } from './roll20.js';
import { rollwright } from './rollwright.js';
import { rpgDiceRoller } from './rpgDiceRoller.js';

/**
 * The names {@link dialectByName} knows, in the order the documentation lists them.
 * @example
 * ```ts
 * DIALECT_NAMES.join('|'); // 'rollwright|foundry|roll20|rpg-dice-roller'
 * ```
 * @since 0.2.0
 * @category Dialects
 */
export const DIALECT_NAMES: readonly DialectName[] = Object.freeze(['rollwright', 'foundry', 'roll20', 'rpg-dice-roller'] as const);

/**
 * The dialect of a name, for a name that comes from a user (a command-line option, a setting).
 *
 * @param name - One of {@link DIALECT_NAMES}: `'rollwright'`, `'foundry'`, `'roll20'` or `'rpg-dice-roller'`.
 * @returns The dialect object to give `compile`.
 * @throws {@link "@rollwright/dice"!index.DiceNotationError | DiceNotationError} (reason `'range'`) for
 *   any other name; its message lists the names.
 * @example
 * ```ts
 * compile('3d6>3', { dialect: dialectByName('roll20') }).notation; // '3d6cs>=3'
 * ```
 * @since 0.2.0
 * @category Dialects
 */
export function dialectByName(name: string): Dialect {
  switch (name) {
    case 'rollwright':
      return rollwright;
    case 'foundry':
      return foundry;
    case 'roll20':
      return roll20;
    case 'rpg-dice-roller':
      return rpgDiceRoller;
    default:
      throw new DiceNotationError(String(name), 0, `a dialect name: ${DIALECT_NAMES.join(', ')}`, 'range');
  }
}
