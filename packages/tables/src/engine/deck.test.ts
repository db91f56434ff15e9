import { describe, expect, it } from 'vitest';
import { goodnessOfFit, seed, type Rng } from '@rollwright/dice';
import { createDeck, drawFromDeck, resetDeck } from './deck.js';
import { defineTable } from './Table.js';
import { tableDistribution } from './tableDistribution.js';
import { TableExhaustedError } from './errors.js';

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
