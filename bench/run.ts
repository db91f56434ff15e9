// `pnpm bench [filter]`: runs every bench/*.bench.ts (each exports `run(): Promise<Row[]>`),
// then prints one table of medians. "speed-up" compares with the anchor column: anchor/median
// for times (2.0× = twice as fast as the anchor), median/anchor for ops/s.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
  if (x >= 1000) return x.toFixed(0);
  if (x >= 10) return x.toFixed(1);
  if (x >= 1) return x.toFixed(2);
  return x.toPrecision(3);
}
function ratio(r: Row): string {
  if (r.anchor === undefined || r.median === 0) return '';
  const x = r.unit === 'ms' ? r.anchor / r.median : r.median / r.anchor;
  return `${fmt(x)}×`;
}

const header = ['group', 'case', 'impl', 'median', 'unit', 'anchor', 'speed-up', 'note'];
const table = rows.map((r) => [
  r.group,
  r.case,
  r.impl,
  fmt(r.median),
  r.unit,
  r.anchor === undefined ? '' : fmt(r.anchor),
  ratio(r),
  r.note ?? '',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
const line = (cells: readonly string[]): string =>
  `| ${cells.map((c, i) => (i >= 3 && i <= 6 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w, i) => (i >= 3 && i <= 6 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
for (const row of table) console.log(line(row));
