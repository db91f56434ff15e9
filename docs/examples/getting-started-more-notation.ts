// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { beginRoll, distribution, expectedValue, formatFraction, namedDie, netSymbolDistribution, probability, roll, seed } from '@rollwright/dice';

// A roll group: keep the two best of three 3d6 sub-rolls; the record says which were kept.
const [stats] = roll(seed(7), '{3d6, 3d6, 3d6}dl1');
console.log(stats.groups?.[0]?.subRolls.map((s) => `${s.total}${s.kept ? '' : ' dropped'}`).join(', '), '=', stats.total); // → 7 dropped, 13, 14 = 27
// Several keep/drop clauses: the middle two of four d6.
console.log(formatFraction(expectedValue('4d6dh1dl1'))); // → 7
// Custom faces and a rolled dice count, exactly.
console.log(formatFraction(probability(distribution('1d{1,2,2,3}'), 2))); // → 1/2
console.log(formatFraction(expectedValue('(1d4)d6'))); // → 35/4
// Pass/fail on a total (GURPS-style), beside per-die success counting.
console.log(formatFraction(probability(distribution('(3d6)<=12'), 1))); // → 20/27
console.log(formatFraction(expectedValue('3d6<=3'))); // → 3/2
// Functions: floor/ceil/round set how the division inside them rounds.
console.log(formatFraction(expectedValue('ceil(1d6/2)')), formatFraction(expectedValue('max(1d20, 10)'))); // → 2 51/4
// Results first: a rolled count asks for its own die before the dice it sets.
let session = beginRoll('(1d4)d6');
console.log(session.request); // → [ { termIndex: 0, sides: 4, count: 1 } ]
session = session.done ? session : session.supply([2]);
console.log(session.request); // → [ { termIndex: 1, sides: 6, count: 2 } ]
session = session.done ? session : session.supply([6, 3]);
console.log(session.done && session.result.total); // → 9
// A critical mark changes nothing but the record.
const [hit] = roll(seed(3), '1d20crit>=19');
console.log(hit.total, hit.dice[0]?.critical); // → 20 success
// Labelled faces: the values count, the record names the face, and a thrown die may be
// supplied by its label.
console.log(formatFraction(probability(distribution('3d{skull:1,skull:1,skull:1,shield:0,shield:0,blank:0}'), 2))); // → 3/8
const flip = beginRoll('1d{tails:0,heads:1}');
const flipped = flip.done ? flip : flip.supply(['heads']);
console.log(flipped.done && flipped.result.dice[0]?.label, flipped.done && flipped.result.total); // → heads 1
// Named-face dice: several symbols on one face, and symbols that cancel.
const ability = namedDie([{ name: 'blank' }, { name: 'success', symbols: { success: 1 } }, { name: 'success + advantage', symbols: { success: 1, advantage: 1 } }]);
const setback = namedDie([{ name: 'blank' }, { name: 'failure', symbols: { failure: 1 } }]);
console.log(formatFraction(probability(netSymbolDistribution([ability, ability, setback], 'success', 'failure'), 1))); // → 4/9
// #endregion example
