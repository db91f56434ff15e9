import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../io.js';
import { run } from '../../program.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('redhack pc-attack', () => {
  it('classic: rolls over half the AC (AC 15 → 8–12 hit, 20 critical for STR 12)', async () => {
    const r = await cli('redhack', 'pc-attack', '--attribute', '12', '--ac', '15', '--edition', 'classic', '--json');
    expect(r.code).toBe(0);
    const o = (JSON.parse(r.out) as { outcomes: { value: string; probability: string }[] }).outcomes.map((x) => [x.value, x.probability]);
    expect(o).toEqual([
      ['miss', '7/10'],
      ['hit', '1/4'],
      ['critical', '1/20'],
    ]);
  });
  it('draft31: an opposed test, with the damage table in text output', async () => {
    const r = await cli('redhack', 'pc-attack', '--attribute', '10', '--ac', '10', '--weapon', 'd4');
    expect(r.code).toBe(0);
    expect(r.out).toContain('critical');
    expect(r.out).toContain('19/400');
    expect(r.out).toContain('Damage dealt');
  });
  it('answers bad input with one line and exit code 2', async () => {
    const r = await cli('redhack', 'pc-attack', '--attribute', '10', '--ac', '25');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect((await cli('redhack', 'pc-attack', '--attribute', '10', '--ac', '12', '--advantage', '--disadvantage')).code).toBe(2);
  });
});
