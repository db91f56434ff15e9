// Classic spell slots: the wizard's odd-level ladder, the cleric's even-level ladder, bonus slots.
import { resolveOptions, type RedhackOptions } from '../../options/index.js';
import { MagicError } from '../MagicError.js';
import { wholeIn } from '../enumerate.js';

/**
 * Highest character level the magic functions accept (a documented bound; neither seed gives
 * a classic level cap).
 * @example
 * ```ts
 * classicWizardSlots(MAX_CASTER_LEVEL, 10).length; // 10
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const MAX_CASTER_LEVEL = 20;

/**
 * Highest classic spell level: slots stop rising at 7
 * ([ruling R70](../../../../../docs/rulings/redhack.md#r70)).
 * @example
 * ```ts
 * Math.max(...classicWizardSlots(20, 10)); // 7
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const CLASSIC_MAX_SPELL_LEVEL = 7;

/** @internal */
export function casterLevel(level: unknown): number {
  return wholeIn(level, 1, MAX_CASTER_LEVEL, 'caster level', (m) => new MagicError('caster-level', m, level));
}

/** @internal */
export function attributeIn(name: string, value: unknown): number {
  return wholeIn(value, 0, 19, name, (m) => new MagicError('attribute', m, value));
}

/** Bonus slot levels for a high INT (wizard) or WIS (cleric): level 1 at 13, 2 at 16, 3 at 18. */
function bonusSlots(attribute: number): number[] {
  const out: number[] = [];
  if (attribute >= 18) out.push(3);
  if (attribute >= 16) out.push(2);
  if (attribute >= 13) out.push(1);
  return out;
}

function ladder(steps: number): number[] {
  const out: number[] = [];
  for (let k = steps; k >= 1; k--) out.push(Math.min(CLASSIC_MAX_SPELL_LEVEL, k));
  return out;
}

function sorted(xs: number[]): readonly number[] {
  return Object.freeze(xs.sort((a, b) => b - a));
}

/**
 * A classic wizard's spell slots: one slot on every odd level, each one spell level above the
 * last (a level-5 wizard has slots of levels 3, 2 and 1), capped at spell level 7, plus the
 * Intelligence bonus slots (a level-1 slot at INT 13, level 2 at 16, level 3 at 18). A slot
 * may hold a spell of its level or lower. Source: redhack-rules.txt › Spellcasting › Arcane
 * Magic; [ruling R70](../../../../../docs/rulings/redhack.md#r70).
 *
 * @param level - Wizard level, 1..{@link MAX_CASTER_LEVEL}.
 * @param int - Intelligence, 0..19.
 * @returns The level of every slot, highest first (frozen).
 * @throws {@link MagicError} if the level or INT is out of range or not whole.
 * @example
 * ```ts
 * classicWizardSlots(5, 10); // [3, 2, 1]
 * classicWizardSlots(5, 16); // [3, 2, 2, 1, 1]
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function classicWizardSlots(level: number, int: number): readonly number[] {
  const l = casterLevel(level);
  const a = attributeIn('INT', int);
  return sorted([...ladder(Math.ceil(l / 2)), ...bonusSlots(a)]);
}

/**
 * A classic cleric's spell slots: the wizard's ladder on even levels (level 2 gives a level-1
 * slot, level 4 a level-2 slot, …, capped at 7) plus the Wisdom bonus slots (13 / 16 / 18). A
 * level-1 cleric has only bonus slots unless `clericSlotAtLevel1` is set, which adds one level-1
 * slot from level 1. Source: redhack-rules.txt › Spellcasting › Divine Magic;
 * [ruling R69](../../../../../docs/rulings/redhack.md#r69).
 *
 * @param level - Cleric level, 1..{@link MAX_CASTER_LEVEL}.
 * @param wis - Wisdom, 0..19.
 * @param options - Rule options; reads `clericSlotAtLevel1`.
 * @returns The level of every slot, highest first (frozen).
 * @throws {@link MagicError} if the level or WIS is out of range or not whole.
 * @example
 * ```ts
 * classicClericSlots(4, 13); // [2, 1, 1]
 * classicClericSlots(1, 10); // []
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function classicClericSlots(level: number, wis: number, options: RedhackOptions = {}): readonly number[] {
  const o = resolveOptions({ ...options, edition: 'classic' });
  const l = casterLevel(level);
  const a = attributeIn('WIS', wis);
  const extra = o.clericSlotAtLevel1 ? [1] : [];
  return sorted([...ladder(Math.floor(l / 2)), ...extra, ...bonusSlots(a)]);
}
