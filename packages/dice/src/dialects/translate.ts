// The engine every dialect shares (not exported by the package): it reads a formula of another
// tool, writes the Rollwright notation of the same meaning while remembering where each written
// character came from, parses that with Rollwright's own parser and moves every span and error
// offset back onto the formula as given.
import type { BinaryNode, CompareOp, ComparePoint, DiceExpr, Span } from '../notation/ast.js';
import { DiceNotationError, type DiceNotationErrorReason } from '../notation/DiceNotationError.js';
import { matches, type Rounding } from '../notation/internal.js';
import { MAX_NOTATION_LENGTH } from '../notation/limits.js';
import { compile } from '../notation/compile.js';
import { parse } from '../notation/parse.js';

/** @internal Throws a {@link DiceNotationError} at `at` (an offset in the formula as given). */
export type Fail = (at: number, expected: string, reason?: DiceNotationErrorReason) => never;

/** @internal What a dialect's modifier does, in Rollwright's terms. */
export type ModifierKind =
  | 'reroll' // until it stops matching
  | 'rerollOnce'
  | 'explode'
  | 'compound'
  | 'penetrate'
  | 'compoundPenetrate'
  | 'unique'
  | 'uniqueOnce'
  | 'keep'
  | 'min'
  | 'max'
  | 'success'
  | 'failure'
  | 'margin' // the term's total minus `value`
  | 'negateFailures' // each die meeting `cp` counts as its negative value (written as custom faces)
  | 'critSuccess' // marks on the per-die record; the total does not change
  | 'critFailure'
  | 'sortAsc' // display order only
  | 'sortDesc'
  | 'display'; // shown by the tool only (Roll20's matches): dropped

/** @internal One modifier of a dice term (or a group) as a dialect read it. */
export interface Modifier {
  readonly kind: ModifierKind;
  /** For `keep`: which end is kept or dropped. */
  readonly which?: 'kh' | 'kl' | 'dh' | 'dl';
  /** For `keep`: how many dice; for `min`, `max`, `margin`: the number. */
  readonly value?: number;
  /** The compare point, `null` for the Rollwright default (lowest face for rerolls, highest for explosions). */
  readonly cp: ComparePoint | null;
  /** Where the modifier starts in the formula as given. */
  readonly start: number;
  /** Where it ends. */
  readonly end: number;
}

/** @internal What is known of a term when its modifiers are read. */
export interface TermInfo {
  /** The dice count when written as a literal, else `null`. */
  readonly count: number | null;
  /** The faces when known: a side count or `'F'`. */
  readonly sides: number | 'F' | null;
  /** The lowest and highest face when known. */
  readonly lo: number | null;
  readonly hi: number | null;
  /** Whether the modifiers follow a group `{…}` rather than a die. */
  readonly group: boolean;
  /** Where the term starts in the formula as given. */
  readonly start: number;
  /** For a dice term: where its sides begin in the Rollwright output. */
  readonly sidesOut?: number;
}

/**
 * @internal How a function of the dialect translates: `'round'` is JavaScript's (halves up, which
 * Rollwright's round does not do), `'roundHalfAway'` rounds halves away from zero as Rollwright's
 * `round(…)` does.
 */
export type FunctionRule = 'floor' | 'ceil' | 'round' | 'roundHalfAway' | 'trunc' | 'pass' | { readonly inexpressible: string };

