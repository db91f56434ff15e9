import * as z from 'zod/mini';
import type { TableDocument } from '../engine/json.js';
import { schemas } from './schemas.js';

/**
 * The zod/mini schema of a JSON table document: one table, one hex flower, or a library
 * `{ tables, flowers, decks }`. It checks the shape only; the loaders add the checks a schema
 * cannot express (gaps, overlaps, references, loops, limits). The published JSON Schema
 * (`@rollwright/tables/schema/table.schema.json`) is generated from it. Built once, on first use.
 *
 * @returns The schema (a union of the three document forms).
 * @example
 * ```ts
 * tableDocumentSchema().safeParse({ name: 'coin', die: 'd2', rows: [{ range: '1-2', label: 'Heads' }] }).success; // true
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tableDocumentSchema(): z.ZodMiniType<TableDocument> {
  return schemas().document;
}

/**
 * The JSON Schema (draft 2020-12) of table documents, generated from
 * {@link tableDocumentSchema}. The same schema ships as `schema/table.schema.json`.
 *
 * @returns A fresh JSON Schema object.
 * @example
 * ```ts
 * writeFileSync('table.schema.json', JSON.stringify(tableJsonSchema(), null, 2));
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tableJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(schemas().document, { target: 'draft-2020-12' }),
    $id: 'https://unpkg.com/@rollwright/tables/schema/table.schema.json',
    title: 'Rollwright random table, hex flower or library',
  };
}
