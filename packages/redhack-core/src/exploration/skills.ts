// Hazards and skills: traps, listening, thief skills, identification, languages and monster lore.
import { combine, fromWeights, map, type Distribution } from '@rollwright/dice';
import { enumerateDice } from '../magic/enumerate.js';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { keptDieDistribution, testDistribution, type TestSpec } from '../tests/index.js';
import { paceModifier, type Pace } from './dungeon.js';
import { ExplorationError } from './ExplorationError.js';

function whole(v: unknown, min: number, max: number, what: string, rule: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new ExplorationError(rule, `${what} must be a whole number ${min}..${max}, got ${String(v)}`, v);
  return v;
}

/**
 * The draft31 difficulty of a thief skill: 7, one less for every odd Thief level, never below
 * 1 (levels 1–2 → 6 … 11+ → 1); 7 for everyone else (level 0)
 * ([ruling R36](../../../../docs/rulings/redhack.md#r36)). Source: redhack-3.1-draft.txt › Thief Skills.
 *
 * @param thiefLevel - Thief level, whole 0..30 (0 for a non-thief).
 * @returns The difficulty, 1..7.
 * @throws {@link ExplorationError} (`R36`) for a level outside 0..30.
 * @example
 * ```ts
 * thiefDifficulty(2); // 6
 * thiefDifficulty(11); // 1
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function thiefDifficulty(thiefLevel: number): number {
  whole(thiefLevel, 0, 30, 'the thief level', 'R36');
  return Math.max(1, 7 - Math.ceil(thiefLevel / 2));
}

/**
 * The test of a thief skill as a {@link TestSpec}: draft31 at {@link thiefDifficulty}; classic
 * (`thiefSkills: 'advantage'`) at difficulty 1 with advantage for a thief. Picking pockets adds
 * 1 per level of the target above 5.
 *
 * @param attribute - The attribute tested (DEX for most), in the edition's range.
 * @param thiefLevel - Thief level, whole 0..30 (0 for a non-thief).
 * @param targetLevel - Picking pockets: the target's level, whole 0..30 (default 0).
 * @param options - Rule options.
 * @returns The spec for {@link testDistribution} / {@link rollTest}.
 * @throws {@link ExplorationError} (`R36`) for a level out of range.
 * @example
 * ```ts
 * thiefSkillSpec(14, 3, 7); // { attribute: 14, difficulty: 7 } — 5 for level 3, +2 for a level-7 target
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function thiefSkillSpec(attribute: number, thiefLevel: number, targetLevel = 0, options: RedhackOptions = {}): TestSpec {
  const d = thiefDifficulty(thiefLevel);
  const extra = Math.max(0, whole(targetLevel, 0, 30, 'the target level', 'R36') - 5);
  if (resolveOptions(options).thiefSkills === 'advantage') return Object.freeze({ attribute, difficulty: 1 + extra, advantage: thiefLevel > 0 ? 1 : 0 });
  return Object.freeze({ attribute, difficulty: d + extra });
}

/**
 * Reads a picking-pockets d20: a failed test on an even face means the thief is caught.
 *
 * @param kept - The kept d20 face, 1..20.
 * @param success - Whether the test succeeded.
 * @returns `success`, `failed` or `caught`.
 * @throws {@link ExplorationError} (`R36`) for a face outside 1..20.
 * @example
 * ```ts
 * pickPocketsOutcome(16, false); // 'caught'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function pickPocketsOutcome(kept: number, success: boolean): 'success' | 'failed' | 'caught' {
  whole(kept, 1, 20, 'the d20 face', 'R36');
  return success ? 'success' : kept % 2 === 0 ? 'caught' : 'failed';
}

/**
 * Exact odds of picking a pocket (success, failed unseen, caught), from the test core.
 *
 * @param spec - The test (e.g. from {@link thiefSkillSpec}).
 * @param options - Rule options.
 * @returns A distribution over `success`, `failed`, `caught`.
 * @throws {@link ExplorationError} or the test core's errors for bad input.
 * @example
 * ```ts
 * pickPocketsDistribution({ attribute: 12, difficulty: 6 });
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function pickPocketsDistribution(spec: TestSpec, options: RedhackOptions = {}): Distribution<string> {
  return map(keptDieDistribution(spec, options), (k) => pickPocketsOutcome(Math.abs(k), k > 0));
}

/**
 * A d6 roll for a PC at a trap or a door.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface TrapSpec {
  /** The PC is a thief (notices the trap on a natural 5–6). */
  readonly thief?: boolean;
  /** The party's pace (caution +1, haste −1 on the trigger die; [ruling R35a](../../../../docs/rulings/redhack.md#r35a)). */
  readonly pace?: Pace;
  /** Wearing a helm: the d6 is rolled twice and the lower kept ([ruling R85](../../../../docs/rulings/redhack.md#r85)). */
  readonly helm?: boolean;
}

