// Downtime of both editions (re-exported by the package barrel).
export { DowntimeError } from './DowntimeError.js';
export type { RoleAptitudeSpec, FortuneEntry, FortuneRoll } from './fortune.js';
export { roleAptitude, resolveFortune, fortuneDistribution, rollFortune } from './fortune.js';
export type { HaggleSpec, HaggleResult, HaggleVendor, HaggleDecision, HaggleSettlement } from './haggle.js';
export { haggleDistribution, rollHaggle, newVendor, vendorPrice, settleHaggle, adjustHaggleDifficulty } from './haggle.js';
export type { DowntimeAction, DowntimeWeek } from './actions.js';
export {
  DOWNTIME_ACTIONS,
  RELATIONSHIP_LEVELS,
  relationshipTest,
  resolveRelationship,
  rollRelationship,
  startDowntimeWeek,
  takeDowntimeAction,
  CLASSIC_DOWNTIME,
} from './actions.js';
export type { DowntimeCharacter, DowntimeSpec, DowntimeResult } from './applyDowntime.js';
export { LINGERING_WOUNDS, applyDowntime } from './applyDowntime.js';
