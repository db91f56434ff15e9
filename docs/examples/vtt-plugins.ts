// Examples for docs/guides/vtt-plugin-authors.md (checked by docs-examples.test.ts).
import { Roller, beginRoll, roll, rollDie, seed, split, type Rng } from '@rollwright/dice';

// #region sync
// The GM's client owns the state and sends it with every roll.
const gm = new Roller(20260101);
const attack = gm.die(20);
// Plain JSON: no class instance to rebuild.
const message = JSON.stringify({ roll: attack, rng: gm.state });
// A player's client can check the roll or continue the same stream.
const received = JSON.parse(message) as { roll: number; rng: Rng };
const player = new Roller(received.rng);
console.log(player.die(6) === gm.die(6)); // → true
// #endregion sync

// #region replay
// Keep the state *before* a roll to replay it exactly (audit log, undo).
const before = seed(7);
const [face] = rollDie(before, 100);
console.log(rollDie(before, 100)[0] === face); // → true
// #endregion replay

// #region streams
// One independent stream per purpose: loot rolls never shift the combat dice.
const [combat, loot] = split(seed(99));
const [hit] = rollDie(combat, 20);
const [treasure] = rollDie(loot, 100);
console.log(hit >= 1 && hit <= 20, treasure >= 1 && treasure <= 100); // → true true
// #endregion streams

// #region per-die
// Every physical die, in throw order: what a 3D add-on animates.
const [fireball] = roll(seed(4), '3d6!');
for (const d of fireball.dice) {
  const cause = d.parentId === null ? '' : ` of #${d.parentId}`;
  console.log(`#${d.id} d${d.sides} face ${d.face} ${d.kind}${cause}`);
}
// → #0 d6 face 6 roll
// → #1 d6 face 3 roll
// → #2 d6 face 5 roll
// → #3 d6 face 4 explosion of #0
console.log(fireball.total); // → 18
// #endregion per-die

// #region results-first
// The 3D engine (or real dice) decides the faces; Rollwright runs the formula.
let session = beginRoll('2d6!');
console.log(session.request); // → [ { termIndex: 0, sides: 6, count: 2 } ]
if (!session.done) session = session.supply([6, 3]); // the 6 explodes…
console.log(session.request); // → [ { termIndex: 0, sides: 6, count: 1 } ]
if (!session.done) session = session.supply([2]); // …so one more d6 is thrown
if (session.done) console.log(session.result.total, session.result.dice.length); // → 11 3
// #endregion results-first
