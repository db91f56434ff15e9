import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    // tsup 8.5 injects `baseUrl`, which TypeScript 6 deprecates (egoist/tsup#1388).
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    // Both configs build at once into dist/: keep the executable's files out of this clean.
    clean: ['!bin.js', '!bin.js.map'],
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
  },
  {
    // The `rollwright` executable: ESM only (top-level await), shebang kept, marked executable by tsup.
    entry: { bin: 'src/bin.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
  },
]);
