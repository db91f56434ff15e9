import { DiceNotationError } from './DiceNotationError.js';
import type { ComparePoint, DiceExpr, DiceNode, KeepClause } from './ast.js';
import { safeString } from './internal.js';

function prec(e: DiceExpr): number {
  if (e.kind === 'binary') return e.op === '+' || e.op === '-' ? 1 : 2;
  // A test is written in its own parentheses; groups and calls bracket themselves.
  return e.kind === 'negate' ? 3 : 4;
}

/** `s` in parentheses when `wrap` is set. */
function paren(s: string, wrap: boolean): string {
  return wrap ? `(${s})` : s;
}

function cmp(c: ComparePoint | null): string {
  return c === null ? '' : `${c.op}${c.value}`;
}

/** Keep/drop clauses, written in full (`kh1`). */
function keeps(ks: readonly KeepClause[]): string {
  return ks.map((k) => `${k.which}${k.count}`).join('');
}

function dice(d: DiceNode): string {
  const sides = d.faces ? `{${d.faces.map((v, j) => (d.faceLabels?.[j] == null ? '' : `${d.faceLabels[j]}:`) + v).join(',')}}` : d.sidesExpr ? `(${format(d.sidesExpr)})` : d.sides;
  let out = `${paren(format(d.count), d.count.kind !== 'number')}d${sides}`;
  if (d.min !== null) out += `min${d.min}`;
  if (d.max !== null) out += `max${d.max}`;
  // A clause whose compare point is left out must not be followed by a bare compare point,
  // which would be read as that clause's; the success point then takes its `cs` prefix.
  let open = false;
  for (const r of d.reroll) {
    out += (r.mode === 'once' ? 'ro' : 'r') + cmp(r.compare);
    open = r.compare === null;
  }
  if (d.unique) {
    out += (d.unique.mode === 'once' ? 'uo' : 'u') + cmp(d.unique.compare);
    open = d.unique.compare === null;
  }
  if (d.explode !== null) {
    out += (d.explode.penetrating ? '!!p' : { explode: '!', compound: '!!', penetrate: '!p' }[d.explode.mode]) + cmp(d.explode.compare);
    open = d.explode.compare === null;
  }
  const ks = d.keeps ?? (d.keep === null ? [] : [d.keep]);
  if (ks.length > 0) {
    out += keeps(ks);
    open = false;
  }
  if (d.success !== null) out += (open ? 'cs' : '') + cmp(d.success);
  if (d.failure !== null) out += `f${cmp(d.failure)}`;
  if (d.critSuccess) out += `crit${cmp(d.critSuccess)}`;
  if (d.critFailure) out += `fumble${cmp(d.critFailure)}`;
  if (d.sort) out += d.sort.order === 'desc' ? 'sd' : 'sa';
  return out;
}

/**
 * Writes a syntax tree back as canonical notation: no spaces, explicit dice counts (`1d20`),
 * explicit keep counts (`kh1`), modifiers in evaluation order and only the parentheses the
 * precedence needs. `parse(format(e))` equals `e` apart from spans.
 *
 * @param expr - A tree from {@link parse} or built by hand (number literals ≥ 0).
 * @returns The canonical notation.
 * @throws {@link DiceNotationError} if a node is not a syntax tree node.
 * @example
 * ```ts
 * format(parse('d20 + 5')); // '1d20+5'
 * format(parse('4d6 k3')); // '4d6kh3'
 * ```
 * @see {@link parse}
 * @since 0.1.0
 * @category Dice notation
 */
export function format(expr: DiceExpr): string {
  const kind = (expr as { kind?: unknown } | null)?.kind;
  if (typeof expr !== 'object' || expr === null || !['number', 'usage', 'dice', 'negate', 'binary', 'group', 'call', 'test'].includes(kind as string)) {
    throw new DiceNotationError(safeString(kind ?? expr), 0, 'a syntax tree node from parse (kind number, usage, dice, negate, binary, group, call or test)', 'syntax');
  }
  switch (expr.kind) {
    case 'number':
      return String(expr.value);
    case 'usage':
      return `ud${expr.sides}`;
    case 'dice':
      return dice(expr);
    case 'negate':
      return `-${paren(format(expr.operand), prec(expr.operand) < 3)}`;
    case 'group':
      return `{${expr.items.map(format).join(',')}}${keeps(expr.keeps)}${expr.success === null ? '' : cmp(expr.success)}${expr.failure === null ? '' : `f${cmp(expr.failure)}`}${expr.sort ? (expr.sort.order === 'desc' ? 'sd' : 'sa') : ''}`;
    case 'call':
      return `${expr.name}(${expr.args.map(format).join(',')})`;
    case 'test':
      return `(${format(expr.operand)})${cmp(expr.compare)}`;
    default: {
      const p = prec(expr);
      return `${paren(format(expr.left), prec(expr.left) < p)}${expr.op}${paren(format(expr.right), prec(expr.right) <= p)}`;
    }
  }
}
