// Types of the RedHack round engine: input, state, actions, events.
import type { Rng, UsageDie } from '@rollwright/dice';
import type { RedhackOptions } from '../../options/index.js';
import type { AttackOutcome } from '../attack/attack.js';
import type { DamageDice } from '../attack/damage.js';
import type { WeaponLength } from '../attack/weapons.js';
import type { CleavePool } from '../attack/cleave.js';
import type { DefenceOutcome } from '../defence/defence.js';
import type { CombatClass, InitiativeOutcome, SurpriseOutcome } from '../initiative/initiative.js';
import type { MoraleOutcome } from '../morale/morale.js';
import type { MonsterInitiative } from '../initiative/monsterInitiative.js';
import type { ShieldBlockOutcome } from '../defence/shield.js';

/**
 * One combatant as given to {@link startCombat}: a PC (its class, level and attributes) or a
 * monster (its HD, AC and morale).
 *
 * @since 0.1.0
 * @category Combat engine
 */
export interface CombatantInput {
  /** Unique id, 1..40 characters. */
  readonly id: string;
  /** `pc` (the party) or `monster`. */
  readonly kind: 'pc' | 'monster';
  /** PC class (draft31 initiative die, reactions; a classic Warrior cleaves). */
  readonly cls?: CombatClass;
  /** PC level, 1..20 (default 1). */
  readonly level?: number;
  /** PC STR, 0..19 (melee attacks). */
  readonly str?: number;
  /** PC DEX, 0..19 (classic initiative, ranged attacks). */
  readonly dex?: number;
  /** PC CON, 1..19 (draft31 damage past 0 HP; helm save). */
  readonly con?: number;
  /** PC WIS, 0..19 (classic surprise). */
  readonly wis?: number;
  /** Monster HD, 0..30 (the PC's defence difficulty). */
  readonly hd?: number;
  /** AC: a PC's (0..30) or a monster's (0..30, the attack difficulty). */
  readonly ac: number;
  /** Hit points, 1..1000. */
  readonly hp: number;
  /** Damage of one attack (default 1d6). */
  readonly damage?: DamageDice;
  /** Monster morale, 2..12 (default 7). */
  readonly morale?: number;
  /** The PC wears a helm. */
  readonly helm?: boolean;
  /** A ranged weapon: its ammunition usage die, and whether it is a crossbow (one shot a round). */
  readonly ranged?: {
    /** Ammunition usage die. */
    readonly ammo: UsageDie;
    /** A crossbow: one shot a round. */
    readonly crossbow?: boolean;
    /** Damage of a shot (default the melee damage). */
    readonly damage?: DamageDice;
  };
  /** The weapon sets its target burning: an ongoing-damage usage die on a hit. */
  readonly ongoing?: UsageDie;
  /** PC CHA, 0..19 (a classic Bard's Tricksy against foes who understand it; draft31 intimidation). Default 10. */
  readonly cha?: number;
  /** draft31 monster: when it acts in the count-down (default `standard`, before 3). */
  readonly initiative?: MonsterInitiative;
  /** draft31 PC: a shield, with its magic bonus 0..10; a hit on the PC is blocked on a STR test vs HD, spending a reaction. */
  readonly shield?: {
    /** The shield's magic bonus, 0..10 (default 0). */
    readonly bonus?: number;
  };
  /**
   * classic: the melee weapon's length (default `normal`). The engine has everyone come Close in
   * round 1, so a Long weapon has advantage in round 1 and a Short weapon against a Long one from
   * round 2 ([ruling R58](../../../../../docs/rulings/redhack.md#r58)); a monster's advantage is
   * the defender's disadvantage.
   */
  readonly weaponLength?: WeaponLength;
  /** The PC wields a Long weapon (draft31: a spear counter on a foe who moves up). */
  readonly longWeapon?: boolean;
  /** The PC wields a dagger (draft31: may exploit an opening of someone who attacked it). */
  readonly dagger?: boolean;
  /** The PC is encumbered (draft31: no movement reactions). */
  readonly encumbered?: boolean;
  /**
   * Techniques the PC knows. draft31 Fighters: ids of {@link FIGHTER_TECHNIQUES} (checked by
   * {@link checkTechniques}; the engine plays `riposte`, `vengeance` and `parry`). classic: the
   * sample techniques `defensive-fighting`, `twist-the-knife`, `war-on-two-fronts` (Warrior),
   * `ritual-caster` (the engine plays `war-on-two-fronts`, `defensive-fighting` and, with a `short`
   * `weaponLength`, `twist-the-knife`).
   */
  readonly techniques?: readonly string[];
}

