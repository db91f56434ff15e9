import { die, fromWeights, map, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { lookupBand } from '@rollwright/tables';
import { HitDiceError, RedhackRuleError } from '../errors/index.js';
import { resolveOptions, type RedhackOptions, type ResolvedOptions } from '../options/options.js';
import { draft31MonsterSave } from '../tables/draft31/tables.js';
import { resolvePrepared, type TestResult } from './resolveTest.js';
import { rollTest as rollTestImpl } from './rollTest.js';
import { prepareTest, type TestSpec } from './spec.js';
import { outcomeDistributionOf } from './testDistribution.js';
import type { TestOutcome } from './spec.js';

/**
 * What a save is against. The draft's three categories are `death-poison` (difficulty 2),
 * `spells` (6) and `other` (4); its optional old-school set of five adds `wands` (3),
 * `paralysis-petrification` (4) and `breath` (5), with `death-poison` 2 and `spells` 6.
 * Classic saves read the category only for tags (e.g. a Cleric's advantage against poison).
 * Source: redhack-3.1-draft.txt › Saving throws.
 * @since 0.1.0
 * @category Saves
 */
export type SaveCategory = 'death-poison' | 'spells' | 'other' | 'wands' | 'paralysis-petrification' | 'breath';

/**
 * Every save category, in the order the docs list them.
 * @example
 * ```ts
 * SAVE_CATEGORIES.includes('breath'); // true
 * ```
 * @since 0.1.0
 * @category Saves
 */
export const SAVE_CATEGORIES: readonly SaveCategory[] = /* @__PURE__ */ Object.freeze(['death-poison', 'spells', 'other', 'wands', 'paralysis-petrification', 'breath'] as const);

const THREE: Readonly<Partial<Record<SaveCategory, number>>> = { 'death-poison': 2, spells: 6, other: 4 };
const FIVE: Readonly<Partial<Record<SaveCategory, number>>> = { 'death-poison': 2, wands: 3, 'paralysis-petrification': 4, breath: 5, spells: 6 };

/**
 * Most Hit Dice a monster may have here: 100. Checked before any work starts.
 * @example
 * ```ts
 * monsterSaveDistribution(MAX_HIT_DICE + 1, 'other'); // throws HitDiceError
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_HIT_DICE = 100;

function assertHd(hd: unknown): number {
  if (typeof hd !== 'number' || !Number.isInteger(hd) || hd < 0 || hd > MAX_HIT_DICE) {
    throw new HitDiceError('hit-dice', `Hit Dice must be a whole number in 0..${MAX_HIT_DICE}, got ${String(hd)}`, hd);
  }
  return hd;
}

function assertCategory(vs: unknown, o: ResolvedOptions): SaveCategory {
  if (!SAVE_CATEGORIES.includes(vs as SaveCategory)) {
    throw new RedhackRuleError('R09', `a save is against one of ${SAVE_CATEGORIES.join(', ')}, got ${String(vs)}`, vs);
  }
  const c = vs as SaveCategory;
  if (o.pcSaves === 'fixedDifficulty' && (o.saveSet === 'five' ? FIVE : THREE)[c] === undefined) {
    throw new RedhackRuleError('R09', `with saveSet '${o.saveSet}' a save is against ${Object.keys(o.saveSet === 'five' ? FIVE : THREE).join(', ')}, got ${c}`, vs);
  }
  return c;
}

/**
 * Extra input of a player-character save.
 * @since 0.1.0
 * @category Saves
 */
export interface PcSaveExtras {
  /** The HD or level of the creature behind the effect (classic with `classicSaveDifficulty: 'sourceHd'`). */
  readonly sourceHd?: number;
  /** Which attribute the save uses, for tags (the draft picks it by the kind of threat), e.g. `'CON'`. */
  readonly attributeName?: string;
  /** Anything else of the test: bonus, penalty, advantage, sources, tags… (its `attribute` and `difficulty` are set here). */
  readonly test?: Omit<TestSpec, 'attribute' | 'difficulty'>;
}

/**
 * The test spec of a player character's saving throw
 * ([ruling R09](../../../../docs/rulings/redhack.md#r09),
 * [ruling R09a](../../../../docs/rulings/redhack.md#r09a)). Draft: difficulty 2 against death or
 * poison, 6 against spells, 4 against anything else (or the optional five, `saveSet: 'five'`).
 * Classic: an attribute test at difficulty 1, or the source's HD with
 * `classicSaveDifficulty: 'sourceHd'`. The test is tagged `save` and `vs:<category>` (and
 * `attribute:<name>` when given), so save-only modifiers apply.
 * Source: redhack-rules.txt › Saving Throws & Effect Tests; redhack-3.1-draft.txt › Saving throws.
 *
 * @param attribute - The attribute saved with (the edition's range in play).
 * @param vs - What the save is against.
 * @param options - Edition and rule options (default draft31).
 * @param extras - Source HD, attribute name and other test modifiers.
 * @returns The spec, for {@link resolveTest}, {@link testDistribution} or {@link rollTest}.
 * @throws {@link RedhackRuleError} (rule `R09`) for a category the save set does not have, or a missing `sourceHd`.
 * @throws {@link HitDiceError} if `sourceHd` is not a whole number in 0..{@link MAX_HIT_DICE}.
 * @example
 * ```ts
 * pcSaveSpec(12, 'spells'); // { attribute: 12, difficulty: 6, tags: ['save', 'vs:spells'] }
 * pcSaveSpec(12, 'other', { edition: 'classic' }).difficulty; // 1
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function pcSaveSpec(attribute: number, vs: SaveCategory, options: RedhackOptions | ResolvedOptions = {}, extras: PcSaveExtras = {}): TestSpec {
  const o = resolveOptions(options);
  const c = assertCategory(vs, o);
  let difficulty: number;
  if (o.pcSaves === 'fixedDifficulty') difficulty = (o.saveSet === 'five' ? FIVE : THREE)[c] ?? 4;
  else if (o.classicSaveDifficulty === 'sourceHd') {
    if (extras.sourceHd === undefined) throw new RedhackRuleError('R09a', "classicSaveDifficulty 'sourceHd' needs the source's HD (extras.sourceHd)", extras);
    difficulty = assertHd(extras.sourceHd);
  } else difficulty = 1;
  const tags = [...(extras.test?.tags ?? []), 'save', `vs:${c}`, ...(extras.attributeName === undefined ? [] : [`attribute:${extras.attributeName}`])];
  return Object.freeze({ ...extras.test, attribute, difficulty, tags: Object.freeze(tags) });
}

/**
 * The exact odds of a player character's save: the four test outcomes of {@link pcSaveSpec}'s test.
 *
 * @param attribute - The attribute saved with.
 * @param vs - What the save is against.
 * @param options - Edition and rule options (default draft31).
 * @param extras - Source HD, attribute name and other test modifiers.
 * @returns Weights of `critical-success`, `success`, `failure`, `critical-failure`.
 * @throws {@link AttributeError}, {@link RedhackRuleError} or {@link HitDiceError} as {@link pcSaveSpec} and {@link resolveTest} do.
 * @example
 * ```ts
 * probabilityWhere(pcSaveDistribution(12, 'death-poison'), (o) => o.endsWith('success')); // 11/20
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function pcSaveDistribution(attribute: number, vs: SaveCategory, options: RedhackOptions | ResolvedOptions = {}, extras: PcSaveExtras = {}): Distribution<TestOutcome> {
  const o = resolveOptions(options);
  return outcomeDistributionOf(prepareTest(pcSaveSpec(attribute, vs, o, extras), o));
}

/**
 * What happens when an effect meets a monster: `affected`, or `saved`.
 * @since 0.1.0
 * @category Saves
 */
export type MonsterSaveOutcome = 'affected' | 'saved';

/**
 * How an effect reaches a monster in classic: a player's effect test (the player's WIS, or INT,
 * against the monster's HD), or, when no player made the effect, the monster's own test
 * against 10 + HD.
 * @since 0.1.0
 * @category Saves
 */
export interface MonsterSaveExtras {
  /** The caster's effect-test attribute (classic `effectTest`); omit for an effect no player made. */
  readonly casterAttribute?: number;
  /** Anything else of the test (bonus, penalty, advantage, sources…). */
  readonly test?: Omit<TestSpec, 'attribute' | 'difficulty' | 'bonus'>;
}

/**
 * The test spec of a monster's attribute: HD + 10, capped at 19, the excess being a bonus past
 * 19 (difficulty reduction in classic, advantage levels in the draft)
 * ([ruling R12](../../../../docs/rulings/redhack.md#r12)).
 * Source: redhack-rules.txt › Core Rules › Monster Rolls.
 *
 * @param hd - Hit Dice, a whole number in 0..{@link MAX_HIT_DICE}.
 * @param difficulty - The test's difficulty (default 1).
 * @returns The spec.
 * @throws {@link HitDiceError} if `hd` is negative, not whole or above {@link MAX_HIT_DICE}.
 * @example
 * ```ts
 * monsterTestSpec(4);  // { attribute: 14, difficulty: 1 }
 * monsterTestSpec(12); // { attribute: 19, bonus: 3, difficulty: 1 }
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function monsterTestSpec(hd: number, difficulty = 1): TestSpec {
  const h = assertHd(hd);
  const a = 10 + h;
  return Object.freeze(a > 19 ? { attribute: 19, bonus: a - 19, difficulty } : { attribute: a, difficulty });
}

/**
 * The effect test of a player's spell against a monster (classic,
 * [ruling R11](../../../../docs/rulings/redhack.md#r11)): the caster's WIS (or INT, option
 * `effectTestAttribute`) against a difficulty of the monster's HD; it is also a save for the
 * purpose of modifiers, so it is tagged `effect`, `save` and `attribute:<WIS|INT>`.
 * Source: redhack-rules.txt › Saving Throws & Effect Tests.
 *
 * @param casterAttribute - The caster's attribute.
 * @param hd - The monster's HD.
 * @param options - Edition and rule options (default draft31).
 * @returns The spec.
 * @throws {@link HitDiceError} if `hd` is negative, not whole or above {@link MAX_HIT_DICE}.
 * @example
 * ```ts
 * effectTestSpec(14, 6, { edition: 'classic' }); // { attribute: 14, difficulty: 6, tags: ['effect', 'save', 'attribute:WIS'] }
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function effectTestSpec(casterAttribute: number, hd: number, options: RedhackOptions | ResolvedOptions = {}): TestSpec {
  const o = resolveOptions(options);
  return Object.freeze({ attribute: casterAttribute, difficulty: assertHd(hd), tags: Object.freeze(['effect', 'save', `attribute:${o.effectTestAttribute}`]) });
}

/**
 * The d20 target of the draft's monster save table for an HD, read from the
 * `redhack/draft31/monster-save` table, and the modifier the caster adds to the roll for the
 * category: −2 against death or poison, +2 for spells, 0 otherwise
 * ([ruling R10](../../../../docs/rulings/redhack.md#r10)).
 *
 * @param hd - The monster's HD.
 * @param vs - What the effect is.
 * @returns The target the modified roll must reach, and the modifier.
 * @throws {@link HitDiceError} if `hd` is negative, not whole or above {@link MAX_HIT_DICE}.
 * @throws {@link RedhackRuleError} (rule `R10`) for an unknown category.
 * @example
 * ```ts
 * monsterSaveTarget(5, 'other'); // { target: 9, modifier: 0 }
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function monsterSaveTarget(hd: number, vs: SaveCategory): { readonly target: number; readonly modifier: number } {
  if (!SAVE_CATEGORIES.includes(vs)) throw new RedhackRuleError('R10', `an effect is one of ${SAVE_CATEGORIES.join(', ')}, got ${String(vs)}`, vs);
  const target = lookupBand(draft31MonsterSave, assertHd(hd)).result;
  const modifier = vs === 'death-poison' ? -2 : vs === 'spells' ? 2 : 0;
  return Object.freeze({ target, modifier });
}

/**
 * Whether an effect lands on a monster, from a given d20 (draft31 `hdTable`) or from the
 * dice of the classic test (`effectTest`).
 *
 * Draft ([ruling R10](../../../../docs/rulings/redhack.md#r10)): the caster rolls d20 + the
 * category's modifier and the monster is affected on a total at least the HD's target; with
 * `nat20AlwaysAffects` a natural 20 always lands. Classic
 * ([ruling R11](../../../../docs/rulings/redhack.md#r11)): with `casterAttribute`, the player's
 * effect test ({@link effectTestSpec}) lands on a success; without it, the monster tests 10 + HD
 * ({@link monsterTestSpec}) and is affected when that test fails.
 * Source: redhack-3.1-draft.txt › Saving throws › NPCs & Monsters; redhack-rules.txt › Saving
 * Throws & Effect Tests.
 *
 * @param d20 - The d20 faces: one for the draft table, or those of the classic test.
 * @param hd - The monster's HD, 0..{@link MAX_HIT_DICE}.
 * @param vs - What the effect is.
 * @param options - Edition and rule options (default draft31).
 * @param extras - Classic: the caster's attribute and test modifiers.
 * @returns `affected` or `saved`, and the classic test when one was made.
 * @throws {@link HitDiceError} for bad HD; {@link RedhackRuleError} (rule `dice`) for bad faces.
 * @example
 * ```ts
 * resolveMonsterSave([9], 5, 'other').outcome;  // 'affected'
 * resolveMonsterSave([8], 5, 'other').outcome;  // 'saved'
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function resolveMonsterSave(
  d20: readonly number[],
  hd: number,
  vs: SaveCategory,
  options: RedhackOptions | ResolvedOptions = {},
  extras: MonsterSaveExtras = {},
): { readonly outcome: MonsterSaveOutcome; readonly test?: TestResult } {
  const o = resolveOptions(options);
  if (o.monsterSaves === 'hdTable') {
    const { target, modifier } = monsterSaveTarget(hd, vs);
    if (d20.length !== 1 || !Number.isInteger(d20[0]) || (d20[0] as number) < 1 || (d20[0] as number) > 20) {
      throw new RedhackRuleError('dice', `the monster save table takes one d20 face 1..20, got ${JSON.stringify(d20)}`, d20);
    }
    const r = d20[0] as number;
    return Object.freeze({ outcome: r + modifier >= target || (r === 20 && o.nat20AlwaysAffects) ? 'affected' : 'saved' });
  }
  const { spec, casterRolls } = classicMonsterSpec(hd, vs, o, extras);
  const test = resolvePrepared({ d20 }, prepareTest(spec, o));
  return Object.freeze({ outcome: test.success === casterRolls ? 'affected' : 'saved', test });
}

function classicMonsterSpec(hd: number, vs: SaveCategory, o: ResolvedOptions, extras: MonsterSaveExtras): { spec: TestSpec; casterRolls: boolean } {
  if (!SAVE_CATEGORIES.includes(vs)) throw new RedhackRuleError('R09', `a save is against one of ${SAVE_CATEGORIES.join(', ')}, got ${String(vs)}`, vs);
  const tags = [...(extras.test?.tags ?? []), `vs:${vs}`];
  if (extras.casterAttribute !== undefined) {
    const base = effectTestSpec(extras.casterAttribute, hd, o);
    return { spec: { ...extras.test, ...base, tags: [...(base.tags ?? []), ...tags] }, casterRolls: true };
  }
  const base = monsterTestSpec(hd);
  return { spec: { ...extras.test, ...base, tags: ['save', ...tags] }, casterRolls: false };
}

/**
 * The exact chance that an effect lands on a monster: `affected`, then `saved`. Draft: from
 * the HD table over the 20 faces ([ruling R10](../../../../docs/rulings/redhack.md#r10)).
 * Classic: from the effect test or the monster's 10 + HD test
 * ([ruling R11](../../../../docs/rulings/redhack.md#r11)). Both come from
 * {@link resolveMonsterSave}'s rule.
 *
 * @param hd - The monster's HD, 0..{@link MAX_HIT_DICE}.
 * @param vs - What the effect is.
 * @param options - Edition and rule options (default draft31).
 * @param extras - Classic: the caster's attribute and test modifiers.
 * @returns Weights over 20 (the draft table) or the classic test's dice.
 * @throws {@link HitDiceError} if `hd` is negative, not whole or above {@link MAX_HIT_DICE}.
 * @example
 * ```ts
 * probability(monsterSaveDistribution(0, 'other'), 'affected'); // 4/5 (5+ on d20)
 * probability(monsterSaveDistribution(5, 'other'), 'affected'); // 3/5 (9+)
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function monsterSaveDistribution(
  hd: number,
  vs: SaveCategory,
  options: RedhackOptions | ResolvedOptions = {},
  extras: MonsterSaveExtras = {},
): Distribution<MonsterSaveOutcome> {
  const o = resolveOptions(options);
  let d: Distribution<MonsterSaveOutcome>;
  if (o.monsterSaves === 'hdTable') d = map(die(20), (r) => resolveMonsterSave([r], hd, vs, o).outcome);
  else {
    const { spec, casterRolls } = classicMonsterSpec(hd, vs, o, extras);
    d = map(outcomeDistributionOf(prepareTest(spec, o)), (out) => ((out === 'success' || out === 'critical-success') === casterRolls ? 'affected' : 'saved'));
  }
  const w = new Map(d.outcomes.map((x, i) => [x, d.weights[i] ?? 0n] as const));
  return fromWeights((['affected', 'saved'] as const).filter((x) => w.has(x)).map((x) => [x, w.get(x) ?? 0n] as const));
}

/**
 * Rolls whether an effect lands on a monster (see {@link resolveMonsterSave}).
 *
 * @param rng - Generator state; never mutated.
 * @param hd - The monster's HD.
 * @param vs - What the effect is.
 * @param options - Edition and rule options (default draft31).
 * @param extras - Classic: the caster's attribute and test modifiers.
 * @returns The outcome, the d20 faces rolled, and the next state.
 * @throws {@link HitDiceError} if `hd` is negative, not whole or above {@link MAX_HIT_DICE}.
 * @example
 * ```ts
 * const [save, next] = rollMonsterSave(seed(1), 5, 'spells');
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function rollMonsterSave(
  rng: Rng,
  hd: number,
  vs: SaveCategory,
  options: RedhackOptions | ResolvedOptions = {},
  extras: MonsterSaveExtras = {},
): readonly [result: { readonly outcome: MonsterSaveOutcome; readonly d20: readonly number[]; readonly test?: TestResult }, next: Rng] {
  const o = resolveOptions(options);
  if (o.monsterSaves === 'hdTable') {
    monsterSaveTarget(hd, vs);
    const [r, next] = rollDie(rng, 20);
    return [Object.freeze({ ...resolveMonsterSave([r], hd, vs, o), d20: Object.freeze([r]) }), next];
  }
  const { spec } = classicMonsterSpec(hd, vs, o, extras);
  const [t, next] = rollTestImpl(rng, spec, o);
  return [Object.freeze({ ...resolveMonsterSave(t.dice.d20, hd, vs, o, extras), d20: t.dice.d20 }), next];
}

/**
 * The attribute a significant NPC tests with (classic): its major value for what it is good
 * at (lore for a sage, fighting for a man-at-arms), its minor value for everything else.
 * Source: redhack-rules.txt › Core Rules › Monster Rolls.
 *
 * @param values - The NPC's major and minor values (the range in play).
 * @param inSpecialty - Whether the test is in the NPC's field.
 * @returns The attribute to test.
 * @throws {@link RedhackRuleError} (rule `R12`) if a value is not a whole number 0..19.
 * @example
 * ```ts
 * npcAttribute({ major: 16, minor: 9 }, true); // 16
 * ```
 * @since 0.1.0
 * @category Saves
 */
export function npcAttribute(values: { readonly major: number; readonly minor: number }, inSpecialty: boolean): number {
  for (const v of [values.major, values.minor]) {
    if (!Number.isInteger(v) || v < 0 || v > 19) throw new RedhackRuleError('R12', `NPC values must be whole numbers 0..19, got ${String(v)}`, v);
  }
  return inSpecialty ? values.major : values.minor;
}
