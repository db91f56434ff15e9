// Internal helpers shared by the parser, compiler and evaluators (not exported by the package).
import type { ComparePoint, DiceExpr, DiceNode } from './ast.js';

/**
 * How `/` rounds its exact quotient: `'floor'` (default, toward −∞), `'ceil'` (toward +∞),
 * `'round'` (nearest, halves away from zero) or `'trunc'` (toward zero).
 * @since 0.1.0
 * @category Dice notation
 */
export type Rounding = 'floor' | 'ceil' | 'round' | 'trunc';

/** @internal Integer division with the given rounding (b ≠ 0). */
export function divide(a: number, b: number, rounding: Rounding): number {
  const q = a / b;
  switch (rounding) {
    case 'floor':
      return Math.floor(q);
    case 'ceil':
      return Math.ceil(q);
    case 'trunc':
      return Math.trunc(q);
    default:
      return q < 0 ? -Math.round(-q) : Math.round(q);
  }
}

/** @internal Whether value `v` matches a compare point. */
export function matches(cp: ComparePoint, v: number): boolean {
  switch (cp.op) {
    case '=':
      return v === cp.value;
    case '<>':
      return v !== cp.value;
    case '<':
      return v < cp.value;
    case '<=':
      return v <= cp.value;
    case '>':
      return v > cp.value;
    default:
      return v >= cp.value;
  }
}

/** @internal Value of a dice-free expression, or undefined if it holds dice or divides by 0. */
export function constantValue(e: DiceExpr, rounding: Rounding): number | undefined {
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'negate': {
      const v = constantValue(e.operand, rounding);
      return v === undefined ? undefined : -v;
    }
    case 'binary': {
      const a = constantValue(e.left, rounding);
      const b = constantValue(e.right, rounding);
      if (a === undefined || b === undefined) return undefined;
      if (e.op === '+') return a + b;
      if (e.op === '-') return a - b;
      if (e.op === '*') return a * b;
      return b === 0 ? undefined : divide(a, b, rounding);
    }
    default:
      return undefined;
  }
}

/** @internal Face range of a dice term and the value range after its min/max clamps. */
export interface Faces {
  lo: number;
  hi: number;
  clampLo: number;
  clampHi: number;
}

/** @internal Faces and value bounds of a dice node (values are faces after min/max clamps). */
export function staticFaces(node: DiceNode): Faces {
  const lo = node.sides === 'F' ? -1 : 1;
  const hi = node.sides === 'F' ? 1 : node.sides === '%' ? 100 : node.sides;
  const clamp = (f: number): number => Math.min(Math.max(f, node.min ?? -Infinity), node.max ?? Infinity);
  return { lo, hi, clampLo: clamp(lo), clampHi: clamp(hi) };
}
