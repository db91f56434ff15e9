// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { DiceNotationError, die, DistributionError, RngStateError, roll, safeParse, seed, sumOf } from '@rollwright/dice';

try {
  seed(1.5); // a seed must be a safe integer
} catch (e) {
  if (e instanceof RngStateError) console.log(e.name); // → RngStateError
}
try {
  sumOf(-1, die(6)); // a dice count below zero is not a roll
} catch (e) {
  if (e instanceof DistributionError) console.log(e instanceof RangeError); // → true
}
try {
  roll(seed(42), '2d6+'); // formulas are checked before any die is rolled
} catch (e) {
  if (e instanceof DiceNotationError) console.log(e.message, e.index, e.reason); // → Expected a number, a die or '(' at 5 in "2d6+" 4 syntax
}
const checked = safeParse('1d1!'); // the non-throwing twin, for user input
if (!checked.ok) console.log(checked.error.reason); // → infinite
// #endregion example
