// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { die, formatFraction, mean, probabilityAtLeast, sumOf } from '@rollwright/dice';

const twoD6 = sumOf(2, die(6)); // the exact distribution of 2d6
console.log(formatFraction(probabilityAtLeast(twoD6, 7))); // → 7/12
console.log(formatFraction(mean(sumOf(3, die(6))))); // → 21/2
// #endregion example
