// The classic roped team: one definition of the procedure (a round of STR saves moves the
// fallen span along the rope), resolved from given dice, rolled, and as exact odds.
import { fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import type { RedhackOptions } from '../options/index.js';
import { keptDieDistribution, resolveTest, rollTest, type TestDice, type TestSpec } from '../tests/index.js';
import { ExplorationError } from './ExplorationError.js';

/**
 * What happened when a climber roped to others fell.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface RopedFall {
  /** Indices (in rope order) of everyone who fell, lowest first. */
  readonly fallen: readonly number[];
  /** The rope was secured: everyone dangles and only saves against losing items. */
  readonly dangling: boolean;
  /** One line per save. */
  readonly log: readonly string[];
}

/** Most climbers on one rope. */
const MAX_TEAM = 30;

/** The fallen stretch of rope: climbers lo..hi have fallen. */
interface Span {
  readonly lo: number;
  readonly hi: number;
}

/** One neighbour's save as the procedure reads it. */
interface SaveRoll {
  readonly i: number;
  readonly kept: number;
  readonly ok: boolean;
}

function checkTeam(str: readonly number[], faller: number): void {
  if (!Array.isArray(str) || str.length < 2 || str.length > MAX_TEAM) throw new ExplorationError('R84', `a roped team has 2..${MAX_TEAM} climbers`, str);
  if (!Number.isInteger(faller) || faller < 0 || faller >= str.length) throw new ExplorationError('R84', `the faller must be an index 0..${str.length - 1}, got ${String(faller)}`, faller);
}

/** The neighbours that save next, in rope order; none once three have fallen or the rope ends. */
function neighbours(span: Span, n: number): readonly number[] {
  if (span.hi - span.lo + 1 >= 3) return [];
  return [span.lo - 1, span.hi + 1].filter((i) => i >= 0 && i < n);
}

/** The save a neighbour makes: STR at difficulty 1, with disadvantage once two are falling. */
function saveSpec(str: readonly number[], i: number, span: Span): TestSpec {
  return { attribute: str[i] ?? 0, difficulty: 1, disadvantage: span.hi - span.lo + 1 >= 2 ? 1 : 0, tags: ['attribute:STR', 'save', 'roped-team'] };
}

/** One round: `null` when a neighbour holds, else the span with the lowest roller added (first in rope order on a tie). */
function afterRound(span: Span, rolls: readonly SaveRoll[]): Span | null {
  if (rolls.some((x) => x.ok)) return null;
  const lowest = rolls.reduce((a, b) => (b.kept < a.kept ? b : a));
  return lowest.i < span.lo ? { lo: lowest.i, hi: span.hi } : { lo: span.lo, hi: lowest.i };
}

/** Who fell once the procedure stops at `span` (three fallen pulls everyone). */
function fallenOf(span: Span, n: number): readonly number[] {
  const all = span.hi - span.lo + 1 >= 3;
  const lo = all ? 0 : span.lo;
  const hi = all ? n - 1 : span.hi;
  return Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);
}

/** Runs the procedure with a source of saves; the resolver and the sampler both use it. */
function run(str: readonly number[], faller: number, secured: boolean, save: (i: number, spec: TestSpec) => SaveRoll & { readonly outcome: string }): RopedFall {
  if (secured) return Object.freeze({ fallen: Object.freeze([faller]), dangling: true, log: Object.freeze(['the rope is secured: everyone dangles']) });
  let span: Span = { lo: faller, hi: faller };
  const log: string[] = [];
  for (;;) {
    const next = neighbours(span, str.length);
    if (next.length === 0) break;
    const rolls = next.map((i) => {
      const s = save(i, saveSpec(str, i, span));
      log.push(`climber ${i} STR save: d20 ${s.kept} → ${s.outcome}`);
      return s;
    });
    const after = afterRound(span, rolls);
    if (after === null) break;
    const pulled = after.lo < span.lo ? after.lo : after.hi;
    log.push(`climber ${pulled} is pulled off`);
    span = after;
  }
  if (span.hi - span.lo + 1 >= 3) log.push('three have fallen: everyone falls');
  return Object.freeze({ fallen: Object.freeze([...fallenOf(span, str.length)]), dangling: false, log: Object.freeze(log) });
}

