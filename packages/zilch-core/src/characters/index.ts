export type { Character, CharacterInput } from './character.js';
export {
  createCharacter,
  assertCharacter,
  effectiveSuit,
  maxHp,
  chipCapacity,
  setChips,
  spendChips,
  conditionsOf,
  withCondition,
} from './character.js';
export type { ChargenOptions, GeneratedSuits } from './generateSuits.js';
export { MAX_CHARGEN_DRAWS, generateSuits, suitValueDistribution, chargenTotalDistribution } from './generateSuits.js';
export type { PartyChargenOptions } from './generateParty.js';
export { MAX_SHARED_PLAYERS, generateParty } from './generateParty.js';
