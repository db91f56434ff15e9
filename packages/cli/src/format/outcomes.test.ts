import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { die, fraction, fromWeights, sumOf, type Distribution } from '@rollwright/dice';
import { EXACT_COLUMN_MAX_TOTAL, bar, describeProbability, outcomesJson, outcomesTable, percent, readablePercent, summarize } from './outcomes.js';

/** Parses "p/q" or "n" into an exact fraction and sums a list of them. */
function sumFractions(parts: readonly string[]): { num: bigint; den: bigint } {
  let num = 0n;
  let den = 1n;
  for (const part of parts) {
    const [p, q = '1'] = part.split('/');
    const b = BigInt(q);
    num = num * b + BigInt(p ?? '0') * den;
    den *= b;
  }
  const f = fraction(num, den);
  return { num: f.num, den: f.den };
}

/** A hand-made truncated distribution: 1d4 exploding once on 4, cut at depth 1 (the 4,4 branch). */
const explodedOnce: Distribution<number> = Object.freeze({
  outcomes: [1, 2, 3, 5, 6, 7],
  weights: [4n, 4n, 4n, 1n, 1n, 1n],
  total: 16n,
  leftover: 1n,
  depth: 1,
});

describe('outcomesJson', () => {
  it('gives 2d6 with exact strings in lowest terms', () => {
    const json = outcomesJson(sumOf(2, die(6)));
    expect(json.totalWeight).toBe('36');
    expect(json.mean).toBe('7');
    expect(json.outcomes[5]).toEqual({ value: 7, weight: '6', probability: '1/6', chance: 1 / 6 });
    expect(json.outcomes[0]).toEqual({ value: 2, weight: '1', probability: '1/36', chance: 1 / 36 });
    expect(json.outcomes).toHaveLength(11);
    expect('truncated' in json).toBe(false);
  });

  it('keeps key order outcomes, totalWeight, mean so `{ notation, ...json }` prints in spec order', () => {
    expect(Object.keys({ notation: '2d6', ...outcomesJson(sumOf(2, die(6))) })).toEqual(['notation', 'outcomes', 'totalWeight', 'mean']);
  });

  it('writes an integer probability without a denominator', () => {
    expect(outcomesJson(die(1)).outcomes).toEqual([{ value: 1, weight: '1', probability: '1', chance: 1 }]);
  });

  it('reports a depth-cut explosion, and outcomes plus leftover sum to exactly 1', () => {
    const json = outcomesJson(explodedOnce);
    expect(json.truncated).toEqual({ depth: 1, leftover: '1/16' });
    expect(json.outcomes.map((o) => o.probability)).toEqual(['1/4', '1/4', '1/4', '1/16', '1/16', '1/16']);
    expect(sumFractions([...json.outcomes.map((o) => o.probability), json.truncated?.leftover ?? '0'])).toEqual({ num: 1n, den: 1n });
    // Mean over the listed outcomes: (4·(1+2+3) + 5+6+7) / 15 = 42/15 = 14/5.
    expect(json.mean).toBe('14/5');
  });

  it('writes string outcomes without a mean and bigint outcomes as strings', () => {
    const json = outcomesJson(fromWeights([['goblin', 2], ['orc', 1]] as const));
    expect(json.outcomes.map((o) => [o.value, o.probability])).toEqual([['goblin', '2/3'], ['orc', '1/3']]);
    expect('mean' in json).toBe(false);
    expect(outcomesJson(fromWeights([[10n ** 20n, 1]])).outcomes[0]?.value).toBe('100000000000000000000');
  });

  test.prop([fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 12 })])(
    'probabilities of NdX sum to exactly 1 and weights to totalWeight',
    (n, sides) => {
      const json = outcomesJson(sumOf(n, die(sides)));
      expect(sumFractions(json.outcomes.map((o) => o.probability))).toEqual({ num: 1n, den: 1n });
      expect(json.outcomes.reduce((s, o) => s + BigInt(o.weight), 0n).toString()).toBe(json.totalWeight);
    },
  );
});

