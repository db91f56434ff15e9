import { describe, expect, it } from 'vitest';
import { fraction } from '@rollwright/dice';
import { memoryIo } from '../io.js';
import { run } from '../program.js';
import type { OddsJson } from './odds.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}

async function json(...argv: string[]): Promise<OddsJson> {
  const r = await cli('odds', ...argv, '--json');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as OddsJson;
}

/** Exact sum of "p/q" strings. */
function sum(parts: readonly string[]): string {
  let num = 0n;
  let den = 1n;
  for (const part of parts) {
    const [p = '0', q = '1'] = part.split('/');
    num = num * BigInt(q) + BigInt(p) * den;
    den *= BigInt(q);
  }
  const f = fraction(num, den);
  return f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
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

  it('gives the worked values: E[4d6dl1] = 15869/1296, 4d6kh3 over 1296 rolls', async () => {
    expect((await json('4d6dl1')).mean).toBe('15869/1296');
    const kh3 = await json('4d6kh3');
    expect(kh3.totalWeight).toBe('1296');
    expect(kh3.outcomes.at(-1)).toMatchObject({ value: 18, weight: '21', probability: '7/432' });
  });

  it('gives P(≥11) = 3/4 for d20 advantage in the P(≥x) column', async () => {
    const lines = (await cli('odds', '2d20kh1')).out.split('\n');
    expect(lines.find((l) => /^ +11 /.test(l))).toMatch(/^ +11 +\S+ +\S+ +75\.00% /);
  });

  it('writes the canonical notation and accepts the formula split over several words', async () => {
    expect((await json('4d6k3')).notation).toBe('4d6kh3');
    expect((await json('1d20', '+', '5')).notation).toBe('1d20+5');
  });

  it('reports a depth-cut explosion, and outcomes plus leftover sum to exactly 1', async () => {
    const j = await json('1d6!', '--depth', '2');
    expect(j.truncated).toEqual({ depth: 2, leftover: '1/216' });
    expect(j.totalWeight).toBe('216');
    expect(sum([...j.outcomes.map((o) => o.probability), j.truncated?.leftover ?? ''])).toBe('1');
    // Mean over the listed outcomes: (1+…+5)·36 + (7+…+11)·6 + (13+…+17)·1 over 215 = 885/215.
    expect(j.mean).toBe('177/43');
  });

  it('follows explosions 20 deep by default, leaving exactly 1/6^21', async () => {
    const j = await json('1d6!');
    expect(j.truncated).toEqual({ depth: 20, leftover: `1/${6n ** 21n}` });
    expect(sum([...j.outcomes.map((o) => o.probability), j.truncated?.leftover ?? ''])).toBe('1');
  });

  it('prints a heading with mean and standard deviation, then the table', async () => {
    const r = await cli('odds', '2d6');
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('2d6: mean 7, standard deviation 2.4152, 11 outcomes');
    expect(lines[1]).toMatch(/^value {2}chance {4}P\(≤x\) {4}P\(≥x\) +probability$/);
    expect(lines[7]).toMatch(/^ {4}7 {2}16\.67% +58\.33% +58\.33% {2}█+ {2}1\/6$/);
    expect(lines).toHaveLength(13);
  });

  it('shows a fractional mean with its decimal value', async () => {
    expect((await cli('odds', '3d4')).out.split('\n')[0]).toBe('3d4: mean 15/2 ≈ 7.5000, standard deviation 1.9365, 10 outcomes');
  });

  it('ends a truncated table with the leftover note', async () => {
    const lines = (await cli('odds', '1d6!', '-d', '1')).out.trimEnd().split('\n');
    expect(lines.at(-1)).toBe('(explosions cut at depth 1: 2.78% (1/36) of the mass is not listed; P(≤x) and P(≥x) count listed outcomes only)');
  });

  it.each([
    ['2d6+', 'rollwright: bad dice notation at 5 in "2d6+": expected a number, a die or \'(\''],
    ['1d0', 'rollwright: bad dice notation at 3 in "1d0": expected a number of sides ≥ 1'],
    ['', 'rollwright: bad dice notation at 1 in "": expected a number, a die or \'(\''],
  ])('rejects %j with one line naming the position, exit 2', async (notation, message) => {
    const r = await cli('odds', notation);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`${message}\n`);
    expect(r.out).toBe('');
  });

  it.each([
    ['1d1000000000', '"1d1000000000" is over a size limit (not a notation error): the limit is 1000000 sides per die (the dice library\'s MAX_SIDES)'],
    ['999999999d6', '"999999999d6" is over a size limit (not a notation error): the limit is 10000 dice in one term (the dice library\'s MAX_DICE)'],
    ['1d6+9999999999', '"1d6+9999999999" is over a size limit (not a notation error): the limit is 1000000000 as the largest number in a formula (the dice library\'s MAX_NUMBER)'],
  ])('calls %j a size limit, naming the limit and its value, exit 2', async (notation, message) => {
    for (const command of ['odds', 'roll']) {
      const r = await cli(command, notation);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`rollwright: ${message}\n`);
    }
  });

  it.each(['1d1!', '1d6!>0', '1d2r=1r=2', '(5-10)d10', '(((('])('rejects %j at once with exit 2', async (notation) => {
    const r = await cli('odds', notation);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^rollwright: bad dice notation at \d+ in ".*": expected .+\n$/);
  });

  it('reports an unsupported exact distribution as bad input', async () => {
    const r = await cli('odds', '6d6!u');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^rollwright: no exact distribution for unique dice whose explosions can use up every value/);
  });

  it('rejects a depth outside 0..100', async () => {
    const r = await cli('odds', '1d6!', '--depth', '101');
    expect(r.code).toBe(2);
    expect(r.err).toBe('rollwright: --depth must be an integer in 0..100, got "101"\n');
  });
});

