export type { AttributeName, Attributes } from './attributes.js';
export { ATTRIBUTE_NAMES, ATTRIBUTE_USES } from './attributes.js';
export type { ClassFeature, ClassSpec } from './classes.js';
export { CLASSIC_CLASSES, DRAFT31_CLASSES, THIEF_SKILL_TAGS } from './classes.js';
export type { Background } from './backgrounds.js';
export { SAMPLE_BACKGROUNDS, defineBackground } from './backgrounds.js';
export type { KitItem, CoinDice, Kit } from './kits.js';
export { CLASSIC_KITS, DRAFT31_PACKAGES } from './kits.js';
export { classFor, classesOf, kitsFor, findKit, findBackground } from './catalogue.js';
export type { CharacterInput, OwnedItem, Character, GenerateOptions } from './character.js';
export {
  createCharacter,
  rollAttributes,
  attributeDistribution,
  startingHpDistribution,
  startingCoinsDistribution,
  generateCharacter,
} from './character.js';
