/**
 * Thrown when a combat command does not fit the combat's state: an unknown combatant id, a turn before stances are declared, a round ended before every active combatant acted, or a combat that has already ended.
 *
 * @example
 * ```ts
 * takeTurn(state, 'nobody', []); // throws CombatStateError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class CombatStateError extends Error {
  /** Always `'CombatStateError'`, so the error can be told apart after serialization. */
  override readonly name = 'CombatStateError';
  constructor(message: string) {
    super(message);
  }
}
