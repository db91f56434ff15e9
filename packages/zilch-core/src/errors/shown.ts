/**
 * @internal A bad value as an error message shows it: `String(value)`, or `a symbol`, or
 * `an object` for an object `String` cannot write (one without a prototype, or whose `toString`
 * throws). Never throws, so a check always reaches its own typed error.
 */
export function shown(value: unknown): string {
  if (typeof value === 'symbol') return 'a symbol';
  // String throws for an object without a prototype as for one whose toString throws
  try {
    return String(value);
  } catch {
    return typeof value === 'function' ? 'a function' : 'an object';
  }
}

/**
 * @internal A bad value quoted in an error message: as JSON where it can be (`"dagger"`, `3`,
 * `{"kind":"x"}`), a BigInt as `5n`, and anything JSON cannot write (a symbol, a function,
 * `undefined`, a cyclic object, one holding a BigInt) as {@link shown} writes it. Never throws.
 */
export function quoted(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  // JSON writes a function as nothing (a symbol too: shown names that)
  if (typeof value === 'function') return 'a function';
  try {
    const json = JSON.stringify(value);
    if (json !== undefined) return json;
  } catch {
    // a cycle, a BigInt inside, or a toJSON that throws
  }
  // (null is written as JSON above)
  return typeof value === 'object' ? 'an object' : shown(value);
}
