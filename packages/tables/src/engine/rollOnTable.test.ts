import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { distribution, goodnessOfFit, nextInt, probability, rollDie, seed, type Rng } from '@rollwright/dice';
import { checkTableSpec, defineTable, type Table } from './Table.js';
import { createTableSet } from './TableSet.js';
import { lookup } from './lookup.js';
import { DEFAULT_MAX_DEPTH, MAX_TABLE_DEPTH, MAX_TABLE_ROLLS, rollOnTable, type RollOptions } from './rollOnTable.js';
import { tableDistribution } from './tableDistribution.js';
import { RollOutOfRangeError, TableModifierError, UnknownTableError, TableCycleError, TableTooComplexError } from './errors.js';

const survival = defineTable({
  name: 'survival',
  die: 'd20',
  rows: [
    { range: '≤5', label: 'Injury' },
    { range: '6-10', label: 'Trouble' },
    { range: '11-15', label: 'Difficulty' },
    { range: '16-19', label: 'Uneventful' },
    { range: '20', natural: true, label: 'Discovery' },
    { range: '20+', label: 'Bounty' },
  ],
});

const gems = defineTable({ name: 'gems', die: 'd4', rows: [{ range: '1-3', label: 'Agate' }, { range: 4, label: 'Up', then: [{ roll: 'gems2' }] }] });
const gems2 = defineTable({ name: 'gems2', die: 'd2', rows: [{ range: 1, label: 'Ruby' }, { range: 2, label: 'Again', then: [{ again: 2 }] }] });
const hoard = defineTable({
  name: 'hoard',
  rows: [
    { weight: 2, label: 'Coins', dice: '1d6×10', unit: 'coins' },
    { weight: 1, label: 'Gem', then: [{ roll: 'gems' }] },
    { weight: 0, label: 'Never' },
  ],
});
const set = createTableSet([gems, gems2, hoard]);

function sampleKeys(table: Table<unknown>, n: number, s: number, options: RollOptions = {}): string[] {
  let rng: Rng = seed(s);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const [r, next] = rollOnTable(rng, table, options);
    out.push(r.key);
    rng = next;
  }
  return out;
}

describe('lookup', () => {
  it('returns the row whose range contains the effective total', () => {
    expect(lookup(survival, 12).row.label).toBe('Difficulty');
    expect(lookup(survival, 3, { modifier: -5 })).toMatchObject({ total: -2, effective: -2, clamped: false });
  });

  it('matches natural rows on the unmodified roll', () => {
    expect(lookup(survival, 20, { modifier: -4 }).row.label).toBe('Discovery');
    expect(lookup(survival, 19, { modifier: 1 }).row.label).toBe('Bounty');
  });

  it('clamps totals past the ends to the end rows', () => {
    const t = defineTable({ name: 'c', die: 'd6', rows: [{ range: '1-3', label: 'lo' }, { range: '4-6', label: 'hi' }] });
    expect(lookup(t, 6, { modifier: 3 })).toMatchObject({ total: 9, effective: 6, clamped: true });
    expect(lookup(t, 1, { modifier: -3 })).toMatchObject({ total: -2, effective: 1, clamped: true });
  });

  it('throws past the ends when the table does not clamp', () => {
    const t = defineTable({ name: 'n', die: 'd6', clamp: false, rows: [{ range: '1-6', label: 'x' }] });
    expect(() => lookup(t, 6, { modifier: 1 })).toThrow(TableModifierError);
  });

  it('rejects rolls the die cannot show', () => {
    expect(() => lookup(survival, 21)).toThrow(RollOutOfRangeError);
    expect(() => lookup(survival, 0)).toThrow(/not a face of d20/);
    expect(() => lookup(hoard, 4)).toThrow(RollOutOfRangeError);
  });

  it('reads weighted positions in row order', () => {
    expect(lookup(hoard, 2).row.label).toBe('Coins');
    expect(lookup(hoard, 3).row.label).toBe('Gem');
    expect(() => lookup(hoard, 1, { modifier: 1 })).toThrow(TableModifierError);
  });

  test.prop([fc.integer({ min: 1, max: 20 }), fc.integer({ min: -30, max: 30 })])(
    'always returns a row containing the effective total',
    (roll, modifier) => {
      const hit = lookup(survival, roll, { modifier });
      if (!hit.row.natural) expect(hit.effective >= (hit.row.low ?? 0) && hit.effective <= (hit.row.high ?? 0)).toBe(true);
      expect(hit.total).toBe(roll + modifier);
    },
  );
});

