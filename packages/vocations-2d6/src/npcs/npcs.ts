// NPCs: typical values by tier and size, the sample NPCs, and their special rules.
import { type Rng } from '@rollwright/dice';
import { UnknownNpcError, VocationsInputError } from '../errors/errors.js';
import { vocationsSampleNpcs, type NpcStatBlock } from '../tables/tables.js';
import { resolveCheck, rollCheck, type CheckResult } from '../rolls/check.js';
import type { TwoDice } from '../rolls/dice.js';

/**
 * An opponent's tier.
 *
 * @since 0.1.0
 * @category NPCs
 */
export type NpcTier = 'low' | 'mid' | 'high' | 'veryHigh';

/**
 * Typical values of a tier: each a `[low, high]` range (`high` `null` = or more).
 *
 * @since 0.1.0
 * @category NPCs
 */
export interface NpcTierSpec {
  /** Health. */
  readonly health: readonly [number, number | null];
  /** Hit Bonus (attribute and combat skill in one). */
  readonly hitBonus: readonly [number, number];
  /** Defense: what PCs must roll to hit. */
  readonly defense: readonly [number, number];
}

/**
 * Typical NPC values by tier (Source: vocations-2d6.txt › Non-Player Character (NPC) Opponents and
 * Monsters). Low-tier opponents have DR 0.
 *
 * @example
 * ```ts
 * NPC_TIERS.high.hitBonus; // [6, 6]
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export const NPC_TIERS: Readonly<Record<NpcTier, NpcTierSpec>> = Object.freeze({
  low: { health: [3, 3], hitBonus: [0, 2], defense: [9, 9] },
  mid: { health: [5, 10], hitBonus: [2, 4], defense: [10, 12] },
  high: { health: [20, 20], hitBonus: [6, 6], defense: [12, 14] },
  veryHigh: { health: [30, null], hitBonus: [8, 10], defense: [15, 19] },
} as const satisfies Record<NpcTier, NpcTierSpec>);

/**
 * An opponent's size, which sets its typical damage.
 *
 * @since 0.1.0
 * @category NPCs
 */
export type NpcSize = 'small' | 'human' | 'large' | 'giant';

/**
 * Typical damage by size: small 1d3, human-sized 1d6, large (bears, lions, ogres) 2d6, giant 3d6.
 *
 * @example
 * ```ts
 * NPC_DAMAGE_BY_SIZE.large; // '2d6'
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export const NPC_DAMAGE_BY_SIZE: Readonly<Record<NpcSize, string>> = Object.freeze({ small: '1d3', human: '1d6', large: '2d6', giant: '3d6' });

/**
 * The highest Defense of anything that can be harmed; beyond it, godlike beings cannot be.
 *
 * @example
 * ```ts
 * MAX_NPC_DEFENSE; // 19
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export const MAX_NPC_DEFENSE = 19;

/**
 * Builds a typical NPC of a tier and size, with the low end of each typical range unless given.
 *
 * @param spec - Name, tier, size and any values to override.
 * @returns A stat block (DR 0 unless given).
 * @throws {@link VocationsInputError} on a Defense above 19 or other bad numbers.
 * @example
 * ```ts
 * typicalNpc({ name: 'Bandit', tier: 'low', size: 'human' }); // health 3, hit +0, 1d6, Defense 9
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function typicalNpc(spec: {
  /** Name. */ readonly name: string;
  /** Tier. */ readonly tier: NpcTier;
  /** Size. */ readonly size: NpcSize;
  /** Health override. */ readonly health?: number;
  /** Hit Bonus override. */ readonly hitBonus?: number;
  /** Defense override (≤ 19). */ readonly defense?: number;
  /** DR override. */ readonly dr?: number;
}): NpcStatBlock {
  const t = NPC_TIERS[spec.tier];
  const d = NPC_DAMAGE_BY_SIZE[spec.size];
  if (t === undefined || d === undefined) throw new VocationsInputError('tier', spec.tier, 'unknown NPC tier or size');
  const npc = { name: spec.name, health: spec.health ?? t.health[0], hitBonus: spec.hitBonus ?? t.hitBonus[0], attacks: [{ name: 'Attack', damage: d }], defense: spec.defense ?? t.defense[0], dr: spec.dr ?? 0, notes: '' };
  for (const [k, v, lo, hi] of [['health', npc.health, 1, 1000], ['hitBonus', npc.hitBonus, -10, 50], ['defense', npc.defense, 0, MAX_NPC_DEFENSE], ['dr', npc.dr, 0, 50]] as const) {
    if (!Number.isSafeInteger(v) || v < lo || v > hi) throw new VocationsInputError(k, v, `${k} must be ${lo}..${hi}, got ${String(v)}`);
  }
  return Object.freeze({ ...npc, attacks: Object.freeze(npc.attacks.map((a) => Object.freeze(a))) });
}

