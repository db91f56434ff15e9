// Installs the packages the way the README tells users to and uses them from a scratch project
// outside the workspace (run by .ci/run after `pnpm build`):
// 1. `pnpm pack:all` (scripts/pack-all.mjs): every package in packages/* packed by pnpm, which
//    rewrites `workspace:^` to real ranges, into ./tarballs/ — the documented way to pack;
// 2. `npm install <every tarball in ./tarballs>` into a fresh temp project, exactly as the README
//    says (third-party deps from the registry), and check no `workspace:` range leaked;
// 3. import each package as ESM and require it as CJS;
// 4. typecheck a small program against the installed .d.ts/.d.cts under moduleResolution
//    node16 (ESM and CJS files) and bundler, strict, with skipLibCheck OFF;
// 5. run the installed `rollwright` binary: `npx rollwright roll 2d6 --seed 1`.
//   node scripts/consumer-check.mjs            (KEEP=1 keeps the scratch folder for a look)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tsc = join(root, 'node_modules/.bin/tsc');
const scratch = mkdtempSync(join(tmpdir(), 'rollwright-consumer-'));
const tarballs = join(root, 'tarballs');
const app = join(scratch, 'app');
mkdirSync(app);

let failures = 0;
function run(label, cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts, env: { ...process.env, ...opts.env } });
  const ok = r.status === 0;
  console.log(`${ok ? '✓' : '✗'} ${label}`);
  if (!ok) {
    failures++;
    console.log(`${r.stdout ?? ''}${r.stderr ?? ''}`.trim().replace(/^/gm, '    '));
  }
  return { ok, out: `${r.stdout ?? ''}` };
}

const pkgs = readdirSync(join(root, 'packages'))
  .filter((d) => existsSync(join(root, 'packages', d, 'package.json')))
  .sort()
  .map((d) => ({ dir: d, ...JSON.parse(readFileSync(join(root, 'packages', d, 'package.json'), 'utf8')) }));

// 1. Pack, the documented way.
const packed = run('pnpm pack:all (scripts/pack-all.mjs) packs every package into tarballs/', 'node', [join(root, 'scripts/pack-all.mjs')], { cwd: root });
const made = packed.ok ? readdirSync(tarballs).filter((f) => f.endsWith('.tgz')).sort() : [];
if (made.length !== pkgs.length) {
  console.log(`✗ not every package was packed (${made.length} tarballs for ${pkgs.length} packages)`);
  process.exit(1);
}

// 2. Install into a scratch project that knows nothing of the workspace, as the README says.
writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'rollwright-scratch-consumer', private: true, type: 'module' }, null, 2));
const install = run('npm install tarballs/*.tgz into a scratch project', 'npm',
  ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...made.map((f) => join(tarballs, f))], { cwd: app });
if (!install.ok) process.exit(1);
for (const p of pkgs) {
  const installed = JSON.parse(readFileSync(join(app, 'node_modules', p.name, 'package.json'), 'utf8'));
  const leaked = Object.entries(installed.dependencies ?? {}).filter(([, v]) => String(v).startsWith('workspace:'));
  if (leaked.length > 0) {
    failures++;
    console.log(`✗ ${p.name}: packed package.json still has workspace: ranges: ${leaked.map(([n]) => n).join(', ')}`);
  }
  if (installed.version !== p.version) {
    failures++;
    console.log(`✗ ${p.name}: installed ${installed.version}, not the tarball's ${p.version} (a registry copy?)`);
  }
}

// 3. ESM import and CJS require of every package.
for (const p of pkgs) {
  run(`${p.name}: import (ESM)`, 'node', ['--input-type=module', '-e',
    `const m = await import(${JSON.stringify(p.name)}); if (Object.keys(m).length < 1) throw new Error('no exports');`], { cwd: app });
  run(`${p.name}: require (CJS)`, 'node', ['-e',
    `const m = require(${JSON.stringify(p.name)}); if (Object.keys(m).length < 1 || typeof m.then === 'function') throw new Error('bad CJS exports');`], { cwd: app });
}
// The same seed gives the same roll through both builds.
const dice = pkgs.find((p) => p.dir === 'dice');
if (dice) {
  run('@rollwright/dice: ESM and CJS builds roll the same', 'node', ['--input-type=module', '-e', `
    import { createRequire } from 'node:module';
    const esm = await import('@rollwright/dice');
    const cjs = createRequire(import.meta.url)('@rollwright/dice');
    const a = JSON.stringify(esm.roll(esm.seed(7), '4d6kh3+2')[0]);
    const b = JSON.stringify(cjs.roll(cjs.seed(7), '4d6kh3+2')[0]);
    if (a !== b) throw new Error(a + ' vs ' + b);`], { cwd: app });
}

