import { DistributionError, type Distribution, type Outcome } from './Distribution.js';

/** @internal Throws when a query would have to guess where leftover (truncated) mass goes. */
export function assertExact<T extends Outcome>(d: Distribution<T>, query: string): void {
  if (typeof d?.total !== 'bigint') throw new DistributionError(`${query} needs a Distribution, got ${String(d)}`);
  if (d.leftover !== 0n) {
    throw new DistributionError(
      `${query} of a truncated distribution (leftover ${d.leftover}/${d.total}${d.depth === undefined ? '' : `, depth ${d.depth}`}) would be a guess`,
    );
  }
}

/** @internal Throws unless every outcome is a safe integer; returns the outcomes typed as numbers. */
export function integerOutcomes(d: Distribution<number>, query: string): readonly number[] {
  for (const o of d.outcomes) {
    if (!Number.isSafeInteger(o)) throw new DistributionError(`${query} needs integer outcomes, got ${String(o)}`);
  }
  return d.outcomes;
}

/** @internal The exact value of a finite double as `num / den` (den a power of two). */
export function doubleToRatio(x: number): { num: bigint; den: bigint } {
  let den = 1n;
  let v = x;
  while (!Number.isInteger(v)) {
    v *= 2;
    den *= 2n;
  }
  return { num: BigInt(v), den };
}
