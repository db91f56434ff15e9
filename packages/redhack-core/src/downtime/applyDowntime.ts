// Classic downtime applied to a character: full HP, lingering wounds gone, every slot
// memorised, the hit-dice pool refilled, and the week's one downtime action.
import { resolveOptions, type Edition, type RedhackOptions } from '../options/index.js';
import { emptySpellState, memoriseClassic, type SpellState } from '../magic/spellState.js';
import type { Spell } from '../magic/draft31/spellbooks.js';
import { DowntimeError } from './DowntimeError.js';
import { startDowntimeWeek, type DowntimeWeek } from './actions.js';

/**
 * The parts of a character that a classic downtime reads and changes. Any other fields pass
 * through unchanged, so a {@link Character}, a levelled character or the CLI's character JSON
 * can be given as it is.
 * @since 0.2.0
 * @category RedHack downtime
 */
export interface DowntimeCharacter {
  /** The character's edition, when it records one (it must be classic). */
  readonly edition?: Edition;
  /** Current hit points, whole 0..maxHp. */
  readonly hp: number;
  /** Maximum hit points, whole 1..10000. */
  readonly maxHp: number;
  /** Level, whole 1..30 (refills the hit-dice pool when given). */
  readonly level?: number;
  /** Hit dice left in the pool ([ruling R80](../../../../docs/rulings/redhack.md#r80-healing-with-hit-dice-at-rest)), whole 0..level. */
  readonly hitDice?: number;
  /** Injuries still affecting the character, by the classic injury table's labels (`Wounded`, `Disabled`, …). */
  readonly injuries?: readonly string[];
  /** The character's memorised spells and cantrips. */
  readonly spells?: SpellState;
}

/**
 * The player's choices for a downtime.
 * @since 0.2.0
 * @category RedHack downtime
 */
export interface DowntimeSpec {
  /** The week the downtime's action belongs to, whole ≥ 0 (default 0). */
  readonly week?: number;
  /** Spells to memorise into the caster's slots (every slot is cleared and filled afresh). */
  readonly memorise?: {
    /** Every slot's level, as {@link classicWizardSlots} or {@link classicClericSlots} give them. */
    readonly slots: readonly number[];
    /** The spells chosen, at most one per slot. */
    readonly spells: readonly Spell[];
  };
  /** Which injury labels count as lingering wounds (default {@link LINGERING_WOUNDS}). */
  readonly lingering?: readonly string[];
}

/**
 * What a downtime did.
 * @since 0.2.0
 * @category RedHack downtime
 */
export interface DowntimeResult<C extends DowntimeCharacter> {
  /** The character afterwards (a new frozen object; the input is untouched). */
  readonly character: C;
  /** The week with its one downtime action still to spend ({@link takeDowntimeAction}). */
  readonly week: DowntimeWeek;
  /** What happened, in order. */
  readonly log: readonly string[];
}

/**
 * The classic injuries a downtime removes: Wounded and Injured (which a long rest's treatment
 * also clears) and Debilitated (the −2 returns). Disabled stays (a lost limb or eye needs
 * magic, training or a prosthetic), and Unconscious and Doomed are not wounds that linger.
 * See [ruling R95](../../../../docs/rulings/redhack.md#r95-lingering-wounds-and-downtime).
 * @example
 * ```ts
 * LINGERING_WOUNDS.includes('Disabled'); // false
 * ```
 * @since 0.2.0
 * @category RedHack downtime
 */
export const LINGERING_WOUNDS: readonly string[] = /* @__PURE__ */ Object.freeze(['Wounded', 'Injured', 'Debilitated']);

const whole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function labels(x: unknown, what: string): readonly string[] {
  if (!Array.isArray(x) || x.length > 100 || x.some((v) => typeof v !== 'string')) throw new DowntimeError('downtime', `${what} must be a list of at most 100 injury labels`, x);
  return x as readonly string[];
}

