// Examples for docs/guides/exact-probabilities.md (checked by docs-examples.test.ts).
import {
  DistributionError,
  MAX_OUTCOMES,
  combine,
  die,
  formatFraction,
  fractionToNumber,
  map,
  mean,
  probability,
  probabilityAtLeast,
  sumOf,
  toTable,
} from '@rollwright/dice';

// #region what-you-get
const twoD6 = sumOf(2, die(6));
console.log(twoD6.outcomes.join(' ')); // → 2 3 4 5 6 7 8 9 10 11 12
console.log(twoD6.weights.join(' ')); // → 1 2 3 4 5 6 5 4 3 2 1
console.log(twoD6.total); // → 36n
const seven = probability(twoD6, 7); // a Fraction of bigints, in lowest terms
console.log(seven.num, seven.den); // → 1n 6n
console.log(fractionToNumber(seven).toFixed(4)); // → 0.1667
// #endregion what-you-get

// #region table
for (const row of toTable(sumOf(2, die(4)))) {
  console.log(row.value, formatFraction(row.probability), formatFraction(row.atLeast));
}
// → 2 1/16 1
// → 3 1/8 15/16
// → 4 3/16 13/16
// → 5 1/4 5/8
// → 6 3/16 3/8
// → 7 1/8 3/16
// → 8 1/16 1/16
// #endregion table

// #region combine
const d20 = die(20);
const advantage = combine(d20, d20, Math.max); // the higher of two d20
console.log(formatFraction(probabilityAtLeast(advantage, 11))); // → 3/4
const zilchDie = map(die(6), (v) => (v === 6 ? 0 : v)); // a d6 whose 6 counts as 0
console.log(formatFraction(mean(sumOf(3, zilchDie)))); // → 15/2
// #endregion combine

// #region exactness
const hundred = sumOf(100, die(6)); // weights grow past 2^53: they are bigints
console.log(hundred.total === 6n ** 100n); // → true
console.log(formatFraction(probability(hundred, 100))); // → 1/653318623500070906096690267158057820537143710472954871543071966369497141477376
// #endregion exactness

// #region limits
console.log(MAX_OUTCOMES); // → 1000000
try {
  combine(die(100_000), die(100_000), (a, b) => a * 100_000 + b); // 10^10 pairs
} catch (e) {
  console.log(e instanceof DistributionError); // → true
}
// #endregion limits
