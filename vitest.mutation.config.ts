// The vitest config Stryker uses: one project, the package under mutation (MUTATION_PACKAGE).
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const pkg = process.env['MUTATION_PACKAGE'] ?? 'zilch-core';
// `pnpm mutation --without-hostile` leaves out the hostile-input test files (see scripts/mutation.mjs)
const exclude = process.env['MUTATION_HOSTILE'] === '0' ? ['**/node_modules/**', '**/hostile*.test.ts'] : ['**/node_modules/**'];

const config: ViteUserConfig = defineConfig({
  resolve: { conditions: ['@rollwright/source'] },
  ssr: { resolve: { conditions: ['@rollwright/source'] } },
  test: {
    // one module graph for all test files of a run: a mutant run then re-runs the covering tests
    // without re-importing the package for each test file (Stryker switches mutants at run time,
    // so no re-import is needed); on a loaded machine this was most of each mutant's time
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    projects: [{ extends: true, test: { name: pkg, root: `packages/${pkg}`, exclude } }],
  },
});

export default config;
