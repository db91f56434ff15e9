import { Command, CommanderError } from 'commander';
import * as commands from './commands/index.js';
import { describeError, isInputError } from './errors.js';
import type { Io } from './io.js';

/**
 * Options for {@link createProgram} and {@link run}.
 *
 * @example
 * ```ts
 * await run(['--version'], io, { version: '0.1.0' }); // prints 0.1.0
 * ```
 * @since 0.1.0
 * @category Program
 */
export interface ProgramOptions {
  /** Version printed by `rollwright --version` (the binary reads it from package.json). */
  readonly version?: string;
}

/** Commander prefixes its own messages with `error: `; we use one `rollwright: ` prefix everywhere. */
function rewriteCommanderError(text: string): string {
  const line = text.replace(/^error: /, '').trim().replace(/\s*\n\s*/g, ' ');
  return `rollwright: ${line}\n`;
}

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
  const program = new Command('rollwright')
    .description('Roll dice, see exact odds and play the seeded rule systems at the table.')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout(s),
      writeErr: (s) => io.stderr(s),
      outputError: (s, write) => write(rewriteCommanderError(s)),
    })
    .showSuggestionAfterError(true)
    .allowExcessArguments(false);
  if (options.version !== undefined) program.version(options.version, '-V, --version', 'print the version');
  for (const register of Object.values(commands)) register(program, io);
  return program;
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
  const program = createProgram(io, options);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its message (or the help text) through io.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (isInputError(error)) {
      io.stderr(`rollwright: ${describeError(error)}\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`rollwright: internal error: ${message.split('\n')[0] ?? ''} (please report this)\n`);
    return 1;
  }
}
