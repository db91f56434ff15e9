import { format, safeParse, type DiceExpr, type DieRecord, type RollResult } from '@rollwright/dice';

/** A roll's dice indexed once: the first dice of each term, and the dice each die caused (by its id), in throw order. */
interface DiceIndex {
  readonly firsts: ReadonlyMap<number, readonly DieRecord[]>;
  readonly children: ReadonlyMap<number, readonly DieRecord[]>;
}

function push<K>(map: Map<K, DieRecord[]>, key: K, d: DieRecord): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [d]);
  else list.push(d);
}

function indexDice(dice: readonly DieRecord[]): DiceIndex {
  const firsts = new Map<number, DieRecord[]>();
  const children = new Map<number, DieRecord[]>();
  for (const d of dice) {
    if (d.parentId === null) push(firsts, d.termIndex, d);
    else push(children, d.parentId, d);
  }
  return { firsts, children };
}

function dieText(d: DieRecord, index: DiceIndex): string {
  const notes: string[] = [];
  if (index.children.get(d.id)?.some((c) => c.kind === 'explosion') === true) notes.push('exploded');
  if (d.droppedBy === 'rerolled') notes.push('rerolled');
  else if (d.droppedBy !== null) notes.push('dropped');
  if (d.kind === 'reroll') notes.push('replacement');
  if (d.outcome === 'success' || d.outcome === 'failure') notes.push(d.outcome);
  // A labelled face shows its label as the notation writes it (`skull:1`).
  const shown = d.label === undefined ? String(d.face) : `${d.label}:${d.face}`;
  const face = !d.kept || d.value === d.face ? shown : `${shown}→${d.value}`;
  return [`${d.kind === 'explosion' ? '+' : ''}${face}`, ...notes].join(' ');
}

/**
 * The dice of one term in display order: each first die followed by the dice it caused, depth
 * first. Walks with an explicit stack, so a long chain of explosions cannot overflow the call stack.
 */
function chains(term: number, index: DiceIndex): DieRecord[] {
  const ordered: DieRecord[] = [];
  const stack: DieRecord[] = [];
  for (const first of index.firsts.get(term) ?? []) {
    stack.push(first);
    for (let d = stack.pop(); d !== undefined; d = stack.pop()) {
      ordered.push(d);
      const caused = index.children.get(d.id) ?? [];
      for (let i = caused.length - 1; i >= 0; i--) stack.push(caused[i]!);
    }
  }
  return ordered;
}

function prec(e: DiceExpr): number {
  if (e.kind === 'binary') return e.op === '+' || e.op === '-' ? 1 : 2;
  return e.kind === 'negate' ? 3 : 4;
}

/**
 * Writes the formula with each dice term followed by its dice, keeping the numbers and operators
 * between them (`2d20kh1 [3 dropped, 17] + 5`). Dice terms are numbered left to right, as the
 * dice package numbers them.
 */
function spelled(expr: DiceExpr, term: (index: number) => string): string {
  let next = 0;
  const walk = (e: DiceExpr): string => {
    switch (e.kind) {
      case 'number':
        return String(e.value);
      case 'dice': {
        // A rolled count or side count: its own dice come first, then the term's.
        const inner = [/[d{]/.test(format(e.count)) ? walk(e.count) : '', e.sidesExpr ? walk(e.sidesExpr) : ''].filter(Boolean);
        const own = term(next++);
        return inner.length ? `(${inner.join('; ')}) → ${own}` : own;
      }
      case 'usage':
        return term(next++);
      case 'group': {
        const tail = format(e);
        return `{${e.items.map(walk).join(', ')}}${tail.slice(tail.lastIndexOf('}') + 1)}`;
      }
      case 'call':
        return `${e.name}(${e.args.map(walk).join(', ')})`;
      case 'test': {
        const tail = format(e);
        return `(${walk(e.operand)})${tail.slice(tail.lastIndexOf(')') + 1)}`;
      }
      case 'negate': {
        const inner = walk(e.operand);
        return prec(e.operand) < 3 ? `-(${inner})` : `-${inner}`;
      }
      default: {
        const p = prec(e);
        const left = walk(e.left);
        const right = walk(e.right);
        return `${prec(e.left) < p ? `(${left})` : left} ${e.op} ${prec(e.right) <= p ? `(${right})` : right}`;
      }
    }
  };
  return walk(expr);
}

/**
 * Shows every die of a roll on one line, term by term: faces in brackets, each first die
 * followed by the dice it caused (an extra die from an explosion is marked `+`), with words for
 * what happened to it (`dropped`, `rerolled`, `replacement` for the die thrown in place of a
 * rerolled one, `exploded`, `success`, `failure`) and `face→value` where a clamp or penetration
 * changed what a kept die counts for. A die with a labelled face shows it as the notation
 * writes it, label then value (`skull:1`, `shield:0 dropped`). A usage die adds what it stepped down to. A formula that is
 * one dice term alone shows only the brackets; any other formula is written out with each term's
 * dice after it and its numbers and operators kept, so modifiers stay visible
 * (`2d20kh1 [3 dropped, 17] + 5`).
 *
 * @param result - A roll from `roll` or `beginRoll` of `@rollwright/dice`.
 * @returns E.g. `'[6, 5, 3, 2 dropped]'` or `'1d20 [15] + 1d4 [2] + 2'`.
 * @example
 * ```ts
 * formatDice(roll(seed(42), '4d6kh3')[0]); // '[6, 5, 3, 2 dropped]' (faces depend on the seed)
 * formatDice(roll(seed(5), '2d20kh1+5')[0]); // '2d20kh1 [3 dropped, 17] + 5'
 * formatDice(roll(seed(3), '2d{tails:0,heads:1}')[0]); // '[heads:1, tails:0]' (faces depend on the seed)
 * ```
 * @since 0.1.0
 * @category Output
 */
export function formatDice(result: RollResult): string {
  const index = indexDice(result.dice);
  const parts = result.terms.map((t) => {
    const shown = `[${chains(t.termIndex, index).map((d) => dieText(d, index)).join(', ')}]`;
    const usage = t.usage === null ? '' : t.usage.next === 'exhausted' ? ' (exhausted)' : t.usage.stepped ? ` (steps down to ud${t.usage.next})` : ` (stays ud${t.usage.next})`;
    return { notation: t.notation, text: shown + usage };
  });
  const only = parts.length === 1 ? parts[0] : undefined;
  let text: string;
  if (only !== undefined && only.notation === result.notation) text = only.text;
  else {
    const parsed = safeParse(result.notation);
    const labelled = (i: number): string => {
      const p = parts[i];
      return p === undefined ? '?' : `${p.notation} ${p.text}`;
    };
    text = parsed.ok ? spelled(parsed.value, labelled) : parts.map((p) => `${p.notation} ${p.text}`).join('  ');
  }
  return result.capped ? `${text}  (a chain of explosions or rerolls hit its limit and stopped)` : text;
}
