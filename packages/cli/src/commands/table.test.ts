import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allFlowers, allTables } from '../tables/seedTables.js';
import { memoryIo } from '../io.js';
import { run } from '../program.js';
import type { FlowerListEntry, TableDeckOutput, TableFlowerOutput, TableListEntry, TableOddsJson, TableRollOutput } from './table.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}

const dir = mkdtempSync(join(tmpdir(), 'rollwright-table-'));
const coinFile = join(dir, 'coin.json');
writeFileSync(coinFile, JSON.stringify({ name: 'my/coin', die: 'd2', rows: [{ range: 1, label: 'Heads' }, { range: 2, label: 'Tails' }] }));
const setFile = join(dir, 'set.json');
writeFileSync(setFile, JSON.stringify({ tables: [
  { name: 'loot', rows: [{ weight: 1, label: 'Gem', then: [{ roll: 'gems' }] }] },
  { name: 'gems', die: 'd2', rows: [{ range: 1, label: 'Ruby' }, { range: 2, label: 'Opal' }] },
] }));
const badFile = join(dir, 'bad.json');
writeFileSync(badFile, JSON.stringify({ name: 'bad', die: 'd6', rows: [{ range: '1-3', label: 'a' }, { range: '5-6', label: 'b' }] }));

describe('table list', () => {
  it('lists every seed table with its die and source', async () => {
    const r = await cli('table', 'list');
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toHaveLength(allTables.length + allFlowers.length);
    expect(r.out).toMatch(/^redhack\/draft31\/reaction +2d6 +redhack-3\.1-draft\.txt › Reaction Roll$/m);
  });

  it('lists the hex flowers too, marked as flowers', async () => {
    const r = await cli('table', 'list');
    expect(r.out).toMatch(/^redhack\/draft31\/weather +1d20 hex flower +redhack-3\.1-draft\.txt › Wilderness travel › weather hex flower$/m);
    const json = JSON.parse((await cli('table', 'list', '--json')).out) as { tables: TableListEntry[]; flowers: FlowerListEntry[] };
    expect(json.flowers).toEqual([
      { kind: 'hex-flower', name: 'redhack/draft31/weather', die: '1d20', hexes: 19, source: { seed: 'redhack-3.1-draft.txt', section: 'Wilderness travel › weather hex flower' }, rulings: ['R34'] },
    ]);
    expect(json.tables.some((t) => t.name === 'redhack/draft31/weather')).toBe(false);
  });

  it('prints JSON with --json', async () => {
    const r = await cli('table', 'list', '--json');
    const json = JSON.parse(r.out) as { tables: TableListEntry[] };
    expect(json.tables.find((t) => t.name === 'redhack/classic/survival')).toMatchObject({
      die: 'd20',
      source: { seed: 'redhack-rules.txt' },
      rulings: ['R32'],
    });
  });
});

describe('table roll', () => {
  it('is replayable with --seed and applies --mod', async () => {
    const a = await cli('table', 'roll', 'redhack/draft31/reaction', '--seed', '7', '--mod', '2', '--json');
    const b = await cli('table', 'roll', 'redhack/draft31/reaction', '--seed', '7', '--mod', '2', '--json');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    const json = JSON.parse(a.out) as TableRollOutput;
    expect(json).toMatchObject({ table: 'redhack/draft31/reaction', seed: 7, result: { modifier: 2 } });
    expect(json.result.total).toBe((json.result.roll ?? 0) + 2);
  });

  it('prints the roll, the row and a replay line', async () => {
    const r = await cli('table', 'roll', 'redhack/classic/injury', '--seed', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^redhack\/classic\/injury: d6 = [1-6] → \w+ — /);
    expect(r.out).toMatch(/seed 1 {2}\(replay: rollwright table roll redhack\/classic\/injury --seed 1\)\n$/);
  });

  it('follows nested rolls through the seed tables', async () => {
    for (let s = 1; s <= 40; s++) {
      const json = JSON.parse((await cli('table', 'roll', 'redhack/draft31/gems-10', '--seed', String(s), '--json')).out) as TableRollOutput;
      if (json.result.nested.length > 0) {
        expect(json.result.nested[0]?.table).toBe('redhack/draft31/gems-50');
        return;
      }
    }
    expect.unreachable('no seed in 1..40 rolled 11-12 on d12');
  });

  it('rolls on a table from --file', async () => {
    const r = await cli('table', 'roll', '--file', coinFile, '--seed', '3', '--json');
    expect(r.code).toBe(0);
    expect(['Heads', 'Tails']).toContain((JSON.parse(r.out) as TableRollOutput).result.label);
    const s = await cli('table', 'roll', 'loot', '--file', setFile, '--seed', '3', '--json');
    expect((JSON.parse(s.out) as TableRollOutput).result.key).toMatch(/^Gem → (Ruby|Opal)$/);
  });

  it('reports bad input on one line with exit code 2', async () => {
    const unknown = await cli('table', 'roll', 'redhack/nope');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^rollwright: unknown table "redhack\/nope"/);
    const bad = await cli('table', 'roll', '--file', badFile);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/gap at 4/);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    expect((await cli('table', 'roll', '--file', join(dir, 'missing.json'))).code).toBe(2);
    expect((await cli('table', 'roll', 'loot', '--file', setFile, '--mod', '1')).err).toMatch(/no order/);
    expect((await cli('table', 'roll', '--file', setFile)).err).toMatch(/name one/);
    expect((await cli('table', 'roll', 'redhack/draft31/reaction', '--mod', 'x')).code).toBe(2);
  });
});

