// Private bridge between the combat rules and the package's d20 test core.
// Every combat d20 roll goes through the three functions below, so the combat code
// has a single place that knows how a roll-under-but-over test is resolved.
import { CombatInputError } from './errors.js';
import { die, fromWeights, highestOf, lowestOf, map, rollDie, type Distribution, type Rng } from '@rollwright/dice';

/** The two rule sets: `classic` (redhack-rules.txt) and `draft31` (redhack-3.1-draft.txt). */
export type CombatEdition = 'classic' | 'draft31';

/** Outcome of one d20 test. */
export type D20Outcome = 'critical-success' | 'success' | 'failure' | 'critical-failure';

/** A prepared d20 test: attribute 0..19, difficulty ≥ 0, net advantage levels, chaser sides. */
export interface D20Spec {
  readonly attribute: number;
  readonly difficulty: number;
  readonly levels: number;
  readonly chaser?: number | undefined;
  readonly splendid?: boolean | undefined;
}

/** Faces given for one d20 test. */
export interface D20Dice {
  readonly d20: readonly number[];
  readonly chaser?: number | undefined;
}

/** Result of one d20 test. */
export interface D20Result {
  readonly outcome: D20Outcome;
  readonly kept: number;
  readonly dice: D20Dice;
}

export function judgeD20(kept: number, chaserFace: number, s: D20Spec): D20Outcome {
  if (kept === 20) return 'critical-success';
  if (kept === 1) return 'critical-failure';
  if (kept > s.difficulty && kept <= s.attribute) return 'success';
  if (s.splendid === true && kept === 19) return 'success';
  if (s.chaser !== undefined && chaserFace >= s.chaser - 1) return 'success';
  return 'failure';
}

function ok(o: D20Outcome): boolean {
  return o === 'critical-success' || o === 'success';
}

/** Best-to-worst rank of a face (natural 20 first, natural 1 last). */
function rank(face: number, s: D20Spec): number {
  if (face === 20) return 200;
  if (face === 1) return 0;
  if (face <= s.attribute) return 100 + 2 * face;
  if (s.splendid === true && face === 19) return 101 + 2 * s.attribute;
  return 60 - face;
}

function rerollMode(edition: CombatEdition): boolean {
  return edition === 'classic';
}

function keep(d20: readonly number[], chaserFace: number, s: D20Spec, edition: CombatEdition): number {
  const k = Math.abs(s.levels);
  if (k === 0 || !rerollMode(edition)) {
    let best = d20[0] as number;
    for (const f of d20) if (s.levels >= 0 ? rank(f, s) > rank(best, s) : rank(f, s) < rank(best, s)) best = f;
    return best;
  }
  const adv = s.levels > 0;
  let kept = d20[0] as number;
  const second = d20[1];
  if (second !== undefined && ok(judgeD20(kept, chaserFace, s)) !== adv && second !== (adv ? 1 : 20)) kept = second;
  return kept;
}

export function resolveD20(dice: D20Dice, s: D20Spec, edition: CombatEdition): D20Result {
  const kept = keep(dice.d20, dice.chaser ?? 0, s, edition);
  return Object.freeze({ outcome: judgeD20(kept, dice.chaser ?? 0, s), kept, dice: Object.freeze({ ...dice, d20: Object.freeze([...dice.d20]) }) });
}

/** Distribution of the kept face for a given chaser face. */
function keptFace(s: D20Spec, chaserFace: number, edition: CombatEdition): Distribution<number> {
  const k = Math.abs(s.levels);
  if (k === 0) return die(20);
  if (!rerollMode(edition)) {
    const back = new Map<number, number>();
    for (let f = 1; f <= 20; f++) back.set(rank(f, s), f);
    const ranks = map(die(20), (f) => rank(f, s));
    const pool = Array.from({ length: k + 1 }, () => ranks);
    return map(s.levels > 0 ? highestOf(...pool) : lowestOf(...pool), (r) => back.get(r) ?? 0);
  }
  const adv = s.levels > 0;
  const w = new Map<number, bigint>();
  for (let a = 1; a <= 20; a++) {
    for (let b = 1; b <= 20; b++) {
      const kept = ok(judgeD20(a, chaserFace, s)) !== adv && b !== (adv ? 1 : 20) ? b : a;
      w.set(kept, (w.get(kept) ?? 0n) + 1n);
    }
  }
  return fromWeights([...w]);
}

export function d20Distribution(s: D20Spec, edition: CombatEdition): Distribution<D20Outcome> {
  const w = new Map<D20Outcome, bigint>();
  const sides = s.chaser ?? 1;
  for (let c = 1; c <= sides; c++) {
    const d = keptFace(s, s.chaser === undefined ? 0 : c, edition);
    d.outcomes.forEach((f, i) => {
      const o = judgeD20(f, s.chaser === undefined ? 0 : c, s);
      w.set(o, (w.get(o) ?? 0n) + (d.weights[i] ?? 0n));
    });
  }
  const order: D20Outcome[] = ['critical-success', 'success', 'failure', 'critical-failure'];
  return fromWeights(order.filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}

export function rollD20(rng: Rng, s: D20Spec, edition: CombatEdition): readonly [D20Result, Rng] {
  let r = rng;
  let chaser: number | undefined;
  if (s.chaser !== undefined) [chaser, r] = rollDie(r, s.chaser);
  const n = Math.abs(s.levels) === 0 ? 1 : rerollMode(edition) ? 2 : Math.abs(s.levels) + 1;
  const d20: number[] = [];
  for (let i = 0; i < n; i++) {
    let f: number;
    [f, r] = rollDie(r, 20);
    d20.push(f);
  }
  return [resolveD20(chaser === undefined ? { d20 } : { d20, chaser }, s, edition), r];
}

/** Combat options read by the combat rules (the edition picks every per-edition rule). */
export interface CombatRuleOptions {
  readonly edition?: CombatEdition;
}

export function editionOf(options: CombatRuleOptions | undefined): CombatEdition {
  const e = options?.edition ?? 'draft31';
  if (e !== 'classic' && e !== 'draft31') throw new CombatInputError('edition', `edition must be 'classic' or 'draft31', got ${String(e)}`, e);
  return e;
}

export function whole(rule: string, name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new CombatInputError(rule, `${name} must be a whole number in ${min}..${max}, got ${String(value)}`, value);
  }
  return value;
}

export function faces(rule: string, name: string, value: unknown, count: number, sides: number): readonly number[] {
  if (!Array.isArray(value) || value.length !== count) {
    throw new CombatInputError(rule, `${name} needs exactly ${count} face${count === 1 ? '' : 's'}, got ${Array.isArray(value) ? value.length : String(value)}`, value);
  }
  value.forEach((f, i) => whole(rule, `${name}[${i}]`, f, 1, sides));
  return value as readonly number[];
}
