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

/** Recursive-descent parser state (one per call; never shared). */
class Parser {
  readonly s: string;
  i = 0;
  depth = 0;
  nodes = 0;
  diceCount = 0;
  constructor(s: string) {
    this.s = s;
  }
  fail(index: number, expected: string, reason: DiceNotationErrorReason = 'syntax'): never {
    throw new DiceNotationError(this.s, index, expected, reason);
  }
  ws(): string | undefined {
    const s = this.s;
    while (this.i < s.length && /\s/.test(s[this.i] as string)) this.i++;
    return s[this.i];
  }
  node<T>(n: T): T {
    if (++this.nodes > MAX_AST_NODES) this.fail(this.i, `at most ${MAX_AST_NODES} terms and operators`, 'limit');
    return n;
  }
  enter(): void {
    if (++this.depth > MAX_AST_DEPTH) this.fail(this.i, `at most ${MAX_AST_DEPTH} levels of nesting`, 'limit');
  }

  expr(): DiceExpr {
    this.enter();
    let left = this.term();
    for (;;) {
      const c = this.ws();
      if (c !== '+' && !isMinus(c)) break;
      this.i++;
      const right = this.term();
      const op = c === '+' ? '+' : '-';
      left = this.node({ kind: 'binary', op, left, right, span: { start: left.span.start, end: right.span.end } });
    }
    this.depth--;
    return left;
  }

  term(): DiceExpr {
    let left = this.unary();
    for (;;) {
      const c = this.ws();
      if (c !== '*' && c !== '/') break;
      this.i++;
      const right = this.unary();
      left = this.node({ kind: 'binary', op: c, left, right, span: { start: left.span.start, end: right.span.end } });
    }
    return left;
  }

  unary(): DiceExpr {
    const c = this.ws();
    if (isMinus(c)) {
      const start = this.i++;
      this.enter();
      const operand = this.unary();
      this.depth--;
      return this.node({ kind: 'negate', operand, span: { start, end: operand.span.end } });
    }
    return this.primary();
  }

  integer(what: string): number {
    const start = this.i;
    const s = this.s;
    if (!isDigit(s[this.i])) this.fail(start, what);
    while (isDigit(s[this.i])) this.i++;
    const value = Number(s.slice(start, this.i));
    if (value > MAX_NUMBER) this.fail(start, `a number ≤ ${MAX_NUMBER}`, 'limit');
    return value;
  }

  signed(what: string): number {
    const neg = isMinus(this.s[this.i]);
    if (neg) this.i++;
    const v = this.integer(what);
    return neg ? -v : v;
  }

  primary(): DiceExpr {
    const c = this.ws();
    const start = this.i;
    const s = this.s;
    if (isDigit(c)) {
      const value = this.integer('a number');
      const num = this.node({ kind: 'number' as const, value, span: { start, end: this.i } });
      return s[this.i] === 'd' || s[this.i] === 'D' ? this.dice(num, start) : num;
    }
    if (c === 'd' || c === 'D') {
      return this.dice(this.node({ kind: 'number', value: 1, span: { start, end: start } }), start);
    }
    if (c === 'u' && s[start + 1] === 'd') {
      this.i += 2;
      const sides = this.integer('a usage die size (4, 6, 8, 10, 12 or 20)');
      if (!USAGE_SIDES.includes(sides)) this.fail(start + 2, 'a usage die size (4, 6, 8, 10, 12 or 20)', 'range');
      this.diceCount += 1;
      this.checkDice(start);
      return this.node({ kind: 'usage', sides: sides as UsageSides, span: { start, end: this.i } });
    }
    if (c === '(') {
      this.i++;
      const inner = this.expr();
      if (this.ws() !== ')') this.fail(this.i, "')'");
      this.i++;
      return s[this.i] === 'd' || s[this.i] === 'D' ? this.dice(inner, start) : inner;
    }
    return this.fail(start, "a number, a die or '('");
  }

  checkDice(at: number): void {
    if (this.diceCount > MAX_DICE) this.fail(at, `at most ${MAX_DICE} dice in one formula`, 'limit');
  }

  compare(required: boolean, what: string): ComparePoint | null {
    const s = this.s;
    const two = s.slice(this.i, this.i + 2);
    let op: CompareOp;
    if (two === '>=' || two === '<=' || two === '<>') op = two;
    else if (s[this.i] === '>' || s[this.i] === '<' || s[this.i] === '=') op = s[this.i] as CompareOp;
    else if (!required && isDigit(s[this.i])) return { op: '=', value: this.integer('a number') };
    else return required ? this.fail(this.i, what) : null;
    this.i += op.length;
    this.ws();
    return { op, value: this.signed(`a number after '${op}'`) };
  }