describe('table odds', () => {
  it('prints the same JSON shape as rollwright odds, keyed by the row result', async () => {
    const r = await cli('table', 'odds', 'redhack/draft31/reaction', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out) as TableOddsJson).toEqual({
      table: 'redhack/draft31/reaction',
      outcomes: [
        { value: 'Hostile', weight: '1', probability: '1/36', chance: 1 / 36 },
        { value: 'Unfriendly', weight: '9', probability: '1/4', chance: 0.25 },
        { value: 'Neutral', weight: '16', probability: '4/9', chance: 16 / 36 },
        { value: 'Hospitable', weight: '9', probability: '1/4', chance: 0.25 },
        { value: 'Friendly', weight: '1', probability: '1/36', chance: 1 / 36 },
      ],
      totalWeight: '36',
    });
  });

  it('applies --mod and reports capped mass as truncated', async () => {
    const mod = JSON.parse((await cli('table', 'odds', 'redhack/draft31/dungeon-event', '--mod', '-1', '--json')).out) as TableOddsJson;
    expect(mod.outcomes[0]).toMatchObject({ value: 'Encounter', probability: '1/3' });
    const gems = JSON.parse((await cli('table', 'odds', 'redhack/draft31/gems-10000', '--depth', '2', '--json')).out) as TableOddsJson;
    expect(gems.truncated).toEqual({ depth: 2, leftover: '1/216' });
  });

  it('prints a table of outcomes', async () => {
    const r = await cli('table', 'odds', '--file', coinFile);
    expect(r.out.split('\n')[0]).toBe('my/coin (d2): 2 outcomes');
    expect(r.out).toMatch(/^Heads +50\.00% +█+ +1\/2$/m);
  });
});

const libFile = join(dir, 'lib.json');
writeFileSync(libFile, JSON.stringify({
  tables: [{ name: 'omens', die: 'd6', rows: [{ range: '1-3', label: 'Quiet' }, { range: '4-5', label: 'Crows' }, { range: '6+', label: 'Comet' }] }],
  flowers: [{ name: 'mood', die: 'd6', hexes: [{ name: 'Calm', col: 0, row: 0 }, { name: 'Cross', col: 0, row: 2 }], moves: [{ range: '1-3', move: 'down' }, { range: '4-6', move: 'up' }] }],
  decks: [{ name: 'omen-deck', table: 'omens', copies: 'one' }],
}));
const fanFile = join(dir, 'fan.json');
writeFileSync(fanFile, JSON.stringify({ name: 'b', die: 'd6', rows: [{ range: 1, label: 'x' }, { range: '2-6', label: 'r', then: [{ again: 10 }] }] }));

describe('table roll --rolled and --depth', () => {
  it('reads a roll made at the table, as lookup does', async () => {
    const json = JSON.parse((await cli('table', 'roll', 'redhack/classic/survival', '--rolled', '20', '--mod', '-3', '--json')).out) as TableRollOutput;
    expect(json.result).toMatchObject({ roll: 20, label: 'Discovery' });
    const bad = await cli('table', 'roll', 'redhack/classic/survival', '-r', '21');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/not a face of d20/);
  });

  it('still reads the old spelling --roll N, with a deprecation note, and refuses both spellings at once', async () => {
    const old = await cli('table', 'roll', 'redhack/classic/survival', '--roll', '20', '--seed', '1');
    expect(old.code).toBe(0);
    expect(old.out).toMatch(/d20 = 20 → Discovery/);
    expect(old.out).toMatch(/\(replay: rollwright table roll redhack\/classic\/survival --rolled 20 --seed 1\)\n$/);
    expect(old.err).toBe('rollwright: note: table roll --roll N is deprecated, write --rolled N (--roll alone means "roll it" elsewhere)\n');
    const both = await cli('table', 'roll', 'redhack/classic/survival', '--roll', '20', '--rolled', '3');
    expect(both.code).toBe(2);
    expect(both.err).toBe('rollwright: --roll is the old spelling of --rolled: give --rolled only\n');
    const help = await cli('table', 'roll', '--help');
    expect(help.out).toMatch(/-r, --rolled <n>/);
    expect(help.out).not.toMatch(/--roll </);
  });

  it('caps nested rolls with --depth and stops a fan-out with a typed error, not an out-of-memory crash', async () => {
    const capped = JSON.parse((await cli('table', 'roll', '--file', fanFile, '--rolled', '2', '--depth', '0', '--json')).out) as TableRollOutput;
    expect(capped.result.truncated).toBe(true);
    const fan = await cli('table', 'roll', '--file', fanFile, '--rolled', '2', '--seed', '1');
    expect(fan.code).toBe(2);
    expect(fan.err).toMatch(/MAX_TABLE_ROLLS/);
    const odds = await cli('table', 'odds', '--file', fanFile);
    expect(odds.code).toBe(2);
    expect(odds.err).toMatch(/MAX_TABLE_OUTCOMES/);
  });

  it('names the --depth flag, not the library option maxDepth, when the exact table grows too big', async () => {
    const odds = await cli('table', 'odds', '--file', fanFile);
    expect(odds.err).toMatch(/; lower --depth\n$/);
    expect(odds.err).not.toMatch(/maxDepth/);
  });
});

