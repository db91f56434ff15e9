import { describe, expect, it } from 'vitest';
import * as commands from './commands/index.js';
import { memoryIo } from './io.js';
import { GROUPS, groupsFor, launch } from './launch.js';
import { run } from './program.js';

describe('GROUPS', () => {
  it('names every command group of commands/index.ts, in its order', () => {
    expect(Object.keys(GROUPS)).toEqual(Object.keys(commands));
  });

  it('loads the same register function for each name', async () => {
    for (const [name, load] of Object.entries(GROUPS)) {
      expect((await load()).register).toBe(commands[name as keyof typeof commands]);
    }
  });
});

describe('groupsFor', () => {
  it('loads only the group the first word names', async () => {
    expect(await groupsFor(['roll', '1d20'])).toEqual([commands.roll]);
    expect(await groupsFor(['redhack', 'test'])).toEqual([commands.redhack]);
  });

  it('loads every group for no command, an option, help or an unknown word', async () => {
    const all = Object.values(commands);
    for (const argv of [[], ['--help'], ['-V'], ['help', 'roll'], ['rol', '2d6'], ['toString'], ['__proto__']]) {
      expect(await groupsFor(argv)).toEqual(all);
    }
  });
});

describe('launch', () => {
  it('gives the same output and exit code as run', async () => {
    const cases = [
      ['roll', '3d6+2', '--seed', '7'],
      ['roll', '2d6+'],
      ['odds', '2d6', '--at-least', '8'],
      ['rol', '2d6'],
      ['--help'],
      ['roll', '--help'],
      ['table', 'list'],
      ['zilch', 'character', '--seed', '3'],
      ['redhack', 'test', '--attribute', '12', '--difficulty', '4'],
    ];
    for (const argv of cases) {
      const a = memoryIo();
      const b = memoryIo();
      expect(await launch(argv, a, { version: '1.2.3' })).toBe(await run(argv, b, { version: '1.2.3' }));
      expect([a.out, a.err]).toEqual([b.out, b.err]);
    }
  });
});