/**
 * The input of {@link startCombat}.
 *
 * @since 0.1.0
 * @category Combat engine
 */
export interface CombatInput {
  /** Generator state the fight starts from (kept inside the state). */
  readonly rng: Rng;
  /** 2..{@link MAX_COMBATANTS} combatants, at least one PC and one monster. */
  readonly combatants: readonly CombatantInput[];
  /** Who ambushes: `monsters` (the PCs roll for surprise), `pcs`, or `none` (default). */
  readonly ambush?: 'none' | 'monsters' | 'pcs';
}

/**
 * Engine options: the rule options plus the round limit.
 *
 * @since 0.1.0
 * @category Combat engine
 */
export interface EngineOptions {
  /** The edition and rule options (default `draft31`). */
  readonly rules?: RedhackOptions;
  /** Rounds before the fight is called a draw, 1..{@link MAX_ROUNDS} (default 20). */
  readonly maxRounds?: number;
}

/**
 * A combatant during the fight (plain JSON, frozen).
 *
 * @since 0.1.0
 * @category Combat engine
 */
export interface Combatant {
  /** Id. */
  readonly id: string;
  /** `pc` or `monster`. */
  readonly kind: 'pc' | 'monster';
  /** The input it was made from. */
  readonly input: CombatantInput;
  /** Hit points now, 0..maxHp. */
  readonly hp: number;
  /** Hit points at the start. */
  readonly maxHp: number;
  /** CON now (PCs), 0..conMax. */
  readonly con: number;
  /** CON at the start. */
  readonly conMax: number;
  /** Out of the fight: 0 HP (classic), 0 HP for a monster, or 0 CON. */
  readonly down: boolean;
  /** Broken by morale and gone. */
  readonly fled: boolean;
  /** draft31: failed the keep-fighting CON test (may only move). */
  readonly onlyMoves: boolean;
  /** Surprised: misses round 1. */
  readonly surprised: boolean;
  /** Initiative count this round (draft31 die; classic 1 before / 0 after the monsters). */
  readonly count: number;
  /** Reactions left this round (draft31 PCs). */
  readonly reactions: number;
  /** classic Warrior cleave dice. */
  readonly cleave: CleavePool | null;
  /** Ammunition left (`'exhausted'` once spent), or `null` without a ranged weapon. */
  readonly ammo: UsageDie | 'exhausted' | null;
  /** Shots fired this round. */
  readonly shots: number;
  /** Moved this round (`double` if it gave up its action to move twice). */
  readonly moved: 'no' | 'once' | 'double';
  /** Burning: the ongoing-damage die on it and who set it. */
  readonly ongoing: {
    /** The usage die now. */
    readonly die: UsageDie;
    /** Who set it. */
    readonly by: string;
    /** draft31: the victim spent an action on it, so the next roll keeps the lower of two. */
    readonly resolving?: boolean;
  } | null;
  /** Ids it attacked this round. */
  readonly attacked: readonly string[];
  /** classic: held its action past the end of last round (acts first without a roll). */
  readonly held: boolean;
  /** classic: a Bard's Tricksy hampers its next attack (made with disadvantage). */
  readonly hampered?: boolean;
  /** classic: blocked this round by this combatant, whom alone it may attack in melee. */
  readonly blockedBy?: string | null;
  /** draft31: foes it evaded this round (they cannot reach it in melee this round). */
  readonly evaded?: readonly string[];
  /** classic Twist the Knife: the foe whose wound holds this PC's Short blade, until the PC's next action. */
  readonly knife?: string | null;
  /** classic Defensive Fighting: forwent its attack, so it defends with advantage this round. */
  readonly defensive?: boolean;
  /** draft31: its shield is sundered. */
  readonly sundered?: boolean;
}

/**
 * An opening a combatant's action gave, waiting for reactions (draft31).
 *
 * @since 0.1.0
 * @category Combat engine
 */
export interface Opening {
  /** Who gave the opening. */
  readonly by: string;
  /** Sequence number of the action. */
  readonly action: number;
  /** Who already made a reaction attack against this action. */
  readonly exploitedBy: string | null;
  /** Openings the action gave (default 1; a crossbow shot and its reload give 2, as does a Riposte or Vengeance). */
  readonly openings?: number;
}

