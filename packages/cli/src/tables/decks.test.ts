// Every seed table of every game, used as a deck: the cards are exactly the rows an unmodified
// roll can reach, each as often as the table's odds say (copies: 'odds') or once (copies: 'one').
import { distribution, seed, type Rng } from '@rollwright/dice';
import { createDeck, drawFromDeck, lookup, MAX_DECK_CARDS, type Table } from '@rollwright/tables';
import { describe, expect, it } from 'vitest';
import { allTables, seedTables } from './seedTables.js';

/** Row index → how many ways an unmodified roll lands on it, face by face (the oracle). */
function waysPerRow(t: Table<unknown>): Map<number, number> {
  const ways = new Map<number, number>();
  if (t.die === null) {
    for (const r of t.rows) if ((r.weight ?? 0) > 0) ways.set(r.index, r.weight ?? 0);
    return ways;
  }
  // Every face of the die, from the dice package's own distribution (d66: tens and units).
  for (const [face, n] of facesOf(t.die)) {
    const row = lookup(t, face).row.index;
    ways.set(row, (ways.get(row) ?? 0) + n);
  }
  return ways;
}

function facesOf(die: string): [number, number][] {
  if (die.replace(/\s+/g, '').toLowerCase() === 'd66') {
    const out: [number, number][] = [];
    for (let t = 1; t <= 6; t++) for (let u = 1; u <= 6; u++) out.push([10 * t + u, 1]);
    return out;
  }
  const d = distribution(die.replace(/×/g, '*'));
  return d.outcomes.map((o, i) => [o, Number(d.weights[i] ?? 0n)]);
}

const multiset = (rows: readonly number[]): Map<number, number> => {
  const m = new Map<number, number>();
  for (const r of rows) m.set(r, (m.get(r) ?? 0) + 1);
  return m;
};

describe.each(allTables.map((t) => [t.name, t] as const))('%s as a deck', (_, t) => {
  it("deals one card per reachable row with copies: 'one', and every card once before it is empty", () => {
    const reachable = [...waysPerRow(t).keys()].sort((a, b) => a - b);
    let deck = createDeck(t, { copies: 'one' });
    expect(deck.cards.map((c) => c.row)).toEqual(reachable);
    let rng: Rng = seed(1);
    const dealt: number[] = [];
    while (deck.cards.length > 0) {
      const [draw, next] = drawFromDeck(rng, deck, { tables: seedTables });
      dealt.push(draw.roll.row.index);
      deck = draw.deck;
      rng = next;
    }
    expect(dealt.sort((a, b) => a - b)).toEqual(reachable);
  });

  it("deals each row as often as its odds say with copies: 'odds'", () => {
    const deck = createDeck(t);
    expect(deck.size).toBeLessThanOrEqual(MAX_DECK_CARDS);
    expect(multiset(deck.cards.map((c) => c.row))).toEqual(waysPerRow(t));
    for (const c of deck.cards) if (c.roll !== null) expect(lookup(t, c.roll).row.index).toBe(c.row);
  });
});
