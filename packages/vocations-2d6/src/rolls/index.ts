// Rolls of the 2d6 vocations game: checks, attacks and damage, magic, reactions, morale, surprise.
export type { TwoDice } from './dice.js';
export { TWO_D6, roll2d6, isDoubles } from './dice.js';
export type { CheckSetup, CheckResult, CheckOutcome } from './check.js';
export { DEFAULT_TARGET, resolveCheck, checkDistribution, rollCheck } from './check.js';
export type { DamageDice, WeaponKind, DamageSetup } from './damage.js';
export { WEAPON_DAMAGE, WEAPON_KINDS, parseDamage, damageDiceSides, resolveDamage, damageDistribution, rollDamage } from './damage.js';
export type { Cover, CritRule, AttackSetup, AttackOutcome, AttackRoll, AttackResult } from './attack.js';
export { ATTACK_OUTCOMES, resolveAttackRoll, attackDistribution, resolveAttack, attackDamageDistribution, rollAttack } from './attack.js';
export type { Spell, CastSetup, CastResult, EtherSpent } from './magic.js';
export { SAMPLE_SPELLS, MAX_SPELL_ETHER, findSpell, spellCost, resolveCast, castDistribution, castEffectDistribution, rollCast, spendEther, recoverEther } from './magic.js';
export type { Reaction, ReactionResult } from './reaction.js';
export { REACTIONS, resolveReaction, reactionDistribution, rollReaction } from './reaction.js';
export type { MoraleOutcome, MoraleResult } from './morale.js';
export { ORDINARY_MORALE, resolveMorale, moraleDistribution, rollMorale } from './morale.js';
export type { SurpriseOutcome, ActFirstOutcome } from './surprise.js';
export { resolveSurprise, surpriseDistribution, rollSurprise, resolveActFirst, actFirstDistribution, rollActFirst } from './surprise.js';
