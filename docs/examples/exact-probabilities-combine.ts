// Shown in docs/guides/exact-probabilities.md; every console.log is followed by the exact text it prints.
// #region example
import { combine, die, formatFraction, map, mean, probabilityAtLeast, sumOf } from '@rollwright/dice';

const d20 = die(20);
const advantage = combine(d20, d20, Math.max); // the higher of two d20
console.log(formatFraction(probabilityAtLeast(advantage, 11))); // → 3/4
const zilchDie = map(die(6), (v) => (v === 6 ? 0 : v)); // a d6 whose 6 counts as 0
console.log(formatFraction(mean(sumOf(3, zilchDie)))); // → 15/2
// #endregion example
