// The one definition of how a formula's dice are thrown and counted: which dice a die sets off
// (`judge`), how a term's dice are counted (`countTerm`) and the records they make. `beginRoll`
// (faces supplied by the caller) drives the queue below; `roll`/`rollTotal` (faces from an Rng)
// throw each follow-up die at once, in the same order (see roll.ts).
// Plain functions over a plain state object (no class): they minify to short names.
import type { DiceExpr, DiceNode, UsageSides } from './ast.js';
import { concrete, fixed, planOf, type Formula, type FormulaTerm } from './compile.js';
import { calc, callRounding, callValue, clamp, divide, groupValue, hasDice, keepWindow, matches, testValue } from './internal.js';
import { MAX_CHAIN_DEPTH, MAX_ROLLED_DICE } from './limits.js';
import type { DieRecord, GroupResult, RollResult, TermResult } from './RollResult.js';

/** @internal A die record still being filled in. */
export type Die = { -readonly [K in keyof DieRecord]: DieRecord[K] };

/**
 * @internal A roll in progress. `dice` holds every die thrown or requested so far, in throw
 * order (a die's id is its index; follow-ups link to their cause by `parentId`). Follow-up
 * dice are appended, so the dice still to throw are always the ids from `settled` on, and
 * settling them in id order is settling them throw by throw.
 */
export interface Throw {
  readonly f: Formula;
  readonly dice: Die[];
  /** How many dice (from id 0) have their faces. */
  settled: number;
  capped: boolean;
  /** The terms as rolled: a rolled count or side count is filled in once its dice are known. */
  terms?: FormulaTerm[];
  /** Which terms have had their first dice queued (set for formulas with rolled counts). */
  started?: boolean[];
}

/** @internal The terms of a roll in progress (its own copies once a rolled count is known). */
export function termsOf(s: Throw): readonly FormulaTerm[] {
  return s.terms ?? s.f.terms;
}

const KIND = ['roll', 'explosion', 'reroll'] as const;
const LADDER: readonly (UsageSides | 'exhausted')[] = ['exhausted', 4, 6, 8, 10, 12, 20];

/**
 * @internal Appends the record of a die of term `t` (kind 0 first throw, 1 explosion, 2 reroll)
 * caused by die `parent` (−1 for none), showing `face` and counting `value`.
 */
export function addDie(dice: Die[], t: FormulaTerm, kind: 0 | 1 | 2, parent: number, face: number, value: number): void {
  const id = dice.length;
  const d: Die = {
    id,
    order: id,
    round: parent < 0 ? 0 : (dice[parent] as Die).round + 1,
    termIndex: t.termIndex,
    sides: t.sides,
    face,
    value,
    kind: KIND[kind],
    parentId: parent < 0 ? null : parent,
    kept: true,
    droppedBy: null,
    outcome: t.success === null ? null : 'none',
  };
  // Only dice of a group carry these (added after, so other dice keep the usual shape).
  if (t.group) {
    d.group = t.group.index;
    d.subRoll = t.group.subRoll;
  }
  dice.push(d);
}

/** @internal A fresh roll whose first request is every term's dice, in term order. */
export function start(f: Formula): Throw {
  const s: Throw = { f, dice: [], settled: 0, capped: false };
  const ts = f.terms;
  const dynamic = ts.some((t) => t.dynamic);
  if (dynamic) {
    s.terms = [...ts];
    s.started = ts.map((t) => !t.dynamic);
  }
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as FormulaTerm;
    if (!t.dynamic) for (let k = 0; k < t.count; k++) addDie(s.dice, t, 0, -1, 0, 0);
  }
  if (dynamic) advance(s);
  return s;
}

/**
 * @internal Once every queued die has its face, queues the first dice of each term with a
 * rolled count or side count whose own dice (its count's and sides' terms) are all thrown and
 * settled: the count and sides are worked out from them. Returns whether it queued any term.
 */
export function advance(s: Throw): boolean {
  let any = false;
  // A term that throws no dice (a count of 0) may let the next one start at once.
  while (step(s)) any = true;
  return any;
}

