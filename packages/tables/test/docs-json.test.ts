// Every JSON table document shown in the docs loads: each ```json block of the guides and READMEs
// that names the table schema, and every ```json block of the random-tables guide.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { libraryFromJson } from '../src/json/load.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const guides = join(repo, 'docs/guides');
const pages = [
  ...readdirSync(guides).filter((f) => f.endsWith('.md')).map((f) => join(guides, f)),
  join(repo, 'README.md'),
  ...readdirSync(join(repo, 'packages')).map((p) => join(repo, 'packages', p, 'README.md')).filter((p) => existsSync(p)),
];
const blocks = pages.flatMap((page) =>
  [...readFileSync(page, 'utf8').matchAll(/^```json[ \t]*\n([\s\S]*?)^```/gm)]
    .map((m, i) => ({ name: `${page.slice(repo.length + 1)} #${i + 1}`, page, json: m[1] ?? '' }))
    .filter((b) => b.json.includes('table.schema.json') || b.page.endsWith('random-tables.md')),
);

describe('JSON examples in the docs', () => {
  it('finds the random-tables guide’s table, hex flower and deck examples', () => {
    expect(blocks.filter((b) => b.page.endsWith('random-tables.md')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(blocks.map((b) => [b.name, b] as const))('%s loads', (_, b) => {
    const lib = libraryFromJson(b.json);
    expect(lib.tables.tables.size + lib.flowers.size + lib.decks.size).toBeGreaterThan(0);
  });
});
