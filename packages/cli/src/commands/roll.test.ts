import { describe, expect, it } from 'vitest';
import type { RollResult } from '@rollwright/dice';
import { memoryIo } from '../io.js';
import { MAX_TIMES } from '../options.js';
import { run } from '../program.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}

interface RollJson {
  readonly notation: string;
  readonly seed: number;
  readonly rolls: readonly RollResult[];
}

describe('roll', () => {
  it('prints the total, every die and the seed for a seeded roll', async () => {
    const r = await cli('roll', '3d6', '--seed', '42');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatchInlineSnapshot(`
      "3d6 = 8  [2, 5, 1]
      seed 42  (replay: rollwright roll "3d6" --seed 42)
      "
    `);
  });

  it('gives the same output for the same seed', async () => {
    expect((await cli('roll', '4d6', '--seed', '7', '--times', '5')).out).toBe((await cli('roll', '4d6', '--seed', '7', '--times', '5')).out);
  });

  it('prints a fresh seed when none is given, and that seed replays the roll', async () => {
    const first = await cli('roll', '10d10', '--times', '3');
    const seedText = /^seed (-?\d+) /m.exec(first.out)?.[1];
    expect(seedText).toBeDefined();
    const replay = await cli('roll', '10d10', '--times', '3', '--seed', seedText ?? '');
    expect(replay.out).toBe(first.out);
  });

  it('continues one stream across --times: the first of K rolls is the single roll', async () => {
    const one = JSON.parse((await cli('roll', '5d20', '--seed', '3', '--json')).out) as RollJson;
    const many = JSON.parse((await cli('roll', '5d20', '--seed', '3', '--times', '4', '--json')).out) as RollJson;
    expect(many.rolls).toHaveLength(4);
    expect(many.rolls[0]).toEqual(one.rolls[0]);
    expect(many.seed).toBe(3);
    expect(many.notation).toBe('5d20');
  });

  it('numbers the rolls when rolling more than once', async () => {
    const lines = (await cli('roll', '1d6', '--seed', '1', '--times', '10')).out.trimEnd().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toMatch(/^# 1 {2}1d6 = [1-6] {2}\[[1-6]\]$/);
    expect(lines[9]).toMatch(/^#10 {2}1d6 = /);
  });

  it(`rejects --times outside 1..${MAX_TIMES} with exit code 2`, async () => {
    for (const times of ['0', String(MAX_TIMES + 1), 'x']) {
      const r = await cli('roll', '1d6', '--times', times);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`rollwright: --times must be an integer in 1..${MAX_TIMES}, got ${JSON.stringify(times)}\n`);
    }
  });

  it('shows kept and dropped dice and the canonical notation', async () => {
    const r = await cli('roll', '4d6k3', '--seed', '42');
    expect(r.out.split('\n')[0]).toMatch(/^4d6kh3 = \d+ {2}\[(\d( dropped)?, ){3}\d( dropped)?\]$/);
    expect(r.out.match(/dropped/g)).toHaveLength(1);
  });

  it('prints every die of every roll as JSON, with totals that add up', async () => {
    const r = JSON.parse((await cli('roll', '3d6!', '--seed', '9', '--times', '50', '--json')).out) as RollJson;
    expect(r.notation).toBe('3d6!');
    for (const roll of r.rolls) {
      const kept = roll.dice.filter((d) => d.kept);
      expect(kept.reduce((s, d) => s + d.value, 0)).toBe(roll.total);
      expect(roll.dice.filter((d) => d.kind === 'roll')).toHaveLength(3);
    }
    expect(r.rolls.some((roll) => roll.dice.some((d) => d.kind === 'explosion'))).toBe(true);
  });

  it('accepts a formula split over several words', async () => {
    expect((await cli('roll', '1d20', '+', '5', '--seed', '1')).out).toBe((await cli('roll', '1d20+5', '--seed', '1')).out);
  });

  it('rejects bad notation with one line naming the position, exit 2', async () => {
    const r = await cli('roll', '2d6+');
    expect(r.code).toBe(2);
    expect(r.err).toBe('rollwright: bad dice notation at 5 in "2d6+": expected a number, a die or \'(\'\n');
    expect(r.out).toBe('');
  });

  it('rejects a seed that is not a safe integer with exit code 2', async () => {
    const r = await cli('roll', '1d6', '--seed', '9007199254740992');
    expect(r.code).toBe(2);
    expect(r.err).toBe('rollwright: --seed must be an integer in -9007199254740991..9007199254740991, got "9007199254740992"\n');
  });

  it('takes any safe integer seed with the library seed() meaning (every bit counts)', async () => {
    const wide = await cli('roll', '20d1000', '--seed', '4294967301', '--json');
    const low = await cli('roll', '20d1000', '--seed', '5', '--json');
    expect(wide.code).toBe(0);
    const [a, b] = [JSON.parse(wide.out), JSON.parse(low.out)];
    expect(a.seed).toBe(4_294_967_301);
    expect(a.rolls[0].dice.length).toBe(20);
    expect(a.rolls).toEqual(JSON.parse((await cli('roll', '20d1000', '--seed', '4294967301', '--json')).out).rolls);
    expect(a.rolls).not.toEqual(b.rolls);
  });
});

describe('roll limits', () => {
  it('refuses more than MAX_ROLL_DICE dice across --times before rolling', async () => {
    const io = memoryIo();
    const code = await run(['roll', '1000d6', '--times', '10000', '--seed', '1'], io);
    expect(code).toBe(2);
    expect(io.err).toBe(
      'rollwright: 1000d6 × --times 10000 throws 10000000 dice; the limit is 100000 per command (MAX_ROLL_DICE)\n',
    );
  });

  it('stops once explosions take the dice thrown past MAX_THROWN_DICE, before printing', async () => {
    for (const json of [[], ['--json']]) {
      const io = memoryIo();
      const code = await run(['roll', '1000d1000000!>1', '--times', '100', '--seed', '1', ...json], io);
      expect(code).toBe(2);
      expect(io.out).toBe('');
      expect(io.err).toBe(
        'rollwright: 1000d1000000!>1 threw more than 500000 dice in 6 of 100 rolls, explosions and rerolls included; the limit is 500000 per command (MAX_THROWN_DICE)\n',
      );
    }
  });
});
