import type { Distribution, Rng } from '@rollwright/dice';
import { TableDefinitionError } from './errors.js';
import { rollOnTable } from './rollOnTable.js';
import { defineTable, type Table, type TableSource } from './Table.js';
import { tableDistribution } from './tableDistribution.js';

/**
 * A move on a hex flower: one of the six neighbours, stay, or one step toward a chosen hex.
 *
 * @since 0.1.0
 * @category Hex flowers
 */
export type HexMove = 'up' | 'upperRight' | 'lowerRight' | 'down' | 'lowerLeft' | 'upperLeft' | 'stay' | 'toward';

/** The six neighbour moves, clockwise from up (the tie-break order of `toward`). */
const CLOCKWISE = ['up', 'upperRight', 'lowerRight', 'down', 'lowerLeft', 'upperLeft'] as const;

/**
 * One of the six neighbour moves.
 *
 * @since 0.1.0
 * @category Hex flowers
 */
export type NeighbourMove = 'up' | 'upperRight' | 'lowerRight' | 'down' | 'lowerLeft' | 'upperLeft';

/**
 * A named hex and its (column, doubled row) coordinates.
 *
 * @typeParam H - Hex names.
 * @since 0.1.0
 * @category Hex flowers
 */
export interface HexSpec<H extends string> {
  /** Hex name. */
  readonly name: H;
  /** Column (x). */
  readonly col: number;
  /** Doubled row: vertical neighbours differ by 2, diagonal neighbours by 1. */
  readonly row: number;
}

/**
 * One line of a hex flower's navigation key: die range to move.
 *
 * @since 0.1.0
 * @category Hex flowers
 */
export interface HexMoveSpec {
  /** Die range (`1`, `2-3`, `16-20`). */
  readonly range: string | number;
  /** The move. */
  readonly move: HexMove;
}

/** Neighbour offsets on flat-top hexes in (column, doubled row) coordinates. */
const OFFSET: Record<NeighbourMove, readonly [number, number]> = {
  up: [0, -2],
  upperRight: [1, -1],
  lowerRight: [1, 1],
  down: [0, 2],
  lowerLeft: [-1, 1],
  upperLeft: [-1, -1],
};

/**
 * A hex flower (Goblin's Henchman's Hex Flower Game Engine): a small map of named hexes
 * walked by a die — weather, moods, random wandering. Built by {@link defineHexFlower}.
 *
 * @typeParam H - Hex names.
 * @since 0.1.0
 * @category Hex flowers
 */
export interface HexFlower<H extends string> {
  /** Unique name. */
  readonly name: string;
  /** Hexes with (column, doubled row) coordinates: up is row −2, the diagonals ±1 column and ±1 row. */
  readonly hexes: readonly HexSpec<H>[];
  /** The navigation table: die ranges to moves. */
  readonly moves: Table<HexMove>;
  /** What a move off the flower does: stay put (`stay`) or re-enter at the far end of the same line (`wrap`). */
  readonly edge: 'stay' | 'wrap';
  /** Where the flower comes from. */
  readonly source: TableSource | null;
  /** Ruling ids that apply. */
  readonly rulings: readonly string[];
}

/**
 * Input of {@link defineHexFlower}.
 *
 * @typeParam H - Hex names.
 * @since 0.1.0
 * @category Hex flowers
 */
export interface HexFlowerSpec<H extends string> {
  /** Unique name. */
  readonly name: string;
  /** Hexes and their (column, doubled row) coordinates. */
  readonly hexes: readonly HexSpec<H>[];
  /** Navigation die (e.g. `d20` for a weather flower walked on a d20, `2d6` for the standard engine). */
  readonly die: string;
  /** Die ranges to moves; must cover the die exactly once. */
  readonly moves: readonly HexMoveSpec[];
  /** Off-flower rule (default `stay`). */
  readonly edge?: 'stay' | 'wrap';
  /** Where the flower comes from. */
  readonly source?: TableSource;
  /** Ruling ids that apply. */
  readonly rulings?: readonly string[];
}