function step(s: Throw): boolean {
  const { terms, started } = s;
  if (!terms || !started || s.settled < s.dice.length) return false;
  const was = [...started];
  let any = false;
  // Each term's total so far, on copies (counting marks dice, which happens once at the end).
  let values: number[] | undefined;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i] as FormulaTerm;
    if (started[i] || !t.dynamic) continue;
    let ready = true;
    for (let j = t.dynamic.from; j < i; j++) ready &&= was[j] as boolean;
    if (!ready) continue;
    values ??= terms.map((u, j) => (was[j] ? countTerm(u, s.dice.map((d) => ({ ...d }))) : 0));
    const node = t.node as DiceNode;
    const at = { i: t.dynamic.from };
    const r = s.f.rounding;
    const count = hasDice(node.count) ? evaluate(node.count, r, values, at) : t.count;
    const sides = node.sidesExpr ? evaluate(node.sidesExpr, r, values, at) : (t.sides as number);
    const c = fixed(concrete(t, count, sides));
    terms[i] = c;
    started[i] = true;
    any = true;
    for (let k = 0; k < c.count; k++) addDie(s.dice, c, 0, -1, 0, 0);
  }
  return any;
}

/** The value of a sub-tree from term values read from `at.i` on. */
function evaluate(e: DiceExpr, rounding: Formula['rounding'], values: readonly number[], at: { i: number }): number {
  return calc(e, rounding, values, at);
}

/**
 * @internal Records the face of the next die to settle (and its `label`, for a labelled face)
 * and queues what it sets off ({@link judge}),
 * finding its chain's explosions and rerolls by walking up from it.
 */
export function settle(s: Throw, face: number, label?: string | null): void {
  const id = s.settled++;
  const die = s.dice[id] as Die;
  const t = termsOf(s)[die.termIndex] as FormulaTerm;
  // Explosions anywhere up the die's chain; rerolls in a row ending at it.
  let depth = 0;
  let rerolls = 0;
  let inRow = true;
  for (let d = die; ; d = s.dice[d.parentId] as Die) {
    if (d.kind === 'explosion') depth++;
    if (d.kind === 'reroll' && inRow) rerolls++;
    else inRow = false;
    if (d.parentId === null) break;
  }
  die.face = face;
  if (label != null) die.label = label;
  const kind = judge(s, t, die, depth, rerolls);
  if (kind !== 0) addDie(s.dice, t, kind, id, 0, 0);
}

/**
 * @internal The rules for a die of term `t` whose face is known, given `depth` (explosions up
 * its chain, itself included) and `rerolls` (rerolls in a row ending at it). A face that
 * rerolls drops the die as 'rerolled' (value 0) and asks for its replacement (2). Otherwise its
 * value is the face after the clamps (−1 for a penetrating explosion), and a value that explodes
 * asks for one more die (1); else 0. A follow-up past MAX_CHAIN_DEPTH, or past MAX_ROLLED_DICE
 * dice in the roll (`s.dice`, every die thrown or queued), is not asked for and sets `s.capped`.
 */
export function judge(s: { readonly dice: Die[]; capped: boolean }, t: FormulaTerm, die: Die, depth: number, rerolls: number): 0 | 1 | 2 {
  const { face } = die;
  const room = s.dice.length < MAX_ROLLED_DICE;
  if ((t.reroll === 'until' || (t.reroll === 'once' && rerolls === 0)) && t.rerollOn.some((cp) => matches(cp, face))) {
    if ((t.reroll === 'once' || rerolls < MAX_CHAIN_DEPTH) && room) {
      die.kept = false;
      die.droppedBy = 'rerolled';
      die.value = 0;
      return 2;
    }
    s.capped = true;
  }
  const v = clamp(t, face);
  // Unique dice: a value that repeats a standing die of the term (thrown before it) rerolls.
  const u = t.unique;
  if (u && (u.mode === 'until' || rerolls === 0) && (u.compare === null || matches(u.compare, v))) {
    const { dice } = s;
    let repeat = false;
    for (let j = 0; j < die.id && !repeat; j++) {
      const o = dice[j] as Die;
      repeat = o.termIndex === t.termIndex && o.droppedBy === null && clamp(t, o.face) === v;
    }
    if (repeat) {
      if ((u.mode === 'once' || rerolls < MAX_CHAIN_DEPTH) && room) {
        die.kept = false;
        die.droppedBy = 'rerolled';
        die.value = 0;
        return 2;
      }
      s.capped = true;
    }
  }
  die.value = (t.explode === 'penetrate' || t.penetrating) && depth > 0 ? v - 1 : v;
  if (t.explodeOn !== null && matches(t.explodeOn, v)) {
    if (depth < MAX_CHAIN_DEPTH && room) return 1;
    s.capped = true;
  }
  return 0;
}

/** @internal Each term's total ({@link countTerm}), marking the dice on the way. */
export function totals(s: Throw): number[] {
  const out: number[] = [];
  for (const t of termsOf(s)) out.push(countTerm(t, s.dice));
  return out;
}

