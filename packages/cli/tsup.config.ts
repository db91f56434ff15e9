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
    // Bundled with its dependencies (from the workspace sources), split per command group: start-up
    // cost is mostly module loading, so `rollwright roll 1d20` reads a few files, not ~100.
    entry: { bin: 'src/bin.ts' },
    format: ['esm'],
    noExternal: [/./],
    minify: true,
    splitting: true,
    platform: 'node',
    // Commander is CommonJS and requires Node built-ins: give the ESM chunks a `require`.
    banner: { js: "import { createRequire as __rwRequire } from 'node:module'; const require = __rwRequire(import.meta.url);" },
    esbuildOptions(options) {
      options.conditions = ['@rollwright/source', 'import', 'node'];
    },
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
  },
]);
