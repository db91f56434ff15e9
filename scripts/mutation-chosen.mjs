// A Stryker ignore plugin for `pnpm mutation --sample N` and `--survivors-of R` (see scripts/mutation.mjs).
// Stryker mutates every node inside a mutate range, so a chosen mutant of a whole block would bring
// every mutant nested in that block with it. This plugin lets Stryker mutate only the nodes that are,
// or contain, a chosen mutant's code; a skipped node's mutants show as Ignored and are not run.
// (Other mutants of a chosen node itself are still tested; mutation-score.mjs --only counts the chosen ones.)
import { readFileSync } from 'node:fs';

const file = process.env['MUTATION_RANGES'];
/** @type {Map<string, { start: { line: number, column: number }, end: { line: number, column: number } }[]>} */
const byFile = new Map();
if (file) {
  for (const m of JSON.parse(readFileSync(file, 'utf8')).mutants) {
    // reports count columns from 1, babel from 0
    const at = { start: { line: m.location.start.line, column: m.location.start.column - 1 }, end: { line: m.location.end.line, column: m.location.end.column - 1 } };
    byFile.set(m.file, [...(byFile.get(m.file) ?? []), at]);
  }
}
const before = (a, b) => a.line < b.line || (a.line === b.line && a.column <= b.column);
const inside = (inner, outer) => before(outer.start, inner.start) && before(inner.end, outer.end);

const ignorer = {
  shouldIgnore(path) {
    const loc = path.node.loc;
    const name = path.hub?.file?.opts?.filename;
    if (!loc || typeof name !== 'string') return undefined;
    const chosen = byFile.get(name) ?? [];
    return chosen.some((c) => inside(c, loc)) ? undefined : 'not one of the chosen mutants (--sample / --survivors-of)';
  },
};

export const strykerPlugins = [{ kind: 'Ignore', name: 'chosen-mutants', value: ignorer }];
