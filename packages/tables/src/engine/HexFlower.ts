import type { Distribution, Rng } from '@rollwright/dice';
import { TableDefinitionError } from './errors.js';
import { rollOnTable } from './rollOnTable.js';
import { analyseTableSpec, defineTable, type Table, type TableProblem, type TableSource } from './Table.js';
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
  /** Navigation die (e.g. `2d6` for the standard engine, `d20` for a flower keyed on a d20). */
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

/** The moves a navigation key may name. */
const MOVES: readonly HexMove[] = ['up', 'upperRight', 'lowerRight', 'down', 'lowerLeft', 'upperLeft', 'stay', 'toward'];

/**
 * Validates a hex flower spec (any value: JSON data too) and returns every problem found, each
 * with its path; empty when valid.
 */
export function checkHexFlowerSpec(input: unknown): TableProblem[] {
  const out: TableProblem[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return [{ path: [], message: 'a hex flower must be an object', error: new TableDefinitionError('', 'a hex flower must be an object') }];
  }
  const spec = input as Record<string, unknown>;
  const name = typeof spec['name'] === 'string' ? spec['name'] : '';
  const def = (path: (string | number)[], msg: string): void => {
    const error = new TableDefinitionError(name, msg);
    out.push({ path, message: error.message, error });
  };
  if (name.trim() === '') def(['name'], 'a hex flower needs a non-empty name');
  const hexes = spec['hexes'];
  if (!Array.isArray(hexes) || hexes.length === 0) def(['hexes'], 'a hex flower needs at least one hex');
  else {
    const seen = new Map<string, number>();
    hexes.forEach((h: unknown, i: number) => {
      if (typeof h !== 'object' || h === null) return def(['hexes', i], `hex ${i + 1} must be an object`);
      const hex = h as Record<string, unknown>;
      const hn = hex['name'];
      if (typeof hn !== 'string' || hn.trim() === '') def(['hexes', i, 'name'], `hex ${i + 1} needs a name`);
      else if (seen.has(`n:${hn}`)) def(['hexes', i, 'name'], `duplicate hex ${hn} (also hex ${(seen.get(`n:${hn}`) ?? 0) + 1})`);
      else seen.set(`n:${hn}`, i);
      const col = hex['col'];
      const row = hex['row'];
      let ok = true;
      for (const [k, v] of [['col', col], ['row', row]] as const) {
        if (typeof v !== 'number' || !Number.isSafeInteger(v)) {
          def(['hexes', i, k], `hex ${i + 1}: ${k} must be a whole number`);
          ok = false;
        }
      }
      if (ok) {
        if ((Number(col) + Number(row)) % 2 !== 0) def(['hexes', i, 'row'], `hex ${i + 1}: col + row must be even (doubled rows)`);
        const c = `c:${String(col)},${String(row)}`;
        if (seen.has(c)) def(['hexes', i], `duplicate hex ${String(col)},${String(row)} (also hex ${(seen.get(c) ?? 0) + 1})`);
        else seen.set(c, i);
      }
    });
  }
  if (spec['edge'] !== undefined && spec['edge'] !== 'stay' && spec['edge'] !== 'wrap') def(['edge'], 'edge is "stay" or "wrap"');
  const moves = spec['moves'];
  if (!Array.isArray(moves) || moves.length === 0) def(['moves'], 'a hex flower needs a navigation key (moves)');
  else {
    moves.forEach((m: unknown, i: number) => {
      const mv = typeof m === 'object' && m !== null ? (m as Record<string, unknown>)['move'] : undefined;
      if (typeof mv !== 'string' || !(MOVES as readonly string[]).includes(mv)) def(['moves', i, 'move'], `move ${i + 1} must be one of ${MOVES.join(', ')}`);
    });
    const table = analyseTableSpec({
      name: `${name}/moves`,
      die: spec['die'],
      rows: moves.map((m: unknown) => (typeof m === 'object' && m !== null ? { range: (m as Record<string, unknown>)['range'], label: String((m as Record<string, unknown>)['move']) } : m)),
    });
    for (const p of table.problems) {
      if (p.path[0] === 'rows' && p.path[2] === 'label') continue; // the move itself, reported above
      out.push({ ...p, path: p.path[0] === 'rows' ? ['moves', ...p.path.slice(1)] : p.path });
    }
  }
  return out;
}

