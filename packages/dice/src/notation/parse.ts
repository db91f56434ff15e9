import type {
  ComparePoint,
  CompareOp,
  DiceExpr,
  DiceNode,
  ExplodeClause,
  KeepClause,
  RerollClause,
  UsageSides,
} from './ast.js';
import { DiceNotationError, type DiceNotationErrorReason } from './DiceNotationError.js';
import { MAX_AST_DEPTH, MAX_AST_NODES, MAX_DICE, MAX_NOTATION_LENGTH, MAX_NUMBER, MAX_SIDES } from './limits.js';
import { constantValue, matches, staticFaces } from './internal.js';

const USAGE_SIDES: readonly number[] = [4, 6, 8, 10, 12, 20];

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}
function isMinus(c: string | undefined): boolean {
  return c === '-' || c === '\u2212';
}

/** Recursive-descent parser (closures over one call's state: short names once minified). */
function parseChecked(s: string): DiceExpr {
  let i = 0;
  let depth = 0;
  let nodes = 0;
  let diceCount = 0;
  function fail(index: number, expected: string, reason: DiceNotationErrorReason = 'syntax'): never {
    throw new DiceNotationError(s, index, expected, reason);
  }
  function ws(): string | undefined {
    while (i < s.length && /\s/.test(s[i] as string)) i++;
    return s[i];
  }
  function mk<T>(n: T): T {
    if (++nodes > MAX_AST_NODES) fail(i, `at most ${MAX_AST_NODES} terms and operators`, 'limit');
    return n;
  }
  function enter(): void {
    if (++depth > MAX_AST_DEPTH) fail(i, `at most ${MAX_AST_DEPTH} levels of nesting`, 'limit');
  }

  function expr(): DiceExpr {
    enter();
    let left = term();
    for (;;) {
      const c = ws();
      if (c !== '+' && !isMinus(c)) break;
      i++;
      const right = term();
      const op = c === '+' ? '+' : '-';
      left = mk({ kind: 'binary', op, left, right, span: { start: left.span.start, end: right.span.end } });
    }
    depth--;
    return left;
  }

  function term(): DiceExpr {
    let left = unary();
    for (;;) {
      const c = ws();
      // '×' (U+00D7) is accepted for '*', as printed rules write "1d6×10".
      if (c !== '*' && c !== '/' && c !== '\u00d7') break;
      i++;
      const right = unary();
      const op = c === '/' ? '/' : '*';
      left = mk({ kind: 'binary', op, left, right, span: { start: left.span.start, end: right.span.end } });
    }
    return left;
  }

  function unary(): DiceExpr {
    const c = ws();
    if (isMinus(c)) {
      const start = i++;
      enter();
      const operand = unary();
      depth--;
      return mk({ kind: 'negate', operand, span: { start, end: operand.span.end } });
    }
    return primary();
  }

  function integer(what: string): number {
    const start = i;
    if (!isDigit(s[i])) fail(start, what);
    while (isDigit(s[i])) i++;
    const value = Number(s.slice(start, i));
    if (value > MAX_NUMBER) fail(start, `a number ≤ ${MAX_NUMBER}`, 'limit');
    return value;
  }

  function signed(what: string): number {
    const neg = isMinus(s[i]);
    if (neg) i++;
    const v = integer(what);
    return neg ? -v : v;
  }

  function primary(): DiceExpr {
    const c = ws();
    const start = i;
    if (isDigit(c)) {
      const value = integer('a number');
      const num = mk({ kind: 'number' as const, value, span: { start, end: i } });
      return s[i] === 'd' || s[i] === 'D' ? dice(num, start) : num;
    }
    if (c === 'd' || c === 'D') {
      return dice(mk({ kind: 'number', value: 1, span: { start, end: start } }), start);
    }
    if (c === 'u' && s[start + 1] === 'd') {
      i += 2;
      const sides = integer('a usage die size (4, 6, 8, 10, 12 or 20)');
      if (!USAGE_SIDES.includes(sides)) fail(start + 2, 'a usage die size (4, 6, 8, 10, 12 or 20)', 'range');
      diceCount += 1;
      checkDice(start);
      return mk({ kind: 'usage', sides: sides as UsageSides, span: { start, end: i } });
    }
    if (c === '(') {
      i++;
      const inner = expr();
      if (ws() !== ')') fail(i, "')'");
      i++;
      return s[i] === 'd' || s[i] === 'D' ? dice(inner, start) : inner;
    }
    return fail(start, "a number, a die or '('");
  }

  function checkDice(at: number): void {
    if (diceCount > MAX_DICE) fail(at, `at most ${MAX_DICE} dice in one formula`, 'limit');
  }

  function comparePoint(required: boolean, what: string): ComparePoint | null {
    const two = s.slice(i, i + 2);
    let op: CompareOp;
    if (two === '>=' || two === '<=' || two === '<>') op = two;
    else if (s[i] === '>' || s[i] === '<' || s[i] === '=') op = s[i] as CompareOp;
    else if (!required && isDigit(s[i])) return { op: '=', value: integer('a number') };
    else return required ? fail(i, what) : null;
    i += op.length;
    ws();
    return { op, value: signed(`a number after '${op}'`) };
  }

  function dice(count: DiceExpr, start: number): DiceNode {
    i++; // the 'd'
    let sides: number | '%' | 'F';
    const sc = s[i];
    const sidesAt = i;
    if (sc === '%') {
      sides = '%';
      i++;
    } else if (sc === 'F' || sc === 'f') {
      sides = 'F';
      i++;
    } else {
      sides = integer('a number of sides');
      if (sides < 1) fail(sidesAt, 'a number of sides ≥ 1', 'range');
      if (sides > MAX_SIDES) fail(sidesAt, `at most ${MAX_SIDES} sides`, 'limit');
    }
    let min: number | null = null;
    let max: number | null = null;
    const reroll: RerollClause[] = [];
    let explode: ExplodeClause | null = null;
    let keep: KeepClause | null = null;
    let success: ComparePoint | null = null;
    let failure: ComparePoint | null = null;
    let failureAt = 0;
    for (;;) {
      const save = i;
      const c = ws();
      const at = i;
      if (c === 'k' || c === 'd') {
        const n = s[at + 1];
        i++;
        let which: KeepClause['which'] = c === 'k' ? 'kh' : 'dl';
        if (n === 'h' || n === 'l') {
          which = `${c}${n}` as KeepClause['which'];
          i++;
        }
        const explicit = isDigit(s[i]);
        if (!explicit && which === 'dl' && n !== 'l') fail(i, 'a number of dice to drop');
        const kc = explicit ? integer('a number of dice') : 1;
        if (kc > MAX_DICE) fail(at, `a keep/drop count ≤ ${MAX_DICE}`, 'limit');
        if (keep !== null) fail(at, 'only one keep/drop clause per dice term');
        keep = { which, count: kc, span: { start: at, end: i } };
      } else if (c === '!') {
        i++;
        let mode: ExplodeClause['mode'] = 'explode';
        if (s[i] === '!') mode = 'compound';
        else if (s[i] === 'p') mode = 'penetrate';
        if (mode !== 'explode') i++;
        const compare = comparePoint(false, '');
        if (explode !== null) fail(at, 'only one explode clause per dice term');
        explode = { mode, compare, span: { start: at, end: i } };
      } else if (c === 'r') {
        i++;
        const mode = s[i] === 'o' ? 'once' : 'until';
        if (mode === 'once') i++;
        const compare = comparePoint(false, '');
        if (reroll.length > 0 && reroll[0]?.mode !== mode) {
          fail(at, 'reroll clauses of one kind (all r or all ro) in one dice term');
        }
        reroll.push({ mode, compare, span: { start: at, end: i } });
      } else if (c === 'm' && (s.startsWith('min', at) || s.startsWith('max', at))) {
        const isMin = s[at + 1] === 'i';
        i += 3;
        const v = signed(`a number after '${isMin ? 'min' : 'max'}'`);
        if ((isMin ? min : max) !== null) fail(at, `only one ${isMin ? 'min' : 'max'} clause per dice term`);
        if (isMin) min = v;
        else max = v;
      } else if (c === 'f') {
        i++;
        if (failure !== null) fail(at, 'only one failure compare point per dice term');
        failureAt = at;
        failure = comparePoint(true, "a compare point after 'f' (like f<3)");
      } else if (c === 'c' && s[at + 1] === 's') {
        i += 2;
        if (success !== null) fail(at, 'only one success compare point per dice term');
        success = comparePoint(true, "a compare point after 'cs' (like cs>=8)");
      } else if (c === '>' || c === '<' || c === '=') {
        if (success !== null) fail(at, 'only one success compare point per dice term');
        success = comparePoint(true, 'a compare point');
      } else {
        i = save;
        break;
      }
    }
    if (failure !== null && success === null) fail(failureAt, 'a success compare point before the failure one');
    const node: DiceNode = mk({
      kind: 'dice',
      count,
      sides,
      min,
      max,
      reroll,
      explode,
      keep,
      success,
      failure,
      span: { start, end: i },
    });
    validate(node);
    return node;
  }

  /** Range, limit and termination checks that need the whole term. */
  function validate(node: DiceNode): void {
    const { count } = node;
    let n = 1;
    if (count.kind !== 'number') {
      const lo = constantValue(count, 'floor');
      const hi = constantValue(count, 'ceil');
      if (lo === undefined || hi === undefined) {
        fail(count.span.start, 'a dice count without dice or division by zero');
      }
      if (Math.min(lo, hi) < 0) fail(count.span.start, `a dice count ≥ 0 (it is ${Math.min(lo, hi)})`, 'range');
      n = Math.max(lo, hi);
    } else n = count.value;
    if (n > MAX_DICE) fail(count.span.start, `at most ${MAX_DICE} dice in one term`, 'limit');
    diceCount += n;
    checkDice(node.span.start);
    const f = staticFaces(node);
    if (node.min !== null && node.max !== null && node.min > node.max) {
      fail(node.span.start, 'a min clamp ≤ the max clamp', 'range');
    }
    // Faces matter only at the ends of the face range and next to every number the term
    // mentions, so checking those candidates decides "some face …" exactly.
    const cands = new Set<number>([f.lo, f.hi]);
    const add = (v: number | null | undefined): void => {
      if (v === null || v === undefined) return;
      for (const x of [v - 1, v, v + 1]) if (x >= f.lo && x <= f.hi) cands.add(x);
    };
    add(node.min);
    add(node.max);
    for (const r of node.reroll) add(r.compare?.value);
    add(node.explode?.compare?.value);
    const until = node.reroll.length > 0 && node.reroll[0]?.mode === 'until';
    const rerolls = (face: number): boolean => until && node.reroll.some((r) => matches(r.compare ?? { op: '=', value: f.lo }, face));
    let standing = false;
    let stops = false;
    const top = f.clampHi;
    for (const face of cands) {
      if (rerolls(face)) continue;
      standing = true;
      const v = Math.min(Math.max(face, f.clampLo), f.clampHi);
      if (node.explode === null || !matches(node.explode.compare ?? { op: '=', value: top }, v)) stops = true;
    }
    const last = node.reroll[node.reroll.length - 1];
    if (!standing && last !== undefined) {
      fail(last.span.start, 'a reroll that leaves some face standing (every face rerolls forever)', 'infinite');
    }
    if (!stops && node.explode !== null) {
      fail(node.explode.span.start, 'an explode compare point that some face misses (every face explodes forever)', 'infinite');
    }
  }
  const e = expr();
  if (ws() !== undefined) fail(i, 'an operator or the end of the formula');
  return e;
}

