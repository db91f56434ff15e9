import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTables } from '../tables/seedTables.js';
import { memoryIo } from '../io.js';
import { run } from '../program.js';
import type { TableListEntry, TableOddsJson, TableRollOutput } from './table.js';

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
    expect(r.out.trim().split('\n')).toHaveLength(allTables.length);
    expect(r.out).toMatch(/^redhack\/draft31\/reaction +2d6 +redhack-3\.1-draft\.txt › Reaction Roll$/m);
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
