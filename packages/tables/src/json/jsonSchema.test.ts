import { readFileSync, writeFileSync } from 'node:fs';
import { test } from '@fast-check/vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { nearDocument } from '../../test/nearDocument.js';
import { tableDocumentSchema, tableJsonSchema } from './jsonSchema.js';
import { schemaIssues } from './load.js';
import { documentKind } from './schemas.js';

const schemaUrl = new URL('../../schema/table.schema.json', import.meta.url);

describe('tableJsonSchema', () => {
  it('equals the committed schema/table.schema.json (regenerate with UPDATE_SCHEMA=1)', () => {
    const generated = JSON.stringify(tableJsonSchema(), null, 2) + '\n';
    if (process.env['UPDATE_SCHEMA'] === '1') writeFileSync(schemaUrl, generated);
    expect(readFileSync(schemaUrl, 'utf8')).toBe(generated);
  });

  const published = JSON.parse(readFileSync(schemaUrl, 'utf8')) as Record<string, unknown>;
  const validate = new Ajv2020({ strict: false, allErrors: false }).compile(published);

  test.prop([nearDocument()], { numRuns: 2000 })('accepts exactly the documents whose shape the runtime accepts', (doc) => {
    const runtime = tableDocumentSchema().safeParse(doc).success;
    expect(validate(doc)).toBe(runtime);
    // The loader validates the branch a document is meant to be: the same verdict.
    expect(schemaIssues(doc, documentKind(doc)).length === 0).toBe(runtime);
  });
});
