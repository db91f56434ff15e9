// Shown in docs/guides/exact-probabilities.md; every console.log is followed by the exact text it prints.
// #region example
import { die, formatFraction, sumOf, toTable } from '@rollwright/dice';

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
// #endregion example
