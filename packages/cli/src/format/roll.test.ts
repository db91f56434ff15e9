import { describe, expect, it } from 'vitest';
import { compile, roll, seed, type DieRecord, type RollResult } from '@rollwright/dice';
import { formatDice } from './roll.js';

function d(id: number, face: number, more: Partial<DieRecord> = {}): DieRecord {
  return {
    id, order: id, round: 0, termIndex: 0, sides: 6, face, value: face, kind: 'roll', parentId: null,
    kept: true, droppedBy: null, outcome: null, ...more,
  };
}

function result(notation: string, dice: readonly DieRecord[], more: Partial<RollResult> = {}): RollResult {
  const total = dice.filter((x) => x.kept).reduce((s, x) => s + x.value, 0);
  return { notation, total, terms: [{ termIndex: 0, notation, total, usage: null }], dice, capped: false, ...more };
}

describe('formatDice', () => {
  it('marks dropped dice', () => {
    const r = result('4d6kh3', [d(0, 6), d(1, 2, { kept: false, droppedBy: 'keep' }), d(2, 5), d(3, 3)]);
    expect(formatDice(r)).toBe('[6, 2 dropped, 5, 3]');
  });

  it('puts each explosion right after the die that caused it, marked +', () => {
    const r = result('2d6!', [d(0, 6), d(1, 3), d(2, 6, { kind: 'explosion', parentId: 0, round: 1 }), d(3, 1, { kind: 'explosion', parentId: 2, round: 2 })]);
    expect(formatDice(r)).toBe('[6 exploded, +6 exploded, +1, 3]');
  });

  it('shows a rerolled die and its replacement', () => {
    const r = result('1d20ro<2', [d(0, 1, { kept: false, droppedBy: 'rerolled', value: 0 }), d(1, 15, { kind: 'reroll', parentId: 0, round: 1 })]);
    expect(formatDice(r)).toBe('[1 rerolled, 15 replacement]');
  });

  it('shows face→value when a kept die counts differently, and successes and failures', () => {
    expect(formatDice(result('1d4min3', [d(0, 1, { value: 3 })]))).toBe('[1→3]');
    const pool = result('3d10>=8f1', [d(0, 9, { outcome: 'success' }), d(1, 1, { outcome: 'failure' }), d(2, 5, { outcome: 'none' })]);
    expect(formatDice(pool)).toBe('[9 success, 1 failure, 5]');
  });

  it('writes a formula with several terms or a modifier out, each dice term followed by its dice', () => {
    const r: RollResult = {
      notation: '1d20+1d4+2',
      total: 19,
      terms: [
        { termIndex: 0, notation: '1d20', total: 15, usage: null },
        { termIndex: 1, notation: '1d4', total: 2, usage: null },
      ],
      dice: [d(0, 15, { sides: 20 }), d(1, 2, { sides: 4, termIndex: 1 })],
      capped: false,
    };
    expect(formatDice(r)).toBe('1d20 [15] + 1d4 [2] + 2');
  });

  it('shows a labelled face as label:value, with its notes and a clamped value', () => {
    const r = result('3d{shield:0,blank:0,skull:1}kh2', [
      d(0, 1, { sides: 3, label: 'skull' }),
      d(1, 0, { sides: 3, label: 'blank', kept: false, droppedBy: 'keep' }),
      d(2, 1, { sides: 3, label: 'skull', value: 2 }),
      d(3, 5),
    ]);
    expect(formatDice(r)).toBe('[skull:1, blank:0 dropped, skull:1→2, 5]');
  });

  it('labels the dice of a real roll of labelled faces, and only those', () => {
    const [r] = roll(seed(3), compile('2d{tails:0,heads:1}+1d6'));
    expect(formatDice(r)).toMatch(/^2d\{tails:0,heads:1\} \[(tails:0|heads:1), (tails:0|heads:1)\] \+ 1d6 \[[1-6]\]$/);
  });

  it('says what a usage die became', () => {
    const use = (face: number, stepped: boolean, next: 6 | 8 | 'exhausted'): RollResult =>
      result('ud8', [d(0, face, { sides: 8 })], { terms: [{ termIndex: 0, notation: 'ud8', total: face, usage: { stepped, next } }] });
    expect(formatDice(use(5, false, 8))).toBe('[5] (stays ud8)');
    expect(formatDice(use(2, true, 6))).toBe('[2] (steps down to ud6)');
    expect(formatDice(use(1, true, 'exhausted'))).toBe('[1] (exhausted)');
  });

  it('notes a chain that hit its limit', () => {
    expect(formatDice(result('1d6', [d(0, 4)], { capped: true }))).toBe('[4]  (a chain of explosions or rerolls hit its limit and stopped)');
  });

  it('lists every die of a real roll', () => {
    const [r] = roll(seed(42), compile('10d6!'));
    const shown = formatDice(r).slice(1, -1).split(', ');
    expect(shown).toHaveLength(r.dice.length);
    expect(shown.filter((s) => s.startsWith('+'))).toHaveLength(r.dice.filter((x) => x.kind === 'explosion').length);
  });

  it('formats a roll of 100,000 dice without scanning the dice once per die', () => {
    // 2000d1000000!>1 explodes almost every die until MAX_ROLLED_DICE (100,000) stops it; the old
    // quadratic formatter took minutes here, so the test timeout is the guard.
    const [r] = roll(seed(1), compile('2000d1000000!>1'));
    expect(r.dice).toHaveLength(100_000);
    const text = formatDice(r);
    expect(text.endsWith('  (a chain of explosions or rerolls hit its limit and stopped)')).toBe(true);
    const shown = text.slice(1, text.indexOf(']')).split(', ');
    expect(shown).toHaveLength(100_000);
    expect(shown.filter((s) => s.startsWith('+'))).toHaveLength(r.dice.filter((x) => x.kind === 'explosion').length);
  });
});
