import type { DialectExample } from './example.fixtures.js';

const REF = 'https://help.roll20.net/hc/en-us/articles/360037773133-Dice-Reference';
const WIKI = 'https://wiki.roll20.net/Dice_Reference';

/** Every example formula of Roll20's Dice Reference (help centre page and the wiki copy it replaced). */
export const ROLL20_EXAMPLES: readonly DialectExample[] = [
  { formula: 'd20+5', meaning: 'a d20 plus 5', page: REF, expect: { same: '1d20+5' }, values: { min: 6, max: 25, mean: '31/2' } },
  { formula: '3d6+2', meaning: 'three d6 plus 2', page: REF, expect: { same: '3d6+2' }, values: { mean: '25/2' } },
  { formula: '2d6+5 + d8', meaning: 'two d6 plus 5 plus a d8', page: REF, expect: { same: '2d6+5+1d8' } },
  { formula: '1d20+5', meaning: 'a d20 plus 5', page: WIKI, expect: { same: '1d20+5' } },
  { formula: '4dF', meaning: 'four Fate dice', page: REF, expect: { same: '4dF' }, values: { min: -4, max: 4, mean: '0' } },
  { formula: '3d6!', meaning: 'three exploding d6', page: WIKI, expect: { same: '3d6!' } },
  { formula: '3d6!>4', meaning: 'three d6 that explode on 4 or more', page: WIKI, expect: { same: '3d6!>=4' } },
  { formula: '3d6!3', meaning: 'three d6 that explode only on a 3', page: WIKI, expect: { same: '3d6!=3' } },
  { formula: '5d6!!', meaning: 'compounding explosions: the extra dice join the die that exploded', page: WIKI, expect: { same: '5d6!!' } },
  { formula: '{5d6!!}>8', meaning: 'compounding dice compared with 8 for successes (a group)', page: WIKI, expect: { same: '5d6!!cs>=8' } },
  { formula: '5d6!p', meaning: 'penetrating explosions: each extra die counts one less', page: WIKI, expect: { same: '5d6!p' } },
  { formula: '5d6!p>5', meaning: 'penetrating on 5 or more', page: WIKI, expect: { same: '5d6!p>=5' } },
  { formula: '8d100k4', meaning: 'keep the four highest of eight d100', page: WIKI, expect: { same: '8d100kh4' } },
  { formula: '8d100d3', meaning: 'drop the three lowest of eight d100', page: WIKI, expect: { same: '8d100dl3' } },
  { formula: '2d6m', meaning: 'show matching dice (the total is the sum)', page: WIKI, expect: { same: '2d6' }, values: { mean: '7' } },
  { formula: '2d6mt', meaning: 'the number of matches instead of the sum', page: WIKI, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '20d6mt', meaning: 'the number of matches (0 to 6)', page: WIKI, expect: { refused: 'inexpressible', at: 4 } },
  { formula: '5d6mt3>4', meaning: 'the number of sets of three matching dice of 4 or more', page: WIKI, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '2d10r<2', meaning: 'reroll any die of 2 or less (until it is above 2)', page: REF, expect: { same: '2d10r<=2' }, values: { min: 6, max: 20 } },
  { formula: '2d10ro<2', meaning: 'reroll a die of 2 or less once', page: REF, expect: { same: '2d10ro<=2' } },
  { formula: '3d6>3', meaning: 'count the dice of 3 or more', page: REF, expect: { same: '3d6cs>=3' }, values: { min: 0, max: 3, mean: '2' } },
  { formula: '3d6<3', meaning: 'count the dice of 3 or less', page: REF, expect: { same: '3d6cs<=3' }, values: { mean: '3/2' } },
  { formula: '3d6>3f1', meaning: 'successes on 3 or more, each 1 takes one off', page: REF, expect: { same: '3d6cs>=3f=1' }, values: { min: -3, max: 3, mean: '3/2' } },
  { formula: '1d20cs>18', meaning: 'a d20 whose 18 to 20 show as critical (the total is the die)', page: REF, expect: { same: '1d20crit>=18', needs: '1d20crit>=18' } },
  { formula: '1d20cf<3', meaning: 'a d20 whose 1 to 3 show as fumbles', page: REF, expect: { same: '1d20fumble<=3', needs: '1d20fumble<=3' } },
  { formula: '8d6s', meaning: 'eight d6 shown in ascending order', page: REF, expect: { same: '8d6sa', needs: '8d6sa' } },
  { formula: '8d6sd', meaning: 'eight d6 shown in descending order', page: REF, expect: { same: '8d6sd', needs: '8d6sd' } },
  { formula: 'floor(1d6/2)', meaning: 'half a d6, rounded down', page: REF, expect: { same: 'floor(1d6/2)' }, values: { min: 0, max: 3, p: [0, '1/6'] } },
  { formula: '1d6/2', meaning: 'half a d6 with its fraction (Roll20 divides exactly)', page: REF, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '[[1d4]]d6', meaning: 'an inline roll as the dice count', page: REF, expect: { same: '(1d4)d6', needs: '(1d4)d6' } },
  { formula: '1d20+@{selected|strength_mod}', meaning: 'a value from the character sheet', page: REF, expect: { refused: 'inexpressible', at: 5 } },
];
