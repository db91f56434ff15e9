import { dominoSet, draw, fromWeights, rollDie, shuffle, type Distribution, type Rng } from '@rollwright/dice';
import { BoneyardError } from '../errors/BoneyardError.js';
import type { DominoDraw } from './stances.js';
import { quoted } from '../errors/shown.js';

/**
 * Where each round's domino comes from ([Z03](../../../../docs/rulings/zilch.md#z03)): `tiles21` a double-six set without blanks
 * (default; a shared boneyard), `2d6` (greater = max, lesser = min), `d8d4` (d8 greater, d4 lesser).
 * @since 0.1.0
 * @category Combat
 */
export type DominoSource = 'tiles21' | '2d6' | 'd8d4';

/**
 * The three sources, default first.
 * @example
 * ```ts
 * DOMINO_SOURCES[0]; // 'tiles21'
 * ```
 * @since 0.1.0
 * @category Combat
 */
export const DOMINO_SOURCES: readonly DominoSource[] = Object.freeze(['tiles21', '2d6', 'd8d4'] as const);

/** @internal */
export function assertSource(source: unknown): asserts source is DominoSource {
  if (!DOMINO_SOURCES.includes(source as DominoSource)) {
    throw new BoneyardError(`unknown domino source ${quoted(source)}; use tiles21, 2d6 or d8d4 (Z03)`);
  }
}

/**
 * A fresh Zilch boneyard: the 21 tiles of a double-six set without blanks ([Z03](../../../../docs/rulings/zilch.md#z03)), in set order.
 *
 * @returns 21 frozen draws.
 * @example
 * ```ts
 * newBoneyard().length; // 21
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function newBoneyard(): readonly DominoDraw[] {
  return Object.freeze(dominoSet(6, { blanks: false }).map((d) => Object.freeze({ greater: d.high, lesser: d.low })));
}

/**
 * Draws one tile at random from a boneyard, without replacement.
 *
 * @param rng - Generator state; never mutated.
 * @param boneyard - Tiles left; never mutated.
 * @returns The tile and the boneyard without it, and the next state.
 * @throws {@link BoneyardError} if the boneyard is empty.
 * @example
 * ```ts
 * const [{ tile, boneyard }, next] = drawFromBoneyard(seed(1), newBoneyard()); // 20 left
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function drawFromBoneyard(
  rng: Rng,
  boneyard: readonly DominoDraw[],
): readonly [result: { 
/** The drawn tile. */
readonly tile: DominoDraw; 
/** The boneyard without the drawn tile. */
readonly boneyard: readonly DominoDraw[] }, next: Rng] {
  if (boneyard.length === 0) throw new BoneyardError('the boneyard is empty: return the tiles and reshuffle (Z03)');
  const [res, next] = draw(rng, boneyard, 1);
  return [Object.freeze({ tile: res.drawn[0] as DominoDraw, boneyard: res.rest }), next];
}

/**
 * Shuffles a boneyard ([Z03](../../../../docs/rulings/zilch.md#z03) reshuffles all 21 tiles at the start of each round).
 *
 * @param rng - Generator state; never mutated.
 * @param boneyard - Tiles; never mutated.
 * @returns The shuffled tiles and the next state.
 * @example
 * ```ts
 * const [tiles, next] = shuffleBoneyard(seed(2), newBoneyard());
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function shuffleBoneyard(rng: Rng, boneyard: readonly DominoDraw[]): readonly [tiles: readonly DominoDraw[], next: Rng] {
  return shuffle(rng, boneyard);
}

/**
 * Rolls a domino stand-in with dice ([Z03](../../../../docs/rulings/zilch.md#z03)): `2d6` gives greater = max and lesser = min;
 * `d8d4` gives the d8 as greater and the d4 as lesser.
 *
 * @param rng - Generator state; never mutated.
 * @param source - `'2d6'` or `'d8d4'`.
 * @returns The draw and the next state.
 * @throws {@link BoneyardError} for `tiles21` (draw from a boneyard instead) or an unknown source.
 * @example
 * ```ts
 * const [tile, next] = rollDomino(seed(3), '2d6');
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollDomino(rng: Rng, source: DominoSource): readonly [tile: DominoDraw, next: Rng] {
  assertSource(source);
  if (source === 'tiles21') throw new BoneyardError('tiles21 dominoes come from a boneyard: use drawFromBoneyard');
  if (source === '2d6') {
    const [a, r1] = rollDie(rng, 6);
    const [b, r2] = rollDie(r1, 6);
    return [Object.freeze({ greater: Math.max(a, b), lesser: Math.min(a, b) }), r2];
  }
  const [g, r1] = rollDie(rng, 8);
  const [l, r2] = rollDie(r1, 4);
  return [Object.freeze({ greater: g, lesser: l }), r2];
}

/** @internal Each possible draw with its integer weight. */
export function dominoWeights(source: DominoSource): readonly (readonly [DominoDraw, bigint])[] {
  assertSource(source);
  const acc = new Map<string, [DominoDraw, bigint]>();
  const add = (greater: number, lesser: number): void => {
    const k = `${greater}-${lesser}`;
    const cur = acc.get(k);
    acc.set(k, [cur?.[0] ?? Object.freeze({ greater, lesser }), (cur?.[1] ?? 0n) + 1n]);
  };
  if (source === 'tiles21') for (const t of newBoneyard()) add(t.greater, t.lesser);
  else if (source === '2d6') for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) add(Math.max(a, b), Math.min(a, b));
  else for (let g = 1; g <= 8; g++) for (let l = 1; l <= 4; l++) add(g, l);
  return [...acc.values()];
}

