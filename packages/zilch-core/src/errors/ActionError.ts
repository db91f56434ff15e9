/**
 * Thrown for an illegal action: more actions than the turn allows, Charge outside Reckless or while Slowed, Ready outside Cautious, Two-Weapon Fighting for a non-Fighter/Rogue, a Guarded turn without Defend, Retrieve without a free hand, acting out of turn or while Helpless ([Z04](../../../../docs/rulings/zilch.md#z04)–[Z12](../../../../docs/rulings/zilch.md#z12), seed § Combat Actions).
 *
 * @example
 * ```ts
 * takeTurn(state, 'hero', [{ kind: 'charge', target: 'orc' }]); // throws ActionError unless Reckless
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class ActionError extends Error {
  /** Always `'ActionError'`, so the error can be told apart after serialization. */
  override readonly name = 'ActionError';
  constructor(message: string) {
    super(message);
  }
}
