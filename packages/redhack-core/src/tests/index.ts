export type { ChaserDie, TestOutcome, AdvantageSource, TestSpec } from './spec.js';
export { CHASER_DICE, TEST_OUTCOMES, MAX_ADVANTAGE_LEVELS } from './spec.js';
export type { TestDice, TestResult } from './resolveTest.js';
export { resolveTest } from './resolveTest.js';
export { testDistribution, degreeDistribution, keptDieDistribution } from './testDistribution.js';
export { rollTest } from './rollTest.js';
export { chaserForBonus, armourChaser } from './chaser.js';
