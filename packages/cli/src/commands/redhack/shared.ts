// Shared option parsing and output for `rollwright redhack …` subcommands.
import { fromWeights, type Distribution, type Outcome } from '@rollwright/dice';
import { EDITIONS, type Edition } from '@rollwright/redhack-core';
import type { Command } from 'commander';
import { CliUsageError } from '../../errors.js';
import { outcomesJson, outcomesTable, type OutcomesJson } from '../../format/outcomes.js';
import type { Io } from '../../io.js';

/**
 * What each `src/commands/redhack/<name>.ts` exports as `register`: it adds one subcommand to
 * the `redhack` group with `group.command(...)` and writes through `io`.
 *
 * @param group - The `rollwright redhack` command.
 * @param io - Where the subcommand writes.
 * @example
 * ```ts
 * export const register: RedhackSubcommand = (group, io) => {
 *   group.command('hello').action(() => io.stdout('hello\n'));
 * };
 * ```
 * @since 0.2.0
 * @category Commands
 */
export type RedhackSubcommand = (group: Command, io: Io) => void;

/**
 * Options every RedHack subcommand shares.
 * @since 0.2.0
 * @category Commands
 */
export interface RedhackCommonOptions {
  /** `--edition`, parsed by {@link parseEdition}; default `draft31`. */
  readonly edition: Edition;
  /** `--json`: print JSON instead of a table. */
  readonly json?: boolean;
}

/**
 * Reads an `--edition` value.
 *
 * @param text - `classic` or `draft31` (any case).
 * @returns The edition.
 * @throws {@link CliUsageError} for any other value.
 * @example
 * ```ts
 * parseEdition('Classic'); // 'classic'
 * ```
 * @since 0.2.0
 * @category Options
 */
export function parseEdition(text: string): Edition {
  const e = text.trim().toLowerCase();
  if (!(EDITIONS as readonly string[]).includes(e)) {
    throw new CliUsageError(`--edition must be one of ${EDITIONS.join(', ')}, got ${JSON.stringify(text)}`);
  }
  return e as Edition;
}

/**
 * Adds `--edition <e>` (default `draft31`) and `--json` to a subcommand.
 *
 * @param command - The subcommand being defined.
 * @returns The same command, for chaining.
 * @example
 * ```ts
 * withCommonOptions(group.command('test')).action(…);
 * ```
 * @since 0.2.0
 * @category Options
 */
export function withCommonOptions(command: Command): Command {
  return command
    .option('--edition <edition>', 'classic or draft31', parseEdition, 'draft31' as Edition)
    .option('--json', 'print JSON: the outcomes shape of `rollwright odds --json`');
}

/**
 * A parser for a whole-number option in a range.
 *
 * @param name - The option as typed, e.g. `--attribute`, for the error message.
 * @param min - Smallest accepted value.
 * @param max - Largest accepted value.
 * @returns A commander option parser.
 * @throws {@link CliUsageError} (from the parser) for text that is not a whole number in range.
 * @example
 * ```ts
 * intOption('--hd', 0, 100)('5'); // 5
 * ```
 * @since 0.2.0
 * @category Options
 */
export function intOption(name: string, min: number, max: number): (text: string) => number {
  return (text) => {
    const t = text.trim().replace('−', '-');
    const n = /^[-+]?\d+$/.test(t) ? Number(t) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw new CliUsageError(`${name} must be a whole number in ${min}..${max}, got ${JSON.stringify(text)}`);
    }
    return n;
  };
}

/**
 * Re-orders a distribution's outcomes into a fixed order (outcomes not listed are dropped;
 * listed ones that are impossible are omitted).
 *
 * @param d - The distribution.
 * @param order - The order to print in.
 * @returns The same weights in that order.
 * @example
 * ```ts
 * ordered(d, ['a', 'b', 'none']);
 * ```
 * @since 0.2.0
 * @category Output
 */
export function ordered<T extends Outcome>(d: Distribution<T>, order: readonly T[]): Distribution<T> {
  const w = new Map(d.outcomes.map((o, i) => [o, d.weights[i] ?? 0n] as const));
  return fromWeights(order.filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}

/**
 * Prints an exact distribution: with `json`, `{ ...head, ...outcomesJson(d) }` (the shape of
 * `rollwright odds --json`, the identifying fields first); otherwise the heading line and the
 * outcomes table.
 *
 * @param io - Output.
 * @param json - Whether `--json` was given.
 * @param heading - The text heading.
 * @param head - Fields that identify the question, printed first in JSON.
 * @param d - The distribution.
 * @example
 * ```ts
 * printOdds(io, false, 'Test, attribute 12:', { attribute: 12 }, testDistribution({ attribute: 12 }));
 * ```
 * @since 0.2.0
 * @category Output
 */
export function printOdds(io: Io, json: boolean | undefined, heading: string, head: Readonly<Record<string, unknown>>, d: Distribution<Outcome>): void {
  if (json === true) {
    const out: Readonly<Record<string, unknown>> & OutcomesJson = { ...head, ...outcomesJson(d) };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
    return;
  }
  io.stdout(`${heading}\n`);
  for (const line of outcomesTable(d)) io.stdout(`${line}\n`);
}
