import { checkSum, DistributionError, freezeDist, MAX_OUTCOMES, words, type Distribution } from './Distribution.js';
import { integerOutcomes } from './exact.js';

/** @internal A numeric distribution over consecutive integers `min..min+w.length-1` (zeros allowed). */
export interface Dense {
  readonly min: number;
  readonly w: bigint[];
}

/** @internal Converts an integer-valued distribution to dense form (throws on non-integers). */
export function toDense(d: Distribution<number>): Dense {
  const o = d.outcomes;
  if (o.length === 0) return { min: 0, w: [] };
  const min = o[0] as number;
  const max = o[o.length - 1] as number;
  integerOutcomes(d, 'dense form');
  if (max - min + 1 > MAX_OUTCOMES) throw new DistributionError(`range ${min}..${max} exceeds ${MAX_OUTCOMES} outcomes`);
  const w = new Array<bigint>(max - min + 1).fill(0n);
  for (let i = 0; i < o.length; i++) w[(o[i] as number) - min] = d.weights[i] ?? 0n;
  return { min, w };
}

/** @internal Back from dense form (drops zero weights). */
export function fromDense(dn: Dense, leftover: bigint = 0n, depth?: number): Distribution<number> {
  const outcomes: number[] = [];
  const weights: bigint[] = [];
  let total = leftover;
  for (let i = 0; i < dn.w.length; i++) {
    const x = dn.w[i] ?? 0n;
    if (x !== 0n) {
      outcomes.push(dn.min + i);
      weights.push(x);
      total += x;
    }
  }
  if (outcomes.length === 0 && leftover === 0n) throw new DistributionError('empty distribution');
  return freezeDist({ outcomes, weights, total, leftover, depth });
}

/**
 * @internal Convolution of two dense distributions (the distribution of the sum); throws if the
 * estimated work exceeds the work limit (`MAX_POOL_WORK`).
 */
export function convolve(a: Dense, b: Dense): Dense {
  // A sum with an empty distribution (no outcome at all) has no outcome either.
  if (a.w.length === 0 || b.w.length === 0) return { min: 0, w: [] };
  if (a.w.length + b.w.length - 1 > MAX_OUTCOMES) {
    throw new DistributionError(`a sum would exceed ${MAX_OUTCOMES} outcomes`);
  }
  const sum = (d: Dense): bigint => d.w.reduce((s, x) => s + x, 1n);
  checkSum(a.w.filter((x) => x !== 0n).length * b.w.length, words(sum(a)), words(sum(b)), `a sum of ${a.w.length} and ${b.w.length} outcomes`);
  const w = new Array<bigint>(a.w.length + b.w.length - 1).fill(0n);
  for (let i = 0; i < a.w.length; i++) {
    const x = a.w[i] ?? 0n;
    if (x === 0n) continue;
    for (let j = 0; j < b.w.length; j++) {
      const y = b.w[j] ?? 0n;
      if (y !== 0n) w[i + j] = (w[i + j] ?? 0n) + x * y;
    }
  }
  return { min: a.min + b.min, w };
}
