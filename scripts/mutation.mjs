#!/usr/bin/env node
// pnpm mutation <package> [file ...]
//   pnpm mutation zilch-core                          every source file of the package
//   pnpm mutation zilch-core src/combat/modifiers.ts  one file (paths relative to the package)
// Runs Stryker with per-test coverage (each mutant runs only the tests that cover it) and one
// vitest project, concurrency 1. Mutates the working tree in place and restores it: commit first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [pkg, ...files] = process.argv.slice(2);
if (pkg === undefined || !existsSync(`packages/${pkg}/package.json`)) {
  console.error('usage: pnpm mutation <package> [file ...]   (package = a folder of packages/)');
  process.exit(2);
}
for (const f of files) {
  if (!existsSync(`packages/${pkg}/${f}`)) {
    console.error(`no such file: packages/${pkg}/${f}`);
    process.exit(2);
  }
}
const r = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, MUTATION_PACKAGE: pkg, MUTATION_FILES: files.join(',') },
});
process.exit(r.status ?? 1);
