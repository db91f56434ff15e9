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
    expect(r.err).toBe('rollwright: --seed must be a safe integer (-9007199254740991..9007199254740991), got "9007199254740992"\n');
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

describe('roll --faces', () => {
  it('rolls the faces thrown at the table and shows the modifier', async () => {
    const r = await cli('roll', '2d20kh1+5', '--faces', '17,4');
    expect(r.code).toBe(0);
    expect(r.out).toMatchInlineSnapshot(`
      "2d20kh1+5 = 22  2d20kh1 [17, 4 dropped] + 5
      "
    `);
  });

  it('gives the same result as the seeded roll whose faces it is given', async () => {
    const seeded = JSON.parse((await cli('roll', '6d6!r1', '--seed', '9', '--json')).out) as RollJson;
    const faces = (seeded.rolls[0]?.dice ?? []).map((d) => d.face).join(',');
    const given = JSON.parse((await cli('roll', '6d6!r1', '--faces', faces, '--json')).out) as { seed: null; faces: number[]; rolls: RollResult[] };
    expect(given.seed).toBeNull();
    expect(given.rolls[0]).toEqual(seeded.rolls[0]);
  });

  it('takes the extra die of an explosion and the replacement of a reroll from the next faces', async () => {
    expect((await cli('roll', '3d6!', '--faces', '6,2,3,5')).out).toBe('3d6! = 16  [6 exploded, +5, 2, 3]\n');
    expect((await cli('roll', '4d6r1', '--faces', '1 3 4 5 2')).out).toBe('4d6r=1 = 14  [1 rerolled, 2 replacement, 3, 4, 5]\n');
  });

  it('says which die it needs next when too few faces are given', async () => {
    const first = await cli('roll', '2d20kh1+5', '--faces', '17');
    expect(first.code).toBe(2);
    expect(first.err).toBe('rollwright: --faces ran out after 1 face: 2d20kh1+5 needs 1 more now; the next is a d20 (1..20) for 2d20kh1\n');
    const explosion = await cli('roll', '3d6!', '--faces', '6,2,3');
    expect(explosion.err).toBe('rollwright: --faces ran out after 3 faces: 3d6! needs 1 more now; the next is an extra die for an explosion, a d6 (1..6) for 3d6!\n');
    const reroll = await cli('roll', '4d6r1', '--faces', '1,3,4,5');
    expect(reroll.err).toMatch(/the next is a die to replace a rerolled one, a d6 \(1\.\.6\) for 4d6r=1\n$/);
  });

  it('refuses faces left over, impossible faces and bad lists (exit 2)', async () => {
    const extra = await cli('roll', '2d20kh1+5', '--faces', '17,4,3');
    expect(extra.code).toBe(2);
    expect(extra.err).toBe('rollwright: --faces gave 3 faces but 2d20kh1+5 used 2; left over: 3\n');
    expect((await cli('roll', '1d6', '--faces', '7')).err).toBe('rollwright: --faces: face 1 is 7, which a d6 of 1d6 cannot show (1..6)\n');
    expect((await cli('roll', '1d6', '--faces', 'x')).err).toBe('rollwright: --faces: face 1 is "x", but a d6 of 1d6 has no face labels (give a number: 1..6)\n');
    expect((await cli('roll', '1d6', '--faces', '1.5')).err).toBe('rollwright: --faces: item 1 is "1.5", neither a whole number nor a face label (give faces like 17,4 or heads,tails)\n');
    expect((await cli('roll', '1d6', '--faces', ',')).code).toBe(2);
  });

  it('refuses --faces together with --seed or --times', async () => {
    expect((await cli('roll', '1d6', '--faces', '3', '--seed', '1')).code).toBe(2);
    expect((await cli('roll', '1d6', '--faces', '3', '--times', '2')).err).toBe('rollwright: --faces rolls once; leave out --times\n');
  });

  it('accepts Fudge faces', async () => {
    expect((await cli('roll', '4dF', '--faces', '-1,0,1,1')).out).toBe('4dF = 1  [-1, 0, 1, 1]\n');
  });
});

