#!/usr/bin/env node
// pnpm mutation <package> [--concurrency N] [--without-hostile] [--incremental] [--report-name NAME] [--events DIR]
//                          [--sample N [--sample-seed S] | --survivors-of REPORT] [--plan] [file|folder ...]
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
//   --sample N          test a random sample of N of the mutants (of the package, or of the files given)
//                       instead of all of them, for a package too large to run whole. The sample is the N
//                       mutants with the smallest SHA-256 of "S|file|line:col|mutator|replacement" (S from
//                       --sample-seed, default 1), so the same seed and source give the same sample; it is
//                       written to .stryker-tmp/<report>.sample.json. Stryker also tests the mutants nested
//                       inside a sampled one's code: count only the sample with
//                       node scripts/mutation-score.mjs --only .stryker-tmp/<report>.sample.json <report.json>
//   --survivors-of R    test only the mutants that survived (or had no coverage) in the report R, e.g. after
//                       adding tests, then merge: node scripts/mutation-score.mjs --merge R <new report>
//   --plan              with --sample or --survivors-of: write the chosen mutants and their ranges, run nothing
// Runs Stryker with per-test coverage (each mutant runs only the tests that cover it) and one
// vitest project. Mutates the working tree in place and restores it: commit first.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const usage = 'usage: pnpm mutation <package> [--concurrency N] [--without-hostile] [--incremental] [--report-name NAME] [--events DIR] [--sample N [--sample-seed S] | --survivors-of REPORT] [--plan] [file|folder ...]   (package = a folder of packages/)';
let concurrency = '1';
let hostile = '1';
let incremental = false;
let reportName = '';
let events = '';
let sample = 0;
let sampleSeed = '1';
let survivorsOf = '';
let planOnly = false;
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
  else if (a === '--sample') {
    const n = args[++i] ?? '';
    if (!/^[1-9][0-9]{0,5}$/.test(n)) {
      console.error(`--sample takes a whole number from 1 to 999999, got ${JSON.stringify(args[i] ?? null)}\n${usage}`);
      process.exit(2);
    }
    sample = Number(n);
  } else if (a === '--sample-seed') {
    sampleSeed = args[++i] ?? '';
    if (!/^[A-Za-z0-9_-]+$/.test(sampleSeed)) {
      console.error(`--sample-seed takes letters, digits, - and _, got ${JSON.stringify(args[i] ?? null)}\n${usage}`);
      process.exit(2);
    }
  } else if (a === '--survivors-of') {
    survivorsOf = args[++i] ?? '';
    if (!existsSync(survivorsOf)) {
      console.error(`--survivors-of takes a Stryker JSON report, got ${JSON.stringify(args[i] ?? null)} (no such file)\n${usage}`);
      process.exit(2);
    }
  }
  else if (a === '--plan') planOnly = true;
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
if (sample > 0 && survivorsOf !== '') {
  console.error(`--sample and --survivors-of do not go together\n${usage}`);
  process.exit(2);
}
const report = reportName === '' ? pkg : `${pkg}.${reportName}`;
// --sample / --survivors-of: the chosen mutants as Stryker mutate ranges ("file:line:col-line:col",
// lines from 1, columns from 0), handed to stryker.config.mjs in a file
let ranges = '';
if (sample > 0 || survivorsOf !== '') {
  const chosen = sample > 0 ? await sampleMutants(pkg, files, sample, sampleSeed) : survivorsIn(survivorsOf, pkg);
  if (chosen.length === 0) {
    console.error(sample > 0 ? 'no mutants to sample' : `no surviving mutants of packages/${pkg} in ${survivorsOf}`);
    process.exit(2);
  }
  mkdirSync('.stryker-tmp', { recursive: true });
  if (sample > 0) writeFileSync(`.stryker-tmp/${report}.sample.json`, JSON.stringify(chosen, null, 1));
  // Stryker mutates every node inside a range: scripts/mutation-chosen.mjs (an ignore plugin) then
  // skips the nodes that hold no chosen mutant, so the nested ones are not tested as well
  ranges = `.stryker-tmp/${report}.chosen.json`;
  writeFileSync(ranges, JSON.stringify({
    mutate: chosen.map((m) => `${m.file}:${m.location.start.line}:${m.location.start.column - 1}-${m.location.end.line}:${m.location.end.column - 1}`),
    mutants: chosen.map((m) => ({ file: resolve(m.file), location: m.location })),
  }));
  console.log(`${chosen.length} mutants chosen (${sample > 0 ? `sample, seed ${sampleSeed}: .stryker-tmp/${report}.sample.json` : `survivors of ${survivorsOf}`}); ranges: ${ranges}`);
}
if (planOnly) {
  if (ranges === '') {
    console.error(`--plan goes with --sample or --survivors-of\n${usage}`);
    process.exit(2);
  }
  process.exit(0);
}
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
    MUTATION_RANGES: ranges,
  },
});
process.exit(r.status ?? 1);

