// Shown in docs/guides/exact-probabilities.md; every console.log is followed by the exact text it prints.
// #region example
import { die, formatFraction, probability, sumOf } from '@rollwright/dice';

const hundred = sumOf(100, die(6)); // weights grow past 2^53: they are bigints
console.log(hundred.total === 6n ** 100n); // → true
console.log(formatFraction(probability(hundred, 100))); // → 1/653318623500070906096690267158057820537143710472954871543071966369497141477376
// #endregion example
