/** @internal Freezes a data tree (objects and arrays) and returns it; for catalogue data. */
/* @__NO_SIDE_EFFECTS__ */
export function frozen<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    for (const v of Object.values(x)) frozen(v);
    Object.freeze(x);
  }
  return x;
}
