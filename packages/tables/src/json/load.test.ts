import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { safeTablesFromJson, tableFromJson, tablesFromJson } from './load.js';
import { tableJsonSchema } from './jsonSchema.js';
import { tableToJson } from '../engine/json.js';
import { TableJsonError } from '../engine/errors.js';
import { rollOnTable } from '../engine/rollOnTable.js';
import { defineTable } from '../engine/Table.js';

const schemaUrl = new URL('../../schema/table.schema.json', import.meta.url);

const coin = {
  name: 'coin',
  die: 'd2',
  rows: [
    { range: 1, label: 'Heads', result: { side: 'heads' } },
    { range: 2, label: 'Tails' },
  ],
};

describe('tableJsonSchema', () => {
  it('equals the committed schema/table.schema.json (regenerate with UPDATE_SCHEMA=1)', () => {
    const generated = JSON.stringify(tableJsonSchema(), null, 2) + '\n';
    if (process.env['UPDATE_SCHEMA'] === '1') writeFileSync(schemaUrl, generated);
    expect(readFileSync(schemaUrl, 'utf8')).toBe(generated);
  });
});

describe('tableFromJson', () => {
  it('loads a table with typed JSON payloads', () => {
    const t = tableFromJson(JSON.stringify(coin));
    expect(t.rows[0]?.result).toEqual({ side: 'heads' });
    expect(t.rows[1]?.result).toBe('Tails');
  });

  it('lists every problem with its path and loads nothing', () => {
    const bad = {
      name: 'bad',
      die: 'd6',
      extra: true,
      rows: [{ range: '1-3', label: 'a' }, { range: 5.5, label: '' }, { range: '4-6', weight: -1, label: 'c' }],
    };
    try {
      tableFromJson(bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TableJsonError);
      const paths = (e as TableJsonError).issues.map((i) => i.path.join('.'));
      expect(paths).toEqual(expect.arrayContaining(['extra', 'rows.1.range', 'rows.1.label', 'rows.2.weight']));
      expect((e as TableJsonError).message).toMatch(/rows\[1\]\.range/);
    }
  });

  it('reports gaps and overlaps with their paths once the shape is right', () => {
    const doc = { tables: [{ name: 'a', die: 'd6', rows: [{ range: '1-2', label: 'x' }, { range: '4-6', label: 'y' }] }, { name: 'b', die: 'd4', rows: [{ range: '1-3', label: 'x' }, { range: '3-4', label: 'y' }] }] };
    try {
      tablesFromJson(doc);
      expect.unreachable();
    } catch (e) {
      const issues = (e as TableJsonError).issues;
      expect(issues.map((i) => i.path.join('.'))).toEqual(['tables.0.rows.1.range', 'tables.1.rows.1.range']);
      expect(issues[0]?.message).toMatch(/gap at 3/);
      expect(issues[1]?.message).toMatch(/overlap at 3/);
    }
  });

  it('reports unknown references and endless loops', () => {
    expect(() => tablesFromJson({ tables: [{ name: 'a', die: 'd2', rows: [{ range: '1-2', label: 'x', then: [{ roll: 'zzz' }] }] }] })).toThrow(/unknown table "zzz"/);
    expect(() => tablesFromJson({ tables: [
      { name: 'a', die: 'd2', rows: [{ range: '1-2', label: 'x', then: [{ roll: 'b' }] }] },
      { name: 'b', rows: [{ weight: 1, label: 'y', then: [{ roll: 'a' }] }] },
    ] })).toThrow(/loop/);
  });

  it('rejects text that is not JSON', () => {
    expect(() => tableFromJson('{nope')).toThrow(TableJsonError);
  });
});

describe('tablesFromJson', () => {
  it('loads tables that refer to each other and rolls through them', () => {
    const set = tablesFromJson({ tables: [
      { name: 'loot', rows: [{ weight: 1, label: 'Gem', then: [{ roll: 'gems' }] }] },
      { name: 'gems', die: 'd2', rows: [{ range: 1, label: 'Ruby' }, { range: 2, label: 'Opal' }] },
    ] });
    const loot = set.tables.get('loot');
    expect(loot).toBeDefined();
    if (loot !== undefined) expect(rollOnTable(seed(1), loot, { tables: set })[0].key).toMatch(/^Gem → (Ruby|Opal)$/);
  });
});

describe('tableToJson', () => {
  it('round-trips through tableFromJson', () => {
    const t = defineTable({ name: 'rt', die: 'd20', clamp: false, source: { seed: 's', section: 'x' }, rows: [
      { range: '≤10', label: 'lo', dice: '1d6x10', unit: 'gp' },
      { range: '11-19', label: 'mid', result: 'M' },
      { range: 20, natural: true, label: 'nat' },
      { range: '20+', label: 'hi', then: [{ again: 2 }] },
    ] });
    const back = tableFromJson(JSON.parse(JSON.stringify(tableToJson(t))));
    expect(back).toEqual(t);
  });
});

describe('safeTablesFromJson', () => {
  it('returns the problems instead of throwing', () => {
    const bad = safeTablesFromJson('{"name":"x","die":"d6","rows":[{"range":"1-5","label":"a"}]}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.issues[0]?.message).toMatch(/gap at 6/);
    const good = safeTablesFromJson(JSON.stringify(coin));
    expect(good.ok && good.value.tables.has('coin')).toBe(true);
  });
});
