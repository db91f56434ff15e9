import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryIo } from '../io.js';
import { run } from '../program.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await run(argv, io);
  return { code, out: io.out, err: io.err };
}
async function json<T>(...argv: string[]): Promise<T> {
  const r = await cli(...argv, '--json');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as T;
}
interface Outcomes {
  outcomes: { value: string | number; weight: string; probability: string; chance: number }[];
  totalWeight: string;
}

describe('zilch test', () => {
  it('prints the exact degrees for the 9♣ cliff climb', async () => {
    const j = await json<Outcomes & { skill: number }>('zilch', 'test', '--skill', '9');
    expect(j.totalWeight).toBe('216');
    expect(j.outcomes.map((o) => [o.value, o.weight])).toEqual([
      ['CS', '35'],
      ['S', '125'],
      ['F', '55'],
      ['CF', '1'],
    ]);
    expect(j.outcomes[3]).toMatchObject({ probability: '1/216', chance: 1 / 216 });
  });
  it('applies --mod', async () => {
    expect(await json('zilch', 'test', '--skill', '11', '--mod', '-2')).toMatchObject({ modifier: -2, outcomes: [{ value: 'CS', weight: '35' }, {}, {}, {}] });
  });
  it('rejects a non-integer skill with exit code 2', async () => {
    const r = await cli('zilch', 'test', '--skill', 'nine');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--skill/);
  });
});