describe('roll --faces with labelled faces', () => {
  const SKULLS = '3d{skull:1,skull:1,skull:1,shield:0,shield:0,blank:0}';

  it('takes the labels read off the dice and shows each die as label:value', async () => {
    const r = await cli('roll', SKULLS, '--faces', 'skull,blank,skull');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toBe(`${SKULLS} = 2  [skull:1, blank:0, skull:1]\n`);
  });

  it('takes a value where one label shows it, and labels and numbers mixed', async () => {
    expect((await cli('roll', SKULLS, '--faces', '1 skull shield')).out).toBe(`${SKULLS} = 2  [skull:1, skull:1, shield:0]\n`);
    expect((await cli('roll', '2d{1,2,crit:6}', '--faces', '6,crit')).out).toBe('2d{1,2,crit:6} = 12  [crit:6, crit:6]\n');
    expect((await cli('roll', '2d{1,2,crit:6}', '--faces', '2,1')).out).toBe('2d{1,2,crit:6} = 3  [2, 1]\n');
  });

  it('prints the faces as given and each die with its label in --json', async () => {
    const r = await cli('roll', SKULLS, '--faces', 'skull,1,blank', '--json');
    const json = JSON.parse(r.out) as { seed: null; faces: (number | string)[]; rolls: RollResult[] };
    expect(json.seed).toBeNull();
    expect(json.faces).toEqual(['skull', 1, 'blank']);
    expect(json.rolls[0]?.total).toBe(2);
    expect(json.rolls[0]?.dice.map((d) => [d.label, d.value])).toEqual([['skull', 1], ['skull', 1], ['blank', 0]]);
  });

  it('gives the same result as the seeded roll whose labels it is given', async () => {
    const formula = '4d{a:1,b:2,c:3,d:3}!kh2';
    const seeded = JSON.parse((await cli('roll', formula, '--seed', '11', '--json')).out) as RollJson;
    const labels = (seeded.rolls[0]?.dice ?? []).map((d) => d.label ?? String(d.face)).join(',');
    const given = JSON.parse((await cli('roll', formula, '--faces', labels, '--json')).out) as { rolls: RollResult[] };
    expect(given.rolls[0]).toEqual(seeded.rolls[0]);
  });

  it('takes labels for the extra die of an explosion', async () => {
    expect((await cli('roll', '1d{miss:0,hit:1,crit:2}!', '--faces', 'crit,crit,hit')).out).toBe(
      '1d{miss:0,hit:1,crit:2}! = 5  [crit:2 exploded, +crit:2 exploded, +hit:1]\n',
    );
  });

  it('refuses a label the die lacks, naming its labels (exit 2)', async () => {
    const r = await cli('roll', SKULLS, '--faces', 'skull,blank,sword');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`rollwright: --faces: face 3 is "sword", which no face of a die of ${SKULLS} shows; its labels are skull, shield, blank\n`);
    expect((await cli('roll', SKULLS, '--faces', 'Skull,blank,skull')).err).toMatch(/face 1 is "Skull", which no face/);
  });

  it('refuses a label for a die without labels, and a label given to the wrong die of a formula', async () => {
    expect((await cli('roll', '1d{tails:0,heads:1}+1d6', '--faces', 'heads,tails')).err).toBe(
      'rollwright: --faces: face 2 is "tails", but a d6 of 1d6 has no face labels (give a number: 1..6)\n',
    );
    expect((await cli('roll', '1dF', '--faces', 'plus')).err).toBe('rollwright: --faces: face 1 is "plus", but a Fudge die of 1dF has no face labels (give a number: -1..1)\n');
  });

  it('refuses a value that faces of two labels share, and a value the die lacks', async () => {
    expect((await cli('roll', SKULLS, '--faces', 'skull,0,skull')).err).toBe(
      `rollwright: --faces: face 2 is 0, which faces labelled shield and blank both show on a die of ${SKULLS}: give the label\n`,
    );
    expect((await cli('roll', SKULLS, '--faces', '2,1,1')).err).toBe(`rollwright: --faces: face 1 is 2, which a custom die of ${SKULLS} cannot show (skull:1, shield:0, blank:0)\n`);
    expect((await cli('roll', '1d{1,2,6}', '--faces', '4')).err).toBe('rollwright: --faces: face 1 is 4, which a custom die of 1d{1,2,6} cannot show (1, 2, 6)\n');
  });

  it('cuts a long list of labels after 12, with the count', async () => {
    const formula = `1d{${Array.from({ length: 14 }, (_, i) => `l${i}:${i}`).join(',')}}`;
    const r = await cli('roll', formula, '--faces', 'nope');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/its labels are l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, … \(14 in all\)\n$/);
  });

  it('names a labelled die by its faces when faces run out', async () => {
    expect((await cli('roll', '2d{tails:0,heads:1}', '--faces', 'heads')).err).toBe(
      'rollwright: --faces ran out after 1 face: 2d{tails:0,heads:1} needs 1 more now; the next is a custom die (tails:0, heads:1) for 2d{tails:0,heads:1}\n',
    );
  });

  it('does not mutate a frozen list of faces', async () => {
    const io = memoryIo();
    const argv = Object.freeze(['roll', '1d{tails:0,heads:1}', '--faces', 'heads']);
    expect(await run(argv, io)).toBe(0);
    expect(argv).toEqual(['roll', '1d{tails:0,heads:1}', '--faces', 'heads']);
  });
});

