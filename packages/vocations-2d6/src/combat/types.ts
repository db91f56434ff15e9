// Types of the side-based skirmish engine: state, actions, events.
import type { Rng } from '@rollwright/dice';
import type { Character } from '../characters/character.js';
import type { NpcStatBlock } from '../tables/tables.js';
import type { AttackOutcome, CritRule } from '../rolls/attack.js';
import type { TwoDice } from '../rolls/dice.js';

/**
 * The two sides of a skirmish.
 *
 * @since 0.1.0
 * @category Skirmish
 */
export type Side = 'pcs' | 'npcs';

/**
 * Skirmish options.
 *
 * @since 0.1.0
 * @category Skirmish
 */
export interface SkirmishOptions {
  /** Who starts: the side that began hostilities, or `roll` (default: PCs roll 2d6 + Agility vs 9, [V07](../../../../docs/rulings/vocations-2d6.md#v07)). */
  readonly initiative?: Side | 'roll';
  /** Who rolls for surprise (default `none`): PCs each roll 2d6 + Intellect vs 9, NPCs as a group with +0. */
  readonly surprise?: 'none' | Side | 'both';
  /** The NPC group's morale score (default: the first NPC's, 7 ordinary). */
  readonly morale?: number;
  /** Critical rule (default `double6Hit`). */
  readonly critOn?: CritRule;
  /** Whether Defend's skill swap and +2 stack (default `true`, [V10](../../../../docs/rulings/vocations-2d6.md#v10)). */
  readonly defendStacks?: boolean;
  /** Rounds after which the skirmish stops as a draw (1..500, default 100). */
  readonly maxRounds?: number;
  /**
   * The fight is in the dark with no light for the PCs (monsters see without it): attacks on PCs
   * hit on their own, and a PC's doubles other than 6-6 strike a fellow PC
   * ([V20](../../../../docs/rulings/vocations-2d6.md#v20)). Default `false`.
   */
  readonly dark?: boolean;
}

/**
 * One fighter in a skirmish.
 *
 * @since 0.1.0
 * @category Skirmish
 */
export interface Combatant {
  /** Unique id (`"wren"`, `"goblin-2"`). */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Its side. */
  readonly side: Side;
  /** `up`, `ko` (0 health: attacks on it are automatic deathblows), `dead` or `fled`. */
  readonly status: 'up' | 'ko' | 'dead' | 'fled';
  /** Current health. */
  readonly health: number;
  /** Maximum health. */
  readonly maxHealth: number;
  /** Current ether (PCs). */
  readonly ether: number;
  /** Spellburned: cannot act. */
  readonly spellburned: boolean;
  /** Surprised: skips round 1. */
  readonly surprised: boolean;
  /** Frightened (failed the Willpower roll against a Dragon): −2 to all actions. */
  readonly frightened: boolean;
  /** Defending until its next action. */
  readonly defending: boolean;
  /** Slime wear on its weapon: −1 damage per contact (PCs). */
  readonly weaponWear: number;
  /** Slime wear on its armour: −1 DR per contact, floor 0 (PCs). */
  readonly armourWear: number;
  /** The id of the creature it grapples, if any. */
  readonly grappling: string | null;
  /** Whether it already had first aid today. */
  readonly firstAidToday: boolean;
  /** The PC's character (`null` for NPCs). */
  readonly character: Character | null;
  /** The NPC's stat block (`null` for PCs). */
  readonly npc: NpcStatBlock | null;
}

/**
 * A declared action (one per combatant per round, [V08](../../../../docs/rulings/vocations-2d6.md#v08)).
 *
 * @since 0.1.0
 * @category Skirmish
 */
export type Action =
  | {
    /** Attack. */
    readonly kind: 'attack';
    /** Target id. */
    readonly target: string;
    /** Strike barehanded instead of with the kit's weapon. */
    readonly barehanded?: boolean;
    /** The target's cover. */
    readonly cover?: 'none' | 'partial' | 'full' }
  | {
    /** Grapple: an attack roll (Strength + Brawling for PCs) that seizes the target instead of harming it. */
    readonly kind: 'grapple';
    /** Target id. */
    readonly target: string }
  | {
    /** Defend: +2 effective defense. */
    readonly kind: 'defend' }
  | {
    /** Cast a spell. */
    readonly kind: 'cast';
    /** A sample spell's name. */
    readonly spell: string;
    /** Target id. */
    readonly target: string }
  | {
    /** First aid (spends a supply). */
    readonly kind: 'firstAid';
    /** Target id. */
    readonly target: string }
  | {
    /** Use an object. */
    readonly kind: 'useObject';
    /** What. */
    readonly what: string }
  | {
    /** Anything else (no roll). */
    readonly kind: 'other';
    /** What. */
    readonly what: string };

