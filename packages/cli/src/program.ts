import type { Command } from 'commander';
import * as commands from './commands/index.js';
import type { Io } from './io.js';
import { baseProgram, execute, withCommands } from './programCore.js';

export type { ProgramOptions } from './programCore.js';
import type { ProgramOptions } from './programCore.js';

/**
 * Builds the `rollwright` command tree: every command group listed in `src/commands/index.ts`
 * registers itself on the root command. Output goes to `io`; errors do not exit the process but
 * throw a `CommanderError` (use {@link run} to get an exit code instead).
 *
 * @param io - Where output and error messages go.
 * @param options - Optional program settings such as the version string.
 * @returns The configured commander `Command`, not yet parsed.
 * @example
 * ```ts
 * const program = createProgram(memoryIo());
 * console.log(program.commands.map((c) => c.name())); // ['demo', 'odds', 'roll', …]
 * ```
 * @since 0.1.0
 * @category Program
 */
export function createProgram(io: Io, options: ProgramOptions = {}): Command {
  return withCommands(baseProgram(io, options), Object.values(commands), io);
}

/**
 * Runs the `rollwright` program on the given arguments, in-process, and returns the exit code
 * instead of exiting: 0 on success (also for `--help` and `--version`), 2 for bad input (bad
 * notation, an option out of range, an unknown command or option), 1 for an internal error.
 * Bad input is reported on `io.stderr` as one line, `rollwright: <problem>`, never a stack trace.
 *
 * @param argv - The user's arguments, without `node` and the script path (e.g. `['roll', '2d6']`).
 * @param io - Where output and error messages go.
 * @param options - Optional program settings such as the version string.
 * @returns The process exit code: 0, 1 or 2.
 * @example
 * ```ts
 * const io = memoryIo();
 * await run(['odds', '2d6', '--json'], io); // 0, io.out holds the JSON
 * await run(['roll', '2d6+'], io);          // 2, io.err holds one line naming the position
 * ```
 * @since 0.1.0
 * @category Program
 */
export async function run(argv: readonly string[], io: Io, options: ProgramOptions = {}): Promise<number> {
  return execute(createProgram(io, options), argv, io);
}
