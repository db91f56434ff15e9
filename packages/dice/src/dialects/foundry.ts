import type { Dialect } from './Dialect.js';
import { readCompare, translate, type DialectRules, type Fail, type Modifier, type ModifierKind, type TermInfo } from './translate.js';

/** Foundry's explode/reroll modifiers: `r`, `rr`, `x`, `xo`, with an optional cap before the compare point. */
const REPEAT = /(rr|r|xo|x)(\d+)?(<=|>=|<|>|=)?(\d+)?/y;
const KEEP = /(kh|kl|k|dh|dl|d)(\d+)?/y;
const CLAMP = /(min|max)(\d+)/y;
const COUNT = /(cs|cf|df|sf|ms)/y;
const PARITY = /even|odd/y;


/** The rank of a modifier in Rollwright's fixed order: Foundry applies them in the order written, so the ranks must not go down. */
const RANK: Partial<Record<ModifierKind, number>> = { rerollOnce: 0, reroll: 0, min: 1, max: 1, explode: 2, keep: 3, success: 4, failure: 5, margin: 6 };

function modifier(s: string, i: number, t: TermInfo, fail: Fail): Modifier | undefined {
  const never = (what: string): never => fail(i, `a formula Rollwright can express (Foundry VTT's ${what} has no Rollwright equivalent)`, 'inexpressible');
  const at = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = i;
    return re.exec(s);
  };
  let m = at(REPEAT);
  if (m !== null) {
    const [, name, first, op, second] = m;
    if (name === 'xo') never('xo (explode once)');
    if (first !== undefined && op !== undefined) never(`${name}${first}${op}… (a limit on how many dice ${name === 'x' ? 'explode' : 'reroll'})`);
    if (op !== undefined && second === undefined) fail(i + m[0].length, `a number after '${op}'`);
    const cp = op !== undefined ? { op: op as '=', value: Number(second) } : first !== undefined ? { op: '=' as const, value: Number(first) } : null;
    // Foundry's r rerolls once and rr until the die stops matching.
    return { kind: name === 'r' ? 'rerollOnce' : name === 'rr' ? 'reroll' : 'explode', cp, start: i, end: i + m[0].length };
  }
  // A coin's call: `3dcc1` counts heads (1), `3dcc0` tails (0).
  m = t.lo === 0 && t.hi === 1 ? at(/c([01])(?![0-9])/y) : null;
  if (m !== null) return { kind: 'success', cp: { op: '=', value: Number(m[1]) }, start: i, end: i + m[0].length };
  const parity = at(PARITY);
  if (parity !== null) never(`${parity[0]} (counting even or odd dice)`);
  m = at(CLAMP);
  if (m !== null) return { kind: m[1] as 'min', value: Number(m[2]), cp: null, start: i, end: i + m[0].length };
  m = at(COUNT);
  if (m !== null) {
    const name = m[1] as string;
    const c = readCompare(s, i + 2, 'foundry', fail);
    const end = c?.end ?? i + 2;
    if (name === 'sf') {
      // sf with a target: each die that meets it counts as its negative value. Without one it
      // turns the dice a cs did not count negative, which check() refuses.
      if (c === undefined) return never('sf without a target (it negates the dice a cs before it missed)');
      return { kind: 'negateFailures', cp: c.cp, start: i, end };
    }
    if (name === 'ms') {
      if (c === undefined) fail(end, "a target after 'ms'");
      if (c.cp.op !== '>' && c.cp.op !== '>=' && c.cp.op !== '=') never(`ms${c.cp.op}… (a margin below a target)`);
      return { kind: 'margin', value: c.cp.value, cp: null, start: i, end };
    }
    // cs counts the dice that match (default: the highest face); cf counts failures, df takes
    // one off per failure (default for both: the lowest face).
    if (name === 'cs') {
      if (c === undefined && t.hi === null) fail(end, "a compare point after 'cs' (the die's highest face is not known)", 'range');
      return { kind: 'success', cp: c?.cp ?? { op: '=', value: t.hi ?? 0 }, start: i, end };
    }
    // df with no target of its own deducts one for each die the cs before it did not count
    // (Foundry's Die API: `6d6cs>3df` takes one off per die of 3 or less); check() fills it in.
    if (name === 'df' && c === undefined) return { kind: 'failure', cp: null, start: i, end };
    if (c === undefined && t.lo === null) fail(end, `a compare point after '${name}' (the die's lowest face is not known)`, 'range');
    return { kind: name === 'cf' ? 'success' : 'failure', cp: c?.cp ?? { op: '=', value: t.lo ?? 0 }, start: i, end, ...(name === 'cf' ? { value: -1 } : {}) };
  }
  m = at(KEEP);
  // `d` followed by sides is a new die of its own only after an operator, never straight after a term.
  if (m !== null) {
    const name = m[1] as string;
    const which = name === 'k' ? 'kh' : name === 'd' ? 'dl' : (name as 'kh');
    return { kind: 'keep', which, value: m[2] === undefined ? 1 : Number(m[2]), cp: null, start: i, end: i + m[0].length };
  }
  return undefined;
}

