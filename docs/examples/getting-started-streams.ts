// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { rollDie, seed, seedFromEntropy, split } from '@rollwright/dice';

// Neighbouring seeds are unrelated, and split children never share a stream.
console.log(rollDie(seed(1), 1_000_000)[0] !== rollDie(seed(2), 1_000_000)[0]); // → true
const [combat, loot] = split(seed(42));
console.log(rollDie(combat, 1_000_000)[0] !== rollDie(loot, 1_000_000)[0]); // → true
// A fresh, unguessable seed, and the code that replays it.
const fresh = seedFromEntropy();
console.log(fresh.seed.length, rollDie(seed(fresh.seed), 6)[0] === rollDie(fresh.rng, 6)[0]); // → 32 true
// #endregion example
