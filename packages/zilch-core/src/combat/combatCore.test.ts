import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { goodnessOfFit, map, probability, seed } from '@rollwright/dice';
import { shiftStance, stancePips, STANCES, assertStance } from './stances.js';
import { dominoDistribution, dominoPairs, drawDominoPair, drawFromBoneyard, newBoneyard, rollDomino, shuffleBoneyard } from './dominoSource.js';
import { attackDistribution, resolveAttack, rollAttack } from './attackRoll.js';
import { StanceError } from '../errors/StanceError.js';
import { BoneyardError } from '../errors/BoneyardError.js';
import { ActionError } from '../errors/ActionError.js';
import { sampleMany } from '../testing.js';

describe('stancePips', () => {
  it('maps halves per Z02', () => {
    const t = { greater: 5, lesser: 2 };
    expect(stancePips('reckless', t)).toEqual({ offense: 7, defense: 0 });
    expect(stancePips('bold', t)).toEqual({ offense: 5, defense: 2 });
    expect(stancePips('cautious', t)).toEqual({ offense: 2, defense: 5 });
    expect(stancePips('guarded', t)).toEqual({ offense: 0, defense: 7 });
  });
});

describe('assertStance', () => {
  it('rejects a neutral stance', () => expect(() => assertStance('neutral')).toThrow(StanceError));
});

describe('shiftStance', () => {
  it('moves one degree only', () => {
    expect(shiftStance('bold', 'reckless')).toBe('reckless');
    expect(() => shiftStance('bold', 'guarded')).toThrow(StanceError);
    expect(() => shiftStance('bold', 'bold')).toThrow(StanceError);
  });
});

describe('dominoDistribution', () => {
  it('gives P(G = k) = k/21 for tiles21 and (2k−1)/36 for 2d6 (Z03)', () => {
    const g = (s: 'tiles21' | '2d6' | 'd8d4') => map(dominoDistribution(s), (c) => Number(c.split('-')[0]));
    for (let k = 1; k <= 6; k++) {
      const p = probability(g('tiles21'), k);
      expect(Number(p.num) / Number(p.den)).toBeCloseTo(k / 21, 12);
      const q = probability(g('2d6'), k);
      expect(Number(q.num) / Number(q.den)).toBeCloseTo((2 * k - 1) / 36, 12);
    }
    expect(dominoDistribution('d8d4').total).toBe(32n);
  });
  it('rejects an unknown source', () => expect(() => dominoDistribution('3d6' as never)).toThrow(BoneyardError));
});

describe('rollDomino', () => {
  it('matches dominoDistribution for 2d6 and d8d4 (chi-square)', () => {
    for (const s of ['2d6', 'd8d4'] as const) {
      const xs = sampleMany(3, 6000, (r) => {
        const [t, n] = rollDomino(r, s);
        return [`${t.greater}-${t.lesser}`, n] as const;
      });
      expect(goodnessOfFit(dominoDistribution(s), xs).pValue).toBeGreaterThan(1e-6);
    }
  });
  it('refuses tiles21', () => expect(() => rollDomino(seed(1), 'tiles21')).toThrow(BoneyardError));
});

describe('newBoneyard', () => {
  it('holds 21 tiles with L+G counts 1,1,2,2,3,3,3,2,2,1,1', () => {
    const counts = new Array(13).fill(0);
    for (const t of newBoneyard()) counts[t.greater + t.lesser]++;
    expect(counts.slice(2)).toEqual([1, 1, 2, 2, 3, 3, 3, 2, 2, 1, 1]);
  });
});

describe('drawFromBoneyard', () => {
  test.prop([fc.integer()])('removes exactly the drawn tile', (s) => {
    const b = Object.freeze(newBoneyard());
    const [{ tile, boneyard }] = drawFromBoneyard(seed(s), b);
    expect(boneyard).toHaveLength(20);
    expect([...boneyard, tile].map((t) => `${t.greater}-${t.lesser}`).sort()).toEqual(b.map((t) => `${t.greater}-${t.lesser}`).sort());
  });
  it('throws on an empty boneyard', () => expect(() => drawFromBoneyard(seed(1), [])).toThrow(BoneyardError));
});

describe('shuffleBoneyard', () => {
  it('keeps all 21 tiles', () => expect(shuffleBoneyard(seed(1), newBoneyard())[0]).toHaveLength(21));
});

describe('dominoPairs', () => {
  it('never pairs a tile with itself for tiles21', () => {
    expect(dominoPairs('tiles21').length).toBe(420);
    expect(dominoPairs('tiles21').every(([a, b]) => a !== b)).toBe(true);
  });
});

describe('drawDominoPair', () => {
  test.prop([fc.integer()])('draws two different tiles for tiles21', (s) => {
    const [[a, b]] = drawDominoPair(seed(s), 'tiles21');
    expect(a).not.toBe(b);
  });
});

