import type { ShownDie } from '../dice.js';

/**
 * Shows the dice of one roll in brackets: kept faces plain, dropped ones marked `d`, with a
 * note for explosions and rerolls, e.g. `[6, 5, 3, 2d]`.
 *
 * @param dice - The physical dice of a roll, in throw order.
 * @returns The bracketed list.
 * @example
 * ```ts
 * formatDice([{ sides: 6, face: 2, kept: false }]); // '[2d]'
 * ```
 * @since 0.1.0
 * @category Output
 */
export function formatDice(dice: readonly ShownDie[]): string {
  const sides = new Set(dice.map((d) => d.sides));
  const mixed = sides.size > 1;
  const shown = dice.map((d) => `${mixed ? `d${d.sides}:` : ''}${d.face}${d.kept ? '' : 'd'}${d.note ?? ''}`);
  return `[${shown.join(', ')}]`;
}
