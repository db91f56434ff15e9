// One measured row of `pnpm bench`. Every bench/*.bench.ts exports `run(): Promise<Row[]>`.

/** A benchmark measurement: the median of many timed runs of one case by one implementation. */
export interface Row {
  /** Table section, e.g. "distributions" or "roll". */
  group: string;
  /** What is measured, e.g. "4d6kh3". */
  case: string;
  /** Who computed it, e.g. "@rollwright/dice" or a peer library. */
  impl: string;
  /** The median, in `unit`. */
  median: number;
  /** `'ms'` per operation (lower is better) or `'ops/s'` (higher is better). */
  unit: 'ms' | 'ops/s';
  /** Reference value in the same unit (e.g. icepool's time for the same case), if any. */
  anchor?: number;
  /** Free text shown at the end of the row. */
  note?: string;
}
