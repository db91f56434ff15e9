import { fractionToNumber, formatFraction, probability, type Distribution, type Outcome } from '@rollwright/dice';
import {
  attackDamageDistribution,
  attackDistribution,
  castDistribution,
  castEffectDistribution,
  checkDistribution,
  derive,
  findSpell,
  forcedMarchDistribution,
  generateCharacter,
  moraleDistribution,
  parseDamage,
  reactionDistribution,
  runSkirmish,
  sampleNpc,
  spellCost,
  type Character,
  type Cover,
} from '@rollwright/vocations-2d6';
import { CliUsageError } from '../../errors.js';
import { outcomesJson, outcomesTable, type OutcomesJson } from '../../format/outcomes.js';
import { parseSeed, startRng } from '../../options.js';
import type { RegisterCommands } from '../RegisterCommands.js';
import { characterLine, describeSkirmishEvent, skirmishNames } from './log.js';
import { refuseRepeatedValues } from '../singleValue.js';

function int(name: string, min: number, max: number): (text: string) => number {
  return (text) => {
    const t = text.trim().replace('−', '-');
    const n = /^[-+]?\d+$/.test(t) ? Number(t) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) throw new CliUsageError(`${name} must be an integer in ${min}..${max}, got ${JSON.stringify(text)}`);
    return n;
  };
}

function cover(text: string): Cover {
  const t = text.trim().toLowerCase();
  if (t !== 'none' && t !== 'partial') throw new CliUsageError(`--cover must be none or partial (full cover cannot be attacked), got ${JSON.stringify(text)}`);
  return t;
}

interface Json {
  readonly json?: boolean;
}

function print<T extends Outcome>(io: Parameters<RegisterCommands>[1], json: boolean, head: string, extra: Record<string, unknown>, d: Distribution<T>, more: () => readonly string[] = () => []): void {
  if (json) {
    io.stdout(`${JSON.stringify({ ...extra, ...outcomesJson(d) }, null, 2)}\n`);
    return;
  }
  io.stdout(`${head}\n`);
  for (const line of outcomesTable(d)) io.stdout(`${line}\n`);
  for (const line of more()) io.stdout(`${line}\n`);
}

const pct = (d: Distribution<Outcome>, v: Outcome): string => {
  const p = probability(d, v);
  return `${formatFraction(p)} ≈ ${(100 * fractionToNumber(p)).toFixed(2)}%`;
};

/**
 * The JSON `rollwright vocations attack --json` prints: the setup, the shared
 * {@link OutcomesJson} shape with values `miss`, `hit`, `critical` (and `obstacle` in partial
 * cover), and the damage dealt after DR in the same shape.
 *
 * @since 0.2.0
 * @category Output
 */
export interface VocationsAttackJson extends OutcomesJson {
  /** Attack bonus. */
  readonly bonus: number;
  /** Target's Total Defense or Defense. */
  readonly target: number;
  /** Damage dice. */
  readonly damage: string;
  /** Target's DR. */
  readonly dr: number;
  /** Damage dealt (0 on a miss) after DR. */
  readonly damageDealt: OutcomesJson;
}