describe('roll output', () => {
  it('keeps the numbers and operators of the formula beside the dice', async () => {
    expect((await cli('roll', '1d20+1d4+2', '--seed', '3')).out.split('\n')[0]).toBe('1d20+1d4+2 = 26  1d20 [20] + 1d4 [4] + 2');
    expect((await cli('roll', '(2d6+1)*2', '--seed', '3')).out.split('\n')[0]).toBe('(2d6+1)*2 = 26  (2d6 [6, 6] + 1) * 2');
  });

  it('aligns the totals of --times in one column', async () => {
    const r = await cli('roll', '4d6kh3', '--seed', '42', '--times', '10');
    expect(r.out).toMatchSnapshot();
    const columns = r.out.trimEnd().split('\n').slice(0, -1).map((l) => l.indexOf('['));
    expect(new Set(columns).size).toBe(1);
  });

  it('says in its help what --seed accepts, and prints each default once', async () => {
    const io = memoryIo();
    await run(['roll', '--help'], io);
    expect(io.out).toMatch(/any safe integer/);
    expect(io.out).not.toMatch(/32-bit/);
    expect(io.out.match(/default/g)).toHaveLength(1);
  });
});

describe('roll --faces without dice', () => {
  it('refuses faces for a formula that throws no dice', async () => {
    expect((await cli('roll', '5', '--faces', '3')).err).toBe('rollwright: --faces gave 1 face but 5 used 0; left over: 3\n');
  });
});

