// Examples for docs/guides/getting-started.md. Every console.log below is followed by an arrow
// comment with the exact text it prints; packages/dice/test/docs-examples.test.ts checks them.
import {
  DistributionError,
  RngStateError,
  formatFraction,
  mean,
  probabilityAtLeast,
  rollDie,
  seed,
  sumOf,
  die,
  type Rng,
} from '@rollwright/dice';

// #region first-roll
const r0 = seed(42); // the whole state of the generator: a small plain object
const [first, r1] = rollDie(r0, 20); // a d20: the face and the next state
const [second, r2] = rollDie(r1, 20);
console.log(first, second); // → 6 6
console.log(rollDie(r0, 20)[0] === first); // → true
// #endregion first-roll

// #region exact-odds
const twoD6 = sumOf(2, die(6)); // the exact distribution of 2d6
console.log(formatFraction(probabilityAtLeast(twoD6, 7))); // → 7/12
console.log(formatFraction(mean(sumOf(3, die(6))))); // → 21/2
// #endregion exact-odds

// #region determinism
const saved = JSON.stringify(r2); // store it anywhere: a file, a database, a chat message
const restored: Rng = JSON.parse(saved) as Rng;
console.log(rollDie(restored, 6)[0] === rollDie(r2, 6)[0]); // → true
// #endregion determinism

// #region errors
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
// #endregion errors
