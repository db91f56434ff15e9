// Shown in docs/guides/vtt-plugin-authors.md; every console.log is followed by the exact text it prints.
// #region example
import { rollDie, seed } from '@rollwright/dice';

// Keep the state *before* a roll to replay it exactly (audit log, undo).
const before = seed(7);
const [face] = rollDie(before, 100);
console.log(rollDie(before, 100)[0] === face); // → true
// #endregion example
