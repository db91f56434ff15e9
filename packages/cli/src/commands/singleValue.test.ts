import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../io.js';
import { run } from '../program.js';
import { refuseRepeatedValues, repeatable } from './singleValue.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('refuseRepeatedValues', () => {
  it.each([
    [['roll', '2d6', '--seed', '1', '--seed', '2'], '--seed', '2'],
    [['roll', '2d6', '-s', '1', '--seed', '2'], '--seed', '2'],
    [['roll', '2d6', '--times', '2', '--times', '3'], '--times', '3'],
    [['table', 'flower', 'redhack/draft31/weather', '--predominant', 'Sunny', '--predominant', 'Rainy'], '--predominant', 'Rainy'],
    [['zilch', 'test', '--skill', '5', '--mod', '2', '--mod', '-2'], '--mod', '-2'],
    [['redhack', 'test', '--attribute', '12', '--attribute', '13'], '--attribute', '13'],
  ])('refuses %j with one line naming the flag, exit 2', async (argv, flag, again) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`rollwright: ${flag} was given twice (again as ${JSON.stringify(again)}); it takes one value, so give it once\n`);
    expect(r.out).toBe('');
  });

  it('does not count a default value as given', async () => {
    const r = await cli('zilch', 'test', '--skill', '5', '--mod', '2');
    expect(r.code).toBe(0);
  });

  it('lets options that collect values be repeated', async () => {
    const r = await cli('odds', '3d6', '--at-least', '10', '--at-least', '12', '--between', '3', '4', '--between', '5..6');
    expect(r.code).toBe(0);
    expect(r.out.trimEnd().split('\n')).toHaveLength(4);
  });

  it('leaves boolean flags, variadic options and repeatable parsers alone, and guards once', () => {
    const cmd = new Command('x')
      .exitOverride()
      .option('--flag')
      .option('--many <v...>')
      .option('--each <v>', 'collects', repeatable((v: string, previous: readonly string[] | undefined) => [...(previous ?? []), v]))
      .option('--one <v>');
    refuseRepeatedValues(refuseRepeatedValues(cmd));
    cmd.parse(['--flag', '--flag', '--many', 'a', '--many', 'b', '--each', 'a', '--each', 'b', '--one', 'z'], { from: 'user' });
    expect(cmd.opts()).toEqual({ flag: true, many: ['a', 'b'], each: ['a', 'b'], one: 'z' });
    expect(() => new Command('y').exitOverride().option('--one <v>').parse(['--one', 'a', '--one', 'b'], { from: 'user' })).not.toThrow();
  });
});
