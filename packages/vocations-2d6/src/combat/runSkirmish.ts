// A simple tactician and the loop that fights a skirmish to its end.
import type { Rng } from '@rollwright/dice';
import type { Character } from '../characters/character.js';
import { derive } from '../characters/derived.js';
import type { NpcStatBlock } from '../tables/tables.js';
import { SAMPLE_SPELLS, spellCost } from '../rolls/magic.js';
import { npcRules } from '../npcs/npcs.js';
import { canAct, declareActions, resolvePhase, startSkirmish } from './skirmish.js';
import type { Declaration, SkirmishEvent, SkirmishOptions, SkirmishState, SkirmishStep } from './types.js';

/**
 * Chooses the current phase's declarations with a plain tactic: PCs give first aid to a knocked-out
 * friend when they carry supplies, casters with ether to spare throw a Magic Dart, everyone else
 * attacks the standing foe with the least health; NPCs attack the standing PC with the least health,
 * except a grappler (the Zombie), which seizes a PC first and then strikes the one it holds.
 *
 * @param state - The skirmish, waiting for declarations.
 * @returns One declaration per combatant able to act (empty once ended).
 * @example
 * ```ts
 * declareActions(state, chooseActions(state));
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export function chooseActions(state: SkirmishState): readonly Declaration[] {
  const phase = state.phase;
  if (phase === null) return [];
  const weakest = (side: 'pcs' | 'npcs'): string | undefined =>
    state.combatants.filter((c) => c.side === side && c.status === 'up').reduce<{ id: string; h: number } | undefined>((m, c) => (m === undefined || c.health < m.h ? { id: c.id, h: c.health } : m), undefined)?.id;
  const out: Declaration[] = [];
  const aided = new Set<string>();
  for (const id of phase.actors) {
    const c = state.combatants.find((x) => x.id === id);
    if (c === undefined || !canAct(c)) continue;
    const foe = weakest(phase.side === 'pcs' ? 'npcs' : 'pcs');
    if (foe === undefined) continue;
    if (c.character !== null) {
      const down = state.combatants.find((x) => x.side === 'pcs' && x.status === 'ko' && !x.firstAidToday && !aided.has(x.id));
      if (down !== undefined && c.character.kit.supplies > 0) {
        aided.add(down.id);
        out.push({ actor: id, action: { kind: 'firstAid', target: down.id } });
        continue;
      }
      if (derive(c.character).canCast && c.ether > spellCost(SAMPLE_SPELLS.magicDart)) {
        out.push({ actor: id, action: { kind: 'cast', spell: SAMPLE_SPELLS.magicDart.name, target: foe } });
        continue;
      }
    }
    if (c.npc !== null && npcRules(c.npc).grappleBonus > 0) {
      // A grappler (the Zombie) seizes a PC first, then strikes the one it holds.
      const held = c.grappling === null ? undefined : state.combatants.find((x) => x.id === c.grappling && x.status === 'up');
      out.push({ actor: id, action: held === undefined ? { kind: 'grapple', target: foe } : { kind: 'attack', target: held.id } });
      continue;
    }
    out.push({ actor: id, action: { kind: 'attack', target: foe } });
  }
  return out;
}

/**
 * Fights a skirmish to the end with {@link chooseActions}: start, then declare and resolve each
 * phase until one side is down or flees, or `maxRounds` pass.
 *
 * @param rng - Generator state; never mutated.
 * @param party - The PCs.
 * @param foes - NPC stat blocks or sample NPC names.
 * @param options - As for {@link startSkirmish}.
 * @returns The final state and every event, in order.
 * @throws {@link VocationsInputError} on bad counts or options.
 * @throws {@link UnknownNpcError} for an unknown sample NPC.
 * @example
 * ```ts
 * const { state, events } = runSkirmish(seed(7), [hero], ['Goblin', 'Goblin']);
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export function runSkirmish(rng: Rng, party: readonly Character[], foes: readonly (NpcStatBlock | string)[], options: SkirmishOptions = {}): SkirmishStep {
  let { state, events } = startSkirmish(rng, party, foes, options);
  const log: SkirmishEvent[] = [...events];
  // Each pass resolves one phase; at most three phases a round bound the loop.
  for (let guard = 0; state.phase !== null && guard < 3 * state.options.maxRounds + 3; guard++) {
    const d = declareActions(state, chooseActions(state));
    const r = resolvePhase(d.state);
    log.push(...d.events, ...r.events);
    state = r.state;
    events = r.events;
  }
  return Object.freeze({ state, events: Object.freeze(log) });
}
