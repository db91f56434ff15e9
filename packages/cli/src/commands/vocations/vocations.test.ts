import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../io.js';
import { run } from '../../program.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(['vocations', ...argv], io);
  return { code, out: io.out, err: io.err };
}
interface Outcomes {
  outcomes: { value: string | number; weight: string; probability: string; chance: number }[];
  totalWeight: string;
}
async function json<T = Outcomes>(...argv: string[]): Promise<T> {
  const r = await cli(...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as T;
}
const table = (j: Outcomes): [string | number, string][] => j.outcomes.map((o) => [o.value, o.probability]);

describe('vocations check', () => {
  it('prints success and failure, ties succeeding against 9', async () => {
    expect(table(await json('check', '--bonus', '0'))).toEqual([['success', '5/18'], ['failure', '13/18']]);
    expect(table(await json('check', '--bonus', '0', '--target', '10'))).toEqual([['success', '1/6'], ['failure', '5/6']]);
  });
});

describe('vocations attack', () => {
  it('prints miss, hit (without criticals) and critical, and the damage after DR', async () => {
    const j = await json<Outcomes & { damageDealt: Outcomes }>('attack', '--bonus', '2', '--target', '10');
    expect(table(j)).toEqual([['miss', '7/12'], ['hit', '7/18'], ['critical', '1/36']]);
    expect(j.damageDealt.totalWeight).toBe(String(36 * 6 * 36));
    const cover = await json('attack', '--bonus', '20', '--target', '9', '--cover', 'partial');
    expect(table(cover).find(([v]) => v === 'obstacle')?.[1]).toBe('1/18');
    const text = await cli('attack', '--bonus', '3', '--target', '9', '--damage', '1d6+1', '--dr', '2');
    expect(text.out).toContain('Damage dealt (1d6+1, DR 2');
  });
});

describe('vocations reaction, morale, forced-march, cast', () => {
  it('prints the five reaction bands', async () => {
    expect(table(await json('reaction', '--modifier', '0')).map(([v]) => v)).toEqual(['hostile', 'unfavorable', 'neutral', 'favorable', 'ideal']);
  });
  it('keeps morale 7 fighting 21/36', async () => {
    expect(table(await json('morale', '--morale', '7'))).toEqual([['keeps-fighting', '7/12'], ['fails', '5/12']]);
  });
  it('gives Str 0 10/36 on day 1 and 6/36 on day 2', async () => {
    expect(table(await json('forced-march', '--strength', '0', '--day', '1'))[0]).toEqual(['success', '5/18']);
    expect(table(await json('forced-march', '--strength', '0', '--day', '2'))[0]).toEqual(['success', '1/6']);
  });
  it('prints a cast with its ether cost', async () => {
    const j = await json<Outcomes & { ether: number }>('cast', '--spell', 'Flammeria', '--bonus', '2', '--defense', '9');
    expect(j.ether).toBe(3);
    expect(table(j)[0]).toEqual(['success', '7/12']);
  });
});

describe('vocations character and skirmish', () => {
  it('generates the same character from the same seed', async () => {
    expect((await cli('character', '--seed', '3')).out).toBe((await cli('character', '--seed', '3')).out);
  });
  it('gives the same skirmish log byte for byte from the same seed', async () => {
    const a = await cli('skirmish', '--seed', '9');
    expect(a.code).toBe(0);
    expect(a.out).toBe((await cli('skirmish', '--seed', '9')).out);
    expect((await cli('skirmish', '--seed', '9', '--json')).out).toBe((await cli('skirmish', '--seed', '9', '--json')).out);
    expect(a.out).toMatch(/(wins|No winner)/);
  });
});

describe('vocations bad input', () => {
  it.each([
    [['check', '--bonus', 'x']],
    [['attack', '--bonus', '1', '--target', '9', '--cover', 'full']],
    [['attack', '--bonus', '1', '--target', '9', '--damage', 'lots']],
    [['morale', '--morale', '13']],
    [['forced-march', '--strength', '0', '--day', '0']],
    [['cast', '--spell', 'Meteor', '--bonus', '1']],
    [['skirmish', '--foes', 'Beholder']],
  ])('prints one line and exits 2 for %j', async (argv) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});
