import { nextInt, rollDie, type Rng } from '@rollwright/dice';
import { CombatStateError } from '../errors/CombatStateError.js';
import { conditionsOf, effectiveSuit } from '../characters/character.js';
import { newBoneyard, assertSource } from './dominoSource.js';
import { freezeState } from './internal.js';
import type { Combatant, CombatantInput, CombatEvent, CombatOptions, CombatState, CombatStep } from './types.js';

/**
 * Most combatants in one fight; checked before any work.
 * @example
 * ```ts
 * MAX_COMBATANTS; // 64
 * ```
 * @since 0.1.0
 * @category Combat
 */
export const MAX_COMBATANTS = 64;

/**
 * The shape version of a {@link CombatState} written by this release. Version history: `1`
 * (0.2.0) added `version`, `turnProgress` and `Combatant.revealed`; states saved by 0.1.x carry no
 * version and are read as version 0 by {@link loadCombatState}.
 * @example
 * ```ts
 * COMBAT_STATE_VERSION; // 1
 * ```
 * @since 0.2.0
 * @category Combat
 */
export const COMBAT_STATE_VERSION = 1;

/**
 * Starts a fight: fixes the initiative order once ([Z24](../../../../docs/rulings/zilch.md#z24): Spades, half if Slowed, optionally
 * +1d6 per character or per side; ties by higher unmodified Spades, then PCs first, then at
 * random) and makes round 1 a surprise round if anyone is unaware ([Z35](../../../../docs/rulings/zilch.md#z35)).
 *
 * @param rng - Generator state; never mutated (the combat carries its own from here on).
 * @param participants - 2..{@link MAX_COMBATANTS} combatants on at least two sides, unique ids.
 * @param options - Domino source, initiative dice and other rule options.
 * @returns The state (phase `stances`) and the `combatStarted` event.
 * @throws {@link CombatStateError} for too few/many combatants, one side only, or duplicate ids.
 * @throws {@link BoneyardError} for an unknown domino source.
 * @example
 * ```ts
 * const { state } = startCombat(seed(1), [
 *   { side: 'pcs', character: hero, pc: true },
 *   { side: 'monsters', character: orc },
 * ]);
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function startCombat(rng: Rng, participants: readonly CombatantInput[], options: CombatOptions = {}): CombatStep {
  if (participants.length < 2 || participants.length > MAX_COMBATANTS) {
    throw new CombatStateError(`a combat needs 2..${MAX_COMBATANTS} combatants, got ${participants.length}`);
  }
  const ids = participants.map((p) => p.id ?? p.character.name);
  if (new Set(ids).size !== ids.length) throw new CombatStateError(`combatant ids must be unique: ${ids.join(', ')}`);
  if (new Set(participants.map((p) => p.side)).size < 2) throw new CombatStateError('a combat needs at least two sides');
  const opts: Required<CombatOptions> = Object.freeze({
    dominoSource: options.dominoSource ?? 'tiles21',
    initiativeDice: options.initiativeDice ?? 'none',
    greatCategory: options.greatCategory ?? true,
    defenseless: options.defenseless ?? 'suitOnly',
    threatenedByAdjacency: options.threatenedByAdjacency ?? false,
  });
  assertSource(opts.dominoSource);
  let r = rng;
  const sideDie = new Map<string, number>();
  const scored = participants.map((p, i) => {
    const spades = effectiveSuit(p.character, 'spades');
    let init = conditionsOf(p.character).includes('slowed') ? Math.floor(spades / 2) : spades;
    if (opts.initiativeDice === 'perCharacter') {
      const [d, next] = rollDie(r, 6);
      r = next;
      init += d;
    } else if (opts.initiativeDice === 'perSide') {
      if (!sideDie.has(p.side)) {
        const [d, next] = rollDie(r, 6);
        r = next;
        sideDie.set(p.side, d);
      }
      init += sideDie.get(p.side) ?? 0;
    }
    const [tie, next] = nextInt(r, 0, 1_000_000);
    r = next;
    return { p, id: ids[i] as string, init, spades: p.character.suits.spades, tie };
  });
  scored.sort((a, b) => b.init - a.init || b.spades - a.spades || Number(b.p.pc === true) - Number(a.p.pc === true) || a.tie - b.tie);
  const combatants: Combatant[] = scored.map((s) =>
    Object.freeze({
      id: s.id,
      side: s.p.side,
      pc: s.p.pc ?? false,
      aware: s.p.aware ?? true,
      character: s.p.character,
      initiative: s.init,
      stance: 'none',
      tile: null,
      acted: false,
      defended: false,
      readied: null,
      grappling: null,
      threatenedUntil: null,
      revealed: false,
    }),
  );
  const order = combatants.map((c) => c.id);
  const events: CombatEvent[] = [
    { type: 'combatStarted', order, initiative: Object.fromEntries(scored.map((s) => [s.id, s.init])) },
  ];
  const state: CombatState = {
    version: COMBAT_STATE_VERSION,
    rng: r,
    options: opts,
    round: 1,
    surprise: combatants.some((c) => !c.aware),
    phase: 'stances',
    order,
    turn: 0,
    combatants,
    boneyard: newBoneyard(),
    winner: null,
    turnProgress: null,
  };
  return Object.freeze({ state: freezeState(state), events: Object.freeze(events) });
}
