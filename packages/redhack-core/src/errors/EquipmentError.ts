import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for a loadout that cannot be carried: a third hand, a two-handed weapon with a shield, two suits of armour, more armour pieces than the rules allow.
 *
 * @example
 * ```ts
 * try { equip('draft31', { hands: ['longsword', 'shield', 'dagger'] }); } catch (e) { if (e instanceof EquipmentError) e.rule; } // 'hands'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class EquipmentError extends RedhackRuleError {
  /** Always `'EquipmentError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'EquipmentError';
}
