/**
 * Thrown for bad lighting input: an unknown light level, vision kind or light source, or a
 * distance that is not a whole number of squares in 0..{@link MAX_LIGHT_DISTANCE} ([Z14](../../../../docs/rulings/zilch.md#z14)).
 *
 * @example
 * ```ts
 * lightLevelAt([{ source: 'torch', distance: -1 }]); // throws LightingError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class LightingError extends RangeError {
  /** Always `'LightingError'`, so the error can be told apart after serialization. */
  override readonly name = 'LightingError';
  constructor(message: string) {
    super(message);
  }
}
