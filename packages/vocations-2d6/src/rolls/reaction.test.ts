import { describe, expect, it } from 'vitest';
import { reactionDistribution, resolveReaction, rollReaction } from './reaction.js';
import { moraleDistribution, resolveMorale, rollMorale } from './morale.js';
import { actFirstDistribution, rollActFirst, rollSurprise, surpriseDistribution } from './surprise.js';
import { VocationsInputError } from '../errors/errors.js';
import { expectFits, p } from '../testing.js';

describe('resolveReaction', () => {
  it('reads the bands ≤2, 3–5, 6–8, 9–11, 12+ (V19)', () => {
    expect([2, 3, 5, 6, 8, 9, 11, 12].map((t) => resolveReaction(t - 2, [1, 1]).reaction)).toEqual([
      'hostile', 'unfavorable', 'unfavorable', 'neutral', 'neutral', 'favorable', 'favorable', 'ideal',
    ]);
    expect(resolveReaction(-3, [1, 1]).reaction).toBe('hostile');
  });
  it('has the exact band odds and a fitting sampler', () => {
    const d = reactionDistribution(0);
    expect(p(d, 'neutral')).toBe('4/9');
    expect(p(d, 'hostile')).toBe('1/36');
    expectFits(reactionDistribution(1), (r) => {
      const [x, n] = rollReaction(r, 1);
      return [x.reaction, n] as const;
    });
  });
});

describe('resolveMorale', () => {
  it('keeps fighting on 2d6 ≥ morale: 21/36 at 7 (V04)', () => {
    expect(p(moraleDistribution(7), 'keeps-fighting')).toBe('7/12');
    expect(resolveMorale(9, [4, 4]).outcome).toBe('fails');
    expect(() => moraleDistribution(13)).toThrow(VocationsInputError);
    expectFits(moraleDistribution(8), (r) => {
      const [x, n] = rollMorale(r, 8);
      return [x.outcome, n] as const;
    });
  });
});

describe('surpriseDistribution', () => {
  it('surprises a PC with Intellect 0 26/36 (V06)', () => {
    expect(p(surpriseDistribution(0), 'surprised')).toBe('13/18');
    expect(p(surpriseDistribution(2), 'surprised')).toBe('5/12');
    expectFits(surpriseDistribution(1), (r) => {
      const [x, n] = rollSurprise(r, 1);
      return [x.outcome, n] as const;
    });
  });
});

describe('actFirstDistribution', () => {
  it('lets Agility 0 act first 10/36 and samples it', () => {
    expect(p(actFirstDistribution(0), 'first')).toBe('5/18');
    expectFits(actFirstDistribution(2), (r) => {
      const [x, n] = rollActFirst(r, 2);
      return [x.outcome, n] as const;
    });
  });
});