/**
 * Resolves the classic roped-team procedure from given dice
 * ([ruling R84](../../../../docs/rulings/redhack.md#r84-climbing-with-advantage-twice-and-the-roped-team)):
 * when a climber falls, the neighbours on the rope each make a STR save (difficulty 1); if one
 * holds, the fallen only save against losing items. If none holds, the neighbour with the
 * lowest kept d20 falls too (the first in rope order on a tie) and the new neighbours save, with
 * disadvantage now that two are falling. Once three have fallen, everyone falls. A secured rope
 * leaves everyone dangling. Source: redhack-rules.txt › Climbing, Falling & Natural Hazards.
 *
 * @param str - STR of each climber in rope order (2..30 climbers); never mutated.
 * @param faller - Index of the climber who fell.
 * @param secured - Whether the rope is properly secured.
 * @param saves - The dice of every save in the order the procedure asks for them (each round:
 *   the lower neighbour first); never mutated.
 * @param options - Rule options (the edition's advantage rule reads the dice).
 * @returns Who fell and the log.
 * @throws {@link ExplorationError} (`R84`) for a bad team or faller, or too few or too many
 *   saves; the test core's errors for a bad STR or bad dice.
 * @example
 * ```ts
 * // Climber 1 falls; 0 and 2 both fail (15 and 13 over STR 12 and 10); 2 rolled lower and is
 * // pulled off; 0 then fails its save with disadvantage: all three fall.
 * resolveRopedTeamFall([12, 14, 10], 1, false, [{ d20: [15] }, { d20: [13] }, { d20: [18] }], { edition: 'classic' }).fallen; // [0, 1, 2]
 * ```
 * @since 0.2.0
 * @category RedHack exploration
 */
export function resolveRopedTeamFall(str: readonly number[], faller: number, secured: boolean, saves: readonly TestDice[], options: RedhackOptions = {}): RopedFall {
  checkTeam(str, faller);
  if (!Array.isArray(saves)) throw new ExplorationError('R84', 'saves must be a list of test dice', saves);
  let k = 0;
  const out = run(str, faller, secured, (i, spec) => {
    const dice = saves[k++];
    if (dice === undefined) throw new ExplorationError('R84', `the procedure needs save ${k}, but only ${saves.length} were given`, saves);
    const t = resolveTest(dice, spec, options);
    return { i, kept: t.kept, ok: t.success, outcome: t.outcome };
  });
  if (k !== saves.length) throw new ExplorationError('R84', `the procedure used ${k} saves, but ${saves.length} were given`, saves);
  return out;
}

