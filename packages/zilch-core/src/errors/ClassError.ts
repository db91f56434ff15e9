/**
 * Thrown for an illegal class choice: an unknown class, the same class twice, or a second Spellcaster class (Wizard, Healer, Necromancer and Druid are all Spellcasters; only one is allowed, seed § Multi-classing).
 *
 * @example
 * ```ts
 * createCharacter({ name: 'X', suits, classes: ['wizard', 'healer'] }); // throws ClassError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class ClassError extends Error {
  /** Always `'ClassError'`, so the error can be told apart after serialization. */
  override readonly name = 'ClassError';
  constructor(message: string) {
    super(message);
  }
}
