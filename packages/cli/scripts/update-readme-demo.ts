// Rewrites the `$ rollwright demo` block of README.md with the current demo output (seed 42).
// Run after a package changes what the demo prints:
//   npx tsx --conditions @rollwright/source packages/cli/scripts/update-readme-demo.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { memoryIo } from '../src/io.js';
import { run } from '../src/program.js';

const path = new URL('../README.md', import.meta.url);
const io = memoryIo();
if ((await run(['demo'], io)) !== 0) throw new Error(io.err);
const readme = readFileSync(path, 'utf8');
const block = /(\$ rollwright demo\n)[\s\S]*?(```)/;
if (!block.test(readme)) throw new Error('README.md has no "$ rollwright demo" block');
writeFileSync(path, readme.replace(block, (_, head: string, fence: string) => `${head}${io.out}${fence}`));
console.log('README.md demo block updated');
