// Examples for docs/guides/getting-started.md. Every console.log below is followed by an arrow
// comment with the exact text it prints; packages/dice/test/docs-examples.test.ts checks them.
import {
  DiceNotationError,
  DistributionError,
  compile,
  distribution,
  expectedValue,
  roll,
  safeParse,
  RngStateError,
  formatFraction,
  mean,
  probabilityAtLeast,
  rollDie,
  seed,
  seedFromEntropy,
  split,
  SecureRoller,
  sumOf,
  die,
  type Rng,
} from '@rollwright/dice';

// #region first-roll
const r0 = seed(42); // the whole state of the generator: a small plain object
const [first, r1] = rollDie(r0, 20); // a d20: the face and the next state
const [second, r2] = rollDie(r1, 20);
console.log(first, second); // → 5 14
console.log(rollDie(r0, 20)[0] === first); // → true
// #endregion first-roll

// #region exact-odds
const twoD6 = sumOf(2, die(6)); // the exact distribution of 2d6
console.log(formatFraction(probabilityAtLeast(twoD6, 7))); // → 7/12
console.log(formatFraction(mean(sumOf(3, die(6))))); // → 21/2
// #endregion exact-odds

// #region notation
// Any dice notation: you get the result and the next state.
const [attack, r3] = roll(r2, '1d20 + 5');
console.log(attack.notation, '=', attack.total); // → 1d20+5 = 6
// Keep the highest three of four d6; every die is recorded.
const [stats] = roll(r3, '4d6kh3');
const faces = stats.dice.map((d) => (d.kept ? `${d.face}` : `(${d.face})`));
console.log(faces.join(' '), '=', stats.total); // → (3) 5 3 5 = 13
// The exact odds of the same formula.
const odds = distribution('4d6kh3');
console.log(formatFraction(probabilityAtLeast(odds, 15))); // → 25/108
console.log(formatFraction(expectedValue('4d6dl1'))); // → 15869/1296
// Parse once, roll many times.
const fireball = compile('8d6');
const [a] = roll(seed(1), fireball);
const [b] = roll(seed(1), '8d6');
console.log(a.total === b.total); // → true
// #endregion notation

// #region determinism
const saved = JSON.stringify(r2); // store it anywhere: a file, a database, a chat message
const restored: Rng = JSON.parse(saved) as Rng;
console.log(rollDie(restored, 6)[0] === rollDie(r2, 6)[0]); // → true
// #endregion determinism

// #region streams
// Neighbouring seeds are unrelated, and split children never share a stream.
console.log(rollDie(seed(1), 1_000_000)[0] !== rollDie(seed(2), 1_000_000)[0]); // → true
const [combat, loot] = split(seed(42));
console.log(rollDie(combat, 1_000_000)[0] !== rollDie(loot, 1_000_000)[0]); // → true
// A fresh, unguessable seed, and the code that replays it.
const fresh = seedFromEntropy();
console.log(fresh.seed.length, rollDie(seed(fresh.seed), 6)[0] === rollDie(fresh.rng, 6)[0]); // → 32 true
// #endregion streams

// #region secret
// Hidden rolls: same methods as Roller, fresh secure entropy on every call, nothing to replay.
const screen = new SecureRoller();
const stealth = screen.use((r) => roll(r, '1d20+7')).total;
console.log(stealth >= 8 && stealth <= 27, screen.die(6) <= 6); // → true true
// #endregion secret

// #region errors
try {
  seed(1.5); // a seed must be a safe integer
} catch (e) {
  if (e instanceof RngStateError) console.log(e.name); // → RngStateError
}
try {
  sumOf(-1, die(6)); // a dice count below zero is not a roll
} catch (e) {
  if (e instanceof DistributionError) console.log(e instanceof RangeError); // → true
}
try {
  roll(r0, '2d6+'); // formulas are checked before any die is rolled
} catch (e) {
  if (e instanceof DiceNotationError) console.log(e.message, e.index, e.reason); // → Expected a number, a die or '(' at 5 in "2d6+" 4 syntax
}
const checked = safeParse('1d1!'); // the non-throwing twin, for user input
if (!checked.ok) console.log(checked.error.reason); // → infinite
// #endregion errors
