import type { Rng } from '@rollwright/dice';
import type { Character } from '../characters/character.js';
import type { InjuryEvent } from '../injury/damage.js';
import type { SuitTestResult } from '../suitTest/suitTest.js';
import type { AttackRoll } from './attackRoll.js';
import type { DominoSource } from './dominoSource.js';
import type { DominoDraw, Stance } from './stances.js';

/**
 * Distance categories (seed § Distances).
 * @since 0.1.0
 * @category Combat
 */
export type Distance = 'adjacent' | 'veryClose' | 'close' | 'medium' | 'long' | 'far';

/**
 * Options of a combat. Every [PROP] ruling is a named option with its default.
 * @since 0.1.0
 * @category Combat
 */
export interface CombatOptions {
  /** Z03: `tiles21` (default), `2d6` or `d8d4`. */
  readonly dominoSource?: DominoSource;
  /** Z24: add `none` (default), one d6 per character, or one d6 per side to initiative. */
  readonly initiativeDice?: 'none' | 'perCharacter' | 'perSide';
  /** Z15: Great weapons deal 4 (default `true`) or count as Heavy 3. */
  readonly greatCategory?: boolean;
  /** Z05: a Defenseless defense is Suit + modifiers (`suitOnly`, default) or 0 + modifiers (`zeroDefense`). */
  readonly defenseless?: 'suitOnly' | 'zeroDefense';
}

/**
 * A participant as given to {@link startCombat}.
 * @since 0.1.0
 * @category Combat
 */
export interface CombatantInput {
  /** Unique id (default the character's name). */
  readonly id?: string;
  /** Side or team name; combat ends when one side is left standing. */
  readonly side: string;
  /** The character. */
  readonly character: Character;
  /** Player character (wins initiative ties against monsters, Z24; default `false`). */
  readonly pc?: boolean;
  /** Aware that combat started; anyone unaware makes round 1 a surprise round (Z35; default `true`). */
  readonly aware?: boolean;
}

/**
 * A participant inside a {@link CombatState}.
 * @since 0.1.0
 * @category Combat
 */
export interface Combatant {
  /** Unique id. */
  readonly id: string;
  /** Side. */
  readonly side: string;
  /** Player character. */
  readonly pc: boolean;
  /** Aware of the combat (matters only in the surprise round). */
  readonly aware: boolean;
  /** Current character state. */
  readonly character: Character;
  /** Initiative score (Z24). */
  readonly initiative: number;
  /** This round's stance, or `none` without a domino (Z01). */
  readonly stance: Stance | 'none';
  /** This round's domino, or `null`. */
  readonly tile: DominoDraw | null;
  /** Has taken its turn this round. */
  readonly acted: boolean;
  /** Has taken the Defend action this turn. */
  readonly defended: boolean;
  /** A Readied standard action waiting for its trigger, or `null`. */
  readonly readied: Action | null;
  /** Id of the creature it grapples with, or `null` (Z12). */
  readonly grappling: string | null;
  /** Round at whose end Threatened expires, or `null` (Z11). */
  readonly threatenedUntil: number | null;
}

/**
 * The whole state of a fight: plain frozen data, including the RNG state.
 * @since 0.1.0
 * @category Combat
 */
export interface CombatState {
  /** RNG state for the next random step. */
  readonly rng: Rng;
  /** Options in force. */
  readonly options: Required<CombatOptions>;
  /** Current round, from 1. */
  readonly round: number;
  /** Whether this round is a surprise round (Z35). */
  readonly surprise: boolean;
  /** `stances`: waiting for {@link declareStances}; `turns`: waiting for {@link takeTurn}; `ended`. */
  readonly phase: 'stances' | 'turns' | 'ended';
  /** Combatant ids in initiative order. */
  readonly order: readonly string[];
  /** Index in `order` of whose turn it is (phase `turns`). */
  readonly turn: number;
  /** Everyone. */
  readonly combatants: readonly Combatant[];
  /** Tiles left in the shared boneyard (`tiles21`, Z03). */
  readonly boneyard: readonly DominoDraw[];
  /** Winning side once ended (`null` for a draw or before the end). */
  readonly winner: string | null;
}

/**
 * Options shared by attacks (Attack, Charge, Two-Weapon Fighting, Special Attack, Cast).
 * @since 0.1.0
 * @category Combat
 */
