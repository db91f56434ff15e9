// One row of `pnpm bench`. Every bench/*.bench.ts exports `run(): Promise<Row[]>`.

/** A benchmark figure: a median measured in this run, or a figure quoted from elsewhere. */
export interface Row {
  /** Table section, e.g. "distributions" or "roll". */
  group: string;
  /** What is measured, e.g. "4d6kh3". */
  case: string;
  /** Who computed it, e.g. "@rollwright/dice roll (string)" or a peer library. */
  impl: string;
  /** The median, in `unit`. */
  median: number;
  /** Time per operation (lower is better), `'ops/s'` (higher is better) or a plain ratio `'×'`. */
  unit: 'ms' | 'µs' | 'ns' | 'ops/s' | '×';
  /** Interquartile range over the rounds (same unit), when measured. */
  spread?: readonly [number, number];
  /** Speed relative to the fastest peer library of the same case (2 = twice as fast). */
  vsPeer?: number;
  /** Speed relative to the hand-written loop over pure-rand of the same case. */
  vsHand?: number;
  /** Reference value in the same unit (e.g. icepool's time for the same case), if any. */
  anchor?: number;
  /** What the issue asks for, e.g. "≥ 1.5× droll". */
  target?: string;
  /** `'measured'` in this run, or `'quoted'` from the source named in `note`. */
  source: 'measured' | 'quoted';
  /** Free text shown at the end of the row. */
  note?: string;
}