/** The compare point that matches exactly the faces another one does not. */
const COMPLEMENT: Partial<Record<string, '<' | '<=' | '>' | '>='>> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>' };

function check(mods: readonly Modifier[], _t: TermInfo, fail: Fail): readonly Modifier[] {
  const never = (m: Modifier, what: string): never => fail(m.start, `a formula Rollwright can express (in Foundry VTT ${what})`, 'inexpressible');
  let last: Modifier | undefined;
  for (const m of mods) {
    const rank = RANK[m.kind] ?? 0;
    // The dice-modifiers article's own examples (`5d10cs>=8x=10`) write the explosion after the
    // count and count the extra dice too, which is Rollwright's order: allowed.
    if (m.kind === 'explode' && last !== undefined && (last.kind === 'success' || last.kind === 'failure')) continue;
    if (last !== undefined && rank < (RANK[last.kind] ?? 0)) never(m, 'modifiers apply in the order written, and this one comes after one Rollwright applies later');
    last = m;
  }
  const has = (...kinds: ModifierKind[]): Modifier | undefined => mods.find((m) => kinds.includes(m.kind));
  const negate = has('negateFailures');
  // sf alone is a die with some faces negative; with other modifiers the order matters.
  if (negate !== undefined && mods.length > 1) never(negate, 'sf with other modifiers negates the dice they leave, in the order written');
  const explode = has('explode');
  const reroll = has('reroll', 'rerollOnce');
  const clamp = has('min', 'max');
  if (explode !== undefined && reroll !== undefined) never(explode, 'the extra dice of an explosion are not rerolled, while Rollwright rerolls every die');
  if (explode !== undefined && clamp !== undefined) never(explode, 'the extra dice of an explosion are not clamped, while Rollwright clamps every die');
  // cf is a count of its own (a success count of the failing dice); df needs a cs before it.
  const counts = mods.filter((m) => m.kind === 'success');
  if (counts.length > 1) never(counts[1] as Modifier, 'two counting modifiers re-count the counted dice');
  const cf = counts.find((m) => m.value === -1);
  const df = has('failure');
  if (df !== undefined && (counts.length === 0 || cf !== undefined)) never(df, 'df without cs keeps the other dice at their values and takes one off per failure');
  const cs = counts[0];
  if (df !== undefined && df.cp === null && cs?.cp != null) {
    const other = COMPLEMENT[cs.cp.op] ?? never(df, "df with no target after cs=N takes one off for every other face, and Rollwright's failure point is one comparison");
    const cp = { op: other, value: cs.cp.value };
    return mods.map((m) => (m === df ? { ...m, cp } : m));
  }
  return mods;
}

