// Gate every package in packages/* on the shared package.json shape (style.md habit 12), then on
// `publint --strict` and `attw --pack` over its built output. Run after `pnpm build`.
//
//   node scripts/check-packages.mjs            # every package
//   node scripts/check-packages.mjs dice cli   # only these folders
//
// Rulings:
// - The CLI package is not bin-only: like every package it exports its library entry "." (the
//   command as a function), so attw runs on it with the default strict profile and no ignore
//   rules. Its `bin` is checked here instead: it must point into dist/, exist after the build and
//   start with a `#!/usr/bin/env node` line.
// - A package may not set `private` (examples/ hold the private workspace packages).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2);
const dirs = readdirSync(join(root, 'packages'))
  .filter((d) => existsSync(join(root, 'packages', d, 'package.json')))
  .filter((d) => only.length === 0 || only.includes(d))
  .sort();

let failures = 0;
const fail = (pkg, msg) => {
  failures++;
  console.error(`  ✗ ${pkg}: ${msg}`);
};

function checkShape(dir, pkg) {
  const where = `packages/${dir}`;
  const problems = [];
  const expect = (cond, msg) => cond || problems.push(msg);
  expect(pkg.name === `@rollwright/${dir}`, `name must be "@rollwright/${dir}" (is ${JSON.stringify(pkg.name)})`);
  expect(/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(pkg.version ?? ''), 'version must be semver');
  expect(typeof pkg.description === 'string' && pkg.description.length > 10, 'description missing');
  expect(pkg.license === 'MIT', 'license must be MIT');
  expect(pkg.type === 'module', 'type must be "module"');
  expect(pkg.sideEffects === false, 'sideEffects must be false');
  expect(pkg.private !== true, 'published packages must not be private');
  const dot = pkg.exports?.['.'];
  expect(dot && typeof dot === 'object', 'exports["."] missing');
  if (dot && typeof dot === 'object') {
    const keys = Object.keys(dot);
    expect(keys[0] === '@rollwright/source' && dot['@rollwright/source'] === './src/index.ts',
      'exports["."] must start with "@rollwright/source": "./src/index.ts"');
    for (const [cond, ext] of [['import', ['d.ts', 'js']], ['require', ['d.cts', 'cjs']]]) {
      const c = dot[cond];
      expect(c && Object.keys(c)[0] === 'types', `exports["."].${cond} must list "types" first`);
      expect(c?.types === `./dist/index.${ext[0]}`, `exports["."].${cond}.types must be ./dist/index.${ext[0]}`);
      expect(c?.default === `./dist/index.${ext[1]}`, `exports["."].${cond}.default must be ./dist/index.${ext[1]}`);
    }
  }
  expect(pkg.exports?.['./package.json'] === './package.json', 'exports must include "./package.json"');
  expect(pkg.main === './dist/index.cjs' && pkg.module === './dist/index.js' && pkg.types === './dist/index.d.cts',
    'top-level main/module/types must stay (node10 resolution)');
  const files = pkg.files ?? [];
  for (const f of ['dist', 'src', '!src/**/*.test.ts', '!src/**/*.test-d.ts'])
    expect(files.includes(f), `files must include ${JSON.stringify(f)}`);
  expect(pkg.engines?.node === '>=20.19', 'engines.node must be ">=20.19"');
  expect(pkg.repository?.directory === where, `repository.directory must be "${where}"`);
  expect(typeof pkg.repository?.url === 'string', 'repository.url missing');
  expect(pkg.publishConfig?.access === 'public', 'publishConfig.access must be "public"');
  expect(pkg.scripts?.build === 'tsup', 'scripts.build must be "tsup"');
  expect(existsSync(join(root, where, 'README.md')), 'README.md missing');
  for (const [name, range] of Object.entries(pkg.dependencies ?? {}))
    if (name.startsWith('@rollwright/')) expect(range === 'workspace:^', `${name} must be "workspace:^"`);
  if (pkg.bin !== undefined) {
    const entries = typeof pkg.bin === 'string' ? { [dir]: pkg.bin } : pkg.bin;
    for (const [cmd, file] of Object.entries(entries)) {
      expect(/^\.\/dist\//.test(file), `bin.${cmd} must point into ./dist/`);
      const abs = join(root, where, file);
      if (!existsSync(abs)) problems.push(`bin.${cmd} (${file}) does not exist: run pnpm build first`);
      else expect(readFileSync(abs, 'utf8').startsWith('#!/usr/bin/env node'), `bin.${cmd} must start with #!/usr/bin/env node`);
    }
  }
  return problems;
}

/** Runs a tool in the package folder; resolves to its combined output and exit status. */
function run(dir, cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: join(root, 'packages', dir) });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('close', (status) => resolve({ status, out: out.trim() }));
  });
}

// Shape checks first (fast, in order), then publint and attw for all packages at once: both
// spend most of their time in `npm pack`, so running them side by side halves the stage.
const jobs = [];
for (const dir of dirs) {
  const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
  const problems = checkShape(dir, pkg);
  console.log(`${pkg.name ?? dir}: ${problems.length === 0 ? '✓ package.json shape' : '✗ package.json shape'}`);
  for (const p of problems) fail(dir, p);
  if (!existsSync(join(root, 'packages', dir, 'dist', 'index.js'))) {
    fail(dir, 'dist/index.js missing: run `pnpm build` before the package checks');
    continue;
  }
  jobs.push({ dir, label: 'publint --strict', run: run(dir, bin('publint'), ['run', '--strict', '--pack', 'npm']) });
  jobs.push({ dir, label: 'attw --pack (profile strict)', run: run(dir, bin('attw'), ['--pack', '.', '--format', 'table-flipped', '--no-emoji', '--no-color']) });
}
for (const job of jobs) {
  const { status, out } = await job.run;
  if (status === 0) console.log(`@rollwright/${job.dir}: ✓ ${job.label}`);
  else {
    fail(`@rollwright/${job.dir}`, `${job.label} failed`);
    console.error(out.replace(/^/gm, '      '));
  }
}

console.log(failures === 0 ? `\nall ${dirs.length} packages pass` : `\n${failures} problem(s) in ${dirs.length} packages`);
process.exit(failures === 0 && dirs.length > 0 ? 0 : 1);
