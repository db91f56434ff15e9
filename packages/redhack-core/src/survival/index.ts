// Survival: fatigue, exhaustion and privations, resting, rations (both editions).
export { SurvivalError } from './SurvivalError.js';
export type { FatigueCondition, FatigueState, Privation } from './fatigue.js';
export {
  FRESH_FATIGUE,
  fatigueStatus,
  fatigueTestSpec,
  applyFatigueTest,
  recoverFatigue,
  stayAwakeSpec,
  uncomfortableRestSpec,
  exhaustionWeight,
  exhaustionGained,
  PRIVATION_SIZE,
  privationWeight,
} from './fatigue.js';
export type { RestPlace, RestKind, Rester, RestResult, RationSpec } from './rest.js';
export { restEncounterChecks, rest, rollRation, rationLifetime } from './rest.js';
export type { Ailment, AilmentRule } from './ailments.js';
export { AILMENTS, injuryWeeksDistribution, spoilageApplies } from './ailments.js';
export type { MaintenanceState, MaintenanceChange, RepairKitRoll } from './maintenance.js';
export { startMaintenance, resolveRepairKit, repairKitDistribution, maintainEquipment, afterBattle, spendDisrepair } from './maintenance.js';
