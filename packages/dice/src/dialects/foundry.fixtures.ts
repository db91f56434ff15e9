import type { DialectExample } from './example.fixtures.js';

const ARTICLE = 'https://foundryvtt.com/article/dice-modifiers/';
const API = 'https://foundryvtt.com/api/classes/client.Die.html';

/** Every example formula of Foundry VTT's dice-modifiers article and of its `Die` API reference. */
export const FOUNDRY_EXAMPLES: readonly DialectExample[] = [
  // Article: re-rolls and exploding dice.
  { formula: '1d10r1', meaning: 'a d10, rerolled once if it shows 1', page: ARTICLE, expect: { same: '1d10ro=1' }, values: { min: 1, max: 10, mean: '119/20' } },
  { formula: '1d20r<10', meaning: 'a d20, rerolled once if under 10', page: ARTICLE, expect: { same: '1d20ro<10' } },
  { formula: '1d20rr<3', meaning: 'a d20, rerolled again and again while under 3', page: ARTICLE, expect: { same: '1d20r<3' }, values: { min: 3, max: 20, p: [3, '1/18'] } },
  { formula: '5d10x10', meaning: 'five d10; each 10 adds another d10, which can explode too', page: ARTICLE, expect: { same: '5d10!=10' } },
  { formula: '1d20xo', meaning: 'explode once: a matching die adds one more die, which does not explode', page: ARTICLE, expect: { refused: 'inexpressible', at: 4 } },
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
  // API: counting.
  { formula: '20d20cs', meaning: 'count the dice that show 20', page: API, expect: { same: '20d20cs=20' }, values: { min: 0, max: 20, mean: '1' } },
  { formula: '20d20cs>10', meaning: 'count the dice above 10', page: API, expect: { same: '20d20cs>10' }, values: { mean: '10' } },
  { formula: '20d20cs<10', meaning: 'count the dice below 10', page: API, expect: { same: '20d20cs<10' }, values: { mean: '9' } },
  { formula: '6d6cf', meaning: 'count the dice that show 1 (failures)', page: API, expect: { same: '6d6cs=1' }, values: { mean: '1' } },
  { formula: '6d6cf<=3', meaning: 'count the dice of 3 or less as failures', page: API, expect: { same: '6d6cs<=3' }, values: { mean: '3' } },
  { formula: '6d6cf>4', meaning: 'count the dice above 4 as failures', page: API, expect: { same: '6d6cs>4' }, values: { mean: '2' } },
  { formula: '6d6even', meaning: 'count the even dice', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6odd', meaning: 'count the odd dice', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6df', meaning: 'the other dice at their values, minus one per die that shows 1', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6cs>3df', meaning: 'count dice above 3, minus one per failure (a 1)', page: API, expect: { same: '6d6cs>3f=1' }, values: { min: -6, max: 6, mean: '2' } },
  { formula: '6d6cf<3df', meaning: 'a failure count, then failures deducted again', page: API, expect: { refused: 'inexpressible', at: 7 } },
  { formula: '6d6df<3', meaning: 'the other dice at their values, minus one per die under 3', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6sf<3', meaning: 'failed dice count as their negative value', page: API, expect: { refused: 'inexpressible', at: 3 } },
  { formula: '6d6ms>12', meaning: 'the total of 6d6 minus 12 (the margin of success)', page: API, expect: { same: '6d6-12' }, values: { min: -6, max: 24, mean: '9' } },
  // API: clamps.
  { formula: '6d6min2', meaning: 'each die counts at least 2', page: API, expect: { same: '6d6min2' }, values: { min: 12, max: 36 } },
  { formula: '6d6max5', meaning: 'each die counts at most 5', page: API, expect: { same: '6d6max5' }, values: { min: 6, max: 30 } },
];
