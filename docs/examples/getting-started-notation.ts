// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { compile, distribution, expectedValue, formatFraction, probabilityAtLeast, roll, seed } from '@rollwright/dice';

// Any dice notation: you get the result and the next state.
const [attack, r3] = roll(seed(42), '1d20 + 5');
console.log(attack.notation, '=', attack.total); // → 1d20+5 = 10
// Keep the highest three of four d6; every die is recorded.
const [stats] = roll(r3, '4d6kh3');
const faces = stats.dice.map((d) => (d.kept ? `${d.face}` : `(${d.face})`));
console.log(faces.join(' '), '=', stats.total); // → 5 (1) 3 5 = 13
// The exact odds of the same formula.
const odds = distribution('4d6kh3');
console.log(formatFraction(probabilityAtLeast(odds, 15))); // → 25/108
console.log(formatFraction(expectedValue('4d6dl1'))); // → 15869/1296
// Parse once, roll many times.
const fireball = compile('8d6');
const [a] = roll(seed(1), fireball);
const [b] = roll(seed(1), '8d6');
console.log(a.total === b.total); // → true
// #endregion example
