import { AdvantageError, AttributeError, ChaserDieError, DifficultyError, EditionError, RedhackRuleError } from '../errors/index.js';
import { resolveOptions, type RedhackOptions, type ResolvedOptions } from '../options/options.js';

/**
 * A chaser die (draft31): cd12, cd10, cd8, cd6 or cd4, for a +1 … +5 bonus. It succeeds on
 * either of its two highest faces. Source: redhack-3.1-draft.txt › Tests (chaser dice).
 * @since 0.1.0
 * @category Tests
 */
export type ChaserDie = 'cd12' | 'cd10' | 'cd8' | 'cd6' | 'cd4';

/**
 * The chaser dice from the smallest bonus (+1 → cd12) to the largest (+5 → cd4).
 * @example
 * ```ts
 * CHASER_DICE[2]; // 'cd8' (a +3 bonus)
 * ```
 * @since 0.1.0
 * @category Tests
 */
export const CHASER_DICE: readonly ChaserDie[] = /* @__PURE__ */ Object.freeze(['cd12', 'cd10', 'cd8', 'cd6', 'cd4'] as const);

/**
 * The four outcomes of a test. A natural 20 is always a `critical-success` and a natural 1
 * always a `critical-failure`; `success` and `failure` are the plain results.
 * Source: redhack-rules.txt › Core Rules › Tests; redhack-3.1-draft.txt › Tests.
 * @since 0.1.0
 * @category Tests
 */
export type TestOutcome = 'critical-success' | 'success' | 'failure' | 'critical-failure';

/**
 * The four outcomes in the order the odds list them.
 * @example
 * ```ts
 * TEST_OUTCOMES[0]; // 'critical-success'
 * ```
 * @since 0.1.0
 * @category Tests
 */
export const TEST_OUTCOMES: readonly TestOutcome[] = /* @__PURE__ */ Object.freeze(['critical-success', 'success', 'failure', 'critical-failure'] as const);

/**
 * Something that grants advantage or disadvantage on the tests whose tags it matches: a
 * background, a class feature, a piece of kit (e.g. a helm), a spell. A source applies when the
 * test carries every tag of `allOf`, at least one of `anyOf` (if given) and none of `noneOf`;
 * with none of the three it applies to every test. See
 * [ruling R54](../../../../docs/rulings/redhack.md#r54).
 *
 * @example
 * ```ts
 * const divineFortitude: AdvantageSource = {
 *   name: 'Divine Fortitude', effect: 'advantage', allOf: ['save', 'attribute:CON'], anyOf: ['vs:poison', 'vs:paralysis'],
 * };
 * ```
 * @since 0.1.0
 * @category Tests
 */
export interface AdvantageSource {
  /** Shown in results and logs, e.g. `'Thief Skills'`. */
  readonly name: string;
  /** Which way it pushes the roll. */
  readonly effect: 'advantage' | 'disadvantage';
  /** Tags the test must all carry (default none). */
  readonly allOf?: readonly string[];
  /** Tags of which the test must carry at least one (default: no such condition). */
  readonly anyOf?: readonly string[];
  /** Tags the test must not carry, e.g. `has:thieves-tools` for work without tools (default none). */
  readonly noneOf?: readonly string[];
}

/**
 * One d20 test: what is rolled against what, and everything that modifies it.
 *
 * Tags name what kind of test this is, so that tag-matched {@link AdvantageSource}s apply
 * (ruling R54). Conventional tags: `attribute:STR` … `attribute:CHA`, `save`, `vs:poison`,
 * `vs:spells`, `ac`, `attack`, `melee`, `ranged`, `skill:<task>` (e.g. `skill:pick-locks`),
 * `lore:<field>`, `perception`, `movement`.
 *
 * @example
 * ```ts
 * const wisdom: TestSpec = { attribute: 12, difficulty: 4, tags: ['attribute:WIS'] };
 * ```
 * @since 0.1.0
 * @category Tests
 */
