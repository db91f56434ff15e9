import { nextInt, type Rng } from '@rollwright/dice';
import { TableDefinitionError, TableExhaustedError } from './errors.js';
import { lookup } from './lookup.js';
import { depthOption, finish, type RollOptions, type TableRoll } from './rollOnTable.js';
import { indexOf, type Table } from './Table.js';
import { rowWeights } from './tableIndex.js';

/**
 * A table used as a deck: draw without replacement. Each card is one way the table can come
 * up — one card per die outcome for a range table (36 cards for a 2d6 table, so the first draw
 * has the table's odds), `weight` cards per row for a weighted table — or, with
 * `copies: 'one'`, one card per row an unmodified roll can reach (a natural-20 row is a card; a
 * `21+` row that only a modifier reaches is not).
 *
 * @typeParam T - Type of the rows' payloads.
 * @since 0.1.0
 * @category Decks
 */
export interface Deck<T> {
  /** The table behind the deck. */
  readonly table: Table<T>;
  /** The cards left. */
  readonly cards: readonly DeckCard[];
  /** How many cards a full deck holds. */
  readonly size: number;
  /** How cards were made. */
  readonly copies: 'odds' | 'one';
  /** What an empty deck does on the next draw: throw, or shuffle every card back in first. */
  readonly onExhausted: 'error' | 'reset';
}

/**
 * One card of a {@link Deck}.
 *
 * @since 0.1.0
 * @category Decks
 */
export interface DeckCard {
  /** The roll the card stands for: a die total, a weighted position, or `null` with `copies: 'one'`. */
  readonly roll: number | null;
  /** Index of the card's row in the table. */
  readonly row: number;
}

/**
 * Options of {@link createDeck}.
 *
 * @since 0.1.0
 * @category Decks
 */
export interface DeckOptions {
  /** `odds` (default): one card per die outcome / weight unit; `one`: one card per row an unmodified roll can reach. */
  readonly copies?: 'odds' | 'one';
  /** `error` (default): drawing from an empty deck throws; `reset`: it reshuffles first. */
  readonly onExhausted?: 'error' | 'reset';
}

/**
 * Largest number of cards a deck may hold (a `3d20` table would make 8000). Checked before the
 * deck is built.
 *
 * @since 0.1.0
 * @category Limits
 */
export const MAX_DECK_CARDS = 100_000;

function fullCards(table: Table<unknown>, copies: 'odds' | 'one'): { roll: number | null; row: number }[] {
  const ix = indexOf(table);
  const cards: { roll: number | null; row: number }[] = [];
  if (copies === 'one') {
    // One card per row an unmodified roll can reach (natural rows included, rows only a
    // modifier reaches left out), in row order.
    const reach = rowWeights(ix, 0).weights;
    for (const r of table.rows) if (reach.has(r.index)) cards.push({ roll: null, row: r.index });
    return cards;
  }
  if (ix.die === null) {
    let pos = 0;
    for (const r of ix.drawable) for (let i = 0; i < (r.weight ?? 0); i++) cards.push({ roll: ++pos, row: r.index });
    return cards;
  }
  const d = ix.die.distribution;
  d.outcomes.forEach((face, i) => {
    const n = Number(d.weights[i] ?? 0n);
    const row = lookup(table, face).row.index;
    for (let k = 0; k < n; k++) cards.push({ roll: face, row });
  });
  return cards;
}

/** How many cards a full deck holds, known before the cards are made. */
function deckSize(table: Table<unknown>, copies: 'odds' | 'one'): number {
  const ix = indexOf(table);
  if (copies === 'one') return rowWeights(ix, 0).weights.size;
  if (ix.die === null) return ix.totalWeight;
  if (ix.die.uniform) return ix.die.size;
  const d = ix.die.distribution;
  return Number(d.total - d.leftover);
}

/**
 * Makes a full deck from a table, for drawing without replacement (a "deck of rows": each
 * result comes up at most as often as it has cards). Modifiers do not apply to decks.
 *
 * @typeParam T - Type of the rows' payloads.
 * @param table - The table.
 * @param options - `copies` (`odds` | `one`), `onExhausted` (`error` | `reset`).
 * @returns A full deck.
 * @throws {@link TableDefinitionError} if the deck would exceed {@link MAX_DECK_CARDS} cards.
 * @example
 * ```ts
 * const events = defineTable({ name: 'events', die: 'd6', rows: [
 *   { range: '1-3', label: 'Nothing' }, { range: '4-5', label: 'Noise' }, { range: '6+', label: 'Monster' },
 * ] });
 * createDeck(events).size;                     // 6: one card per face
 * createDeck(events, { copies: 'one' }).size;  // 3: one card per row
 * ```
 * @since 0.1.0
 * @category Decks
 */
