import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../io.js';
import { run } from '../../program.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}
interface Outcomes {
  outcomes: { value: string; probability: string }[];
}
async function json(...argv: string[]): Promise<Outcomes & Record<string, unknown>> {
  const r = await cli(...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Outcomes & Record<string, unknown>;
}
const probs = (j: Outcomes): Record<string, string> => Object.fromEntries(j.outcomes.map((o) => [o.value, o.probability]));
const dir = mkdtempSync(join(tmpdir(), 'rollwright-rh3-'));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe('redhack cast', () => {
  it('prints classic retention outcomes of a level-1 spell with components (1d6+2, Epiphany rerolled)', async () => {
    const p = probs(await json('redhack', 'cast', '--spell-level', '1', '--components', '--edition', 'classic'));
    expect(p['endurance']).toBe('1/6');
    expect(p['oblivion']).toBeUndefined();
    expect(p['epiphany+oblivion']).toBe('1/36');
  });
  it('gives disadvantage in Leather and the draft31 chance to cast at base AC 15', async () => {
    const p = probs(await json('redhack', 'cast', '--spell-level', '3', '--armour', 'leather', '--edition', 'classic'));
    expect(p['oblivion']).toBe('11/36');
    expect(probs(await json('redhack', 'cast', '--edition', 'draft31', '--ac', '15'))['cast']).toBe('1/4');
  });
  it.each([
    [['--edition', 'classic']],
    [['--spell-level', '8', '--edition', 'classic']],
    [['--spell-level', '2', '--armour', 'kilt', '--edition', 'classic']],
    [['--edition', 'draft31']],
  ])('exits 2 with one line for %j', async (args) => {
    const r = await cli('redhack', 'cast', ...args);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('redhack pray', () => {
  it('reads 2 slots left, relationship 1, WIS 16 as d20 + 1', async () => {
    const j = await json('redhack', 'pray', '--slots-left', '2', '--relationship', '1', '--wis', '16', '--edition', 'classic');
    expect(j['modifier']).toBe(1);
    expect(probs(j)['As asked']).toBe('3/20');
    expect(probs(j)['Absent deity']).toBeUndefined();
  });
  it('exits 2 for a negative relationship or draft31', async () => {
    expect((await cli('redhack', 'pray', '--slots-left', '2', '--relationship', '-1', '--wis', '16', '--edition', 'classic')).code).toBe(2);
    expect((await cli('redhack', 'pray', '--slots-left', '2', '--relationship', '1', '--wis', '16')).code).toBe(2);
  });
});

describe('redhack turn', () => {
  it('prints classic turned / not-turned: WIS 14 vs 3 HD 11/20, without a symbol 121/400', async () => {
    expect(probs(await json('redhack', 'turn', '--level', '2', '--hd', '3', '--wis', '14', '--edition', 'classic'))).toEqual({ turned: '11/20', 'not-turned': '9/20' });
    expect(probs(await json('redhack', 'turn', '--level', '2', '--hd', '3', '--wis', '14', '--no-symbol', '--edition', 'classic'))['turned']).toBe('121/400');
  });
  it('prints the draft31 2d6 results: a level-3 cleric turns 5 HD on 11+ and destroys 0 HD', async () => {
    expect(probs(await json('redhack', 'turn', '--level', '3', '--hd', '5'))['turned']).toBe('1/12');
    expect(probs(await json('redhack', 'turn', '--level', '3', '--hd', '0'))).toEqual({ destroyed: '1' });
  });
});

describe('redhack level-up', () => {
  it('levels the character that `redhack character --json` prints', async () => {
    const made = await cli('redhack', 'character', '--seed', '42', '--class', 'wizard', '--json');
    expect(made.code).toBe(0);
    const path = file('hero.json', made.out);
    const r = await cli('redhack', 'level-up', '--character', path, '--seed', '7', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as { character: { level: number; hp: number; attributes: Record<string, number> }; log: string[] };
    const before = (JSON.parse(made.out) as { character: { hp: number } }).character;
    expect(out.character.level).toBe(2);
    expect(out.character.hp).toBeGreaterThan(before.hp);
    expect(out.log).toMatchSnapshot();
    const text = await cli('redhack', 'level-up', '--character', path, '--seed', '7');
    expect(text.out).toMatch(/level 2 {2}HP/);
  });
  it('levels a classic character and charges the gold cost', async () => {
    const made = await cli('redhack', 'character', '--seed', '3', '--class', 'warrior', '--edition', 'classic', '--json');
    const r = await cli('redhack', 'level-up', '--character', file('w.json', made.out), '--seed', '1', '--json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { cost: number }).cost).toBeGreaterThanOrEqual(1);
  });
  it('exits 2 with one line for a file that is not JSON or not a character, naming the field', async () => {
    const bad = await cli('redhack', 'level-up', '--character', file('bad.json', '{ not json'));
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/not valid JSON/);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    const wrong = await cli('redhack', 'level-up', '--character', file('wrong.json', JSON.stringify({ edition: 'draft31', className: 'wizard', attributes: { STR: 10 }, hp: 3 })));
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/attributes\.DEX/);
    const none = await cli('redhack', 'level-up', '--character', join(dir, 'missing.json'));
    expect(none.code).toBe(2);
    const capped = await cli('redhack', 'level-up', '--character', file('cap.json', JSON.stringify({ edition: 'draft31', className: 'fighter', level: 12, experiences: 30, secondaryRequisite: 'CON', attributes: { STR: 10, DEX: 10, CON: 10, INT: 10, WIS: 10, CHA: 10 }, hp: 30 })));
    expect(capped.code).toBe(2);
    expect(capped.err).toMatch(/advanced class/);
  });
});
