// Combat rules of both editions and the round engine.
export type { CombatRuleOptions } from './core.js';
export { CombatError, CombatInputError, CombatActionError, MoraleError, CombatLimitError } from './errors.js';
export type { DamageDice } from './attack/damage.js';
export { DAMAGE_SIDES } from './attack/damage.js';
export type { AttackOutcome, AttackSpec, PreparedAttack, AttackDice, AttackResult } from './attack/attack.js';
export { ATTACK_OUTCOMES, prepareAttack, resolveAttack, attackDistribution, attackDamageDistribution, rollAttack } from './attack/attack.js';
export type { WeaponLength } from './attack/weapons.js';
export { lengthAdvantage, offHandAttack } from './attack/weapons.js';
export type { CleavePool, CleaveWeapon, CleavePlan } from './attack/cleave.js';
export { cleavePool, assignCleave, parry, withCleaveDie, cleaveDieAttack } from './attack/cleave.js';
export type { DefenceOutcome, DefenceSpec, DefenceDice, DefenceResult } from './defence/defence.js';
export { DEFENCE_OUTCOMES, HELM_SAVE_DIFFICULTY, resolveDefence, defenceDistribution, defenceDamageDistribution, rollDefence } from './defence/defence.js';
export type { ShieldBlockOutcome, ShieldBlockSpec } from './defence/shield.js';
export { resolveShieldBlock, shieldBlockDistribution, rollShieldBlock, npcShieldAttackDistribution } from './defence/shield.js';
export type { CombatClass, InitiativeOutcome, InitiativeResult, InitiativeSpec, SurpriseOutcome, SurpriseRoll, SurpriseSpec } from './initiative/initiative.js';
export {
  COMBAT_CLASSES,
  initiativeDie,
  resolveInitiative,
  initiativeDistribution,
  rollInitiative,
  resolveSurprise,
  surpriseDistribution,
  rollSurprise,
} from './initiative/initiative.js';
export type { MoraleOutcome, MoraleRoll, MoraleSpec } from './morale/morale.js';
export { resolveMorale, moraleDistribution, rollMorale } from './morale/morale.js';
export type { ReactOutcome, OpeningSpec, Position } from './reactions/reactions.js';
export {
  MAX_REACTING_MONSTERS,
  reactionsPerRound,
  reactChance,
  monsterReactDistribution,
  resolveMonsterReact,
  rollMonsterReact,
  canExploitOpening,
  meleeAttackerLimit,
} from './reactions/reactions.js';
export type { UnitAttackSpec, UnitAttackRoll } from './units/units.js';
export { MAX_UNIT_DICE, resolveUnitAttack, unitAttackDistribution, rollUnitAttack } from './units/units.js';
export type { RangeBand, IntoMeleeOutcome, Bystander, AmmunitionRoll } from './ranged/ranged.js';
export {
  RANGE_BANDS,
  bystanderHit,
  firingIntoMeleeDistribution,
  MAX_SHOTS_PER_ROUND,
  ammunitionDistribution,
  rollAmmunition,
  MAX_RECOVERY_STEPS,
  ammunitionRecoveryDistribution,
  rollAmmunitionRecovery,
} from './ranged/ranged.js';
export type { OngoingOptions, OngoingRound, OngoingTotal } from './ongoing/ongoing.js';
export { MAX_ONGOING_ROLLS_PER_SIZE, ongoingDamageDistribution, resolveOngoingDamage, rollOngoingDamage } from './ongoing/ongoing.js';
export type { ClassicInjury, Vitality, DamageTaken } from './injury/injury.js';
export {
  classicInjuryDistribution,
  resolveClassicInjury,
  rollClassicInjury,
  mortalWoundDistribution,
  applyDamage,
  keepFightingDistribution,
  keepsFighting,
  pcInjuryAfter,
  npcInjuryDistribution,
} from './injury/injury.js';
export type { AreaShape, AreaSpec } from './areas/areas.js';
export { MAX_AREA_TARGETS, areaTargets } from './areas/areas.js';
export type { ChaseSide } from './techniques/techniques.js';
export { isBloodied, TRICKSY_EFFECTS, tricksyDistribution, defensiveFighting, twistTheKnife, suppressionDistribution, snipeDistribution, chaseDistribution } from './techniques/techniques.js';
export type {
  CombatantInput,
  CombatInput,
  EngineOptions,
  Combatant,
  Opening,
  CombatState,
  CombatAction,
  CombatReaction,
  CombatEvent,
  CombatStep,
} from './engine/types.js';
export { MAX_COMBATANTS, MAX_ROUNDS } from './engine/types.js';
export { startCombat } from './engine/startCombat.js';
export { takeTurn } from './engine/takeTurn.js';
export { react } from './engine/react.js';
export { advance } from './engine/advance.js';
export type { CombatCommand, FightLog } from './engine/runFight.js';
export { MAX_FIGHT_COMMANDS, chooseAction, runFight, replayFight } from './engine/runFight.js';
export { monsterTemplate, TEMPLATE_HD, exampleParty } from './engine/templates.js';
// Added with the rest of the combat rules: backstab eligibility, techniques, PC against PC,
// movement and openings, helm drawbacks, monster initiative variants, intimidation, chases.
export type { BackstabSituation } from './techniques/backstab.js';
export { canBackstab } from './techniques/backstab.js';
export type { TechniqueGroup, FighterTechnique, TwoFrontsPlan } from './techniques/fighter.js';
export { FIGHTER_TECHNIQUES, techniqueSlots, checkTechniques, parryTechniqueDistribution, warOnTwoFronts, ritualCastingMinutes } from './techniques/fighter.js';
export { resolveChase, rollChase } from './techniques/chase.js';
export type { PcAttackSpec, PcAttackDice, PcAttackResult } from './attack/pcVsPc.js';
export { pcAttackDistribution, pcAttackDamageDistribution, resolvePcAttack, rollPcAttack } from './attack/pcVsPc.js';
export type { MoveReaction, MoveReactionSpec, MovementOpeningSpec, TurnOpeningSpec } from './reactions/movement.js';
export { moveBand, canMoveReact, movementGivesOpening, turnOpenings } from './reactions/movement.js';
export { helmSources } from './defence/helm.js';
export type { MonsterInitiative } from './initiative/monsterInitiative.js';
export { monsterInitiativeCount, monsterFirstDistribution, rollMonsterInitiative } from './initiative/monsterInitiative.js';
export type { IntimidateSpec, IntimidateOutcome } from './morale/intimidate.js';
export { intimidateDistribution, resolveIntimidate, rollIntimidate } from './morale/intimidate.js';
