import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

// One vitest project per package folder that exists, resolved through the source condition
// so nothing has to be built before the tests run.
const packages = readdirSync('packages').filter((name) => existsSync(`packages/${name}/package.json`));

// One fast-check seed per run, shared by every test file (vitest.setup.ts reads it), so a failure
// replays with FC_SEED=<seed>.
// Kept in process.env, so every project that loads this config again sees the same seed.
process.env['FC_SEED'] ??= String(Date.now() % 2 ** 31);
const fcSeed: string = process.env['FC_SEED'];

const config: ViteUserConfig = defineConfig({
  resolve: { conditions: ['@rollwright/source'] },
  ssr: { resolve: { conditions: ['@rollwright/source'] } },
  test: {
    // Generous per-test time: CI shares 2 cores, and no test here is a timing test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { FC_SEED: fcSeed },
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    projects: packages.map((name) => ({ extends: true, test: { name, root: `packages/${name}` } })),
  },
});

export default config;
