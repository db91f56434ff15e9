/**
 * Thrown when equipment does not fit the slots (two hands, one armor, five handy items, seed § Equipment) or an item is unknown.
 *
 * @example
 * ```ts
 * equip(character, { hands: ['greatsword', 'shield'] }); // throws EquipmentError: a two-handed weapon needs both hands
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class EquipmentError extends Error {
  /** Always `'EquipmentError'`, so the error can be told apart after serialization. */
  override readonly name = 'EquipmentError';
  /** The parameter that was refused, when one input is to blame (e.g. `amount`, `suit`), else `null`. */
  readonly input: string | null;
  /** The value that was given for `input` (`undefined` when `input` is `null`). */
  readonly value: unknown;
  constructor(message: string, input: string | null = null, value?: unknown) {
    super(message);
    this.input = input;
    this.value = value;
  }
}
