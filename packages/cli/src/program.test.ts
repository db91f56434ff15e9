import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { memoryIo } from './io.js';
import { createProgram, run } from './program.js';

describe('createProgram', () => {
  it('registers every command group listed in src/commands/index.ts', () => {
    const names = createProgram(memoryIo()).commands.map((c) => c.name());
    expect(names).toEqual(expect.arrayContaining(['roll', 'odds', 'demo']));
  });
});

describe('run', () => {
  it('returns 0 and prints help for --help', async () => {
    const io = memoryIo();
    expect(await run(['--help'], io)).toBe(0);
    expect(io.out).toContain('Usage: rollwright');
    expect(io.err).toBe('');
  });

  it('prints the version it was given', async () => {
    const io = memoryIo();
    expect(await run(['--version'], io, { version: '9.9.9' })).toBe(0);
    expect(io.out).toBe('9.9.9\n');
  });

  it('returns 2 with one line for an unknown command, suggesting the nearest', async () => {
    const io = memoryIo();
    expect(await run(['rol', '2d6'], io)).toBe(2);
    expect(io.err).toBe("rollwright: unknown command 'rol' (Did you mean roll?)\n");
    expect(io.out).toBe('');
  });

  it('returns 2 with one line for an unknown option', async () => {
    const io = memoryIo();
    expect(await run(['roll', '2d6', '--seeed', '1'], io)).toBe(2);
    expect(io.err).toMatch(/^rollwright: unknown option '--seeed' \(Did you mean --seed\?\)\n$/);
  });

  it('returns 2 for a missing argument', async () => {
    const io = memoryIo();
    expect(await run(['odds'], io)).toBe(2);
    expect(io.err).toBe("rollwright: missing required argument 'notation'\n");
  });

  it('returns 2 for extra arguments', async () => {
    const io = memoryIo();
    expect(await run(['odds', '2d6', '3d6'], io)).toBe(2);
    expect(io.err.split('\n')).toHaveLength(2);
  });

  it('returns 2 and shows help on stderr when no command is given', async () => {
    const io = memoryIo();
    expect(await run([], io)).toBe(2);
    expect(io.err).toContain('Usage: rollwright');
  });

  it('never prints a stack trace for bad input', async () => {
    const io = memoryIo();
    for (const argv of [['roll', '2d6+'], ['odds', '1d0'], ['roll', '2d6', '--times', '0'], ['demo', '--seed', 'x']]) {
      expect(await run(argv, io)).toBe(2);
    }
    expect(io.err).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
    expect(io.err.trimEnd().split('\n')).toHaveLength(4);
    expect(io.out).toBe('');
  });

  const token = fc.constantFrom('d', '1', '2', '6', '+', '-', '*', '/', '(', ')', '!', '!!', 'kh', 'dl', 'r', 'ro', '<', '>=', '%', 'F', 'ud', ' ', 'x', '−');

  async function expectCleanOutcome(argv: string[]): Promise<void> {
    const io = memoryIo();
    const code = await run(argv, io);
    expect([0, 2]).toContain(code);
    if (code === 0) {
      expect(io.err).toBe('');
    } else {
      expect(io.err).toMatch(/^rollwright: [^\n]+\n$/);
      expect(io.out).toBe('');
    }
  }

  test.prop([fc.array(token, { maxLength: 10 }).map((t) => t.join(''))], { numRuns: 150 })(
    'ends any roll formula in a result or one error line with exit 2, never a crash',
    async (formula) => {
      await expectCleanOutcome(['roll', '--seed', '1', '--', formula]);
    },
  );

  // Up to 5 tokens keeps every formula's exact distribution small enough to compute quickly.
  test.prop([fc.array(token, { maxLength: 5 }).map((t) => t.join(''))], { numRuns: 150 })(
    'ends any odds formula in a result or one error line with exit 2, never a crash',
    async (formula) => {
      await expectCleanOutcome(['odds', '--', formula]);
    },
  );
});

describe('help texts', () => {
  // Every command and subcommand, as typed.
  const paths: string[][] = [];
  const walk = (cmd: ReturnType<typeof createProgram>, path: string[]): void => {
    for (const sub of cmd.commands) {
      paths.push([...path, sub.name()]);
      walk(sub, [...path, sub.name()]);
    }
  };
  walk(createProgram(memoryIo()), []);

  it.each(paths.map((p) => [p.join(' '), p] as const))('%s --help prints each default once', async (_, path) => {
    const io = memoryIo();
    expect(await run([...path, '--help'], io)).toBe(0);
    // Commander appends "(default: …)"; a description must not say its default a second time.
    const options = io.out.split(/\n(?=\s+-)/).filter((block) => /^\s+-/.test(block));
    for (const block of options) expect(block.match(/default/gi)?.length ?? 0, block).toBeLessThanOrEqual(1);
  });

  it.each(paths.filter((p) => p[0] !== 'table').map((p) => [p.join(' '), p] as const))('%s --help says --seed takes any safe integer', async (_, path) => {
    const io = memoryIo();
    await run([...path, '--help'], io);
    expect(io.out).not.toMatch(/32-bit/);
    if (/^\s+(-s, )?--seed <n>/m.test(io.out)) expect(io.out).toMatch(/--seed <n>\s+[^\n]*safe integer/);
  });
});

describe('an unknown table name', () => {
  it('names the command that lists the tables', async () => {
    const io = memoryIo();
    expect(await run(['table', 'roll', 'no-such-table', '--seed', '1'], io)).toBe(2);
    expect(io.err).toMatch(/rollwright table list shows every table\n$/);
    expect(io.err).not.toMatch(/allTables|seedTables/);
  });
});
