// JSON forms of tables, hex flowers and decks, and the writers. The loader (with its schema
// library) lives in the `@rollwright/tables/json` entry, so the engine never loads it.
import type { HexFlower, HexMove } from './HexFlower.js';
import type { RollInstruction, Table, TableSource } from './Table.js';

/**
 * Any JSON value (the typed payload of rows loaded from JSON).
 *
 * @since 0.1.0
 * @category JSON
 */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * One table in JSON form (what {@link tableToJson} writes and `tablesFromJson` of `@rollwright/tables/json` reads).
 *
 * @since 0.1.0
 * @category JSON
 */
export interface TableJson {
  /** JSON Schema address, for editors. */
  readonly $schema?: string;
  /** Unique name. */
  readonly name: string;
  /** Human title. */
  readonly title?: string;
  /** Description. */
  readonly description?: string;
  /** Die of a range table. */
  readonly die?: string;
  /** Whether modified totals clamp (default true). */
  readonly clamp?: boolean;
  /** Where the table comes from. */
  readonly source?: TableSource;
  /** Ruling ids. */
  readonly rulings?: readonly string[];
  /** Rows. */
  readonly rows: readonly TableRowJson[];
}

/**
 * One row in JSON form (see {@link RowSpec} for the meaning of each field).
 *
 * @since 0.1.0
 * @category JSON
 */
export interface TableRowJson {
  /** Range tables: totals covered. */
  readonly range?: string | number;
  /** Weighted tables: the weight. */
  readonly weight?: number;
  /** Match the unmodified roll. */
  readonly natural?: boolean;
  /** Short name of the result. */
  readonly label: string;
  /** JSON payload (defaults to the label). */
  readonly result?: JsonValue;
  /** The row's own dice. */
  readonly dice?: string;
  /** Unit of the row's dice. */
  readonly unit?: string;
  /** Further rolls. */
  readonly then?: readonly RollInstruction[];
}

/**
 * Several tables in one JSON document; they may refer to each other by name.
 *
 * @since 0.1.0
 * @category JSON
 */
export interface TableSetJson {
  /** JSON Schema address, for editors. */
  readonly $schema?: string;
  /** The tables. */
  readonly tables: readonly TableJson[];
}

/**
 * A hex flower in JSON form (see {@link HexFlowerSpec} for the meaning of each field).
 *
 * @since 0.2.0
 * @category JSON
 */
export interface HexFlowerJson {
  /** JSON Schema address, for editors. */
  readonly $schema?: string;
  /** Unique name. */
  readonly name: string;
  /** Navigation die. */
  readonly die: string;
  /** Hexes with (column, doubled row) coordinates. */
  readonly hexes: readonly {
    /** Hex name. */
    readonly name: string;
    /** Column. */
    readonly col: number;
    /** Doubled row (up is −2). */
    readonly row: number;
  }[];
  /** Navigation key: die ranges to moves. */
  readonly moves: readonly {
    /** Die range. */
    readonly range: string | number;
    /** The move. */
    readonly move: HexMove;
  }[];
  /** Off-flower rule (default `stay`). */
  readonly edge?: 'stay' | 'wrap';
  /** Where the flower comes from. */
  readonly source?: TableSource;
  /** Ruling ids. */
  readonly rulings?: readonly string[];
}

/**
 * A deck in JSON form: a table of the same document drawn without replacement (see
 * {@link createDeck}).
 *
 * @since 0.2.0
 * @category JSON
 */
export interface DeckJson {
  /** Unique deck name. */
  readonly name: string;
  /** Name of the table (in the same document) the cards come from. */
  readonly table: string;
  /** `odds` (default) or `one`, as in {@link DeckOptions}. */
  readonly copies?: 'odds' | 'one';
  /** `error` (default) or `reset`, as in {@link DeckOptions}. */
  readonly onExhausted?: 'error' | 'reset';
}

/**
 * Tables, hex flowers and decks in one JSON document; tables may refer to each other by name and
 * decks name their table. At least one entry in all.
 *
 * @since 0.2.0
 * @category JSON
 */
export interface TableLibraryJson {
  /** JSON Schema address, for editors. */
  readonly $schema?: string;
  /** Tables. */
  readonly tables?: readonly TableJson[];
  /** Hex flowers. */
  readonly flowers?: readonly HexFlowerJson[];
  /** Decks. */
  readonly decks?: readonly DeckJson[];
}

/**
 * A JSON table document: one table, one hex flower, or a library of tables, flowers and decks.
 *
 * @since 0.1.0
 * @category JSON
 */
export type TableDocument = TableJson | HexFlowerJson | TableLibraryJson;

/**
 * Writes a table as JSON data (round-trips through `tablesFromJson` of
 * `@rollwright/tables/json`). Payloads must be JSON values; the label stands in for a payload
 * equal to it.
 *
 * @param table - The table.
 * @returns Plain data, ready for `JSON.stringify`.
 * @example
 * ```ts
 * const coin = defineTable({ name: 'coin', die: 'd2', rows: [{ range: 1, label: 'Heads' }, { range: 2, label: 'Tails' }] });
 * JSON.stringify(tableToJson(coin)); // '{"name":"coin","die":"d2","rows":[{"range":"1","label":"Heads"},…]}'
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tableToJson(table: Table<unknown>): TableJson {
  return {
    name: table.name,
    ...(table.title === table.name ? {} : { title: table.title }),
    ...(table.description === null ? {} : { description: table.description }),
    ...(table.die === null ? {} : { die: table.die }),
    ...(table.clamp ? {} : { clamp: false }),
    ...(table.source === null ? {} : { source: { ...table.source } }),
    ...(table.rulings.length === 0 ? {} : { rulings: [...table.rulings] }),
    rows: table.rows.map((r) => ({
      ...(r.range === null ? {} : { range: r.range }),
      ...(r.weight === null ? {} : { weight: r.weight }),
      ...(r.natural ? { natural: true } : {}),
      label: r.label,
      ...(r.result === r.label ? {} : { result: r.result as JsonValue }),
      ...(r.dice === null ? {} : { dice: r.dice }),
      ...(r.unit === null ? {} : { unit: r.unit }),
      ...(r.then.length === 0 ? {} : { then: r.then.map((t) => ({ ...t })) }),
    })),
  };
}

/**
 * Writes a hex flower as JSON data (round-trips through `libraryFromJson` of
 * `@rollwright/tables/json`).
 *
 * @param flower - The flower.
 * @returns Plain data, ready for `JSON.stringify`.
 * @example
 * ```ts
 * const tiny = defineHexFlower({ name: 'tiny', die: 'd6', hexes: [
 *   { name: 'Calm', col: 0, row: 0 }, { name: 'Storm', col: 0, row: 2 },
 * ], moves: [{ range: '1-3', move: 'up' }, { range: '4-6', move: 'down' }] });
 * hexFlowerToJson(tiny).moves; // [{ range: '1-3', move: 'up' }, { range: '4-6', move: 'down' }]
 * ```
 * @since 0.2.0
 * @category JSON
 */
export function hexFlowerToJson(flower: HexFlower<string>): HexFlowerJson {
  return {
    name: flower.name,
    die: flower.moves.die ?? 'd1',
    hexes: flower.hexes.map((h) => ({ name: h.name, col: h.col, row: h.row })),
    moves: flower.moves.rows.map((r) => ({ range: r.range ?? '', move: r.result })),
    ...(flower.edge === 'stay' ? {} : { edge: flower.edge }),
    ...(flower.source === null ? {} : { source: { ...flower.source } }),
    ...(flower.rulings.length === 0 ? {} : { rulings: [...flower.rulings] }),
  };
}