/**
 * The whole fight (plain JSON, frozen; the generator state is inside).
 *
 * @since 0.1.0
 * @category Combat engine
 */
export interface CombatState {
  /** Generator state for the next roll. */
  readonly rng: Rng;
  /** The edition in force. */
  readonly edition: 'classic' | 'draft31';
  /** The rule options as given (plain JSON; every rule resolves them). */
  readonly rules: RedhackOptions;
  /** Round limit. */
  readonly maxRounds: number;
  /** Round number, from 1. */
  readonly round: number;
  /** `turns` while actors act; `roundEnd` once everyone in the order acted; `ended` at the end. */
  readonly phase: 'turns' | 'roundEnd' | 'ended';
  /** Acting order this round (ids). */
  readonly order: readonly string[];
  /** Index in `order` of whose turn it is. */
  readonly turn: number;
  /** Everyone in the fight. */
  readonly combatants: readonly Combatant[];
  /** The latest action's opening (draft31), or `null`. */
  readonly opening: Opening | null;
  /** The latest successful defence, for a classic Parry: defender and attacker. */
  readonly lastDefence: {
    /** Who defended. */
    readonly defender: string;
    /** Whose attack was dodged. */
    readonly attacker: string;
  } | null;
  /** Morale tests the monsters took. */
  readonly moraleTests: number;
  /** draft31: the latest action was a move (for a spear counter or Evade), and who already answered it. */
  readonly lastMove?: {
    /** Who moved. */
    readonly by: string;
    /** Sequence number of the move. */
    readonly action: number;
    /** Who already answered it with a reaction. */
    readonly answeredBy: readonly string[];
  } | null;
  /** draft31: a PC intimidated the monsters (their limit is three morale tests). */
  readonly intimidated?: boolean;
  /** Actions taken so far (sequence numbers). */
  readonly actions: number;
  /** Winner once ended: `party`, `monsters`, or `draw` at the round limit. */
  readonly winner: 'party' | 'monsters' | 'draw' | null;
}

/**
 * An action on a combatant's turn.
 *
 * @since 0.1.0
 * @category Combat engine
 */
export type CombatAction =
  | {
      /** Melee attack. */
      readonly kind: 'attack';
      /** Target id. */
      readonly target: string;
      /** classic Warrior: targets that take a cleave die. */
      readonly cleave?: readonly string[];
      /** classic Warrior with War On Two Fronts: a second target, attacked with full damage (no other cleave dice). */
      readonly secondTarget?: string
    }
  | {
      /** Ranged attack with the combatant's ranged weapon. */
      readonly kind: 'shoot';
      /** Target id. */
      readonly target: string
    }
  | {
      /** Move (double: give up the action to move twice). */
      readonly kind: 'move';
      /** Move twice. */
      readonly double?: boolean
    }
  | {
      /** Hold the action: act after everyone else still to act (classic: if still held at the round's end, act first next round without an initiative roll; draft31: delay to a lower count). */
      readonly kind: 'hold'
    }
  | {
      /** Do nothing. */
      readonly kind: 'pass'
    }
  | {
      /** classic Bard: a Tricksy test (DEX, or CHA with `cha`) against the target's HD, then the trick ([ruling RC9](../../../../../docs/rulings/redhack.md#rc9)). */
      readonly kind: 'tricksy';
      /** The creature tricked. */
      readonly target: string;
      /** `dirtyTricks` (1d6 damage), `hamper` (its next attack has disadvantage), `misdirect` (it spends its move blocking), `redirect` (a free attack on the Bard; a miss hits `redirectTo`). */
      readonly trick: 'dirtyTricks' | 'hamper' | 'misdirect' | 'redirect';
      /** Use CHA (foes who understand the Bard) instead of DEX. */
      readonly cha?: boolean;
      /** `redirect`: who takes the blow when the free attack misses the Bard. */
      readonly redirectTo?: string
    }
  | {
      /** Spend the action on the ongoing damage on oneself: draft31, the next roll keeps the lower of two; classic, the die steps down one size (a ud4 ends), or ends at once with `end` ([ruling RC8](../../../../../docs/rulings/redhack.md#rc8)). */
      readonly kind: 'extinguish';
      /** classic: the action puts it out entirely (the GM's call, e.g. a plunge into water). */
      readonly end?: boolean
    }
  | {
      /** classic round 1: wake a surprised ally, who acts right after. */
      readonly kind: 'alert';
      /** The surprised PC. */
      readonly target: string
    }
  | {
      /** classic, with the Defensive Fighting technique: forgo the attack; defence rolls have advantage until the round ends. */
      readonly kind: 'defensive'
    }
  | {
      /** draft31: a CHA test against the foes' highest HD; on a success they test morale at once. */
      readonly kind: 'intimidate';
      /** The monster addressed. */
      readonly target: string
    };