describe('roll --ask', () => {
  async function asked(lines: readonly string[], ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    const io = memoryIo(lines);
    const code = await run(argv, io);
    return { code, out: io.out, err: io.err };
  }

  it('asks for the first throw, then for the extra die of an explosion', async () => {
    const r = await asked(['6 2 3', '5'], 'roll', '3d6!', '--ask');
    expect(r.code).toBe(0);
    expect(r.out).toBe('3d6! = 16  [6 exploded, +5, 2, 3]\n');
    expect(r.err).toMatchInlineSnapshot(`
      "3d6!: faces of 3 d6 (1..6) for 3d6!? 6 2 3
      3d6!: faces of an extra die for an explosion, a d6 (1..6) for 3d6!? 5
      "
    `);
  });

  it('asks only for what --faces left out, and gives the same result as --faces', async () => {
    const r = await asked(['4'], 'roll', '2d20kh1+5', '--faces', '17', '--ask');
    expect(r.out).toBe((await cli('roll', '2d20kh1+5', '--faces', '17,4')).out);
    expect(r.err).toBe('2d20kh1+5: faces of a d20 (1..20) for 2d20kh1? 4\n');
  });

  it('asks again after a line it cannot use', async () => {
    const r = await asked(['1.5', 'x', '1 7', '1 2 3', '1 2'], 'roll', '2d6', '--ask');
    expect(r.code).toBe(0);
    expect(r.out).toBe('2d6 = 3  [1, 2]\n');
    expect(r.err).toContain('rollwright: that line: item 1 is "1.5", neither a whole number nor a face label (give faces like 17,4 or heads,tails); try again\n');
    expect(r.err).toContain('rollwright: "x" is not a face of a d6 of 2d6: it has no face labels (give a number: 1..6); try again\n');
    expect(r.err).toContain('rollwright: 7 is not a face of a d6 (1..6); try again\n');
    expect(r.err).toContain('rollwright: only 2 faces wanted now, got 3; try again\n');
  });

  it('takes labels on typed lines and asks again after a label the die lacks or a shared value', async () => {
    const skulls = '3d{skull:1,skull:1,skull:1,shield:0,shield:0,blank:0}';
    const r = await asked(['skull sword blank', 'skull 0 blank', 'skull shield', '1'], 'roll', skulls, '--ask');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${skulls} = 2  [skull:1, shield:0, skull:1]\n`);
    expect(r.err).toContain(`rollwright: "sword" is not a label of a die of ${skulls}; its labels are skull, shield, blank; try again\n`);
    expect(r.err).toContain(`rollwright: 0 is shown by faces labelled shield and blank of a die of ${skulls}: type the label; try again\n`);
    expect(r.err).toContain(`${skulls}: faces of 3 custom dice (skull:1, shield:0, blank:0) for ${skulls}? `);
    expect(r.err).toContain(`${skulls}: faces of a custom die (skull:1, shield:0, blank:0) for ${skulls}? 1\n`);
  });

  it('asks for a reroll replacement and reports an input that ends too soon (exit 2)', async () => {
    expect((await asked(['1 4', '3'], 'roll', '2d6r1', '--ask')).out).toBe('2d6r=1 = 7  [1 rerolled, 3 replacement, 4]\n');
    const ended = await asked(['1 4'], 'roll', '2d6r1', '--ask');
    expect(ended.code).toBe(2);
    expect(ended.err).toMatch(/rollwright: the input ended: 2d6r=1 still needs 1 face; the next is a die to replace a rerolled one, a d6 \(1\.\.6\) for 2d6r=1\n$/);
  });

  it('cannot ask without an input to read from', async () => {
    const io = { stdout: (): void => undefined, err: '', stderr(t: string): void { this.err += t; } };
    expect(await run(['roll', '1d6', '--ask'], io)).toBe(2);
    expect(io.err).toBe('rollwright: --ask needs an input to read faces from; give them with --faces\n');
  });

  it('reads the formula in the dialect --dialect names, and the replay line gives the Rollwright formula', async () => {
    const r = await cli('roll', '1d20r1', '--dialect', 'foundry', '--seed', '7', '--json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as RollJson).notation).toBe('1d20ro=1');
    const plain = await cli('roll', '1d20r1', '--dialect', 'foundry', '--seed', '7');
    expect(plain.out).toContain('rollwright roll "1d20ro=1" --seed 7');
    const same = await cli('roll', '1d20ro=1', '--seed', '7');
    expect(same.out).toBe(plain.out);
  });

  it('refuses an unknown dialect, listing the names', async () => {
    const r = await cli('roll', '1d20', '--dialect', 'dnd');
    expect(r.code).toBe(2);
    expect(r.err).toContain('rollwright, foundry, roll20, rpg-dice-roller');
  });

  it('says where a formula valid in the dialect has no Rollwright meaning', async () => {
    const r = await cli('roll', '1d20xo', '--dialect', 'foundry', '--seed', '1');
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('xo (explode once)');
  });
});
