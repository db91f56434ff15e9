// Lighting and vision (seed § Lighting and Vision, ruling Z14): light levels, vision kinds,
// light sources and what a viewer can see. Pure data and pure functions.
import { constant, type Distribution, type Rng } from '@rollwright/dice';
import { LightingError } from '../errors/LightingError.js';
import { rollSuitTest, suitTestDistribution } from '../suitTest/suitTest.js';
import { assertSkill, type Degree } from '../suitTest/degree.js';
import { quoted } from '../errors/shown.js';

/**
 * Light levels, brightest first ([Z14](../../../../docs/rulings/zilch.md#z14)).
 * @example
 * ```ts
 * LIGHT_LEVELS; // ['bright', 'lowlight', 'dark']
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export const LIGHT_LEVELS: readonly ['bright', 'lowlight', 'dark'] = Object.freeze(['bright', 'lowlight', 'dark'] as const);

/**
 * How lit a square is: `bright`, `lowlight` or `dark` ([Z14](../../../../docs/rulings/zilch.md#z14), seed § Lighting and Vision).
 * @since 0.1.0
 * @category Lighting
 */
export type LightLevel = 'bright' | 'lowlight' | 'dark';

/**
 * Vision kinds ([Z14](../../../../docs/rulings/zilch.md#z14)): `normal`, `lowlight` (low-light vision) and `darkvision`.
 * @example
 * ```ts
 * VISIONS; // ['normal', 'lowlight', 'darkvision']
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export const VISIONS: readonly ['normal', 'lowlight', 'darkvision'] = Object.freeze(['normal', 'lowlight', 'darkvision'] as const);

/**
 * A creature's kind of vision ([Z14](../../../../docs/rulings/zilch.md#z14)).
 * @since 0.1.0
 * @category Lighting
 */
export type Vision = 'normal' | 'lowlight' | 'darkvision';

/**
 * What a viewer makes of a target: `ok` (sees normally), `occluded` (Occl: the target is
 * Occluded, −2 to hit, [Z13](../../../../docs/rulings/zilch.md#z13)) or `blinded` (X: the viewer is Blinded, every target counts as
 * Invisible, [Z14](../../../../docs/rulings/zilch.md#z14)).
 * @since 0.1.0
 * @category Lighting
 */
export type Sight = 'ok' | 'occluded' | 'blinded';

/**
 * The lighting-by-vision table of ruling [Z14](../../../../docs/rulings/zilch.md#z14) [PROP] (the seed names the results but its table is
 * missing): `SIGHT_TABLE[vision][light]`.
 * @example
 * ```ts
 * SIGHT_TABLE.normal.dark;      // 'blinded'
 * SIGHT_TABLE.lowlight.lowlight; // 'ok'
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export const SIGHT_TABLE: Readonly<Record<Vision, Readonly<Record<LightLevel, Sight>>>> = Object.freeze({
  normal: Object.freeze({ bright: 'ok', lowlight: 'occluded', dark: 'blinded' } as const),
  lowlight: Object.freeze({ bright: 'ok', lowlight: 'ok', dark: 'blinded' } as const),
  darkvision: Object.freeze({ bright: 'ok', lowlight: 'ok', dark: 'ok' } as const),
} as const satisfies Readonly<Record<Vision, Readonly<Record<LightLevel, Sight>>>>);

/**
 * A light source as data: the farthest distance (in squares, 0 = the holder's own square) that is
 * Bright, and the farthest that is at least Lowlight. Beyond that the source adds nothing.
 * @since 0.1.0
 * @category Lighting
 */
export interface LightSource {
  /** Squares (0..{@link MAX_LIGHT_DISTANCE}) up to which the light is Bright. */
  readonly bright: number;
  /** Squares (≥ `bright`, ≤ {@link MAX_LIGHT_DISTANCE}) up to which the light is at least Lowlight. */
  readonly lowlight: number;
}