/**
 * What a trap roll did.
 * @since 0.1.0
 * @category RedHack exploration
 */
export type TrapOutcome = 'triggered' | 'noticed' | 'passed';

/**
 * Resolves a draft31 trap d6: a modified 1–2 triggers it; otherwise a thief notices it on 5–6
 * ([ruling R36](../../../../docs/rulings/redhack.md#r36)). Source: redhack-3.1-draft.txt › Dungeon exploration.
 *
 * @param faces - One d6 face, two with a helm (the lower counts); never mutated.
 * @param spec - Thief, pace and helm.
 * @returns What happened.
 * @throws {@link ExplorationError} (`R36`) for the wrong faces, (`R35a`) a bad pace.
 * @example
 * ```ts
 * resolveTrap([2]);                     // 'triggered'
 * resolveTrap([2], { pace: 'caution' }); // 'passed'
 * resolveTrap([6], { thief: true });    // 'noticed'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function resolveTrap(faces: readonly number[], spec: TrapSpec = {}): TrapOutcome {
  const n = spec.helm === true ? 2 : 1;
  if (!Array.isArray(faces) || faces.length !== n) throw new ExplorationError('R36', `a trap roll needs ${n} d6`, faces);
  faces.forEach((f) => whole(f, 1, 6, 'a trap d6', 'R36'));
  const face = Math.min(...faces);
  const m = paceModifier(spec.pace ?? 'normal');
  if (face + m <= 2) return 'triggered';
  return spec.thief === true && face >= 5 ? 'noticed' : 'passed';
}

/**
 * Exact odds of a trap roll, from {@link resolveTrap}.
 *
 * @param spec - Thief, pace and helm.
 * @returns A distribution over `triggered`, `noticed`, `passed`.
 * @throws {@link ExplorationError} (`R35a`) for a bad pace.
 * @example
 * ```ts
 * probability(trapDistribution({ thief: true }), 'noticed'); // 1/3
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function trapDistribution(spec: TrapSpec = {}): Distribution<TrapOutcome> {
  return enumerateDice(spec.helm === true ? [6, 6] : [6], (f) => resolveTrap(f, spec));
}

/**
 * A d6 roll to listen at a door.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface ListenSpec {
  /** How many of the criteria the listener meets (a thief, a keen-eared race, a fitting background), 0..3. */
  readonly criteria?: number;
  /** Wearing a helm: two d6, keep the lower ([ruling R85](../../../../docs/rulings/redhack.md#r85)). */
  readonly helm?: boolean;
}

/**
 * Resolves a listening d6: a 1 means the listener is heard; otherwise hearing needs 6 minus
 * one per criterion met ([ruling R36](../../../../docs/rulings/redhack.md#r36)).
 *
 * @param faces - One d6 face, two with a helm; never mutated.
 * @param spec - Criteria and helm.
 * @returns `heard` (they hear you), `hears` (you hear them) or `nothing`.
 * @throws {@link ExplorationError} (`R36`) for the wrong faces or criteria outside 0..3.
 * @example
 * ```ts
 * resolveListen([4], { criteria: 2 }); // 'hears' (a thief with a fitting background)
 * resolveListen([1], { criteria: 2 }); // 'heard'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function resolveListen(faces: readonly number[], spec: ListenSpec = {}): 'heard' | 'hears' | 'nothing' {
  const c = whole(spec.criteria ?? 0, 0, 3, 'listening criteria', 'R36');
  const n = spec.helm === true ? 2 : 1;
  if (!Array.isArray(faces) || faces.length !== n) throw new ExplorationError('R36', `a listening roll needs ${n} d6`, faces);
  faces.forEach((f) => whole(f, 1, 6, 'a listening d6', 'R36'));
  const face = Math.min(...faces);
  if (face === 1) return 'heard';
  return face >= 6 - c ? 'hears' : 'nothing';
}

/**
 * Exact odds of listening at a door, from {@link resolveListen}.
 *
 * @param spec - Criteria and helm.
 * @returns A distribution over `heard`, `hears`, `nothing`.
 * @throws {@link ExplorationError} (`R36`) for criteria outside 0..3.
 * @example
 * ```ts
 * probability(listenDistribution({ criteria: 2 }), 'hears'); // 1/2
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function listenDistribution(spec: ListenSpec = {}): Distribution<'heard' | 'hears' | 'nothing'> {
  return enumerateDice(spec.helm === true ? [6, 6] : [6], (f) => resolveListen(f, spec));
}

/**
 * A hidden INT test about an item, a language or a monster.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface KnowledgeSpec {
  /** INT, in the edition's range. */
  readonly int: number;
  /** The difficulty (identification default 1; see {@link LANGUAGE_DIFFICULTY}, {@link LORE_DIFFICULTY}). */
  readonly difficulty?: number;
  /** Advantage sources (e.g. a classic bard's folklore, a wizard's arcane lore), whole ≥ 0. */
  readonly advantage?: number;
  /** Disadvantage sources, whole ≥ 0. */
  readonly disadvantage?: number;
}

