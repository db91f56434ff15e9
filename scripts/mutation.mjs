#!/usr/bin/env node
// pnpm mutation <package> [--concurrency N] [--without-hostile] [--incremental] [--report-name NAME] [--events DIR] [file|folder ...]
//   pnpm mutation zilch-core                          every source file of the package
//   pnpm mutation zilch-core src/combat/modifiers.ts  one file (paths relative to the package)
//   pnpm mutation zilch-core src/injury src/magic     the source files of two folders
//   --concurrency N     Stryker test-runner processes (default 1; 2 on an otherwise idle 2-core machine)
//   --without-hostile   leave out the hostile-input test files (`hostile*.test.ts`): they cover
//                       almost every line but check robustness, not rules, and take about 40 % of
//                       each mutant's time. A score measured without them is a lower bound.
//   --incremental       keep each mutant's result in .stryker-tmp/<package>.incremental.json and
//                       reuse it on the next --incremental run for source files that did not change
//                       (Stryker's incremental mode; with the vitest runner it does not see new or
//                       changed tests, so run without it after adding tests)
//   --report-name NAME  write .stryker-tmp/<package>.NAME.mutation.json (and NAME's own incremental
//                       file), so a large package can be measured folder by folder
//   --events DIR        also write each mutant's result to DIR as soon as it is tested (Stryker's
//                       event-recorder reporter; DIR is emptied first), so the survivors of a long
//                       run can be read while it runs: node scripts/mutation-score.mjs --events DIR
// Runs Stryker with per-test coverage (each mutant runs only the tests that cover it) and one
// vitest project. Mutates the working tree in place and restores it: commit first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const usage = 'usage: pnpm mutation <package> [--concurrency N] [--without-hostile] [--incremental] [--report-name NAME] [--events DIR] [file|folder ...]   (package = a folder of packages/)';
let concurrency = '1';
let hostile = '1';
let incremental = false;
let reportName = '';
let events = '';
const positional = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--concurrency') {
    concurrency = args[++i] ?? '';
    if (!/^[1-9][0-9]?$/.test(concurrency)) {
      console.error(`--concurrency takes a whole number from 1 to 99, got ${JSON.stringify(args[i] ?? null)}\n${usage}`);
      process.exit(2);
    }
  } else if (a === '--without-hostile') hostile = '0';
  else if (a === '--incremental') incremental = true;
  else if (a === '--report-name') {
    reportName = args[++i] ?? '';
    if (!/^[A-Za-z0-9_-]+$/.test(reportName)) {
      console.error(`--report-name takes letters, digits, - and _, got ${JSON.stringify(args[i] ?? null)}\n${usage}`);
      process.exit(2);
    }
  }
  else if (a === '--events') {
    events = args[++i] ?? '';
    if (events === '' || events.startsWith('--')) {
      console.error(`--events takes a folder, got ${JSON.stringify(args[i] ?? null)}\n${usage}`);
      process.exit(2);
    }
  }
  else if (a.startsWith('--')) {
    console.error(`unknown option ${a}\n${usage}`);
    process.exit(2);
  } else positional.push(a);
}
const [pkg, ...files] = positional;
if (pkg === undefined || !existsSync(`packages/${pkg}/package.json`)) {
  console.error(usage);
  process.exit(2);
}
for (const f of files) {
  if (!existsSync(`packages/${pkg}/${f}`)) {
    console.error(`no such file or folder: packages/${pkg}/${f}`);
    process.exit(2);
  }
}
const report = reportName === '' ? pkg : `${pkg}.${reportName}`;
const extra = incremental ? ['--incremental', '--incrementalFile', `.stryker-tmp/${report}.incremental.json`] : [];
const r = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...extra], {
  stdio: 'inherit',
  env: {
    ...process.env,
    MUTATION_PACKAGE: pkg,
    MUTATION_FILES: files.join(','),
    MUTATION_CONCURRENCY: concurrency,
    MUTATION_HOSTILE: hostile,
    MUTATION_REPORT: reportName,
    MUTATION_EVENTS: events,
  },
});
process.exit(r.status ?? 1);