describe('odds limits', () => {
  it('refuses a table over MAX_ODDS_DIGITS (10000d6) with exit 2 and prints nothing on stdout', async () => {
    const io = memoryIo();
    const code = await run(['odds', '10000d6', '--json'], io);
    expect(code).toBe(2);
    expect(io.out).toBe('');
    expect(io.err).toMatch(/^rollwright: the exact table of 10000d6 would print about 389107782 digits \(50001 outcomes × weights of up to 7782 digits\), over the CLI's limit of 50000000/);
  });
  it('refuses formulas over the library work limit (1000d1000, 10000d10!cs>=8) with exit 2 and one line, before any work', async () => {
    for (const f of ['1000d1000', '10000d10!cs>=8', '300d1000']) {
      const io = memoryIo();
      const code = await run(['odds', f], io);
      expect(code).toBe(2);
      expect(io.out).toBe('');
      // The size estimate (no work done) refuses these before the library's own work limit would.
      expect(io.err).toMatch(/^rollwright: the exact table of \S+ would print about \d+ digits \(\d+ outcomes × weights of up to \d+ digits\), over the CLI's limit of 50000000 \(MAX_ODDS_DIGITS\); try fewer dice\n$/);
    }
    const io = memoryIo();
    expect(await run(['odds', '100d100*100d100'], io)).toBe(2);
    expect(io.err).toMatch(/^rollwright: a product of 9901 and 9901 outcomes needs ~\S+ steps, over the limit 50000000\n$/);
  });
});

describe('odds questions', () => {
  it('answers --at-least, --at-most and --between with exact fractions', async () => {
    expect((await cli('odds', '3d6', '--at-least', '12')).out).toBe('P(3d6 ≥ 12) = 37.50% (3/8)\n');
    expect((await cli('odds', '3d6', '--at-most', '8')).out).toBe('P(3d6 ≤ 8) = 25.93% (7/27)\n');
    expect((await cli('odds', '2d6', '--between', '6', '8')).out).toBe('P(6 ≤ 2d6 ≤ 8) = 44.44% (4/9)\n');
    expect((await cli('odds', '2d6', '--between', '8..6')).out).toBe('P(6 ≤ 2d6 ≤ 8) = 44.44% (4/9)\n');
  });

  it('answers every repeated --at-least, --at-most and --between, in that order', async () => {
    expect((await cli('odds', '2d6', '--at-most', '3', '--at-most', '11')).out).toBe('P(2d6 ≤ 3) = 8.33% (1/12)\nP(2d6 ≤ 11) = 97.22% (35/36)\n');
    expect((await cli('odds', '2d6', '--at-least', '12', '--at-least', '11')).out).toBe('P(2d6 ≥ 12) = 2.78% (1/36)\nP(2d6 ≥ 11) = 8.33% (1/12)\n');
    expect((await cli('odds', '2d6', '--between', '2..3', '--between', '11..12')).out).toBe('P(2 ≤ 2d6 ≤ 3) = 8.33% (1/12)\nP(11 ≤ 2d6 ≤ 12) = 8.33% (1/12)\n');
    expect((await cli('odds', '2d6', '--between', '2', '3', '--between', '12..11')).out).toBe('P(2 ≤ 2d6 ≤ 3) = 8.33% (1/12)\nP(11 ≤ 2d6 ≤ 12) = 8.33% (1/12)\n');
  });

  it('prints the answers as JSON, with the cut-off mass of exploding dice', async () => {
    const j = JSON.parse((await cli('odds', '1d6!', '--depth', '1', '--at-least', '7', '--json')).out) as unknown;
    expect(j).toEqual({
      notation: '1d6!',
      queries: [{ query: 'at least 7', min: 7, max: null, probability: '5/36', chance: 5 / 36 }],
      truncated: { depth: 1, leftover: '1/36' },
    });
    const text = (await cli('odds', '1d6!', '--depth', '1', '--at-least', '7')).out;
    expect(text).toBe('P(1d6! ≥ 7) = 13.89% (5/36)\n(explosions cut at depth 1: up to 2.78% (1/36) more may belong to each answer)\n');
  });

  it('rejects a bad bound with exit 2', async () => {
    expect((await cli('odds', '3d6', '--at-least', 'x')).err).toBe('rollwright: --at-least must be a whole number, got "x"\n');
    const r = await cli('odds', '3d6', '--between', '1', '2', '3');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^rollwright: --between takes two totals, A B or A\.\.B/);
  });
});

describe('odds long tables', () => {
  it('summarises 100d100: first and last rows, the mode and a histogram', async () => {
    const r = await cli('odds', '100d100');
    expect(r.code).toBe(0);
    expect(r.out).toMatchSnapshot();
    const lines = r.out.trimEnd().split('\n');
    expect(lines.length).toBeLessThan(45);
    expect(r.out).toMatch(/\n {4}… {2}\(9,891 more outcomes; --all prints every row\)\n/);
    expect(r.out).toMatch(/\nmode 5050: 0\.14%\n/);
  });

  it('prints every row with --all', async () => {
    const lines = (await cli('odds', '20d6', '--all')).out.trimEnd().split('\n');
    expect(lines).toHaveLength(2 + 101);
  });

  it('keeps short tables whole (40 outcomes or fewer)', async () => {
    expect((await cli('odds', '1d40')).out.trimEnd().split('\n')).toHaveLength(42);
    expect((await cli('odds', '1d41')).out).toMatch(/more outcomes; --all prints every row/);
  });

  it('shows a tiny leftover as a readable percentage beside its exact fraction', async () => {
    const last = (await cli('odds', '1d6!')).out.trimEnd().split('\n').at(-1);
    expect(last).toBe('(explosions cut at depth 20: 4.56×10⁻¹⁵% (1/21936950640377856) of the mass is not listed; P(≤x) and P(≥x) count listed outcomes only)');
  });

  it("reads Roll20's > as 'or more' with --dialect roll20", async () => {
    const roll20 = await json('5d10>8', '--dialect', 'roll20');
    expect(roll20.notation).toBe('5d10>=8');
    expect(roll20.mean).toBe('3/2');
    const strict = await json('5d10>8', '--dialect', 'rpg-dice-roller');
    expect(strict.mean).toBe('1');
  });

  it('refuses an unknown dialect, listing the names', async () => {
    const r = await cli('odds', '2d6', '--dialect', 'Foundry');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--dialect must be one of rollwright, foundry, roll20, rpg-dice-roller, got "Foundry"');
  });
});
