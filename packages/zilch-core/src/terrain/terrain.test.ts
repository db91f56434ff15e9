import { describe, expect, it } from 'vitest';
import { goodnessOfFit, probability } from '@rollwright/dice';
import { ActionError } from '../errors/ActionError.js';
import { caught, sampleMany } from '../testing.js';
import { rollTerrainCheck, terrainCheckDistribution, terrainEffect } from './terrain.js';

describe('terrainEffect', () => {
  it('makes Poor footing Slowed and Treacherous also Hampered', () => {
    expect(terrainEffect('poor')).toEqual({ counts: 'poor', conditions: ['slowed'], prone: false });
    expect(terrainEffect('treacherous')).toEqual({ counts: 'treacherous', conditions: ['slowed', 'hampered'], prone: false });
  });
  it('lowers it one degree on S, ignores it on CS, leaves it on F, and drops the creature Prone on CF', () => {
    expect(terrainEffect('treacherous', 'S').counts).toBe('poor');
    expect(terrainEffect('poor', 'S').counts).toBe('normal');
    expect(terrainEffect('treacherous', 'CS')).toEqual({ counts: 'normal', conditions: [], prone: false });
    expect(terrainEffect('treacherous', 'F').counts).toBe('treacherous');
    expect(terrainEffect('poor', 'CF')).toEqual({ counts: 'poor', conditions: ['slowed'], prone: true });
  });
  it('rejects an unknown terrain', () => expect(() => terrainEffect('mud' as never)).toThrow(ActionError));
});

describe('terrainCheckDistribution', () => {
  it('gives ♠7 on treacherous footing 10 / 98 / 98 / 10 over 216', () => {
    const d = terrainCheckDistribution(7, 'treacherous');
    expect(Object.fromEntries(d.outcomes.map((o, i) => [o, d.weights[i]]))).toEqual({ normal: 10n, poor: 98n, treacherous: 98n, 'treacherous+prone': 10n });
    expect(probability(d, 'poor')).toEqual(probability(d, 'treacherous'));
  });
});

describe('rollTerrainCheck', () => {
  it('matches terrainCheckDistribution (chi-square, p > 1e-6)', () => {
    const xs = sampleMany(11, 4000, (r) => {
      const [{ effect }, next] = rollTerrainCheck(r, 7, 'treacherous');
      return [effect.prone ? `${effect.counts}+prone` : effect.counts, next] as const;
    });
    expect(goodnessOfFit(terrainCheckDistribution(7, 'treacherous'), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('terrainEffect refusals (mutation triage)', () => {
  const message = (f: () => unknown): string => {
    const e = caught(f);
    expect(e).toBeInstanceOf(ActionError);
    return (e as Error).message;
  };
  it('names an unknown terrain and an unknown Degree of Success', () => {
    expect(message(() => terrainEffect('mud' as 'poor'))).toBe('unknown terrain "mud"; use normal, poor or treacherous (seed § Terrain)');
    expect(message(() => terrainEffect('poor', 'X' as 'S'))).toBe('unknown Degree of Success "X"');
  });
});
