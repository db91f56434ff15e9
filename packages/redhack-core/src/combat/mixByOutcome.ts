import { fromWeights, type Distribution } from '@rollwright/dice';

/**
 * @internal The exact distribution of a value that depends on a roll's outcome: each outcome's
 * own distribution (`parts`), weighted by that outcome's weight in `outcomes`, over one common
 * total (the product of the parts' totals), so every weight stays an exact integer.
 */
export function mixByOutcome<O extends string>(outcomes: Distribution<O>, parts: Readonly<Record<O, Distribution<number>>>): Distribution<number> {
  let common = 1n;
  for (const o of Object.keys(parts) as O[]) common *= parts[o].total;
  const w = new Map<number, bigint>();
  outcomes.outcomes.forEach((o, i) => {
    const part = parts[o];
    const f = (outcomes.weights[i] ?? 0n) * (common / part.total);
    part.outcomes.forEach((v, j) => w.set(v, (w.get(v) ?? 0n) + f * (part.weights[j] ?? 0n)));
  });
  return fromWeights([...w]);
}