function specOf(k: KnowledgeSpec): TestSpec {
  if (typeof k !== 'object' || k === null) throw new ExplorationError('R37', 'a knowledge test needs { int }', k);
  return { attribute: k.int, difficulty: k.difficulty ?? 1, ...(k.advantage === undefined ? {} : { advantage: k.advantage }), ...(k.disadvantage === undefined ? {} : { disadvantage: k.disadvantage }) };
}

/**
 * What identifying an item told the PC: `familiar` (natural 20: knows almost everything),
 * `facts-N` (a success: one fact per full 3 points of the roll, at most 5), `use` (failed below
 * the difficulty: what it does or how to use it), `value` (failed over INT: what it is worth or
 * who wants it), `misapprehension` (a 1: dangerous errors).
 * @since 0.1.0
 * @category RedHack exploration
 */
export type IdentifyOutcome = 'familiar' | 'facts-1' | 'facts-2' | 'facts-3' | 'facts-4' | 'facts-5' | 'use' | 'value' | 'misapprehension';

/**
 * Reads a hidden identification INT test from its kept d20 (Source: redhack-3.1-draft.txt ›
 * Identifying Treasures; classic wizards' Legend Lore and bards' Folklore use the same test).
 * A cursed item reads one grade worse: a success as a failure over INT (`value`), a failure as
 * a 1, and a natural 20 as an ordinary success ([ruling R37](../../../../docs/rulings/redhack.md#r37)).
 *
 * @param kept - The kept d20 face, 1..20.
 * @param spec - INT and difficulty.
 * @param cursed - Whether the item is cursed.
 * @returns What the PC learns.
 * @throws {@link ExplorationError} (`R37`) for a face outside 1..20.
 * @example
 * ```ts
 * resolveIdentify(12, { int: 14 }); // 'facts-4'
 * resolveIdentify(15, { int: 16 }); // 'facts-5'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function resolveIdentify(kept: number, spec: KnowledgeSpec, cursed = false): IdentifyOutcome {
  whole(kept, 1, 20, 'the d20 face', 'R37');
  const s = specOf(spec);
  const d = s.difficulty ?? 1;
  const ok = kept === 20 || (kept !== 1 && kept > d && kept <= s.attribute);
  const facts = `facts-${Math.max(1, Math.min(5, Math.floor(kept / 3)))}` as IdentifyOutcome;
  if (cursed) {
    if (kept === 20) return 'facts-5';
    return ok ? 'value' : 'misapprehension';
  }
  if (kept === 20) return 'familiar';
  if (kept === 1) return 'misapprehension';
  if (ok) return facts;
  return kept <= d ? 'use' : 'value';
}

/**
 * Exact odds of identification, from {@link resolveIdentify} over the test core's kept die.
 *
 * @param spec - INT, difficulty, advantage.
 * @param cursed - Whether the item is cursed.
 * @param options - Rule options.
 * @returns A distribution over {@link IdentifyOutcome}.
 * @throws {@link ExplorationError} (`R37`) or the test core's errors for bad input.
 * @example
 * ```ts
 * probability(identifyDistribution({ int: 20 }), 'facts-5'); // 5/20 (15..19) — see the tests
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function identifyDistribution(spec: KnowledgeSpec, cursed = false, options: RedhackOptions = {}): Distribution<IdentifyOutcome> {
  return map(keptDieDistribution(specOf(spec), options), (k) => resolveIdentify(Math.abs(k), spec, cursed));
}

/**
 * Difficulty of the draft31 language test by how far the language is from the PC's home.
 * @example
 * ```ts
 * LANGUAGE_DIFFICULTY.foreign; // 8
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const LANGUAGE_DIFFICULTY: Readonly<Record<'homeland' | 'neighbouring' | 'foreign' | 'obscure', number>> = /* @__PURE__ */ Object.freeze({ homeland: 4, neighbouring: 6, foreign: 8, obscure: 10 });