export interface AttackOptions {
  /** Target id. */
  readonly target: string;
  /** Name of a held weapon (default: the first held weapon, else unarmed). */
  readonly weapon?: string;
  /** Club chips the attacking Fighter spends (+1 pip each). */
  readonly clubChips?: number;
  /** Spade chips the defending Rogue commits after the attacker (Z19), +1 defensive pip each. */
  readonly defenderChips?: number;
  /** Target's cover: 0, 2 (behind cover) or 5 (peering around) defensive pips (Z13). */
  readonly cover?: 0 | 2 | 5;
  /** Distance to the target (default `adjacent` for melee and touch, `close` for ranged and E). */
  readonly distance?: Distance;
  /** Target is Occluded: −2 (Z13). */
  readonly occluded?: boolean;
  /** Target is Invisible: `right` guess −5, `wrong` guess misses (Z13). */
  readonly invisible?: 'right' | 'wrong';
  /** Extra GM modifier to the attack total (seed § Misc). */
  readonly modifier?: number;
}

/**
 * A combat action (seed § Combat Actions). Cost: Full, Standard, Minor or Free.
 * @since 0.1.0
 * @category Combat
 */
export type Action =
  | ({ readonly kind: 'attack' } & AttackOptions)
  | ({ readonly kind: 'charge' } & AttackOptions)
  | ({ readonly kind: 'specialAttack'; readonly special: 'bullrush' | 'disarm' | 'grapple' | 'trip' } & AttackOptions)
  | ({ readonly kind: 'twoWeaponFighting'; readonly firstPips: number; readonly second: AttackOptions } & AttackOptions)
  | ({ readonly kind: 'cast'; readonly rune: 'E' | 'T'; readonly willing?: boolean } & AttackOptions)
  | { readonly kind: 'defend' }
  | { readonly kind: 'use'; readonly item: string }
  | { readonly kind: 'ready'; readonly action: Action }
  | { readonly kind: 'retrieve'; readonly item: string }
  | { readonly kind: 'extinguish' }
  | { readonly kind: 'move'; readonly squares: number; readonly mode?: 'walk' | 'run' | 'sprint' }
  | { readonly kind: 'manipulate'; readonly what: string }
  | { readonly kind: 'shiftStance'; readonly to: Stance }
  | { readonly kind: 'stand' }
  | { readonly kind: 'free'; readonly what: 'diveProne' | 'dropItem' | 'step' | 'speak' | 'drawHandy'; readonly item?: string };

/**
 * Something that happened in a fight. `injury` wraps {@link InjuryEvent}s.
 * @since 0.1.0
 * @category Combat
 */
export type CombatEvent =
  | { readonly type: 'combatStarted'; readonly order: readonly string[]; readonly initiative: Readonly<Record<string, number>> }
  | { readonly type: 'roundStarted'; readonly round: number; readonly surprise: boolean }
  | { readonly type: 'stance'; readonly id: string; readonly stance: Stance | 'none' }
  | { readonly type: 'domino'; readonly id: string; readonly tile: DominoDraw }
  | { readonly type: 'reshuffle'; readonly round: number }
  | { readonly type: 'turnStarted'; readonly id: string }
  | { readonly type: 'turnSkipped'; readonly id: string; readonly reason: string }
  | { readonly type: 'action'; readonly id: string; readonly action: Action['kind'] }
  | {
      readonly type: 'attack';
      readonly id: string;
      readonly target: string;
      readonly with: string;
      readonly roll: AttackRoll;
      readonly damage: { readonly physical: number; readonly energy: number; readonly dealt: number } | null;
    }
  | { readonly type: 'special'; readonly id: string; readonly target: string; readonly special: string; readonly squares?: number }
  | { readonly type: 'heal'; readonly id: string; readonly target: string; readonly amount: number }
  | { readonly type: 'noEffect'; readonly id: string; readonly target: string; readonly reason: string }
  | { readonly type: 'chips'; readonly id: string; readonly suit: 'clubs' | 'spades' | 'diamonds'; readonly spent: number }
  | { readonly type: 'stanceShift'; readonly id: string; readonly from: Stance; readonly to: Stance }
  | { readonly type: 'test'; readonly id: string; readonly purpose: string; readonly result: SuitTestResult }
  | { readonly type: 'injury'; readonly id: string; readonly event: InjuryEvent }
  | { readonly type: 'itemsDropped'; readonly id: string; readonly items: readonly string[] }
  | { readonly type: 'burning'; readonly id: string }
  | { readonly type: 'roundEnded'; readonly round: number }
  | { readonly type: 'combatEnded'; readonly winner: string | null; readonly rounds: number };

/**
 * The result of every combat step: the new state and what happened.
 * @since 0.1.0
 * @category Combat
 */
export interface CombatStep {
  /** The new state (the input state is never changed). */
  readonly state: CombatState;
  /** Events of this step, in order. */
  readonly events: readonly CombatEvent[];
}
