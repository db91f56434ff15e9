// Shown in docs/guides/vtt-plugin-authors.md; every console.log is followed by the exact text it prints.
// #region example
import { rollDie, seed, split } from '@rollwright/dice';

// One independent stream per purpose: loot rolls never shift the combat dice.
const [combat, loot] = split(seed(99));
const [hit] = rollDie(combat, 20);
const [treasure] = rollDie(loot, 100);
console.log(hit >= 1 && hit <= 20, treasure >= 1 && treasure <= 100); // → true true
// #endregion example
