import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { constant, seed } from '@rollwright/dice';
import { LightingError } from '../errors/LightingError.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { rollSuitTest, suitTestDistribution } from '../suitTest/suitTest.js';
import { caught } from '../testing.js';
import {
  LIGHT_LEVELS, VISIONS, SIGHT_TABLE, LIGHT_SOURCES, MAX_LIGHT_DISTANCE, assertLightLevel, assertVision,
  lightFrom, lightLevelAt, sight, noticeTestDistribution, rollNoticeTest, type LightLevel,
} from './lighting.js';

describe('LIGHT_LEVELS / VISIONS', () => {
  it('lists the Z14 levels and visions in order', () => {
    expect(LIGHT_LEVELS).toEqual(['bright', 'lowlight', 'dark']);
    expect(VISIONS).toEqual(['normal', 'lowlight', 'darkvision']);
    expect(Object.isFrozen(LIGHT_LEVELS)).toBe(true);
  });
});

describe('SIGHT_TABLE', () => {
  it('is frozen data', () => {
    expect(Object.isFrozen(SIGHT_TABLE)).toBe(true);
    expect(Object.isFrozen(SIGHT_TABLE.normal)).toBe(true);
  });
});

describe('sight', () => {
  it.each([
    ['bright', 'normal', 'ok'],
    ['lowlight', 'normal', 'occluded'],
    ['dark', 'normal', 'blinded'],
    ['bright', 'lowlight', 'ok'],
    ['lowlight', 'lowlight', 'ok'],
    ['dark', 'lowlight', 'blinded'],
    ['bright', 'darkvision', 'ok'],
    ['lowlight', 'darkvision', 'ok'],
    ['dark', 'darkvision', 'ok'],
  ] as const)('%s light with %s vision → %s (Z14)', (light, vision, expected) => {
    expect(sight(light, vision)).toBe(expected);
  });
  it('defaults to normal vision', () => expect(sight('lowlight')).toBe('occluded'));
  it('rejects unknown values', () => {
    expect(() => sight('dim' as LightLevel)).toThrow(LightingError);
    expect(() => sight('dark', 'xray' as 'normal')).toThrow(/unknown vision/);
  });
});

describe('assertLightLevel', () => {
  it('accepts the three levels only', () => {
    expect(() => assertLightLevel('dark')).not.toThrow();
    expect(() => assertLightLevel('Dark')).toThrow(LightingError);
  });
});

describe('assertVision', () => {
  it('accepts the three visions only', () => {
    expect(() => assertVision('darkvision')).not.toThrow();
    expect(() => assertVision('infravision')).toThrow(LightingError);
  });
});

describe('LIGHT_SOURCES', () => {
  it('holds the seed radii in squares', () => {
    expect(LIGHT_SOURCES).toEqual({ torch: { bright: 1, lowlight: 7 }, candle: { bright: 0, lowlight: 1 } });
    expect(MAX_LIGHT_DISTANCE).toBe(1000);
  });
});

describe('lightFrom', () => {
  it('torch: own and Adjacent squares Bright, the rest of Close (2..7) Lowlight, beyond Dark', () => {
    expect([0, 1, 2, 7, 8].map((d) => lightFrom('torch', d))).toEqual(['bright', 'bright', 'lowlight', 'lowlight', 'dark']);
  });
  it('candle: own square Bright, Adjacent Lowlight, beyond Dark', () => {
    expect([0, 1, 2].map((d) => lightFrom('candle', d))).toEqual(['bright', 'lowlight', 'dark']);
  });
  it('takes a custom source (a lantern reaching further)', () => {
    expect(lightFrom({ bright: 2, lowlight: 10 }, 2)).toBe('bright');
  });
  it('rejects bad distances, sources and radii', () => {
    expect(() => lightFrom('torch', -1)).toThrow(LightingError);
    expect(() => lightFrom('torch', 1.5)).toThrow(/whole number/);
    expect(() => lightFrom('torch', MAX_LIGHT_DISTANCE + 1)).toThrow(LightingError);
    expect(() => lightFrom('lamp' as 'torch', 1)).toThrow(/unknown light source/);
    expect(() => lightFrom({ bright: 3, lowlight: 1 }, 0)).toThrow(LightingError);
  });
});

