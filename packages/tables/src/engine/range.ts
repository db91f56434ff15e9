// Reading the range column of a table row: `1`, `2-3`, `20+`, `≤0`, `00` (= 100 on d%).

/** An inclusive range of die totals; open ends are ±Infinity. */
export interface RowRange {
  /** Lowest total the row covers (`-Infinity` for `≤N`). */
  readonly low: number;
  /** Highest total the row covers (`Infinity` for `N+`). */
  readonly high: number;
}

function num(s: string): number | undefined {
  if (s === '00') return 100;
  if (!/^-?\d+$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined; // never a silently rounded bound
}

/**
 * Parses a row range. Accepted forms: a whole number (`7`), `a-b` (also with an en or em
 * dash, `2–3`), `N+` / `≥N` / `>=N` (N and above), `≤N` / `<=N` (N and below), and `00`
 * for 100 on percentile dice (`96-00` = 96..100).
 *
 * @param spec - The range as written.
 * @returns The inclusive range, or `undefined` if it cannot be read.
 */
export function parseRange(spec: string | number): RowRange | undefined {
  if (typeof spec === 'number') return Number.isSafeInteger(spec) ? { low: spec, high: spec } : undefined;
  const s = spec.replace(/\s+/g, '').replace(/[–—]/g, '-');
  let m: RegExpExecArray | null;
  if ((m = /^(-?\d+)\+$/.exec(s)) ?? (m = /^(?:≥|>=)(-?\d+)$/.exec(s))) {
    const n = num(m[1] ?? '');
    return n === undefined ? undefined : { low: n, high: Infinity };
  }
  if ((m = /^(?:≤|<=)(-?\d+)$/.exec(s))) {
    const n = num(m[1] ?? '');
    return n === undefined ? undefined : { low: -Infinity, high: n };
  }
  if ((m = /^(-?\d+)-(-?\d+)$/.exec(s))) {
    const a = num(m[1] ?? '');
    const b = num(m[2] ?? '');
    if (a === undefined || b === undefined || b < a) return undefined;
    return { low: a, high: b };
  }
  const n = num(s);
  return n === undefined ? undefined : { low: n, high: n };
}

/** Formats a range back to the canonical text form (`1`, `2-3`, `20+`, `≤0`). */
export function formatRange(r: RowRange): string {
  if (r.low === -Infinity) return `≤${r.high}`;
  if (r.high === Infinity) return `${r.low}+`;
  return r.low === r.high ? `${r.low}` : `${r.low}-${r.high}`;
}
