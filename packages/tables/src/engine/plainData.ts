// Internal: row payloads are copied and frozen when a table is built, so a later change to the
// caller's object cannot reach into the table, and a cyclic or absurdly deep payload is refused.

/**
 * Deepest nesting a row payload may have (objects and arrays inside each other). Checked before
 * the payload is copied.
 *
 * @example
 * ```ts
 * MAX_RESULT_DEPTH; // 64
 * ```
 * @since 0.2.0
 * @category Limits
 */
export const MAX_RESULT_DEPTH = 64;

/** Why `value` is not plain data a table can hold, or `null` when it is (iterative: never overflows the stack). */
export function plainDataProblem(value: unknown): string | null {
  const stack: { v: unknown; depth: number; leave?: true }[] = [{ v: value, depth: 0 }];
  const path = new Set<object>(); // the objects between the root and the current one
  let visited = 0;
  while (stack.length > 0) {
    const top = stack.pop();
    if (top === undefined) break;
    const { v, depth } = top;
    if (top.leave === true) {
      path.delete(v as object);
      continue;
    }
    if (++visited > 1_000_000) return 'the payload holds more than 1000000 values';
    const t = typeof v;
    if (t === 'function' || t === 'symbol') return `a payload may not hold a ${t}`;
    if (t !== 'object' || v === null) continue;
    const o = v as object;
    if (depth >= MAX_RESULT_DEPTH) return `the payload is nested deeper than MAX_RESULT_DEPTH (${MAX_RESULT_DEPTH})`;
    if (path.has(o)) return 'the payload refers to itself (a cycle); give plain data';
    path.add(o);
    stack.push({ v: o, depth, leave: true });
    const proto = Object.getPrototypeOf(o) as unknown;
    if (Array.isArray(o)) {
      for (const x of o as unknown[]) stack.push({ v: x, depth: depth + 1 });
    } else if (proto === Object.prototype || proto === null) {
      for (const x of Object.values(o)) stack.push({ v: x, depth: depth + 1 });
    } else {
      return 'a payload must be plain data (objects, arrays, strings, numbers, booleans, null)';
    }
  }
  return null;
}

/** A frozen deep copy of plain data (checked by {@link plainDataProblem} first). */
export function frozenCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return Object.freeze(value.map((x: unknown) => frozenCopy(x))) as T;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) {
    Object.defineProperty(out, k, { value: frozenCopy(x), enumerable: true, writable: false, configurable: false });
  }
  return Object.freeze(out) as T;
}
