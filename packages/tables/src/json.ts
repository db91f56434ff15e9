// @rollwright/tables/json — the JSON loader: reads user tables, hex flowers and decks from JSON,
// with every problem reported at once. A separate entry so that code which never loads JSON
// (and the CLI's other commands) never loads the schema library.
export type { TableLibrary, SafeJsonResult, SafeTablesResult } from './json/load.js';
export { libraryFromJson, safeLibraryFromJson, tablesFromJson, safeTablesFromJson, tableFromJson } from './json/load.js';
export { tableDocumentSchema, tableJsonSchema } from './json/jsonSchema.js';
// The error the loaders throw, also here so a loader's caller needs one import.
export { TableJsonError } from './engine/errors.js';
export type { TableJsonIssue } from './engine/errors.js';