describe('table deck', () => {
  it('draws every card of a seed table once with --copies one', async () => {
    const json = JSON.parse((await cli('table', 'deck', 'redhack/classic/survival', '--copies', 'one', '--draw', '5', '--seed', '3', '--json')).out) as TableDeckOutput;
    expect(json.left).toBe(json.size - 5);
    expect(new Set(json.draws.map((d) => d.label)).size).toBe(5);
    const tooMany = await cli('table', 'deck', 'redhack/classic/survival', '--copies', 'one', '--draw', '99');
    expect(tooMany.code).toBe(2);
    expect((await cli('table', 'deck', 'redhack/classic/survival', '--copies', 'one', '--draw', '99', '--reshuffle')).code).toBe(0);
  });

  it('draws from a deck defined in a JSON file', async () => {
    const json = JSON.parse((await cli('table', 'deck', 'omen-deck', '--file', libFile, '--draw', '3', '--seed', '1', '--json')).out) as TableDeckOutput;
    expect(json).toMatchObject({ table: 'omens', copies: 'one', size: 3, left: 0 });
    expect(json.draws.map((d) => d.label).sort()).toEqual(['Comet', 'Crows', 'Quiet']);
    const text = await cli('table', 'deck', 'omen-deck', '--file', libFile, '--seed', '1');
    expect(text.out).toMatch(/^1\. omens: \w+/);
    expect(text.out).toMatch(/2 of 3 cards left; seed 1 {2}\(replay: rollwright table deck --file ".*lib\.json" omen-deck --seed 1\)\n$/);
  });
});

describe('table flower', () => {
  it('walks the seed weather flower toward the predominant weather', async () => {
    const json = JSON.parse((await cli('table', 'flower', 'redhack/draft31/weather', '--from', 'Sunny', '--predominant', 'Rainy', '--steps', '4', '--seed', '2', '--json')).out) as TableFlowerOutput;
    expect(json.steps).toHaveLength(4);
    expect(json.steps[0]?.from).toBe('Sunny');
    for (let i = 1; i < 4; i++) expect(json.steps[i]?.from).toBe(json.steps[i - 1]?.to);
    const missing = await cli('table', 'flower', 'redhack/draft31/weather', '--from', 'Sunny');
    expect(missing.code).toBe(2);
    expect(missing.err).toBe('rollwright: table "redhack/draft31/weather": this flower has "toward" moves, so every step needs --predominant\n');
  });

  it('walks a flower from a JSON file and names bad hexes', async () => {
    const r = await cli('table', 'flower', '--file', libFile, '--steps', '2', '--seed', '5');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^1\. Calm: d6 = [1-6] → (up|down) → (Calm|Cross)/);
    expect((await cli('table', 'flower', '--file', libFile, '--from', 'Nowhere')).err).toMatch(/not a hex of mood/);
  });
});

describe('table --file problems', () => {
  it('lists every problem of the file with its path', async () => {
    const bad = join(dir, 'many.json');
    writeFileSync(bad, JSON.stringify({ tables: [
      { name: 'a', die: 'd6', rows: [{ range: '1-3', label: 'x', then: [{ roll: 'nope' }] }, { range: '5-6', label: 'y' }] },
      { name: 'a', die: 'd2', rows: [{ range: '1-2', label: 'z' }] },
    ] }));
    const r = await cli('table', 'roll', 'a', '--file', bad);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/3 problems/);
    expect(r.err).toMatch(/tables\[0\]\.rows\[1\]\.range.*gap at 4.*tables\[1\]\.name.*tables\[0\]\.rows\[0\]\.then\[0\]\.roll/);
  });
});