export function createDeck<T>(table: Table<T>, options: DeckOptions = {}): Deck<T> {
  const copies = options.copies ?? 'odds';
  const size = deckSize(table as Table<unknown>, copies);
  if (size > MAX_DECK_CARDS) {
    throw new TableDefinitionError(table.name, `a deck of ${size} cards exceeds MAX_DECK_CARDS (${MAX_DECK_CARDS}); use copies: 'one'`);
  }
  const cards = Object.freeze(fullCards(table as Table<unknown>, copies).map((c) => Object.freeze(c)));
  return Object.freeze({ table, cards, size: cards.length, copies, onExhausted: options.onExhausted ?? 'error' });
}

/**
 * Puts every card back: the deck as {@link createDeck} made it.
 *
 * @typeParam T - Type of the rows' payloads.
 * @param deck - Any deck of the table.
 * @returns A full deck with the same options.
 * @example
 * ```ts
 * const fresh = resetDeck(emptyDeck); // fresh.cards.length === fresh.size
 * ```
 * @since 0.1.0
 * @category Decks
 */
export function resetDeck<T>(deck: Deck<T>): Deck<T> {
  return createDeck(deck.table, { copies: deck.copies, onExhausted: deck.onExhausted });
}

/**
 * The outcome of {@link drawFromDeck}: the roll and the deck without the drawn card.
 *
 * @typeParam T - Type of the rows' payloads.
 * @since 0.1.0
 * @category Decks
 */
export interface DeckDraw<T> {
  /** The drawn result (nested rolls are ordinary rolls, with replacement). */
  readonly roll: TableRoll<T>;
  /** The deck after the draw. */
  readonly deck: Deck<T>;
  /** Whether the deck was empty and shuffled back in before this draw (`onExhausted: 'reset'`). */
  readonly reshuffled: boolean;
}

/**
 * Draws one card (uniformly among the cards left) and resolves it like a roll on the table:
 * row dice and further rolls are made as in {@link rollOnTable}.
 *
 * @typeParam T - Type of the rows' payloads.
 * @param rng - Generator state; never mutated.
 * @param deck - The deck; never mutated.
 * @param options - `tables` and `maxDepth` for the row's further rolls (a modifier is ignored).
 * @returns The draw (with the smaller deck) and the next generator state.
 * @throws {@link TableExhaustedError} if the deck is empty and `onExhausted` is `error`.
 * @throws {@link UnknownTableError} if the row refers to a table `options.tables` lacks.
 * @example
 * ```ts
 * let deck = createDeck(table, { copies: 'one' });
 * const [draw, rng2] = drawFromDeck(seed(1), deck);
 * deck = draw.deck; // one card fewer
 * ```
 * @since 0.1.0
 * @category Decks
 */
export function drawFromDeck<T>(
  rng: Rng,
  deck: Deck<T>,
  options: Omit<RollOptions, 'modifier'> = {},
): readonly [DeckDraw<T>, Rng] {
  let current = deck;
  let reshuffled = false;
  if (current.cards.length === 0) {
    if (current.onExhausted === 'error') throw new TableExhaustedError(deck.table.name);
    current = resetDeck(current);
    reshuffled = true;
  }
  const [i, r1] = nextInt(rng, 0, current.cards.length - 1);
  const card = current.cards[i];
  const row = card === undefined ? undefined : current.table.rows[card.row];
  if (card === undefined || row === undefined) throw new TableExhaustedError(deck.table.name);
  const hit =
    card.roll === null
      ? null
      : { roll: card.roll, modifier: 0, total: card.roll, effective: card.roll, clamped: false };
  const maxDepth = depthOption(deck.table.name, options.maxDepth);
  const [roll, r2] = finish(r1, current.table, row, hit, 0, maxDepth, options.tables);
  const cards = Object.freeze([...current.cards.slice(0, i), ...current.cards.slice(i + 1)]);
  const next: Deck<T> = Object.freeze({ ...current, cards });
  return [Object.freeze({ roll, deck: next, reshuffled }), r2];
}
