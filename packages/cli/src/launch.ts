// How the `rollwright` executable builds its program: only the command group the first word
// names is loaded (`rollwright roll 1d20` loads the dice package and commander, never a game
// package, table data or the schema library). Anything else (no command, an option such as
// `--help`, `help`, a typo that needs suggestions) loads every group, in the order of
// commands/index.ts, so the output is the same as `run`'s.
import type { RegisterCommands } from './commands/RegisterCommands.js';
import type { Io } from './io.js';
import { baseProgram, execute, withCommands, type ProgramOptions } from './programCore.js';

type Group = () => Promise<{ readonly register: RegisterCommands }>;

/** @internal Each command group's module by its command name (the names of commands/index.ts). */
export const GROUPS: Readonly<Record<string, Group>> = {
  roll: () => import('./commands/roll.js'),
  odds: () => import('./commands/odds.js'),
  demo: () => import('./commands/demo.js'),
  zilch: () => import('./commands/zilch.js'),
  table: () => import('./commands/table.js'),
  redhack: () => import('./commands/redhack/group.js'),
  vocations: () => import('./commands/vocations/index.js'),
};

/** @internal The groups `argv` needs: the one its first word names, else all of them. */
export async function groupsFor(argv: readonly string[]): Promise<readonly RegisterCommands[]> {
  const first = argv[0];
  const group = first === undefined ? undefined : Object.hasOwn(GROUPS, first) ? GROUPS[first] : undefined;
  if (group !== undefined) return [(await group()).register];
  return Object.values(await import('./commands/index.js'));
}

/** @internal `run` for the executable: the same exit codes and output, fewer modules loaded. */
export async function launch(argv: readonly string[], io: Io, options: ProgramOptions = {}): Promise<number> {
  return execute(withCommands(baseProgram(io, options), await groupsFor(argv), io), argv, io);
}