/**
 * Builds a hex flower. Coordinates must be distinct; the move table is validated like any range
 * table (gaps and overlaps name the value).
 *
 * @typeParam H - Hex names.
 * @param spec - Hexes, navigation die and moves.
 * @returns The flower, frozen.
 * @throws {@link TableDefinitionError} on duplicate names or coordinates.
 * @throws {@link TableRangeError} if the moves do not cover the die exactly once.
 * @example
 * ```ts
 * const tiny = defineHexFlower({ name: 'tiny', die: 'd6', hexes: [
 *   { name: 'Calm', col: 0, row: 0 }, { name: 'Storm', col: 0, row: 2 },
 * ], moves: [{ range: '1-3', move: 'up' }, { range: '4-6', move: 'down' }] });
 * ```
 * @since 0.1.0
 * @category Hex flowers
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineHexFlower<H extends string>(spec: HexFlowerSpec<H>): HexFlower<H> {
  const seen = new Set<string>();
  for (const h of spec.hexes) {
    for (const k of [`n:${h.name}`, `c:${h.col},${h.row}`]) {
      if (seen.has(k)) throw new TableDefinitionError(spec.name, `duplicate hex ${k.slice(2)}`);
      seen.add(k);
    }
  }
  const moves = defineTable<HexMove>({
    name: `${spec.name}/moves`,
    die: spec.die,
    rows: spec.moves.map((m) => ({ range: m.range, label: m.move, result: m.move })),
    ...(spec.source === undefined ? {} : { source: spec.source }),
  });
  return Object.freeze({
    name: spec.name,
    hexes: Object.freeze(spec.hexes.map((h) => Object.freeze({ ...h }))),
    moves,
    edge: spec.edge ?? 'stay',
    source: spec.source === undefined ? null : Object.freeze({ ...spec.source }),
    rulings: Object.freeze([...(spec.rulings ?? [])]),
  });
}

type Hex<H extends string> = HexFlower<H>['hexes'][number];

function at<H extends string>(f: HexFlower<H>, col: number, row: number): Hex<H> | undefined {
  return f.hexes.find((h) => h.col === col && h.row === row);
}

function hexOf<H extends string>(f: HexFlower<H>, name: H): Hex<H> {
  const h = f.hexes.find((x) => x.name === name);
  if (h === undefined) throw new TableDefinitionError(f.name, `no hex named "${name}"`);
  return h;
}

/** Cube distance between two hexes in (column, doubled row) coordinates. */
function distance(a: { col: number; row: number }, b: { col: number; row: number }): number {
  const az = (a.row - a.col) / 2;
  const bz = (b.row - b.col) / 2;
  const dx = a.col - b.col;
  const dz = az - bz;
  return Math.max(Math.abs(dx), Math.abs(dz), Math.abs(dx + dz));
}

/**
 * Where a neighbour move lands, or `null` when it leaves the flower (before the edge rule).
 *
 * @typeParam H - Hex names.
 * @param flower - The flower.
 * @param from - Starting hex.
 * @param move - One of the six neighbour moves.
 * @returns The neighbour's name, or `null` off the flower.
 * @throws {@link TableDefinitionError} if `from` is not a hex of the flower.
 * @example
 * ```ts
 * neighbour(weatherFlower, 'Sunny', 'up'); // 'Fierce Sun'
 * ```
 * @since 0.1.0
 * @category Hex flowers
 */
export function neighbour<H extends string>(flower: HexFlower<H>, from: H, move: NeighbourMove): H | null {
  const h = hexOf(flower, from);
  const [dc, dr] = OFFSET[move];
  return at(flower, h.col + dc, h.row + dr)?.name ?? null;
}

/**
 * Where a neighbour move that leaves the flower re-enters under the `wrap` rule: the far end
 * of the same line (walk back the opposite way to the last hex). `null` if the move stays on
 * the flower.
 *
 * @typeParam H - Hex names.
 * @param flower - The flower.
 * @param from - Starting hex.
 * @param move - One of the six neighbour moves.
 * @returns The re-entry hex, or `null` when the move does not leave the flower.
 * @throws {@link TableDefinitionError} if `from` is not a hex of the flower.
 * @example
 * ```ts
 * wrapTarget(weatherFlower, 'Fierce Sun', 'up'); // 'Hurricane'
 * ```
 * @since 0.1.0
 * @category Hex flowers
 */
export function wrapTarget<H extends string>(flower: HexFlower<H>, from: H, move: NeighbourMove): H | null {
  if (neighbour(flower, from, move) !== null) return null;
  const [dc, dr] = OFFSET[move];
  let cur = hexOf(flower, from);
  for (;;) {
    const back = at(flower, cur.col - dc, cur.row - dr);
    if (back === undefined) return cur.name;
    cur = back;
  }
}

/**
 * Options of {@link hexFlowerStep} and {@link hexFlowerStepDistribution}.
 *
 * @typeParam H - Hex names.
 * @since 0.1.0
 * @category Hex flowers
 */
export interface HexStepOptions<H extends string> {
  /** Target of `toward` moves (for weather: the predominant weather, e.g. by season). Required if the flower has `toward` moves. */
  readonly predominant?: H;
  /** Override the flower's edge rule. */
  readonly edge?: 'stay' | 'wrap';
}

