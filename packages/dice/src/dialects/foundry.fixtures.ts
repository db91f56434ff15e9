import type { DialectExample } from './example.fixtures.js';

/** The dice-modifiers article, every example of it checked against the article's full text. */
const ARTICLE = 'https://foundryvtt.com/article/dice-modifiers/';
/** The `Die` API reference: its method docs give these examples (checked against that text). */
const API = 'https://foundryvtt.com/api/classes/client.Die.html';

/** Every example formula of Foundry VTT's dice-modifiers article and of its `Die` API reference. */
export const FOUNDRY_EXAMPLES: readonly DialectExample[] = [
  // Article: re-rolls and exploding dice.
  { formula: '1d10r1', meaning: 'a d10, rerolled once if it shows 1', page: ARTICLE, expect: { same: '1d10ro=1' }, values: { min: 1, max: 10, mean: '119/20' } },
  { formula: '1d20r<10', meaning: 'a d20, rerolled once if under 10', page: ARTICLE, expect: { same: '1d20ro<10' } },
  { formula: '1d20rr<3', meaning: 'a d20, rerolled again and again while under 3', page: ARTICLE, expect: { same: '1d20r<3' }, values: { min: 3, max: 20, p: [3, '1/18'] } },
  { formula: '5d10x10', meaning: 'five d10; each 10 adds another d10, which can explode too', page: ARTICLE, expect: { same: '5d10!=10' } },
  { formula: '1d20x<10kh', meaning: 'a d20 that adds dice while they show under 10, keeping only the highest die', page: ARTICLE, expect: { same: '1d20!<10kh1' } },
  { formula: '6d10xo10', meaning: 'explode once: each 10 adds one more die, which does not explode', page: ARTICLE, expect: { refused: 'inexpressible', at: 4 } },
  { formula: '6d10x5=10', meaning: 'each 10 adds a die, with at most 5 explosions in all', page: ARTICLE, expect: { refused: 'inexpressible', at: 4 } },
  { formula: '6d10x2>=9', meaning: 'each 9 or 10 adds a die, with at most 2 explosions in all', page: ARTICLE, expect: { refused: 'inexpressible', at: 4 } },
  { formula: '5d10xo<8x10cs>=8', meaning: 'rote roll: dice under 8 roll once more, 10s explode, then dice of 8 or more are counted', page: ARTICLE, expect: { refused: 'inexpressible', at: 4 } },
  // Article: keeping, dropping and clamping.
  { formula: '3d10k', meaning: 'keep the highest of three d10', page: ARTICLE, expect: { same: '3d10kh1' }, values: { min: 1, max: 10, mean: '319/40' } },
  { formula: '4d6k3', meaning: 'keep the three highest of four d6', page: ARTICLE, expect: { same: '4d6kh3' }, values: { min: 3, max: 18, mean: '15869/1296' } },
  { formula: '2d20kh + 2', meaning: 'advantage: the higher of two d20, plus 2', page: ARTICLE, expect: { same: '2d20kh1+2' }, values: { min: 3, max: 22, mean: '633/40' } },
  { formula: '3d10kl', meaning: 'keep the lowest of three d10', page: ARTICLE, expect: { same: '3d10kl1' }, values: { mean: '121/40' } },
  { formula: '4d6kl3', meaning: 'keep the three lowest of four d6', page: ARTICLE, expect: { same: '4d6kl3' }, values: { mean: '11347/1296' } },
  { formula: '2d20kl + 5', meaning: 'disadvantage: the lower of two d20, plus 5', page: ARTICLE, expect: { same: '2d20kl1+5' }, values: { min: 6, max: 25, mean: '487/40' } },
  { formula: '3d6d', meaning: 'drop the lowest of three d6', page: ARTICLE, expect: { same: '3d6dl1' }, values: { mean: '203/24' } },
  { formula: '4d10d2', meaning: 'drop the two lowest of four d10', page: ARTICLE, expect: { same: '4d10dl2' }, values: { min: 2, max: 20 } },
  { formula: '3d6dh', meaning: 'drop the highest of three d6', page: ARTICLE, expect: { same: '3d6dh1' }, values: { mean: '133/24' } },
  { formula: '4d10min2', meaning: 'four d10, each 1 counting as 2', page: ARTICLE, expect: { same: '4d10min2' }, values: { min: 8, max: 40, mean: '112/5' } },
  { formula: '4d10max8', meaning: 'four d10, each 9 or 10 counting as 8', page: ARTICLE, expect: { same: '4d10max8' }, values: { min: 4, max: 32, mean: '104/5' } },
  // Article: successes and failures.
  { formula: '10d20cs20', meaning: 'count the dice that show 20', page: ARTICLE, expect: { same: '10d20cs=20' }, values: { min: 0, max: 10, mean: '1/2' } },
  { formula: '10d20cs>10', meaning: 'count the dice above 10', page: ARTICLE, expect: { same: '10d20cs>10' }, values: { mean: '5' } },
  { formula: '6d10cs>=6', meaning: 'count the dice of 6 or more', page: ARTICLE, expect: { same: '6d10cs>=6' }, values: { mean: '3' } },
  { formula: '1d100cs<=20', meaning: 'one success if a d100 shows 20 or less', page: ARTICLE, expect: { same: '1d100cs<=20' }, values: { min: 0, max: 1, mean: '1/5' } },
  { formula: '3d6even', meaning: 'count the even dice', page: ARTICLE, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '3d6odd', meaning: 'count the odd dice', page: ARTICLE, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '5d10cs>=6df=1', meaning: 'count dice of 6 or more, minus one for each 1', page: ARTICLE, expect: { same: '5d10cs>=6f=1' }, values: { min: -5, max: 5, mean: '2' } },
  // The article gives these three as success counts whose 10s (or 9s, 8s) add dice; Foundry runs
  // modifiers in the order written, so an explosion after the count is refused (ruling N40).
  { formula: '5d10cs>=8x=10', meaning: 'count dice of 8 or more, a 10 adding a die', page: ARTICLE, expect: { same: '5d10!=10>=8' } },
  { formula: '5d10cs>=8x>=9', meaning: 'count dice of 8 or more, a 9 or 10 adding a die', page: ARTICLE, expect: { same: '5d10!>=9>=8' } },
  { formula: '10d10cs>=8x>=8', meaning: 'count dice of 8 or more, each of them adding a die', page: ARTICLE, expect: { same: '10d10!>=8>=8' } },
  { formula: '10d20cf20', meaning: 'count the dice that show 20 as failures', page: ARTICLE, expect: { same: '10d20cs=20' }, values: { mean: '1/2' } },
  { formula: '10d20cf>10', meaning: 'count the dice above 10 as failures', page: ARTICLE, expect: { same: '10d20cs>10' }, values: { mean: '5' } },
  { formula: '6d10cf>=6', meaning: 'count the dice of 6 or more as failures', page: ARTICLE, expect: { same: '6d10cs>=6' }, values: { mean: '3' } },
  { formula: '1d100cf<=20', meaning: 'one failure if a d100 shows 20 or less', page: ARTICLE, expect: { same: '1d100cs<=20' }, values: { mean: '1/5' } },
  { formula: '4d6cs6df1', meaning: 'count the 6s, minus one for each 1', page: ARTICLE, expect: { same: '4d6cs=6f=1' }, values: { min: -4, max: 4, mean: '0' } },
  { formula: '10d10cs>5df1', meaning: 'count dice above 5, minus one for each 1', page: ARTICLE, expect: { same: '10d10cs>5f=1' }, values: { min: -10, max: 10, mean: '4' } },
  { formula: '1d10cs=10df=1', meaning: 'chance roll: a 10 is a success, a 1 a failure', page: ARTICLE, expect: { same: '1d10cs=10f=1' }, values: { min: -1, max: 1, mean: '0' } },
  { formula: '3d6sf<3', meaning: 'the dice under 3 count as their negative value', page: ARTICLE, expect: { same: '3d{-1,-2,3,4,5,6}' }, values: { min: -6, max: 18, mean: '15/2' } },
  { formula: '3d6ms10', meaning: 'the total of 3d6 minus 10', page: ARTICLE, expect: { same: '3d6-10' }, values: { min: -7, max: 8, mean: '1/2' } },
  // Article: special dice.
  { formula: '4dc', meaning: 'four coins; the total is the number of heads', page: ARTICLE, expect: { same: '4d{tails:0,heads:1}' }, values: { min: 0, max: 4, mean: '2' } },
  { formula: '3dcc1', meaning: 'three coins, counting the heads', page: ARTICLE, expect: { same: '3d{tails:0,heads:1}cs=1' }, values: { min: 0, max: 3, mean: '3/2' } },
  { formula: '3dcc0', meaning: 'three coins, counting the tails', page: ARTICLE, expect: { same: '3d{tails:0,heads:1}cs=0' }, values: { min: 0, max: 3, mean: '3/2' } },
  { formula: '4df', meaning: 'four Fate dice (plus, minus or blank)', page: ARTICLE, expect: { same: '4dF' }, values: { min: -4, max: 4, mean: '0' } },
  // The article writes these with a comment after `#`: text that describes the roll (ruling N51).
  { formula: '4dc # Flip four coins.', meaning: 'four coins, with a comment', page: ARTICLE, expect: { same: '4d{tails:0,heads:1}' }, values: { min: 0, max: 4, mean: '2' } },
  { formula: '3dcc1 # Flip three coins and tally the number of coins that result in Heads', meaning: 'three coins counting heads, with a comment', page: ARTICLE, expect: { same: '3d{tails:0,heads:1}cs=1' }, values: { min: 0, max: 3, mean: '3/2' } },
  { formula: '3dcc0 # Flip a number of coins and tally the number of coins that result in Tails', meaning: 'three coins counting tails, with a comment', page: ARTICLE, expect: { same: '3d{tails:0,heads:1}cs=0' }, values: { min: 0, max: 3, mean: '3/2' } },
  { formula: '4df # Roll 4 fate dice, generating a random number of plus, minus, or blank results.', meaning: 'four Fate dice, with a comment', page: ARTICLE, expect: { same: '4dF' }, values: { min: -4, max: 4, mean: '0' } },
  // API: reroll.
  { formula: '20d20r', meaning: 'reroll every 1 (once)', page: API, expect: { same: '20d20ro' } },
  { formula: '20d20r1', meaning: 'reroll every 1 (once)', page: API, expect: { same: '20d20ro=1' } },
  { formula: '20d20r=1', meaning: 'reroll every 1 (once)', page: API, expect: { same: '20d20ro=1' } },
  { formula: '20d20r1=1', meaning: 'reroll a single 1: a cap on how many dice reroll', page: API, expect: { refused: 'inexpressible', at: 5 } },
  // API: keep and drop.
  { formula: '20d20k', meaning: 'keep the highest die', page: API, expect: { same: '20d20kh1' }, values: { min: 1, max: 20 } },
  { formula: '20d20kh', meaning: 'keep the highest die', page: API, expect: { same: '20d20kh1' } },
  { formula: '20d20kh10', meaning: 'keep the 10 highest dice', page: API, expect: { same: '20d20kh10' } },
  { formula: '20d20kl', meaning: 'keep the lowest die', page: API, expect: { same: '20d20kl1' } },
  { formula: '20d20kl10', meaning: 'keep the 10 lowest dice', page: API, expect: { same: '20d20kl10' } },
  { formula: '20d20d', meaning: 'drop the lowest die', page: API, expect: { same: '20d20dl1' } },
  { formula: '20d20dh', meaning: 'drop the highest die', page: API, expect: { same: '20d20dh1' } },
  { formula: '20d20dl', meaning: 'drop the lowest die', page: API, expect: { same: '20d20dl1' } },
  { formula: '20d20dh10', meaning: 'drop the 10 highest dice', page: API, expect: { same: '20d20dh10' } },
  { formula: '20d20dl10', meaning: 'drop the 10 lowest dice', page: API, expect: { same: '20d20dl10' } },
  // API: counting. (The article instead says a bare cs counts every die; the API's reading is kept.)
  { formula: '20d20cs', meaning: 'count the dice that show 20', page: API, expect: { same: '20d20cs=20' }, values: { min: 0, max: 20, mean: '1' } },
  { formula: '20d20cs>10', meaning: 'count the dice above 10', page: API, expect: { same: '20d20cs>10' }, values: { mean: '10' } },
  { formula: '20d20cs<10', meaning: 'count the dice below 10', page: API, expect: { same: '20d20cs<10' }, values: { mean: '9' } },
  { formula: '6d6cf', meaning: 'count the dice that show 1 (failures)', page: API, expect: { same: '6d6cs=1' }, values: { mean: '1' } },
  { formula: '6d6cf<=3', meaning: 'count the dice of 3 or less as failures', page: API, expect: { same: '6d6cs<=3' }, values: { mean: '3' } },
  { formula: '6d6cf>4', meaning: 'count the dice above 4 as failures', page: API, expect: { same: '6d6cs>4' }, values: { mean: '2' } },
  { formula: '6d6even', meaning: 'count the even dice', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6odd', meaning: 'count the odd dice', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6df', meaning: 'the other dice at their values, minus one per die that shows 1', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6cs>3df', meaning: 'count dice above 3, minus one for each die the count missed (3 or less)', page: API, expect: { same: '6d6cs>3f<=3' }, values: { min: -6, max: 6, mean: '0' } },
  { formula: '6d6cf<3df', meaning: 'a failure count, then failures deducted again', page: API, expect: { refused: 'inexpressible', at: 7 } },
  // The API writes this formula under subtractFailures (as its sf example); read here as df.
  { formula: '6d6df<3', meaning: 'the other dice at their values, minus one per die under 3', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6sf<3', meaning: 'failed dice count as their negative value', page: API, settledBy: 'subtractFailures: each failed die counts as its negative value (the method writes its own example as 6d6df<3); the article has 3d6sf<3', expect: { same: '6d{-1,-2,3,4,5,6}' }, values: { min: -12, max: 36, mean: '15' } },
  { formula: '6d6ms>12', meaning: 'the total of 6d6 minus 12 (the margin of success)', page: API, expect: { same: '6d6-12' }, values: { min: -6, max: 24, mean: '9' } },
  // API: clamps.
  { formula: '6d6min2', meaning: 'each die counts at least 2', page: API, expect: { same: '6d6min2' }, values: { min: 12, max: 36 } },
  { formula: '6d6max5', meaning: 'each die counts at most 5', page: API, expect: { same: '6d6max5' }, values: { min: 6, max: 30 } },
];
