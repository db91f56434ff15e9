import type { BinaryNode, CallNode, CompareOp, ComparePoint, DiceExpr, DiceNode, ExplodeClause, FunctionName, GroupNode, KeepClause, NegateNode, NumberNode, RerollClause, SortClause, Span, TestNode, UniqueClause, UsageDieNode, UsageSides } from './ast.js';
import { DiceNotationError, type DiceNotationErrorReason } from './DiceNotationError.js';
import { MAX_AST_DEPTH, MAX_AST_NODES, MAX_DICE, MAX_GROUP_ITEMS, MAX_NOTATION_LENGTH, MAX_NUMBER, MAX_SIDES } from './limits.js';
import { clamp, constantValue, hasDice, matches, standingValues, staticFaces } from './internal.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Explode, reroll and keep modes by the clause names that leave them implicit. */
const MODES: Record<string, string> = { '!': 'explode', '!!': 'compound', '!!p': 'compound', '!p': 'penetrate', r: 'until', ro: 'once', u: 'until', uo: 'once', k: 'kh', d: 'dl' };

/** The compare point `=value` (the default of bare numbers, `r` and `!`). */
const equals = (value: number): ComparePoint => ({ op: '=', value });

const USAGE_SIDES: readonly number[] = [4, 6, 8, 10, 12, 20];
const USAGE = `a usage die size (${USAGE_SIDES})`; // 'a usage die size (4,6,8,10,12,20)'
const SIDES = 'a number of sides';
const IN_TERM = ' dice in one term';
const LABEL_RULE = "a label (a letter or '_', then letters, digits, '_' or '-') and ':'";


/**
 * Parses dice notation into a typed syntax tree in which every node carries its source
 * {@link Span}. Whitespace is allowed between tokens, including between a clause and its
 * number or compare point (`4d6 kh 3`, `1d6 ro <= 2` is `1d6ro<=2`); the Unicode minus sign
 * (U+2212) works like `-` and `×` (U+00D7) like `*`. See the package README for the full syntax
 * table, including roll groups (`{3d6, 3d6}kh1`), custom faces (`1d{1,2,2,3}`), rolled counts
 * (`(1d4)d6`), functions (`floor(1d6/2)`), unique dice (`u`), sorting (`sd`), critical marks
 * (`crit`, `fumble`) and pass/fail tests on a total (`(3d6)<=12`, [ruling N17](../../../../docs/rulings/dice.md#n17)).
 *
 * @param notation - The formula, at most {@link MAX_NOTATION_LENGTH} characters, e.g. `'4d6kh3'`.
 * @returns The syntax tree.
 * @throws {@link DiceNotationError} on bad syntax (`'2d+1'`, `'2d6+'`, `'(((('`, `''`), a value
 *   out of range (`'1d0'`, `'(5-10)d10'`, a clamp past the faces like `'1d6min7'`, [ruling N13](../../../../docs/rulings/dice.md#n13)),
 *   a limit exceeded (`'999999999d6'`, see {@link MAX_DICE}) or a roll that could never end
 *   (`'1d1!'`, `'1d2r=1r=2'`).
 * @example
 * ```ts
 * parse('2d20kh1+5').kind; // 'binary'
 * ```
 * @see {@link safeParse}, {@link format}, {@link compile}
 * @since 0.1.0
 * @category Dice notation
 */
