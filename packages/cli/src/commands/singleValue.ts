import type { Command, Option } from 'commander';
import { CliUsageError } from '../errors.js';

/** Parsers of options that may be given more than once (they collect every value). */
const REPEATABLE = new WeakSet<object>();
/** Options already guarded, so guarding a command twice changes nothing. */
const GUARDED = new WeakSet<Option>();

/**
 * Marks an option parser as collecting: its option may be repeated (`--at-least 10 --at-least
 * 12`), so {@link refuseRepeatedValues} leaves it alone.
 *
 * @param parse - The parser, which receives each value and the values collected so far.
 * @returns The same parser.
 */
export function repeatable<F extends (value: string, previous: never) => unknown>(parse: F): F {
  REPEATABLE.add(parse);
  return parse;
}

/**
 * Makes every option that takes one value refuse to be given twice on the command line, for the
 * command and all its subcommands: `--seed 1 --seed 2` is an error naming the flag instead of
 * silently keeping the last value. Boolean flags, variadic options and parsers marked
 * {@link repeatable} are left as they are. A value from a default does not count as given.
 *
 * @param command - A command whose options are all defined.
 * @returns The same command.
 */
export function refuseRepeatedValues(command: Command): Command {
  for (const sub of command.commands) refuseRepeatedValues(sub);
  for (const option of command.options) {
    if (GUARDED.has(option) || option.isBoolean() || option.variadic || option.negate) continue;
    const parse = option.parseArg;
    if (parse !== undefined && REPEATABLE.has(parse)) continue;
    GUARDED.add(option);
    const key = option.attributeName();
    const flag = option.long ?? option.short ?? option.flags;
    option.argParser((value: string, previous: unknown): unknown => {
      // Commander records where the current value came from: 'cli' means this flag was already typed.
      if (command.getOptionValueSource(key) === 'cli') {
        throw new CliUsageError(`${flag} was given twice (again as ${JSON.stringify(value)}); it takes one value, so give it once`);
      }
      return parse === undefined ? value : parse(value, previous);
    });
  }
  return command;
}