/**
 * The seed's two light sources (seed § Lighting and Vision, [Z14](../../../../docs/rulings/zilch.md#z14)), radii in squares. A torch (or
 * any torch-like source: lantern, fire) makes Adjacent squares (1) Bright and the other Close
 * squares Lowlight; Close is "generally about 7 squares" (seed § Distances), so 2..7. A candle
 * makes only its own square (0) Bright and Adjacent squares (1) Lowlight.
 * @example
 * ```ts
 * LIGHT_SOURCES.torch;  // { bright: 1, lowlight: 7 }
 * LIGHT_SOURCES.candle; // { bright: 0, lowlight: 1 }
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export const LIGHT_SOURCES: Readonly<Record<LightSourceName, LightSource>> = Object.freeze({
  torch: Object.freeze({ bright: 1, lowlight: 7 } as const),
  candle: Object.freeze({ bright: 0, lowlight: 1 } as const),
} as const satisfies Readonly<Record<LightSourceName, LightSource>>);

/**
 * Name of a built-in light source in {@link LIGHT_SOURCES}.
 * @since 0.1.0
 * @category Lighting
 */
export type LightSourceName = 'torch' | 'candle';

/**
 * One light shining on the square in question: the source and its distance from that square.
 * @since 0.1.0
 * @category Lighting
 */
export interface LitBy {
  /** A built-in source name or a custom {@link LightSource}. */
  readonly source: LightSourceName | LightSource;
  /** Squares from the source to the square (whole number, 0..{@link MAX_LIGHT_DISTANCE}; 1 = Adjacent). */
  readonly distance: number;
}

