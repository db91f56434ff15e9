// Shown in docs/guides/vtt-plugin-authors.md; every console.log is followed by the exact text it prints.
// #region example
import { beginRoll } from '@rollwright/dice';

// The 3D engine (or real dice) decides the faces; Rollwright runs the formula.
let session = beginRoll('2d6!');
console.log(session.request); // → [ { termIndex: 0, sides: 6, count: 2 } ]
if (!session.done) session = session.supply([6, 3]); // the 6 explodes…
console.log(session.request); // → [ { termIndex: 0, sides: 6, count: 1 } ]
if (!session.done) session = session.supply([2]); // …so one more d6 is thrown
if (session.done) console.log(session.result.total, session.result.dice.length); // → 11 3
// #endregion example
