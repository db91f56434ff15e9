import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../io.js';
import { run } from '../../program.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}
interface Outcomes {
  outcomes: { value: string; weight: string; probability: string; chance: number }[];
  totalWeight: string;
}
async function json(...argv: string[]): Promise<Outcomes & Record<string, unknown>> {
  const r = await cli(...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Outcomes & Record<string, unknown>;
}
const probs = (j: Outcomes): [string, string][] => j.outcomes.map((o) => [o.value, o.probability]);

describe('redhack test', () => {
  it('prints WIS 12 vs difficulty 4 in classic as 1/20 + 8/20 success', async () => {
    const j = await json('redhack', 'test', '--attribute', '12', '--difficulty', '4', '--edition', 'classic');
    expect(probs(j)).toEqual([
      ['critical-success', '1/20'],
      ['success', '2/5'],
      ['failure', '1/2'],
      ['critical-failure', '1/20'],
    ]);
    expect(j['edition']).toBe('classic');
  });
  it('prints the sword +3 example (STR 12 vs AC 5 on cd8) as 43/80', async () => {
    const j = await json('redhack', 'test', '--attribute', '12', '--difficulty', '5', '--chaser', 'cd8');
    expect(j.totalWeight).toBe('160');
    expect(probs(j).slice(0, 2)).toEqual([
      ['critical-success', '1/20'],
      ['success', '39/80'],
    ]);
  });
  it('reads --levels and --advantage per edition', async () => {
    const c = await json('redhack', 'test', '--attribute', '12', '--difficulty', '4', '--advantage', '--edition', 'classic');
    expect(c.outcomes[0]?.probability).toBe('31/400');
    const d = await json('redhack', 'test', '--attribute', '12', '--difficulty', '4', '--levels', '1');
    expect(d.outcomes[0]?.probability).toBe('39/400');
  });
  it('prints a table without --json', async () => {
    const r = await cli('redhack', 'test', '--attribute', '12');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^RedHack draft31 test, attribute 12, difficulty 1:/);
    expect(r.out).toMatch(/critical-success/);
  });
  it.each([
    [['--attribute', 'twelve']],
    [['--attribute', '25']],
    [['--attribute', '12', '--difficulty', '-1']],
    [['--attribute', '12', '--difficulty', '1.5']],
    [['--attribute', '12', '--levels', '2', '--advantage']],
    [['--attribute', '12', '--chaser', 'cd20']],
    [['--attribute', '12', '--chaser', 'cd8', '--edition', 'classic']],
    [['--attribute', '12', '--splendid', '--edition', 'classic']],
    [['--attribute', '12', '--levels', '2', '--edition', 'classic']],
    [['--attribute', '1', '--edition', 'classic']],
    [['--attribute', '12', '--edition', 'basic']],
  ])('answers bad input %j with one line and exit code 2', async (args) => {
    const r = await cli('redhack', 'test', ...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('register (redhack test and attack) errors', () => {
  it('names the --edition flag, not the rule option behind it, for a chaser die in classic', async () => {
    const t = await cli('redhack', 'test', '--attribute', '12', '--chaser', 'cd8', '--edition', 'classic');
    expect(t.err).toBe('rollwright: chaser dice are not a rule of classic (they need --edition draft31)\n');
    const a = await cli('redhack', 'attack', '--attribute', '12', '--ac', '5', '--chaser', 'cd8', '--edition', 'classic');
    expect(a.err).toBe('rollwright: chaser dice need --edition draft31\n');
    expect(a.code).toBe(2);
  });
});
