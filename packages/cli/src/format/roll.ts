import type { DieRecord, RollResult } from '@rollwright/dice';

function dieText(d: DieRecord, dice: readonly DieRecord[]): string {
  const notes: string[] = [];
  if (dice.some((c) => c.parentId === d.id && c.kind === 'explosion')) notes.push('exploded');
  if (d.droppedBy === 'rerolled') notes.push('rerolled');
  else if (d.droppedBy !== null) notes.push('dropped');
  if (d.outcome === 'success' || d.outcome === 'failure') notes.push(d.outcome);
  const face = !d.kept || d.value === d.face ? String(d.face) : `${d.face}→${d.value}`;
  return [`${d.kind === 'explosion' ? '+' : ''}${face}`, ...notes].join(' ');
}

/** The dice of one term in display order: each first die followed by the dice it caused. */
function chains(term: number, dice: readonly DieRecord[]): DieRecord[] {
  const ordered: DieRecord[] = [];
  const visit = (d: DieRecord): void => {
    ordered.push(d);
    for (const c of dice) if (c.parentId === d.id) visit(c);
  };
  for (const d of dice) if (d.termIndex === term && d.parentId === null) visit(d);
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
  const parts = result.terms.map((t) => {
    const shown = `[${chains(t.termIndex, result.dice).map((d) => dieText(d, result.dice)).join(', ')}]`;
    const usage = t.usage === null ? '' : t.usage.next === 'exhausted' ? ' (exhausted)' : t.usage.stepped ? ` (steps down to ud${t.usage.next})` : ` (stays ud${t.usage.next})`;
    return { notation: t.notation, text: shown + usage };
  });
  const only = parts.length === 1 ? parts[0] : undefined;
  const text = only !== undefined && only.notation === result.notation ? only.text : parts.map((p) => `${p.notation} ${p.text}`).join('  ');
  return result.capped ? `${text}  (a chain of explosions or rerolls hit its limit and stopped)` : text;
}
