// Characters: creation rules, derived values, traits and flaws, roll bonuses, generation, improvement.
export type { RollKind, RollEffect, TraitSpec, TraitId, FlawId } from './traits.js';
export { TRAITS, FLAWS, TRAIT_IDS, FLAW_IDS, SAMPLE_VOCATIONS } from './traits.js';
export type { Attribute, CombatSkill, Vocation, Choice, Weapon, Kit, CharacterInput, Character, CreationOptions } from './character.js';
export { ATTRIBUTES, COMBAT_SKILLS, START_CAP, STAT_CAP, checkStartingKit, createCharacter } from './character.js';
export type { Derived } from './derived.js';
export { QUANTUM_ITEMS, kitLoad, derive } from './derived.js';
export type { RollContext, AttackOptions } from './modifiers.js';
export {
  traitModifier, isLucky, surpriseBonus, actFirstBonus, dodgeTrapBonus, reactionModifier, fatigueBonus, resistBonus, willpowerBonus, checkBonus, vocationRating, defendingDefense, attackSetupFor, castBonus,
} from './modifiers.js';
export { generateCharacter } from './generate.js';
export type { Purchase } from './improve.js';
export { EXP_PER_ADVENTURE, awardExp, improvementCost, improve } from './improve.js';
