import type { Dialect } from './Dialect.js';
import { readCompare, translate, type DialectRules, type Fail, type Modifier, type ModifierKind, type TermInfo } from './translate.js';

const EXPLODE = /!!|!p|!/y;
const KEEP = /(kh|kl|k|dh|dl|d)(\d+)/y;
const REROLL = /ro|r/y;
const MARK = /cs|cf/y;
const SORT = /sa|sd|s/y;
const MATCH = /mt|m/y;

function modifier(s: string, i: number, _t: TermInfo, fail: Fail): Modifier | undefined {
  const at = (re: RegExp): string | undefined => {
    re.lastIndex = i;
    return re.test(s) ? s.slice(i, re.lastIndex) : undefined;
  };
  const cp = (after: number) => readCompare(s, after, 'roll20', fail);
  let t = at(EXPLODE);
  if (t !== undefined) {
    const c = cp(i + t.length);
    const kind: ModifierKind = t === '!!' ? 'compound' : t === '!p' ? 'penetrate' : 'explode';
    return { kind, cp: c?.cp ?? null, start: i, end: c?.end ?? i + t.length };
  }
  t = at(MARK);
  if (t !== undefined) {
    const c = cp(i + 2) ?? fail(i + 2, `a compare point after '${t}'`);
    // Critical success and failure only mark the die (Rollwright crit/fumble): the total does not change.
    return { kind: t === 'cs' ? 'critSuccess' : 'critFailure', cp: c.cp, start: i, end: c.end };
  }
  t = at(MATCH);
  if (t !== undefined) {
    if (t === 'mt') fail(i, "a formula Rollwright can express (Roll20's mt, counting matching dice, has no Rollwright equivalent)", 'inexpressible');
    const count = /\d*/y;
    count.lastIndex = i + 1;
    count.test(s);
    const c = cp(count.lastIndex);
    return { kind: 'display', cp: null, start: i, end: c?.end ?? count.lastIndex };
  }
  const keep = new RegExp(KEEP.source, 'y');
  keep.lastIndex = i;
  const k = keep.exec(s);
  if (k !== null) {
    const name = k[1] as string;
    const which = name === 'k' ? 'kh' : name === 'd' ? 'dl' : (name as 'kh');
    return { kind: 'keep', which, value: Number(k[2]), cp: null, start: i, end: i + k[0].length };
  }
  t = at(REROLL);
  if (t !== undefined) {
    const c = cp(i + t.length);
    // Roll20's r rerolls until the die stops matching, ro once, as Rollwright's.
    return { kind: t === 'ro' ? 'rerollOnce' : 'reroll', cp: c?.cp ?? null, start: i, end: c?.end ?? i + t.length };
  }
  if (s[i] === 'f') {
    const c = cp(i + 1) ?? fail(i + 1, "a compare point after 'f'");
    return { kind: 'failure', cp: c.cp, start: i, end: c.end };
  }
  t = at(SORT);
  if (t !== undefined) return { kind: t === 'sd' ? 'sortDesc' : 'sortAsc', cp: null, start: i, end: i + t.length };
  if (s[i] === '>' || s[i] === '<' || s[i] === '=') {
    const c = cp(i);
    if (c !== undefined) return { kind: 'success', cp: c.cp, start: i, end: c.end };
  }
  return undefined;
}

function check(mods: readonly Modifier[], _t: TermInfo, fail: Fail): readonly Modifier[] {
  const explode = mods.find((m) => m.kind === 'explode' || m.kind === 'compound' || m.kind === 'penetrate');
  const reroll = mods.find((m) => m.kind === 'reroll' || m.kind === 'rerollOnce');
  for (const kind of ['critSuccess', 'critFailure'] as const) {
    const marks = mods.filter((m) => m.kind === kind);
    // Roll20 allows several marks (`1d20cs20cs10`); Rollwright marks one range per die.
    if (marks.length > 1) fail((marks[1] as Modifier).start, `a formula Rollwright can express (Roll20's repeated ${kind === 'critSuccess' ? 'cs' : 'cf'} marks several critical ranges; Rollwright marks one)`, 'inexpressible');
  }
  if (explode !== undefined && reroll !== undefined) {
    fail(reroll.start, 'a formula Rollwright can express (Roll20 does not document how a reroll meets an explosion; Rollwright refuses the pair)', 'inexpressible');
  }
  return mods;
}