/** @internal The parts that differ from one dialect to the next. */
export interface DialectRules {
  /** The tool's name, for messages. */
  readonly title: string;
  /** Reads one modifier at `i`, or returns `undefined` when none starts there. */
  readonly modifier: (s: string, i: number, t: TermInfo, fail: Fail) => Modifier | undefined;
  /** Checks a term's modifiers (order, combinations) and returns the ones to write. */
  readonly check: (mods: readonly Modifier[], t: TermInfo, fail: Fail) => readonly Modifier[];
  /** The functions the tool knows (lower-case names). */
  readonly functions: Readonly<Record<string, FunctionRule>>;
  /** Reads sides written with letters (`F`, `%`, `F.1`, `c`) at `i`: the Rollwright text, or `undefined`. */
  readonly letterSides: (s: string, i: number, fail: Fail) => { readonly text: string; readonly sides: number | 'F'; readonly lo: number; readonly hi: number; readonly end: number } | undefined;
  /** Checks a literal dice count (e.g. rpg-dice-roller's 1..999). */
  readonly count?: (n: number, at: number, fail: Fail) => void;
  /**
   * rpg-dice-roller's minus sign: a `-` with nothing to subtract from only starts a negative
   * number (`-3`), never a negative dice term or parenthesis (`-1d20`, `-(1d6)` are refused).
   */
  readonly minusOnlyOnNumbers?: boolean;
  /** Roll20's inline rolls `[[…]]` read as parentheses. */
  readonly inlineRolls?: boolean;
  /** Marks that start a comment running to the end of the formula (rpg-dice-roller's `#` and `//`, Foundry's `#`). */
  readonly lineComments?: readonly string[];
  /** rpg-dice-roller's `/* … *\/` block description. */
  readonly blockComments?: boolean;
  /**
   * rpg-dice-roller's rule for descriptions (`[…]`, `/* … *\/`, `#`, `//`): each follows a dice
   * term or a roll group (after its modifiers) and holds some text.
   */
  readonly descriptionsAfterDice?: boolean;
  /**
   * Roll20's non-formula text: at the top level, a word after a space, or a backslash, starts
   * text that runs to the end and does not change the roll.
   */
  readonly trailingText?: boolean;
  /** Roll20's roll options `&{tracker}`: flags for the table, skipped. */
  readonly rollOptions?: boolean;
  /**
   * Roll20's rule that the sub-rolls of a group are all of one kind: a group of several sub-rolls
   * that mixes dice with plain numbers (`{1d6,5}kh1`) is refused; an inline roll counts as a
   * number (`{[[1d6]],5}kh1`), a nested group as dice (`{1d6,{5}}kh1`), and `0d0` is zero dice.
   */
  readonly groupKinds?: boolean;
  /**
   * Roll20's `{5d6!!}>8`: a group around one dice term only separates the success point from
   * the explosion, so the point counts the term's dice (read as `5d6!!cs>=8`).
   */
  readonly unwrapSingleGroups?: boolean;
}

const OPS = /<=|>=|<>|!=|<|>|=/y;

/**
 * @internal Reads a compare point at `i` in one of three styles: `'foundry'` (`=`, `<`, `<=`,
 * `>`, `>=`, a bare number meaning `=`), `'roll20'` (`>N` is N or more, `<N` is N or less, `=N`
 * or a bare number is exactly N) and `'rpg'` (the operator as written, `!=` and `<>` not equal,
 * an operator required).
 */
export function readCompare(s: string, i: number, style: 'foundry' | 'roll20' | 'rpg', fail: Fail): { readonly cp: ComparePoint; readonly end: number } | undefined {
  OPS.lastIndex = i;
  const op = OPS.test(s) ? s.slice(i, OPS.lastIndex) : '';
  let at = i + op.length;
  if (op !== '') {
    const allowed = style === 'rpg' ? true : style === 'roll20' ? op === '<' || op === '>' || op === '=' : op !== '<>' && op !== '!=';
    if (!allowed) fail(i, style === 'roll20' ? "a compare point >N, <N or =N (Roll20's > already means 'or more')" : 'a compare point =, <, <=, > or >=');
  } else if (style === 'rpg') {
    // rpg-dice-roller refuses a bare number after a modifier (1d6r1, 2d6!3): its compare points need an operator
    if (/\d/.test(s.charAt(i))) fail(i, "a compare operator before the number (rpg-dice-roller writes =N, <N, >N, <=N, >=N, !=N or <>N)");
    return undefined;
  }
  const m = /-?\d+/y;
  m.lastIndex = at;
  if (!m.test(s) || (op === '' && s[at] === '-')) {
    if (op === '') return undefined;
    fail(at, `a number after '${op}'`);
  }
  const value = Number(s.slice(at, m.lastIndex));
  at = m.lastIndex;
  const rw: CompareOp =
    op === '' ? '='
    : op === '!=' ? '<>'
    : style === 'roll20' ? (op === '>' ? '>=' : op === '<' ? '<=' : '=')
    : (op as CompareOp);
  return { cp: { op: rw, value }, end: at };
}

/**
 * @internal Whether Rollwright compiles `probe`, a formula using a feature of the default
 * notation that a dialect translates to (groups, functions, unique dice…): a feature the
 * compiler does not handle yet makes the dialect refuse, never a different meaning.
 */
