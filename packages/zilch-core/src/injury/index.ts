export type { DamageInput, InjuryEvent, InjuryResult } from './damage.js';
export { MAX_INJURY, applyDamage, drainSuit, heal, recoverTemporary, recoverDrain } from './damage.js';
export type { FatigueResult } from './fatigue.js';
export { MAX_FATIGUE, fatigueLevelsFor, fatigueTestDistribution, fatigueDamageDistribution, fatigueTest } from './fatigue.js';
export type { Fall } from './falling.js';
export { MAX_FALL_SQUARES, fallDice, fallDamageDistribution, rollFall } from './falling.js';
export { BURNING_DAMAGE, burn } from './burning.js';
