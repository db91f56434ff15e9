// Which source modules an import pulls into a browser bundle, and how many minified bytes each
// adds. Bundles from source (no build needed) with esbuild, like size-limit does from dist.
//   node scripts/size-breakdown.mjs dice roll          # import { roll } from '@rollwright/dice'
//   node scripts/size-breakdown.mjs dice '*'           # the whole package
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const [pkg = 'dice', names = 'roll'] = process.argv.slice(2);
const entry = new URL(`../packages/${pkg}/src/index.ts`, import.meta.url).pathname;
const contents = names === '*' ? `export * from '${entry}';` : `export { ${names} } from '${entry}';`;
const result = await build({
  stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  conditions: ['@rollwright/source'],
  write: false,
  metafile: true,
  logLevel: 'error',
});
const code = result.outputFiles[0].contents;
const output = Object.values(result.metafile.outputs)[0];
const rows = Object.entries(output.inputs)
  .map(([file, info]) => [info.bytesInOutput, file.replace(/^.*node_modules\//, '')])
  .filter(([bytes]) => bytes > 0)
  .sort((a, b) => b[0] - a[0]);
for (const [bytes, file] of rows) console.log(String(bytes).padStart(7), file);
console.log(`${String(code.length).padStart(7)} minified, ${gzipSync(code, { level: 9 }).length} min+gz (size-limit's figure may differ by a few bytes)`);
