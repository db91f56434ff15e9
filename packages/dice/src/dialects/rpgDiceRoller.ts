import type { Dialect } from './Dialect.js';
import { readCompare, translate, type DialectRules, type Fail, type Modifier, type ModifierKind, type TermInfo } from './translate.js';

const EXPLODE = /!!p|!!|!p|!/y;
const REPEAT = /ro|r|uo|u/y;
const KEEP = /(kh|kl|k|dh|dl|d)(\d+)/y;
const CLAMP = /(min|max)(-?\d+)/y;
const MARK = /cs|cf/y;
const SORT = /sa|sd|s/y;

/** Most dice one rpg-dice-roller term may roll. */
const MAX_QUANTITY = 999;

function modifier(s: string, i: number, _t: TermInfo, fail: Fail): Modifier | undefined {
  const at = (re: RegExp): string | undefined => {
    re.lastIndex = i;
    return re.test(s) ? s.slice(i, re.lastIndex) : undefined;
  };
  const cp = (after: number) => readCompare(s, after, 'rpg', fail);
  let t = at(EXPLODE);
  if (t !== undefined) {
    const c = cp(i + t.length);
    const kind: ModifierKind = t === '!!p' ? 'compoundPenetrate' : t === '!!' ? 'compound' : t === '!p' ? 'penetrate' : 'explode';
    return { kind, cp: c?.cp ?? null, start: i, end: c?.end ?? i + t.length };
  }
  const re = (src: RegExp): RegExpExecArray | null => {
    const r = new RegExp(src.source, 'y');
    r.lastIndex = i;
    return r.exec(s);
  };
  const clamp = re(CLAMP);
  if (clamp !== null) return { kind: clamp[1] as 'min', value: Number(clamp[2]), cp: null, start: i, end: i + clamp[0].length };
  t = at(MARK);
  if (t !== undefined) {
    // Critical success and failure only mark the die (Rollwright crit/fumble): the total does not change.
    const c = cp(i + 2);
    return { kind: t === 'cs' ? 'critSuccess' : 'critFailure', cp: c?.cp ?? null, start: i, end: c?.end ?? i + 2 };
  }
  t = at(REPEAT);
  if (t !== undefined) {
    const c = cp(i + t.length);
    const kind: ModifierKind = t === 'ro' ? 'rerollOnce' : t === 'r' ? 'reroll' : t === 'uo' ? 'uniqueOnce' : 'unique';
    return { kind, cp: c?.cp ?? null, start: i, end: c?.end ?? i + t.length };
  }
  const keep = re(KEEP);
  if (keep !== null) {
    const name = keep[1] as string;
    const which = name === 'k' ? 'kh' : name === 'd' ? 'dl' : (name as 'kh');
    return { kind: 'keep', which, value: Number(keep[2]), cp: null, start: i, end: i + keep[0].length };
  }
  if (s[i] === 'f') {
    const c = cp(i + 1) ?? fail(i + 1, "a compare point after 'f'");
    return { kind: 'failure', cp: c.cp, start: i, end: c.end };
  }
  t = at(SORT);
  if (t !== undefined) return { kind: t === 'sd' ? 'sortDesc' : 'sortAsc', cp: null, start: i, end: i + t.length };
  const c = cp(i);
  if (c !== undefined) return { kind: 'success', cp: c.cp, start: i, end: c.end };
  return undefined;
}

function check(mods: readonly Modifier[], t: TermInfo, fail: Fail): readonly Modifier[] {
  const never = (m: Modifier, what: string): never => fail(m.start, `a formula Rollwright can express (rpg-dice-roller ${what})`, 'inexpressible');
  const find = (...kinds: ModifierKind[]): Modifier | undefined => mods.find((m) => kinds.includes(m.kind));
  const explode = find('explode', 'compound', 'penetrate', 'compoundPenetrate');
  const reroll = find('reroll', 'rerollOnce', 'unique', 'uniqueOnce');
  const clamp = find('min', 'max');
  // rpg-dice-roller clamps first, then explodes, then rerolls; Rollwright rerolls, then clamps, then explodes.
  if (clamp !== undefined && (explode !== undefined || reroll !== undefined)) never(clamp, 'clamps a die before it explodes or rerolls, Rollwright after');
  if (explode !== undefined && reroll !== undefined) never(reroll, 'rerolls after exploding, Rollwright before');
  const keeps = mods.filter((m) => m.kind === 'keep');
  if (keeps.length < 2 || t.group) return mods;
  // Several keep/drop modifiers each look at the whole pool; the dice dropped are the union of
  // what each drops. With a known pool that is one drop-lowest and one drop-highest count.
  const n = t.count;
  if (n === null || explode !== undefined) return never(keeps[1] as Modifier, 'combines keep and drop over the whole pool, which needs a fixed number of dice');
  let low = 0;
  let high = 0;
  for (const k of keeps) {
    const v = k.value ?? 0;
    if (k.which === 'kh') low = Math.max(low, n - v);
    else if (k.which === 'kl') high = Math.max(high, n - v);
    else if (k.which === 'dl') low = Math.max(low, v);
    else high = Math.max(high, v);
  }
  const first = keeps[0] as Modifier;
  const last = keeps[keeps.length - 1] as Modifier;
  const span = { cp: null, start: first.start, end: last.end } as const;
  const rest = mods.filter((m) => m.kind !== 'keep');
  if (low + high >= n) return [...rest, { kind: 'keep', which: 'kh', value: 0, ...span }];
  const merged: Modifier[] = [];
  if (high > 0) merged.push({ kind: 'keep', which: 'dh', value: high, ...span });
  if (low > 0) merged.push({ kind: 'keep', which: 'dl', value: low, ...span });
  return [...rest, ...merged];
}