/**
 * Builds a hex flower. Coordinates must be distinct; the move table is validated like any range
 * table (gaps and overlaps name the value).
 *
 * @typeParam H - Hex names.
 * @param spec - Hexes, navigation die and moves.
 * @returns The flower, frozen.
 * @throws {@link TableDefinitionError} on duplicate names or coordinates, a coordinate that is not
 *   a whole number (or whose column + row is odd), an unknown move or edge rule.
 * @throws {@link TableRangeError} if the moves do not cover the die exactly once.
 * @throws {@link DieExpressionError} if the navigation die cannot be read.
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
  const first = checkHexFlowerSpec(spec)[0];
  if (first !== undefined) throw first.error;
  const moves = defineTable<HexMove>({
    name: `${spec.name}/moves`,
    die: spec.die,
    rows: spec.moves.map((m) => ({ range: m.range, label: m.move, result: m.move })),
    ...(spec.source === undefined ? {} : { source: spec.source }),
  });
  return Object.freeze({
    name: spec.name,
    hexes: Object.freeze(spec.hexes.map((h) => Object.freeze({ name: h.name, col: h.col, row: h.row }))),
    moves,
    edge: spec.edge ?? 'stay',
    source: spec.source === undefined ? null : Object.freeze({ seed: spec.source.seed, section: spec.source.section }),
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
 * const wind = defineHexFlower({ name: 'wind', die: 'd6', hexes: [
 *   { name: 'Calm', col: 0, row: 0 }, { name: 'Breezy', col: 0, row: 2 }, { name: 'Gale', col: 0, row: 4 },
 * ], moves: [{ range: '1-2', move: 'up' }, { range: '3-4', move: 'down' }, { range: 5, move: 'stay' }, { range: 6, move: 'toward' }] });
 * neighbour(wind, 'Calm', 'down'); // 'Breezy'
 * neighbour(wind, 'Calm', 'up');   // null (off the flower)
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
 * const wind = defineHexFlower({ name: 'wind', die: 'd6', hexes: [
 *   { name: 'Calm', col: 0, row: 0 }, { name: 'Breezy', col: 0, row: 2 }, { name: 'Gale', col: 0, row: 4 },
 * ], moves: [{ range: '1-2', move: 'up' }, { range: '3-4', move: 'down' }, { range: 5, move: 'stay' }, { range: 6, move: 'toward' }] });
 * wrapTarget(wind, 'Calm', 'up'); // 'Gale' (the far end of the line)
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
  /** Target of `toward` moves (say, the predominant weather of the season). Required on every step of a flower that has `toward` moves. */
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
 * @throws {@link TableDefinitionError} if `from` or `predominant` is not a hex, or the flower has
 *   `move` is `toward` and no `predominant` is given (a move is given here, not rolled, so another
 *   move needs none; {@link hexFlowerStep} asks for it on every step of a flower with `toward` moves).
 * @example
 * ```ts
 * const wind = defineHexFlower({ name: 'wind', die: 'd6', hexes: [
 *   { name: 'Calm', col: 0, row: 0 }, { name: 'Breezy', col: 0, row: 2 }, { name: 'Gale', col: 0, row: 4 },
 * ], moves: [{ range: '1-2', move: 'up' }, { range: '3-4', move: 'down' }, { range: 5, move: 'stay' }, { range: 6, move: 'toward' }] });
 * applyHexMove(wind, 'Calm', 'toward', { predominant: 'Gale' }); // 'Breezy'
 * ```
 * @since 0.1.0
 * @category Hex flowers
 */
export function applyHexMove<H extends string>(flower: HexFlower<H>, from: H, move: HexMove, options: HexStepOptions<H> = {}): H {
  checkStepOptions(flower, options, move === 'toward');
  const here = hexOf(flower, from);
  if (move === 'stay') return from;
  if (move === 'toward') {
    // checkStepOptions above refused a toward move without predominant
    const target = hexOf(flower, options.predominant as H);
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

/** Every call checks its options the same way, whatever the die shows. */
function checkStepOptions<H extends string>(flower: HexFlower<H>, options: HexStepOptions<H>, toward = flower.moves.rows.some((r) => r.result === 'toward')): void {
  if (options.predominant !== undefined) hexOf(flower, options.predominant);
  else if (toward) {
    throw new TableDefinitionError(flower.name, 'this flower has "toward" moves, so every step needs options.predominant');
  }
  if (options.edge !== undefined && options.edge !== 'stay' && options.edge !== 'wrap') {
    throw new TableDefinitionError(flower.name, `edge must be "stay" or "wrap", got ${String(options.edge)}`);
  }
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
 * const wind = defineHexFlower({ name: 'wind', die: 'd6', hexes: [
 *   { name: 'Calm', col: 0, row: 0 }, { name: 'Breezy', col: 0, row: 2 }, { name: 'Gale', col: 0, row: 4 },
 * ], moves: [{ range: '1-2', move: 'up' }, { range: '3-4', move: 'down' }, { range: 5, move: 'stay' }, { range: 6, move: 'toward' }] });
 * const [step, next] = hexFlowerStep(seed(1), wind, 'Calm', { predominant: 'Gale' });
 * step.to; // 'Calm' or 'Breezy'
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
  checkStepOptions(flower, options);
  hexOf(flower, from);
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
 * const wind = defineHexFlower({ name: 'wind', die: 'd6', hexes: [
 *   { name: 'Calm', col: 0, row: 0 }, { name: 'Breezy', col: 0, row: 2 }, { name: 'Gale', col: 0, row: 4 },
 * ], moves: [{ range: '1-2', move: 'up' }, { range: '3-4', move: 'down' }, { range: 5, move: 'stay' }, { range: 6, move: 'toward' }] });
 * probability(hexFlowerStepDistribution(wind, 'Calm', { predominant: 'Gale' }), 'Calm'); // { num: 1n, den: 2n }
 * ```
 * @since 0.1.0
 * @category Hex flowers
 */
export function hexFlowerStepDistribution<H extends string>(
  flower: HexFlower<H>,
  from: H,
  options: HexStepOptions<H> = {},
): Distribution<string> {
  checkStepOptions(flower, options);
  hexOf(flower, from);
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
