// Magic of both editions (re-exported by the package barrel).
export { MagicError } from './MagicError.js';
export { MAX_CASTER_LEVEL, CLASSIC_MAX_SPELL_LEVEL, classicWizardSlots, classicClericSlots } from './classic/slots.js';
export type { RetentionResult, RetentionOutcome, RetentionSpec, RetentionDice, RetentionRoll } from './classic/retention.js';
export { RETENTION_OUTCOMES, resolveRetention, retentionDistribution, retentionTotalDistribution, rollRetention } from './classic/retention.js';
export type { PrayerSpec, PrayerDice, PrayerRoll } from './classic/prayer.js';
export { MAX_PRAYER_COUNT, PRAYER_OUTCOME_ORDER, prayerModifier, resolvePrayer, prayerDistribution, rollPrayer } from './classic/prayer.js';
export { cureTrade } from './classic/cureTrade.js';
export type { TurnOutcome, TurnSpec, Draft31TurnResult } from './turnUndead.js';
export {
  MAX_UNDEAD_HD,
  TURN_OUTCOMES,
  classicTurnTest,
  maxTurnedLevel,
  turnUndeadDistribution,
  resolveClassicTurn,
  resolveDraft31Turn,
  rollTurnUndead,
} from './turnUndead.js';
export type { Spell, Spellbook, PrayerLine, Prayer } from './draft31/spellbooks.js';
export { convertSpellLevel, ELEMENTARY_ENCHANTER, BEGINNER_SPELLBOOKS, PRAYER_OF_MITRA } from './draft31/spellbooks.js';
export type { MemorisedSpell, SpellState, MagicEvent, SpellChange } from './spellState.js';
export {
  emptySpellState,
  cantripCount,
  memoriseClassic,
  memoriseDraft31,
  draft31ClericSlots,
  memorisePrayer,
  castDraft31,
  castClassic,
  swapForCure,
} from './spellState.js';
export type { CastOutcome, ArmourCastSpec, ScrollSpec, CasterHands } from './casting.js';
export { armourCastTest, armourCastDistribution, rollArmourCast, readScrollDistribution, armourHindersCasting, hasHandFreeToCast } from './casting.js';
export { divineSpellSource, CLASSIC_STARTING_SPELLS, monsterLoreDifficulty, combatantReactionAttacks } from './classFeatures.js';
export type { PrayerbookSpell, Prayerbook, PrayerbookChange } from './classic/prayerbook.js';
export { startingPrayerbook, learnDivineSpell, prayerbookSpellsFor } from './classic/prayerbook.js';
