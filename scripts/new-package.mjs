// Writes the shared package.json shape for a package (used once when a package is created;
// scripts/check-packages.mjs keeps every package to this shape afterwards).
import { writeFileSync, mkdirSync, existsSync } from 'node:fs';
const [name, description] = process.argv.slice(2);
const dir = `packages/${name}`;
mkdirSync(`${dir}/src`, { recursive: true });
const pkg = {
  name: `@rollwright/${name}`, version: '0.0.0', description, license: 'MIT', type: 'module',
  sideEffects: false,
  exports: {
    '.': {
      '@rollwright/source': './src/index.ts',
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
    },
    './package.json': './package.json',
  },
  main: './dist/index.cjs', module: './dist/index.js', types: './dist/index.d.cts',
  files: ['dist', 'src', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
  engines: { node: '>=20.19' },
  repository: { type: 'git', url: 'git+https://github.com/rollwright/rollwright.git', directory: dir },
  publishConfig: { access: 'public' },
  scripts: { build: 'tsup' },
};
if (!existsSync(`${dir}/package.json`)) writeFileSync(`${dir}/package.json`, JSON.stringify(pkg, null, 2) + '\n');
writeFileSync(`${dir}/tsconfig.json`, JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src'] }, null, 2) + '\n');
writeFileSync(`${dir}/tsup.config.ts`, `import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // tsup 8.5 injects \`baseUrl\`, which TypeScript 6 deprecates (egoist/tsup#1388).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
`);
