// The shape of JSON table documents, in zod/mini (tree-shakeable: a bundle pays only for the
// checks used). Built once, on first use, and shared by every load. The published JSON Schema
// (`schema/table.schema.json`) is generated from these same schemas.
import * as z from 'zod/mini';
import type { TableDocument } from '../engine/json.js';

const text = (description: string): z.ZodMiniString => z.string().check(z.minLength(1), z.describe(description));

function build(): { document: z.ZodMiniType<TableDocument>; table: z.ZodMiniType; flower: z.ZodMiniType; library: z.ZodMiniType } {
  const schemaRef = z.optional(z.string().check(z.describe('JSON Schema address, for editors.')));
  const source = z.optional(
    z.strictObject({ seed: text('Seed file or book.'), section: text('Section or heading.') }).check(z.describe('Where it comes from.')),
  );
  const rulings = z.optional(z.array(z.string()).check(z.describe('Ruling ids that apply.')));
  const range = z.union([z.string().check(z.minLength(1)), z.int()]).check(
    z.describe('Totals covered: "1", "2-3", "20+", "≤0", "00" (= 100 on d%), or a whole number.'),
  );
  const instruction = z.union([
    z
      .strictObject({
        roll: text('Name of another table to roll on.'),
        times: z.optional(z.int().check(z.minimum(1), z.maximum(10), z.describe('How many times (default 1).'))),
      })
      .check(z.describe('Roll on another table.')),
    z
      .strictObject({ again: z.int().check(z.minimum(1), z.maximum(10), z.describe('Roll again on this table this many times.')) })
      .check(z.describe('Roll again on this table.')),
  ]);
  const row = z
    .strictObject({
      range: z.optional(range),
      weight: z.optional(z.int().check(z.minimum(0), z.describe('Weighted tables: a non-negative whole weight; 0 is never drawn.'))),
      natural: z.optional(z.boolean().check(z.describe('Match the unmodified roll (e.g. a natural 20), checked first.'))),
      label: text('Short name of the result; the outcome key.'),
      result: z.optional(z.unknown().check(z.describe('Payload returned with the row (any JSON; defaults to the label).'))),
      dice: z.optional(text('Dice the row rolls for itself, e.g. "1d6x10".')),
      unit: z.optional(text('Unit of the row dice, e.g. "coins".')),
      then: z.optional(z.array(instruction).check(z.describe('Further rolls: other tables, or again on this one.'))),
    })
    .check(z.describe('One row of a table.'));
  const table = z
    .strictObject({
      $schema: schemaRef,
      name: text('Unique table name, e.g. "my-campaign/encounters".'),
      title: z.optional(z.string().check(z.describe('Human title.'))),
      description: z.optional(z.string().check(z.describe('One-line description.'))),
      die: z.optional(text('Die of a range table: "d6", "2d6", "d20", "d66", "d%", "3d6kh2". Omit for weights.')),
      clamp: z.optional(z.boolean().check(z.describe('Clamp modified totals past either end to the end row (default true).'))),
      source,
      rulings,
      rows: z.array(row).check(z.minLength(1), z.describe('Rows in order.')),
    })
    .check(z.describe('A random table.'));
  const move = z.enum(['up', 'upperRight', 'lowerRight', 'down', 'lowerLeft', 'upperLeft', 'stay', 'toward']);
  const flower = z
    .strictObject({
      $schema: schemaRef,
      name: text('Unique hex flower name.'),
      die: text('Navigation die, e.g. "2d6" or "d20".'),
      hexes: z
        .array(
          z.strictObject({
            name: text('Hex name.'),
            col: z.int().check(z.describe('Column.')),
            row: z.int().check(z.describe('Doubled row: up is -2, the diagonals ±1 column and ±1 row.')),
          }),
        )
        .check(z.minLength(1), z.describe('Hexes and their coordinates.')),
      moves: z
        .array(z.strictObject({ range, move: move.check(z.describe('The move: a neighbour, stay, or toward the predominant hex.')) }))
        .check(z.minLength(1), z.describe('Navigation key: die ranges to moves, covering the die once.')),
      edge: z.optional(z.enum(['stay', 'wrap']).check(z.describe('A move off the flower stays put (default) or wraps.'))),
      source,
      rulings,
    })
    .check(z.describe('A hex flower.'));
  const deck = z
    .strictObject({
      name: text('Unique deck name.'),
      table: text('Name of a table of this document: the cards.'),
      copies: z.optional(z.enum(['odds', 'one']).check(z.describe('One card per die outcome (default) or per reachable row.'))),
      onExhausted: z.optional(z.enum(['error', 'reset']).check(z.describe('An empty deck throws (default) or reshuffles.'))),
    })
    .check(z.describe('A table drawn without replacement.'));
  const library = z
    .strictObject({
      $schema: schemaRef,
      tables: z.optional(z.array(table).check(z.describe('Tables that may refer to each other by name.'))),
      flowers: z.optional(z.array(flower).check(z.describe('Hex flowers.'))),
      decks: z.optional(z.array(deck).check(z.describe('Decks drawn from the tables.'))),
    })
    .check(z.describe('Tables, hex flowers and decks together.'));
  const document = z.union([table, flower, library]) as unknown as z.ZodMiniType<TableDocument>;
  return { document, table, flower, library };
}

let built: ReturnType<typeof build> | undefined;

/** The schemas, built on first use and kept (they are constant). */
export function schemas(): ReturnType<typeof build> {
  built ??= build();
  return built;
}

/** Which branch of the document union a value is meant to be (so issues point inside it). */
export function documentKind(data: unknown): 'table' | 'flower' | 'library' {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'table';
  if ('tables' in data || 'flowers' in data || 'decks' in data) return 'library';
  if (Object.keys(data).every((k) => k === '$schema')) return 'library'; // an empty library
  if ('hexes' in data) return 'flower';
  return 'table';
}

/** One readable message per zod issue code (zod/mini ships no messages of its own). */
export function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected === 'int' ? 'a whole number (a safe integer)' : issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return 'must not be empty';
      if (issue.origin === 'array') return `needs at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`;
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return 'matches none of the allowed forms (a further roll is { "roll": "<table>", "times"?: 1..10 } or { "again": 1..10 }; a range is text or a whole number)';
    case 'unrecognized_keys':
      return 'unknown key';
    default:
      return 'invalid value';
  }
}