describe('zilch test --seed', () => {
  it('rolls one Suit test when given a seed, and replays it', async () => {
    const r = await cli('zilch', 'test', '--skill', '9', '--seed', '42');
    expect(r.code).toBe(0);
    expect(r.out).toMatchSnapshot();
    expect((await cli('zilch', 'test', '--skill', '9', '--seed', '42')).out).toBe(r.out);
    expect(r.out).toMatch(/^Suit test, skill 9: dice \d \+ \d \+ \d = \d+ against 9 → (CS|S|F|CF) \(/);
  });

  it('gives the JSON of rollSuitTest with the seed, and the degree fits the dice', async () => {
    const j = await json<{ seed: number; skill: number; modifier: number; dice: number[]; roll: number; degree: string }>(
      'zilch', 'test', '--skill', '9', '--mod', '-2', '--seed', '7', '--json',
    );
    expect(j.seed).toBe(7);
    expect(j.modifier).toBe(-2);
    expect(j.skill).toBe(7);
    expect(j.roll).toBe(j.dice.reduce((a, b) => a + b, 0));
    expect(j.degree === 'CS' || j.degree === 'S').toBe(j.roll <= 7);
  });

  it('rolls with a fresh, printed seed with --roll', async () => {
    const r = await cli('zilch', 'test', '--skill', '5', '--roll');
    const seedText = /^seed (-?\d+) /m.exec(r.out)?.[1] ?? '';
    expect((await cli('zilch', 'test', '--skill', '5', '--seed', seedText)).out).toBe(r.out);
  });

  it('shows the odds without a seed and says how to roll', async () => {
    expect((await cli('zilch', 'test', '--skill', '9')).out.split('\n')[0]).toBe('Suit test, skill 9 (exact odds; --seed N or --roll rolls it, --faces reads your dice):');
  });

  it('reads three d6 thrown at the table, a 6 as 0, with the degrees of the seed', async () => {
    expect((await cli('zilch', 'test', '--skill', '9', '--faces', '2,6,2')).out).toBe('Suit test, skill 9: dice 2 + 6→0 + 2 = 4 against 9 → CS (critical success)\n');
    expect((await cli('zilch', 'test', '--skill', '9', '--faces', '4,5,1')).out).toBe('Suit test, skill 9: dice 4 + 5 + 1 = 10 against 9 → F (failure)\n');
    expect((await cli('zilch', 'test', '--skill', '9', '--mod', '-2', '--faces', '5,5,5')).out).toBe('Suit test, skill 9 -2: dice 5 + 5 + 5 = 15 against 7 → CF (critical failure)\n');
    const j = await json<{ dice: number[]; roll: number; degree: string }>('zilch', 'test', '--skill', '9', '--faces', '6,6,6', '--json');
    expect(j).toMatchObject({ dice: [0, 0, 0], roll: 0, degree: 'CS' });
  });

  it('refuses the wrong number of faces or a face a d6 cannot show (exit 2)', async () => {
    expect((await cli('zilch', 'test', '--skill', '9', '--faces', '2,3')).err).toBe('rollwright: --faces: a Suit test throws 3d6, so give 3 faces, got 2\n');
    expect((await cli('zilch', 'test', '--skill', '9', '--faces', '2,3,7')).err).toBe('rollwright: --faces: face 3 is 7, which a d6 cannot show (1..6)\n');
    expect((await cli('zilch', 'test', '--skill', '9', '--faces', '2,3,4', '--seed', '1')).code).toBe(2);
  });
});

describe('zilch contest', () => {
  it('gives a symmetric contest for equal skills', async () => {
    const j = await json<Outcomes>('zilch', 'contest', '--a', '7', '--b', '7');
    expect(j.totalWeight).toBe('46656');
    expect(j.outcomes.map((o) => o.value)).toEqual(['a', 'b', 'draw']);
    expect(j.outcomes[0]?.weight).toBe(j.outcomes[1]?.weight);
  });
});

describe('zilch attack', () => {
  it('lists miss then each bonus damage, over 420 tile pairs', async () => {
    const j = await json<Outcomes & { hit: string }>(
      'zilch', 'attack', '--clubs', '7', '--spades', '7', '--attacker-stance', 'bold', '--defender-stance', 'bold',
    );
    expect(j.totalWeight).toBe('420');
    expect(j.outcomes[0]?.value).toBe('miss');
    expect(j.outcomes.slice(1).every((o) => typeof o.value === 'number')).toBe(true);
  });
  it('accepts the dice sources', async () => {
    const j = await json<Outcomes>('zilch', 'attack', '--clubs', '9', '--spades', '7', '--attacker-stance', 'reckless', '--defender-stance', 'cautious', '--dominoes', '2d6');
    expect(j.totalWeight).toBe('1296');
  });
  it('rejects a Guarded attacker and unknown stances (exit 2)', async () => {
    expect((await cli('zilch', 'attack', '--clubs', '9', '--spades', '7', '--attacker-stance', 'guarded', '--defender-stance', 'bold')).code).toBe(2);
    expect((await cli('zilch', 'attack', '--clubs', '9', '--spades', '7', '--attacker-stance', 'neutral', '--defender-stance', 'bold')).code).toBe(2);
    expect((await cli('zilch', 'attack', '--clubs', '15', '--spades', '7', '--attacker-stance', 'bold', '--defender-stance', 'bold')).code).toBe(2);
  });
});

describe('zilch character', () => {
  it('is reproducible with --seed and stays in range', async () => {
    const a = await json<{ suits: Record<string, number>; total: number; hands: string[][] }>('zilch', 'character', '--seed', '42');
    const b = await json('zilch', 'character', '--seed', '42');
    expect(a).toEqual(b);
    expect(Object.values(a.suits).every((v) => v >= 5 && v <= 10)).toBe(true);
  });
  it('honours --high-powered', async () => {
    const a = await json<{ total: number }>('zilch', 'character', '--high-powered', '--seed', '7');
    expect(a.total).toBeGreaterThan(30);
  });
});

describe('zilch duel log', () => {
  it('names items as the rules write them and never reports a hit for 0', async () => {
    let sawStopped = false;
    for (const seedText of ['1', '2', '3', '42']) {
      const out = (await cli('zilch', 'duel', '--seed', seedText)).out;
      expect(out).not.toMatch(/hit for 0\b/);
      expect(out).not.toMatch(/shortSword/);
      expect(out).toMatch(/short sword/);
      sawStopped ||= /hit, but DR stops all \d+ damage/.test(out);
    }
    expect(sawStopped).toBe(true);
  });

  it('is stable for seed 42', async () => {
    expect((await cli('zilch', 'duel', '--seed', '42')).out).toMatchSnapshot();
  });
});

describe('zilch duel', () => {
  it('fights to the end and prints a winner', async () => {
    const r = await cli('zilch', 'duel', '--seed', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Round 1/);
    expect(r.out).toMatch(/(Ada wins|Bram wins|Draw) after \d+ rounds?/);
  });
  it('prints the full event log as JSON', async () => {
    const j = await json<{ events: { type: string }[]; winner: string | null }>('zilch', 'duel', '--seed', '3');
    expect(j.events[0]?.type).toBe('combatStarted');
    expect(j.events.at(-1)?.type).toBe('combatEnded');
  });
  it('reads fighters from JSON files and reports bad ones (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zilch-'));
    const orc = join(dir, 'orc.json');
    writeFileSync(orc, JSON.stringify({ name: 'Orc', suits: { clubs: 9, spades: 6, diamonds: 3, hearts: 8 }, weapons: ['battleaxe'], armor: 'leather' }));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ name: 'Bad', suits: { clubs: 15, spades: 6, diamonds: 3, hearts: 8 } }));
    const r = await cli('zilch', 'duel', '--seed', '1', '--b-file', orc);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Orc \(no class; battleaxe, leather armor\)/);
    expect((await cli('zilch', 'duel', '--seed', '1', '--b-file', bad)).code).toBe(2);
    expect((await cli('zilch', 'duel', '--seed', '1', '--b-file', join(dir, 'missing.json'))).code).toBe(2);
  });
  it('refuses weapon and armor names that are Object members, not items (exit 2, one line)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zilch-'));
    const suits = { clubs: 10, spades: 9, diamonds: 5, hearts: 8 };
    for (const [field, value, what] of [
      ['weapons', ['__proto__'], 'weapon'],
      ['weapons', ['constructor'], 'weapon'],
      ['weapons', ['hasOwnProperty'], 'weapon'],
      ['armor', 'toString', 'armor'],
      ['armor', '__proto__', 'armor'],
    ] as const) {
      const f = join(dir, `${field}-${String(value)}.json`);
      writeFileSync(f, JSON.stringify({ name: 'X', suits, [field]: value }));
      const r = await cli('zilch', 'duel', '--seed', '1', '--a-file', f);
      expect(r.code, f).toBe(2);
      expect(r.err, f).toMatch(new RegExp(`unknown ${what} "${Array.isArray(value) ? String(value[0]) : String(value)}"\\n$`));
      expect(r.err.split('\n').filter(Boolean), f).toHaveLength(1);
    }
  });
});
