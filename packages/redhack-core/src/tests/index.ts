export type { ChaserDie, TestOutcome, AdvantageSource, TestSpec } from './spec.js';
export { CHASER_DICE, TEST_OUTCOMES, MAX_ADVANTAGE_LEVELS } from './spec.js';
export type { TestDice, TestResult } from './resolveTest.js';
export { resolveTest } from './resolveTest.js';
export { testDistribution, degreeDistribution, keptDieDistribution } from './testDistribution.js';
export { rollTest } from './rollTest.js';
export { chaserForBonus, magicWeapon, armourChaser } from './chaser.js';
export { attackSpec, defenceSpec } from './rollTypes.js';
export { resolveMultiDie, multiDieDistribution, rollMultiDie } from './multiDie.js';
export type { OpposedWinner, OpposedResult } from './opposed.js';
export { resolveOpposed, opposedDistribution, rollOpposed } from './opposed.js';
export type { SaveCategory, PcSaveExtras, MonsterSaveOutcome, MonsterSaveExtras } from './saves.js';
export {
  SAVE_CATEGORIES,
  MAX_HIT_DICE,
  pcSaveSpec,
  pcSaveDistribution,
  monsterTestSpec,
  effectTestSpec,
  monsterSaveTarget,
  resolveMonsterSave,
  monsterSaveDistribution,
  rollMonsterSave,
  npcAttribute,
} from './saves.js';
export { attributeModifier, attributeGrade } from './modifiers.js';
