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
import { defineHexFlower } from '../engine/HexFlower.js';
import { createDeck } from '../engine/deck.js';


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

const issuesOf = (f: () => unknown): string[] => {
  try {
    f();
  } catch (e) {
    if (e instanceof TableJsonError) return e.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw e;
  }
  return [];
};

describe('libraryFromJson (loads what code builds)', () => {
  const events = { name: 'events', die: 'd6', rows: [{ range: '1-4', label: 'Quiet' }, { range: '5-6', label: 'Noise', dice: '1d4', unit: 'rats', then: [{ roll: 'loot' }] }] };
  const loot = { name: 'loot', rows: [{ weight: 3, label: 'Nothing' }, { weight: 1, label: 'Coin', result: { gp: 1 } }] };
  const mood = { name: 'mood', die: 'd2', edge: 'wrap' as const, hexes: [{ name: 'Calm', col: 0, row: 0 }, { name: 'Cross', col: 0, row: 2 }], moves: [{ range: 1, move: 'up' as const }, { range: 2, move: 'down' as const }] };

  it('gives the same tables, flowers and decks as defineTable, defineHexFlower and createDeck', () => {
    const lib = libraryFromJson(JSON.stringify({ $schema: 'x', tables: [events, loot], flowers: [mood], decks: [{ name: 'ev', table: 'events' }, { name: 'ev1', table: 'events', copies: 'one', onExhausted: 'reset' }] }));
    expect([...lib.tables.tables.keys()]).toEqual(['events', 'loot']);
    expect(lib.tables.tables.get('events')).toEqual(defineTable(events));
    expect(lib.tables.tables.get('loot')).toEqual(defineTable(loot));
    expect(lib.flowers.get('mood')).toEqual(defineHexFlower(mood));
    expect(lib.decks.get('ev')).toEqual(createDeck(defineTable(events)));
    expect(lib.decks.get('ev1')).toEqual(createDeck(defineTable(events), { copies: 'one', onExhausted: 'reset' }));
    expect(Object.isFrozen(lib)).toBe(true);
    expect(Object.isFrozen(lib.tables)).toBe(true);
  });

  it('loads a single table document as a one-table set, and tableFromJson gives that table', () => {
    expect([...tablesFromJson(loot).tables.keys()]).toEqual(['loot']);
    expect(tableFromJson(JSON.stringify(loot))).toEqual(defineTable(loot));
    expect(safeLibraryFromJson(loot)).toMatchObject({ ok: true });
  });
});

