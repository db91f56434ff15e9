#!/usr/bin/env node
// node scripts/mutation-score.mjs <report.json ...> [--survivors]
// node scripts/mutation-score.mjs --events DIR [--survivors]   (a run still going: see --events in scripts/mutation.mjs)
// node scripts/mutation-score.mjs --only SAMPLE.json <report.json ...>   (count only the mutants listed, e.g. a --sample)
// node scripts/mutation-score.mjs --merge <report.json ...>   (mutant by mutant: a --survivors-of re-run given last
//                                                               updates the mutants it re-tested, the rest stay)
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
const onlyAt = args.indexOf('--only');
const onlyFile = onlyAt === -1 ? undefined : args[onlyAt + 1];
const merge = args.includes('--merge');
const reports = args.filter((a, i) => !a.startsWith('--') && (eventsAt === -1 || i !== eventsAt + 1) && (onlyAt === -1 || i !== onlyAt + 1));
if ((reports.length === 0) === (eventsDir === undefined)) {
  console.error('usage: node scripts/mutation-score.mjs [--merge] [--only SAMPLE.json] <report.json ...> [--survivors]\n       node scripts/mutation-score.mjs --events DIR [--only SAMPLE.json] [--survivors]');
  process.exit(2);
}
if (onlyAt !== -1 && (onlyFile === undefined || onlyFile.startsWith('--'))) {
  console.error('--only takes the JSON list of a sample (.stryker-tmp/<report>.sample.json, written by pnpm mutation --sample)');
  process.exit(2);
}
// one mutant, the same in every report of the same source: file (from packages/), place, mutator, replacement
const keyOf = (path, m) => `${path.slice(Math.max(0, path.indexOf('packages/')))}|${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column}|${m.mutatorName}|${m.replacement}`;
const only = onlyFile === undefined ? undefined : new Set(JSON.parse(readFileSync(onlyFile, 'utf8')).map((m) => keyOf(m.file, m)));
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
  for (const [path, f] of Object.entries(json.files ?? {})) {
    const ms = f.mutants ?? [];
    if (!merge || !files.has(path)) {
      files.set(path, ms);
      continue;
    }
    // --merge: a mutant tested again takes its newer result; the others keep theirs
    const newer = new Map(ms.filter((m) => m.status !== 'Ignored').map((m) => [keyOf(path, m), m]));
    const kept = files.get(path).map((m) => newer.get(keyOf(path, m)) ?? m);
    const known = new Set(kept.map((m) => keyOf(path, m)));
    files.set(path, [...kept, ...[...newer.values()].filter((m) => !known.has(keyOf(path, m)))]);
  }
}
if (only !== undefined) {
  for (const [path, ms] of files) {
    const chosen = ms.filter((m) => only.has(keyOf(path, m)));
    if (chosen.length === 0) files.delete(path);
    else files.set(path, chosen);
  }
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