describe('rollOnTable', () => {
  it('is deterministic for a seed and never mutates the state', () => {
    const rng = seed(42);
    const copy = JSON.stringify(rng);
    expect(rollOnTable(rng, survival)[0]).toEqual(rollOnTable(rng, survival)[0]);
    expect(JSON.stringify(rng)).toBe(copy);
  });

  it('follows references through a table set and rolls row dice', () => {
    const keys = new Set(sampleKeys(hoard, 300, 1, { tables: set }));
    expect([...keys].some((k) => /^Coins \(\d+0 coins\)$/.test(k))).toBe(true);
    expect(keys.has('Gem → Agate')).toBe(true);
    expect(keys.has('Never')).toBe(false);
  });

  it('throws UnknownTableError when a reference cannot be followed', () => {
    let rng = seed(3);
    expect(() => {
      for (let i = 0; i < 200; i++) rng = rollOnTable(rng, hoard)[1];
    }).toThrow(UnknownTableError);
  });

  it('reports truncation when the depth cap stops a nested roll', () => {
    const again = defineTable({ name: 'again', die: 'd2', rows: [{ range: 1, label: 'Stop' }, { range: 2, label: 'More', then: [{ again: 1 }] }] });
    const [r] = rollOnTable(seed(5), again, { maxDepth: 0 });
    if (r.label === 'More') expect(r).toMatchObject({ truncated: true, key: 'More → …' });
    let seen = false;
    let rng = seed(9);
    for (let i = 0; i < 50 && !seen; i++) {
      const [x, n] = rollOnTable(rng, again, { maxDepth: 0 });
      seen = x.truncated;
      rng = n;
    }
    expect(seen).toBe(true);
  });

  it('matches its exact distribution (chi-square, fixed seed)', () => {
    const d = tableDistribution(hoard, { tables: set, maxDepth: 6 });
    // The capped mass becomes one observable bin: every sample that hit the cap.
    const withCap = { ...d, outcomes: [...d.outcomes, '(capped)'], weights: [...d.weights, d.leftover], leftover: 0n };
    const keys = sampleKeys(hoard, 20_000, 2024, { tables: set, maxDepth: 6 }).map((k) => (k.includes('…') ? '(capped)' : k));
    const fit = goodnessOfFit(withCap, keys);
    expect(fit.pValue).toBeGreaterThan(1e-6);
  });

  it('matches its exact distribution with a modifier (chi-square, fixed seed)', () => {
    const d = tableDistribution(survival, { modifier: -3 });
    expect(goodnessOfFit(d, sampleKeys(survival, 10_000, 77, { modifier: -3 })).pValue).toBeGreaterThan(1e-6);
  });
});

describe('tableDistribution', () => {
  it('gives exact odds for a modified d20 survival roll', () => {
    const d = tableDistribution(survival, { modifier: -3 });
    expect(probability(d, 'Injury')).toEqual({ num: 2n, den: 5n }); // 1..8 → 8/20
    expect(probability(d, 'Discovery')).toEqual({ num: 1n, den: 20n });
    expect(d.outcomes).not.toContain('Bounty');
  });

  it('includes row dice and nested rolls, with leftover for the depth cap', () => {
    const d = tableDistribution(hoard, { tables: set, maxDepth: 3 });
    // Coins: 2/3 × 1/6 for each amount.
    expect(probability(d, 'Coins (30 coins)')).toEqual({ num: 1n, den: 9n });
    // Gem → Agate: 1/3 × 3/4.
    expect(probability(d, 'Gem → Agate')).toEqual({ num: 1n, den: 4n });
    // Gem → Up → Ruby: 1/3 × 1/4 × 1/2.
    expect(probability(d, 'Gem → Up → Ruby')).toEqual({ num: 1n, den: 24n });
    expect(d.leftover).toBeGreaterThan(0n);
    expect(d.depth).toBe(3);
    let sum = d.leftover;
    for (const w of d.weights) sum += w;
    expect(sum).toBe(d.total);
  });

  it('has no leftover when nothing nests past the cap', () => {
    expect(tableDistribution(survival).leftover).toBe(0n);
  });
});

describe('createTableSet', () => {
  it('rejects a loop that must go on forever', () => {
    const a = defineTable({ name: 'a', die: 'd2', rows: [{ range: '1-2', label: 'to b', then: [{ roll: 'b' }] }] });
    const b = defineTable({ name: 'b', die: 'd2', rows: [{ range: '1-2', label: 'to a', then: [{ roll: 'a' }] }] });
    expect(() => createTableSet([a, b])).toThrow(TableCycleError);
    expect(() => createTableSet([a, b])).toThrow(/a → b → a/);
  });

  it('accepts a loop that can end and rejects unknown references', () => {
    expect(createTableSet([gems, gems2]).tables.size).toBe(2);
    expect(() => createTableSet([gems])).toThrow(UnknownTableError);
  });
});

