import { fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import { ActionError } from '../errors/ActionError.js';
import { suitTestDistribution, rollSuitTest, type SuitTestResult } from '../suitTest/suitTest.js';
import type { Degree } from '../suitTest/degree.js';
import { quoted } from '../errors/shown.js';

/**
 * Footing (seed § Combat Modifiers, Terrain): `normal`, `poor` (uneven, shifting or narrow:
 * Slowed) or `treacherous` (also Hampered).
 * @example
 * ```ts
 * const t: Terrain = 'treacherous';
 * ```
 * @since 0.2.0
 * @category Terrain
 */
export type Terrain = 'normal' | 'poor' | 'treacherous';

/**
 * What a terrain does to a creature after its ♠ (Acrobatics) check.
 * @since 0.2.0
 * @category Terrain
 */
export interface TerrainEffect {
  /** The footing it counts as now. */
  readonly counts: Terrain;
  /** Conditions it gives: Slowed on poor footing, Slowed and Hampered on treacherous. */
  readonly conditions: readonly ('slowed' | 'hampered')[];
  /** A critical failure: the creature falls Prone. */
  readonly prone: boolean;
}

const ORDER: readonly Terrain[] = ['normal', 'poor', 'treacherous'];

function assertTerrain(t: unknown): asserts t is Terrain {
  if (!ORDER.includes(t as Terrain)) throw new ActionError(`unknown terrain ${quoted(t)}; use normal, poor or treacherous (seed § Terrain)`);
}

/**
 * The effect of a terrain, optionally after a ♠ (Acrobatics) check (seed § Terrain): S lowers
 * it one degree (treacherous → poor → normal), CS ignores it entirely, F changes nothing, CF
 * changes nothing and the creature falls Prone. Without a check the terrain applies in full.
 *
 * @param terrain - The footing.
 * @param degree - The Acrobatics check's Degree of Success, if one was made.
 * @returns The footing it counts as, its conditions, and whether the creature fell.
 * @throws {@link ActionError} for an unknown terrain.
 * @example
 * ```ts
 * terrainEffect('treacherous');      // counts treacherous: slowed + hampered
 * terrainEffect('treacherous', 'S'); // counts poor: slowed
 * terrainEffect('poor', 'CF');       // counts poor: slowed, prone
 * ```
 * @since 0.2.0
 * @category Terrain
 */
export function terrainEffect(terrain: Terrain, degree?: Degree): TerrainEffect {
  assertTerrain(terrain);
  let level = ORDER.indexOf(terrain);
  if (degree === 'CS') level = 0;
  else if (degree === 'S') level = Math.max(0, level - 1);
  else if (degree !== undefined && degree !== 'F' && degree !== 'CF') throw new ActionError(`unknown Degree of Success ${quoted(degree)}`);
  const counts = ORDER[level] as Terrain;
  const conditions = counts === 'treacherous' ? (['slowed', 'hampered'] as const) : counts === 'poor' ? (['slowed'] as const) : ([] as const);
  return Object.freeze({ counts, conditions: Object.freeze([...conditions]), prone: degree === 'CF' });
}

/** The key of a {@link TerrainEffect} in {@link terrainCheckDistribution}: the footing, with `+prone` after a CF. */
function key(e: TerrainEffect): string {
  return e.prone ? `${e.counts}+prone` : e.counts;
}

/**
 * Exact odds of a ♠ (Acrobatics) check against a terrain (seed § Terrain): outcomes are the
 * footing it counts as (`normal`, `poor`, `treacherous`), with `+prone` after a CF. Built from
 * {@link suitTestDistribution} and {@link terrainEffect}, the same pair {@link rollTerrainCheck} uses.
 *
 * @param spades - Effective ♠ value (−50..50).
 * @param terrain - The footing.
 * @param modifier - Test modifier (default 0).
 * @returns Weights over 216.
 * @throws {@link SuitValueError} for a skill or modifier out of range.
 * @throws {@link ActionError} for an unknown terrain.
 * @example
 * ```ts
 * probability(terrainCheckDistribution(7, 'treacherous'), 'poor'); // S but not CS: 81/216
 * ```
 * @since 0.2.0
 * @category Terrain
 */
export function terrainCheckDistribution(spades: number, terrain: Terrain, modifier = 0): Distribution<string> {
  assertTerrain(terrain);
  const d = suitTestDistribution(spades, modifier);
  const acc = new Map<string, bigint>();
  d.outcomes.forEach((deg, i) => {
    const k = key(terrainEffect(terrain, deg));
    acc.set(k, (acc.get(k) ?? 0n) + (d.weights[i] ?? 0n));
  });
  return fromWeights(acc);
}

/**
 * Rolls the ♠ (Acrobatics) check against a terrain: the sampler of {@link terrainCheckDistribution}.
 *
 * @param rng - Generator state; never mutated.
 * @param spades - Effective ♠ value.
 * @param terrain - The footing.
 * @param modifier - Test modifier (default 0).
 * @returns The test, its effect, and the next state.
 * @throws {@link SuitValueError} for a skill or modifier out of range.
 * @throws {@link ActionError} for an unknown terrain.
 * @example
 * ```ts
 * const [{ effect }, next] = rollTerrainCheck(seed(1), 9, 'poor');
 * ```
 * @since 0.2.0
 * @category Terrain
 */
export function rollTerrainCheck(
  rng: Rng,
  spades: number,
  terrain: Terrain,
  modifier = 0,
): readonly [result: { 
/** The ♠ test. */
readonly test: SuitTestResult; 
/** What the terrain does now. */
readonly effect: TerrainEffect }, next: Rng] {
  assertTerrain(terrain);
  const [test, next] = rollSuitTest(rng, spades, modifier);
  return [Object.freeze({ test, effect: terrainEffect(terrain, test.degree) }), next];
}