/**
 * Difficulty of the draft31 monster-lore test by how familiar the creature is.
 * @example
 * ```ts
 * LORE_DIFFICULTY.rare; // 8
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const LORE_DIFFICULTY: Readonly<Record<'common' | 'rare' | 'unknown', number>> = /* @__PURE__ */ Object.freeze({ common: 4, rare: 8, unknown: 12 });

/**
 * What a PC knows of a language: `excellent` (natural 20, and a background), `fluent` (passed
 * twice, the second time with no difficulty), `rudimentary` (passed once), `none`, or
 * `misunderstood` (a 1).
 * @since 0.1.0
 * @category RedHack exploration
 */
export type LanguageOutcome = 'excellent' | 'fluent' | 'rudimentary' | 'written' | 'none' | 'misunderstood';

/**
 * Exact odds of the draft31 language test: INT against {@link LANGUAGE_DIFFICULTY}, then on a
 * plain success a second INT test at difficulty 0 for fluency ([ruling R37](../../../../docs/rulings/redhack.md#r37)).
 * A draft31 Thief's Read Languages (`readLanguages: true`) rerolls a failed first test (a
 * natural 1 included); a reroll that succeeds knows the written form only (`written`), one that
 * fails reads as that reroll's failure ([ruling R100](../../../../docs/rulings/redhack.md#r100-read-languages)).
 * Source: redhack-3.1-draft.txt › Knowledge, Thief › Read Languages.
 *
 * @param int - INT, in the edition's range.
 * @param kind - How far the language is from home.
 * @param options - Rule options, and `readLanguages` for a Thief.
 * @returns A distribution over {@link LanguageOutcome} (`written` only with `readLanguages`).
 * @throws {@link ExplorationError} (`R37`) for an unknown kind; the test core's errors for a bad INT.
 * @example
 * ```ts
 * probability(languageDistribution(12, 'homeland'), 'misunderstood'); // 1/20
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function languageDistribution(
  int: number,
  kind: keyof typeof LANGUAGE_DIFFICULTY,
  options: RedhackOptions & {
    /** A draft31 Thief's Read Languages: reroll a failed first test; its success knows the written form only. */
    readonly readLanguages?: boolean;
  } = {},
): Distribution<LanguageOutcome> {
  const { readLanguages, ...rules } = options;
  const difficulty = LANGUAGE_DIFFICULTY[kind];
  if (difficulty === undefined) throw new ExplorationError('R37', `the language kind must be one of ${Object.keys(LANGUAGE_DIFFICULTY).join(', ')}, got ${String(kind)}`, kind);
  if (readLanguages !== undefined && typeof readLanguages !== 'boolean') throw new ExplorationError('R100', `readLanguages must be true or false, got ${String(readLanguages)}`, readLanguages);
  const first = testDistribution({ attribute: int, difficulty }, rules);
  const second = testDistribution({ attribute: int, difficulty: 0 }, rules);
  const failed = (o: string): LanguageOutcome => (o === 'critical-failure' ? 'misunderstood' : 'none');
  const once = combine(first, second, (a, b): LanguageOutcome | 'failed' => {
    if (a === 'critical-success') return 'excellent';
    if (a === 'failure' || a === 'critical-failure') return readLanguages === true ? 'failed' : failed(a);
    return b === 'success' || b === 'critical-success' ? 'fluent' : 'rudimentary';
  });
  // The reroll: the same first test again; only its success or failure counts.
  return combine(once, first, (a, r): LanguageOutcome => (a !== 'failed' ? a : r.endsWith('success') ? 'written' : failed(r)));
}

