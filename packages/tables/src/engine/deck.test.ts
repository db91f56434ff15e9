import { describe, expect, it } from 'vitest';
import { goodnessOfFit, nextInt, seed, type Rng } from '@rollwright/dice';
import { createDeck, drawFromDeck, MAX_DECK_CARDS, resetDeck } from './deck.js';
import { createTableSet } from './TableSet.js';
import { defineTable } from './Table.js';
import { tableDistribution } from './tableDistribution.js';
import { TableDefinitionError, TableExhaustedError, UnknownTableError } from './errors.js';

const d6 = defineTable({ name: 'ev', die: 'd6', rows: [{ range: '1-2', label: 'A' }, { range: '3-6', label: 'B' }] });
const reaction = defineTable({ name: 'r', die: '2d6', rows: [{ range: '2-6', label: 'Low' }, { range: '7', label: 'Mid' }, { range: '8-12', label: 'High' }] });

describe('createDeck', () => {
  it('makes one card per die outcome, so a 2d6 deck holds 36', () => {
    expect(createDeck(reaction).size).toBe(36);
    expect(createDeck(reaction, { copies: 'one' }).size).toBe(3);
  });
});

describe('drawFromDeck', () => {
  it('draws every card exactly once, then throws TableExhaustedError', () => {
    let deck = createDeck(d6);
    let rng: Rng = seed(1);
    const rolls: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [draw, next] = drawFromDeck(rng, deck);
      expect(draw.roll.row.label).toBe((draw.roll.roll ?? 0) <= 2 ? 'A' : 'B');
      rolls.push(draw.roll.roll ?? 0);
      deck = draw.deck;
      rng = next;
    }
    expect(rolls.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => drawFromDeck(rng, deck)).toThrow(TableExhaustedError);
  });

  it('reshuffles an empty deck when built with onExhausted: reset', () => {
    let deck = createDeck(d6, { copies: 'one', onExhausted: 'reset' });
    let rng: Rng = seed(2);
    const labels: string[] = [];
    let reshuffles = 0;
    for (let i = 0; i < 6; i++) {
      const [draw, next] = drawFromDeck(rng, deck);
      labels.push(draw.roll.label);
      if (draw.reshuffled) reshuffles++;
      deck = draw.deck;
      rng = next;
    }
    expect(reshuffles).toBe(2);
    expect(labels.filter((l) => l === 'A')).toHaveLength(3);
  });

  it('gives the table odds on the first draw (chi-square, fixed seed)', () => {
    const deck = createDeck(reaction);
    let rng: Rng = seed(3);
    const first: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const [draw, next] = drawFromDeck(rng, deck);
      first.push(draw.roll.key);
      rng = next;
    }
    expect(goodnessOfFit(tableDistribution(reaction), first).pValue).toBeGreaterThan(1e-6);
  });
});

describe('resetDeck', () => {
  it('returns a full deck with the same options', () => {
    const deck = createDeck(d6, { copies: 'one' });
    const [draw] = drawFromDeck(seed(1), deck);
    expect(resetDeck(draw.deck)).toEqual(deck);
  });
});

describe('createDeck copies: one', () => {
  const survival = defineTable({ name: 'survival', die: 'd20', rows: [
    { range: '≤5', label: 'Injury' }, { range: '6-19', label: 'Nothing' },
    { range: 20, natural: true, label: 'Discovery' }, { range: '20+', label: 'Bounty' },
  ] });
  const prayer = defineTable({ name: 'prayer', die: 'd20', rows: [
    { range: '1-20', label: 'Heard' }, { range: '21', label: 'Blessed' }, { range: '22-24', label: 'Miracle' },
  ] });

  it('deals the natural row and never a row only a modifier reaches', () => {
    const labels = (t: typeof survival): string[] => createDeck(t, { copies: 'one' }).cards.map((c) => t.rows[c.row]?.label ?? '');
    expect(labels(survival)).toEqual(['Injury', 'Nothing', 'Discovery']);
    expect(labels(prayer)).toEqual(['Heard']);
  });

  it('deals one card per reachable outcome with copies: odds', () => {
    const deck = createDeck(survival);
    const count = (label: string): number => deck.cards.filter((c) => survival.rows[c.row]?.label === label).length;
    expect([count('Injury'), count('Nothing'), count('Discovery'), count('Bounty')]).toEqual([5, 14, 1, 0]);
  });

  it('builds a d10000 deck of 10000 cards', () => {
    const big = defineTable({ name: 'big', die: 'd10000', rows: Array.from({ length: 10_000 }, (_, i) => ({ range: i + 1, label: `r${i + 1}` })) });
    expect(createDeck(big).size).toBe(10_000);
    expect(createDeck(big, { copies: 'one' }).size).toBe(10_000);
  });
});