/**
 * An action out of turn.
 *
 * @since 0.1.0
 * @category Combat engine
 */
export type CombatReaction =
  | {
      /** draft31: a reaction attack on the latest opening. */
      readonly kind: 'attack';
      /** Target (must be who gave the opening). */
      readonly target: string
    }
  | {
      /** Block a move (uses the blocker's move). */
      readonly kind: 'block';
      /** Who is blocked. */
      readonly target: string
    }
  | {
      /** classic Warrior: a cleave die on the attacker it just defended against. */
      readonly kind: 'parry'
    }
  | {
      /** draft31: move away from a foe that just moved up (uses the move; that foe cannot reach you in melee this round). */
      readonly kind: 'evade';
      /** The foe that moved. */
      readonly target: string
    }
  | {
      /** draft31: follow a foe that just moved away (uses the move). */
      readonly kind: 'stick';
      /** The foe that moved. */
      readonly target: string
    }
  | {
      /** draft31: attack a foe that just moved up, with a Long weapon (spends a reaction). */
      readonly kind: 'spearCounter';
      /** The foe that moved. */
      readonly target: string
    };

/**
 * What happened, one entry per rule that fired.
 *
 * @since 0.1.0
 * @category Combat engine
 */
export type CombatEvent =
  | {
      /** A round begins. */
      readonly type: 'round';
      /** Round number. */
      readonly round: number
    }
  | {
      /** A PC's initiative. */
      readonly type: 'initiative';
      /** PC. */
      readonly id: string;
      /** Before or after the monsters. */
      readonly outcome: InitiativeOutcome;
      /** Count. */
      readonly count: number
    }
  | {
      /** A PC's surprise roll. */
      readonly type: 'surprise';
      /** PC. */
      readonly id: string;
      /** Outcome. */
      readonly outcome: SurpriseOutcome
    }
  | {
      /** An attack roll. */
      readonly type: 'attack';
      /** Attacker. */
      readonly attacker: string;
      /** Target. */
      readonly target: string;
      /** Outcome. */
      readonly outcome: AttackOutcome;
      /** Damage. */
      readonly damage: number;
      /** Kept d20. */
      readonly kept: number;
      /** Ranged. */
      readonly ranged: boolean
    }
  | {
      /** A cleave die's roll. */
      readonly type: 'cleave';
      /** Warrior. */
      readonly attacker: string;
      /** Target. */
      readonly target: string;
      /** Outcome. */
      readonly outcome: AttackOutcome;
      /** Damage. */
      readonly damage: number;
      /** Parry die. */
      readonly parry: boolean
    }
  | {
      /** A PC's defence roll. */
      readonly type: 'defence';
      /** Defender. */
      readonly defender: string;
      /** Attacker. */
      readonly attacker: string;
      /** Outcome. */
      readonly outcome: DefenceOutcome;
      /** Damage taken. */
      readonly damage: number;
      /** A helm's save turned a critical into a hit. */
      readonly helmSaved: boolean;
      /** A reaction attack. */
      readonly reaction: boolean
    }
  | {
      /** A reaction (draft31 opening or classic block). */
      readonly type: 'reaction';
      /** Who reacted. */
      readonly id: string;
      /** Kind. */
      readonly kind: 'attack' | 'block' | 'parry' | 'evade' | 'stick' | 'spearCounter';
      /** Against whom. */
      readonly target: string
    }
  | {
      /** An action gave an opening. */
      readonly type: 'opening';
      /** Who gave it. */
      readonly id: string;
      /** Action number. */
      readonly action: number
    }
  | {
      /** HP lost. */
      readonly type: 'damage';
      /** Who. */
      readonly id: string;
      /** Amount. */
      readonly amount: number;
      /** HP after. */
      readonly hp: number
    }
  | {
      /** CON lost (draft31). */
      readonly type: 'conLoss';
      /** Who. */
      readonly id: string;
      /** Amount. */
      readonly amount: number;
      /** CON after. */
      readonly con: number;
      /** Passed the keep-fighting test. */
      readonly keepsFighting: boolean
    }
  | {
      /** Out of the fight. */
      readonly type: 'down';
      /** Who. */
      readonly id: string
    }
  | {
      /** Injury read after the fight. */
      readonly type: 'injury';
      /** Who. */
      readonly id: string;
      /** Result. */
      readonly label: string
    }
  | {
      /** A morale test. */
      readonly type: 'morale';
      /** Outcome. */
      readonly outcome: MoraleOutcome;
      /** Tests taken including this one. */
      readonly tests: number
    }
  | {
      /** Ammunition usage roll. */
      readonly type: 'ammunition';
      /** Shooter. */
      readonly id: string;
      /** Die after. */
      readonly ammo: UsageDie | 'exhausted'
    }
  | {
      /** Ongoing damage roll. */
      readonly type: 'ongoing';
      /** Victim. */
      readonly id: string;
      /** Damage. */
      readonly damage: number;
      /** Die after. */
      readonly die: UsageDie | 'exhausted'
    }
  | {
      /** The monsters' react-chance roll on an opening (draft31). */
      readonly type: 'reactRoll';
      /** Monster that would react. */
      readonly id: string;
      /** Whether it reacts. */
      readonly outcome: 'reacts' | 'none'
    }
  | {
      /** Broken foes leave the fight. */
      readonly type: 'flee';
      /** Who. */
      readonly id: string
    }
  | {
      /** A held action. */
      readonly type: 'hold';
      /** Who. */
      readonly id: string;
      /** Kept to act first next round (classic), instead of later this round. */
      readonly carried: boolean
    }
  | {
      /** A move. */
      readonly type: 'move';
      /** Who. */
      readonly id: string;
      /** Double move. */
      readonly double: boolean
    }
  | {
      /** A classic Bard's Tricksy test. */
      readonly type: 'tricksy';
      /** The Bard. */
      readonly id: string;
      /** The creature. */
      readonly target: string;
      /** The trick chosen. */
      readonly trick: 'dirtyTricks' | 'hamper' | 'misdirect' | 'redirect';
      /** Whether the test succeeded. */
      readonly outcome: 'tricked' | 'resisted'
    }
  | {
      /** An action spent on ongoing damage. */
      readonly type: 'extinguish';
      /** Who. */
      readonly id: string;
      /** The die after (`exhausted` once it ended). */
      readonly die: UsageDie | 'exhausted';
      /** draft31: the next roll keeps the lower of two. */
      readonly resolving: boolean
    }
  | {
      /** Defensive Fighting: the attack forgone for advantage on defence this round. */
      readonly type: 'defensive';
      /** Who. */
      readonly id: string
    }
  | {
      /** A surprised ally woken. */
      readonly type: 'alert';
      /** Who spent the action. */
      readonly id: string;
      /** Who was woken. */
      readonly target: string
    }
  | {
      /** An intimidation's CHA test. */
      readonly type: 'intimidate';
      /** The PC. */
      readonly id: string;
      /** The monster addressed. */
      readonly target: string;
      /** Whether the foes must test morale. */
      readonly success: boolean
    }
  | {
      /** A draft31 shield block against a hit. */
      readonly type: 'shieldBlock';
      /** The PC. */
      readonly id: string;
      /** The attacker. */
      readonly attacker: string;
      /** Blocked, blocked but sundered, or failed. */
      readonly outcome: ShieldBlockOutcome
    }
  | {
      /** A draft31 Fighter's Parry technique: a failed defence rolled again for a reaction. */
      readonly type: 'parryReroll';
      /** The Fighter. */
      readonly id: string;
      /** The attacker. */
      readonly attacker: string
    }
  | {
      /** The fight ends. */
      readonly type: 'end';
      /** Winner. */
      readonly winner: 'party' | 'monsters' | 'draw';
      /** Rounds fought. */
      readonly rounds: number
    };

/**
 * The result of every engine function: the new state and what happened.
 *
 * @since 0.1.0
 * @category Combat engine
 */
export interface CombatStep {
  /** New state (frozen). */
  readonly state: CombatState;
  /** Events, in order. */
  readonly events: readonly CombatEvent[];
}

/** Most combatants in one fight. */
export const MAX_COMBATANTS = 40;
/** Most rounds one fight may be given. */
export const MAX_ROUNDS = 200;