describe('lightLevelAt', () => {
  it('takes the brightest source and the ambient light', () => {
    expect(lightLevelAt([])).toBe('dark');
    expect(lightLevelAt([], 'lowlight')).toBe('lowlight');
    expect(lightLevelAt([{ source: 'torch', distance: 4 }])).toBe('lowlight');
    expect(lightLevelAt([{ source: 'torch', distance: 9 }, { source: 'candle', distance: 0 }])).toBe('bright');
    expect(lightLevelAt([{ source: 'candle', distance: 5 }], 'bright')).toBe('bright');
  });
  it('rejects a bad ambient level', () => expect(() => lightLevelAt([], 'grey' as LightLevel)).toThrow(LightingError));
  const rank = { bright: 0, lowlight: 1, dark: 2 } as const;
  test.prop([fc.array(fc.record({ source: fc.constantFrom('torch' as const, 'candle' as const), distance: fc.integer({ min: 0, max: 12 }) }), { maxLength: 5 })])(
    'is never darker than any one source',
    (lights) => {
      const level = lightLevelAt(lights);
      for (const l of lights) expect(rank[level]).toBeLessThanOrEqual(rank[lightFrom(l.source, l.distance)]);
    },
  );
});

describe('noticeTestDistribution', () => {
  it('a Blinded viewer always fails a sight-based notice test', () => {
    expect(noticeTestDistribution(9, 0, 'blinded')).toEqual(constant('F'));
  });
  it('otherwise it is the ordinary Suit test', () => {
    expect(noticeTestDistribution(9, -2, 'occluded')).toEqual(suitTestDistribution(9, -2));
  });
  it('still validates the skill', () => expect(() => noticeTestDistribution(60, 0, 'blinded')).toThrow(SuitValueError));
});

describe('rollNoticeTest', () => {
  it('fails without rolling when Blinded', () => {
    const r = seed(1);
    const [degree, next] = rollNoticeTest(r, 14, 0, 'blinded');
    expect(degree).toBe('F');
    expect(next).toBe(r);
  });
  it('rolls the Suit test when the viewer can see', () => {
    const [res, after] = rollSuitTest(seed(7), 9, 0);
    expect(rollNoticeTest(seed(7), 9, 0, 'ok')).toEqual([res.degree, after]);
  });
});

describe('lighting edge cases (mutation triage)', () => {
  const msg = (f: () => unknown): string => {
    const e = caught(f);
    expect(e).toBeInstanceOf(LightingError);
    return (e as LightingError).message;
  };
  it('accepts a distance of exactly MAX_LIGHT_DISTANCE (1000 squares: dark from a torch)', () => {
    expect(lightFrom('torch', MAX_LIGHT_DISTANCE)).toBe('dark');
    expect(lightFrom({ bright: MAX_LIGHT_DISTANCE, lowlight: MAX_LIGHT_DISTANCE }, MAX_LIGHT_DISTANCE)).toBe('bright');
  });
  it('accepts a source whose lowlight radius equals its bright radius (no lowlight ring)', () => {
    expect([2, 3].map((d) => lightFrom({ bright: 2, lowlight: 2 }, d))).toEqual(['bright', 'dark']);
  });
  it('names what is wrong in each refusal', () => {
    expect(msg(() => assertLightLevel('Dark'))).toBe('unknown light level "Dark" (bright, lowlight, dark)');
    expect(msg(() => lightFrom({ bright: -1, lowlight: 2 }, 0))).toBe("a source's bright radius must be a whole number of squares in 0..1000, not -1");
    expect(msg(() => lightFrom({ bright: 1, lowlight: 1.5 }, 0))).toBe("a source's lowlight radius must be a whole number of squares in 0..1000, not 1.5");
    expect(msg(() => lightFrom({ bright: 3, lowlight: 1 }, 0))).toBe("a source's lowlight radius (1) must be ≥ its bright radius (3)");
    expect(msg(() => lightFrom('torch', 1001))).toBe('distance must be a whole number of squares in 0..1000, not 1001');
  });
  it('checks the skill plus the modifier (not minus) for a blinded viewer, naming the modified skill', () => {
    // 10 + 45 = 55 lies outside ±50; 10 − 45 = −35 would not.
    for (const f of [() => noticeTestDistribution(10, 45, 'blinded'), () => rollNoticeTest(seed(1), 10, 45, 'blinded')]) {
      const e = caught(f);
      expect(e).toBeInstanceOf(SuitValueError);
      expect((e as SuitValueError).message).toBe('modified skill must be a whole number in -50..50, got 55');
    }
    expect(noticeTestDistribution(40, 10, 'blinded')).toEqual(constant('F'));
  });
});