describe('tableDistribution (oracle)', () => {
  test.prop([
    fc.uniqueArray(fc.integer({ min: 2, max: 20 }), { maxLength: 6 }),
    fc.integer({ min: -25, max: 25 }),
  ])('counts, for every row, the d20 faces whose clamped total it holds', (cuts, modifier) => {
    const starts = [1, ...[...cuts].sort((a, b) => a - b)];
    const rows = starts.map((lo, i) => {
      const hi = (starts[i + 1] ?? 21) - 1;
      return { range: lo === hi ? `${lo}` : `${lo}-${hi}`, label: `r${i}` };
    });
    const t = defineTable({ name: 'oracle', die: 'd20', rows });
    const d = tableDistribution(t, { modifier });
    const counts = new Map<string, number>();
    for (let f = 1; f <= 20; f++) {
      const v = Math.min(20, Math.max(1, f + modifier));
      const label = rows[starts.filter((s) => s <= v).length - 1]?.label ?? '';
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    expect(d.weights.reduce((a, b) => a + b, 0n)).toBe(d.total);
    for (const [label, n] of counts) expect(probability(d, label)).toEqual(probability({ outcomes: [label, '_'], weights: [BigInt(n), BigInt(20 - n)], total: 20n, leftover: 0n }, label));
  });
});

describe('rollOnTable work limit', () => {
  const fanOut = defineTable({ name: 'b', die: 'd6', rows: [{ range: 1, label: 'x' }, { range: '2-6', label: 'r', then: [{ again: 10 }] }] });
  const weighted = defineTable({ name: 'w', rows: [{ weight: 1000, label: 'r', then: [{ again: 10 }] }, { weight: 1, label: 'x' }] });

  it('stops a fan-out of nested rolls at MAX_TABLE_ROLLS with a typed error naming the limit', () => {
    // The first roll is given (the fan-out row), so the test does not depend on a seed.
    expect(() => rollOnTable(seed(1), fanOut, { roll: 2 })).toThrow(TableTooComplexError);
    expect(() => rollOnTable(seed(1), weighted, { roll: 1 })).toThrow(/MAX_TABLE_ROLLS \(10000\)/);
  });

  it('still rolls the same table when the depth cap keeps the work small', () => {
    expect(rollOnTable(seed(1), fanOut, { maxDepth: 2 })[0].table).toBe('b');
  });
});

describe('rollOnTable with a roll made at the table', () => {
  it('reads the given roll as lookup does, and rolls only the nested rolls', () => {
    const [r] = rollOnTable(seed(1), survival, { roll: 20, modifier: -3 });
    expect(r.label).toBe('Discovery');
    expect(r.roll).toBe(20);
    const [g] = rollOnTable(seed(4), gems, { roll: 4, tables: set });
    expect(g.nested).toHaveLength(1);
    expect(() => rollOnTable(seed(1), survival, { roll: 21 })).toThrow(RollOutOfRangeError);
  });
});

describe('lookup speed paths', () => {
  it('finds every row of a d10000 table (10000 rows) and of a one-row d1000000 table', () => {
    const big = defineTable({ name: 'big', die: 'd10000', rows: Array.from({ length: 10_000 }, (_, i) => ({ range: i + 1, label: `r${i + 1}` })) });
    for (let v = 1; v <= 10_000; v += 997) expect(lookup(big, v).row.label).toBe(`r${v}`);
    const one = defineTable({ name: 'one', die: '1d1000000', rows: [{ range: '1-1000000', label: 'x' }] });
    expect(lookup(one, 999_999).row.label).toBe('x');
    expect(() => lookup(one, 1_000_001)).toThrow(RollOutOfRangeError);
    expect(probability(tableDistribution(one), 'x')).toEqual({ num: 1n, den: 1n });
  });

  test.prop([fc.integer({ min: 2, max: 40 }), fc.array(fc.integer({ min: 1, max: 39 }), { maxLength: 6 }), fc.integer({ min: -45, max: 45 })])(
    'agrees with a face-by-face oracle on the weight of every row (any cuts, any modifier)',
    (sides, cuts, modifier) => {
      const points = [...new Set(cuts.filter((c) => c < sides))].sort((a, b) => a - b);
      const bounds = [0, ...points, sides];
      const spec = bounds.slice(1).map((hi, i) => ({ range: `${(bounds[i] ?? 0) + 1}-${hi}`, label: `r${i}` }));
      const t = defineTable({ name: 'o', die: `d${sides}`, rows: spec });
      const counts = new Map<string, bigint>();
      for (let f = 1; f <= sides; f++) {
        const k = lookup(t, f, { modifier }).row.label;
        counts.set(k, (counts.get(k) ?? 0n) + 1n);
      }
      const d = tableDistribution(t, { modifier });
      // Same probabilities (the distribution is reduced by its gcd): w / total = count / sides.
      expect(new Map(d.outcomes.map((o, i) => [o, ((d.weights[i] ?? 0n) * BigInt(sides)) / d.total]))).toEqual(counts);
    },
  );
});

describe('tableDistribution row weights', () => {
  test.prop([fc.constantFrom('d20', '2d6', '1d8+2', '3d4'), fc.integer({ min: 1, max: 14 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: -25, max: 25 })])(
    'agree with a face-by-face oracle with natural rows, any die and any modifier',
    (die, natFrom, natWidth, modifier) => {
      const spec = { name: 'n', die, rows: [
        { range: '≤5', label: 'low' }, { range: '6-9', label: 'mid' }, { range: '10+', label: 'high' },
        { range: `${natFrom}-${natFrom + natWidth}`, natural: true, label: 'nat' },
      ] };
      fc.pre(checkTableSpec(spec).length === 0); // a natural row must cover a face of the die
      const t = defineTable(spec);
      const faces = distribution(die);
      const counts = new Map<string, bigint>();
      faces.outcomes.forEach((f, i) => {
        const k = lookup(t, f, { modifier }).row.label;
        counts.set(k, (counts.get(k) ?? 0n) + (faces.weights[i] ?? 0n));
      });
      const d = tableDistribution(t, { modifier });
      expect(new Map(d.outcomes.map((o, i) => [o, ((d.weights[i] ?? 0n) * faces.total) / d.total]))).toEqual(counts);
    },
  );
});

describe('tableDistribution work limit', () => {
  it('refuses a fan-out table at once, from its outcome bound', () => {
    const fanOut = defineTable({ name: 'b', die: 'd6', rows: [{ range: 1, label: 'x' }, { range: '2-6', label: 'r', then: [{ again: 10 }] }] });
    const started = Date.now();
    expect(() => tableDistribution(fanOut)).toThrow(TableTooComplexError);
    expect(Date.now() - started).toBeLessThan(2000); // "at once": the old code took seconds (a loose guard, not a benchmark)
  });
});

describe('rollOnTable (worked values from given rolls)', () => {
  const leaf = defineTable({ name: 'leaf', die: 'd2', rows: [{ range: '1-2', label: 'Leaf' }] });
  const pair = defineTable({ name: 'pair', die: 'd2', rows: [{ range: '1-2', label: 'Pair', then: [{ roll: 'leaf', times: 2 }] }] });
  const once = defineTable({ name: 'once', die: 'd2', rows: [{ range: '1-2', label: 'Once', then: [{ roll: 'leaf' }] }] });
  const gold = defineTable({ name: 'gold', die: 'd2', rows: [{ range: 1, label: 'Gold', dice: '1d1+6' }, { range: 2, label: 'Purse', dice: '1d1+2', unit: 'gp' }] });
  const small = createTableSet([leaf, pair, once, gold]);

  it('fills every field of the roll from the given roll and modifier', () => {
    const [r] = rollOnTable(seed(1), survival, { roll: 8, modifier: 4 });
    expect(r).toMatchObject({
      table: 'survival', roll: 8, modifier: 4, total: 12, effective: 12, clamped: false,
      label: 'Difficulty', amount: null, unit: null, nested: [], truncated: false, key: 'Difficulty',
    });
    expect(r.row.label).toBe('Difficulty');
    expect(Object.isFrozen(r)).toBe(true);
    expect(Object.isFrozen(r.nested)).toBe(true);
  });

  it('reports a clamped total with its effective value', () => {
    const t = defineTable({ name: 'c', die: 'd6', rows: [{ range: '1-3', label: 'lo' }, { range: '4-6', label: 'hi' }] });
    expect(rollOnTable(seed(1), t, { roll: 5, modifier: 3 })[0]).toMatchObject({ total: 8, effective: 6, clamped: true, label: 'hi' });
    expect(rollOnTable(seed(1), t, { roll: 2 })[0]).toMatchObject({ modifier: 0, total: 2, effective: 2, clamped: false });
  });

  it('writes amounts with and without a unit into the key', () => {
    expect(rollOnTable(seed(1), gold, { roll: 1 })[0]).toMatchObject({ amount: 7, unit: null, key: 'Gold (7)' });
    expect(rollOnTable(seed(1), gold, { roll: 2 })[0]).toMatchObject({ amount: 3, unit: 'gp', key: 'Purse (3 gp)' });
  });

  it('writes one nested result with an arrow and several in braces', () => {
    const [o] = rollOnTable(seed(1), once, { roll: 1, tables: small });
    expect(o.key).toBe('Once → Leaf');
    expect(o.nested.map((n) => n.key)).toEqual(['Leaf']);
    const [p] = rollOnTable(seed(1), pair, { roll: 1, tables: small });
    expect(p.key).toBe('Pair → {Leaf; Leaf}');
    expect(p.nested).toHaveLength(2);
    expect(p.nested[0]).toMatchObject({ table: 'leaf', modifier: 0, clamped: false, truncated: false });
  });

  it('rolls nested tables unmodified', () => {
    const up = defineTable({ name: 'up', die: 'd6', rows: [{ range: '1-6', label: 'Up', then: [{ roll: 'lvl' }] }] });
    const lvl = defineTable({ name: 'lvl', die: 'd1', rows: [{ range: 1, label: 'One' }] });
    const [r] = rollOnTable(seed(1), up, { roll: 3, modifier: 2, tables: createTableSet([up, lvl]) });
    expect(r.nested[0]).toMatchObject({ roll: 1, modifier: 0, total: 1, effective: 1, label: 'One' });
  });

  it('makes nested rolls down to maxDepth levels and marks the level below as truncated', () => {
    const deep = createTableSet([once, leaf]);
    const [d1] = rollOnTable(seed(1), once, { roll: 1, tables: deep, maxDepth: 1 });
    expect(d1).toMatchObject({ truncated: false, key: 'Once → Leaf' });
    const [d0] = rollOnTable(seed(1), once, { roll: 1, tables: deep, maxDepth: 0 });
    expect(d0).toMatchObject({ truncated: true, key: 'Once → …', nested: [] });
  });

  it('passes truncation up from a nested roll', () => {
    const outer = defineTable({ name: 'outer', die: 'd1', rows: [{ range: 1, label: 'Outer', then: [{ roll: 'once' }] }] });
    const [r] = rollOnTable(seed(1), outer, { roll: 1, tables: createTableSet([outer, once, leaf]), maxDepth: 1 });
    expect(r.truncated).toBe(true);
    expect(r.nested[0]).toMatchObject({ truncated: true, key: 'Once → …' });
    expect(r.key).toBe('Outer → Once → …');
  });

  it('rolls a weighted table by position 1..total weight', () => {
    const w = defineTable({ name: 'w', rows: [{ weight: 1, label: 'A' }, { weight: 1, label: 'B' }] });
    const seen = new Set<number | null>();
    let rng: Rng = seed(11);
    for (let i = 0; i < 60; i++) {
      const [r, n] = rollOnTable(rng, w);
      seen.add(r.roll);
      expect(r.label).toBe(r.roll === 1 ? 'A' : 'B');
      rng = n;
    }
    expect([...seen].sort()).toEqual([1, 2]);
  });

  it('returns the next state unchanged when the roll is given and nothing else is rolled', () => {
    const rng = seed(5);
    expect(rollOnTable(rng, survival, { roll: 3 })[1]).toEqual(rng);
    expect(rollOnTable(rng, survival)[1]).not.toEqual(rng);
  });
});

describe('rollOnTable options and errors', () => {
  it('accepts maxDepth 0 and 32 and refuses -1, 33 and 1.5 with the range in the message', () => {
    expect(rollOnTable(seed(1), survival, { maxDepth: 0 })[0].table).toBe('survival');
    expect(rollOnTable(seed(1), survival, { maxDepth: 32 })[0].table).toBe('survival');
    for (const bad of [-1, 33, 1.5]) {
      expect(() => rollOnTable(seed(1), survival, { maxDepth: bad })).toThrow(
        `table "survival": maxDepth must be a whole number 0..32, got ${bad}`,
      );
    }
  });

  it('names the referring table, and says whether a table set was passed', () => {
    const to = defineTable({ name: 'to', die: 'd1', rows: [{ range: 1, label: 'x', then: [{ roll: 'gone' }] }] });
    expect(() => rollOnTable(seed(1), to, { roll: 1 })).toThrow(
      'unknown table "gone": table "to" refers to it; pass { tables } (e.g. a rule package\'s table set, or createTableSet([...])) to follow references',
    );
    const other = createTableSet([gems, gems2]);
    expect(() => rollOnTable(seed(1), to, { roll: 1, tables: other })).toThrow('unknown table "gone": table "to" refers to it, but the table set does not hold it');
  });

  it('allows exactly MAX_TABLE_ROLLS nested rolls and refuses one more', () => {
    const leaf = defineTable({ name: 'leaf', die: 'd1', rows: [{ range: 1, label: 'L' }] });
    // one roll on "mid" makes 100 nested rolls on "leaf": 101 in all
    const mid = defineTable({ name: 'mid', die: 'd1', rows: [{ range: 1, label: 'M', then: Array.from({ length: 10 }, () => ({ roll: 'leaf', times: 10 })) }] });
    // 99 rolls on "mid" (99 × 101 = 9999) and then `last` rolls on "leaf"
    const top = (last: number) =>
      defineTable({ name: 'top', die: 'd1', rows: [{ range: 1, label: 'T', then: [...Array.from({ length: 11 }, () => ({ roll: 'mid', times: 9 })), { roll: 'leaf', times: last }] }] });
    const ok = top(1);
    const [r] = rollOnTable(seed(1), ok, { roll: 1, tables: createTableSet([leaf, mid, ok]) });
    expect(r.nested).toHaveLength(100);
    const over = top(2);
    expect(() => rollOnTable(seed(1), over, { roll: 1, tables: createTableSet([leaf, mid, over]) })).toThrow(
      'table "top": one roll asked for more than MAX_TABLE_ROLLS (10000) nested rolls; lower maxDepth',
    );
  });
});

describe('lookup (worked values and messages)', () => {
  const w = defineTable({ name: 'w3', rows: [{ weight: 2, label: 'A' }, { weight: 0, label: 'Z' }, { weight: 3, label: 'B' }] });
  const d66 = defineTable({ name: 'six', die: 'd66', rows: [{ range: '11-36', label: 'Low' }, { range: '41-66', label: 'High' }] });
  const strict = defineTable({ name: 'strict', die: 'd6', clamp: false, rows: [{ range: '1-3', label: 'lo' }, { range: '4-6', label: 'hi' }] });

  it('gives weighted rows consecutive positions, skipping weight 0', () => {
    expect([1, 2, 3, 4, 5].map((p) => lookup(w, p).row.label)).toEqual(['A', 'A', 'B', 'B', 'B']);
    expect(lookup(w, 5)).toMatchObject({ table: 'w3', roll: 5, modifier: 0, total: 5, effective: 5, clamped: false });
    expect(Object.isFrozen(lookup(w, 1))).toBe(true);
  });

  it('names the positions of a weighted table when a position is out of range', () => {
    expect(() => lookup(w, 0)).toThrow('0 is not a position of weighted table "w3" (1..5)');
    expect(() => lookup(w, 6)).toThrow('6 is not a position of weighted table "w3" (1..5)');
    expect(() => lookup(w, 2.5)).toThrow('2.5 is not a position of weighted table "w3" (1..5)');
    expect(() => lookup(w, 1, { modifier: 2 })).toThrow('weighted table "w3" has no order, so it takes no modifier');
  });

  it('names the faces of the die when a roll is not one of them', () => {
    expect(() => lookup(survival, 21)).toThrow('21 is not a face of d20 (1..20) on table "survival"');
    expect(() => lookup(d66, 17)).toThrow('17 is not a face of d66 (11..66, digits 1..6) on table "six"');
    expect(() => lookup(d66, 11, { modifier: 1 })).toThrow('d66 table "six" reads two digits, so it takes no modifier');
    expect(lookup(d66, 36).row.label).toBe('Low');
    expect(lookup(d66, 41).row.label).toBe('High');
  });

  it('refuses a modifier that is not a safe integer', () => {
    expect(() => lookup(survival, 3, { modifier: 0.5 })).toThrow('modifier must be a safe integer, got 0.5');
    expect(() => lookup(survival, 3, { modifier: Number.NaN })).toThrow(TableModifierError);
    // the modifier is checked before the roll
    expect(() => lookup(survival, 21, { modifier: 0.5 })).toThrow('modifier must be a safe integer, got 0.5');
    expect(() => lookup(w, 9, { modifier: 0.5 })).toThrow('modifier must be a safe integer, got 0.5');
  });

  it('reads a total at each end exactly, and says which end a non-clamping table passed', () => {
    expect(lookup(strict, 5, { modifier: 1 })).toMatchObject({ total: 6, effective: 6, clamped: false, row: { label: 'hi' } });
    expect(lookup(strict, 2, { modifier: -1 })).toMatchObject({ total: 1, effective: 1, clamped: false, row: { label: 'lo' } });
    expect(() => lookup(strict, 6, { modifier: 1 })).toThrow('6 + 1 = 7 is past the end of table "strict" (1..6), which does not clamp');
    expect(() => lookup(strict, 1, { modifier: -2 })).toThrow('1 − 2 = -1 is past the end of table "strict" (1..6), which does not clamp');
  });

  it('reads a natural row on the roll itself, with the effective value the roll', () => {
    expect(lookup(survival, 20, { modifier: -4 })).toMatchObject({ roll: 20, modifier: -4, total: 16, effective: 20, clamped: false });
    expect(lookup(survival, 20).row.label).toBe('Discovery');
    expect(lookup(survival, 19).row.label).toBe('Uneventful');
    expect(lookup(survival, 16, { modifier: 4 })).toMatchObject({ total: 20, effective: 20, row: { label: 'Bounty' } });
  });

  it('reads the row boundaries of a range table exactly', () => {
    expect([5, 6, 10, 11, 15, 16, 19].map((v) => lookup(survival, v).row.label)).toEqual([
      'Injury', 'Trouble', 'Trouble', 'Difficulty', 'Difficulty', 'Uneventful', 'Uneventful',
    ]);
  });
});

describe('tableDistribution (exact weights)', () => {
  const plain = (d: { outcomes: readonly string[]; weights: readonly bigint[]; total: bigint; leftover: bigint }) =>
    Object.fromEntries([...d.outcomes.map((o, i) => [o, `${d.weights[i] ?? 0n}/${d.total}`]), ['(leftover)', `${d.leftover}/${d.total}`]]);
  const leaf = defineTable({ name: 'leaf', die: 'd2', rows: [{ range: 1, label: 'L1' }, { range: 2, label: 'L2' }] });

  it('reduces a plain d6 table to lowest terms', () => {
    const t = defineTable({ name: 't', die: 'd6', rows: [{ range: '1-2', label: 'A' }, { range: '3-6', label: 'B' }] });
    expect(plain(tableDistribution(t))).toEqual({ A: '1/3', B: '2/3', '(leftover)': '0/3' });
  });

  it('weighs a row with its own dice by each amount', () => {
    const t = defineTable({ name: 't', die: 'd2', rows: [{ range: 1, label: 'Coins', dice: '1d2', unit: 'gp' }, { range: 2, label: 'None' }] });
    expect(plain(tableDistribution(t))).toEqual({ 'Coins (1 gp)': '1/4', 'Coins (2 gp)': '1/4', None: '2/4', '(leftover)': '0/4' });
  });

  it('lists every ordered pair of a roll-twice row', () => {
    const t = defineTable({ name: 't', die: 'd2', rows: [{ range: 1, label: 'Two', then: [{ roll: 'leaf', times: 2 }] }, { range: 2, label: 'Solo' }] });
    const d = tableDistribution(t, { tables: createTableSet([t, leaf]) });
    expect(plain(d)).toEqual({
      'Two → {L1; L1}': '1/8', 'Two → {L1; L2}': '1/8', 'Two → {L2; L1}': '1/8', 'Two → {L2; L2}': '1/8', Solo: '4/8', '(leftover)': '0/8',
    });
    expect(d.depth).toBeUndefined();
  });

  it('sends a row cut by the depth cap to leftover and reports the cap as depth', () => {
    const t = defineTable({ name: 't', die: 'd2', rows: [{ range: 1, label: 'More', dice: '1d3', then: [{ roll: 'leaf' }] }, { range: 2, label: 'Stop' }] });
    const d = tableDistribution(t, { tables: createTableSet([t, leaf]), maxDepth: 0 });
    expect(plain(d)).toEqual({ Stop: '1/2', '(leftover)': '1/2' });
    expect(d.depth).toBe(0);
    const full = tableDistribution(t, { tables: createTableSet([t, leaf]), maxDepth: 1 });
    expect(probability(full, 'More (3) → L2')).toEqual({ num: 1n, den: 12n });
    expect(full.leftover).toBe(0n);
  });

  it('mixes rows whose nested totals differ over a common denominator', () => {
    const three = defineTable({ name: 'three', die: 'd3', rows: [{ range: '1-3', label: 'T' }] });
    const t = defineTable({ name: 't', die: 'd2', rows: [{ range: 1, label: 'A', then: [{ roll: 'leaf' }] }, { range: 2, label: 'B', then: [{ roll: 'three' }] }] });
    expect(plain(tableDistribution(t, { tables: createTableSet([t, leaf, three]) }))).toEqual({ 'A → L1': '1/4', 'A → L2': '1/4', 'B → T': '2/4', '(leftover)': '0/4' });
  });

  it('refuses a modifier on a weighted table and names the outcome limit', () => {
    expect(() => tableDistribution(hoard, { modifier: 1, tables: set })).toThrow(TableModifierError);
    const fan = defineTable({ name: 'fan', die: 'd6', rows: [{ range: 1, label: 'x' }, { range: '2-6', label: 'r', then: [{ again: 10 }] }] });
    expect(() => tableDistribution(fan)).toThrow('table "fan": the exact distribution could hold more than MAX_TABLE_OUTCOMES (200000) outcomes; lower maxDepth');
    expect(() => tableDistribution(fan, { maxDepth: 40 })).toThrow('maxDepth must be a whole number 0..32, got 40');
  });
});

describe('rollOnTable (seeded rolls checked against the dice they use)', () => {
  it('rolls a d20 table as rollDie(rng, 20) and reads that face (seed 8)', () => {
    const [face, after] = rollDie(seed(8), 20);
    const [r, next] = rollOnTable(seed(8), survival);
    expect(r.roll).toBe(face);
    expect(r.label).toBe(lookup(survival, face).row.label);
    expect(next).toEqual(after);
  });

  it('rolls a d66 table as a tens d6 then a units d6 (seed 3)', () => {
    const t = defineTable({ name: 'd66', die: 'd66', rows: [{ range: '11-36', label: 'Low' }, { range: '41-66', label: 'High' }] });
    const [tens, r1] = rollDie(seed(3), 6);
    const [units, r2] = rollDie(r1, 6);
    const [r, next] = rollOnTable(seed(3), t);
    expect(r.roll).toBe(10 * tens + units);
    expect(r.label).toBe(tens <= 3 ? 'Low' : 'High');
    expect(next).toEqual(r2);
  });

  it('draws a weighted position as nextInt(rng, 1, total weight) (seed 4)', () => {
    const w = defineTable({ name: 'w', rows: [{ weight: 2, label: 'A' }, { weight: 0, label: 'Z' }, { weight: 3, label: 'B' }] });
    const [pos, after] = nextInt(seed(4), 1, 5);
    const [r, next] = rollOnTable(seed(4), w);
    expect(r).toMatchObject({ roll: pos, total: pos, effective: pos, modifier: 0, label: pos <= 2 ? 'A' : 'B' });
    expect(next).toEqual(after);
  });

  it('rolls the top die, then the row dice, then each further roll in order (seed 12)', () => {
    const coin = defineTable({ name: 'coin', die: 'd2', rows: [{ range: 1, label: 'H' }, { range: 2, label: 'T' }] });
    const top = defineTable({ name: 'top', die: 'd4', rows: [{ range: '1-4', label: 'Pay', dice: 'd6', unit: 'gp', then: [{ roll: 'coin', times: 2 }] }] });
    const tables = createTableSet([coin, top]);
    const [f, r1] = rollDie(seed(12), 4);
    const [amount, r2] = rollDie(r1, 6);
    const [c1, r3] = rollDie(r2, 2);
    const [c2, r4] = rollDie(r3, 2);
    const side = (c: number): string => (c === 1 ? 'H' : 'T');
    const [r, next] = rollOnTable(seed(12), top, { tables });
    expect(r).toMatchObject({ roll: f, amount, unit: 'gp', key: `Pay (${amount} gp) → {${side(c1)}; ${side(c2)}}` });
    expect(r.nested.map((n) => n.roll)).toEqual([c1, c2]);
    expect(next).toEqual(r4);
  });

  it('adds the modifier to the rolled face; the open ≤5 row takes any low total unclamped (seed 8)', () => {
    const [face] = rollDie(seed(8), 20);
    const [r] = rollOnTable(seed(8), survival, { modifier: -30 });
    expect(r).toMatchObject({ roll: face, modifier: -30, total: face - 30 });
    // a natural 20 keeps its row; anything else is far below 1, inside the open ≤5 row
    if (face === 20) expect(r).toMatchObject({ effective: 20, clamped: false, label: 'Discovery' });
    else expect(r).toMatchObject({ effective: face - 30, clamped: false, label: 'Injury' });
  });
});

describe('depth limits', () => {
  // c0 rolls on c1, c1 on c2, … c11 is plain: a chain 11 nested rolls deep
  const chain = Array.from({ length: 12 }, (_, i) =>
    defineTable({ name: `c${i}`, die: 'd1', rows: [{ range: 1, label: `C${i}`, ...(i < 11 ? { then: [{ roll: `c${i + 1}` }] } : {}) }] }),
  );
  const tables = createTableSet(chain);
  const c0 = chain[0] as Table<string>;
  const keyTo = (n: number): string => Array.from({ length: n + 1 }, (_, i) => `C${i}`).join(' → ');

  it('exports the documented limits', () => {
    expect([DEFAULT_MAX_DEPTH, MAX_TABLE_DEPTH, MAX_TABLE_ROLLS]).toEqual([10, 32, 10_000]);
  });

  it('makes DEFAULT_MAX_DEPTH (10) levels of nested rolls when no maxDepth is given', () => {
    const [r] = rollOnTable(seed(1), c0, { tables });
    expect(r).toMatchObject({ truncated: true, key: `${keyTo(10)} → …` });
    const [full] = rollOnTable(seed(1), c0, { tables, maxDepth: 11 });
    expect(full).toMatchObject({ truncated: false, key: keyTo(11) });
  });

  it('cuts the distribution at the same default depth and reports it', () => {
    const d = tableDistribution(c0, { tables });
    expect(d).toMatchObject({ outcomes: [], total: 1n, leftover: 1n, depth: 10 });
    const full = tableDistribution(c0, { tables, maxDepth: 11 });
    expect(full).toMatchObject({ outcomes: [keyTo(11)], weights: [1n], total: 1n, leftover: 0n });
    expect(full.depth).toBeUndefined();
  });
});

describe('lookup on rows listed out of order', () => {
  it('finds each row by its range, whatever order the rows are listed in', () => {
    const t = defineTable({ name: 'rev', die: 'd6', rows: [{ range: '5-6', label: 'Hi' }, { range: '3-4', label: 'Mid' }, { range: '1-2', label: 'Lo' }] });
    expect([1, 2, 3, 4, 5, 6].map((v) => lookup(t, v).row.label)).toEqual(['Lo', 'Lo', 'Mid', 'Mid', 'Hi', 'Hi']);
    expect(lookup(t, 1, { modifier: -3 })).toMatchObject({ effective: 1, clamped: true, row: { label: 'Lo', index: 2 } });
    expect(lookup(t, 6, { modifier: 3 })).toMatchObject({ effective: 6, clamped: true, row: { label: 'Hi', index: 0 } });
    // the distribution comes in die order
    const d = tableDistribution(t);
    expect([d.outcomes, d.weights, d.total]).toEqual([['Lo', 'Mid', 'Hi'], [1n, 1n, 1n], 3n]);
  });
});