describe('outcomesJson on large totals', () => {
  const lowest = (w: bigint, t: bigint): string => {
    const f = fraction(w, t);
    return f.den === 1n ? String(f.num) : `${f.num}/${f.den}`;
  };

  test.prop([fc.integer({ min: 33, max: 40 }), fc.constantFrom(4, 6, 20)], { numRuns: 10 })(
    'reduces every probability exactly like fraction() when the total exceeds 2^64',
    (n, sides) => {
      const d = sumOf(n, die(sides));
      const json = outcomesJson(d);
      json.outcomes.forEach((o, i) => expect(o.probability).toBe(lowest(d.weights[i] ?? 0n, d.total)));
    },
  );

  it('falls back to gcd for a total with a large prime factor', () => {
    const p = 2n ** 89n - 1n; // a Mersenne prime
    const d = fromWeights([[1, p * 3n], [2, p * 5n], [3, 7n]]);
    expect(outcomesJson(d).outcomes.map((o) => o.probability)).toEqual([1n, 2n, 3n].map((_, i) => lowest(d.weights[i] ?? 0n, d.total)));
  });
});

describe('summarize', () => {
  it('gives 2d6 mean 7, variance 35/6', () => {
    const s = summarize(sumOf(2, die(6)));
    expect(s.mean).toEqual(fraction(7n, 1n));
    expect(s.variance).toEqual(fraction(35n, 6n));
    expect(s.standardDeviation).toBeCloseTo(Math.sqrt(35 / 6), 12);
  });

  it('summarizes a truncated distribution over its listed outcomes', () => {
    expect(summarize(explodedOnce).mean).toEqual(fraction(14n, 5n));
  });
});

describe('percent', () => {
  it('rounds to two decimals without ever showing a false 0% or 100%', () => {
    expect(percent(fraction(1n, 6n))).toBe('16.67%');
    expect(percent(fraction(0n, 1n))).toBe('0.00%');
    expect(percent(fraction(1n, 1n))).toBe('100.00%');
    expect(percent(fraction(1n, 1_000_000n))).toBe('<0.01%');
    expect(percent(fraction(999_999n, 1_000_000n))).toBe('>99.99%');
  });
});

describe('bar', () => {
  it('fills whole cells and eighths', () => {
    expect(bar(1, 4)).toBe('████');
    expect(bar(0.5, 4)).toBe('██');
    expect(bar(1 / 32, 4)).toBe('▏');
    expect(bar(0, 4)).toBe('');
  });

  test.prop([fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 80 })])('never exceeds its width', (share, width) => {
    expect(bar(share, width).length).toBeLessThanOrEqual(width);
  });
});

describe('outcomesTable', () => {
  it('renders 2d6 with chance, P(≥x), bar and exact probability', () => {
    expect(outcomesTable(sumOf(2, die(6)), { barWidth: 12 }).join('\n')).toMatchInlineSnapshot(`
      "value  chance    P(≤x)    P(≥x)                probability
          2   2.78%    2.78%  100.00%  ██            1/36
          3   5.56%    8.33%   97.22%  ████          1/18
          4   8.33%   16.67%   91.67%  ██████        1/12
          5  11.11%   27.78%   83.33%  ████████      1/9
          6  13.89%   41.67%   72.22%  ██████████    5/36
          7  16.67%   58.33%   58.33%  ████████████  1/6
          8  13.89%   72.22%   41.67%  ██████████    5/36
          9  11.11%   83.33%   27.78%  ████████      1/9
         10   8.33%   91.67%   16.67%  ██████        1/12
         11   5.56%   97.22%    8.33%  ████          1/18
         12   2.78%  100.00%    2.78%  ██            1/36"
    `);
  });

  it(`drops the exact column when the total weight exceeds ${EXACT_COLUMN_MAX_TOTAL}`, () => {
    const small = outcomesTable(sumOf(19, die(6))); // 6^19 ≈ 6.1e14
    const large = outcomesTable(sumOf(20, die(6))); // 6^20 ≈ 3.7e15
    expect(small[0]).toMatch(/probability$/);
    expect(large[0]).toBe('value  chance    P(≤x)    P(≥x)');
    expect(large[1]).toBe('   20  <0.01%   <0.01%  100.00%');
  });

  it('adds a note when explosions were cut', () => {
    const lines = outcomesTable(explodedOnce);
    expect(lines.at(-1)).toBe('(explosions cut at depth 1: 6.25% (1/16) of the mass is not listed; P(≤x) and P(≥x) count listed outcomes only)');
  });

  it('lists text outcomes left-aligned without P(≥x)', () => {
    const lines = outcomesTable(fromWeights([['goblin', 2], ['orc', 1]] as const), { barWidth: 4 });
    expect(lines).toEqual(['value   chance        probability', 'goblin  66.67%  ████  2/3', 'orc     33.33%  ██    1/3']);
  });
});

