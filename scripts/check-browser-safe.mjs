// Bundles every library package's built ESM entry for the browser (esbuild, platform "browser")
// and fails if any Node built-in (`node:fs`, `crypto`, `path`…) is reachable from it.
// The CLI is the one package meant for Node only, so it is skipped.
// Run after `pnpm build`:  node scripts/check-browser-safe.mjs
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const NODE_ONLY = new Set(['cli']);
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

const dirs = readdirSync(join(root, 'packages'))
  .filter((d) => existsSync(join(root, 'packages', d, 'package.json')) && !NODE_ONLY.has(d))
  .sort();

let failed = 0;
for (const dir of dirs) {
  const entry = join(root, 'packages', dir, 'dist', 'index.js');
  const name = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')).name;
  if (!existsSync(entry)) {
    console.error(`✗ ${name}: ${entry} missing (run pnpm build first)`);
    failed++;
    continue;
  }
  const hits = [];
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    minify: true,
    logLevel: 'silent',
    metafile: true,
    plugins: [{
      name: 'no-node-builtins',
      setup(b) {
        b.onResolve({ filter: /.*/ }, (args) => {
          if (builtins.has(args.path) || args.path.startsWith('node:')) {
            hits.push(`${args.path} (imported by ${args.importer.replace(root, '')})`);
            return { path: args.path, external: true };
          }
          return undefined;
        });
      },
    }],
  }).catch((e) => ({ error: e }));
  if ('error' in result) {
    console.error(`✗ ${name}: browser bundle failed: ${result.error.message}`);
    failed++;
  } else if (hits.length > 0) {
    console.error(`✗ ${name}: Node built-ins reach the browser bundle:\n    ${hits.join('\n    ')}`);
    failed++;
  } else {
    const bytes = result.outputFiles[0]?.contents.length ?? 0;
    console.log(`✓ ${name}: browser bundle has no Node built-ins (${(bytes / 1024).toFixed(1)} kB minified, all exports)`);
  }
}
process.exit(failed === 0 && dirs.length > 0 ? 0 : 1);