export interface TestSpec {
  /** The attribute (or AC) rolled under: a whole number in the edition's range in play (classic 2–19, draft31 0–19). */
  readonly attribute: number;
  /** The difficulty the roll must exceed: a whole number ≥ 0 (default 1, the difficulty of every unstated test). */
  readonly difficulty?: number;
  /** Bonus added to the attribute, a whole number ≥ 0 (past 19 it becomes difficulty reduction or advantage levels, by edition). */
  readonly bonus?: number;
  /** Penalty added to the difficulty, a whole number ≥ 0. */
  readonly penalty?: number;
  /** How many sources grant advantage (whole, ≥ 0), besides matching `sources`. */
  readonly advantage?: number;
  /** How many sources impose disadvantage (whole, ≥ 0), besides matching `sources`. */
  readonly disadvantage?: number;
  /**
   * Net advantage levels (positive) or disadvantage levels (negative), as an alternative to
   * `advantage` / `disadvantage` counts; needs the `levels` stacking rule (draft31).
   */
  readonly levels?: number;
  /** A chaser die rolled with the test (draft31 magic weapons and armour). */
  readonly chaser?: ChaserDie;
  /** A splendid weapon: a natural 19 succeeds too (draft31). */
  readonly splendid?: boolean;
  /** What kind of test this is (see above); sources match on these. */
  readonly tags?: readonly string[];
  /** Candidate advantage and disadvantage sources; those whose tags match apply. */
  readonly sources?: readonly AdvantageSource[];
}

/**
 * Most advantage or disadvantage levels (and sources) one test may carry: 100. Checked before
 * any die is rolled or any distribution is built.
 * @example
 * ```ts
 * testDistribution({ attribute: 12, levels: MAX_ADVANTAGE_LEVELS + 1 }); // throws AdvantageError
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_ADVANTAGE_LEVELS = 100;

/** @internal A test with every modifier applied: what the dice are judged against. */
export interface PreparedTest {
  readonly options: ResolvedOptions;
  /** Effective attribute, 0..19. */
  readonly attribute: number;
  /** Effective difficulty, ≥ 0. */
  readonly difficulty: number;
  /** Net advantage: +k levels / −k levels (classic cancel: −1, 0 or +1). */
  readonly levels: number;
  /** Chaser die sides, when there is one. */
  readonly chaserSides: number | undefined;
  readonly splendid: boolean;
  /** Names of the sources that applied, in the order given. */
  readonly applied: readonly string[];
  readonly tags: readonly string[];
}

function whole(rule: string, name: string, value: unknown, min: number, max: number, Err: typeof RedhackRuleError): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Err(rule, `${name} must be a whole number in ${min}..${max === Infinity ? '∞' : max}, got ${String(value)}`, value);
  }
  return value;
}

/** @internal Sides of a chaser die, or throws {@link ChaserDieError}. */
export function chaserSidesOf(chaser: unknown): number {
  const i = CHASER_DICE.indexOf(chaser as ChaserDie);
  if (i < 0) throw new ChaserDieError('R06', `chaser die must be one of ${CHASER_DICE.join(', ')}, got ${String(chaser)}`, chaser);
  return 12 - 2 * i;
}

/** @internal Does the source apply to a test with these tags? */
export function sourceApplies(source: AdvantageSource, tags: readonly string[]): boolean {
  const all = source.allOf ?? [];
  if (!all.every((t) => tags.includes(t))) return false;
  if (source.noneOf !== undefined && source.noneOf.some((t) => tags.includes(t))) return false;
  return source.anyOf === undefined || source.anyOf.some((t) => tags.includes(t));
}

