import { describe, expect, it } from 'vitest';
import { memoryIo } from '../io.js';
import { run } from '../program.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('odds', () => {
  it('prints exactly the documented JSON for 2d6', async () => {
    const r = await cli('odds', '2d6', '--json');
    expect(r.code).toBe(0);
    const weights = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    const lowest = ['1/36', '1/18', '1/12', '1/9', '5/36', '1/6', '5/36', '1/9', '1/12', '1/18', '1/36'];
    expect(JSON.parse(r.out)).toEqual({
      notation: '2d6',
      outcomes: weights.map((w, i) => ({ value: i + 2, weight: String(w), probability: lowest[i], chance: w / 36 })),
      totalWeight: '36',
      mean: '7',
    });
  });

  it('prints a heading with mean and standard deviation, then the table', async () => {
    const r = await cli('odds', '2d6');
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('2d6: mean 7, standard deviation 2.4152, 11 outcomes');
    expect(lines[1]).toMatch(/^value {2}chance {4}P\(≥x\) +probability$/);
    expect(lines[7]).toMatch(/^ {4}7 {2}16\.67% +58\.33% {2}█+ {2}1\/6$/);
    expect(lines).toHaveLength(13);
  });

  it('shows a fractional mean with its decimal value', async () => {
    expect((await cli('odds', '3d4')).out.split('\n')[0]).toBe('3d4: mean 15/2 ≈ 7.5000, standard deviation 1.9365, 10 outcomes');
  });

  it('reports a distribution that is too large as bad input (exit 2)', async () => {
    const r = await cli('odds', '1d0');
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(2);
  });
});