describe('readablePercent', () => {
  it('matches percent from 0.01% up', () => {
    expect(readablePercent(fraction(1n, 6n))).toBe('16.67%');
    expect(readablePercent(fraction(1n, 10_000n))).toBe('0.01%');
    expect(readablePercent(fraction(0n, 1n))).toBe('0.00%');
  });

  it('writes tiny chances in powers of ten, even far below the smallest double', () => {
    expect(readablePercent(fraction(1n, 6n ** 21n))).toBe('4.56×10⁻¹⁵%');
    expect(readablePercent(fraction(1n, 100_000n))).toBe('1.00×10⁻³%');
    expect(readablePercent(fraction(1n, 10n ** 500n))).toBe('1.00×10⁻⁴⁹⁸%');
  });
});

describe('describeProbability', () => {
  it('puts the exact fraction beside the percentage, or points to --json when it is long', () => {
    expect(describeProbability(fraction(3n, 8n))).toBe('37.50% (3/8)');
    expect(describeProbability(fraction(1n, 6n ** 60n))).toMatch(/^\S+% \(exact fraction in --json\)$/);
  });
});

describe('outcomesTable summary', () => {
  it('summarises a numeric table longer than maxRows and leaves shorter ones whole', () => {
    const d = sumOf(10, die(6)); // 51 outcomes
    expect(outcomesTable(d, { maxRows: 51 })).toHaveLength(52);
    const lines = outcomesTable(d, { maxRows: 50 });
    expect(lines[6]).toBe('    …  (41 more outcomes; --all prints every row)');
    expect(lines).toContain('mode 35: 7.27%');
    const bins = lines.slice(lines.findIndex((l) => l.startsWith('histogram')) + 1);
    expect(bins).toHaveLength(20);
    expect(bins[0]).toMatch(/^ {2}10\.\.17 {3}0\.03% /); // the low tail folded into the first bin
    expect(bins.at(-1)).toMatch(/^ {2}54\.\.60 {3}0\.01%$/);
  });

  it('gives the edge rows of a summarised table the same P(≤x) and P(≥x) as the whole table', () => {
    // Weights chosen so each edge row's cumulative chance prints differently; 50,000 units of
    // leftover make the listed weight (total − leftover) differ from the total.
    const weights: [number, bigint][] = Array.from({ length: 40 }, (_, i) => [i, BigInt(1 + ((i * 7) % 11)) * 1000n] as const);
    const listed = fromWeights(weights);
    const cut: Distribution = { ...listed, total: listed.total + 50_000n, leftover: 50_000n, depth: 2 };
    for (const d of [listed, cut]) {
      const whole = outcomesTable(d);
      const short = outcomesTable(d, { maxRows: 20 });
      expect(short.slice(0, 6)).toEqual(whole.slice(0, 6)); // header and the first five rows
      const tail = short.slice(7, 12);
      expect(tail).toEqual(whole.slice(36, 41)); // the last five rows
      expect(tail.at(-1)).toMatch(/^\s+39 /);
    }
  });
});
