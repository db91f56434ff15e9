// `rollwright redhack fight`: a seeded example party against template monsters, to the end.
import { rollDie } from '@rollwright/dice';
import { exampleParty, monsterTemplate, runFight, type CombatEvent, type CombatantInput, type Edition } from '@rollwright/redhack-core';
import { parseSeed, startRng } from '../../options.js';
import { withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface FightOptions extends RedhackCommonOptions {
  readonly seed?: number;
}

/**
 * The JSON `rollwright redhack fight --json` prints.
 *
 * @since 0.1.0
 * @category Output
 */
export interface RedhackFightJson {
  /** The seed that replays the fight. */
  readonly seed: number;
  /** The edition played. */
  readonly edition: Edition;
  /** The combatants as they started (example party and example monsters, not seed data). */
  readonly combatants: readonly CombatantInput[];
  /** `party`, `monsters` or `draw`. */
  readonly winner: string | null;
  /** Rounds fought. */
  readonly rounds: number;
  /** Every event in order. */
  readonly events: readonly CombatEvent[];
}

/** One readable line per event. */
function line(e: CombatEvent): string {
  switch (e.type) {
    case 'round':
      return `\nRound ${e.round}`;
    case 'initiative':
      return `  ${e.id} acts ${e.outcome} the monsters (${e.count})`;
    case 'surprise':
      return `  ${e.id}: ${e.outcome}`;
    case 'attack':
      return `  ${e.attacker} ${e.ranged ? 'shoots' : 'attacks'} ${e.target}: ${e.outcome} (d20 ${e.kept})${e.damage > 0 ? `, ${e.damage} damage` : ''}`;
    case 'cleave':
      return `    ${e.parry ? 'parry' : 'cleave'} die on ${e.target}: ${e.outcome}${e.damage > 0 ? `, ${e.damage} damage` : ''}`;
    case 'defence':
      return `  ${e.attacker} ${e.reaction ? 'reacts against' : 'attacks'} ${e.defender}: ${e.outcome}${e.helmSaved ? ' (helm saves the critical)' : ''}${e.damage > 0 ? `, ${e.damage} damage` : ''}`;
    case 'reaction':
      return `  ${e.id} reacts (${e.kind}) against ${e.target}`;
    case 'reactRoll':
      return `  the monsters ${e.outcome === 'reacts' ? 'take' : 'miss'} the opening`;
    case 'opening':
      return '';
    case 'damage':
      return `    ${e.id} at ${e.hp} HP`;
    case 'conLoss':
      return `    ${e.id} loses ${e.amount} CON (now ${e.con})${e.keepsFighting ? '' : ', can only move'}`;
    case 'down':
      return `    ${e.id} is out of the fight`;
    case 'injury':
      return `  ${e.id}: ${e.label}`;
    case 'morale':
      return `  morale test ${e.tests}: ${e.outcome}`;
    case 'flee':
      return `    ${e.id} flees`;
    case 'ammunition':
      return `    ${e.id}'s ammunition: ${e.ammo === 'exhausted' ? 'spent' : `ud${e.ammo}`}`;
    case 'ongoing':
      return `  ${e.id} burns for ${e.damage}${e.die === 'exhausted' ? ' (out)' : ''}`;
    case 'hold':
      return `  ${e.id} holds its action${e.carried ? ' into the next round' : ''}`;
    case 'move':
      return `  ${e.id} moves${e.double ? ' twice' : ''}`;
    case 'tricksy':
      return `  ${e.id} tries a trick (${e.trick}) on ${e.target}: ${e.outcome}`;
    case 'extinguish':
      return `  ${e.id} fights the flames${e.die === 'exhausted' ? ' (out)' : ''}`;
    case 'defensive':
      return `  ${e.id} fights defensively`;
    case 'alert':
      return `  ${e.id} alerts ${e.target}`;
    case 'intimidate':
      return `  ${e.id} intimidates ${e.target}: ${e.success ? 'they must test morale' : 'no effect'}`;
    case 'shieldBlock':
      return `    ${e.id}'s shield against ${e.attacker}: ${e.outcome}`;
    case 'parryReroll':
      return `    ${e.id} parries and defends again`;
    case 'end':
      return `\nThe fight ends after ${e.rounds} round${e.rounds === 1 ? '' : 's'}: ${e.winner === 'draw' ? 'a draw' : `the ${e.winner} win`}.`;
  }
}

/**
 * Registers `rollwright redhack fight [--edition E] [--seed N] [--json]`: an example party of
 * four (attributes rolled from the seed) against one to four example monsters of HD 1–3, played
 * with simple tactics to the end. Text is a round-by-round log; `--json` prints every event. The
 * same seed and edition give the same fight, byte for byte.
 *
 * @param group - The `redhack` command group.
 * @param io - Where to write.
 * @example
 * ```ts
 * await run(['redhack', 'fight', '--seed', '7'], io);
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('fight')
      .description('a seeded example party against example monsters, played to the end')
      .option('-s, --seed <n>', 'replay with this seed: any safe integer; without it a fresh seed is drawn and printed', parseSeed),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack fight --seed 7\n  rollwright redhack fight --edition classic --seed 7 --json\n')
    .action((o: FightOptions) => {
      const { rng: r0, seed: used } = startRng(o.seed);
      const [party, r1] = exampleParty(r0, o.edition);
      const [n, r2] = rollDie(r1, 4);
      let r = r2;
      const monsters: CombatantInput[] = [];
      for (let i = 0; i < n; i++) {
        let hd: number;
        [hd, r] = rollDie(r, 3);
        monsters.push(monsterTemplate(hd, `monster${i + 1}`));
      }
      const combatants = [...party, ...monsters];
      const f = runFight({ rng: r, combatants }, { rules: { edition: o.edition } });
      if (o.json === true) {
        const json: RedhackFightJson = { seed: used, edition: o.edition, combatants, winner: f.state.winner, rounds: f.state.round, events: f.events };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${used}\nRedHack ${o.edition} fight (example party and monsters, not seed data):\n`);
      for (const c of combatants) io.stdout(`  ${c.id}: ${c.kind === 'pc' ? `AC ${c.ac}, ${c.hp} HP` : `HD ${String(c.hd)}, AC ${c.ac}, ${c.hp} HP`}\n`);
      for (const e of f.events) {
        const t = line(e);
        if (t !== '') io.stdout(`${t}\n`);
      }
    });
};