describe('libraryFromJson (each problem, its path and its message)', () => {
  it('reports text that is not JSON at the root', () => {
    const found = issuesOf(() => libraryFromJson('{nope'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^: not JSON: /);
  });

  it('refuses a document with two tables in tableFromJson', () => {
    const two = { tables: [{ name: 'a', die: 'd1', rows: [{ range: 1, label: 'x' }] }, { name: 'b', die: 'd1', rows: [{ range: 1, label: 'y' }] }] };
    expect(issuesOf(() => tableFromJson(two))).toEqual(['tables: expected one table, found 2; use tablesFromJson']);
    expect(issuesOf(() => tableFromJson({ flowers: [{ name: 'f', die: 'd1', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: 1, move: 'stay' }] }] }))).toEqual([
      'tables: expected one table, found 0; use tablesFromJson',
    ]);
  });

  it('reports an empty library once, and not beside a schema problem', () => {
    expect(issuesOf(() => libraryFromJson({}))).toEqual([': the document holds no table, hex flower or deck']);
    expect(issuesOf(() => libraryFromJson({ tables: [], flowers: [], decks: [] }))).toEqual([': the document holds no table, hex flower or deck']);
    expect(issuesOf(() => libraryFromJson({ tables: 'x' }))).toEqual(['tables: expected array']);
    expect(safeLibraryFromJson('{"flowers":[]}')).toMatchObject({ ok: false });
  });

  it('reports a self-loop once, though the table check and the set check both find it', () => {
    expect(issuesOf(() => tableFromJson({ name: 'a', die: 'd2', rows: [{ range: '1-2', label: 'x', then: [{ again: 1 }] }] }))).toEqual([
      'rows: tables refer to each other in a loop that can never end: a → a',
    ]);
  });

  it('lets a schema problem stand for the table problems below its path', () => {
    // 5.5 fails the schema, and cannot be read as a range either: one report
    expect(issuesOf(() => tableFromJson({ name: 'r', die: 'd6', rows: [{ range: '1-6', label: 'a' }, { range: 5.5, label: 'b' }] }))).toEqual([
      'rows.1.range: matches none of the allowed forms (a further roll is { "roll": "<table>", "times"?: 1..10 } or { "again": 1..10 }; a range is text or a whole number)',
    ]);
  });

  it('writes paths of a single flower document from its root, and of a library flower under flowers', () => {
    const f = { name: 'f', die: 'd6', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: '1-5', move: 'up' }] };
    expect(issuesOf(() => libraryFromJson(f))).toEqual(['moves.0.range: table "f/moves" (d6): gap at 6 — no row covers it (the die shows 1..6)']);
    expect(issuesOf(() => libraryFromJson({ flowers: [f] }))).toEqual(['flowers.0.moves.0.range: table "f/moves" (d6): gap at 6 — no row covers it (the die shows 1..6)']);
  });

  it('names a name used twice across flowers and decks, and a deck with no table', () => {
    const t = { name: 't', die: 'd1', rows: [{ range: 1, label: 'x' }] };
    const f = { name: 'same', die: 'd1', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: 1, move: 'stay' }] };
    expect(issuesOf(() => libraryFromJson({ tables: [t], flowers: [f, f], decks: [{ name: 'same', table: 't' }, { name: 'd', table: 'gone' }] }))).toEqual([
      'flowers.1.name: the name "same" is already used by a hex flower',
      'decks.0.name: the name "same" is already used by a hex flower',
      'decks.1.table: unknown table "gone": the deck draws from it, but the document has no such table',
    ]);
    expect(issuesOf(() => libraryFromJson({ tables: [t], decks: [{ name: 'd', table: 't' }, { name: 'd', table: 't' }] }))).toEqual([
      'decks.1.name: the name "d" is already used by a deck',
    ]);
  });

  it('reports a deck too large to deal at its place in the document', () => {
    const big = { name: 'big', die: 'd100001', rows: [{ range: '1-100001', label: 'x' }] };
    expect(issuesOf(() => libraryFromJson({ tables: [big], decks: [{ name: 'ok', table: 'big', copies: 'one' }, { name: 'huge', table: 'big' }] }))).toEqual([
      "decks.1: table \"big\": a deck of 100001 cards exceeds MAX_DECK_CARDS (100000); use copies: 'one'",
    ]);
  });

  it('prefixes set problems with the table path of a library, and not of a single table', () => {
    expect(issuesOf(() => tablesFromJson({ name: 'a', die: 'd1', rows: [{ range: 1, label: 'x', then: [{ roll: 'b' }] }] }))).toEqual([
      'rows.0.then.0.roll: unknown table "b": row 1 ("x") of table "a" refers to it',
    ]);
    expect(issuesOf(() => tablesFromJson({ tables: [{ name: 'z', die: 'd1', rows: [{ range: 1, label: 'z' }] }, { name: 'a', die: 'd1', rows: [{ range: 1, label: 'x', then: [{ roll: 'b' }] }] }] }))).toEqual([
      'tables.1.rows.0.then.0.roll: unknown table "b": row 1 ("x") of table "a" refers to it',
    ]);
  });

  it('gives back the error in the safe loaders, with the issues it lists', () => {
    const r = safeLibraryFromJson({ name: 'x', die: 'd6', rows: [{ range: '1-5', label: 'a' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBeInstanceOf(TableJsonError);
      expect(r.error.message).toBe('invalid table JSON (1 problem):\n  - rows[0].range: table "x" (d6): gap at 6 — no row covers it (the die shows 1..6)');
    }
  });
});
