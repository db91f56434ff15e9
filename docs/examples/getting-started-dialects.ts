// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { compile, DiceNotationError, distribution, mean, probabilityAtLeast, roll, seed } from '@rollwright/dice';
import { foundry, roll20, rpgDiceRoller } from '@rollwright/dice/dialects';

// The same letters, three meanings: Foundry's r rerolls once, Roll20's r until the die passes.
console.log(compile('1d6r1', { dialect: foundry }).notation); // → 1d6ro=1
console.log(compile('1d6r1', { dialect: roll20 }).notation); // → 1d6r=1

// Roll20's > means "or more"; rpg-dice-roller's is strict.
console.log(mean(distribution(compile('5d10>8', { dialect: roll20 })))); // → { num: 3n, den: 2n }
console.log(mean(distribution(compile('5d10>8', { dialect: rpgDiceRoller })))); // → { num: 1n, den: 1n }

// Foundry's cs counts successes; a translated formula rolls and has odds like any other.
const pool = compile('6d6cs>=5', { dialect: foundry });
console.log(probabilityAtLeast(distribution(pool), 2)); // → { num: 473n, den: 729n }
const [result] = roll(seed(7), pool);
console.log(result.dice.length); // → 6

// A formula the tool accepts but Rollwright cannot mean is refused, never read differently.
try {
  compile('1d20xo', { dialect: foundry }); // Foundry's "explode once"
} catch (e) {
  if (e instanceof DiceNotationError) console.log(e.reason, e.index); // → inexpressible 4
}
// #endregion example
