// The program without its command groups, and how it runs: shared by `createProgram`/`run`
// (every group, loaded up front) and the executable, which loads only the group it is asked
// for (see launch.ts), so `rollwright roll` never loads the game packages or a schema library.
import { Command, CommanderError } from 'commander';
import type { RegisterCommands } from './commands/RegisterCommands.js';
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

/** @internal The root `rollwright` command with its settings and no command group yet. */
export function baseProgram(io: Io, options: ProgramOptions): Command {
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
  return program;
}

/** @internal Registers command groups on `program`, in the order given. */
export function withCommands(program: Command, groups: readonly RegisterCommands[], io: Io): Command {
  for (const register of groups) register(program, io);
  return program;
}

/** @internal Parses `argv` with `program` and turns the outcome into an exit code (see `run`). */
export async function execute(program: Command, argv: readonly string[], io: Io): Promise<number> {
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