/**
 * Applies a move (no randomness): neighbours per the coordinates, the edge rule off the flower,
 * and `toward` = the neighbour closest to `predominant` (ties clockwise from up; stay when
 * already there).
 *
 * @typeParam H - Hex names.
 * @param flower - The flower.
 * @param from - Starting hex.
 * @param move - The move.
 * @param options - `predominant`, `edge`.
 * @returns The hex moved to.
 * @throws {@link TableDefinitionError} if `from` or `predominant` is not a hex, or a `toward` move has no `predominant`.
 * @example
 * ```ts
 * applyHexMove(weatherFlower, 'Sunny', 'toward', { predominant: 'Hail' }); // 'Cloudy'
 * ```
 * @since 0.1.0
 * @category Hex flowers
 */
export function applyHexMove<H extends string>(flower: HexFlower<H>, from: H, move: HexMove, options: HexStepOptions<H> = {}): H {
  const here = hexOf(flower, from);
  if (move === 'stay') return from;
  if (move === 'toward') {
    if (options.predominant === undefined) {
      throw new TableDefinitionError(flower.name, 'a "toward" move needs options.predominant (the hex it moves toward)');
    }
    const target = hexOf(flower, options.predominant);
    const d0 = distance(here, target);
    if (d0 === 0) return from;
    for (const m of CLOCKWISE) {
      const n = neighbour(flower, from, m);
      if (n !== null && distance(hexOf(flower, n), target) === d0 - 1) return n;
    }
    return from;
  }
  const n = neighbour(flower, from, move);
  if (n !== null) return n;
  return (options.edge ?? flower.edge) === 'wrap' ? (wrapTarget(flower, from, move) ?? from) : from;
}

/**
 * One step of a hex flower walk.
 *
 * @typeParam H - Hex names.
 * @since 0.1.0
 * @category Hex flowers
 */
export interface HexStep<H extends string> {
  /** Starting hex. */
  readonly from: H;
  /** The navigation roll. */
  readonly roll: number;
  /** The move it gave. */
  readonly move: HexMove;
  /** Where the walk is now. */
  readonly to: H;
  /** Whether a neighbour move was blocked by the edge (`stay` rule) or wrapped. */
  readonly edge: 'none' | 'blocked' | 'wrapped';
}

/**
 * Rolls the navigation die once and moves.
 *
 * @typeParam H - Hex names.
 * @param rng - Generator state; never mutated.
 * @param flower - The flower.
 * @param from - Starting hex.
 * @param options - `predominant`, `edge`.
 * @returns The step and the next generator state.
 * @throws {@link TableDefinitionError} as {@link applyHexMove}.
 * @example
 * ```ts
 * const [step, next] = hexFlowerStep(seed(1), weatherFlower, 'Sunny', { predominant: 'Snowy' });
 * ```
 * @since 0.1.0
 * @category Hex flowers
 */
export function hexFlowerStep<H extends string>(
  rng: Rng,
  flower: HexFlower<H>,
  from: H,
  options: HexStepOptions<H> = {},
): readonly [HexStep<H>, Rng] {
  const [r, next] = rollOnTable(rng, flower.moves);
  const move = r.result;
  const to = applyHexMove(flower, from, move, options);
  const off = move !== 'stay' && move !== 'toward' && neighbour(flower, from, move) === null;
  const edge = !off ? 'none' : to === from ? 'blocked' : 'wrapped';
  return [Object.freeze({ from, roll: r.roll ?? 0, move, to, edge }), next];
}

/**
 * The exact distribution of the hex one step from `from`.
 *
 * @typeParam H - Hex names.
 * @param flower - The flower.
 * @param from - Starting hex.
 * @param options - `predominant`, `edge`.
 * @returns Distribution over hex names.
 * @throws {@link TableDefinitionError} as {@link applyHexMove}.
 * @example
 * ```ts
 * probability(hexFlowerStepDistribution(weatherFlower, 'Sunny', { predominant: 'Sunny' }), 'Sunny'); // 10/20
 * ```
 * @since 0.1.0
 * @category Hex flowers
 */
export function hexFlowerStepDistribution<H extends string>(
  flower: HexFlower<H>,
  from: H,
  options: HexStepOptions<H> = {},
): Distribution<string> {
  const d = tableDistribution(flower.moves);
  const acc = new Map<string, bigint>();
  d.outcomes.forEach((m, i) => {
    const to = applyHexMove(flower, from, m as HexMove, options);
    acc.set(to, (acc.get(to) ?? 0n) + (d.weights[i] ?? 0n));
  });
  const outcomes = flower.hexes.map((h) => h.name as string).filter((n) => acc.has(n));
  return Object.freeze({
    outcomes: Object.freeze(outcomes),
    weights: Object.freeze(outcomes.map((o) => acc.get(o) ?? 0n)),
    total: d.total,
    leftover: 0n,
  });
}
