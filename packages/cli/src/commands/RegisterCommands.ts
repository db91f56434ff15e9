import type { Command } from 'commander';
import type { Io } from '../io.js';

/**
 * What every command group module in `src/commands/` exports as `register`: it adds the group's
 * commands to the root program with `program.command(...)` (so they inherit the error handling
 * and output settings) and writes through `io`, never to `process` directly.
 *
 * @param program - The root `rollwright` command.
 * @param io - Where the group's commands write.
 * @example
 * ```ts
 * export const register: RegisterCommands = (program, io) => {
 *   program.command('hello').action(() => io.stdout('hello\n'));
 * };
 * ```
 * @since 0.1.0
 * @category Program
 */
export type RegisterCommands = (program: Command, io: Io) => void;
