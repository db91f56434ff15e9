// Classic cleric prayer: the fortune roll on the prayer table, its modifiers and its costs.
import type { Distribution, Rng } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { classicPrayer } from '../../tables/classic/tables.js';
import { MagicError } from '../MagicError.js';
import { attributeModifier } from '../../tests/modifiers.js';
import { enumerateDice, face, inOrder, rollDice, wholeIn } from '../enumerate.js';
import { CLASSIC_MAX_SPELL_LEVEL, MAX_CASTER_LEVEL } from './slots.js';

/**
 * Most slots (left or prayed for) and relationship points a prayer accepts (a documented bound).
 * @example
 * ```ts
 * prayerModifier({ slotsLeft: MAX_PRAYER_COUNT, relationship: 0, wis: 10 }); // -40
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const MAX_PRAYER_COUNT = 40;

/**
 * The rows of the classic prayer table, lowest first: the order prayer odds are listed in.
 * @example
 * ```ts
 * PRAYER_OUTCOME_ORDER[0]; // 'Absent deity'
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const PRAYER_OUTCOME_ORDER: readonly string[] = Object.freeze(classicPrayer.rows.map((r) => r.label));

/**
 * A classic cleric praying for spells.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface PrayerSpec {
  /** Spell slots still filled, 0..{@link MAX_PRAYER_COUNT}: −1 each. */
  readonly slotsLeft: number;
  /** Relationship points with the patron of the highest slot, whole, 0..{@link MAX_PRAYER_COUNT} (ruling R72): +1 each. */
  readonly relationship: number;
  /** Wisdom, 0..19: its classic modifier is added. */
  readonly wis: number;
  /** Levels of the empty slots prayed for (1..7 each); default none. Decides what the costs take. */
  readonly requested?: readonly number[];
  /** Cleric level, 1..20 (default 1): sets the alms of an 11. */
  readonly level?: number;
}

/**
 * The dice of a prayer: the d20, and the d6 of the alms when the result is 11 (Sacrifice).
 * @since 0.1.0
 * @category RedHack magic
 */
export interface PrayerDice {
  /** The d20 face, 1..20. */
  readonly d20: number;
  /** The alms d6, 1..6; needed exactly when the result is Sacrifice. */
  readonly alms?: number;
}

/**
 * What a prayer came to.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface PrayerRoll {
  /** The d20 face. */
  readonly d20: number;
  /** −slots left + relationship + WIS modifier. */
  readonly modifier: number;
  /** d20 + modifier, clamped to 1..24 (ruling R39). */
  readonly total: number;
  /** The prayer table's row (`Absent deity` … `Healed or protected`). */
  readonly label: string;
  /** What the row says, in brief. */
  readonly summary: string;
  /** Levels of the requested slots regained, highest first. */
  readonly regained: readonly number[];
  /** Levels of the requested slots not regained, highest first. */
  readonly lost: readonly number[];
  /** Gold pieces of alms owed (10 × level × d6) on a Sacrifice, else 0. */
  readonly alms: number;
  /** `false` after Silence: no more praying today. */
  readonly mayPrayAgainToday: boolean;
}

interface Prepared {
  readonly modifier: number;
  readonly requested: readonly number[];
  readonly level: number;
}

