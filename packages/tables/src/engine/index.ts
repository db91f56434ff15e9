// The table engine: building, validating, rolling, looking up, decks, distributions, JSON.
export {
  UnknownTableError,
  TableRangeError,
  TableDefinitionError,
  TableCycleError,
  RollOutOfRangeError,
  TableModifierError,
  TableExhaustedError,
  DieExpressionError,
  TableTooComplexError,
  TableJsonError,
} from './errors.js';
export type { TableJsonIssue } from './errors.js';
export { MAX_DIE_OUTCOMES } from './dieExpr.js';
export type { Entry } from './Entry.js';
export type { TableSource, RollInstruction, RowSpec, TableSpec, Row, Table } from './Table.js';
export { defineTable, MAX_TOTAL_WEIGHT } from './Table.js';
export { MAX_RESULT_DEPTH } from './plainData.js';
export type { TableSet } from './TableSet.js';
export { createTableSet } from './TableSet.js';
export { findTable } from './findTable.js';
export type { TableLookup, LookupOptions } from './lookup.js';
export { lookup } from './lookup.js';
export type { TableRoll, RollOptions, RollOnTableOptions } from './rollOnTable.js';
export { rollOnTable, DEFAULT_MAX_DEPTH, MAX_TABLE_DEPTH, MAX_TABLE_ROLLS } from './rollOnTable.js';
export { tableDistribution, MAX_TABLE_OUTCOMES } from './tableDistribution.js';
export type { Deck, DeckCard, DeckOptions, DeckDraw } from './deck.js';
export { createDeck, resetDeck, drawFromDeck, MAX_DECK_CARDS } from './deck.js';
export type { JsonValue, TableJson, TableRowJson, TableSetJson, TableLibraryJson, HexFlowerJson, DeckJson, TableDocument } from './json.js';
export { tableToJson, hexFlowerToJson } from './json.js';
export type { BandTable, BandTableSpec, Band, BandSpec } from './BandTable.js';
export { defineBandTable, lookupBand } from './BandTable.js';
export type { HexFlower, HexFlowerSpec, HexMove, HexSpec, HexMoveSpec, NeighbourMove, HexStep, HexStepOptions } from './HexFlower.js';
export {
  defineHexFlower,
  neighbour,
  wrapTarget,
  applyHexMove,
  hexFlowerStep,
  hexFlowerStepDistribution,
} from './HexFlower.js';