const RULES: DialectRules = {
  title: 'Foundry VTT',
  modifier,
  check,
  functions: {
    floor: 'floor',
    ceil: 'ceil',
    round: 'round',
    trunc: 'trunc',
    abs: 'pass',
    min: 'pass',
    max: 'pass',
    sqrt: { inexpressible: 'a square root is not a whole number' },
    pow: { inexpressible: 'powers' },
    log: { inexpressible: 'logarithms' },
    exp: { inexpressible: 'exponentials' },
    sign: { inexpressible: 'the sign function' },
    sin: { inexpressible: 'trigonometry' },
    cos: { inexpressible: 'trigonometry' },
    tan: { inexpressible: 'trigonometry' },
  },
  letterSides: (s, i) => {
    const c = s.charAt(i);
    if (c === 'f' || c === 'F') return { text: 'F', sides: 'F', lo: -1, hi: 1, end: i + 1 };
    // A coin: heads 1, tails 0, labelled so that each die's record says which it showed.
    if (c === 'c') return { text: '{tails:0,heads:1}', sides: 2, lo: 0, hi: 1, end: i + 1 };
    return undefined;
  },
  lineComments: ['#'],
};

/**
 * Foundry VTT's dice formulas, read as Foundry's documentation describes them, translated to
 * the Rollwright formula of the same meaning:
 *
 * - `r` rerolls **once** (Rollwright `ro`), `rr` rerolls until the die stops matching
 *   (Rollwright `r`); `x` explodes (Rollwright `!`). A bare number means "equal to" (`r1`, `x10`).
 * - `k`/`kh`, `kl`, `d`/`dl`, `dh` keep and drop (the count defaults to 1); `min`/`max` clamp.
 * - `cs` **counts successes** (default: the highest face), `cf` counts failures (default: the
 *   lowest face), `cs…df` takes one success off per failure (a `df` with no target of its own
 *   counts every die the `cs` missed as a failure: `6d6cs>3df` is `6d6cs>3f<=3`), `ms>N` is the
 *   total minus N.
 * - `dF` is a Fate die and `dc` a coin (0 or 1, Rollwright `d{tails:0,heads:1}`; a call `c1` or `c0` counts
 *   heads or tails); `floor` and `ceil` around a division round it (`trunc` when compiled
 *   with `rounding: 'trunc'`); flavour text `[fire]` and a `# comment` to the end are skipped.
 * - `sf` with a target counts each die that meets it as its negative value: `3d6sf<3` is the die
 *   `3d{-1,-2,3,4,5,6}` ([ruling N53](../../../../docs/rulings/dice.md#n53)); only on a numbered
 *   die of at most 100 faces and with no other modifier on the term, else refused.
 *
 * Foundry applies modifiers in the order written, Rollwright in a fixed order, so a term whose
 * modifiers come in another order, or whose reroll or clamp meets an explosion, is refused —
 * except an explosion written after a success count (`5d10cs>=8x=10`, as the article writes it),
 * which counts the extra dice too, as Rollwright does (`5d10!=10>=8`;
 * [ruling N40](../../../../docs/rulings/dice.md#n40)). Also refused: `xo`, `r1=1` (a reroll cap),
 * `even`/`odd`, `df` alone, `sf` without a target or with other modifiers, `@data` paths, `%` and exact division
 * ([ruling N41](../../../../docs/rulings/dice.md#n41)): each with a `DiceNotationError` of reason
 * `'inexpressible'` at the offset of the modifier.
 *
 * Sources: <https://foundryvtt.com/article/dice-modifiers/> and the `Die` API reference
 * <https://foundryvtt.com/api/classes/client.Die.html>.
 *
 * @example
 * ```ts
 * import { compile, distribution, mean } from '@rollwright/dice';
 * import { foundry } from '@rollwright/dice/dialects';
 * compile('10d6cs>3', { dialect: foundry }).notation; // '10d6cs>3' (counts dice above 3)
 * compile('1d20r1', { dialect: foundry }).notation;   // '1d20ro=1' (rerolls once)
 * ```
 * @since 0.2.0
 * @category Dialects
 */
export const foundry: Dialect = Object.freeze({
  name: 'foundry',
  title: 'Foundry VTT',
  sources: Object.freeze(['https://foundryvtt.com/article/dice-modifiers/', 'https://foundryvtt.com/api/classes/client.Die.html']),
  parse: (notation: string, rounding?: 'floor' | 'ceil' | 'round' | 'trunc') => translate(notation, RULES, rounding),
});