/**
 * Rolls the classic roped-team procedure (see {@link resolveRopedTeamFall}) with the test core.
 *
 * @param rng - Generator state; never mutated.
 * @param str - STR of each climber in rope order (2..30 climbers); never mutated.
 * @param faller - Index of the climber who fell.
 * @param secured - Whether the rope is properly secured.
 * @param options - Rule options.
 * @returns Who fell and the next state.
 * @throws {@link ExplorationError} (`R84`) for a bad team or faller; the test core's errors for a bad STR.
 * @example
 * ```ts
 * const [f] = ropedTeamFall(seed(2), [12, 14, 10], 1, false, { edition: 'classic' });
 * f.fallen.includes(1); // true
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function ropedTeamFall(rng: Rng, str: readonly number[], faller: number, secured = false, options: RedhackOptions = {}): readonly [RopedFall, Rng] {
  checkTeam(str, faller);
  let r = rng;
  const out = run(str, faller, secured, (i, spec) => {
    const [t, next] = rollTest(r, spec, options);
    r = next;
    return { i, kept: t.kept, ok: t.success, outcome: t.outcome };
  });
  return [out, r];
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The exact odds of the classic roped-team procedure: outcomes are the fallen climbers' indices
 * joined by commas (`'1'`, `'1,2'`, `'0,1,2,3'` when three fell from a four-climber rope), from
 * the same procedure {@link resolveRopedTeamFall} and {@link ropedTeamFall} run, applied to the
 * exact distribution of every save's kept die.
 *
 * @param str - STR of each climber in rope order (2..30 climbers); never mutated.
 * @param faller - Index of the climber who fell.
 * @param secured - Whether the rope is properly secured (then only the faller, dangling).
 * @param options - Rule options.
 * @returns Exact weights over who fell.
 * @throws {@link ExplorationError} (`R84`) for a bad team or faller; the test core's errors for a bad STR.
 * @example
 * ```ts
 * // Both neighbours fail their first saves 8/20 × 10/20 = 1/5 of the time.
 * probability(ropedTeamDistribution([12, 14, 10], 1, false, { edition: 'classic' }), '1'); // 4/5
 * ```
 * @since 0.2.0
 * @category RedHack exploration
 */
export function ropedTeamDistribution(str: readonly number[], faller: number, secured = false, options: RedhackOptions = {}): Distribution<string> {
  checkTeam(str, faller);
  if (secured) return fromWeights([[String(faller), 1n]]);
  // Paths as exact fractions num/den; each round multiplies in the saves' kept-die odds.
  type Path = { readonly span: Span; readonly num: bigint; readonly den: bigint };
  const done: { readonly key: string; readonly num: bigint; readonly den: bigint }[] = [];
  let open: Path[] = [{ span: { lo: faller, hi: faller }, num: 1n, den: 1n }];
  while (open.length > 0) {
    const nextOpen: Path[] = [];
    for (const p of open) {
      const next = neighbours(p.span, str.length);
      if (next.length === 0) {
        done.push({ key: fallenOf(p.span, str.length).join(','), num: p.num, den: p.den });
        continue;
      }
      const odds = next.map((i) => ({ i, d: keptDieDistribution(saveSpec(str, i, p.span), options) }));
      const den = odds.reduce((acc, o) => acc * o.d.total, p.den);
      // Every combination of the neighbours' signed kept faces (+f success, −f failure).
      let combos: { readonly rolls: readonly SaveRoll[]; readonly w: bigint }[] = [{ rolls: [], w: p.num }];
      for (const o of odds) {
        combos = combos.flatMap((c) => o.d.outcomes.map((f, k) => ({ rolls: [...c.rolls, { i: o.i, kept: Math.abs(f), ok: f > 0 }], w: c.w * (o.d.weights[k] ?? 0n) })));
      }
      const held = combos.filter((c) => afterRound(p.span, c.rolls) === null).reduce((a, c) => a + c.w, 0n);
      if (held > 0n) done.push({ key: fallenOf(p.span, str.length).join(','), num: held, den });
      const bySpan = new Map<string, { span: Span; w: bigint }>();
      for (const c of combos) {
        const after = afterRound(p.span, c.rolls);
        if (after === null) continue;
        const key = `${after.lo},${after.hi}`;
        const e = bySpan.get(key);
        if (e === undefined) bySpan.set(key, { span: after, w: c.w });
        else e.w += c.w;
      }
      for (const e of bySpan.values()) nextOpen.push({ span: e.span, num: e.w, den });
    }
    open = nextOpen;
  }
  const lcm = done.reduce((acc, d) => (acc / gcd(acc, d.den)) * d.den, 1n);
  const weights = new Map<string, bigint>();
  for (const d of done) weights.set(d.key, (weights.get(d.key) ?? 0n) + d.num * (lcm / d.den));
  const keys = [...weights.keys()].sort((a, b) => a.split(',').length - b.split(',').length || a.localeCompare(b));
  return fromWeights(keys.map((k) => [k, weights.get(k) ?? 0n] as const));
}
