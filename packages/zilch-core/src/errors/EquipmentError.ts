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
  constructor(message: string) {
    super(message);
  }
}