describe('createDeck (exact cards)', () => {
  it('deals a d6 table one card per face, in face order, each naming its row', () => {
    const deck = createDeck(d6);
    expect(deck.cards).toEqual([
      { roll: 1, row: 0 }, { roll: 2, row: 0 }, { roll: 3, row: 1 }, { roll: 4, row: 1 }, { roll: 5, row: 1 }, { roll: 6, row: 1 },
    ]);
    expect(deck).toMatchObject({ table: d6, size: 6, copies: 'odds', onExhausted: 'error' });
    expect([Object.isFrozen(deck), Object.isFrozen(deck.cards), Object.isFrozen(deck.cards[0])]).toEqual([true, true, true]);
  });

  it('deals a 2d6 table as many cards per total as it has ways: 1, 2, … 6 … 1', () => {
    const perTotal = new Map<number, number>();
    for (const c of createDeck(reaction).cards) perTotal.set(c.roll ?? 0, (perTotal.get(c.roll ?? 0) ?? 0) + 1);
    expect([...perTotal]).toEqual([[2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6], [8, 5], [9, 4], [10, 3], [11, 2], [12, 1]]);
    // Low 2-6: 15 cards, Mid 7: 6, High 8-12: 15
    expect([0, 1, 2].map((row) => createDeck(reaction).cards.filter((c) => c.row === row).length)).toEqual([15, 6, 15]);
  });

  it('deals a weighted table one card per unit of weight, numbered by position, skipping weight 0', () => {
    const w = defineTable({ name: 'w', rows: [{ weight: 2, label: 'A' }, { weight: 0, label: 'Z' }, { weight: 1, label: 'B' }] });
    expect(createDeck(w).cards).toEqual([{ roll: 1, row: 0 }, { roll: 2, row: 0 }, { roll: 3, row: 2 }]);
    expect(createDeck(w, { copies: 'one' }).cards).toEqual([{ roll: null, row: 0 }, { roll: null, row: 2 }]);
  });

  it('deals one card per reachable row in row order with copies: one', () => {
    expect(createDeck(reaction, { copies: 'one', onExhausted: 'reset' })).toMatchObject({
      cards: [{ roll: null, row: 0 }, { roll: null, row: 1 }, { roll: null, row: 2 }], size: 3, copies: 'one', onExhausted: 'reset',
    });
  });

  it('accepts a deck of exactly MAX_DECK_CARDS cards and refuses one more, naming the size', () => {
    expect(MAX_DECK_CARDS).toBe(100_000);
    const at = defineTable({ name: 'at', die: 'd100000', rows: [{ range: '1-100000', label: 'x' }] });
    expect(createDeck(at).size).toBe(100_000);
    const over = defineTable({ name: 'over', die: 'd100001', rows: [{ range: '1-100001', label: 'x' }] });
    expect(() => createDeck(over)).toThrow(TableDefinitionError);
    expect(() => createDeck(over)).toThrow("table \"over\": a deck of 100001 cards exceeds MAX_DECK_CARDS (100000); use copies: 'one'");
    expect(createDeck(over, { copies: 'one' }).size).toBe(1);
    const heavy = defineTable({ name: 'heavy', rows: [{ weight: 100_000, label: 'a' }, { weight: 1, label: 'b' }] });
    expect(() => createDeck(heavy)).toThrow('table "heavy": a deck of 100001 cards exceeds MAX_DECK_CARDS (100000)');
    // 3d20 has 8000 ways (not 58 totals), all of them cards
    const three = defineTable({ name: 'three', die: '3d20', rows: [{ range: '3-60', label: 'x' }] });
    expect(createDeck(three).size).toBe(8000);
    // 4d20: only 77 totals but 160000 ways, so the bound counts ways
    const four = defineTable({ name: 'four', die: '4d20', rows: [{ range: '4-80', label: 'x' }] });
    expect(() => createDeck(four)).toThrow('table "four": a deck of 160000 cards exceeds MAX_DECK_CARDS (100000)');
  });
});