/**
 * Parses dice notation into a typed syntax tree in which every node carries its source
 * {@link Span}. Whitespace is allowed between tokens and the Unicode minus sign (U+2212)
 * works like `-`. See the package README for the full syntax table.
 *
 * @param notation - The formula, at most {@link MAX_NOTATION_LENGTH} characters, e.g. `'4d6kh3'`.
 * @returns The syntax tree.
 * @throws {@link DiceNotationError} on bad syntax (`'2d+1'`, `'2d6+'`, `'(((('`, `''`), a value
 *   out of range (`'1d0'`, `'(5-10)d10'`), a limit exceeded (`'999999999d6'`, see
 *   {@link MAX_DICE}) or a roll that could never end (`'1d1!'`, `'1d2r=1r=2'`).
 * @example
 * ```ts
 * parse('2d20kh1+5').kind; // 'binary'
 * ```
 * @see {@link safeParse}, {@link format}, {@link compile}
 * @since 0.1.0
 * @category Dice notation
 */
export function parse(notation: string): DiceExpr {
  if (typeof notation !== 'string') throw new DiceNotationError(String(notation), 0, 'a string');
  if (notation.length > MAX_NOTATION_LENGTH) {
    throw new DiceNotationError(notation, MAX_NOTATION_LENGTH, `at most ${MAX_NOTATION_LENGTH} characters`, 'limit');
  }
  return parseChecked(notation);
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
 * Like {@link parse}, but returns the error instead of throwing it (for user input).
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

