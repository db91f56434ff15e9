#!/usr/bin/env node
// node scripts/mutation-score.mjs <report.json ...> [--survivors]
// node scripts/mutation-score.mjs --events DIR [--survivors]   (a run still going: see --events in scripts/mutation.mjs)
// Reads Stryker JSON reports (from `pnpm mutation … --report-name NAME`) and prints each file's
// counts and score, and the score of all the reports together. With --survivors, also each
// surviving or uncovered mutant: file, line, mutator and replacement. A file measured in two
// reports counts once, from the report given last.
// Score = (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker counts it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const survivors = args.includes('--survivors');
const eventsAt = args.indexOf('--events');
const eventsDir = eventsAt === -1 ? undefined : args[eventsAt + 1];
const reports = args.filter((a, i) => !a.startsWith('--') && (eventsAt === -1 || i !== eventsAt + 1));
if ((reports.length === 0) === (eventsDir === undefined)) {
  console.error('usage: node scripts/mutation-score.mjs <report.json ...> [--survivors]\n       node scripts/mutation-score.mjs --events DIR [--survivors]');
  process.exit(2);
}
const files = new Map();
if (eventsDir !== undefined) {
  // one file per tested mutant (Stryker's event-recorder): the results so far
  for (const name of readdirSync(eventsDir).filter((n) => n.endsWith('-onMutantTested.json')).sort()) {
    const m = JSON.parse(readFileSync(join(eventsDir, name), 'utf8'));
    const list = files.get(m.fileName) ?? [];
    list.push(m);
    files.set(m.fileName, list);
  }
}
for (const r of reports) {
  const json = JSON.parse(readFileSync(r, 'utf8'));
  for (const [path, f] of Object.entries(json.files ?? {})) files.set(path, f.mutants ?? []);
}
const count = (ms) => {
  const c = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, other: 0 };
  for (const m of ms) c[m.status in c ? m.status : 'other']++;
  const detected = c.Killed + c.Timeout;
  const valid = detected + c.Survived + c.NoCoverage;
  return { ...c, valid, score: valid === 0 ? 100 : (100 * detected) / valid };
};
const rows = [...files].sort(([a], [b]) => a.localeCompare(b));
console.log('| File | Mutants | Killed | Timeout | Survived | No coverage | Score |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
const all = [];
for (const [path, ms] of rows) {
  const c = count(ms);
  all.push(...ms);
  console.log(`| \`${path.replace(/^.*?packages\/[^/]+\//, '')}\` | ${c.valid} | ${c.Killed} | ${c.Timeout} | ${c.Survived} | ${c.NoCoverage} | ${c.score.toFixed(2)} % |`);
}
const t = count(all);
console.log(`| **all ${rows.length} files** | ${t.valid} | ${t.Killed} | ${t.Timeout} | ${t.Survived} | ${t.NoCoverage} | **${t.score.toFixed(2)} %** |`);
if (survivors) {
  console.log('\n| File | Line | Mutator | Replacement | Status |\n|---|---:|---|---|---|');
  for (const [path, ms] of rows) {
    for (const m of ms) {
      if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      const rep = String(m.replacement ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 80);
      console.log(`| \`${path.replace(/^.*?packages\/[^/]+\//, '')}\` | ${m.location.start.line} | ${m.mutatorName} | \`${rep}\` | ${m.status} |`);
    }
  }
}
