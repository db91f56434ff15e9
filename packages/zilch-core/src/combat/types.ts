import type { Rng } from '@rollwright/dice';
import type { Character } from '../characters/character.js';
import type { InjuryEvent } from '../injury/damage.js';
import type { SuitTestResult } from '../suitTest/suitTest.js';
import type { AttackRoll } from './attackRoll.js';
import type { DominoSource } from './dominoSource.js';
import type { DominoDraw, Stance } from './stances.js';
import type { LightLevel, Vision } from '../lighting/lighting.js';

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
  /** [Z03](../../../../docs/rulings/zilch.md#z03): `tiles21` (default), `2d6` or `d8d4`. */
  readonly dominoSource?: DominoSource;
  /** [Z24](../../../../docs/rulings/zilch.md#z24): add `none` (default), one d6 per character, or one d6 per side to initiative. */
  readonly initiativeDice?: 'none' | 'perCharacter' | 'perSide';
  /** [Z15](../../../../docs/rulings/zilch.md#z15): Great weapons deal 4 (default `true`) or count as Heavy 3. */
  readonly greatCategory?: boolean;
  /** [Z05](../../../../docs/rulings/zilch.md#z05): a Defenseless defense is Suit + modifiers (`suitOnly`, default) or 0 + modifiers (`zeroDefense`). */
  readonly defenseless?: 'suitOnly' | 'zeroDefense';
  /**
   * [Z11](../../../../docs/rulings/zilch.md#z11) variant [PROP] (default `false`): a combatant Adjacent to a standing enemy is Threatened
   * for the round, so its stance must be Cautious or Guarded ([Z04](../../../../docs/rulings/zilch.md#z04)). The engine has no grid: the
   * caller lists who is Adjacent to whom in {@link RoundInput.adjacent} when declaring stances.
   */
  readonly threatenedByAdjacency?: boolean;
}

/**
 * Extra input when a round starts ({@link declareStances}).
 * @since 0.1.0
 * @category Combat
 */
export interface RoundInput {
  /**
   * Pairs of combatant ids standing Adjacent to each other this round (order within a pair does
   * not matter). Used only with {@link CombatOptions.threatenedByAdjacency} ([Z11](../../../../docs/rulings/zilch.md#z11)).
   */
  readonly adjacent?: readonly (readonly [string, string])[];
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
  /** Player character (wins initiative ties against monsters, [Z24](../../../../docs/rulings/zilch.md#z24); default `false`). */
  readonly pc?: boolean;
  /** Aware that combat started; anyone unaware makes round 1 a surprise round ([Z35](../../../../docs/rulings/zilch.md#z35); default `true`). */
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
  /** Initiative score ([Z24](../../../../docs/rulings/zilch.md#z24)). */
  readonly initiative: number;
  /** This round's stance, or `none` without a domino ([Z01](../../../../docs/rulings/zilch.md#z01)). */
  readonly stance: Stance | 'none';
  /** This round's domino, or `null`. */
  readonly tile: DominoDraw | null;
  /** Has taken its turn this round. */
  readonly acted: boolean;
  /** Has taken the Defend action this turn. */
  readonly defended: boolean;
  /** A Readied standard action waiting for its trigger, or `null`. */
  readonly readied: Action | null;
  /** Id of the creature it grapples with, or `null` ([Z12](../../../../docs/rulings/zilch.md#z12)). */
  readonly grappling: string | null;
  /** Round at whose end Threatened expires, or `null` ([Z11](../../../../docs/rulings/zilch.md#z11)). */
  readonly threatenedUntil: number | null;
  /**
   * The domino lies face up: from the start of its turn, or earlier once it was needed for a ♣ or
   * ♠ defense or save (seed § Stances). A face-down tile is hidden from other players' views.
   */
  readonly revealed: boolean;
}