/**
 * A sample NPC by name (case-insensitive).
 *
 * @param name - e.g. `"Goblin"`.
 * @returns Its stat block.
 * @throws {@link UnknownNpcError} if no sample NPC has that name.
 * @example
 * ```ts
 * sampleNpc('goblin').hitBonus; // 2
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function sampleNpc(name: string): NpcStatBlock {
  const n = vocationsSampleNpcs.find((x) => x.name.toLowerCase() === String(name).trim().toLowerCase());
  if (n === undefined) throw new UnknownNpcError(String(name), vocationsSampleNpcs.map((x) => x.name));
  return n;
}

/**
 * How a blow harms: weapons are `slashing`, `piercing` or `bludgeoning`, or just `mechanical`
 * when the kind is not given; `fire`, `magic` and `acid` are not mechanical.
 *
 * @since 0.1.0
 * @category NPCs
 */
export type DamageType = 'slashing' | 'piercing' | 'bludgeoning' | 'mechanical' | 'fire' | 'magic' | 'acid';

/**
 * The game rules of an NPC beyond its stat block.
 *
 * @since 0.1.0
 * @category NPCs
 */
export interface NpcRules {
  /** Mindless creatures never check morale. */
  readonly mindless: boolean;
  /** Feet per round (30 typical; faster creatures 45 and still attack; slow 15). */
  readonly speed: number;
  /** Damage types it ignores. */
  readonly ignores: readonly DamageType[];
  /** Added to its attack against a creature it is grappling ([ruling V28](../../../../docs/rulings/vocations-2d6.md#v28)). */
  readonly grappleBonus: number;
  /** Its morale score (7 ordinary). */
  readonly morale: number;
  /** Its attack also hits the characters next to the target (the Alchemist's grenade). */
  readonly splash: boolean;
  /** Contact wears weapons and armour down by 1 ([V29](../../../../docs/rulings/vocations-2d6.md#v29); the Slime). */
  readonly wears: boolean;
}

const ORDINARY: NpcRules = Object.freeze({ mindless: false, speed: 30, ignores: Object.freeze([]), grappleBonus: 0, morale: 7, splash: false, wears: false });

