// Exploration: reactions, dungeon time, encounters, light, hazards and skills (both editions).
export { ExplorationError } from './ExplorationError.js';
export type { ChaTest, ReactionResult } from './reaction.js';
export { CHA_TESTS, REACTION_BANDS, reactionDiceCount, reactionTable, resolveReaction, reactionDistribution, rollReaction, combatReactionTest } from './reaction.js';