/**
 * What a PC knows of a monster: `detailed` (a 20, and a background), `concrete` (success),
 * `rumours` (failed over INT), `nothing` (failed below the difficulty), `misinformed` (a 1).
 * @since 0.1.0
 * @category RedHack exploration
 */
export type LoreOutcome = 'detailed' | 'concrete' | 'rumours' | 'nothing' | 'misinformed';

/**
 * Exact odds of the draft31 monster-lore INT test against {@link LORE_DIFFICULTY}
 * ([ruling R37](../../../../docs/rulings/redhack.md#r37)). Source: redhack-3.1-draft.txt › Knowledge.
 *
 * @param spec - INT and difficulty (4, 8 or 12).
 * @param options - Rule options.
 * @returns A distribution over {@link LoreOutcome}.
 * @throws The test core's errors for a bad INT or difficulty.
 * @example
 * ```ts
 * probability(loreDistribution({ int: 14, difficulty: LORE_DIFFICULTY.rare }), 'concrete'); // 3/10
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function loreDistribution(spec: KnowledgeSpec, options: RedhackOptions = {}): Distribution<LoreOutcome> {
  const s = specOf(spec);
  const d = s.difficulty ?? 1;
  return map(keptDieDistribution(s, options), (k): LoreOutcome => {
    const f = Math.abs(k);
    if (f === 20) return 'detailed';
    if (f === 1) return 'misinformed';
    if (k > 0) return 'concrete';
    return f <= d ? 'nothing' : 'rumours';
  });
}


/**
 * What pushing a failed lock (or a trapped chest) costs, read from the failed d20: an odd face
 * brings a dangerous consequence (monsters alerted, a trap set off), an even one a frustrating
 * one (a broken tool, evidence left behind). Source: redhack-3.1-draft.txt › Thief Skills.
 *
 * @param face - The d20 face of the pushed test, 1..20.
 * @returns `dangerous` or `frustrating`.
 * @throws {@link ExplorationError} (`R36`) for a face outside 1..20.
 * @example
 * ```ts
 * pushConsequence(7); // 'dangerous'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function pushConsequence(face: number): 'dangerous' | 'frustrating' {
  whole(face, 1, 20, 'the d20 face', 'R36');
  return face % 2 === 1 ? 'dangerous' : 'frustrating';
}

/**
 * What a draft31 hide or sneak test gives: a success an `opening-on-them` (the character gets
 * an opening on whoever would have noticed them), a failure an `opening-for-them` (the one who
 * noticed may make a reaction attack, if in range).
 * @since 0.2.0
 * @category RedHack exploration
 */
export type StealthOutcome = 'opening-on-them' | 'opening-for-them';

/**
 * Exact odds of a draft31 hide-in-shadows or move-silently test. The character just announces
 * it; the test comes only when someone would attack or otherwise respond to them, at most once
 * a round, as a thief skill ({@link thiefSkillSpec}: difficulty 7, −1 per odd Thief level).
 * Source: redhack-3.1-draft.txt › Skills › Hiding in Shadows & Moving Silently.
 *
 * @param dex - DEX, in the edition's range.
 * @param thiefLevel - Thief level, whole 0..30 (0 for a non-thief).
 * @param options - Rule options.
 * @returns A distribution over {@link StealthOutcome}, `opening-on-them` first.
 * @throws {@link ExplorationError} (`R36`) for a level out of range; the test core's errors for a bad DEX.
 * @example
 * ```ts
 * probability(stealthDistribution(12, 3), 'opening-on-them'); // 2/5 (difficulty 5: 6..12 or a 20)
 * ```
 * @since 0.2.0
 * @category RedHack exploration
 */
export function stealthDistribution(dex: number, thiefLevel: number, options: RedhackOptions = {}): Distribution<StealthOutcome> {
  const spec = thiefSkillSpec(dex, thiefLevel, 0, options);
  const t = testDistribution({ ...spec, tags: [...(spec.tags ?? []), 'skill:hide', 'skill:move-silently'] }, options);
  const d = map(t, (o): StealthOutcome => (o.endsWith('success') ? 'opening-on-them' : 'opening-for-them'));
  const order: readonly StealthOutcome[] = ['opening-on-them', 'opening-for-them'];
  const w = new Map(d.outcomes.map((o, i) => [o, d.weights[i] ?? 0n] as const));
  return fromWeights(order.filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}
