import { seed, split, type Rng } from '@rollwright/dice';
import { demoSections } from '../demo/sections.js';
import { parseSeed } from '../options.js';
import type { RegisterCommands } from './RegisterCommands.js';
import { refuseRepeatedValues } from './singleValue.js';

/**
 * Seed `rollwright demo` uses when none is given.
 *
 * @example
 * ```ts
 * await run(['demo'], io); // same output as: rollwright demo --seed 42
 * ```
 * @since 0.1.0
 * @category Demo
 */
export const DEFAULT_DEMO_SEED = 42;

interface DemoOptions {
  readonly seed: number;
}

/**
 * Registers `rollwright demo [--seed N]`.
 *
 * @param program - The root command.
 * @param io - Output.
 * @example
 * ```ts
 * register(program, io); // then: rollwright demo --seed 7
 * ```
 * @since 0.1.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  program
    .command('demo')
    .description('a short seeded tour of every Rollwright package (same seed, same output)')
    .option('-s, --seed <n>', 'seed: any safe integer', parseSeed, DEFAULT_DEMO_SEED)
    .action((options: DemoOptions) => {
      io.stdout(`Rollwright demo, seed ${options.seed} (rerun with --seed ${options.seed} for the same output)\n`);
      let rng: Rng = seed(options.seed);
      for (const section of demoSections) {
        const [mine, rest] = split(rng);
        rng = rest;
        const [lines] = section.run(mine);
        io.stdout(`\n== ${section.title} (${section.package})\n`);
        for (const line of lines) io.stdout(`${line}\n`);
      }
    });
  refuseRepeatedValues(program); // a flag that takes one value may be given only once
};
