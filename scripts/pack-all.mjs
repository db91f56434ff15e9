// `pnpm pack:all`: packs every package in packages/* into ./tarballs/ as installable tarballs.
// `pnpm pack` (not `npm pack`) writes the real version ranges in place of `workspace:^`, so the
// tarballs install anywhere: `npm install /path/to/rollwright/tarballs/*.tgz`. Run `pnpm build`
// first (the tarballs ship dist/); the folder is emptied first so no stale version lingers.
// scripts/consumer-check.mjs installs exactly what this script writes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const TARBALLS = join(root, 'tarballs');

const missing = readdirSync(join(root, 'packages'))
  .filter((d) => existsSync(join(root, 'packages', d, 'package.json')))
  .filter((d) => !existsSync(join(root, 'packages', d, 'dist', 'index.js')));
if (missing.length > 0) {
  console.error(`pack:all: not built yet (${missing.join(', ')} has no dist/index.js): run \`pnpm build\` first`);
  process.exit(1);
}
rmSync(TARBALLS, { recursive: true, force: true });
// Under `pnpm run`, npm_execpath is the pnpm that runs us; otherwise use the pinned one.
const execPath = process.env['npm_execpath'];
const [cmd, pre] = execPath !== undefined && /pnpm/.test(execPath) && /\.c?js$/.test(execPath)
  ? [process.execPath, [execPath]]
  : ['npx', ['-y', 'pnpm@10.34.8']];
const r = spawnSync(cmd, [...pre, '-r', '--filter', './packages/**', 'pack', '--pack-destination', TARBALLS], {
  cwd: root,
  encoding: 'utf8',
});
if (r.status !== 0) {
  console.error(`${r.stdout ?? ''}${r.stderr ?? ''}`);
  process.exit(r.status ?? 1);
}
const made = readdirSync(TARBALLS).filter((f) => f.endsWith('.tgz')).sort();
console.log(`packed ${made.length} packages into tarballs/:`);
for (const f of made) console.log(`  tarballs/${f}`);
console.log(`install them together (each package needs its @rollwright/* dependencies beside it):\n  npm install ${join(TARBALLS, '*.tgz')}`);
