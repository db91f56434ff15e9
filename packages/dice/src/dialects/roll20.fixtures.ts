import type { DialectExample } from './example.fixtures.js';

const REF = 'https://help.roll20.net/hc/en-us/articles/360037773133-Dice-Reference';
/**
 * The wiki's Dice Reference (the text the help centre page replaced; revision
 * https://wiki.roll20.net/index.php?title=Dice_Reference&oldid=21988 and its "Dice Specification"
 * part). Every row on this page was checked against that text unless it says `unconfirmed`; a row
 * marked `settledBy` is composed from what the text documents, and names the part that settles it.
 */
const WIKI = 'https://wiki.roll20.net/Dice_Reference';
/** Why the matching-dice rows stay unconfirmed. */
const MT =
  'no Roll20 text defining m or mt was found (the wiki Dice Reference and its Dice Specification, the help-centre copy and the Roll20 help repository were searched); only third-party parsers describe it, and they disagree on what mt counts';

/** Every example formula of Roll20's Dice Reference (help centre page and the wiki copy it replaced). */
export const ROLL20_EXAMPLES: readonly DialectExample[] = [
  // How to roll dice, inline labels, math-only rolls.
  { formula: 'd20+5', meaning: 'a d20 plus 5', page: WIKI, expect: { same: '1d20+5' }, values: { min: 6, max: 25, mean: '31/2' } },
  { formula: '3d6+2', meaning: 'three d6 plus 2', page: WIKI, expect: { same: '3d6+2' }, values: { mean: '25/2' } },
  { formula: '2d6+5 + d8', meaning: 'two d6 plus 5 plus a d8', page: WIKI, expect: { same: '2d6+5+1d8' } },
  { formula: '1d20+5', meaning: 'a d20 plus 5', page: WIKI, expect: { same: '1d20+5' } },
  { formula: '2d20+5[Fire Damage] + 3d6+5[Ice Damage]', meaning: 'labels in square brackets are comments and leave the total as it is', page: WIKI, expect: { same: '2d20+5+3d6+5' }, values: { min: 15, max: 68 } },
  { formula: '2d10+2d6[crit]+5', meaning: 'a label straight after dice is a tooltip on those dice', page: WIKI, expect: { same: '2d10+2d6+5' }, values: { min: 9, max: 37 } },
  { formula: '5+3', meaning: 'a roll of plain arithmetic', page: WIKI, expect: { same: '5+3' }, values: { min: 8, max: 8 } },
  { formula: '[[5+3]]', meaning: 'the same arithmetic as an inline roll', page: WIKI, expect: { same: '5+3' }, values: { min: 8, max: 8 } },
  // Text after the formula says what the roll is for and leaves it as it is; a backslash starts
  // text that holds numbers or operators (the wiki copy read lost the character, the help pages
  // write a backslash) (ruling N51).
  { formula: '1d20+5 Roll for Initiative', meaning: 'a d20 plus 5; the words after it only describe the roll', page: WIKI, expect: { same: '1d20+5' }, values: { min: 6, max: 25, mean: '31/2' } },
  { formula: '1d20+5 \\ +5 Roll for Initiative', meaning: 'a d20 plus 5; the +5 after the backslash is text', page: WIKI, expect: { same: '1d20+5' }, values: { min: 6, max: 25, mean: '31/2' } },
  // Roll options tell the table what to do with the result (here: the turn tracker).
  { formula: '1d20 + 5 &{tracker}', meaning: 'a d20 plus 5, also sent to the turn tracker', page: WIKI, expect: { same: '1d20+5' }, values: { min: 6, max: 25, mean: '31/2' } },
  // Roll queries ask the player for a value when the roll is made.
  { formula: '?{Number of Dice}d20', meaning: 'a number of d20 the player types in', page: WIKI, expect: { refused: 'inexpressible', at: 0 } },
  { formula: '?{Number of Dice|1}d20', meaning: 'the same, with 1 as the default answer', page: WIKI, expect: { refused: 'inexpressible', at: 0 } },
  { formula: '1d20 + ?{Bonus1} vs ?{MinToSucceed} + ?{Bonus1}', meaning: 'a query asked once and used twice', page: WIKI, expect: { refused: 'inexpressible', at: 7 } },
  // Fate dice.
  { formula: '4dF', meaning: 'four Fate dice (faces -1, 0, +1, two of each)', page: WIKI, expect: { same: '4dF' }, values: { min: -4, max: 4, mean: '0' } },
  { formula: '4dF+1', meaning: 'four Fate dice plus 1 on the total', page: WIKI, expect: { same: '4dF+1' }, values: { min: -3, max: 5, mean: '1' } },
  // Exploding, compounding and penetrating dice.
  { formula: '3d6!', meaning: 'three exploding d6 (a 6 adds another die)', page: WIKI, expect: { same: '3d6!' } },
  { formula: '10d6!', meaning: 'ten exploding d6', page: WIKI, expect: { same: '10d6!' } },
  { formula: '3d6!>4', meaning: 'three d6 that explode on 4 or more', page: WIKI, expect: { same: '3d6!>=4' } },
  { formula: '3d6!>5', meaning: 'three d6 that explode on a 5 or a 6', page: WIKI, expect: { same: '3d6!>=5' } },
  { formula: '3d6!3', meaning: 'three d6 that explode only on a 3', page: WIKI, expect: { same: '3d6!=3' } },
  { formula: '5d6!!', meaning: 'compounding explosions: the extra dice join the die that exploded', page: WIKI, expect: { same: '5d6!!' } },
  { formula: '5d6!!5', meaning: 'compounding only on a 5 (a 6 is an ordinary roll)', page: WIKI, expect: { same: '5d6!!=5' } },
  { formula: '{5d6!!}>8', meaning: 'compounding dice compared with 8 for successes (a group)', page: WIKI, expect: { same: '5d6!!cs>=8' } },
  { formula: '5d6!p', meaning: 'penetrating explosions: each extra die counts one less', page: WIKI, expect: { same: '5d6!p' } },
  { formula: '5d6!p>5', meaning: 'penetrating on 5 or more', page: WIKI, expect: { same: '5d6!p>=5' } },
  // Keep and drop.
  { formula: '8d100k4', meaning: 'keep the four highest of eight d100', page: WIKI, expect: { same: '8d100kh4' } },
  { formula: '8d100kl4', meaning: 'keep the four lowest of eight d100', page: WIKI, expect: { same: '8d100kl4' }, values: { min: 4, max: 400 } },
  { formula: '8d100kl3', meaning: 'keep the three lowest of eight d100', page: WIKI, expect: { same: '8d100kl3' }, values: { min: 3, max: 300 } },
  { formula: '8d100d3', meaning: 'drop the three lowest of eight d100', page: WIKI, expect: { same: '8d100dl3' } },
  { formula: '8d100d4', meaning: 'drop the four lowest of eight d100', page: WIKI, expect: { same: '8d100dl4' } },
  { formula: '8d100dh4', meaning: 'drop the four highest of eight d100', page: WIKI, expect: { same: '8d100dh4' } },
  { formula: '8d100dh3', meaning: 'drop the three highest of eight d100 (keeping the lowest five)', page: WIKI, expect: { same: '8d100dh3' }, values: { min: 5, max: 500 } },
  // Matching dice: kept from the help-centre page; no Roll20 text that defines mt was found, so
  // mt stays refused (ruling N50) and m is read as the plain sum.
  { formula: '2d6m', meaning: 'show matching dice (the total is the sum)', page: REF, unconfirmed: MT, expect: { same: '2d6' }, values: { mean: '7' } },
  { formula: '2d6mt', meaning: 'the number of matches instead of the sum', page: REF, unconfirmed: MT, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '20d6mt', meaning: 'the number of matches (0 to 6)', page: REF, unconfirmed: MT, expect: { refused: 'inexpressible', at: 4 } },
  { formula: '5d6mt3>4', meaning: 'the number of sets of three matching dice of 4 or more', page: REF, unconfirmed: MT, expect: { refused: 'inexpressible', at: 3 } },
  // Rerolls: r rerolls until the die is outside the compare point, ro only once; a bare r means 1s.
  { formula: '2d10r<2', meaning: 'reroll any die of 2 or less (until it is above 2)', page: WIKI, expect: { same: '2d10r<=2' }, values: { min: 6, max: 20 } },
  { formula: '2d8r<2', meaning: 'reroll any die of 2 or less', page: WIKI, expect: { same: '2d8r<=2' }, values: { min: 6, max: 16, mean: '11' } },
  { formula: '2d8r', meaning: 'reroll every 1', page: WIKI, expect: { same: '2d8r' }, values: { min: 4, max: 16, mean: '10' } },
  { formula: '8d6r', meaning: 'reroll every 1', page: WIKI, expect: { same: '8d6r' }, values: { min: 16, max: 48, mean: '32' } },
  { formula: '2d8r1r3r5r7', meaning: 'several r modifiers: reroll every odd number', page: WIKI, expect: { same: '2d8r=1r=3r=5r=7' }, values: { min: 4, max: 16, mean: '10' } },
  { formula: '8d6r2r4r6', meaning: 'reroll every 2, 4 and 6', page: WIKI, expect: { same: '8d6r=2r=4r=6' }, values: { min: 8, max: 40, mean: '24' } },
  { formula: '2d10ro<2', meaning: 'reroll a die of 2 or less, at most once per die', page: WIKI, expect: { same: '2d10ro<=2' } },
  // The page describes this one as "less than 2", but its compare-point rule makes <2 mean 2 or less.
  { formula: '2d6ro<2', meaning: 'reroll a low die once (by the compare-point rule: 2 or less)', page: WIKI, expect: { same: '2d6ro<=2' }, values: { min: 2, max: 12, mean: '25/3' } },
  // Success checks (> is "or more", < "or less") and failures (each takes one success off).
  { formula: '3d6>3', meaning: 'count the dice of 3 or more', page: WIKI, expect: { same: '3d6cs>=3' }, values: { min: 0, max: 3, mean: '2' } },
  { formula: '10d6<4', meaning: 'count the dice of 4 or less', page: WIKI, expect: { same: '10d6cs<=4' }, values: { min: 0, max: 10, mean: '20/3' } },
  { formula: '3d6<3', meaning: 'count the dice of 3 or less', page: WIKI, settledBy: 'Dice Specification, Roll Modifiers: the example compare point <18 means 18 or less, and a compare point straight after the dice counts successes (10d6<4)', expect: { same: '3d6cs<=3' }, values: { mean: '3/2' } },
  { formula: '3d6>3f1', meaning: 'successes on 3 or more, each 1 takes one off', page: WIKI, expect: { same: '3d6cs>=3f=1' }, values: { min: -3, max: 3, mean: '3/2' } },
  { formula: '10d6<4f>5', meaning: 'successes on 4 or less, each die of 5 or more takes one off', page: WIKI, expect: { same: '10d6cs<=4f>=5' }, values: { min: -10, max: 10, mean: '10/3' } },
  // Critical success and fumble marks only change how the dice are shown.
  { formula: '1d20cs>10', meaning: 'a d20 whose 10 to 20 show as critical (the total is the die)', page: WIKI, expect: { same: '1d20crit>=10', needs: '1d20crit>=10' }, values: { min: 1, max: 20, mean: '21/2' } },
  { formula: '1d20cf<3', meaning: 'a d20 whose 1 to 3 show as fumbles', page: WIKI, expect: { same: '1d20fumble<=3', needs: '1d20fumble<=3' } },
  { formula: '1d20cs20cs10', meaning: 'a d20 whose 20 and 10 both show as critical (two marks; Rollwright has one per die)', page: WIKI, expect: { refused: 'inexpressible', at: 8 } },
  { formula: '1d20!>18cs>18', meaning: 'a d20 exploding on 18 or more, with 18 or more shown as critical', page: WIKI, expect: { same: '1d20!>=18crit>=18', needs: '1d20crit>=18' } },
  // Sorting only changes the order shown.
  { formula: '8d6s', meaning: 'eight d6 shown in ascending order', page: WIKI, expect: { same: '8d6sa', needs: '8d6sa' } },
  { formula: '8d6sd', meaning: 'eight d6 shown in descending order', page: WIKI, expect: { same: '8d6sd', needs: '8d6sd' } },
  // Rounding and division.
  { formula: 'floor(7/2) + 2d6', meaning: 'half of 7 rounded down (3) plus two d6', page: WIKI, expect: { same: 'floor(7/2)+2d6' }, values: { min: 5, max: 15, mean: '10' } },
  { formula: 'floor(1d6/2)', meaning: 'half a d6, rounded down', page: WIKI, settledBy: 'Rounding Rolls and Math Functions: floor() always rounds down (5.7 becomes 5) and may go around a single math expression; Math Operators: / divides', expect: { same: 'floor(1d6/2)' }, values: { min: 0, max: 3, p: [0, '1/6'] } },
  { formula: '1d6/2', meaning: 'half a d6 with its fraction (Roll20 divides exactly)', page: WIKI, settledBy: 'Math Operators and Functions: / divides, and % is set apart as the division without decimals; floor(x) and round(x) are defined on fractional x', expect: { refused: 'inexpressible', at: 3 } },
  // Inline rolls.
  { formula: '[[3d6]]', meaning: 'an inline roll: its total stands in the message', page: WIKI, expect: { same: '3d6' } },
  { formula: '[[2d6]]d5', meaning: 'an inline roll as the dice count', page: WIKI, expect: { same: '(2d6)d5', needs: '(2d6)d5' }, values: { min: 2, max: 60, mean: '21' } },
  { formula: '3d6>[[1+3]]', meaning: 'a nested inline roll as the success target (3d6>4)', page: WIKI, expect: { refused: 'syntax', at: 4 } },
  // Attributes: the Dice Reference's Order of Operations resolves them before the roll.
  { formula: '1d20+@{selected|strength_mod}', meaning: 'a value from the character sheet', page: WIKI, settledBy: 'Order of Operations (later revisions of the wiki page): attribute calls such as @{attribute_name} are replaced by the value on the sheet before any dice are rolled; Rollwright has no sheet', expect: { refused: 'inexpressible', at: 5 } },
  // Grouped rolls.
  { formula: '{4d6,3d8}kh1', meaning: 'keep the higher of the two sub-roll totals', page: WIKI, expect: { same: '{4d6,3d8}kh1' }, values: { min: 4, max: 24 } },
  { formula: '{4d6+3d8}kh1', meaning: 'keep the highest single die among all seven dice', page: WIKI, expect: { refused: 'range', at: 0 } },
  { formula: '{4d6+3d8}k4', meaning: 'keep the highest four of all seven dice and add them', page: WIKI, expect: { refused: 'range', at: 0 } },
  { formula: '{4d6+2d8, 3d20+3, 5d10+1}d1', meaning: 'drop the sub-roll with the lowest total, add the other two', page: WIKI, expect: { same: '{4d6+2d8,3d20+3,5d10+1}dl1' } },
  { formula: '{3d6+3d4+5, 2d8+4}', meaning: 'a group of two sub-rolls', page: WIKI, expect: { same: '{3d6+3d4+5,2d8+4}' } },
  // The sub-rolls of a group are all of one kind (ruling N52).
  { formula: '{1d6,5}kh1', meaning: 'refused by Roll20: a dice sub-roll next to a plain number', page: WIKI, expect: { refused: 'syntax', at: 0 } },
  { formula: '{1d6, 5 + 0d0}kh1', meaning: 'the higher of a d6 and 5 (0d0 makes the 5 a sum roll)', page: WIKI, expect: { same: '{1d6,5+0d1}kh1' }, values: { min: 5, max: 6, mean: '31/6' } },
  { formula: '{1d6, {5}}kh1', meaning: 'the same, the 5 in a group of its own', page: WIKI, expect: { same: '{1d6,{5}}kh1' }, values: { min: 5, max: 6, mean: '31/6' } },
  { formula: '{[[1d6]], 5}kh1', meaning: 'the same, the d6 as an inline roll (a number by the time the group is read)', page: WIKI, expect: { same: '{(1d6),5}kh1' }, values: { min: 5, max: 6, mean: '31/6' } },
  { formula: '{3d6+1}<3', meaning: 'add 1 to each die, then count the results of 3 or less', page: WIKI, expect: { refused: 'inexpressible', at: 0 } },
  { formula: '{3d20+5}>21', meaning: 'add 5 to each d20, then count the results of 21 or more', page: WIKI, expect: { refused: 'inexpressible', at: 0 } },
  { formula: '{3d20+5}>21f<10', meaning: 'as above, with each result of 10 or less taking one off', page: WIKI, expect: { refused: 'inexpressible', at: 0 } },
  { formula: '{2d6!}>4', meaning: 'exploding 2d6, counting each die of 4 or more', page: WIKI, expect: { same: '2d6!cs>=4' } },
  { formula: '{2d6!}>4f1', meaning: 'exploding 2d6, counting dice of 4 or more, each 1 taking one off', page: WIKI, expect: { same: '2d6!cs>=4f=1' } },
  { formula: '{4d6+2d8, 3d20+3, 5d10+1}>40', meaning: 'one success for each sub-roll total of 40 or more', page: WIKI, expect: { same: '{4d6+2d8,3d20+3,5d10+1}>=40' }, values: { min: 0, max: 3 } },
  { formula: '{4d6+2d8, 3d20+3, 5d10+1}>40f<10', meaning: 'as above, each sub-roll total of 10 or less taking one off', page: WIKI, expect: { same: '{4d6+2d8,3d20+3,5d10+1}>=40f<=10' }, values: { min: -3, max: 3 } },
];
