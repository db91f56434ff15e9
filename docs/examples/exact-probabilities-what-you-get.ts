// Shown in docs/guides/exact-probabilities.md; every console.log is followed by the exact text it prints.
// #region example
import { die, fractionToNumber, probability, sumOf } from '@rollwright/dice';

const twoD6 = sumOf(2, die(6));
console.log(twoD6.outcomes.join(' ')); // → 2 3 4 5 6 7 8 9 10 11 12
console.log(twoD6.weights.join(' ')); // → 1 2 3 4 5 6 5 4 3 2 1
console.log(twoD6.total); // → 36n
const seven = probability(twoD6, 7); // a Fraction of bigints, in lowest terms
console.log(seven.num, seven.den); // → 1n 6n
console.log(fractionToNumber(seven).toFixed(4)); // → 0.1667
// #endregion example
