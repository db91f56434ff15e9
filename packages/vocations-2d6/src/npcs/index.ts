// NPCs: tiers, sizes, the sample NPCs and their special rules.
export type { NpcTier, NpcTierSpec, NpcSize, DamageType, NpcRules } from './npcs.js';
export {
  NPC_TIERS, NPC_DAMAGE_BY_SIZE, MAX_NPC_DEFENSE, typicalNpc, sampleNpc, npcRules, npcAttackBonus, damageTaken, slimeWear, reviveTroll, resolveFright, rollFright,
} from './npcs.js';