/**
 * The modifier of a classic prayer roll: −1 per slot still filled, +1 per relationship point,
 * plus the Wisdom modifier. Source: redhack-rules.txt › Spellcasting › Divine Magic;
 * [ruling R72](../../../../../docs/rulings/redhack.md#r72).
 *
 * @param spec - The prayer; never mutated.
 * @returns The modifier added to the d20.
 * @throws {@link MagicError} if a count is negative, not whole or above {@link MAX_PRAYER_COUNT}, or WIS is not 0..19.
 * @example
 * ```ts
 * prayerModifier({ slotsLeft: 2, relationship: 1, wis: 16 }); // 1
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function prayerModifier(spec: PrayerSpec): number {
  return prepare(spec).modifier;
}

function prepare(spec: PrayerSpec): Prepared {
  if (typeof spec !== 'object' || spec === null) throw new MagicError('prayer', 'a prayer spec must be an object', spec);
  const slotsLeft = wholeIn(spec.slotsLeft, 0, MAX_PRAYER_COUNT, 'slots left', (m) => new MagicError('slots', m, spec.slotsLeft));
  const relationship = wholeIn(spec.relationship, 0, MAX_PRAYER_COUNT, 'relationship', (m) => new MagicError('R72', m, spec.relationship));
  const wis = wholeIn(spec.wis, 0, 19, 'WIS', (m) => new MagicError('attribute', m, spec.wis));
  const requested = spec.requested ?? [];
  if (!Array.isArray(requested) || requested.length > MAX_PRAYER_COUNT) {
    throw new MagicError('slots', `requested must be an array of at most ${MAX_PRAYER_COUNT} slot levels`, requested);
  }
  requested.forEach((l) => wholeIn(l, 1, CLASSIC_MAX_SPELL_LEVEL, 'requested slot level', (m) => new MagicError('spell-level', m, l)));
  const level = wholeIn(spec.level ?? 1, 1, MAX_CASTER_LEVEL, 'cleric level', (m) => new MagicError('caster-level', m, spec.level));
  return { modifier: -slotsLeft + relationship + attributeModifier(wis, { edition: 'classic' }), requested: [...requested].sort((a, b) => b - a), level };
}

function judge(p: Prepared, d20: number, almsDie: number | undefined): PrayerRoll {
  const hit = lookup(classicPrayer, d20, { modifier: p.modifier });
  const label = hit.row.label;
  const all = p.requested;
  let regained: readonly number[] = [];
  let lost: readonly number[] = [];
  if (label === 'Lose slots') {
    const n = Math.floor(all.length / 2);
    lost = all.slice(0, n);
    regained = all.slice(n);
  } else if (label === 'Lose highest slot') {
    lost = all.slice(0, 1);
    regained = all.slice(1);
  } else if (label === 'Humility') {
    const i = all.lastIndexOf(1);
    lost = i < 0 ? [] : [1];
    regained = i < 0 ? all : [...all.slice(0, i), ...all.slice(i + 1)];
  } else if (!['Absent deity', 'Silence', 'No spells'].includes(label)) {
    regained = all;
  }
  const alms = label === 'Sacrifice' ? 10 * p.level * (almsDie ?? 1) : 0;
  const summary = (hit.row.result as { summary: string }).summary;
  return Object.freeze({
    d20,
    modifier: p.modifier,
    total: hit.total,
    label,
    summary,
    regained: Object.freeze([...regained]),
    lost: Object.freeze([...lost]),
    alms,
    mayPrayAgainToday: label !== 'Silence',
  });
}

/**
 * Resolves a classic prayer from given dice: d20 + {@link prayerModifier}, clamped to 1..24, on
 * the prayer table, with its costs applied to the slots prayed for. A 6–7 keeps back one slot
 * (highest first) for every full 2 prayed for; 8–9 keeps back the highest; 14–16 gives up a
 * level-1 slot if one was asked for; 11 owes 10 × level × d6 gp of alms; 2 ends praying for the
 * day; 21–24 regain every slot besides their party effect. Source: redhack-rules.txt ›
 * Spellcasting › Divine Magic; rulings [R39](../../../../../docs/rulings/redhack.md#r39),
 * [R39a](../../../../../docs/rulings/redhack.md#r39a),
 * [R39b](../../../../../docs/rulings/redhack.md#r39b).
 *
 * @param dice - The d20 (and the alms d6 on a Sacrifice); never mutated.
 * @param spec - The prayer; never mutated.
 * @returns The row, the slots regained and lost, the alms (frozen).
 * @throws {@link MagicError} for a bad spec (as {@link prayerModifier}), a face out of range, or
 *   an alms die missing on a Sacrifice or given without one.
 * @example
 * ```ts
 * resolvePrayer({ d20: 5 }, { slotsLeft: 0, relationship: 0, wis: 10, requested: [2, 1, 1, 1] }).lost; // [2, 1]
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function resolvePrayer(dice: PrayerDice, spec: PrayerSpec): PrayerRoll {
  const p = prepare(spec);
  const fail = (m: string): MagicError => new MagicError('dice', m, dice);
  if (typeof dice !== 'object' || dice === null) throw fail('prayer dice must be an object');
  face(dice.d20, 20, 'prayer d20', fail);
  const probe = judge(p, dice.d20, 1);
  if (probe.label === 'Sacrifice' && dice.alms === undefined) throw fail('a Sacrifice needs the alms d6');
  if (probe.label !== 'Sacrifice' && dice.alms !== undefined) throw fail('an alms d6 is given but the result is not a Sacrifice');
  if (dice.alms !== undefined) face(dice.alms, 6, 'alms die', fail);
  return judge(p, dice.d20, dice.alms);
}

/**
 * The exact distribution of a classic prayer's table row. Same rule as {@link resolvePrayer}.
 *
 * @param spec - The prayer; never mutated.
 * @returns Weights over the 20 faces of the d20, rows in table order.
 * @throws {@link MagicError} as {@link prayerModifier}.
 * @example
 * ```ts
 * probability(prayerDistribution({ slotsLeft: 2, relationship: 1, wis: 16 }), 'As asked'); // 3/20
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function prayerDistribution(spec: PrayerSpec): Distribution<string> {
  const p = prepare(spec);
  return inOrder(enumerateDice([20], ([d]) => judge(p, d ?? 1, 1).label), PRAYER_OUTCOME_ORDER);
}

/**
 * Rolls a classic prayer (the alms d6 only on a Sacrifice).
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The prayer; never mutated.
 * @returns The prayer and the next state.
 * @throws {@link MagicError} as {@link prayerModifier}.
 * @example
 * ```ts
 * const [prayer, next] = rollPrayer(seed(3), { slotsLeft: 0, relationship: 1, wis: 13, requested: [1, 1] });
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function rollPrayer(rng: Rng, spec: PrayerSpec): readonly [prayer: PrayerRoll, next: Rng] {
  const p = prepare(spec);
  const [[d20 = 1], r1] = rollDice(rng, [20]);
  const probe = judge(p, d20, 1);
  if (probe.label !== 'Sacrifice') return [probe, r1];
  const [[alms], r2] = rollDice(r1, [6]);
  return [judge(p, d20, alms), r2];
}