const RULES: DialectRules = {
  title: 'Roll20',
  modifier,
  check,
  functions: { floor: 'floor', ceil: 'ceil', round: 'round', abs: 'pass' },
  letterSides: (s, i) => {
    const c = s.charAt(i);
    if (c === 'F') return { text: 'F', sides: 'F', lo: -1, hi: 1, end: i + 1 };
    return undefined;
  },
  inlineRolls: true,
  unwrapSingleGroups: true,
  trailingText: true,
  rollOptions: true,
  groupKinds: true,
};

/**
 * Roll20's dice formulas, read as Roll20's Dice Reference describes them, translated to the
 * Rollwright formula of the same meaning:
 *
 * - A compare point `>N` means **N or more** and `<N` **N or less** (Rollwright `>=N`, `<=N`);
 *   `=N` or a bare `N` means exactly N.
 * - `!`, `!!`, `!p` explode, compound and penetrate; `r` rerolls until the die stops matching,
 *   `ro` once; `k`/`kh`, `kl`, `d`/`dl`, `dh` keep and drop.
 * - A compare point after the dice counts successes (`3d6>3`), `f` failures (each takes one
 *   off); `cs`/`cf` (critical marks), `m` (matches) and `s`/`sa`/`sd` (sorting) only change how
 *   the roll is shown, so they leave the total as it is
 *   ([ruling N42](../../../../docs/rulings/dice.md#n42)).
 * - A group around one dice term only keeps its success point apart from its modifiers:
 *   `{5d6!!}>8` counts the compounded dice of 8 or more, as `5d6!!cs>=8`
 *   ([ruling N43](../../../../docs/rulings/dice.md#n43)); a success check on a group of one
 *   sub-roll with math (`{3d20+5}>21`, where Roll20 adds the 5 to each die) is refused; other
 *   groups read as Rollwright groups.
 * - `[[…]]` inline rolls read as parentheses; `[label]` is skipped; `floor`, `ceil` around a
 *   division round it.
 * - Text that says what the roll is for ends the formula: a word after a space outside any
 *   brackets (`1d20+5 Roll for Initiative`), or everything from a backslash on
 *   (`1d20+5 \ +5 Roll for Initiative`); roll options such as `&{tracker}` are skipped
 *   ([ruling N51](../../../../docs/rulings/dice.md#n51)).
 * - The sub-rolls of a group are of one kind, as Roll20 requires: `{1d6,5}kh1` is refused (reason
 *   `'syntax'`), `{1d6, 5 + 0d0}kh1`, `{1d6, {5}}kh1` and `{[[1d6]], 5}kh1` are read
 *   ([ruling N52](../../../../docs/rulings/dice.md#n52)).
 *
 * Refused as inexpressible ([ruling N41](../../../../docs/rulings/dice.md#n41)): `mt` (no Roll20
 * text defines what it counts; [ruling N50](../../../../docs/rulings/dice.md#n50)), `@{…}`
 * attributes, `?{…}` queries, `%`, exact division, a second `cs` or `cf` mark on one term
 * (`1d20cs20cs10`), and a reroll together with an explosion
 * ([ruling N40](../../../../docs/rulings/dice.md#n40)).
 *
 * Source: <https://wiki.roll20.net/Dice_Reference> (revision
 * <https://wiki.roll20.net/index.php?title=Dice_Reference&oldid=21988> and its Dice
 * Specification part), which the help centre page
 * <https://help.roll20.net/hc/en-us/articles/360037773133-Dice-Reference> replaced.
 *
 * @example
 * ```ts
 * import { compile } from '@rollwright/dice';
 * import { roll20 } from '@rollwright/dice/dialects';
 * compile('3d6>3', { dialect: roll20 }).notation; // '3d6>=3' (Roll20's > is "or more")
 * ```
 * @since 0.2.0
 * @category Dialects
 */
export const roll20: Dialect = Object.freeze({
  name: 'roll20',
  title: 'Roll20',
  sources: Object.freeze(['https://help.roll20.net/hc/en-us/articles/360037773133-Dice-Reference', 'https://wiki.roll20.net/Dice_Reference']),
  parse: (notation: string, rounding?: 'floor' | 'ceil' | 'round' | 'trunc') => translate(notation, RULES, rounding),
});
