// Shown in docs/guides/vtt-plugin-authors.md; every console.log is followed by the exact text it prints.
// #region example
import { Roller, type Rng } from '@rollwright/dice';

// The GM's client owns the state and sends it with every roll.
const gm = new Roller(20260101);
const attack = gm.die(20);
// Plain JSON: no class instance to rebuild.
const message = JSON.stringify({ roll: attack, rng: gm.state });
// A player's client can check the roll or continue the same stream.
const received = JSON.parse(message) as { roll: number; rng: Rng };
const player = new Roller(received.rng);
console.log(player.die(6) === gm.die(6)); // → true
// #endregion example
