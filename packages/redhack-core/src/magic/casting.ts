// Whether a spell goes off: draft31 casting in armour (fail an AC test) and reading scrolls.
import { constant, map, type Distribution, type Rng } from '@rollwright/dice';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { rollTest, testDistribution, type TestSpec } from '../tests/index.js';
import { CLASSIC_ITEMS } from '../equipment/classic.js';
import { findItem } from '../equipment/catalogue.js';
import { MagicError } from './MagicError.js';
import { inOrder, wholeIn } from './enumerate.js';

/**
 * Whether a spell (or scroll) goes off: `cast` or `fails`.
 * @since 0.1.0
 * @category RedHack magic
 */
export type CastOutcome = 'cast' | 'fails';

const CAST_ORDER: readonly CastOutcome[] = ['cast', 'fails'];

/**
 * A draft31 caster in armour.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface ArmourCastSpec {
  /** Base AC: 9 + armour pieces, without the DEX ±2 (ruling R47), 0..19. */
  readonly ac: number;
  /** The caster is a wizard (any armour or a shield then calls for the test). Default `true`. */
  readonly wizard?: boolean;
  /** The caster carries a shield. Default `false`. */
  readonly shield?: boolean;
}

/**
 * The AC test a draft31 caster must fail to cast, or `null` when no test is needed: a wizard in
 * any armour (base AC above 9) or with a shield, or anyone with base AC 11 or more. Source:
 * redhack-3.1-draft.txt › Armour, Wizard › Armour; rulings
 * [R20](../../../../docs/rulings/redhack.md#r20), [R47](../../../../docs/rulings/redhack.md#r47).
 *
 * @param spec - The caster; never mutated.
 * @returns The AC test (attribute = AC, difficulty 1), or `null`.
 * @throws {@link MagicError} for an AC outside 0..19.
 * @example
 * ```ts
 * armourCastTest({ ac: 15 }); // { attribute: 15, difficulty: 1, tags: ['ac', 'armour-casting'] }
 * armourCastTest({ ac: 9 });  // null
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function armourCastTest(spec: ArmourCastSpec): TestSpec | null {
  if (typeof spec !== 'object' || spec === null) throw new MagicError('armour', 'an armour-casting spec must be an object', spec);
  const ac = wholeIn(spec.ac, 0, 19, 'base AC', (m) => new MagicError('R47', m, spec.ac));
  const wizard = spec.wizard !== false;
  const needed = ac >= 11 || (wizard && (ac > 9 || spec.shield === true));
  return needed ? Object.freeze({ attribute: ac, difficulty: 1, tags: Object.freeze(['ac', 'armour-casting']) }) : null;
}

/**
 * The exact chance that a draft31 caster in armour gets a spell off: 1 − P(the AC test
 * succeeds), e.g. base AC 15 casts 5 times in 20. With no test needed, always `cast`.
 *
 * @param spec - The caster; never mutated.
 * @param options - Rule options for the AC test (the edition is draft31).
 * @returns Weights over the AC test's dice, `cast` first (a single certain outcome when no test is needed).
 * @throws {@link MagicError} for an AC outside 0..19.
 * @example
 * ```ts
 * probability(armourCastDistribution({ ac: 15 }), 'cast'); // 1/4
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function armourCastDistribution(spec: ArmourCastSpec, options: RedhackOptions = {}): Distribution<CastOutcome> {
  const t = armourCastTest(spec);
  if (t === null) return constant<CastOutcome>('cast');
  return inOrder(map(testDistribution(t, { ...options, edition: 'draft31' }), (o): CastOutcome => (o.endsWith('success') ? 'fails' : 'cast')), CAST_ORDER);
}

/**
 * Rolls whether a draft31 caster in armour gets a spell off.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The caster; never mutated.
 * @param options - Rule options for the AC test.
 * @returns The outcome and the next state (unchanged when no test is needed).
 * @throws {@link MagicError} for an AC outside 0..19.
 * @example
 * ```ts
 * const [outcome, next] = rollArmourCast(seed(2), { ac: 13 });
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function rollArmourCast(rng: Rng, spec: ArmourCastSpec, options: RedhackOptions = {}): readonly [outcome: CastOutcome, next: Rng] {
  const t = armourCastTest(spec);
  if (t === null) return ['cast', rng];
  const [r, next] = rollTest(rng, t, { ...options, edition: 'draft31' });
  return [r.success ? 'fails' : 'cast', next];
}

/**
 * Someone reading a spell scroll.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface ScrollSpec {
  /** The reader's class id (`wizard`, `thief`, `bard`, `cleric`, `warrior`, `fighter`). */
  readonly className: string;
  /** The scroll spell's level, 1..20. */
  readonly spellLevel: number;
  /** The reader's INT, 0..19 (draft31 thieves test it; default 10). */
  readonly int?: number;
}

/**
 * The exact odds of casting from a scroll: wizards (both editions) and classic Bards cast it with
 * no roll; a draft31 Thief makes an INT test with difficulty equal to the spell's level; anyone
 * else cannot (`fails`). Source: redhack-3.1-draft.txt › Thief › Read Scrolls, Wizard › Arcane
 * Magic; redhack-rules.txt › Bard › Folklore; [ruling R77](../../../../docs/rulings/redhack.md#r77).
 *
 * @param spec - The reader; never mutated.
 * @param options - Edition (default draft31) and test options.
 * @returns Weights, `cast` first.
 * @throws {@link MagicError} for a spell level outside 1..20; the test core's errors for a bad INT.
 * @example
 * ```ts
 * probability(readScrollDistribution({ className: 'thief', spellLevel: 3, int: 12 }), 'cast'); // 1/2
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function readScrollDistribution(spec: ScrollSpec, options: RedhackOptions = {}): Distribution<CastOutcome> {
  const o = resolveOptions(options);
  if (typeof spec !== 'object' || spec === null) throw new MagicError('scroll', 'a scroll spec must be an object', spec);
  const level = wholeIn(spec.spellLevel, 1, 20, 'scroll spell level', (m) => new MagicError('spell-level', m, spec.spellLevel));
  const always = (v: CastOutcome): Distribution<CastOutcome> => constant(v);
  const cls = spec.className;
  if (cls === 'wizard' || (o.edition === 'classic' && cls === 'bard')) return always('cast');
  if (o.edition === 'draft31' && cls === 'thief') {
    const t = testDistribution({ attribute: spec.int ?? 10, difficulty: level, tags: ['attribute:INT', 'read-scrolls'] }, o);
    return inOrder(map(t, (x): CastOutcome => (x.endsWith('success') ? 'cast' : 'fails')), CAST_ORDER);
  }
  return always('fails');
}

/**
 * Whether classic armour hinders casting: Leather and every heavier suit give disadvantage on
 * the retention roll (ruling R68); none, Padded do not. Source: redhack-rules.txt › Armour (†).
 *
 * @param armour - A classic armour id from the catalogue (`no-armour`, `padded`, `leather`, …, `full-plate`).
 * @returns `true` for Leather or heavier.
 * @throws {@link CatalogueError} for an unknown item; {@link MagicError} for an item that is not armour.
 * @example
 * ```ts
 * armourHindersCasting('leather'); // true
 * armourHindersCasting('padded');  // false
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function armourHindersCasting(armour: string): boolean {
  const item = findItem('classic', armour);
  if (item.kind !== 'armour') throw new MagicError('armour', `${item.name} is not armour`, armour);
  const suits = CLASSIC_ITEMS.filter((x) => x.kind === 'armour');
  return suits.indexOf(item) >= suits.findIndex((x) => x.id === 'leather');
}
