export type { Degree } from './degree.js';
export { DEGREES, SKILL_LIMIT, degreeOf } from './degree.js';
export { suitTestRollDistribution } from './suitTestRoll.js';
export type { SuitTestResult } from './suitTest.js';
export { SUIT_TEST_MODIFIERS, suitTestDistribution, rollSuitTest } from './suitTest.js';
export type { ContestWinner, ContestOptions, ContestResult } from './contest.js';
export { contestWinner, contestDistribution, rollContest } from './contest.js';