/**
 * One combatant's declaration.
 *
 * @since 0.1.0
 * @category Skirmish
 */
export interface Declaration {
  /** The actor's id. */
  readonly actor: string;
  /** Its action. */
  readonly action: Action;
}

/**
 * A phase: one side (or the PCs who won the act-first roll) acts.
 *
 * @since 0.1.0
 * @category Skirmish
 */
export interface Phase {
  /** The acting side. */
  readonly side: Side;
  /** Who may act in it. */
  readonly actors: readonly string[];
}

/**
 * The whole state of a skirmish: plain, frozen JSON with the generator state inside.
 *
 * @since 0.1.0
 * @category Skirmish
 */
export interface SkirmishState {
  /** Generator state for the next roll. */
  readonly rng: Rng;
  /** Options in force. */
  readonly options: Required<SkirmishOptions>;
  /** Round number (1-based). */
  readonly round: number;
  /** The phase waiting for declarations, or `null` once ended. */
  readonly phase: Phase | null;
  /** The declarations made for the current phase, in order (binding once made). */
  readonly declared: readonly Declaration[] | null;
  /** Phases still to come this round. */
  readonly queue: readonly Phase[];
  /** Every combatant. */
  readonly combatants: readonly Combatant[];
  /** Morale checks made (at most 2). */
  readonly moraleChecks: number;
  /** Which morale triggers have fired. */
  readonly moraleTriggers: {
    /** First casualty. */
    readonly firstCasualty: boolean;
    /** Half numbers or health. */
    readonly half: boolean };
  /** Whether the NPCs are mindless (no morale). */
  readonly mindless: boolean;
  /** The NPCs' starting count and total health. */
  readonly npcStart: {
    /** Count. */
    readonly count: number;
    /** Total health. */
    readonly health: number };
  /** The winning side, once ended (`null` for a draw or while running). */
  readonly winner: Side | null;
  /** Why it ended: `defeat`, `morale`, `rounds` — or `null` while running. */
  readonly ended: 'defeat' | 'morale' | 'rounds' | null;
}

/**
 * What happened, in order. Plain JSON: the same seed gives the same log.
 *
 * @since 0.1.0
 * @category Skirmish
 */
