import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', dialects: 'src/dialects/index.ts' },
  format: ['esm', 'cjs'],
  // tsup 8.5 injects `baseUrl`, which TypeScript 6 deprecates (egoist/tsup#1388).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
