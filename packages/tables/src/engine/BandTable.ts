import { RollOutOfRangeError, TableDefinitionError, TableRangeError } from './errors.js';
import { formatRange, parseRange } from './range.js';
import type { TableSource } from './Table.js';

/**
 * A reference table read by a number that is not rolled on it — Hit Dice, level, CON lost,
 * failed tests, spell level — in inclusive bands (`0`, `1-3`, `22+`).
 *
 * @typeParam T - Type of the bands' payloads.
 * @since 0.1.0
 * @category Reference tables
 */
export interface BandTable<T> {
  /** Unique name (`my-game/monster-save`). */
  readonly name: string;
  /** Human title. */
  readonly title: string;
  /** What the index number is, e.g. `HD`, `level`, `CON lost`. */
  readonly index: string;
  /** Where the table comes from. */
  readonly source: TableSource | null;
  /** Ruling ids that apply. */
  readonly rulings: readonly string[];
  /** Bands in ascending order. */
  readonly bands: readonly Band<T>[];
}

/**
 * One band of a {@link BandTable}.
 *
 * @typeParam T - Type of the payload.
 * @since 0.1.0
 * @category Reference tables
 */
export interface Band<T> {
  /** Canonical range text (`1-3`, `22+`). */
  readonly range: string;
  /** Lowest number in the band (`-Infinity` for `≤N`). */
  readonly low: number;
  /** Highest number in the band (`Infinity` for `N+`). */
  readonly high: number;
  /** Short name. */
  readonly label: string;
  /** Payload. */
  readonly result: T;
}

/**
 * One band as written (input of {@link defineBandTable}).
 *
 * @typeParam T - Type of the payload.
 * @since 0.1.0
 * @category Reference tables
 */
export interface BandSpec<T> {
  /** Range: `0`, `1-3`, `22+`, `≤3`. */
  readonly range: string | number;
  /** Short name. */
  readonly label: string;
  /** Payload. */
  readonly result: T;
}

/**
 * Input of {@link defineBandTable}.
 *
 * @typeParam T - Type of the bands' payloads.
 * @since 0.1.0
 * @category Reference tables
 */
export interface BandTableSpec<T> {
  /** Unique name. */
  readonly name: string;
  /** Human title. */
  readonly title?: string;
  /** What the index number is. */
  readonly index: string;
  /** Where the table comes from. */
  readonly source?: TableSource;
  /** Ruling ids that apply. */
  readonly rulings?: readonly string[];
  /** Bands in ascending order: `range` (`0`, `1-3`, `22+`), `label`, `result`. */
  readonly bands: readonly BandSpec<T>[];
}

/**
 * Builds a reference table of bands. Bands must be in ascending order with no gap or overlap.
 *
 * @typeParam T - Type of the bands' payloads.
 * @param spec - The bands.
 * @returns The table, frozen.
 * @throws {@link TableRangeError} on a gap or overlap (naming the value).
 * @throws {@link TableDefinitionError} on an unreadable range or no bands.
 * @example
 * ```ts
 * const saves = defineBandTable({ name: 'x', index: 'HD', bands: [
 *   { range: '0', label: '5+', result: 5 }, { range: '1+', label: '7+', result: 7 },
 * ] });
 * lookupBand(saves, 4).result; // 7
 * ```
 * @since 0.1.0
 * @category Reference tables
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineBandTable<T>(spec: BandTableSpec<T>): BandTable<T> {
  if (spec.bands.length === 0) throw new TableDefinitionError(spec.name, 'a band table needs at least one band');
  const bands = spec.bands.map((b, i) => {
    const r = parseRange(b.range);
    if (r === undefined) throw new TableDefinitionError(spec.name, `band ${i + 1}: cannot read range "${String(b.range)}"`);
    return Object.freeze({ range: formatRange(r), low: r.low, high: r.high, label: b.label, result: b.result });
  });
  for (let i = 1; i < bands.length; i++) {
    const a = bands[i - 1];
    const b = bands[i];
    if (a === undefined || b === undefined) continue;
    if (b.low <= a.high) throw new TableRangeError(spec.name, 'overlap', b.low, `table "${spec.name}": overlap at ${b.low}`);
    if (b.low > a.high + 1) throw new TableRangeError(spec.name, 'gap', a.high + 1, `table "${spec.name}": gap at ${a.high + 1}`);
  }
  return Object.freeze({
    name: spec.name,
    title: spec.title ?? spec.name,
    index: spec.index,
    source: spec.source === undefined ? null : Object.freeze({ ...spec.source }),
    rulings: Object.freeze([...(spec.rulings ?? [])]),
    bands: Object.freeze(bands),
  });
}

/**
 * Finds the band holding a number.
 *
 * @typeParam T - Type of the bands' payloads.
 * @param table - The band table.
 * @param value - The index number (a safe integer: HD, level…).
 * @returns The band.
 * @throws {@link RollOutOfRangeError} if no band holds `value`.
 * @example
 * ```ts
 * const saves = defineBandTable({ name: 'saves', index: 'HD', bands: [
 *   { range: '≤2', label: '12+', result: 12 }, { range: '3-6', label: '9+', result: 9 }, { range: '7+', label: '6+', result: 6 },
 * ] });
 * lookupBand(saves, 5).result; // 9
 * ```
 * @since 0.1.0
 * @category Reference tables
 */
export function lookupBand<T>(table: BandTable<T>, value: number): Band<T> {
  const band = Number.isSafeInteger(value) ? table.bands.find((b) => b.low <= value && value <= b.high) : undefined;
  if (band === undefined) {
    const lo = table.bands[0]?.low ?? 0;
    const hi = table.bands[table.bands.length - 1]?.high ?? 0;
    throw new RollOutOfRangeError(table.name, value, `${String(value)} is outside table "${table.name}" (${table.index} ${formatRange({ low: lo, high: hi })})`);
  }
  return band;
}
