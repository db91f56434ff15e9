// The vitest config Stryker uses: one project, the package under mutation (MUTATION_PACKAGE).
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const pkg = process.env['MUTATION_PACKAGE'] ?? 'zilch-core';

const config: ViteUserConfig = defineConfig({
  resolve: { conditions: ['@rollwright/source'] },
  ssr: { resolve: { conditions: ['@rollwright/source'] } },
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    projects: [{ extends: true, test: { name: pkg, root: `packages/${pkg}` } }],
  },
});

export default config;
