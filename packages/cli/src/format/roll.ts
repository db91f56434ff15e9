import type { DieRecord, RollResult } from '@rollwright/dice';

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
  if (d.outcome === 'success' || d.outcome === 'failure') notes.push(d.outcome);
  const face = !d.kept || d.value === d.face ? String(d.face) : `${d.face}→${d.value}`;
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

/**
 * Shows every die of a roll on one line, term by term: faces in brackets, each first die
 * followed by the dice it caused (an extra die from an explosion is marked `+`), with words for what happened to it (`dropped`, `rerolled`,
 * `exploded`, `success`, `failure`) and `face→value` where a clamp or penetration changed what a
 * kept die counts for. A usage die adds what it stepped down to. A single-term formula shows only
 * the brackets.
 *
 * @param result - A roll from `roll` of `@rollwright/dice`.
 * @returns E.g. `'[6, 5, 3, 2 dropped]'` or `'1d20 [15]  1d4 [2]'`.
 * @example
 * ```ts
 * formatDice(roll(seed(42), '4d6kh3')[0]); // '[6, 5, 3, 2 dropped]' (faces depend on the seed)
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
  const text = only !== undefined && only.notation === result.notation ? only.text : parts.map((p) => `${p.notation} ${p.text}`).join('  ');
  return result.capped ? `${text}  (a chain of explosions or rerolls hit its limit and stopped)` : text;
}