  dice(count: DiceExpr, start: number): DiceNode {
    const s = this.s;
    this.i++; // the 'd'
    let sides: number | '%' | 'F';
    const sc = s[this.i];
    const sidesAt = this.i;
    if (sc === '%') {
      sides = '%';
      this.i++;
    } else if (sc === 'F' || sc === 'f') {
      sides = 'F';
      this.i++;
    } else {
      sides = this.integer('a number of sides');
      if (sides < 1) this.fail(sidesAt, 'a number of sides ≥ 1', 'range');
      if (sides > MAX_SIDES) this.fail(sidesAt, `at most ${MAX_SIDES} sides`, 'limit');
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
      const save = this.i;
      const c = this.ws();
      const at = this.i;
      if (c === 'k' || c === 'd') {
        const n = s[at + 1];
        this.i++;
        let which: KeepClause['which'] = c === 'k' ? 'kh' : 'dl';
        if (n === 'h' || n === 'l') {
          which = `${c}${n}` as KeepClause['which'];
          this.i++;
        }
        const explicit = isDigit(s[this.i]);
        if (!explicit && which === 'dl' && n !== 'l') this.fail(this.i, 'a number of dice to drop');
        const kc = explicit ? this.integer('a number of dice') : 1;
        if (kc > MAX_DICE) this.fail(at, `a keep/drop count ≤ ${MAX_DICE}`, 'limit');
        if (keep !== null) this.fail(at, 'only one keep/drop clause per dice term');
        keep = { which, count: kc, span: { start: at, end: this.i } };
      } else if (c === '!') {
        this.i++;
        let mode: ExplodeClause['mode'] = 'explode';
        if (s[this.i] === '!') mode = 'compound';
        else if (s[this.i] === 'p') mode = 'penetrate';
        if (mode !== 'explode') this.i++;
        const compare = this.compare(false, '');
        if (explode !== null) this.fail(at, 'only one explode clause per dice term');
        explode = { mode, compare, span: { start: at, end: this.i } };
      } else if (c === 'r') {
        this.i++;
        const mode = s[this.i] === 'o' ? 'once' : 'until';
        if (mode === 'once') this.i++;
        const compare = this.compare(false, '');
        if (reroll.length > 0 && reroll[0]?.mode !== mode) {
          this.fail(at, 'reroll clauses of one kind (all r or all ro) in one dice term');
        }
        reroll.push({ mode, compare, span: { start: at, end: this.i } });
      } else if (c === 'm' && (s.startsWith('min', at) || s.startsWith('max', at))) {
        const isMin = s[at + 1] === 'i';
        this.i += 3;
        const v = this.signed(`a number after '${isMin ? 'min' : 'max'}'`);
        if ((isMin ? min : max) !== null) this.fail(at, `only one ${isMin ? 'min' : 'max'} clause per dice term`);
        if (isMin) min = v;
        else max = v;
      } else if (c === 'f') {
        this.i++;
        if (failure !== null) this.fail(at, 'only one failure compare point per dice term');
        failureAt = at;
        failure = this.compare(true, "a compare point after 'f' (like f<3)");
      } else if (c === 'c' && s[at + 1] === 's') {
        this.i += 2;
        if (success !== null) this.fail(at, 'only one success compare point per dice term');
        success = this.compare(true, "a compare point after 'cs' (like cs>=8)");
      } else if (c === '>' || c === '<' || c === '=') {
        if (success !== null) this.fail(at, 'only one success compare point per dice term');
        success = this.compare(true, 'a compare point');
      } else {
        this.i = save;
        break;
      }
    }
    if (failure !== null && success === null) this.fail(failureAt, 'a success compare point before the failure one');
    const node: DiceNode = this.node({
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
      span: { start, end: this.i },
    });
    this.validate(node);
    return node;
  }

  /** Range, limit and termination checks that need the whole term. */
  validate(node: DiceNode): void {
    const { count } = node;
    let n = 1;
    if (count.kind !== 'number') {
      const lo = constantValue(count, 'floor');
      const hi = constantValue(count, 'ceil');
      if (lo === undefined || hi === undefined) {
        this.fail(count.span.start, 'a dice count without dice or division by zero');
      }
      if (Math.min(lo, hi) < 0) this.fail(count.span.start, `a dice count ≥ 0 (it is ${Math.min(lo, hi)})`, 'range');
      n = Math.max(lo, hi);
    } else n = count.value;
    if (n > MAX_DICE) this.fail(count.span.start, `at most ${MAX_DICE} dice in one term`, 'limit');
    this.diceCount += n;
    this.checkDice(node.span.start);
    const f = staticFaces(node);
    if (node.min !== null && node.max !== null && node.min > node.max) {
      this.fail(node.span.start, 'a min clamp ≤ the max clamp', 'range');
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
      this.fail(last.span.start, 'a reroll that leaves some face standing (every face rerolls forever)', 'infinite');
    }
    if (!stops && node.explode !== null) {
      this.fail(node.explode.span.start, 'an explode compare point that some face misses (every face explodes forever)', 'infinite');
    }
  }
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
  const p = new Parser(notation);
  const e = p.expr();
  if (p.ws() !== undefined) p.fail(p.i, 'an operator or the end of the formula');
  return e;
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