export function supports(probe: string): boolean {
  try {
    compile(probe);
    return true;
  } catch {
    return false;
  }
}

/** Most faces a die may have for Foundry's `sf`, which Rollwright writes out face by face. */
const MAX_NEGATED_FACES = 100;

const cpText = (cp: ComparePoint | null): string => (cp === null ? '' : `${cp.op}${cp.value}`);
const CLAUSE: Partial<Record<ModifierKind, string>> = {
  reroll: 'r',
  rerollOnce: 'ro',
  explode: '!',
  compound: '!!',
  penetrate: '!p',
  compoundPenetrate: '!!p',
  unique: 'u',
  uniqueOnce: 'uo',
  critSuccess: 'crit',
  critFailure: 'fumble',
  sortAsc: 'sa',
  sortDesc: 'sd',
};
/** The order Rollwright writes (and applies) a term's clauses in. */
const ORDER: readonly ModifierKind[] = ['reroll', 'rerollOnce', 'min', 'max', 'explode', 'compound', 'penetrate', 'compoundPenetrate', 'unique', 'uniqueOnce', 'keep', 'success', 'failure', 'sortAsc', 'sortDesc', 'critSuccess', 'critFailure'];

/** The dialect functions that round a division inside them. */
type RoundingFunction = 'floor' | 'ceil' | 'round' | 'roundHalfAway' | 'trunc';

interface Frame {
  readonly kind: 'paren' | 'fn' | 'sides' | 'group' | 'inline';
  readonly open: number; // index in the output
  readonly at: number; // offset in the formula
  readonly fn?: RoundingFunction;
  /** The function is written as Rollwright's own `floor(…)`/`ceil(…)`, which round the divisions inside them. */
  readonly real?: boolean;
  readonly term?: TermInfo;
  readonly termOut?: number;
}

/** @internal Walks every syntax node under `e` (any node kind, including ones added later). */
function eachNode(e: unknown, visit: (node: DiceExpr) => void): void {
  if (e === null || typeof e !== 'object') return;
  if ('kind' in e && 'span' in e) visit(e as DiceExpr);
  for (const v of Object.values(e)) if (v !== null && typeof v === 'object') eachNode(v, visit);
}

/** The divisions a `floor(…)`/`ceil(…)` around `e` rounds exactly: those reached through `+` and the left side of `-`. */
function spine(e: DiceExpr): BinaryNode[] {
  if (e.kind !== 'binary') return [];
  if (e.op === '+') return [...spine(e.left), ...spine(e.right)];
  if (e.op === '-') return spine(e.left);
  return e.op === '/' ? [e] : [];
}

/**
 * @internal Reads `notation` with a dialect's rules into the Rollwright tree of the same
 * meaning, with spans and errors pointing into `notation`.
 */
