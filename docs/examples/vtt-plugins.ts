// Examples for docs/guides/vtt-plugin-authors.md (checked by docs-examples.test.ts).
import { Roller, rollDie, seed, split, type Rng } from '@rollwright/dice';

// #region sync
// The game master's client owns the state and sends it with every roll it broadcasts.
const gm = new Roller(20260101);
const attack = gm.die(20);
const message = JSON.stringify({ roll: attack, rng: gm.state }); // plain JSON, no classes
// A player's client receives it and can continue the same stream, or check the roll.
const received = JSON.parse(message) as { roll: number; rng: Rng };
const player = new Roller(received.rng);
console.log(player.die(6) === gm.die(6)); // → true
// #endregion sync

// #region replay
// Keep the state *before* a roll and the roll can be replayed exactly, e.g. for an audit log.
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
