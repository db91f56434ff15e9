import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { libraryFromJson, safeLibraryFromJson, safeTablesFromJson, tableFromJson, tablesFromJson } from './load.js';
import { nearDocument } from '../../test/nearDocument.js';
import { tableToJson } from '../engine/json.js';
import { TableJsonError } from '../engine/errors.js';
import { rollOnTable } from '../engine/rollOnTable.js';
import { defineTable } from '../engine/Table.js';


const coin = {
  name: 'coin',
  die: 'd2',
  rows: [
    { range: 1, label: 'Heads', result: { side: 'heads' } },
    { range: 2, label: 'Tails' },
  ],
};

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

const paths = (f: () => unknown): string[] => {
  try {
    f();
  } catch (e) {
    if (e instanceof TableJsonError) return e.issues.map((i) => i.path.join('.'));
    throw e;
  }
  return [];
};

describe('libraryFromJson', () => {
  it('reports every problem of a file at once, each with its JSON path', () => {
    const doc = {
      tables: [
        { name: 'gap', die: 'd6', rows: [{ range: '1-3', label: 'a', then: [{ roll: 'nowhere' }] }, { range: '5-6', label: '' }] },
        { name: 'gap', die: 'd4', rows: [{ range: '1-4', label: 'dup' }] },
        { name: 'loop-a', die: 'd2', rows: [{ range: '1-2', label: 'x', then: [{ roll: 'loop-b' }] }] },
        { name: 'loop-b', die: 'd2', rows: [{ range: '1-2', label: 'y', then: [{ roll: 'loop-a' }] }] },
        { name: 'self', die: 'd6', rows: [{ range: '1-6', label: 'again', then: [{ again: 1 }] }, { range: '7+', label: 'exit' }] },
        { name: 'schema', die: 'd6', colour: 'red', rows: [{ range: '1-2', label: 'a' }, { range: '4-6', label: 'b' }] },
      ],
    };
    expect(paths(() => libraryFromJson(doc))).toEqual([
      'tables.0.rows.1.label', // schema: empty label
      'tables.5.colour', // schema: unknown key
      'tables.0.rows.1.range', // gap at 4 (the blank label hides nothing)
      'tables.4.rows', // the exit only a modifier reaches
      'tables.5.rows.1.range', // gap at 3 in the table that failed the schema
      'tables.1.name', // duplicate name
      'tables.0.rows.0.then.0.roll', // unknown table
      'tables.2.rows', // loop-a → loop-b → loop-a
    ]);
  });

  it('loads hex flowers and decks with the same validation', () => {
    const lib = libraryFromJson({
      tables: [{ name: 'events', die: 'd20', rows: [{ range: '1-19', label: 'Quiet' }, { range: 20, natural: true, label: 'Omen' }, { range: '20+', label: 'Never unmodified' }] }],
      flowers: [{ name: 'mood', die: '2d6', hexes: [{ name: 'Calm', col: 0, row: 0 }, { name: 'Cross', col: 0, row: 2 }], moves: [{ range: '2-7', move: 'down' }, { range: '8-12', move: 'up' }] }],
      decks: [{ name: 'omens', table: 'events', copies: 'one', onExhausted: 'reset' }],
    });
    expect(lib.decks.get('omens')?.cards.map((c) => c.row)).toEqual([0, 1]);
    expect(lib.flowers.get('mood')?.hexes).toHaveLength(2);
    expect(paths(() => libraryFromJson({
      tables: [{ name: 'events', die: 'd6', rows: [{ range: '1-6', label: 'x' }] }],
      flowers: [{ name: 'f', die: 'd6', hexes: [{ name: 'a', col: 0, row: 0 }, { name: 'a', col: 0, row: 2 }], moves: [{ range: '1-5', move: 'up' }] }],
      decks: [{ name: 'd', table: 'missing', copies: 'some' }, { name: 'f', table: 'events' }],
    }))).toEqual(['decks.0.copies', 'flowers.0.hexes.1.name', 'flowers.0.moves.0.range', 'decks.0.table', 'decks.1.name']);
  });

  it('loads a single hex flower document', () => {
    const lib = libraryFromJson({ name: 'f', die: 'd2', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: '1-2', move: 'stay' }] });
    expect([...lib.flowers.keys()]).toEqual(['f']);
  });

  it('reports a payload nested 10,000 deep as a problem, not a RangeError', () => {
    const deep = `${'['.repeat(10_000)}0${']'.repeat(10_000)}`;
    const text = `{"name":"d","die":"d1","rows":[{"range":1,"label":"a","result":${deep}}]}`;
    expect(paths(() => libraryFromJson(text))).toEqual(['rows.0.result']);
  });

  it('reports weights past 2^53 and range bounds past the safe integers', () => {
    expect(paths(() => libraryFromJson({ name: 'w', rows: [{ weight: 2 ** 52, label: 'a' }, { weight: 2 ** 52, label: 'b' }] }))).toEqual(['rows']);
    expect(paths(() => libraryFromJson('{"name":"r","die":"d6","rows":[{"range":"1-99999999999999999999","label":"a"}]}'))).toEqual(['rows.0.range']);
  });

  it('refuses an empty library', () => {
    expect(paths(() => libraryFromJson({ tables: [] }))).toEqual(['']);
  });

  test.prop([fc.oneof(fc.jsonValue({ maxDepth: 6 }), nearDocument())], { numRuns: 300 })(
    'ends, for any JSON document, in tables or a TableJsonError listing its problems with paths',
    (doc) => {
      const r = safeLibraryFromJson(doc);
      if (r.ok) return;
      expect(r.error.issues.length).toBeGreaterThan(0);
      for (const i of r.error.issues) {
        expect(Array.isArray(i.path)).toBe(true);
        expect(typeof i.message).toBe('string');
      }
    },
  );
});