/**
 * @internal Term `t`'s total from a roll's dice, marking its dice on the way: dice outside a
 * keep/drop rule get `droppedBy` 'keep'/'drop', and counted dice their success `outcome`. A
 * compound explosion's whole chain is one unit (kept, dropped and counted together).
 */
export function countTerm(t: FormulaTerm, dice: Die[]): number {
  const { keep, termIndex } = t;
  let total = 0;
  if (keep === null && t.success === null) {
    for (const d of dice) if (d.termIndex === termIndex && d.droppedBy === null) total += d.value;
    return total;
  }
  const compound = t.explode === 'compound';
  // Units: each standing die, or (compounding) a chain of dice, numbered in the order of their
  // first standing die. `ids`: the term's standing dice; `sums`: each unit's value; compounding,
  // `unit[i]` is die i's unit (a chain's dice share it, through rerolled dice too), −1 for none.
  const unit: number[] = [];
  const ids: number[] = [];
  const sums: number[] = [];
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as Die;
    let u = compound && d.parentId !== null ? (unit[d.parentId] as number) : -1;
    if (d.termIndex === termIndex && d.droppedBy === null) {
      if (u < 0) u = sums.push(0) - 1;
      sums[u] = (sums[u] as number) + d.value;
      ids.push(i);
    }
    if (compound) unit[i] = u;
  }
  const m = sums.length;
  const keeping = keep === 'kh' || keep === 'kl';
  // `gone[u]`: 1 if unit u is dropped by the keep/drop rule.
  const gone: number[] = [];
  if (keep !== null) {
    // Units by value, low to high (ties: the later unit counts as higher). Insertion sort for
    // the usual small pool (a sort callback would cost more than the roll), else a real sort
    // (insertion took 0.1 s on 10000d6kh1).
    const order: number[] = [];
    for (let u = 0; u < m; u++) {
      gone[u] = 0;
      let j = u;
      if (m <= 32) for (; j > 0 && (sums[order[j - 1] as number] as number) > (sums[u] as number); j--) order[j] = order[j - 1] as number;
      order[j] = u;
    }
    if (m > 32) order.sort((a, b) => (sums[a] as number) - (sums[b] as number) || a - b);
    if (t.keeps) {
      // Several clauses: each acts on what the clauses before it left.
      const { label } = keepWindow(t.keeps, m);
      for (let r = 0; r < m; r++) if (label[r] !== null) gone[order[r] as number] = label[r] === 'keep' ? 1 : 2;
    } else {
      const high = keep === 'kh' || keep === 'dh';
      const k = Math.min(t.keepCount, m);
      for (let r = 0; r < m; r++) if (keeping !== r < k) gone[order[high ? m - 1 - r : r] as number] = keeping ? 1 : 2;
    }
  }
  for (let u = 0; u < m; u++) if (!gone[u]) total += score(t, sums[u] as number);
  for (let j = 0; j < ids.length; j++) {
    const i = ids[j] as number;
    const d = dice[i] as Die;
    const u = compound ? (unit[i] as number) : j;
    if (gone[u]) {
      d.kept = false;
      d.droppedBy = gone[u] === 1 ? 'keep' : 'drop';
    } else if (t.success !== null) {
      const r = score(t, sums[u] as number);
      d.outcome = r > 0 ? 'success' : r < 0 ? 'failure' : 'none';
    }
  }
  return total;
}

/** @internal What a unit of value `v` adds to its term: `v`, or when counting successes 1, −1 or 0. */
export function score(t: FormulaTerm, v: number): number {
  return t.success === null ? v : matches(t.success, v) ? 1 : t.failure !== null && matches(t.failure, v) ? -1 : 0;
}

/**
 * @internal The formula's total from its term totals (−0 becomes 0): a sum with signs for
 * formulas that only add and subtract (their {@link Plan}), else the tree walk.
 */
export function combineTotals(f: Formula, values: readonly number[]): number {
  const { signs, offset } = planOf(f);
  if (signs === null) return calc(f.expr, f.rounding, values) + 0;
  let total = offset;
  for (let i = 0; i < signs.length; i++) total += (signs[i] as number) * (values[i] as number);
  return total + 0;
}

/** @internal The finished roll's JSON-serializable result (takes over `s.dice`). */
export function result(s: Throw): RollResult {
  const values = totals(s);
  const r = finish(s.f, s.dice, values, s.capped, termsOf(s));
  return planOf(s.f).extended ? decorate(s.f, r, s.dice, values, termsOf(s)) : r;
}