export type SkirmishEvent =
  | {
    /** Type. */
    readonly type: 'started';
    /** Ids per side. */
    readonly sides: Readonly<Record<Side, readonly string[]>> }
  | {
    /** Type. */
    readonly type: 'surprise';
    /** Who rolled (an id or `npcs`). */
    readonly who: string;
    /** Dice. */
    readonly dice: TwoDice;
    /** Total. */
    readonly total: number;
    /** Surprised. */
    readonly surprised: boolean }
  | {
    /** Type. */
    readonly type: 'actFirst';
    /** PC id. */
    readonly id: string;
    /** Dice. */
    readonly dice: TwoDice;
    /** Total. */
    readonly total: number;
    /** Acts first. */
    readonly first: boolean }
  | {
    /** Type. */
    readonly type: 'fright';
    /** PC id. */
    readonly id: string;
    /** Dice. */
    readonly dice: TwoDice;
    /** Total. */
    readonly total: number;
    /** Frightened. */
    readonly frightened: boolean;
  }
  | {
    /** Type. */
    readonly type: 'round';
    /** Round. */
    readonly round: number }
  | {
    /** Type. */
    readonly type: 'phase';
    /** Side. */
    readonly side: Side;
    /** Who may act. */
    readonly actors: readonly string[] }
  | {
    /** Type. */
    readonly type: 'declared';
    /** Actor. */
    readonly actor: string;
    /** Action. */
    readonly action: Action }
  | {
    /** Type. */
    readonly type: 'skipped';
    /** Actor. */
    readonly actor: string;
    /** Why. */
    readonly reason: 'surprised' | 'down' | 'spellburned' }
  | {
    /** Type. */
    readonly type: 'attack';
    /** Attacker. */
    readonly actor: string;
    /** Target. */
    readonly target: string;
    /** Dice (`null` for a deathblow: no roll). */
    readonly dice: TwoDice | null;
    /** Total. */
    readonly total: number;
    /** Defense. */
    readonly defense: number;
    /** Outcome. */
    readonly outcome: AttackOutcome | 'deathblow';
    /** Damage dealt. */
    readonly damage: number }
  | {
    /** Type. */
    readonly type: 'grapple';
    /** Who grapples. */
    readonly actor: string;
    /** Target. */
    readonly target: string;
    /** Dice. */
    readonly dice: TwoDice;
    /** Total. */
    readonly total: number;
    /** Defense. */
    readonly defense: number;
    /** Whether the hold was taken. */
    readonly success: boolean;
  }
  | {
    /** Type. */
    readonly type: 'stray';
    /** The blind attacker. */
    readonly actor: string;
    /** The fellow PC struck instead. */
    readonly target: string;
    /** Damage dealt. */
    readonly damage: number;
  }
  | {
    /** Type. */
    readonly type: 'splash';
    /** The NPC whose attack splashes (the Alchemist). */
    readonly actor: string;
    /** The neighbour splashed. */
    readonly target: string;
    /** Damage dealt (the same roll as the hit on the target). */
    readonly damage: number;
  }
  | {
    /** Type. */
    readonly type: 'wasted';
    /** Actor. */
    readonly actor: string;
    /** Target already out. */
    readonly target: string }
  | {
    /** Type. */
    readonly type: 'defend';
    /** Actor. */
    readonly actor: string;
    /** Total Defense while defending. */
    readonly defense: number }
  | {
    /** Type. */
    readonly type: 'cast';
    /** Caster. */
    readonly actor: string;
    /** Spell. */
    readonly spell: string;
    /** Targets. */
    readonly targets: readonly string[];
    /** Ether paid. */
    readonly cost: number;
    /** Dice (`null`: willing target). */
    readonly dice: TwoDice | null;
    /** Hit. */
    readonly success: boolean;
    /** Per target. */
    readonly amount: number }
  | {
    /** Type. */
    readonly type: 'spellburn';
    /** Caster. */
    readonly actor: string }
  | {
    /** Type. */
    readonly type: 'firstAid';
    /** Actor. */
    readonly actor: string;
    /** Target. */
    readonly target: string;
    /** Dice. */
    readonly dice: TwoDice;
    /** Success. */
    readonly success: boolean;
    /** Healed. */
    readonly healed: number }
  | {
    /** Type. */
    readonly type: 'action';
    /** Actor. */
    readonly actor: string;
    /** What (no roll). */
    readonly what: string }
  | {
    /** Type. */
    readonly type: 'health';
    /** Who. */
    readonly id: string;
    /** Health now. */
    readonly health: number }
  | {
    /** Type. */
    readonly type: 'knockedOut';
    /** Who. */
    readonly id: string }
  | {
    /** Type. */
    readonly type: 'killed';
    /** Who. */
    readonly id: string }
  | {
    /** Type. */
    readonly type: 'morale';
    /** Why checked. */
    readonly trigger: 'firstCasualty' | 'half';
    /** Dice. */
    readonly dice: TwoDice;
    /** Score. */
    readonly morale: number;
    /** Outcome. */
    readonly outcome: 'keeps-fighting' | 'fails' }
  | {
    /** Type. */
    readonly type: 'fled';
    /** Who. */
    readonly ids: readonly string[] }
  | {
    /** Type. */
    readonly type: 'ended';
    /** Winner (`null`: draw). */
    readonly winner: Side | null;
    /** Why. */
    readonly reason: 'defeat' | 'morale' | 'rounds';
    /** Rounds fought. */
    readonly rounds: number };

/**
 * A step's result: the new state and its events.
 *
 * @since 0.1.0
 * @category Skirmish
 */
export interface SkirmishStep {
  /** The new state (the input is never changed). */
  readonly state: SkirmishState;
  /** Events of this step, in order. */
  readonly events: readonly SkirmishEvent[];
}