// The source files Stryker mutates for these arguments (as stryker.config.mjs selects them).
function sourceFiles(pkgName, given) {
  const isSource = (f) => f.endsWith('.ts') && !/\.(test|test-d|fixtures)\.ts$/.test(f) && !f.endsWith('/testing.ts');
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]));
  const roots = given.length > 0 ? given : ['src'];
  return roots.flatMap((f) => (f.endsWith('.ts') ? [`packages/${pkgName}/${f}`] : walk(`packages/${pkgName}/${f}`).filter(isSource))).sort();
}

// Every mutant of the files, listed by Stryker's own instrumenter (nothing is run), then the n with
// the smallest hash. Locations as in Stryker's reports: lines and columns from 1.
async function sampleMutants(pkgName, given, n, seedText) {
  // the instrumenter is Stryker core's own dependency: found from core's folder, loaded by its export
  const core = createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json');
  const manifest = createRequire(core).resolve('@stryker-mutator/instrumenter/package.json');
  const entry = JSON.parse(readFileSync(manifest, 'utf8')).exports['.'].import;
  const { Instrumenter } = await import(pathToFileURL(resolve(dirname(manifest), entry)).href);
  const quiet = () => {};
  const logger = { debug: quiet, trace: quiet, info: quiet, warn: console.error, error: console.error, fatal: console.error, isTraceEnabled: () => false, isDebugEnabled: () => false, isInfoEnabled: () => false, isWarnEnabled: () => true, isErrorEnabled: () => true, isFatalEnabled: () => true };
  const instrumenter = new Instrumenter(logger);
  const all = [];
  for (const file of sourceFiles(pkgName, given)) {
    const { mutants } = await instrumenter.instrument([{ name: resolve(file), mutate: true, content: readFileSync(file, 'utf8') }], { plugins: null, excludedMutations: [], ignorers: [] });
    for (const m of mutants) {
      const location = { start: { line: m.location.start.line + 1, column: m.location.start.column + 1 }, end: { line: m.location.end.line + 1, column: m.location.end.column + 1 } };
      const key = `${file}|${location.start.line}:${location.start.column}-${location.end.line}:${location.end.column}|${m.mutatorName}|${m.replacement}`;
      all.push({ file, location, mutatorName: m.mutatorName, replacement: m.replacement, hash: createHash('sha256').update(`${seedText}|${key}`).digest('hex') });
    }
  }
  console.log(`${all.length} mutants in ${new Set(all.map((m) => m.file)).size} files`);
  return all
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0))
    .slice(0, n)
    .map(({ hash: _hash, ...m }) => m)
    .sort((a, b) => a.file.localeCompare(b.file) || a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
}

// The survived and uncovered mutants of one package in a Stryker JSON report.
function survivorsIn(reportFile, pkgName) {
  const json = JSON.parse(readFileSync(reportFile, 'utf8'));
  const out = [];
  for (const [path, f] of Object.entries(json.files ?? {})) {
    const at = path.indexOf(`packages/${pkgName}/`);
    if (at === -1) continue;
    for (const m of f.mutants ?? []) {
      if (m.status === 'Survived' || m.status === 'NoCoverage') out.push({ file: path.slice(at), location: m.location, mutatorName: m.mutatorName, replacement: m.replacement });
    }
  }
  return out;
}
