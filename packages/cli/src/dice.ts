// The CLI's single doorway to dice notation. TEMPORARY: until notation lands in @rollwright/dice
// this understands plain `NdX`, `NdX+M` and `NdX-M` only; then the bodies become one-line calls.
import { add, constant, die, rollDie, sumOf, type Distribution, type Rng } from '@rollwright/dice';
import { CliUsageError } from './errors.js';

/** One physical die as the CLI shows it. */
export interface ShownDie {
  readonly sides: number;
  readonly face: number;
  readonly kept: boolean;
  readonly note?: string;
}

/** One roll as the CLI shows it; `json` is what `--json` prints for it. */
export interface ShownRoll {
  readonly notation: string;
  readonly total: number;
  readonly dice: readonly ShownDie[];
  readonly json: unknown;
}

function parseSimple(notation: string): { n: number; sides: number; mod: number } {
  const m = /^\s*(\d*)d(\d+)\s*(?:([+-])\s*(\d+))?\s*$/.exec(notation);
  if (m === null) throw new CliUsageError(`unsupported dice notation ${JSON.stringify(notation)}`);
  const n = m[1] === undefined || m[1] === '' ? 1 : Number(m[1]);
  const mod = m[4] === undefined ? 0 : (m[3] === '-' ? -1 : 1) * Number(m[4]);
  return { n, sides: Number(m[2]), mod };
}

export function rollNotation(rng: Rng, notation: string): readonly [ShownRoll, Rng] {
  const { n, sides, mod } = parseSimple(notation);
  const dice: ShownDie[] = [];
  let r = rng;
  let total = mod;
  for (let i = 0; i < n; i++) {
    const [face, next] = rollDie(r, sides);
    r = next;
    total += face;
    dice.push({ sides, face, kept: true });
  }
  const json = { notation, total, dice };
  return [{ notation, total, dice, json }, r];
}

export function notationDistribution(notation: string): Distribution<number> {
  const { n, sides, mod } = parseSimple(notation);
  return add(sumOf(n, die(sides)), constant(mod));
}
