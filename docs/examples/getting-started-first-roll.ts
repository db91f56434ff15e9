// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { rollDie, seed } from '@rollwright/dice';

const r0 = seed(42); // the whole state of the generator: a small plain object
const [first, r1] = rollDie(r0, 20); // a d20: the face and the next state
const [second] = rollDie(r1, 20); // r1 continues the stream
console.log(first, second); // → 5 14
console.log(rollDie(r0, 20)[0] === first); // → true
// #endregion example