/**
 * What the combatant whose turn it is has done so far this turn (a turn given step by step with
 * {@link act}; {@link takeTurn} is the same steps in one call).
 * @since 0.2.0
 * @category Combat
 */
export interface TurnProgress {
  /** Whose turn. */
  readonly id: string;
  /** Action kinds taken so far, in order. */
  readonly taken: readonly Action['kind'][];
  /** Full actions taken (0 or 1). */
  readonly full: number;
  /** Standard actions taken (0 or 1). */
  readonly standard: number;
  /** Minor actions taken (0..2). */
  readonly minor: number;
  /** A Move (or a Charge) was made this turn: no free step any more. */
  readonly moved: boolean;
  /** The free step was taken this turn. */
  readonly stepped: boolean;
  /**
   * The second attack of Two-Weapon Fighting still to make ([Z33](../../../../docs/rulings/zilch.md#z33)), or `null`: its share of the
   * offensive pips, the weapon it uses, and whether the first attack spent Club chips (then this
   * one may not).
   */
  readonly secondAttack: {
    /** Offensive pips left for the second attack (≥ 1). */
    readonly pips: number;
    /** Weapon of the second attack. */
    readonly weapon: string;
    /** Club chips went to the first attack. */
    readonly chipsSpent: boolean;
  } | null;
}

/**
 * The whole state of a fight: plain frozen data, including the RNG state.
 * @since 0.1.0
 * @category Combat
 */
export interface CombatState {
  /** Shape version of this state ({@link COMBAT_STATE_VERSION}); see {@link loadCombatState} for reading older saves. */
  readonly version: number;
  /** RNG state for the next random step. */
  readonly rng: Rng;
  /** Options in force. */
  readonly options: Required<CombatOptions>;
  /** Current round, from 1. */
  readonly round: number;
  /** Whether this round is a surprise round ([Z35](../../../../docs/rulings/zilch.md#z35)). */
  readonly surprise: boolean;
  /** `stances`: waiting for {@link declareStances}; `turns`: waiting for {@link takeTurn}; `ended`. */
  readonly phase: 'stances' | 'turns' | 'ended';
  /** Combatant ids in initiative order. */
  readonly order: readonly string[];
  /** Index in `order` of whose turn it is (phase `turns`). */
  readonly turn: number;
  /** Everyone. */
  readonly combatants: readonly Combatant[];
  /** Tiles left in the shared boneyard (`tiles21`, [Z03](../../../../docs/rulings/zilch.md#z03)). */
  readonly boneyard: readonly DominoDraw[];
  /** Winning side once ended (`null` for a draw or before the end). */
  readonly winner: string | null;
  /** What the current combatant has done this turn (phase `turns`), or `null` between turns. */
  readonly turnProgress: TurnProgress | null;
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
  /** Club chips the attacking Fighter spends (+1 pip each). In Two-Weapon Fighting they go to one of the two attacks ([Z33](../../../../docs/rulings/zilch.md#z33)). */
  readonly clubChips?: number;
  /**
   * Spade chips the defending Rogue commits after the attacker ([Z19](../../../../docs/rulings/zilch.md#z19)), +1 defensive pip each. Only
   * a Spade-based defense takes them: not a ♣ defense against a Special Attack (seed § Spades).
   */
  readonly defenderChips?: number;
  /**
   * The Suit the defender defends a Special Attack with ([Z34](../../../../docs/rulings/zilch.md#z34)): `spades` or `clubs`. Default: the
   * higher effective value (Spades on a tie). Ordinary attacks are always defended with ♠.
   */
  readonly defenseSuit?: 'spades' | 'clubs';
  /** Throw the weapon (a dagger, knife, hand axe or spear): a thrown attack, which then leaves the hand (seed § Distances). */
  readonly thrown?: boolean;
  /** Target's cover: 0, 2 (behind cover) or 5 (peering around) defensive pips ([Z13](../../../../docs/rulings/zilch.md#z13)). */
  readonly cover?: 0 | 2 | 5;
  /** Distance to the target (default `adjacent` for melee and touch, `close` for ranged and E). */
  readonly distance?: Distance;
  /** Target is Occluded: −2 ([Z13](../../../../docs/rulings/zilch.md#z13)). */
  readonly occluded?: boolean;
  /**
   * Target is Invisible: `right` guess −5, `wrong` guess misses ([Z13](../../../../docs/rulings/zilch.md#z13)). Required when the attacker
   * is Blinded (condition, or `sight` `blinded` from `light` and `vision`), since every
   * target then counts as Invisible ([Z14](../../../../docs/rulings/zilch.md#z14)).
   */
  readonly invisible?: 'right' | 'wrong';
  /**
   * Light level at the target's square ([Z14](../../../../docs/rulings/zilch.md#z14); see `lightLevelAt`). With `vision` it decides
   * what the attacker sees (`sight`): `occluded` adds the Occluded −2 (not stacked with
   * `occluded: true`), `blinded` makes the target count as Invisible. Omitted: the attacker sees normally.
   */
  readonly light?: LightLevel;
  /** The attacker's vision ([Z14](../../../../docs/rulings/zilch.md#z14); default `normal`); only meaningful together with `light`. */
  readonly vision?: Vision;
  /** Extra GM modifier to the attack total (seed § Misc). */
  readonly modifier?: number;
}

