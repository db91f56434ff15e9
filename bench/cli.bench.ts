// The `rollwright` executable, end to end: wall time of fresh processes (spawned in turn, the
// commands of a round interleaved), as medians over rounds next to `node -e 0`. Needs the built
// CLI (`pnpm build`): without packages/cli/dist/bin.js this file reports nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Row } from './types.js';

const bin = fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url));

interface Command {
  readonly name: string;
  readonly args: readonly string[];
  readonly target?: string;
}

const commands: readonly Command[] = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'rollwright roll 1d20', args: [bin, 'roll', '1d20'], target: '≤ 1.5× node -e 0' },
  { name: 'rollwright odds 3000d6', args: [bin, 'odds', '3000d6'], target: '≤ 0.3 s' },
  { name: 'rollwright odds 300d1000 (refused)', args: [bin, 'odds', '300d1000'], target: 'refused before the work' },
  { name: 'rollwright table roll redhack/classic/reaction', args: [bin, 'table', 'roll', 'redhack/classic/reaction', '--seed', '1'] },
];

function quantile(sorted: readonly number[], q: number): number {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  return (sorted[lo] as number) + ((sorted[Math.ceil(i)] as number) - (sorted[lo] as number)) * (i - lo);
}

export function run(): Promise<Row[]> {
  if (!existsSync(bin)) {
    process.stderr.write('  cli.bench.ts: packages/cli/dist/bin.js is missing (run pnpm build); no CLI rows\n');
    return Promise.resolve([]);
  }
  const rounds = 11;
  const samples = commands.map((): number[] => []);
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < commands.length; j++) {
      const i = (j + r) % commands.length;
      const t0 = process.hrtime.bigint();
      spawnSync(process.execPath, (commands[i] as Command).args, { stdio: 'ignore' });
      (samples[i] as number[]).push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  }
  const sorted = samples.map((s) => [...s].sort((a, b) => a - b));
  const base = quantile(sorted[0] as number[], 0.5);
  return Promise.resolve(
    commands.map((c, i) => {
      const s = sorted[i] as number[];
      const median = quantile(s, 0.5);
      return {
        group: 'cli',
        case: c.name,
        impl: '@rollwright/cli (dist/bin.js)',
        median,
        unit: 'ms',
        spread: [quantile(s, 0.25), quantile(s, 0.75)],
        ...(c.target === undefined ? {} : { target: c.target }),
        source: 'measured',
        note: i === 0 ? 'the baseline' : `÷ node -e 0: ${(median / base).toFixed(2)}× (wall, ${rounds} processes)`,
      } satisfies Row;
    }),
  );
}
