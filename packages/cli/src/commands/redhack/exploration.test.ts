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

describe('redhack reaction', () => {
  it('prints the five draft31 bands in order', async () => {
    const j = await json('redhack', 'reaction', '--cha-test', 'critical');
    expect(j.outcomes.map((o) => o.value)).toEqual(['Hostile', 'Unfriendly', 'Neutral', 'Hospitable', 'Friendly']);
    expect(probs(j)['Friendly']).toBe('19/144');
    expect(j['dice']).toBe(4);
  });
  it('shifts the classic band with the CHA test', async () => {
    expect(probs(await json('redhack', 'reaction', '--cha-test', 'success', '--edition', 'classic'))['Ingratiating']).toBe('5/18');
    const r = await cli('redhack', 'reaction');
    expect(r.out).toContain('Neutral');
  });
  it.each([[['--cha-test', 'lucky']], [['--edition', 'basic']]])('exits 2 with one line for %j', async (args) => {
    const r = await cli('redhack', 'reaction', ...args);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('redhack delve', () => {
  it('prints the same log byte for byte for the same seed', async () => {
    const a = await cli('redhack', 'delve', '--turns', '20', '--caution', '--seed', '7');
    const b = await cli('redhack', 'delve', '--turns', '20', '--caution', '--seed', '7');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatchSnapshot();
  });
  it('checks every third classic tick in JSON', async () => {
    const r = await cli('redhack', 'delve', '--turns', '9', '--edition', 'classic', '--seed', '1', '--json');
    const j = JSON.parse(r.out) as { events: { roll: string; at: number }[] };
    expect(j.events.filter((e) => e.roll === 'encounter-check').map((e) => e.at)).toEqual([3, 6, 9]);
  });
  it.each([[['--turns', '-1']], [['--turns', '2.5']], [['--turns', '4', '--caution', '--haste']], [['--turns', '4', '--caution', '--edition', 'classic']], [['--turns', '4', '--unusual-light']]])(
    'exits 2 with one line for %j',
    async (args) => {
      const r = await cli('redhack', 'delve', ...args);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    },
  );
});

describe('redhack climb', () => {
  it('gives DEX 13 on a 250-foot classic climb 11/20', async () => {
    const j = await json('redhack', 'climb', '--dex', '13', '--feet', '250', '--edition', 'classic');
    expect(probs(j)['climbed']).toBe('11/20');
    expect(j['difficulty']).toBe(3);
  });
  it('needs no roll for a classic thief on a rope, and uses the thief difficulty in draft31', async () => {
    expect(probs(await json('redhack', 'climb', '--dex', '13', '--feet', '250', '--rope', '--thief-level', '1', '--edition', 'classic'))['no roll']).toBe('1');
    expect(probs(await json('redhack', 'climb', '--dex', '12', '--feet', '100', '--thief-level', '3'))['climbed']).toBe('2/5');
  });
  it.each([[['--dex', '13', '--feet', '-5']], [['--dex', '13', '--feet', '2.5']], [['--dex', '25', '--feet', '10']], [['--feet', '10']]])('exits 2 with one line for %j', async (args) => {
    const r = await cli('redhack', 'climb', ...args);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('redhack travel', () => {
  it('prints the same log byte for byte for the same seed', async () => {
    const a = await cli('redhack', 'travel', '--days', '2', '--hexes', '6', '--seed', '5');
    const b = await cli('redhack', 'travel', '--days', '2', '--hexes', '6', '--seed', '5');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatchSnapshot();
  });
  it('makes one classic survival roll a day', async () => {
    const r = await cli('redhack', 'travel', '--days', '3', '--edition', 'classic', '--seed', '1', '--json');
    const j = JSON.parse(r.out) as { days: { log: string[] }[] };
    expect(j.days).toHaveLength(3);
    expect(j.days[0]?.log[0]).toMatch(/^survival roll d20/);
  });
  it.each([[['--days', '-1']], [['--days', '2', '--hexes', '11']], [['--days', '1.5']]])('exits 2 with one line for %j', async (args) => {
    const r = await cli('redhack', 'travel', ...args);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('redhack hoard', () => {
  it('prints the same log byte for byte for the same seed', async () => {
    const a = await cli('redhack', 'hoard', '--level', '4', '--seed', '3');
    const b = await cli('redhack', 'hoard', '--level', '4', '--seed', '3');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatchSnapshot();
  });
  it('prints JSON with coins per metal', async () => {
    const r = await cli('redhack', 'hoard', '--level', '1', '--seed', '1', '--json');
    const j = JSON.parse(r.out) as { hoard: { silver: number; level: number } };
    expect(j.hoard.level).toBe(1);
    expect(j.hoard.silver % 50).toBe(0);
  });
  it.each([[['--level', '0']], [['--level', '-2']], [['--level', 'x']]])('exits 2 with one line for %j', async (args) => {
    const r = await cli('redhack', 'hoard', ...args);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});
