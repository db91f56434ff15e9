/**
 * @internal A bad value as an error message shows it: `String(value)`, or `a symbol`, or
 * `an object` for an object without a prototype (`String` throws a `TypeError` on both).
 */
export function shown(value: unknown): string {
  if (typeof value === 'symbol') return 'a symbol';
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null) return 'an object';
  return String(value);
}
