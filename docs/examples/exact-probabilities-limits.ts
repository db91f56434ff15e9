// Shown in docs/guides/exact-probabilities.md; every console.log is followed by the exact text it prints.
// #region example
import { combine, die, DistributionError, MAX_OUTCOMES } from '@rollwright/dice';

console.log(MAX_OUTCOMES); // → 1000000
try {
  combine(die(100_000), die(100_000), (a, b) => a * 100_000 + b); // 10^10 pairs
} catch (e) {
  console.log(e instanceof DistributionError); // → true
}
// #endregion example
