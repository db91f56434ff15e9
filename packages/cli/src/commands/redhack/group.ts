import type { RegisterCommands } from '../RegisterCommands.js';
import * as subcommands from './index.js';
import { refuseRepeatedValues } from '../singleValue.js';

/**
 * Registers the `rollwright redhack` command group and every subcommand listed in
 * `src/commands/redhack/index.ts` (`test`, `save`, `opposed`, `character`, …): RedHack in both
 * editions, `--edition classic|draft31` (default draft31).
 *
 * @param program - The root command.
 * @param io - Output.
 * @example
 * ```ts
 * register(program, io); // then: rollwright redhack test --attribute 12 --difficulty 4
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  const group = program
    .command('redhack')
    .description('RedHack (classic and the 3.1 draft): exact test, save and opposed odds, characters');
  for (const add of Object.values(subcommands)) add(group, io);
  refuseRepeatedValues(program); // a flag that takes one value may be given only once
};