export function translate(notation: string, rules: DialectRules, rounding: Rounding = 'floor'): DiceExpr {
  // Not a string, or too long: Rollwright's parser gives the same error as for its own notation.
  if (typeof notation !== 'string' || notation.length > MAX_NOTATION_LENGTH) return parse(notation);
  const s = notation;
  const n = s.length;
  const fail: Fail = (at, expected, reason = 'syntax') => {
    throw new DiceNotationError(s, at, expected, reason);
  };
  const never = (at: number, what: string): never => fail(at, `a formula Rollwright can express (${rules.title}'s ${what} has no Rollwright equivalent)`, 'inexpressible');
  const out: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  /** Writes `text` for the formula's `[start, end)`; text of the same length maps character by character. */
  const emit = (text: string, start: number, end = start + text.length): void => {
    const exact = text.length === end - start;
    for (let k = 0; k < text.length; k++) {
      out.push(text.charAt(k));
      from.push(exact ? start + k : start);
      to.push(exact ? start + k + 1 : end);
    }
  };
  const frames: Frame[] = [];
  const fns: { open: number; close: number; fn: RoundingFunction; at: number; real: boolean }[] = [];
  /** The output ranges `[open, close]` of inline rolls. */
  const inlines: { readonly open: number; readonly close: number }[] = [];
  let i = 0;
  /** Where the formula proper ends: before a trailing comment or text, else at its end. */
  let formulaEnd = n;
  /** The output length just after the last dice term or group with its modifiers. */
  let afterTerm = -1;
  /** Whether the output so far ends with a dice term or group (spaces aside). */
  const endsWithTerm = (): boolean => {
    let k = out.length;
    while (k > 0 && /\s/.test(out[k - 1] ?? '')) k--;
    return k > 0 && k === afterTerm;
  };
  /** A description of `[start, end)` whose text is `[a, b)`: checked by the dialect's rules. */
  const description = (start: number, a: number, b: number): void => {
    if (rules.descriptionsAfterDice !== true) return;
    if (!endsWithTerm()) fail(start, `an operator or the end of the formula (a ${rules.title} description follows a dice term or a roll group)`);
    if (s.slice(a, b).trim() === '') fail(a, `some text in the description (${rules.title} refuses an empty one)`);
  };

  /** Reads a term's (or group's) modifiers at `i` and writes them in Rollwright's order. */
  const modifiers = (t: TermInfo, termOut: number): void => {
    const mods: Modifier[] = [];
    for (let m; (m = rules.modifier(s, i, t, fail)) !== undefined; ) {
      mods.push(m);
      i = m.end;
    }
    const kept = rules.check(mods, t, fail);
    const negate = kept.find((m) => m.kind === 'negateFailures');
    if (negate !== undefined) {
      // Each face that fails counts as its negative: the die becomes one with those faces.
      const { sidesOut, lo, hi } = t;
      if (sidesOut === undefined || t.sides === 'F' || lo === null || hi === null || hi - lo + 1 > MAX_NEGATED_FACES) {
        return never(negate.start, `${s.slice(negate.start, negate.end)} on this die (Rollwright writes it as custom faces: a numbered die of at most ${MAX_NEGATED_FACES} faces)`);
      }
      const faces: number[] = [];
      for (let f = lo; f <= hi; f++) faces.push(negate.cp !== null && matches(negate.cp, f) ? -f : f);
      const at = from[sidesOut] ?? negate.start;
      out.splice(sidesOut);
      from.splice(sidesOut);
      to.splice(sidesOut);
      emit(`{${faces.join(',')}}`, at, negate.end);
    }
    for (const kind of ORDER) {
      for (const m of kept) {
        if (m.kind !== kind) continue;
        const clause = CLAUSE[kind];
        // Sorting is display order only; on a group it sorts the dice of each sub-roll and
        // orders the sub-rolls by total (ruling N49).
        if (kind === 'sortAsc' || kind === 'sortDesc') {
          if (!supports(t.group ? `{4d6}${clause}` : `4d6${clause}`)) never(m.start, `${s.slice(m.start, m.end)} (not yet in Rollwright's notation)`);
          emit(clause ?? '', m.start, m.end);
        } else if (clause !== undefined) {
          if (!supports(`2d6${clause}=2`)) never(m.start, `${s.slice(m.start, m.end)} (not yet in Rollwright's notation)`);
          emit(`${clause}${cpText(m.cp)}`, m.start, m.end);
        } else if (kind === 'keep') emit(`${m.which ?? 'kh'}${m.value ?? 1}`, m.start, m.end);
        else if (kind === 'min' || kind === 'max') emit(`${kind}${m.value ?? 0}`, m.start, m.end);
        else if (kind === 'success') emit(`cs${cpText(m.cp)}`, m.start, m.end);
        else emit(`f${cpText(m.cp)}`, m.start, m.end);
      }
    }
    for (const m of kept) {
      if (m.kind !== 'margin') continue;
      // The margin is the term's total minus the target: `(term-N)`.
      out.splice(termOut, 0, '(');
      from.splice(termOut, 0, t.start);
      to.splice(termOut, 0, t.start + 1);
      emit(`-${m.value ?? 0})`, m.start, m.end);
    }
    afterTerm = out.length;
  };

  /** A dice term at `i` (on its `d`), whose count was written from `countAt` (output index `termOut`). */
  const term = (countAt: number, count: number | null, termOut: number): void => {
    if (count !== null) rules.count?.(count, countAt, fail);
    emit('d', i);
    i++;
    const sidesOut = out.length;
    const digits = /\d+/y;
    digits.lastIndex = i;
    let sides: number | 'F' | null = null;
    let lo: number | null = 1;
    let hi: number | null = null;
    if (digits.test(s)) {
      sides = Number(s.slice(i, digits.lastIndex));
      hi = sides;
      // Roll20's 0d0 (its way of making a number a sum roll) is zero dice: written 0d1.
      if (rules.groupKinds === true && count === 0 && sides === 0) emit('1', i, digits.lastIndex);
      else emit(s.slice(i, digits.lastIndex), i);
      i = digits.lastIndex;
    } else if (s[i] === '(') {
      frames.push({ kind: 'sides', open: out.length, at: i, term: { count, sides: null, lo: null, hi: null, group: false, start: countAt }, termOut });
      emit('(', i);
      i++;
      return;
    } else {
      const letters = rules.letterSides(s, i, fail);
      if (letters === undefined) return; // Rollwright's parser reports the missing sides
      emit(letters.text, i, letters.end);
      sides = letters.sides;
      lo = letters.lo;
      hi = letters.hi;
      if (letters.text.startsWith('{') && !supports(`1d${letters.text}`)) never(i, `${s.slice(i, letters.end)} (not yet in Rollwright's notation)`);
      i = letters.end;
    }
    modifiers({ count, sides, lo, hi, group: false, start: countAt, sidesOut }, termOut);
  };

  while (i < n) {
    const c = s.charAt(i);
    const start = i;
    if (/\s/.test(c)) {
      emit(c, i++);
      continue;
    }
    if (/\d/.test(c)) {
      const digits = /\d+/y;
      digits.lastIndex = i;
      digits.test(s);
      const termOut = out.length;
      emit(s.slice(i, digits.lastIndex), i);
      i = digits.lastIndex;
      if (/[dD]/.test(s.charAt(i))) term(start, Number(s.slice(start, i)), termOut);
      continue;
    }
    if ((c === 'd' || c === 'D') && /[\d%F(]/i.test(s.charAt(i + 1))) {
      term(start, null, out.length);
      continue;
    }
    if (rules.trailingText === true && frames.length === 0 && out.some((x) => !/\s/.test(x)) && (c === '\\' || (/[a-z]/i.test(c) && /\s/.test(s.charAt(i - 1))))) {
      const word = /[a-z]+/iy;
      word.lastIndex = i;
      word.test(s);
      // A function call is formula; any other word, or a backslash, starts the roll's note.
      if (c === '\\' || s[word.lastIndex] !== '(' || rules.functions[s.slice(i, word.lastIndex).toLowerCase()] === undefined) {
        formulaEnd = i;
        break;
      }
    }
    if (/[a-z]/i.test(c)) {
      const word = /[a-z]+/iy;
      word.lastIndex = i;
      word.test(s);
      const name = s.slice(i, word.lastIndex);
      const rule = rules.functions[name.toLowerCase()];
      if (s[word.lastIndex] !== '(' || rule === undefined) {
        fail(i, rule === undefined && s[word.lastIndex] === '(' ? `a function ${rules.title} knows (not '${name}')` : "a number, a die or '('");
      }
      const kind = typeof rule === 'object' ? never(i, `${name}(…) (${rule.inexpressible})`) : rule;
      i = word.lastIndex + 1;
      if (kind === 'pass') {
        if (!supports(`${name}(1)`) && !supports(`${name}(1,1)`)) never(start, `${name}(…) (not yet in Rollwright's notation)`);
        frames.push({ kind: 'paren', open: out.length + name.length, at: i - 1 });
        emit(`${name}(`, start);
      } else {
        // floor, ceil, round, trunc of a whole number is that number; a division inside is
        // checked against the compile rounding once the formula is parsed.
        // Rollwright's floor(…) and ceil(…) round every division inside them; where the
        // notation lacks them, the division rounds by the compile option instead.
        const rw = kind === 'roundHalfAway' ? 'round' : kind;
        const real = (kind === 'floor' || kind === 'ceil' || kind === 'roundHalfAway') && supports(`${rw}(1d6/2)`);
        if (real) emit(rw, start, i - 1);
        frames.push({ kind: 'fn', open: out.length, at: start, fn: kind, real });
        emit('(', real ? i - 1 : start, i);
      }
      continue;
    }
    if (c === '(' || c === '{') {
      frames.push({ kind: c === '(' ? 'paren' : 'group', open: out.length, at: i });
      if (c === '{' && !supports('{1d6}')) never(i, 'roll group {…} (not yet in Rollwright’s notation)');
      emit(c, i++);
      continue;
    }
    if (rules.inlineRolls === true && s.startsWith('[[', i)) {
      frames.push({ kind: 'inline', open: out.length, at: i });
      emit('(', i, i + 2);
      i += 2;
      continue;
    }
    const top = frames[frames.length - 1];
    if (c === ')' || c === '}' || (top?.kind === 'inline' && s.startsWith(']]', i))) {
      const want = c === ')' ? ['paren', 'fn', 'sides'] : c === '}' ? ['group'] : ['inline'];
      if (top === undefined || !want.includes(top.kind)) {
        emit(c, i++); // unbalanced: Rollwright's parser reports it
        continue;
      }
      frames.pop();
      if (top.kind === 'fn' && top.fn !== undefined) fns.push({ open: top.open, close: out.length, fn: top.fn, at: top.at, real: top.real === true });
      if (top.kind === 'inline') {
        inlines.push({ open: top.open, close: out.length });
        emit(')', i, i + 2);
        i += 2;
      } else emit(c, i++);
      if (top.kind === 'sides' && top.term !== undefined) modifiers(top.term, top.termOut ?? top.open);
      else if (top.kind === 'group') modifiers({ count: null, sides: null, lo: null, hi: null, group: true, start: top.at }, top.open);
      else if (/[dD]/.test(s.charAt(i))) term(top.at, null, top.open);
      continue;
    }
    if (c === '[') {
      // A label or flavour text: it names the roll and does not change it.
      const close = s.indexOf(']', i);
      if (close < 0) fail(n, "']' to close the label");
      description(i, i + 1, close);
      i = close + 1;
      continue;
    }
    if (rules.blockComments === true && s.startsWith('/*', i)) {
      const close = s.indexOf('*/', i + 2);
      if (close < 0) fail(n, "'*/' to close the description");
      description(i, i + 2, close);
      i = close + 2;
      continue;
    }
    const line = rules.lineComments?.find((mark) => s.startsWith(mark, i));
    if (line !== undefined) {
      // A note to the end of the formula.
      description(i, i + line.length, n);
      formulaEnd = i;
      break;
    }
    if (rules.rollOptions === true && s.startsWith('&{', i)) {
      // A roll option such as &{tracker} tells the table what to do with the result.
      const close = s.indexOf('}', i);
      if (close < 0) fail(n, "'}' to close the roll option");
      i = close + 1;
      continue;
    }
    if (rules.minusOnlyOnNumbers === true && c === '-') {
      let k = out.length;
      while (k > 0 && /\s/.test(out[k - 1] ?? '')) k--;
      const before = k > 0 ? (out[k - 1] ?? '') : '';
      if (before === '' || /[-+*/%^(,{]/.test(before)) {
        const num = /\d+/y;
        num.lastIndex = i + 1;
        if (!num.test(s)) fail(i + 1, `a number after the minus sign (${rules.title} has no minus before dice or parentheses)`);
        if (/[dD]/.test(s.charAt(num.lastIndex))) fail(i, `a positive dice quantity (${rules.title} has no negative dice)`, 'range');
      }
    }
    if (c === '*' && s[i + 1] === '*') never(i, 'exponent **');
    if (c === '^') never(i, 'exponent ^');
    if (c === '%') never(i, 'remainder %');
    if (c === '@') never(i, 'value from a character sheet (@…)');
    if (c === '?' && s[i + 1] === '{') never(i, 'roll query ?{…}');
    emit(c, i++);
  }

  const read = (t: string): DiceExpr => {
    try {
      return parse(t);
    } catch (e) {
      if (e instanceof DiceNotationError) fail(e.index < from.length ? (from[e.index] as number) : formulaEnd, e.expected, e.reason);
      throw e;
    }
  };
  let text = out.join('');
  let expr = read(text);
  if (rules.groupKinds === true) {
    const inline = (at: number): boolean => inlines.some((r) => at > r.open && at < r.close);
    const rolls = (e: DiceExpr): boolean => {
      let found = false;
      eachNode(e, (x) => {
        if ((x.kind === 'dice' || x.kind === 'group') && !inline(x.span.start)) found = true;
      });
      return found;
    };
    eachNode(expr, (x) => {
      if (x.kind !== 'group' || x.items.length < 2) return;
      const kinds = new Set(x.items.map(rolls));
      if (kinds.size > 1) fail(from[x.span.start] ?? 0, `sub-rolls of one kind (${rules.title} refuses a group that mixes dice with plain numbers; write the number as {5} or 5+0d0)`);
    });
  }
  if (rules.unwrapSingleGroups === true) {
    // Braces to drop, last first so earlier indexes stay put.
    const drop: number[] = [];
    eachNode(expr, (x) => {
      if (x.kind !== 'group' || x.items.length !== 1 || x.keeps.length > 0 || x.success === null) return;
      const item = x.items[0] as DiceExpr;
      // Roll20 applies the math of a lone sub-roll to each die before the success check
      // (`{3d20+5}>21` counts dice of 16 or more), where a Rollwright group tests the sub-roll's total.
      if (item.kind !== 'dice') return never(from[x.span.start] ?? 0, 'success check on a group of one sub-roll with math (Roll20 adds the math to each die before comparing)');
      if (item.success !== null) return;
      let close = item.span.end;
      while (close < text.length && text.charAt(close) !== '}') close++;
      drop.push(x.span.start, close);
    });
    if (drop.length > 0) {
      for (const k of drop.sort((p, q) => q - p)) {
        out.splice(k, 1);
        from.splice(k, 1);
        to.splice(k, 1);
      }
      text = out.join('');
      expr = read(text);
    }
  }

  // Every other tool divides exactly; Rollwright's `/` gives whole numbers. A division is kept
  // only where a floor(…) or ceil(…) (or trunc) around it asks for the rounding it is compiled with.
  const claimed = new Map<DiceExpr, { readonly fn: RoundingFunction; readonly real: boolean }>();
  for (const f of fns) {
    let a = f.open + 1;
    let b = f.close;
    while (a < b && /\s/.test(text.charAt(a))) a++;
    while (b > a && /\s/.test(text.charAt(b - 1))) b--;
    // The argument's root: the widest node inside the parentheses (its span starts after any
    // parentheses of its own).
    let inner: DiceExpr | undefined;
    eachNode(expr, (x) => {
      if (x.span.start >= a && x.span.end <= b && (inner === undefined || x.span.end - x.span.start > inner.span.end - inner.span.start)) inner = x;
    });
    const divs = inner === undefined ? [] : spine(inner);
    const second = divs[1];
    if (second !== undefined) never(from[second.right.span.start - 1] ?? f.at, `${f.fn}(…) of two divisions`);
    const first = divs[0];
    // Rounding halves away from zero does not commute with adding a whole number (round(-1.5+2) is
    // 1, round(-1.5)+2 is 0): the division must be the whole argument.
    if (first !== undefined && f.fn === 'roundHalfAway' && inner !== first) never(from[first.right.span.start - 1] ?? f.at, 'round(…) of a division with more added to it');
    if (first !== undefined) claimed.set(first, f);
  }
  eachNode(expr, (x) => {
    if (x.kind !== 'binary' || x.op !== '/') return;
    let slash = x.right.span.start - 1;
    while (slash > x.left.span.end && text.charAt(slash) !== '/') slash--;
    const at = from[slash] ?? 0;
    const claim = claimed.get(x) ?? never(at, "exact division (write floor(a/b) or ceil(a/b) for Rollwright's whole-number /)");
    const fn = claim.fn;
    if (fn === 'round') never(at, 'round(a/b) (it rounds halves up, not away from zero)');
    if (fn === 'roundHalfAway' && !claim.real) never(at, 'round(a/b) (not yet in Rollwright’s notation)');
    if (!claim.real && fn !== rounding) fail(at, `the compile option rounding '${fn}' for ${fn}(…) (this formula is compiled with '${rounding}')`, 'range');
  });

  // A node covers every formula character its written text came from: a dialect may write a
  // term's modifiers in another order than Rollwright (Foundry's `cs>=8x=10` is written
  // `!=10cs>=8`), so the last written character need not come from the last one read.
  const span = (sp: Span): Span => {
    const start = from[sp.start] ?? n;
    let end = start;
    for (let k = sp.start; k < sp.end; k++) end = Math.max(end, to[k] ?? n);
    return { start, end };
  };
  const remap = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(remap)
    : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'span' ? span(x as Span) : remap(x)]))
    : v;
  return remap(expr) as DiceExpr;
}
