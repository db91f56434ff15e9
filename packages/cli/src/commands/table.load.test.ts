// The table commands load the JSON loader (and its schema library) only when they read a file:
// other commands never load it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { memoryIo } from '../io.js';
import { run } from '../program.js';

const loaded = vi.hoisted(() => ({ json: false }));
vi.mock('@rollwright/tables/json', async (original) => {
  loaded.json = true;
  return await original();
});

describe('register (table)', () => {
  it('loads the JSON loader only for the table commands that read a file', async () => {
    expect(await run(['roll', '1d20', '--seed', '1'], memoryIo())).toBe(0);
    expect(await run(['odds', '2d6'], memoryIo())).toBe(0);
    expect(await run(['table', '--help'], memoryIo())).toBe(0);
    expect(await run(['table', 'list'], memoryIo())).toBe(0);
    expect(loaded.json).toBe(false);
    const file = join(mkdtempSync(join(tmpdir(), 'rollwright-lazy-')), 'coin.json');
    writeFileSync(file, JSON.stringify({ name: 'coin', die: 'd2', rows: [{ range: 1, label: 'Heads' }, { range: 2, label: 'Tails' }] }));
    expect(await run(['table', 'roll', '--file', file, '--seed', '1'], memoryIo())).toBe(0);
    expect(loaded.json).toBe(true);
  });
});