export function parse(notation: string): DiceExpr {
  if (typeof notation !== 'string') throw new DiceNotationError(typeof notation === 'object' && notation !== null ? 'object' : String(notation), 0, 'a string');
  // Recursive descent; the helpers are closures over the cursor `i` (short names once minified)
  // and the text `s` (set up below, once the length is checked).
  let i = 0;
  let nodes = 0; // towards MAX_AST_NODES
  let total = 0; // dice in the formula, towards MAX_DICE
  function fail(at: number, expected: string, reason?: DiceNotationErrorReason): never {
    throw new DiceNotationError(notation, at, expected, reason);
  }
  /** Fails with reason 'limit' at `at` when `n` exceeds `max` (`what`, if given, starts with a space). */
  const over = (n: number, max: number, at: number, what = ''): void => {
    if (n > max) fail(at, `at most ${max}${what}`, 'limit');
  };
  /** Matches the sticky regex `re` at the cursor and returns the match, moving past it. */
  const eat = (re: RegExp): string | undefined => {
    re.lastIndex = i;
    return re.test(s) ? s.slice(i, (i = re.lastIndex)) : undefined;
  };
  /** Skips whitespace; returns the next character ('' at the end). */
  const ws = (): string => (eat(/\s*/y), s.charAt(i));
  /** The span from `start` to the cursor (or `end`). */
  const span = (start: number, end = i): Span => ({ start, end });
  /** Counts a node towards MAX_AST_NODES and gives it its kind and span. */
  const mk = <T extends DiceExpr>(kind: T['kind'], fields: Omit<T, 'kind' | 'span'>, start: number, end = i): T => {
    over(++nodes, MAX_AST_NODES, i, ' terms and operators');
    return { kind, ...fields, span: span(start, end) } as T;
  };
  /** The unsigned integer literal at the cursor, if there is one. */
  const num = (): number | undefined => {
    const digits = eat(/\d+/y);
    if (digits) over(+digits, MAX_NUMBER, i - digits.length);
    return digits ? +digits : undefined;
  };
  const int = (what: string): number => num() ?? fail(i, what);
  /** An integer literal with an optional '-', after the token `after`. */
  const signed = (after: string): number => (eat(/-/y) ? -1 : 1) * int(`a number after '${after}'`);
  /** Adds `n` dice: the term (at `at`) and the formula (at `start`) may have MAX_DICE each. */
  const addDice = (n: number, at: number, start: number): void => {
    over(n, MAX_DICE, at, IN_TERM);
    over((total += n), MAX_DICE, start, ' dice in one formula');
  };
  /** The unsigned integer literal after any whitespace, if there is one (else the cursor stays). */
  const arg = (): number | undefined => {
    const back = i;
    ws();
    const n = num();
    if (n === undefined) i = back;
    return n;
  };
  /**
   * A compare point (`>=8`, `< 3`), which may follow its clause after whitespace; a bare
   * number means `=` (`f1` is `f=1`). With `what`, one is required.
   */
  const compare = (what?: string): ComparePoint | null => {
    const back = i;
    ws();
    const op = eat(/<>|[<>]=?|=/y) as CompareOp | undefined;
    if (op) {
      ws();
      return { op, value: signed(op) };
    }
    const value = num();
    if (value === undefined) {
      if (what) fail(i, what);
      i = back;
    }
    return value === undefined ? null : equals(value);
  };

  /** `depth` + 1, at most MAX_AST_DEPTH: the formula, each '(' and each unary minus nest a level. */
  const nest = (depth: number): number => (over(++depth, MAX_AST_DEPTH, i, ' levels of nesting'), depth);
  /** Sums (`mul` unset) or products (`mul` set) of the next level, left-associative. */
  const expr = (depth: number, mul?: boolean): DiceExpr => {
    const next = (): DiceExpr => (mul ? primary(depth) : expr(depth, true));
    let left = next();
    for (let op; (op = ws()) && (mul ? '*/' : '+-').includes(op); ) {
      i++;
      const right = next();
      left = mk<BinaryNode>('binary', { op: op as BinaryNode['op'], left, right }, left.span.start, right.span.end);
    }
    return left;
  };

  /** A negation, a number, `(expr)`, a usage die, or a dice term counted by a number or `(expr)` (or 1). */
  const primary = (depth: number): DiceExpr => {
    ws();
    const start = i;
    if (eat(/-/y)) {
      const operand = primary(nest(depth));
      return mk<NegateNode>('negate', { operand }, start, operand.span.end);
    }
    if (eat(/ud/y)) {
      const sides = int(USAGE);
      if (!USAGE_SIDES.includes(sides)) fail(start + 2, USAGE, 'range');
      addDice(1, start, start);
      return mk<UsageDieNode>('usage', { sides: sides as UsageSides }, start);
    }
    if (eat(/\{/y)) return group(start, nest(depth));
    const name = eat(/(?:floor|ceil|round|abs|min|max)(?=\s*\()/y) as FunctionName | undefined;
    if (name) {
      ws();
      i++;
      const args = list(nest(depth), ')');
      const two = name === 'min' || name === 'max';
      if (two ? args.length < 2 : args.length !== 1) fail(start, `${two ? 'two or more arguments' : 'one argument'} for ${name}`);
      return mk<CallNode>('call', { name, args }, start);
    }
    let count: DiceExpr;
    if (eat(/\(/y)) {
      count = expr(nest(depth)); // which skips the whitespace before ')'
      if (!eat(/\)/y)) fail(i, "')'");
      // `(3d6)<=12`: a pass/fail test on the total.
      const back = i;
      if (/[<>=]/.test(ws())) return mk<TestNode>('test', { operand: count, compare: compare('a compare point') as ComparePoint }, start);
      i = back;
    } else count = mk<NumberNode>('number', { value: num() ?? (/[dD]/.test(s.charAt(i)) ? 1 : fail(i, "a number, a die or '('")) }, start);
    return eat(/[dD]/y) ? dice(count, start, depth) : count;
  };

  /** Expressions separated by ',' up to the closing `end` (the opening bracket was read). */
  const list = (depth: number, end: string): DiceExpr[] => {
    const items = [expr(depth)];
    while (ws() === ',') {
      i++;
      items.push(expr(depth));
    }
    if (s.charAt(i) !== end) fail(i, `'${end}' or ','`);
    i++;
    return items;
  };

  /** A keep/drop clause's count (`k` = `kh1`, but `d` needs its count), checked against `most`. */
  const keepClause = (t: string, at: number, most: number, what: string): KeepClause => {
    const n = arg() ?? (t === 'd' ? fail(i, "a number after 'd'") : 1);
    over(n, most, at, what);
    return { which: (MODES[t] ?? t) as KeepClause['which'], count: n, span: span(at) };
  };

  /** A roll group after its '{': sub-rolls, then keep/drop clauses and success/failure points. */
  const group = (start: number, depth: number): GroupNode => {
    const items = list(depth, '}');
    over(items.length, MAX_GROUP_ITEMS, start, ' sub-rolls in one group');
    const keeps: KeepClause[] = [];
    let success: ComparePoint | null = null;
    let failure: ComparePoint | null = null;
    let sort: SortClause | undefined;
    let save = i;
    for (let at, t; ((save = i), ws(), (at = i), (t = eat(/[kd][hl]?|cs|f(?!umble)|s[ad]?|(?=[<>=])/y))) !== undefined; ) {
      if (t[0] === 's') {
        // Display order only: the dice inside and the sub-rolls by total (ruling N49).
        if (sort) fail(at, 'only one sort clause per group');
        sort = { order: t === 'sd' ? 'desc' : 'asc', span: span(at) };
      } else if (t[0] === 'k' || t[0] === 'd') {
        // One sub-roll: the clauses pick among its dice, whose count compile checks.
        keeps.push(keepClause(t, at, items.length > 1 ? items.length : MAX_DICE, items.length > 1 ? ' sub-rolls (the group has that many)' : IN_TERM));
      } else {
        const failing = t === 'f';
        if ((failing ? failure : success) !== null) fail(at, `only one ${failing ? 'failure' : 'success'} clause per group`);
        const cp = compare(`a compare point after '${t}'`);
        if (failing) failure = cp;
        else success = cp;
      }
    }
    i = save;
    if (/\s*(crit|fumble)/y.test(notation.slice(i))) {
      fail(i, "critical marks on the dice terms inside the group (write {3d6crit>=6, 3d6crit>=6}: a group has no dice of its own to mark)");
    }
    if (failure && !success) fail(start, "a success compare point with 'f'");
    if (items.length === 1 && keeps.length > 0 && items[0]?.kind !== 'dice') {
      fail(start, 'a single dice term as the one sub-roll of a group with keep/drop (its dice are kept or dropped)', 'range');
    }
    return mk<GroupNode>('group', { items, keeps, success, failure, ...(sort ? { sort } : {}) }, start);
  };

  /** The rest of a dice term, after its 'd'. */
  const dice = (count: DiceExpr, start: number, depth: number): DiceNode => {
    const sidesAt = i;
    const extra: { -readonly [K in 'keeps' | 'faces' | 'faceLabels' | 'sidesExpr' | 'unique' | 'sort' | 'critSuccess' | 'critFailure']?: DiceNode[K] } = {};
    let letter: '%' | 'F' | undefined;
    let sides = 1;
    if (eat(/\{/y)) {
      // Custom faces: signed whole numbers, each with an optional label (`heads:1`). `seen` maps
      // each label to its value and each value to whether it is labelled ([ruling N44](../../../../docs/rulings/dice.md#n44)):
      // a label keeps one value, and a value is labelled on all its faces or none (else a
      // supplied number could not say which face it is).
      const faces: number[] = [];
      const labels: (string | null)[] = [];
      const seen = new Map<string | number, number | boolean>();
      do {
        ws();
        const at = i;
        // A label: a letter or '_', then letters, digits, '_' or '-' ([ruling N44](../../../../docs/rulings/dice.md#n44)).
        const label = eat(/[A-Za-z_][\w-]*/y) ?? null;
        if (label !== null && (ws(), !eat(/:/y))) fail(i, `':' after the label '${label}'`);
        ws();
        const v = (eat(/-/y) ? -1 : 1) * int('a face value') + 0;
        // `1h:1`, `7:1`: a label starts with a letter or '_'.
        const end = i;
        if (ws() === ':' || (i === end && /\w/.test(s.charAt(i)))) fail(at, LABEL_RULE);
        if (label !== null && (seen.get(label) ?? v) !== v) fail(at, `one value for the label '${label}'`, 'range');
        if ((seen.get(v) ?? label !== null) !== (label !== null)) fail(at, `a label on all faces of value ${v} or none`, 'range');
        seen.set(v, label !== null);
        if (label !== null) seen.set(label, v);
        faces.push(v);
        labels.push(label);
        over(faces.length, MAX_SIDES, sidesAt, ' faces');
      } while (ws() === ',' && ++i);
      if (!eat(/\}/y)) fail(i, "'}' or ','");
      extra.faces = faces;
      if (labels.some((l) => l !== null)) extra.faceLabels = labels;
      sides = faces.length;
    } else if (eat(/\(/y)) {
      // Rolled sides, `2d(1d6+2)`; a dice-free expression is just its value.
      const e = expr(nest(depth));
      if (!eat(/\)/y)) fail(i, "')'");
      if (hasDice(e)) {
        extra.sidesExpr = e;
        sides = 0;
      } else sides = constantValue(e, 'floor') ?? fail(sidesAt, 'a fixed number of sides');
    } else {
      letter = eat(/[%Ff]/y)?.toUpperCase() as '%' | 'F' | undefined;
      if (!letter) sides = int(SIDES);
    }
    if (sides < 1 && !extra.sidesExpr) fail(sidesAt, `${SIDES} ≥ 1`, 'range');
    over(sides, MAX_SIDES, sidesAt, ' sides');
    const clauses: Omit<Mutable<DiceNode>, 'kind' | 'count' | 'sides' | 'reroll' | 'span'> & { reroll: RerollClause[] } = {
      min: null,
      max: null,
      reroll: [],
      explode: null,
      keep: null,
      success: null,
      failure: null,
    };
    // Where each clause starts (the last one for `reroll`).
    const pos: Partial<Record<keyof typeof clauses | 'unique' | 'sort' | 'critSuccess' | 'critFailure', number>> = {};
    const keeps: KeepClause[] = [];
    let crit: ComparePoint | null | undefined;
    let fumble: ComparePoint | null | undefined;
    const only = (at: number, what: string): never => fail(at, `only one ${what} per dice term`);
    const once = (clause: keyof typeof clauses, at: number): void => {
      if (clause in pos) only(at, `${clause} clause`);
      pos[clause] = at;
    };
    // Each clause: `t` is its name (a bare compare point is a success clause without its 'cs').
    // Whitespace may come before a clause, but stays outside the term when no clause follows.
    let save = i;
    for (let at, t; ((save = i), ws(), (at = i), (t = eat(/[kd][hl]?|!!p|![!p]?|ro?|uo?|s[ad]?|min|max|crit|cs|fumble|f|(?=[<>=])/y))) !== undefined; ) {
      const c = t[0];
      if (c === 'm') {
        ws();
        const v = signed(t);
        once(t as 'min', at);
        clauses[t as 'min'] = v;
      } else if (c === 'k' || c === 'd') {
        // k = kh1 and dl = dl1, but d needs its count; later clauses act on what is left.
        const clause = keepClause(t, at, MAX_DICE, IN_TERM);
        pos.keep ??= at;
        clauses.keep ??= clause;
        keeps.push(clause);
      } else if (c === 'u') {
        once('unique', at);
        extra.unique = { mode: MODES[t], compare: compare(), span: span(at) } as UniqueClause;
      } else if (c === 's') {
        once('sort', at);
        extra.sort = { order: t === 'sd' ? 'desc' : 'asc', span: span(at) } satisfies SortClause;
      } else if (t === 'crit' || t === 'fumble') {
        once(t === 'crit' ? 'critSuccess' : 'critFailure', at);
        if (t === 'crit') crit = compare();
        else fumble = compare();
      } else if (c === '!' || c === 'r') {
        const clause = { mode: MODES[t], compare: compare(), span: span(at), ...(t === '!!p' ? { penetrating: true } : {}) } as RerollClause | ExplodeClause;
        if (c === '!') {
          once('explode', at);
          clauses.explode = clause as ExplodeClause;
        } else {
          if ((clauses.reroll[0]?.mode ?? clause.mode) !== clause.mode) only(at, 'kind of reroll (r or ro)');
          pos.reroll = at;
          clauses.reroll.push(clause as RerollClause);
        }
      } else {
        const key = t === 'f' ? 'failure' : 'success';
        once(key, at);
        clauses[key] = compare(`a compare point after '${t}'`);
      }
    }
    i = save;
    if (clauses.failure && !clauses.success) fail(pos.failure as number, "a success compare point with 'f'");
    if (keeps.length > 1) extra.keeps = keeps;
    // Marks without a compare point: the highest and lowest value (a rolled side count has none).
    const marks = [crit, fumble].some((m) => m === null);
    if (marks && extra.sidesExpr) fail((pos.critSuccess ?? pos.critFailure) as number, 'a compare point after the mark (the side count is rolled)');
    const ends = marks ? staticFaces({ sides: letter ?? sides, min: clauses.min, max: clauses.max, ...extra } as DiceNode) : null;
    if (crit !== undefined) extra.critSuccess = crit ?? equals((ends as { clampHi: number }).clampHi);
    if (fumble !== undefined) extra.critFailure = fumble ?? equals(clamp(clauses, (ends as { lo: number }).lo));
    const d = mk<DiceNode>('dice', { count, sides: letter ?? sides, ...clauses, ...extra }, start);

    // Checks on the whole term: its dice count, its clamps, and that its roll ends. A rolled
    // count or side count is checked by compile, which knows its range.
    const at = count.span.start;
    if (hasDice(count)) return d;
    const range = (['floor', 'ceil'] as const).map((r) => constantValue(count, r) ?? fail(at, 'a fixed dice count'));
    const least = Math.min(...range);
    if (least < 0) fail(at, `a dice count ≥ 0 (it is ${least})`, 'range');
    addDice(Math.max(...range), at, start);
    if (extra.sidesExpr) return d;
    checkTerm(notation, d, Math.max(...range), (c) => pos[c as keyof typeof pos] as number);
    return d;
  };

  over(notation.length, MAX_NOTATION_LENGTH, MAX_NOTATION_LENGTH, ' characters');
  // U+2212 reads as '-' and '×' (U+00D7) as '*', as printed rules write "1d6×10"; both are one
  // UTF-16 code unit, so positions in `s` are positions in `notation`.
  const s = notation.replace(/\u2212/g, '-').replace(/\u00d7/g, '*');
  const e = expr(1);
  if (ws()) fail(i, 'an operator or the end');
  return e;
}

/**
 * @internal The checks on one dice term with a known side count and `count` dice (the most it
 * may throw): its clamps lie on its faces, its roll ends (a face stands, not every face
 * explodes, unique dice have enough values) and its success and failure points can go both
 * ways. `pos(clause)` is where a clause was written (for the error's offset).
 */
export function checkTerm(notation: string, d: DiceNode, count: number, pos: (clause: string) => number | undefined): void {
  const fail = (at: number | undefined, expected: string, reason: DiceNotationErrorReason): never => {
    throw new DiceNotationError(notation, at ?? d.span.start, expected, reason);
  };
  const start = d.span.start;
  {
    const { lo, hi, clampHi } = staticFaces(d);
    const { min, max, explode, reroll } = d;
    if ((min ?? -Infinity) > (max ?? Infinity)) fail(start, `a min clamp ≤ ${max}`, 'range');
    // A clamp past the faces would turn every die into one value.
    if ((min ?? lo) > hi) fail(pos('min'), `a min clamp ≤ ${hi}`, 'range');
    if ((max ?? hi) < lo) fail(pos('max'), `a max clamp ≥ ${lo}`, 'range');
    // The faces not rerolled forever: one must stand, and not all may explode. Whether a face
    // rerolls or explodes changes only next to the ends of the face range and next to the numbers
    // the term mentions, so the faces there decide both questions exactly.
    const standing = (d.faces ?? [lo, hi, min, max, explode?.compare?.value, ...reroll.map((r) => r.compare?.value)].flatMap((v) => (v == null ? [] : [v - 1, v, v + 1])))
      .filter((x) => x >= lo && x <= hi && !reroll.some((r) => r.mode === 'until' && matches(r.compare ?? equals(lo), x)));
    const endless = (clause: 'reroll' | 'explode'): never => fail(pos(clause), `a face that does not ${clause}`, 'infinite');
    if (!standing.length) endless('reroll');
    if (explode && standing.every((x) => matches(explode.compare ?? equals(clampHi), clamp(d, x)))) {
      endless('explode');
    }
    // A success or failure point no die can meet, or every die meets, makes the count a
    // constant: a typo, refused like a clamp past the faces. A compounding chain is judged on
    // its total, which can grow past any face, so only single dice are checked.
    if (d.success !== null && explode?.mode !== 'compound') {
      let values = standingValues(d);
      // A penetrating extra die counts one less.
      if (explode?.mode === 'penetrate') values = values.concat(values.map((v) => v - 1));
      const points = [['success', d.success], ['failure', d.failure]] as const;
      for (const [clause, cp] of points) {
        if (cp === null) continue;
        const hits = values.filter((v) => matches(cp, v)).length;
        const where = pos(clause) ?? pos('success');
        const shown = `${cp.op}${cp.value}`;
        if (hits === 0) fail(where, `a ${clause} point some die can meet (no die meets ${shown})`, 'range');
        if (hits === values.length) fail(where, `a ${clause} point some die can miss (every die meets ${shown})`, 'range');
      }
    }
    // Unique dice rerolled until no value repeats need as many values as dice, unless some
    // value may repeat (outside the clause's compare point).
    const u = d.unique;
    if (u?.mode === 'until') {
      const seen = new Set<number>();
      let free = false;
      for (let x = lo; x <= hi && !free && seen.size <= count; x++) {
        if (d.faces && !d.faces.includes(x)) continue;
        if (reroll.some((r) => r.mode === 'until' && matches(r.compare ?? equals(lo), x))) continue;
        const v = clamp(d, x);
        if (u.compare === null || matches(u.compare, v)) seen.add(v);
        else free = true;
      }
      if (!free && seen.size < count) fail(pos('unique'), `at most ${seen.size} unique dice (the values a die can show)`, 'infinite');
    }
  }
}

/**
 * The result of {@link safeParse}: the tree, or the error {@link parse} would have thrown.
 * @since 0.1.0
 * @category Dice notation
 */
export type SafeParseResult =
  | {
      /** The formula parsed. */
      readonly ok: true;
      /** Its syntax tree. */
      readonly value: DiceExpr;
    }
  | {
      /** The formula was rejected. */
      readonly ok: false;
      /** Why, and where. */
      readonly error: DiceNotationError;
    };

/**
 * Like {@link parse}, but returns the error instead of throwing it (for user input). It checks
 * what {@link parse} checks (syntax, ranges, limits, endless rolls); a few checks need the whole
 * formula and happen in {@link compile}: a keep count above the dice (`1d6kh2`), a divisor that
 * may be 0 (`1d6/0`), a total past ±2^53. To vet input completely, call `compile` in a
 * `try` block; both throw only {@link DiceNotationError}.
 *
 * @param notation - The formula.
 * @returns `{ ok: true, value }` or `{ ok: false, error }`.
 * @example
 * ```ts
 * const r = safeParse('2d+1');
 * if (!r.ok) r.error.index; // 2
 * ```
 * @since 0.1.0
 * @category Dice notation
 */
export function safeParse(notation: string): SafeParseResult {
  try {
    return { ok: true, value: parse(notation) };
  } catch (error) {
    if (error instanceof DiceNotationError) return { ok: false, error };
    throw error;
  }
}

