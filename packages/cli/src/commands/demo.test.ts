import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoSections } from '../demo/sections.js';
import { memoryIo } from '../io.js';
import { run } from '../program.js';
import { DEFAULT_DEMO_SEED } from './demo.js';

async function demo(...extra: string[]): Promise<string> {
  const io = memoryIo();
  expect(await run(['demo', ...extra], io)).toBe(0);
  expect(io.err).toBe('');
  return io.out;
}

describe('demo', () => {
  it(`uses seed ${DEFAULT_DEMO_SEED} by default`, async () => {
    expect(await demo()).toBe(await demo('--seed', String(DEFAULT_DEMO_SEED)));
  });

  it('prints a different tour for a different seed', async () => {
    expect(await demo('--seed', '1')).not.toBe(await demo('--seed', '2'));
  });

  it('prints one headed section per package', async () => {
    const out = await demo();
    for (const s of demoSections) expect(out).toContain(`== ${s.title} (${s.package})`);
  });

  it('has a section for every @rollwright package the CLI depends on, and only for those', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const deps = Object.keys(pkg.dependencies).filter((d) => d.startsWith('@rollwright/')).sort();
    expect(demoSections.map((s) => s.package).sort()).toEqual(deps);
  });

  it('matches the output shown in the package README', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const shown = /\$ rollwright demo\n([\s\S]*?)```/.exec(readme)?.[1];
    // Refresh with: npx tsx --conditions @rollwright/source packages/cli/scripts/update-readme-demo.ts
    expect(shown).toBe(await demo());
  });

  it('is stable for seed 42 (the README shows this output)', async () => {
    expect(await demo()).toMatchSnapshot();
  });
});
