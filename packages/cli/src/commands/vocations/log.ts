import type { Character, SkirmishEvent, SkirmishState } from '@rollwright/vocations-2d6';

/**
 * One readable line for a skirmish event, or `null` for events not worth a line.
 *
 * @param e - The event.
 * @param names - Display names by combatant id.
 * @returns The line.
 * @example
 * ```ts
 * describeSkirmishEvent({ type: 'round', round: 2 }, {}); // '\nRound 2'
 * ```
 * @since 0.2.0
 * @category Output
 */
export function describeSkirmishEvent(e: SkirmishEvent, names: Readonly<Record<string, string>>): string | null {
  const n = (id: string): string => names[id] ?? id;
  const dice = (d: readonly [number, number] | null): string => (d === null ? '' : `${d[0]}+${d[1]}`);
  switch (e.type) {
    case 'surprise':
      return `${e.who === 'npcs' ? 'NPCs' : n(e.who)} surprise roll ${dice(e.dice)} → ${e.total}: ${e.surprised ? 'surprised' : 'ready'}`;
    case 'actFirst':
      return `${n(e.id)} act-first roll ${dice(e.dice)} → ${e.total}: ${e.first ? 'acts first' : 'acts after the NPCs'}`;
    case 'fright':
      return `${n(e.id)} Willpower roll against the Dragon ${dice(e.dice)} → ${e.total}: ${e.frightened ? 'frightened (−2 to all actions)' : 'steady'}`;
    case 'round':
      return `\nRound ${e.round}`;
    case 'phase':
      return `  ${e.side === 'pcs' ? 'PCs' : 'NPCs'}: ${e.actors.map(n).join(', ')}`;
    case 'skipped':
      return `    ${n(e.actor)} does not act (${e.reason})`;
    case 'attack':
      if (e.outcome === 'deathblow') return `    ${n(e.actor)} deals ${n(e.target)} a deathblow`;
      return `    ${n(e.actor)} attacks ${n(e.target)}: ${dice(e.dice)} → ${e.total} vs ${e.defense}: ${e.outcome}${e.damage > 0 ? `, ${e.damage} damage` : ''}`;
    case 'grapple':
      return `    ${n(e.actor)} grapples ${n(e.target)}: ${dice(e.dice)} → ${e.total} vs ${e.defense}: ${e.success ? 'holds on' : 'fails'}`;
    case 'stray':
      return `      in the dark the blow strikes ${n(e.target)} instead${e.damage > 0 ? `, ${e.damage} damage` : ''}`;
    case 'splash':
      return `      the splash hits ${n(e.target)}${e.damage > 0 ? `, ${e.damage} damage` : ''}`;
    case 'wasted':
      return `    ${n(e.actor)}'s attack on ${n(e.target)} is wasted`;
    case 'defend':
      return `    ${n(e.actor)} defends (Total Defense ${e.defense})`;
    case 'cast':
      return `    ${n(e.actor)} casts ${e.spell} (${e.cost} ether) at ${e.targets.map(n).join(', ')}${e.dice === null ? '' : `: ${dice(e.dice)}`} → ${e.success ? `takes effect${e.amount > 0 ? ` (${e.amount})` : ''}` : 'misses'}`;
    case 'spellburn':
      return `    ${n(e.actor)} is spellburned`;
    case 'firstAid':
      return `    ${n(e.actor)} gives ${n(e.target)} first aid: ${dice(e.dice)} → ${e.success ? `heals ${e.healed}` : 'no help'}`;
    case 'action':
      return `    ${n(e.actor)}: ${e.what}`;
    case 'health':
      return `      ${n(e.id)} at ${e.health} health`;
    case 'knockedOut':
      return `      ${n(e.id)} is knocked out`;
    case 'killed':
      return `      ${n(e.id)} is killed`;
    case 'morale':
      return `  NPC morale (${e.trigger === 'firstCasualty' ? 'first casualty' : 'half lost'}): ${dice(e.dice)} vs ${e.morale}: ${e.outcome}`;
    case 'fled':
      return `  ${e.ids.map(n).join(', ')} flee`;
    case 'ended':
      return `\n${e.winner === null ? 'No winner' : e.winner === 'pcs' ? 'The party wins' : 'The NPCs win'} (${e.reason}) after ${e.rounds} round${e.rounds === 1 ? '' : 's'}`;
    default:
      return null;
  }
}

/**
 * Display names by combatant id.
 *
 * @param state - A skirmish state.
 * @returns id → name (NPCs numbered: `Goblin 2`).
 * @example
 * ```ts
 * skirmishNames(state)['goblin-2']; // 'Goblin 2'
 * ```
 * @since 0.2.0
 * @category Output
 */
export function skirmishNames(state: SkirmishState): Readonly<Record<string, string>> {
  return Object.fromEntries(state.combatants.map((c) => [c.id, c.side === 'npcs' ? `${c.name} ${c.id.split('-').at(-1) ?? ''}` : c.name]));
}

/**
 * A one-line summary of a character.
 *
 * @param c - The character.
 * @returns e.g. `Wren — Str 1 Agi 1 Int 1 Wil 1 | Bra 0 Mel 2 Ran 1 Def 1 | …`.
 * @example
 * ```ts
 * characterLine(hero);
 * ```
 * @since 0.2.0
 * @category Output
 */
export function characterLine(c: Character): string {
  const a = c.attributes;
  const s = c.skills;
  return `${c.name} — Str ${a.strength} Agi ${a.agility} Int ${a.intellect} Wil ${a.willpower} | Bra ${s.brawling} Mel ${s.melee} Ran ${s.range} Def ${s.defense} | ${c.vocations.map((v) => `${v.name} ${v.rating}`).join(', ')} | ${c.kit.weapon.name}`;
}