describe('resolveAttack', () => {
  const base = { attackSuit: 9, defenseSuit: 7, attackerStance: 'bold', defenderStance: 'cautious' } as const;
  it('hits on ≥ with +1 per full 5', () => {
    const r = resolveAttack(base, { greater: 6, lesser: 3 }, { greater: 2, lesser: 1 });
    expect(r).toMatchObject({ attack: 15, defense: 9, hit: true, margin: 6, bonusDamage: 1 });
    const tie = resolveAttack(base, { greater: 1, lesser: 1 }, { greater: 3, lesser: 1 });
    expect(tie).toMatchObject({ attack: 10, defense: 10, hit: true, bonusDamage: 0 });
  });
  it('treats Reckless and no-domino defenders as Defenseless (Z05, Z35)', () => {
    const r = resolveAttack({ ...base, defenderStance: 'reckless', defensivePipBonus: 3 }, { greater: 1, lesser: 1 }, { greater: 6, lesser: 6 });
    expect(r.defense).toBe(7);
    const z = resolveAttack({ ...base, defenderStance: 'none', defenseless: 'zeroDefense' }, { greater: 1, lesser: 1 }, null);
    expect(z.defense).toBe(0);
  });
  it('hits the cover on a near miss (Z13)', () => {
    const r = resolveAttack({ ...base, defenseModifier: 2, coverPips: 2 }, { greater: 1, lesser: 1 }, { greater: 3, lesser: 1 });
    expect(r).toMatchObject({ hit: false, margin: -2, hitCover: true });
  });
  it('auto-hits a Helpless defender, margin against bare Suit (Z06)', () => {
    const r = resolveAttack({ ...base, autoHit: true, attackModifier: -10 }, { greater: 1, lesser: 1 }, { greater: 6, lesser: 6 });
    expect(r.hit).toBe(true);
  });
  it('refuses a Guarded attacker', () => {
    expect(() => resolveAttack({ ...base, attackerStance: 'guarded' }, { greater: 1, lesser: 1 }, null)).toThrow(ActionError);
  });
});

describe('attackDistribution', () => {
  it('matches a brute-force oracle for every stance pair and source', () => {
    for (const source of ['tiles21', '2d6', 'd8d4'] as const) {
      for (const as of STANCES.filter((s) => s !== 'guarded')) {
        for (const ds of STANCES) {
          const setup = { attackSuit: 8, defenseSuit: 7, attackerStance: as, defenderStance: ds };
          const d = attackDistribution(setup, source);
          let miss = 0n;
          let total = 0n;
          for (const [a, b, w] of dominoPairs(source)) {
            const off = as === 'reckless' ? a.greater + a.lesser : as === 'bold' ? a.greater : a.lesser;
            const def = ds === 'reckless' ? 0 : ds === 'bold' ? b.lesser : ds === 'cautious' ? b.greater : b.greater + b.lesser;
            if (8 + off < 7 + def) miss += w;
            total += w;
          }
          expect(d.total).toBe(total);
          expect(probability(d, 'miss')).toEqual(probability({ ...d, outcomes: ['x'], weights: [miss] } as never, 'x'));
        }
      }
    }
  });
  it('gives equal Suits, bold vs bold with tiles21 an exact hit chance', () => {
    const d = attackDistribution({ attackSuit: 7, defenseSuit: 7, attackerStance: 'bold', defenderStance: 'bold' });
    // hit iff G_att ≥ L_def with two distinct tiles
    let hits = 0;
    const tiles = newBoneyard();
    tiles.forEach((a, i) => tiles.forEach((b, j) => { if (i !== j && a.greater >= b.lesser) hits++; }));
    expect(probability(d, 'miss')).toEqual(probability({ outcomes: ['m'], weights: [BigInt(420 - hits)], total: 420n, leftover: 0n }, 'm'));
  });
  it('matches rollAttack for each source (chi-square, fixed seed)', () => {
    for (const source of ['tiles21', '2d6', 'd8d4'] as const) {
      const setup = { attackSuit: 9, defenseSuit: 7, attackerStance: 'reckless', defenderStance: 'cautious' } as const;
      const xs = sampleMany(17, 5000, (r) => {
        const [res, n] = rollAttack(r, setup, source);
        return [res.outcome, n] as const;
      });
      expect(goodnessOfFit(attackDistribution(setup, source), xs).pValue).toBeGreaterThan(1e-6);
    }
  });
});

describe('rollAttack', () => {
  it('is deterministic for a seed', () => {
    const s = { attackSuit: 7, defenseSuit: 7, attackerStance: 'bold', defenderStance: 'bold' } as const;
    expect(rollAttack(seed(9), s)).toEqual(rollAttack(seed(9), s));
  });
});