/**
 * The rules of an NPC: the sample Zombie is mindless, slow, ignores piercing and bludgeoning and
 * gets +2 against what it grapples; the Slime is mindless, ignores all mechanical harm and wears
 * down what touches it; the Alchemist's grenade splashes the target's neighbours; the rest are
 * ordinary (speed 30, morale 7).
 *
 * @param npc - The NPC.
 * @returns Its rules.
 * @example
 * ```ts
 * npcRules(sampleNpc('Zombie')).speed; // 15
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function npcRules(npc: NpcStatBlock): NpcRules {
  switch (npc.name) {
    case 'Zombie':
      return Object.freeze({ ...ORDINARY, mindless: true, speed: 15, ignores: Object.freeze(['piercing', 'bludgeoning'] as const), grappleBonus: 2 });
    case 'Alchemist':
      return Object.freeze({ ...ORDINARY, splash: true });
    case 'Slime':
      return Object.freeze({ ...ORDINARY, mindless: true, ignores: Object.freeze(['slashing', 'piercing', 'bludgeoning', 'mechanical'] as const), wears: true });
    default:
      return ORDINARY;
  }
}

/**
 * An NPC's attack bonus: its Hit Bonus, + the grapple bonus against what it is grappling
 * ([V28](../../../../docs/rulings/vocations-2d6.md#v28)).
 *
 * @param npc - The NPC.
 * @param grappling - Whether the target is the creature it grapples.
 * @returns The bonus.
 * @example
 * ```ts
 * npcAttackBonus(sampleNpc('Zombie'), true); // 2
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function npcAttackBonus(npc: NpcStatBlock, grappling = false): number {
  return npc.hitBonus + (grappling ? npcRules(npc).grappleBonus : 0);
}

/**
 * Damage an NPC takes from a blow: none of a type it ignores.
 *
 * @param npc - The NPC.
 * @param amount - Damage after DR (≥ 0).
 * @param type - The blow's damage type (unknown: taken in full).
 * @returns Damage taken.
 * @example
 * ```ts
 * damageTaken(sampleNpc('Slime'), 4, 'slashing'); // 0
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function damageTaken(npc: NpcStatBlock, amount: number, type?: DamageType): number {
  if (type !== undefined && npcRules(npc).ignores.includes(type)) return 0;
  return amount;
}

/**
 * Slime contact ([ruling V29](../../../../docs/rulings/vocations-2d6.md#v29)): a weapon's damage
 * bonus or an armour's DR drops by 1 per contact, never below 0.
 *
 * @param value - The weapon's damage modifier or the armour's DR before the contact.
 * @param contacts - Contacts (default 1).
 * @returns The worn value.
 * @example
 * ```ts
 * slimeWear(1, 2); // 0
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function slimeWear(value: number, contacts = 1): number {
  return Math.max(0, value - contacts);
}

/**
 * A slain Troll rises after 24 hours at full health, +1 health and +1 Hit Bonus each time
 * ([ruling V30](../../../../docs/rulings/vocations-2d6.md#v30)) — unless it was burned or beheaded.
 *
 * @param troll - The slain Troll's stat block.
 * @param how - How it was slain.
 * @returns The risen Troll, or `null` if it stays dead.
 * @example
 * ```ts
 * reviveTroll(sampleNpc('Troll'), {})?.health; // 16
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function reviveTroll(troll: NpcStatBlock, how: {
  /** Burned. */
  readonly burned?: boolean;
  /** Beheaded. */
  readonly beheaded?: boolean }): NpcStatBlock | null {
  if (how.burned === true || how.beheaded === true) return null;
  return Object.freeze({ ...troll, health: troll.health + 1, hitBonus: troll.hitBonus + 1 });
}

/**
 * Resolves a PC's Willpower roll against the Dragon's presence (once per encounter): 2d6 +
 * Willpower ≥ 9, else frightened (−2 to all actions) ([V31](../../../../docs/rulings/vocations-2d6.md#v31)).
 *
 * @param willpower - The PC's Willpower and modifiers.
 * @param dice - The two faces.
 * @returns The check and whether the PC is frightened.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * resolveFright(1, [4, 3]).frightened; // true
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function resolveFright(willpower: number, dice: TwoDice): {
  /** The check. */
  readonly check: CheckResult;
  /** Frightened. */
  readonly frightened: boolean } {
  const check = resolveCheck({ bonus: willpower }, dice);
  return Object.freeze({ check, frightened: !check.success });
}

/**
 * Rolls {@link resolveFright}.
 *
 * @param rng - Generator state; never mutated.
 * @param willpower - The PC's Willpower and modifiers.
 * @returns The result and the next state.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * const [{ frightened }, next] = rollFright(seed(1), 2);
 * ```
 * @since 0.1.0
 * @category NPCs
 */
export function rollFright(rng: Rng, willpower: number): readonly [result: {
  /** The check. */
  readonly check: CheckResult;
  /** Frightened. */
  readonly frightened: boolean }, next: Rng] {
  const [check, next] = rollCheck(rng, { bonus: willpower });
  return [Object.freeze({ check, frightened: !check.success }), next];
}