/**
 * The exact distribution of one domino draw as `'G-L'` codes ([Z03](../../../../docs/rulings/zilch.md#z03)): tiles21 gives each of 21
 * tiles 1/21; 2d6 gives doubles 1/36 and others 2/36; d8d4 gives each of 32 pairs 1/32.
 *
 * @param source - The domino source.
 * @returns The distribution over `'G-L'` codes.
 * @throws {@link BoneyardError} for an unknown source.
 * @example
 * ```ts
 * probability(dominoDistribution('2d6'), '6-1'); // 1/18
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function dominoDistribution(source: DominoSource): Distribution<string> {
  return fromWeights(dominoWeights(source).map(([t, w]) => [`${t.greater}-${t.lesser}`, w] as const));
}

/**
 * The exact joint law of the attacker's and the defender's dominoes in one round, as weighted
 * pairs. With `tiles21` both come from one shared boneyard, so they are two different tiles
 * (21 × 20 ordered pairs, [Z03](../../../../docs/rulings/zilch.md#z03)); with dice they are independent.
 *
 * @param source - The domino source.
 * @returns Weighted `[attackerTile, defenderTile]` pairs.
 * @throws {@link BoneyardError} for an unknown source.
 * @example
 * ```ts
 * dominoPairs('tiles21').length; // 420
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function dominoPairs(source: DominoSource): readonly (readonly [DominoDraw, DominoDraw, bigint])[] {
  const single = dominoWeights(source);
  const out: (readonly [DominoDraw, DominoDraw, bigint])[] = [];
  if (source === 'tiles21') {
    const tiles = newBoneyard();
    for (let i = 0; i < tiles.length; i++) for (let j = 0; j < tiles.length; j++) if (i !== j) out.push([tiles[i] as DominoDraw, tiles[j] as DominoDraw, 1n]);
    return out;
  }
  for (const [a, wa] of single) for (const [b, wb] of single) out.push([a, b, wa * wb]);
  return out;
}

/**
 * Draws the attacker's and the defender's dominoes for a single exchange, exactly as
 * {@link dominoPairs} weights them (two distinct tiles from a fresh boneyard for `tiles21`).
 *
 * @param rng - Generator state; never mutated.
 * @param source - The domino source.
 * @returns `[attackerTile, defenderTile]` and the next state.
 * @throws {@link BoneyardError} for an unknown source.
 * @example
 * ```ts
 * const [[atk, def], next] = drawDominoPair(seed(5), 'tiles21');
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function drawDominoPair(rng: Rng, source: DominoSource): readonly [pair: readonly [DominoDraw, DominoDraw], next: Rng] {
  assertSource(source);
  if (source === 'tiles21') {
    const [res, next] = draw(rng, newBoneyard(), 2);
    return [Object.freeze([res.drawn[0] as DominoDraw, res.drawn[1] as DominoDraw] as const), next];
  }
  const [a, r1] = rollDomino(rng, source);
  const [b, r2] = rollDomino(r1, source);
  return [Object.freeze([a, b] as const), r2];
}
