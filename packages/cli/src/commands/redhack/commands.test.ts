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
async function json<T = Outcomes & Record<string, unknown>>(...argv: string[]): Promise<T> {
  const r = await cli(...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as T;
}
const probs = (j: Outcomes): [string, string][] => j.outcomes.map((o) => [o.value, o.probability]);
async function badInput(...argv: string[]): Promise<void> {
  const r = await cli(...argv);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trim().split('\n')).toHaveLength(1);
}

describe('redhack save', () => {
  it('gives a monster of HD 0 a 16/20 chance to be affected, HD 5 12/20 (draft31)', async () => {
    expect(probs(await json('redhack', 'save', '--hd', '0', '--vs', 'other'))).toEqual([
      ['affected', '4/5'],
      ['saved', '1/5'],
    ]);
    const j = await json('redhack', 'save', '--hd', '5', '--vs', 'other');
    expect(j.outcomes[0]?.probability).toBe('3/5');
    expect(j['hd']).toBe(5);
  });
  it('prints a PC save as the four test outcomes', async () => {
    const j = await json('redhack', 'save', '--attribute', '12', '--vs', 'spells');
    expect(j.outcomes.map((o) => o.value)).toEqual(['critical-success', 'success', 'failure', 'critical-failure']);
    expect(j.outcomes[1]?.probability).toBe('3/10'); // 7..12
  });
  it('plays classic effect tests with --caster', async () => {
    const j = await json('redhack', 'save', '--hd', '6', '--vs', 'spells', '--edition', 'classic', '--caster', '14');
    expect(j.outcomes[0]?.probability).toBe('9/20');
  });
  it.each([
    [['--hd', '-1', '--vs', 'other']],
    [['--hd', '2.5', '--vs', 'other']],
    [['--hd', '3', '--vs', 'lightning']],
    [['--vs', 'other']],
    [['--hd', '3', '--attribute', '12', '--vs', 'other']],
    [['--attribute', '25', '--vs', 'other']],
    [['--hd', '3', '--vs', 'other', '--caster', '12']],
  ])('answers bad input %j with one line and exit code 2', async (args) => {
    await badInput('redhack', 'save', ...args);
  });
});

describe('redhack opposed', () => {
  it('lists a, b, none, symmetric for equal attributes', async () => {
    const j = await json('redhack', 'opposed', '--a', '12', '--b', '12');
    expect(j.outcomes.map((o) => o.value)).toEqual(['a', 'b', 'none']);
    expect(j.outcomes[0]?.weight).toBe(j.outcomes[1]?.weight);
    expect(j.outcomes[2]?.probability).toBe('19/100');
  });
  it('reads --edition and --rule', async () => {
    const c = await json('redhack', 'opposed', '--a', '14', '--b', '10', '--edition', 'classic');
    expect(c['edition']).toBe('classic');
    const f = await json('redhack', 'opposed', '--a', '14', '--b', '10', '--rule', 'forum');
    expect(f['rule']).toBe('forum');
  });
  it.each([[['--a', '12']], [['--a', 'x', '--b', '3']], [['--a', '12', '--b', '30']], [['--a', '12', '--b', '1', '--edition', 'classic']], [['--a', '1', '--b', '2', '--rule', 'duel']]])(
    'answers bad input %j with one line and exit code 2',
    async (args) => {
      await badInput('redhack', 'opposed', ...args);
    },
  );
});

describe('redhack character', () => {
  it('generates the same character for the same seed', async () => {
    const a = await json<{ seed: number; character: { class: { id: string } } }>('redhack', 'character', '--seed', '7', '--edition', 'classic', '--class', 'bard');
    const b = await json<{ seed: number; character: { class: { id: string } } }>('redhack', 'character', '--seed', '7', '--edition', 'classic', '--class', 'bard');
    expect(a).toEqual(b);
    expect(a.character.class.id).toBe('bard');
  });
  it('prints a readable sheet', async () => {
    const r = await cli('redhack', 'character', '--seed', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^seed 3\n/);
    expect(r.out).toMatch(/HP \d+ {2}AC \d+/);
  });
  it.each([[['--class', 'fighter', '--edition', 'classic']], [['--class', 'bard']], [['--seed', 'abc']], [['--edition', 'fifth']]])(
    'answers bad input %j with one line and exit code 2',
    async (args) => {
      await badInput('redhack', 'character', ...args);
    },
  );
});
