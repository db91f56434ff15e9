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
async function probs(...argv: string[]): Promise<[string, string][]> {
  const r = await cli(...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return (JSON.parse(r.out) as Outcomes).outcomes.map((o) => [o.value, o.probability]);
}

describe('redhack attack', () => {
  it('prints miss / hit / critical for STR 14 against AC 6', async () => {
    expect(await probs('redhack', 'attack', '--attribute', '14', '--ac', '6')).toEqual([
      ['miss', '11/20'],
      ['hit', '2/5'],
      ['critical', '1/20'],
    ]);
  });
  it('adds the damage table in text', async () => {
    const r = await cli('redhack', 'attack', '--attribute', '14', '--ac', '6', '--weapon', 'd8');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Damage dealt');
  });
  it('answers bad input with one line and exit code 2', async () => {
    for (const argv of [
      ['redhack', 'attack', '--attribute', '25', '--ac', '6'],
      ['redhack', 'attack', '--attribute', '14', '--ac', '6', '--weapon', 'd7'],
      ['redhack', 'attack', '--attribute', '14', '--ac', '6', '--chaser', 'cd8', '--edition', 'classic'],
    ]) {
      const r = await cli(...argv);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('redhack defend', () => {
  it('prints the DEX 14 against 6 HD example as 9/20 dodged', async () => {
    expect((await probs('redhack', 'defend', '--ac', '14', '--hd', '6', '--edition', 'classic'))[0]).toEqual(['dodged', '9/20']);
  });
});

describe('redhack morale', () => {
  it('breaks morale 7 5/12 of the time, 7/12 after one test', async () => {
    expect(await probs('redhack', 'morale', '--morale', '7')).toEqual([
      ['holds', '7/12'],
      ['broken', '5/12'],
    ]);
    expect((await probs('redhack', 'morale', '--morale', '7', '--tests-taken', '1'))[1]).toEqual(['broken', '7/12']);
  });
  it('refuses a third test without intimidation', async () => {
    const r = await cli('redhack', 'morale', '--morale', '7', '--tests-taken', '2');
    expect(r.code).toBe(2);
  });
});

describe('redhack initiative', () => {
  it('puts a draft31 thief first 5/8 of the time and reads classic DEX', async () => {
    expect((await probs('redhack', 'initiative', '--class', 'thief'))[0]).toEqual(['before', '5/8']);
    expect((await probs('redhack', 'initiative', '--dex', '12', '--edition', 'classic'))[0]).toEqual(['before', '3/5']);
    expect((await cli('redhack', 'initiative', '--dex', '12')).code).toBe(2);
  });
});

describe('redhack fight', () => {
  it('gives the same fight for the same seed, byte for byte', async () => {
    for (const edition of ['classic', 'draft31']) {
      const a = await cli('redhack', 'fight', '--seed', '7', '--edition', edition, '--json');
      const b = await cli('redhack', 'fight', '--seed', '7', '--edition', edition, '--json');
      expect(a.code).toBe(0);
      expect(a.out).toBe(b.out);
      expect((JSON.parse(a.out) as { events: { type: string }[] }).events.at(-1)?.type).toBe('end');
    }
  });
  it('prints a readable log (snapshot; regenerate with vitest -u when the RNG streams change)', async () => {
    const r = await cli('redhack', 'fight', '--seed', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatchSnapshot();
  });
});