const RULES: DialectRules = {
  title: 'rpg-dice-roller',
  modifier,
  check,
  functions: {
    abs: 'pass',
    ceil: 'ceil',
    floor: 'floor',
    max: 'pass',
    min: 'pass',
    // rpg-dice-roller's round rounds halves away from zero, as Rollwright's does.
    round: 'roundHalfAway',
    cos: { inexpressible: 'trigonometry' },
    exp: { inexpressible: 'exponentials' },
    log: { inexpressible: 'logarithms' },
    pow: { inexpressible: 'powers' },
    sign: { inexpressible: 'the sign function' },
    sin: { inexpressible: 'trigonometry' },
    sqrt: { inexpressible: 'a square root is not a whole number' },
    tan: { inexpressible: 'trigonometry' },
  },
  letterSides: (s, i) => {
    const c = s.charAt(i);
    if (c === '%') return { text: '%', sides: 100, lo: 1, hi: 100, end: i + 1 };
    if (c !== 'F') return undefined;
    // dF.1: four blanks, one plus, one minus.
    if (s.startsWith('F.1', i)) return { text: '{-1,0,0,0,0,1}', sides: 6, lo: -1, hi: 1, end: i + 3 };
    return { text: 'F', sides: 'F', lo: -1, hi: 1, end: s.startsWith('F.2', i) ? i + 3 : i + 1 };
  },
  count: (n, at, fail) => {
    if (n < 1 || n > MAX_QUANTITY) fail(at, `a dice quantity from 1 to ${MAX_QUANTITY} (rpg-dice-roller's range)`, 'range');
  },
  lineComments: ['#', '//'],
  minusOnlyOnNumbers: true,
  blockComments: true,
  descriptionsAfterDice: true,
};

/**
 * `@dice-roller/rpg-dice-roller`'s notation, read as its notation guide describes it,
 * translated to the Rollwright formula of the same meaning:
 *
 * - Compare points are strict as written (`>`, `>=`, `<`, `<=`, `=`, `!=` and `<>` not equal);
 *   a modifier's compare point needs its operator (`r=1`, not `r1`).
 * - `!`, `!!`, `!p` explode, compound and penetrate; `r` rerolls until the die stops matching,
 *   `ro` once; `k`/`kh`, `kl`, `d`/`dl`, `dh` keep and drop. Several keep/drop modifiers each
 *   look at the whole pool, so `3d10k1d1` keeps the highest die.
 * - A compare point after the dice counts successes (`5d10>=8`), `f` failures; `cs`/`cf`
 *   (critical marks) and `s`/`sa`/`sd` (sorting) leave the total as it is
 *   ([ruling N42](../../../../docs/rulings/dice.md#n42)). `d%` and `dF` (`dF.2`) as usual; a
 *   term rolls 1 to 999 dice.
 * - `floor`, `ceil` around a division round it, and so does `round` when the division is its
 *   whole argument: rpg-dice-roller rounds halves away from zero, as Rollwright's `round` does
 *   ([ruling N53](../../../../docs/rulings/dice.md#n53)).
 * - Descriptions are skipped: `# …` and `// …` to the end, `[…]` and `/*` blocks (to the next
 *   star and slash) in between. As in rpg-dice-roller, each follows a dice term or a roll group
 *   and holds some text, so `4d6 + 2 // x` and `4d6 [ ]` are refused (reason `'syntax'`;
 *   [ruling N51](../../../../docs/rulings/dice.md#n51)). A minus sign only starts a negative
 *   number: `-1d20` is refused (reason `'range'`), `2-1d20` is read
 *   ([ruling N52](../../../../docs/rulings/dice.md#n52)).
 *
 * Refused as inexpressible ([ruling N41](../../../../docs/rulings/dice.md#n41)): exact division,
 * `%`, `^`/`**`, `sqrt` and the other non-integer functions, `dF.1`, and a clamp or reroll
 * together with an explosion, or a clamp with a reroll, whose order differs from Rollwright's
 * ([ruling N40](../../../../docs/rulings/dice.md#n40)).
 *
 * Source: <https://dice-roller.github.io/documentation/guide/notation/> (dice, modifiers,
 * maths, group rolls and roll descriptions pages).
 *
 * @example
 * ```ts
 * import { compile } from '@rollwright/dice';
 * import { rpgDiceRoller } from '@rollwright/dice/dialects';
 * compile('4d10dh1dl2', { dialect: rpgDiceRoller }).notation; // needs several keep/drop clauses
 * compile('5d10>=8', { dialect: rpgDiceRoller }).notation;    // '5d10cs>=8'
 * ```
 * @since 0.2.0
 * @category Dialects
 */
export const rpgDiceRoller: Dialect = Object.freeze({
  name: 'rpg-dice-roller',
  title: 'rpg-dice-roller',
  sources: Object.freeze([
    'https://dice-roller.github.io/documentation/guide/notation/dice.html',
    'https://dice-roller.github.io/documentation/guide/notation/modifiers.html',
    'https://dice-roller.github.io/documentation/guide/notation/maths.html',
    'https://dice-roller.github.io/documentation/guide/notation/group-rolls.html',
    'https://dice-roller.github.io/documentation/guide/notation/roll-descriptions.html',
  ]),
  parse: (notation: string, rounding?: 'floor' | 'ceil' | 'round' | 'trunc') => translate(notation, RULES, rounding),
});