/**
 * A combat action (seed § Combat Actions). Cost: Full, Standard, Minor or Free.
 * @since 0.1.0
 * @category Combat
 */
export type Action =
  | ({ 
/** Which action (discriminant). */
readonly kind: 'attack' } & AttackOptions)
  | ({ 
/** Which action (discriminant). */
readonly kind: 'charge' } & AttackOptions)
  | ({ 
/** Which action (discriminant). */
readonly kind: 'specialAttack'; 
/** Which Special Attack ([Z34](../../../../docs/rulings/zilch.md#z34)). */
readonly special: 'bullrush' | 'disarm' | 'grapple' | 'trip' } & AttackOptions)
  | ({ 
/** Which action (discriminant). */
readonly kind: 'twoWeaponFighting'; 
/** Offensive pips given to the first attack, ≥ 1, leaving ≥ 1 for the second ([Z33](../../../../docs/rulings/zilch.md#z33)). */
readonly firstPips: number; 
/**
 * The second attack, when it is decided up front. Leave it out to see the first result, then
 * step or retarget and make the second with a `secondAttack` action in the same turn ([Z33](../../../../docs/rulings/zilch.md#z33)).
 */
readonly second?: AttackOptions } & AttackOptions)
  | ({ 
/** Which action (discriminant). */
readonly kind: 'secondAttack' } & AttackOptions)
  | ({ 
/** Which action (discriminant). */
readonly kind: 'cast'; 
/** Rune cast: E (energy) or T (touch) ([Z18](../../../../docs/rulings/zilch.md#z18)). */
readonly rune: 'E' | 'T'; 
/** Rune T on a willing target heals instead of harming ([Z18](../../../../docs/rulings/zilch.md#z18)). */
readonly willing?: boolean } & AttackOptions)
  | { 
/** Which action (discriminant). */
readonly kind: 'defend' }
  | { 
/** Which action (discriminant). */
readonly kind: 'use'; 
/** Item name. */
readonly item: string }
  | { 
/** Which action (discriminant). */
readonly kind: 'ready'; 
/** The Standard action held back. */
readonly action: Action }
  | { 
/** Which action (discriminant). */
readonly kind: 'retrieve'; 
/** Item name. */
readonly item: string }
  | { 
/** Which action (discriminant). */
readonly kind: 'extinguish'; 
/** Whose fire to put out (default the actor's own: stop, drop and roll; another's: smother it). */
readonly target?: string }
  | { 
/** Which action (discriminant). */
readonly kind: 'move'; 
/** Squares moved (whole number ≥ 0). */
readonly squares: number; 
/** Walk, (Reckless only) run ×1.5 or sprint ×2, or swim or climb at ¼ ([Z32](../../../../docs/rulings/zilch.md#z32)). */
readonly mode?: MoveMode }
  | { 
/** Which action (discriminant). */
readonly kind: 'manipulate'; 
/** What is done, in words. */
readonly what: string; 
/** A held item to store in a free handy slot (sheathe a weapon, hang up a torch). */
readonly stow?: string }
  | { 
/** Which action (discriminant). */
readonly kind: 'shiftStance'; 
/** Stance shifted into (one degree away, [Z01](../../../../docs/rulings/zilch.md#z01)). */
readonly to: Stance }
  | { 
/** Which action (discriminant). */
readonly kind: 'stand' }
  | { 
/** Which action (discriminant). */
readonly kind: 'free'; 
/** What is done. */
readonly what: 'diveProne' | 'dropItem' | 'step' | 'speak' | 'drawHandy'; 
/** Item name: the item dropped, or the handy item drawn into a free hand (`drawHandy`). */
readonly item?: string };