/** @internal A roll's result from its dice (marked) and its term totals. */
export function finish(f: Formula, dice: DieRecord[], values: readonly number[], capped: boolean, ts: readonly FormulaTerm[] = f.terms): RollResult {
  const terms: TermResult[] = [];
  for (const t of ts) terms.push(termResult(t, values[t.termIndex] as number));
  return { notation: f.notation, total: combineTotals(f, values), terms, dice, capped };
}

/**
 * The parts of a record only the forms added in 0.2.0 have: each group's sub-roll totals and
 * which were kept (the dice of a sub-roll left out are marked dropped), critical marks on kept
 * dice and each sorted term's display order.
 */
function decorate(f: Formula, r: RollResult, dice: Die[], values: readonly number[], ts: readonly FormulaTerm[]): RollResult {
  const groups: GroupResult[] = [];
  const drop = (from: number, to: number, why: 'keep' | 'drop'): void => {
    for (const d of dice) {
      if (d.termIndex >= from && d.termIndex < to && d.droppedBy === null) {
        d.kept = false;
        d.droppedBy = why;
      }
    }
  };
  // The tree walk of `calc`, stopping at each group to record its sub-rolls.
  const at = { i: 0 };
  const walk = (e: DiceExpr, rounding: Formula['rounding']): number => {
    switch (e.kind) {
      case 'group': {
        const index = groups.length;
        groups.push(undefined as unknown as GroupResult);
        const subTotals = e.items.map((x) => walk(x, rounding));
        const kept: boolean[] = [];
        const total = groupValue(e, subTotals, kept);
        const info = f.groups?.[index];
        info?.subRolls.forEach((sr, j) => kept[j] || drop(sr.from, sr.to, e.keeps[0]?.which[0] === 'd' ? 'drop' : 'keep'));
        const sign = e.sort?.order === 'desc' ? -1 : 1;
        const order = e.sort ? subTotals.map((_, j) => j).sort((a, b) => sign * ((subTotals[a] as number) - (subTotals[b] as number)) || a - b) : undefined;
        groups[index] = { groupIndex: index, notation: info?.notation ?? '', subRolls: subTotals.map((v, j) => ({ total: v, kept: kept[j] as boolean })), total, ...(order ? { order } : {}) };
        return total;
      }
      case 'call': {
        const rr = callRounding(e.name, rounding);
        return callValue(e.name, e.args.map((x) => walk(x, rr)));
      }
      case 'test':
        return testValue(e, walk(e.operand, rounding));
      case 'number':
        return e.value;
      case 'negate':
        return -walk(e.operand, rounding);
      case 'binary': {
        const x = walk(e.left, rounding);
        const y = walk(e.right, rounding);
        return e.op === '+' ? x + y : e.op === '-' ? x - y : e.op === '*' ? x * y : divide(x, y, rounding);
      }
      default:
        if (e.kind === 'dice') {
          if (hasDice(e.count)) walk(e.count, rounding);
          if (e.sidesExpr) walk(e.sidesExpr, rounding);
        }
        return values[at.i++] as number;
    }
  };
  walk(f.expr, f.rounding);
  const terms = r.terms.map((tr) => {
    const t = ts[tr.termIndex] as FormulaTerm;
    if (!t.sort) return tr;
    const mine = dice.filter((d) => d.termIndex === t.termIndex);
    const sign = t.sort === 'asc' ? 1 : -1;
    return { ...tr, order: mine.sort((a, b) => sign * (a.value - b.value) || a.id - b.id).map((d) => d.id) };
  });
  for (const d of dice) {
    const t = ts[d.termIndex] as FormulaTerm;
    if (!d.kept) continue;
    if (t.critSuccess && matches(t.critSuccess, d.value)) d.critical = 'success';
    else if (t.critFailure && matches(t.critFailure, d.value)) d.critical = 'failure';
  }
  return { ...r, terms, ...(groups.length ? { groups } : {}) };
}

/** @internal Term `t`'s result record, given its total. */
export function termResult(t: FormulaTerm, total: number): TermResult {
  const { node } = t;
  return {
    termIndex: t.termIndex,
    notation: t.notation,
    total,
    usage: node.kind === 'dice' ? null : { stepped: total <= 2, next: total <= 2 ? (LADDER[LADDER.indexOf(node.sides) - 1] as UsageSides | 'exhausted') : node.sides },
  };
}
