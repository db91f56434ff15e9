// Runs every vitest project once and prints the plain closing line our CI reads:
// "N passed, N failed" (vitest's own summary is not one CI understands).
// Extra arguments go to vitest (e.g. `pnpm test packages/dice`).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const report = '.vitest-report.json';
rmSync(report, { force: true });
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit', shell: false },
);
let passed = 0;
let failed = 0;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests ?? 0;
  // A suite that failed to load has no failing test of its own: count it as one failure.
  const brokenSuites = (r.testResults ?? []).filter((s) => s.status === 'failed' && (s.assertionResults ?? []).length === 0).length;
  failed = (r.numFailedTests ?? 0) + brokenSuites;
} catch {
  failed = 1; // no report at all: vitest did not get as far as running
}
if (run.status !== 0 && failed === 0) failed = 1;
const line = `${passed} passed, ${failed} failed`;
writeFileSync('.test-summary', line + '\n');
console.log(line);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
