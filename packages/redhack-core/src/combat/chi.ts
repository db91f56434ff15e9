// Test helper: draws `n` samples with a fixed seed and returns the chi-square p-value.
import { goodnessOfFit, seed, type Distribution, type Outcome, type Rng } from '@rollwright/dice';

export function samplerPValue<T extends Outcome>(d: Distribution<T>, draw: (rng: Rng) => readonly [T, Rng], n = 20_000, s = 20261201): number {
  let r = seed(s);
  const counts = new Map<T, number>();
  for (let i = 0; i < n; i++) {
    const [v, next] = draw(r);
    r = next;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return goodnessOfFit(d, counts).pValue;
}
