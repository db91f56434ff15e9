/**
 * The base of every error `@rollwright/redhack-core` throws for bad input: it names the rule
 * (a ruling id such as `R03`, or a short rule name such as `attribute-range`) that the input
 * breaks, so a caller can tell the cases apart without parsing the message.
 *
 * Subclasses narrow the kind of input: {@link EditionError}, {@link AttributeError},
 * {@link DifficultyError}, {@link AdvantageError}, {@link ChaserDieError},
 * {@link CatalogueError}, {@link CharacterError}, {@link EquipmentError} and
 * {@link HitDiceError}.
 *
 * @example
 * ```ts
 * try {
 *   resolveOptions({ edition: 'basic' as Edition });
 * } catch (e) {
 *   if (e instanceof RedhackRuleError) console.log(e.rule); // 'edition'
 * }
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class RedhackRuleError extends Error {
  /** The error's class name (`'RedhackRuleError'` or a subclass's), kept after serialization. */
  override readonly name: string = 'RedhackRuleError';
  /** The rule the input breaks: a ruling id (`R03`) or a short rule name (`attribute-range`). */
  readonly rule: string;
  /** The offending input value, as given (never modified). */
  readonly value: unknown;
  /**
   * @param rule - The ruling id or rule name the input breaks.
   * @param message - What is wrong, naming the input and the value given.
   * @param value - The offending value.
   */
  constructor(rule: string, message: string, value?: unknown) {
    super(message);
    this.rule = rule;
    this.value = value;
  }
}