/**
 * Largest distance in squares accepted by {@link lightLevelAt} (checked before any work);
 * 1000 squares ≈ 5000 ft, far beyond any light source.
 * @example
 * ```ts
 * MAX_LIGHT_DISTANCE; // 1000
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export const MAX_LIGHT_DISTANCE = 1000;

const RANK: Readonly<Record<LightLevel, number>> = Object.freeze({ bright: 0, lowlight: 1, dark: 2 });

function squares(n: number, what: string): number {
  if (!Number.isInteger(n) || n < 0 || n > MAX_LIGHT_DISTANCE) {
    throw new LightingError(`${what} must be a whole number of squares in 0..${MAX_LIGHT_DISTANCE}, not ${String(n)}`);
  }
  return n;
}

/**
 * Asserts a light level ([Z14](../../../../docs/rulings/zilch.md#z14)).
 * @param light - The value to check.
 * @returns Nothing.
 * @throws {@link LightingError} unless it is `bright`, `lowlight` or `dark`.
 * @example
 * ```ts
 * assertLightLevel('dark'); // ok
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export function assertLightLevel(light: string): asserts light is LightLevel {
  if (!(LIGHT_LEVELS as readonly string[]).includes(light)) throw new LightingError(`unknown light level ${quoted(light)} (bright, lowlight, dark)`);
}

/**
 * Asserts a vision kind ([Z14](../../../../docs/rulings/zilch.md#z14)).
 * @param vision - The value to check.
 * @returns Nothing.
 * @throws {@link LightingError} unless it is `normal`, `lowlight` or `darkvision`.
 * @example
 * ```ts
 * assertVision('darkvision'); // ok
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export function assertVision(vision: string): asserts vision is Vision {
  if (!(VISIONS as readonly string[]).includes(vision)) throw new LightingError(`unknown vision ${quoted(vision)} (normal, lowlight, darkvision)`);
}

/**
 * Light level one source gives a square `distance` squares away (seed § Lighting and Vision, [Z14](../../../../docs/rulings/zilch.md#z14)).
 * @param source - `torch`, `candle` or a custom {@link LightSource}.
 * @param distance - Squares from the source, 0..{@link MAX_LIGHT_DISTANCE} (0 = its own square).
 * @returns `bright`, `lowlight` or `dark`.
 * @throws {@link LightingError} for an unknown source, a bad distance or a source whose radii are
 *   not whole squares with `bright ≤ lowlight`.
 * @example
 * ```ts
 * lightFrom('torch', 1);  // 'bright'
 * lightFrom('torch', 7);  // 'lowlight'
 * lightFrom('candle', 2); // 'dark'
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export function lightFrom(source: LightSourceName | LightSource, distance: number): LightLevel {
  let s: LightSource;
  if (typeof source === 'string') {
    if (!Object.hasOwn(LIGHT_SOURCES, source)) throw new LightingError(`unknown light source ${quoted(source)} (torch, candle)`);
    s = LIGHT_SOURCES[source];
  } else {
    s = source;
  }
  const bright = squares(s.bright, 'a source\'s bright radius');
  const low = squares(s.lowlight, 'a source\'s lowlight radius');
  if (low < bright) throw new LightingError(`a source's lowlight radius (${low}) must be ≥ its bright radius (${bright})`);
  const d = squares(distance, 'distance');
  return d <= bright ? 'bright' : d <= low ? 'lowlight' : 'dark';
}

/**
 * Light level of a square lit by any number of sources: the brightest of the ambient light and
 * every source's light there ([Z14](../../../../docs/rulings/zilch.md#z14)). With no sources it is the ambient light.
 * @param lights - Each source with its distance in squares (0..{@link MAX_LIGHT_DISTANCE}) to the square.
 * @param ambient - Light without the sources (default `dark`, a dungeon).
 * @returns `bright`, `lowlight` or `dark`.
 * @throws {@link LightingError} for a bad source, distance or ambient level.
 * @example
 * ```ts
 * lightLevelAt([{ source: 'torch', distance: 4 }]);                                    // 'lowlight'
 * lightLevelAt([{ source: 'torch', distance: 9 }, { source: 'candle', distance: 0 }]); // 'bright'
 * lightLevelAt([], 'lowlight');                                                        // 'lowlight'
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export function lightLevelAt(lights: readonly LitBy[], ambient: LightLevel = 'dark'): LightLevel {
  assertLightLevel(ambient);
  let best: LightLevel = ambient;
  for (const l of lights) {
    const level = lightFrom(l.source, l.distance);
    if (RANK[level] < RANK[best]) best = level;
  }
  return best;
}

/**
 * What a viewer with the given vision makes of a target in the given light ([Z14](../../../../docs/rulings/zilch.md#z14) table).
 * @param light - Light level at the target's square.
 * @param vision - The viewer's vision (default `normal`).
 * @returns `ok`, `occluded` or `blinded`.
 * @throws {@link LightingError} for an unknown light level or vision.
 * @example
 * ```ts
 * sight('lowlight');              // 'occluded'
 * sight('dark', 'lowlight');      // 'blinded'
 * sight('dark', 'darkvision');    // 'ok'
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export function sight(light: LightLevel, vision: Vision = 'normal'): Sight {
  assertLightLevel(light);
  assertVision(vision);
  return SIGHT_TABLE[vision][light];
}

/**
 * Exact Degree distribution of a ♠ notice test that needs sight ([Z14](../../../../docs/rulings/zilch.md#z14)): a Blinded viewer fails
 * automatically (always `F`); otherwise it is an ordinary Suit test ({@link suitTestDistribution}).
 * Occluded sight adds no penalty here; pass one as `modifier` if the GM calls for it.
 * @param skill - Spades value (2..14 usually; the modified skill must lie within ±50).
 * @param modifier - Pips added to the skill (e.g. −2 hard).
 * @param seeing - The viewer's {@link Sight}.
 * @returns Degrees with exact weights.
 * @throws {@link SuitValueError} if the modified skill is out of range.
 * @example
 * ```ts
 * noticeTestDistribution(9, 0, 'blinded'); // always 'F'
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export function noticeTestDistribution(skill: number, modifier: number, seeing: Sight): Distribution<Degree> {
  if (seeing !== 'blinded') return suitTestDistribution(skill, modifier);
  assertSkill(skill + modifier, 'modified skill');
  return constant<Degree>('F');
}

/**
 * Rolls a ♠ notice test that needs sight ([Z14](../../../../docs/rulings/zilch.md#z14)): a Blinded viewer fails automatically without
 * rolling (the generator comes back unchanged); otherwise it is {@link rollSuitTest}.
 * @param rng - Generator state; never mutated.
 * @param skill - Spades value (the modified skill must lie within ±50).
 * @param modifier - Pips added to the skill.
 * @param seeing - The viewer's {@link Sight}.
 * @returns The Degree of Success and the next generator state.
 * @throws {@link SuitValueError} if the modified skill is out of range.
 * @example
 * ```ts
 * const [degree] = rollNoticeTest(seed(1), 9, 0, 'blinded'); // 'F'
 * ```
 * @since 0.1.0
 * @category Lighting
 */
export function rollNoticeTest(rng: Rng, skill: number, modifier: number, seeing: Sight): readonly [degree: Degree, next: Rng] {
  if (seeing === 'blinded') {
    assertSkill(skill + modifier, 'modified skill');
    return ['F', rng];
  }
  const [res, next] = rollSuitTest(rng, skill, modifier);
  return [res.degree, next];
}