// 4. Typecheck a small program against the installed declarations.
const imports = pkgs.map((p, i) => `import * as pkg${i} from '${p.name}';`).join('\n');
const uses = pkgs.map((_, i) => `pkg${i}`).join(', ');
const program = `${imports}
import { distribution, formatFraction, probabilityAtLeast, roll, seed, type Rng, type RollResult } from '@rollwright/dice';

const r0: Rng = seed(42);
const [result, r1]: readonly [RollResult, Rng] = roll(r0, '2d20kh1 + 3');
const face: number | undefined = result.dice[0]?.face;
const odds: string = formatFraction(probabilityAtLeast(distribution('2d6'), 7));
export const summary: string = \`\${result.total} \${String(face)} \${odds} \${JSON.stringify(r1)}\`;
export const everything: readonly object[] = [${uses}];
`;
writeFileSync(join(app, 'program.mts'), program);
writeFileSync(join(app, 'program.ts'), program);
writeFileSync(join(app, 'program.cts'), `import dice = require('@rollwright/dice');
${pkgs.filter((p) => p.dir !== 'dice').map((p, i) => `import other${i} = require('${p.name}');`).join('\n')}
const [result] = dice.roll(dice.seed(1), '3d6');
export const total: number = result.total;
export const others: readonly object[] = [${pkgs.filter((p) => p.dir !== 'dice').map((_, i) => `other${i}`).join(', ')}];
`);
const strict = {
  strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, noImplicitOverride: true,
  skipLibCheck: false, noEmit: true, target: 'ES2022', types: [],
  // A browser consumer's lib: zod (used by @rollwright/tables) refers to the global URL type.
  lib: ['ES2022', 'DOM'],
};
writeFileSync(join(app, 'tsconfig.node16.json'), JSON.stringify({ compilerOptions: { ...strict, module: 'node16', moduleResolution: 'node16' }, files: ['program.mts', 'program.cts'] }, null, 2));
writeFileSync(join(app, 'tsconfig.bundler.json'), JSON.stringify({ compilerOptions: { ...strict, module: 'preserve', moduleResolution: 'bundler' }, files: ['program.ts'] }, null, 2));
run('typecheck a consumer program: moduleResolution node16 (ESM .mts + CJS .cts), strict, no skipLibCheck', tsc, ['-p', 'tsconfig.node16.json'], { cwd: app });
run('typecheck a consumer program: moduleResolution bundler, strict, no skipLibCheck', tsc, ['-p', 'tsconfig.bundler.json'], { cwd: app });

// 5. The installed binary.
const cli = pkgs.find((p) => p.bin && Object.keys(typeof p.bin === 'string' ? { [p.dir]: p.bin } : p.bin).includes('rollwright'));
if (!cli) {
  failures++;
  console.log('✗ no package declares the `rollwright` binary');
} else {
  const r = run('npx rollwright roll 2d6 --seed 1 (installed binary)', 'npx', ['--no-install', 'rollwright', 'roll', '2d6', '--seed', '1'], { cwd: app });
  if (r.ok) console.log(r.out.trim().replace(/^/gm, '    '));
  const again = run('npx rollwright roll 2d6 --seed 1 is deterministic', 'npx', ['--no-install', 'rollwright', 'roll', '2d6', '--seed', '1'], { cwd: app });
  if (again.ok && again.out !== r.out) {
    failures++;
    console.log('✗ the same seed printed different rolls');
  }
}

if (process.env['KEEP']) console.log(`scratch project kept at ${scratch}`);
else rmSync(scratch, { recursive: true, force: true });
console.log(failures === 0 ? `consumer check passed (${pkgs.length} packages)` : `consumer check: ${failures} failure(s)`);
process.exit(failures === 0 ? 0 : 1);
