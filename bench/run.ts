// `pnpm bench [filter]`: runs every bench/*.bench.ts (each exports `run(): Promise<Row[]>`),
// then prints one table. Times are medians over interleaved rounds (bench/harness.ts) with their
// interquartile range; "÷ best peer" and "÷ hand loop" are speed ratios (2.00× = twice as fast).
// Every row says whether it was measured in this run or quoted (and from where).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Row } from './types.js';

// Benchmark the workspace sources, not whatever dist/ happens to hold: re-run this script once
// with the `@rollwright/source` export condition (the same one vitest and tsc use).
const SOURCE = '--conditions=@rollwright/source';
if (!process.execArgv.includes(SOURCE)) {
  const child = spawnSync(process.execPath, [SOURCE, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter === undefined || f.includes(filter))
  .sort();

const rows: Row[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(`${dir}${file}`).href)) as { run?: () => Promise<Row[]> };
  if (typeof mod.run !== 'function') throw new Error(`${file} does not export run(): Promise<Row[]>`);
  process.stderr.write(`running ${file}…\n`);
  rows.push(...(await mod.run()));
}

function fmt(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (x >= 1000) return x.toFixed(0);
  if (x >= 10) return x.toFixed(1);
  if (x >= 1) return x.toFixed(2);
  return x.toPrecision(3);
}
const times = (x: number | undefined): string => (x === undefined ? '' : `${fmt(x)}×`);
function vsAnchor(r: Row): string {
  if (r.anchor === undefined || r.median === 0) return '';
  return times(r.unit === 'ops/s' ? r.median / r.anchor : r.anchor / r.median);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const load = loadavg().map((x) => x.toFixed(1)).join(' ');
console.log(`Node ${process.version}, ${cpus().length} × ${cpu}, load average ${load} at the end of the run (other processes share the cores: compare rows of one case, not runs).`);
console.log('"measured" rows were timed in this run (CPU time of this process, so waiting for a core is left out; the CLI rows are wall time), their case\'s tasks interleaved round by round; "quoted" rows were not (the note names the source).');
const header = ['group', 'case', 'impl', 'median', 'unit', 'p25–p75', '÷ best peer', '÷ hand loop', 'anchor', '÷ anchor', 'target', 'src', 'note'];
const numeric = new Set([3, 5, 6, 7, 8, 9]);
const table = rows.map((r) => [
  r.group,
  r.case,
  r.impl,
  fmt(r.median),
  r.unit,
  r.spread === undefined ? '' : `${fmt(r.spread[0])}–${fmt(r.spread[1])}`,
  times(r.vsPeer),
  times(r.vsHand),
  r.anchor === undefined ? '' : fmt(r.anchor),
  vsAnchor(r),
  r.target ?? '',
  r.source,
  r.note ?? '',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
const line = (cells: readonly string[]): string => `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
for (const row of table) console.log(line(row));