/** @internal Validates a spec and applies bonuses, penalties, sources and the edition's rules. */
export function prepareTest(spec: TestSpec, options: RedhackOptions | ResolvedOptions = {}): PreparedTest {
  const o = resolveOptions(options);
  if (typeof spec !== 'object' || spec === null) throw new RedhackRuleError('test', `a test spec must be an object, got ${String(spec)}`, spec);
  const attribute = whole('R46', 'attribute', spec.attribute, o.minAttributeInPlay, 19, AttributeError);
  const difficulty = whole('difficulty', 'difficulty', spec.difficulty ?? 1, 0, Number.MAX_SAFE_INTEGER, DifficultyError);
  const bonus = whole('R05', 'bonus', spec.bonus ?? 0, 0, Number.MAX_SAFE_INTEGER, DifficultyError);
  const penalty = whole('R05', 'penalty', spec.penalty ?? 0, 0, Number.MAX_SAFE_INTEGER, DifficultyError);
  const adv = whole('R04', 'advantage', spec.advantage ?? 0, 0, MAX_ADVANTAGE_LEVELS, AdvantageError);
  const dis = whole('R04', 'disadvantage', spec.disadvantage ?? 0, 0, MAX_ADVANTAGE_LEVELS, AdvantageError);
  if (spec.levels !== undefined) {
    whole('R04', 'levels', spec.levels, -MAX_ADVANTAGE_LEVELS, MAX_ADVANTAGE_LEVELS, AdvantageError);
    if (spec.advantage !== undefined || spec.disadvantage !== undefined) {
      throw new AdvantageError('R04', 'give either levels or advantage/disadvantage counts, not both', spec.levels);
    }
    if (o.stacking !== 'levels') {
      throw new AdvantageError('R04', `levels of advantage need the 'levels' stacking rule (draft31); ${o.edition} does not stack`, spec.levels);
    }
  }
  const tags = spec.tags ?? [];
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) throw new RedhackRuleError('R54', 'tags must be an array of strings', tags);
  const sources = spec.sources ?? [];
  if (!Array.isArray(sources)) throw new RedhackRuleError('R54', 'sources must be an array', sources);
  if (sources.length > MAX_ADVANTAGE_LEVELS) throw new AdvantageError('R04', `at most ${MAX_ADVANTAGE_LEVELS} sources per test, got ${sources.length}`, sources.length);
  const applied: string[] = [];
  let fromSources = 0;
  for (const s of sources) {
    if (typeof s !== 'object' || s === null || (s.effect !== 'advantage' && s.effect !== 'disadvantage') || typeof s.name !== 'string') {
      throw new RedhackRuleError('R54', `an advantage source needs a name and effect 'advantage' or 'disadvantage'`, s);
    }
    if (sourceApplies(s, tags)) {
      applied.push(s.name);
      fromSources += s.effect === 'advantage' ? 1 : -1;
    }
  }
  let chaserSides: number | undefined;
  if (spec.chaser !== undefined) {
    if (o.magicBonus !== 'chaserDie') throw new EditionError('R06', `chaser dice are not a rule of ${o.edition} (magicBonus 'attributeBonus')`, spec.chaser);
    chaserSides = chaserSidesOf(spec.chaser);
  }
  if (spec.splendid !== undefined && typeof spec.splendid !== 'boolean') throw new RedhackRuleError('R06', 'splendid must be true or false', spec.splendid);
  const splendid = spec.splendid === true;
  if (splendid && o.magicBonus !== 'chaserDie') throw new EditionError('R06', `splendid weapons are not a rule of ${o.edition}`, spec.splendid);

  // Bonuses (R05): the attribute rises; past 19 the excess lowers the difficulty or becomes levels.
  let a = attribute + bonus;
  let d = difficulty + penalty;
  let overflowLevels = 0;
  if (a > 19) {
    const excess = a - 19;
    a = 19;
    if (o.attributeOverflow === 'difficultyReduction') d = Math.max(0, d - excess);
    else overflowLevels = excess;
  }
  // Advantage (R04): cancel by sign, or net levels.
  const raw = (spec.levels ?? adv - dis) + fromSources + overflowLevels;
  let levels: number;
  if (o.stacking === 'cancel') levels = Math.sign(raw);
  else {
    if (Math.abs(raw) > MAX_ADVANTAGE_LEVELS) {
      throw new AdvantageError('R04', `net advantage of ${raw} levels exceeds the limit of ${MAX_ADVANTAGE_LEVELS}`, raw);
    }
    levels = Math.sign(raw) * Math.min(Math.abs(raw), o.maxAdvantageLevels);
  }
  return Object.freeze({ options: o, attribute: a, difficulty: d, levels, chaserSides, splendid, applied: Object.freeze(applied), tags: Object.freeze([...tags]) });
}