/**
 * How a Move is made ([Z32](../../../../docs/rulings/zilch.md#z32)): walking (♠ squares), running ×1.5 or sprinting ×2 when Reckless,
 * swimming or climbing at ¼.
 * @since 0.2.0
 * @category Combat
 */
export type MoveMode = 'walk' | 'run' | 'sprint' | 'swim' | 'climb';

/**
 * Something that happened in a fight. `injury` wraps {@link InjuryEvent}s.
 * @since 0.1.0
 * @category Combat
 */
export type CombatEvent =
  | { 
/** What happened (discriminant). */
readonly type: 'combatStarted'; 
/** Combatant ids in initiative order. */
readonly order: readonly string[]; 
/** Initiative score per id ([Z24](../../../../docs/rulings/zilch.md#z24)). */
readonly initiative: Readonly<Record<string, number>> }
  | { 
/** What happened (discriminant). */
readonly type: 'roundStarted'; 
/** Round number, from 1. */
readonly round: number; 
/** Whether it is a surprise round ([Z35](../../../../docs/rulings/zilch.md#z35)). */
readonly surprise: boolean }
  | { 
/** What happened (discriminant). */
readonly type: 'stance'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** The stance announced (`none` without a domino). */
readonly stance: Stance | 'none' }
  | { 
/** What happened (discriminant). */
readonly type: 'domino'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** The domino drawn. */
readonly tile: DominoDraw }
  | { 
/** What happened (discriminant). */
readonly type: 'reshuffle'; 
/** Round number, from 1. */
readonly round: number }
  | { 
/** What happened (discriminant). */
readonly type: 'turnStarted'; 
/** Combatant id of the actor or subject. */
readonly id: string }
  | { 
/** What happened (discriminant). */
readonly type: 'turnSkipped'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** Why, in words. */
readonly reason: string }
  | { 
/** What happened (discriminant). */
readonly type: 'action'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** The Standard action held back. */
readonly action: Action['kind'] }
  | {
      
/** What happened (discriminant). */
readonly type: 'attack';
      
/** Combatant id of the actor or subject. */
readonly id: string;
      
/** Target combatant id. */
readonly target: string;
      
/** Weapon, rune or Special Attack used. */
readonly with: string;
      
/** The attack resolution. */
readonly roll: AttackRoll;
      
/** Damage after size (physical, energy) and dealt after DR, or `null` on a miss or no damage. */
readonly damage: { 
/** Physical damage after size scaling. */
readonly physical: number; 
/** Energy damage after size scaling. */
readonly energy: number; 
/** Points applied after DR. */
readonly dealt: number } | null;
    }
  | { 
/** What happened (discriminant). */
readonly type: 'special'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** Target combatant id. */
readonly target: string; 
/** Which Special Attack ([Z34](../../../../docs/rulings/zilch.md#z34)). */
readonly special: string; 
/** Squares moved (whole number ≥ 0). */
readonly squares?: number }
  | { 
/** What happened (discriminant). */
readonly type: 'heal'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** Target combatant id. */
readonly target: string; 
/** HP actually restored (0 for an unhurt target). */
readonly amount: number; 
/** ♥ taint counters removed instead of healing (seed § Taint). */
readonly taintRemoved: number }
  | { 
/** What happened (discriminant). */
readonly type: 'reveal'; 
/** Whose domino turns face up. */
readonly id: string; 
/** The domino. */
readonly tile: DominoDraw }
  | { 
/** What happened (discriminant). */
readonly type: 'itemMoved'; 
/** Combatant id. */
readonly id: string; 
/** Item name. */
readonly item: string; 
/** Where it was. */
readonly from: 'held' | 'handy' | 'pack'; 
/** Where it is now. */
readonly to: 'held' | 'handy' }
  | { 
/** What happened (discriminant). */
readonly type: 'itemThrown'; 
/** Combatant id. */
readonly id: string; 
/** Item name. */
readonly item: string; 
/** Target combatant id. */
readonly target: string }
  | { 
/** What happened (discriminant). */
readonly type: 'save'; 
/** Who saves. */
readonly id: string; 
/** Suit saved with. */
readonly suit: 'clubs' | 'spades'; 
/** Save total: Suit + defensive pips + chips. */
readonly total: number; 
/** The total to beat. */
readonly against: number; 
/** Resisted: total strictly greater ([Z19](../../../../docs/rulings/zilch.md#z19)). */
readonly resisted: boolean }
  | { 
/** What happened (discriminant). */
readonly type: 'combatantAdded'; 
/** The new combatant's id. */
readonly id: string; 
/** Its side. */
readonly side: string }
  | { 
/** What happened (discriminant). */
readonly type: 'combatantRemoved'; 
/** The removed combatant's id. */
readonly id: string }
  | { 
/** What happened (discriminant). */
readonly type: 'combatantEdited'; 
/** The edited combatant's id. */
readonly id: string; 
/** Names of the fields the GM changed. */
readonly fields: readonly string[] }
  | { 
/** What happened (discriminant). */
readonly type: 'noEffect'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** Target combatant id. */
readonly target: string; 
/** Why, in words. */
readonly reason: string }
  | { 
/** What happened (discriminant). */
readonly type: 'chips'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** The Suit. */
readonly suit: 'clubs' | 'spades' | 'diamonds'; 
/** Chips spent. */
readonly spent: number }
  | { 
/** What happened (discriminant). */
readonly type: 'stanceShift'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** Previous stance. */
readonly from: Stance; 
/** Stance shifted into (one degree away, [Z01](../../../../docs/rulings/zilch.md#z01)). */
readonly to: Stance }
  | { 
/** What happened (discriminant). */
readonly type: 'test'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** What the test was for. */
readonly purpose: string; 
/** The Suit test. */
readonly result: SuitTestResult }
  | { 
/** What happened (discriminant). */
readonly type: 'injury'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** The injury event. */
readonly event: InjuryEvent }
  | { 
/** What happened (discriminant). */
readonly type: 'itemsDropped'; 
/** Combatant id of the actor or subject. */
readonly id: string; 
/** Names of the dropped items. */
readonly items: readonly string[] }
  | { 
/** What happened (discriminant). */
readonly type: 'burning'; 
/** Combatant id of the actor or subject. */
readonly id: string }
  | { 
/** What happened (discriminant). */
readonly type: 'roundEnded'; 
/** Round number, from 1. */
readonly round: number }
  | { 
/** What happened (discriminant). */
readonly type: 'combatEnded'; 
/** Winning side, or `null` for a draw. */
readonly winner: string | null; 
/** Rounds played. */
readonly rounds: number };

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