/**
 * Applies a classic downtime (several days in a town or sanctuary) to a character: hit points
 * fully restored, lingering wounds removed, every slot memorised afresh with the chosen spells,
 * the hit-dice pool refilled, and one downtime action for the week. Source: redhack-rules.txt ›
 * Resting › Downtime.
 *
 * @param character - The character; never mutated. Other fields pass through.
 * @param spec - The week, the spells to memorise, and which injuries linger.
 * @param options - Rule options (the edition must be classic; a character's own `edition` wins).
 * @returns The new character, the week with its action, and the log.
 * @throws {@link DowntimeError} (`downtime`) for a draft31 character (its downtime is a weekly
 *   action: {@link startDowntimeWeek}), bad hit points, level, hit dice or injuries; (`week`)
 *   for a bad week; {@link MagicError} when the chosen spells do not fit the slots.
 * @example
 * ```ts
 * const { character, log } = applyDowntime(
 *   { hp: 3, maxHp: 14, level: 3, hitDice: 0, injuries: ['Wounded', 'Disabled'] },
 *   {}, { edition: 'classic' },
 * );
 * character.hp;       // 14
 * character.injuries; // ['Disabled']
 * ```
 * @since 0.2.0
 * @category RedHack downtime
 */
export function applyDowntime<C extends DowntimeCharacter>(character: C, spec: DowntimeSpec = {}, options: RedhackOptions = {}): DowntimeResult<C> {
  if (typeof character !== 'object' || character === null) throw new DowntimeError('downtime', 'a character must be an object', character);
  const edition = character.edition ?? resolveOptions(options).edition;
  if (edition !== 'classic') throw new DowntimeError('downtime', 'draft31 has no several-day downtime: each week outside a dungeon gives one action (startDowntimeWeek)', edition);
  if (!whole(character.maxHp, 1, 10_000) || !whole(character.hp, 0, character.maxHp)) {
    throw new DowntimeError('downtime', `hit points must be whole, 0 ≤ hp ≤ maxHp ≤ 10000, got ${String(character.hp)}/${String(character.maxHp)}`, character.hp);
  }
  if (character.level !== undefined && !whole(character.level, 1, 30)) throw new DowntimeError('downtime', `level must be a whole number 1..30, got ${String(character.level)}`, character.level);
  if (character.hitDice !== undefined && !whole(character.hitDice, 0, character.level ?? 30)) {
    throw new DowntimeError('downtime', `hit dice must be a whole number 0..level, got ${String(character.hitDice)}`, character.hitDice);
  }
  if (typeof spec !== 'object' || spec === null) throw new DowntimeError('downtime', 'a downtime spec must be an object', spec);
  const lingering = labels(spec.lingering ?? LINGERING_WOUNDS, 'lingering');
  const week = startDowntimeWeek(spec.week ?? 0, true);
  const log: string[] = [];
  const out: Record<string, unknown> = { ...(character as Record<string, unknown>), hp: character.maxHp };
  log.push(`hit points fully restored: ${character.hp} → ${character.maxHp}`);
  if (character.level !== undefined) {
    out['hitDice'] = character.level;
    log.push(`hit-dice pool refilled: ${character.hitDice ?? character.level} → ${character.level}`);
  }
  if (character.injuries !== undefined) {
    const before = labels(character.injuries, 'injuries');
    const removed = before.filter((i) => lingering.includes(i));
    const kept = before.filter((i) => !lingering.includes(i));
    out['injuries'] = Object.freeze(kept);
    log.push(removed.length === 0 ? 'no lingering wounds to remove' : `lingering wounds removed: ${removed.join(', ')}`);
    if (kept.length > 0) log.push(`still affected by: ${kept.join(', ')}`);
  }
  if (spec.memorise !== undefined) {
    const change = memoriseClassic(character.spells ?? emptySpellState(), spec.memorise.slots, spec.memorise.spells, 'long');
    out['spells'] = change.state;
    log.push(...change.log.map((e) => e.text));
    const free = spec.memorise.slots.length - change.state.memorised.length;
    if (free > 0) log.push(`${free} slot(s) left empty`);
  } else if (character.spells !== undefined) {
    log.push('no spells chosen: the memorised spells stay as they are');
  }
  log.push(`one downtime action for week ${week.week}`);
  return Object.freeze({ character: Object.freeze(out) as C, week, log: Object.freeze(log) });
}
