// Advancement of both editions (re-exported by the package barrel).
export { AdvancementError } from './AdvancementError.js';
export { CLASSIC_LEVEL_LIMIT, DRAFT31_LEVEL_CAP, EXPERIENCE_CRITERIA, experiencesToLevel, needsMentor, levelUpCostDistribution } from './experiences.js';
export type { LevellingCharacter, LevelUpChoices, LevelUpDice, LevelUpEvent, LevelUpResult } from './levelUp.js';
export { resolveLevelUp, levelUp, attributeGainDistribution } from './levelUp.js';
export type { GenericFollower, SpecificFollower } from './followers.js';
export {
  genericFollower,
  rollGenericFollower,
  followerFirstLevel,
  rollFollowerFirstLevel,
  followerAttributeDistribution,
  retainerGainsExperience,
  groupInitiativeDie,
  followerTest,
} from './followers.js';