/**
 * Registers `rollwright vocations …`: exact odds of a check, an attack (with damage after DR), a
 * reaction, a morale check, a forced march and a cast; a generated character; and a whole seeded
 * skirmish of a generated party against sample NPCs. `--json` prints the shared outcomes shape of
 * `rollwright odds`. Bad input prints one line and exits with code 2.
 *
 * @param program - The root command.
 * @param io - Output.
 * @example
 * ```ts
 * register(program, io); // then: rollwright vocations check --bonus 2 --json
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  const v = program.command('vocations').description('the 2d6 vocations game: exact odds of its rolls, characters and skirmishes');

  v.command('check')
    .description('exact odds of a 2d6 check: 2d6 + bonus ≥ target (ties succeed, default target 9)')
    .requiredOption('--bonus <n>', 'attribute + vocation + modifiers, -50..50', int('--bonus', -50, 50))
    .option('--target <t>', 'target number, 0..50', int('--target', 0, 50), 9)
    .option('--lucky', 'Lucky: double 5s and 6s always succeed')
    .option('--json', 'print JSON')
    .action((o: Json & { readonly bonus: number; readonly target: number; readonly lucky?: boolean }) => {
      const d = checkDistribution({ bonus: o.bonus, target: o.target, lucky: o.lucky === true });
      print(io, o.json === true, `2d6 ${o.bonus >= 0 ? '+' : '−'} ${Math.abs(o.bonus)} vs ${o.target}: success ${pct(d, 'success')}`, { bonus: o.bonus, target: o.target, lucky: o.lucky === true }, d);
    });

  v.command('attack')
    .description('exact odds of an attack: miss, hit (not critical) or critical (6-6), and the damage after DR')
    .requiredOption('--bonus <n>', 'attribute + combat skill + modifiers (or an NPC Hit Bonus), -50..50', int('--bonus', -50, 50))
    .requiredOption('--target <t>', "the target's Total Defense (9 + Defense) or Defense, 0..50", int('--target', 0, 50))
    .option('--lucky', 'Lucky: double 5s and 6s always hit')
    .option('--damage <dice>', 'damage dice with the attribute included, e.g. 1d6+1', '1d6')
    .option('--dr <r>', "the target's damage reduction, 0..50", int('--dr', 0, 50), 0)
    .option('--cover <c>', 'none or partial: −2, and double 1s or 2s hit the obstacle', cover, 'none' as Cover)
    .option('--json', 'print JSON')
    .action((o: Json & { readonly bonus: number; readonly target: number; readonly lucky?: boolean; readonly damage: string; readonly dr: number; readonly cover: Cover }) => {
      const setup = { bonus: o.bonus, defense: o.target, lucky: o.lucky === true, cover: o.cover, damage: parseDamage(o.damage), dr: o.dr };
      const d = attackDistribution(setup);
      const dmg = attackDamageDistribution(setup);
      if (o.json === true) {
        const json: VocationsAttackJson = { bonus: o.bonus, target: o.target, damage: o.damage, dr: o.dr, ...outcomesJson(d), damageDealt: outcomesJson(dmg) };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      print(io, false, `2d6 ${o.bonus >= 0 ? '+' : '−'} ${Math.abs(o.bonus)} vs Defense ${o.target}${o.cover === 'partial' ? ' in partial cover' : ''}${o.lucky === true ? ', Lucky' : ''}:`, {}, d, () => [
        '',
        `Damage dealt (${o.damage}, DR ${o.dr}; a critical ignores DR and adds 2d6; 0 on a miss):`,
        ...outcomesTable(dmg),
      ]);
    });

  v.command('reaction')
    .description('exact odds of a reaction roll: 2d6 + the closest PC\'s Willpower ± reputation')
    .option('--modifier <w>', 'Willpower + reputation (+ Attractive/Ugly when leading), -50..50', int('--modifier', -50, 50), 0)
    .option('--json', 'print JSON')
    .action((o: Json & { readonly modifier: number }) => {
      print(io, o.json === true, `Reaction, 2d6 ${o.modifier >= 0 ? '+' : '−'} ${Math.abs(o.modifier)}:`, { modifier: o.modifier }, reactionDistribution(o.modifier));
    });

  v.command('morale')
    .description('exact odds of a morale check: NPCs keep fighting on 2d6 ≥ morale (lower is braver)')
    .requiredOption('--morale <m>', 'morale score, 2..12 (7 ordinary)', int('--morale', 2, 12))
    .option('--json', 'print JSON')
    .action((o: Json & { readonly morale: number }) => {
      const d = moraleDistribution(o.morale);
      print(io, o.json === true, `Morale ${o.morale}: keeps fighting ${pct(d, 'keeps-fighting')}`, { morale: o.morale }, d);
    });

  v.command('forced-march')
    .description('exact odds of a forced-march roll: 2d6 + Strength ≥ 9 on the first consecutive forced day, +1 each day after')
    .requiredOption('--strength <s>', 'Strength, -1..5', int('--strength', -1, 5))
    .requiredOption('--day <k>', 'consecutive forced day, 1..30 (1 = target 9, 2 = target 10)', int('--day', 1, 30))
    .option('--diehard', 'Diehard: +1')
    .option('--json', 'print JSON')
    .action((o: Json & { readonly strength: number; readonly day: number; readonly diehard?: boolean }) => {
      const d = forcedMarchDistribution({ strength: o.strength, day: o.day, diehard: o.diehard === true });
      print(io, o.json === true, `Forced march, Strength ${o.strength}, day ${o.day} (target ${8 + o.day}): success ${pct(d, 'success')}`, { strength: o.strength, day: o.day, diehard: o.diehard === true }, d);
    });

  v.command('cast')
    .description('exact odds of a cast: 2d6 + bonus ≥ the target\'s defense (automatic on a willing target), and its effect')
    .requiredOption('--spell <name>', 'Healing Hands, Magic Dart or Flammeria')
    .requiredOption('--bonus <n>', 'magic attribute + magic vocation + modifiers, -50..50', int('--bonus', -50, 50))
    .option('--defense <d>', "a hostile target's defense, 0..50 (omit for a willing target)", int('--defense', 0, 50))
    .option('--power <p>', 'added to each die of damage or healing (Willpower), -50..50', int('--power', -50, 50), 0)
    .option('--json', 'print JSON')
    .action((o: Json & { readonly spell: string; readonly bonus: number; readonly defense?: number; readonly power: number }) => {
      const spell = findSpell(o.spell);
      const setup = { spell, bonus: o.bonus, power: o.power, ...(o.defense === undefined ? {} : { defense: o.defense }) };
      const d = castDistribution(setup);
      const fx = castEffectDistribution(setup);
      if (o.json === true) {
        io.stdout(`${JSON.stringify({ spell: spell.name, ether: spellCost(spell), bonus: o.bonus, defense: o.defense ?? null, ...outcomesJson(d), effect: outcomesJson(fx) }, null, 2)}\n`);
        return;
      }
      print(io, false, `${spell.name} (${spellCost(spell)} ether), 2d6 ${o.bonus >= 0 ? '+' : '−'} ${Math.abs(o.bonus)}${o.defense === undefined ? ' on a willing target' : ` vs ${o.defense}`}:`, {}, d, () =>
        spell.kind === 'effect' ? [] : ['', `${spell.kind === 'healing' ? 'Healing' : 'Damage'} per target (0 on a miss):`, ...outcomesTable(fx)],
      );
    });

  v.command('character')
    .description('generate a legal starting character')
    .option('-s, --seed <n>', 'replay with this seed (any safe integer); without it a fresh seed is drawn and printed', parseSeed)
    .option('--json', 'print JSON')
    .action((o: Json & { readonly seed?: number }) => {
      const { rng, seed: used } = startRng(o.seed);
      const [c] = generateCharacter(rng);
      const d = derive(c);
      if (o.json === true) {
        io.stdout(`${JSON.stringify({ seed: used, character: c, derived: d }, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${used}\n${characterLine(c)}\n`);
      io.stdout(`Goal: ${c.goal}\n`);
      io.stdout(`Traits: ${c.traits.map((t) => t.id + (t.detail === undefined ? '' : ` (${t.detail})`)).join(', ') || 'none'}; flaws: ${c.flaws.map((f) => f.id).join(', ') || 'none'}\n`);
      io.stdout(`Health ${d.maxHealth}, ether ${d.maxEther}, Total Defense ${d.totalDefense}, DR ${d.dr}, load ${d.load}/${d.capacity}, speed ${d.speed} ft\n`);
    });

  v.command('skirmish')
    .description('a generated party of three against sample NPCs, round by round to the end')
    .option('-s, --seed <n>', 'replay with this seed (any safe integer); without it a fresh seed is drawn and printed', parseSeed)
    .option('--foes <names>', 'comma-separated sample NPCs', 'Goblin,Goblin,Warrior')
    .option('--json', 'print the full event log as JSON')
    .action((o: Json & { readonly seed?: number; readonly foes: string }) => {
      const foes = o.foes.split(',').map((s) => s.trim()).filter((s) => s !== '');
      if (foes.length === 0 || foes.length > 20) throw new CliUsageError(`--foes must name 1..20 sample NPCs, got ${JSON.stringify(o.foes)}`);
      const npcs = foes.map(sampleNpc);
      const { rng, seed: used } = startRng(o.seed);
      let r = rng;
      const party: Character[] = [];
      for (let i = 0; i < 3; i++) {
        const [c, next] = generateCharacter(r);
        party.push(c);
        r = next;
      }
      const { state, events } = runSkirmish(r, party, npcs);
      if (o.json === true) {
        io.stdout(`${JSON.stringify({ seed: used, party, foes: npcs.map((n) => n.name), winner: state.winner, ended: state.ended, rounds: state.round, events }, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${used}\n`);
      for (const c of party) io.stdout(`${characterLine(c)}\n`);
      io.stdout(`against ${npcs.map((n) => n.name).join(', ')}\n`);
      const names = skirmishNames(state);
      for (const e of events) {
        const line = describeSkirmishEvent(e, names);
        if (line !== null) io.stdout(`${line}\n`);
      }
    });
  refuseRepeatedValues(program); // a flag that takes one value may be given only once
};
