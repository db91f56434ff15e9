// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { rollDie, seed, type Rng } from '@rollwright/dice';

const [, r2] = rollDie(seed(42), 20); // the state after a roll
const saved = JSON.stringify(r2); // store it anywhere: a file, a database, a chat message
const restored: Rng = JSON.parse(saved) as Rng;
console.log(rollDie(restored, 6)[0] === rollDie(r2, 6)[0]); // → true
// #endregion example
