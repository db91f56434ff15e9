import { readFileSync } from 'node:fs';
// Mutation testing (Stryker 9.2 + its vitest runner). Not part of the default CI run:
// run it with `pnpm mutation <package> [file ...]` (see scripts/mutation.mjs).
const pkg = process.env.MUTATION_PACKAGE ?? 'zilch-core';
const files = (process.env.MUTATION_FILES ?? '').split(',').filter((f) => f.length > 0);
// `pnpm mutation <package> --report-name NAME …`: a report (and incremental file) of its own, so
// the folders of a large package can be measured in separate runs and their reports kept side by side
const report = process.env.MUTATION_REPORT ? `${pkg}.${process.env.MUTATION_REPORT}` : pkg;
// test files, test helpers and test data (`*.fixtures.ts`) are not mutated
const notTests = (dir) => [`!${dir}/**/*.test.ts`, `!${dir}/**/*.test-d.ts`, `!${dir}/**/*.fixtures.ts`, `!${dir}/**/testing.ts`];
// `pnpm mutation --sample N` / `--survivors-of R`: only the chosen mutants, as mutate ranges
const chosen = process.env.MUTATION_RANGES ? JSON.parse(readFileSync(process.env.MUTATION_RANGES, 'utf8')) : undefined;
// a folder stands for its source files (tests and test helpers left out)
const patterns = (f) => (f.endsWith('.ts') ? [`packages/${pkg}/${f}`] : [`packages/${pkg}/${f}/**/*.ts`, ...notTests(`packages/${pkg}/${f}`)]);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'pnpm',
  // pnpm hides the runner from Stryker's plugin discovery, so it is named here.
  plugins: ['@stryker-mutator/vitest-runner', ...(chosen ? ['./scripts/mutation-chosen.mjs'] : [])],
  ...(chosen ? { ignorers: ['chosen-mutants'] } : {}),
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // each mutant runs only the tests that cover it
  coverageAnalysis: 'perTest',
  mutate:
    chosen?.mutate ??
    (files.length > 0 ? files.flatMap(patterns) : [`packages/${pkg}/src/**/*.ts`, ...notTests(`packages/${pkg}/src`)]),
  // mutate the working tree (restored afterwards): a sandbox copy of a pnpm workspace loses the
  // packages' own node_modules links. Commit before running.
  inPlace: true,
  // in place, Stryker would otherwise add `// @ts-nocheck` to every source file of the repo;
  // vitest does not type-check, so nothing needs it
  disableTypeChecks: false,
  // `pnpm mutation --concurrency N` (default 1: 2 cores shared by a whole team)
  concurrency: Number(process.env['MUTATION_CONCURRENCY'] ?? 1),
  // on top of 1.5 × the covering tests' own time: a mutant that loops for ever (attempt++ → attempt--)
  // then costs 20 s, not a minute; far above the spread of a normal run
  timeoutMS: 20_000,
  // `pnpm mutation --events DIR`: each mutant's result written to DIR as it is tested
  reporters: ['clear-text', 'progress', 'json', ...(process.env.MUTATION_EVENTS ? ['event-recorder'] : [])],
  ...(process.env.MUTATION_EVENTS ? { eventReporter: { baseDir: process.env.MUTATION_EVENTS } } : {}),
  jsonReporter: { fileName: `.stryker-tmp/${report}.mutation.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: false,
  thresholds: { high: 90, low: 85, break: null },
};