describe('drawFromDeck (worked draws)', () => {
  it('draws the card nextInt picks among those left, and leaves the others in order (seed 5)', () => {
    const deck = createDeck(d6);
    // the card is the one at the index nextInt(rng, 0, cards left − 1) gives
    const [i, after] = nextInt(seed(5), 0, 5);
    const [draw, next] = drawFromDeck(seed(5), deck);
    const card = deck.cards[i];
    expect(draw.roll).toMatchObject({ table: 'ev', roll: card?.roll, modifier: 0, total: card?.roll, effective: card?.roll, clamped: false });
    expect(draw.roll.label).toBe((card?.roll ?? 0) <= 2 ? 'A' : 'B');
    expect(draw.deck.cards).toEqual(deck.cards.filter((_, k) => k !== i));
    expect(draw.reshuffled).toBe(false);
    // nothing else is rolled: the state after is nextInt's
    expect(next).toEqual(after);
    // the deck drawn from is untouched, and the new one keeps the options
    expect(deck.cards).toHaveLength(6);
    expect(draw.deck).toMatchObject({ table: d6, size: 6, copies: 'odds', onExhausted: 'error' });
    expect(Object.isFrozen(draw.deck)).toBe(true);
    expect(Object.isFrozen(draw)).toBe(true);
  });

  it('reports a card of copies: one with no roll at all', () => {
    const deck = createDeck(reaction, { copies: 'one' });
    const [i] = nextInt(seed(2), 0, 2);
    const [draw] = drawFromDeck(seed(2), deck);
    expect(draw.roll).toMatchObject({ roll: null, total: null, effective: null, modifier: 0, clamped: false, label: ['Low', 'Mid', 'High'][i] });
  });

  it('draws the last card of a one-card deck, then throws naming the table', () => {
    const one = defineTable({ name: 'solo', die: 'd1', rows: [{ range: 1, label: 'Only' }] });
    const [draw] = drawFromDeck(seed(1), createDeck(one));
    expect(draw.roll.key).toBe('Only');
    expect(draw.deck.cards).toEqual([]);
    expect(() => drawFromDeck(seed(1), draw.deck)).toThrow(
      'deck of table "solo" is exhausted: every card has been drawn (use resetDeck to shuffle them back)',
    );
  });

  it('reshuffles an empty reset deck before the draw and says so', () => {
    const one = defineTable({ name: 'solo', die: 'd1', rows: [{ range: 1, label: 'Only' }] });
    const [first] = drawFromDeck(seed(1), createDeck(one, { onExhausted: 'reset' }));
    expect(first.reshuffled).toBe(false);
    const [again] = drawFromDeck(seed(1), first.deck);
    expect(again).toMatchObject({ reshuffled: true, roll: { key: 'Only' } });
    expect(again.deck).toMatchObject({ cards: [], size: 1, onExhausted: 'reset' });
  });

  it('rolls a drawn row’s dice and further rolls, honouring tables and maxDepth', () => {
    const coins = defineTable({ name: 'coins', die: 'd1', rows: [{ range: 1, label: 'Purse', dice: '1d1+4', unit: 'gp', then: [{ roll: 'leaf' }] }] });
    const leaf = defineTable({ name: 'leaf', die: 'd1', rows: [{ range: 1, label: 'Leaf' }] });
    const tables = createTableSet([coins, leaf]);
    const deck = createDeck(coins);
    expect(drawFromDeck(seed(1), deck, { tables })[0].roll).toMatchObject({ amount: 5, unit: 'gp', key: 'Purse (5 gp) → Leaf', truncated: false });
    expect(drawFromDeck(seed(1), deck, { tables, maxDepth: 0 })[0].roll).toMatchObject({ key: 'Purse (5 gp) → …', truncated: true });
    expect(() => drawFromDeck(seed(1), deck)).toThrow(UnknownTableError);
    expect(() => drawFromDeck(seed(1), deck, { tables, maxDepth: 33 })).toThrow('table "coins": maxDepth must be a whole number 0..32, got 33');
  });
});

describe('resetDeck (options kept)', () => {
  it('gives a full deck with copies: odds and onExhausted: reset kept', () => {
    const deck = createDeck(d6, { onExhausted: 'reset' });
    const [draw] = drawFromDeck(seed(9), deck);
    const full = resetDeck(draw.deck);
    expect(full).toEqual(deck);
    expect(full).toMatchObject({ copies: 'odds', onExhausted: 'reset', size: 6 });
  });
});
