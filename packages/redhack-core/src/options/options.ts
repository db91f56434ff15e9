import { EditionError, RedhackRuleError } from '../errors/index.js';

/**
 * The two RedHack texts Rollwright plays: `classic` (the RedHack rules) and `draft31` (the 3.1
 * draft, the default).
 * @since 0.1.0
 * @category Options
 */
export type Edition = 'classic' | 'draft31';

/**
 * Both editions, in the order the docs list them.
 * @example
 * ```ts
 * EDITIONS.includes('classic'); // true
 * ```
 * @since 0.1.0
 * @category Options
 */
export const EDITIONS: readonly Edition[] = /* @__PURE__ */ Object.freeze(['classic', 'draft31'] as const);

/**
 * The edition used when none is given: `draft31`, the latest dated text.
 * @example
 * ```ts
 * resolveOptions().edition === DEFAULT_EDITION; // true
 * ```
 * @since 0.1.0
 * @category Options
 */
export const DEFAULT_EDITION: Edition = 'draft31';

/**
 * Every rule that the two editions play differently, one named field each, plus the few
 * table-choice options the rulings offer. Every field is optional: a missing field takes the
 * edition's value ({@link EDITION_DEFAULTS}), so `{ edition: 'classic', advantage: 'bestOfTwo' }`
 * plays classic with only the advantage rule swapped. Read a complete set with
 * {@link resolveOptions}.
 *
 * @example
 * ```ts
 * const house: RedhackOptions = { edition: 'classic', advantage: 'bestOfTwo' };
 * ```
 * @since 0.1.0
 * @category Options
 */
export interface RedhackOptions {
  /** Which text supplies the defaults for every other field (default `draft31`). */
  readonly edition?: Edition;
  /**
   * How advantage and disadvantage are rolled: `rerollOnFail` (classic: reroll a failure and
   * keep the reroll unless it is a natural 1; disadvantage rerolls a success and keeps it unless
   * it is a natural 20) or `bestOfTwo` (draft31: roll |levels| + 1 dice and keep the best, or
   * the worst, in the order of [ruling R03](../../../../docs/rulings/redhack.md#r03-which-of-several-dice-is-best)).
   * See [ruling R02](../../../../docs/rulings/redhack.md#r02-how-advantage-is-rolled).
   */
  readonly advantage?: 'rerollOnFail' | 'bestOfTwo';
  /**
   * How several advantage and disadvantage sources combine: `cancel` (classic: only the sign
   * of advantages minus disadvantages counts, at most one extra die) or `levels` (draft31:
   * each source is a level, levels cancel one for one, the rest all count).
   * See [ruling R04](../../../../docs/rulings/redhack.md#r04-several-sources-of-advantage).
   */
  readonly stacking?: 'cancel' | 'levels';
  /**
   * Most advantage (or disadvantage) levels that count after cancelling, when `stacking` is
   * `levels` (default `Infinity`, i.e. no cap below {@link MAX_ADVANTAGE_LEVELS}).
   * See [ruling R04](../../../../docs/rulings/redhack.md#r04-several-sources-of-advantage).
   */
  readonly maxAdvantageLevels?: number;
  /**
   * What a bonus that lifts an attribute past 19 becomes: `difficultyReduction` (classic: each
   * point lowers the difficulty) or `advantageLevels` (draft31: each point is a level of
   * advantage). See [ruling R05](../../../../docs/rulings/redhack.md#r05-bonuses-and-penalties).
   */
  readonly attributeOverflow?: 'difficultyReduction' | 'advantageLevels';
  /**
   * How a magic weapon's +N works: `attributeBonus` (classic: +N to the attribute) or
   * `chaserDie` (draft31: a chaser die cd12…cd4 and +N damage). Chaser dice and splendid weapons
   * exist only with `chaserDie`. See [ruling R06](../../../../docs/rulings/redhack.md#r06-chaser-dice-and-splendid-weapons).
   */
  readonly magicBonus?: 'attributeBonus' | 'chaserDie';
  /**
   * Opposed rolls: `classic` (a success beats a failure, else the higher roll), `draft31` (the
   * highest successful roll, ties to the higher attribute, nobody wins when both fail) or
   * `forum` (the opponent's roll is your difficulty).
   * See [ruling R13](../../../../docs/rulings/redhack.md#r13-opposed-rolls).
   */
  readonly opposed?: 'classic' | 'draft31' | 'forum';
  /**
   * A player character attacking another: `halfAc` (classic: roll over half the target's AC)
   * or `opposed` (draft31). See [ruling R14](../../../../docs/rulings/redhack.md#r14-one-player-character-attacking-another).
   */
  readonly pcVsPcAttack?: 'halfAc' | 'opposed';
  /**
   * Player-character saving throws: `attributeTest` (classic: an attribute test whose
   * difficulty `classicSaveDifficulty` sets) or `fixedDifficulty` (draft31: 2 vs death or poison,
   * 6 vs spells, 4 otherwise). See [ruling R09](../../../../docs/rulings/redhack.md#r09-saving-throws-of-player-characters).
   */
  readonly pcSaves?: 'attributeTest' | 'fixedDifficulty';
  /**
   * Difficulty of a classic PC save: `one` (the default difficulty of every unstated test) or
   * `sourceHd` (the HD or level of the creature behind the effect).
   * See [ruling R09a](../../../../docs/rulings/redhack.md#r09a-the-difficulty-of-a-classic-save).
   */
  readonly classicSaveDifficulty?: 'one' | 'sourceHd';
  /**
   * Which save categories a draft31 save uses: `three` (death or poison, spells, other) or
   * `five` (the optional old-school set, difficulties 2 to 6).
   * See [ruling R09](../../../../docs/rulings/redhack.md#r09-saving-throws-of-player-characters).
   */
  readonly saveSet?: 'three' | 'five';
  /**
   * How a monster resists a player's effect: `effectTest` (classic: the player rolls an
   * effect test against the monster's HD) or `hdTable` (draft31: the caster's d20 on the HD
   * table, 5+ … 21+). See [ruling R10](../../../../docs/rulings/redhack.md#r10-monster-saves-in-the-draft) and
   * [ruling R11](../../../../docs/rulings/redhack.md#r11-effect-tests).
   */
  readonly monsterSaves?: 'effectTest' | 'hdTable';
  /**
   * The attribute of a player's magical effect test: `WIS` (classic) or `INT` (draft31).
   * See [ruling R11](../../../../docs/rulings/redhack.md#r11-effect-tests).
   */
  readonly effectTestAttribute?: 'WIS' | 'INT';
  /**
   * Whether a natural 20 always affects a monster on the draft31 HD table (so 22+ HD is not
   * immune to effects that are not spells). Default `true` in both editions.
   * See [ruling R10](../../../../docs/rulings/redhack.md#r10-monster-saves-in-the-draft).
   */
  readonly nat20AlwaysAffects?: boolean;
  /**
   * Attribute modifiers: `scale` (classic: +1 at 13, 16, 18; −1 at 8, 5, 3 or lower) or
   * `highLow` (draft31: high ≥ 16, low ≤ 6). Each exists only in its own edition by default.
   * See [ruling R46](../../../../docs/rulings/redhack.md#r46-attribute-ranges-and-modifiers).
   */
  readonly modifiers?: 'scale' | 'highLow';
  /**
   * Lowest attribute in play: 2 (classic; lower incapacitates) or 0 (draft31; 0 CON is dead).
   * The highest is 19 in both. See [ruling R46](../../../../docs/rulings/redhack.md#r46-attribute-ranges-and-modifiers).
   */
  readonly minAttributeInPlay?: 0 | 2;
  /**
   * Player armour class: `dexBased` (classic: base AC = DEX, armour rows DEX+1 … 18, shield and
   * helm +1) or `basePieces` (draft31: 9 ± 2 for high or low DEX, +1 per armour piece).
   * See [ruling R18](../../../../docs/rulings/redhack.md#r18-classic-armour-class) and
   * [ruling R19](../../../../docs/rulings/redhack.md#r19-draft-armour-class).
   */
  readonly armourClass?: 'dexBased' | 'basePieces';
  /**
   * How a descending (D&D) AC becomes a RedHack monster AC: `table` (the classic conversion
   * table: 9…1 → 1…9, 0 and −1 → 10, then +1 per step) or `linear` (10 − AC).
   * See [ruling R18a](../../../../docs/rulings/redhack.md#r18a-converting-a-descending-ac).
   */
  readonly descendingAc?: 'table' | 'linear';
  /**
   * Armour and spellcasting: `disadvantage` (classic: casting in Leather or heavier is at
   * disadvantage) or `failAcTest` (draft31: with base AC 11 or more you must fail an AC test
   * to cast). See [ruling R20](../../../../docs/rulings/redhack.md#r20-armour-spells-and-stealth).
   */
  readonly armourVsSpells?: 'disadvantage' | 'failAcTest';
  /**
   * Armour and stealth: `disadvantage` (classic: Chain or heavier) or `noThiefDiscount`
   * (draft31: base AC 13 or more loses the thief discount).
   * See [ruling R20](../../../../docs/rulings/redhack.md#r20-armour-spells-and-stealth).
   */
  readonly armourVsStealth?: 'disadvantage' | 'noThiefDiscount';
  /**
   * Weapon damage: `byClass` (classic: the class die, one step up two-handed, one down
   * improvised) or `byWeapon` (draft31: the weapon's die with steps for STR, Fighter,
   * Versatile two-handed, improvised). See [ruling R21](../../../../docs/rulings/redhack.md#r21-damage-dice-and-their-steps).
   */
  readonly weaponDamage?: 'byClass' | 'byWeapon';
  /**
   * Encumbrance: `strItems` (classic: STR items free, up to twice STR at disadvantage, DEX
   * items freehand) or `stacks` (draft31: hands, body, carried, trinkets, burden).
   * See [ruling R30](../../../../docs/rulings/redhack.md#r30-encumbrance).
   */
  readonly encumbrance?: 'strItems' | 'stacks';
  /**
   * Thief skills: `advantage` (classic: advantage on the listed tasks) or `difficulty`
   * (draft31: difficulty 7, −1 per odd Thief level).
   * See [ruling R36](../../../../docs/rulings/redhack.md#r36-thief-skills).
   */
  readonly thiefSkills?: 'advantage' | 'difficulty';
  /**
   * The classic Bard's starting kit, which the seed does not give: `thief` (pick a Thief kit)
   * or `none`. See [ruling R49](../../../../docs/rulings/redhack.md#r49-a-kit-for-the-classic-bard).
   */
  readonly bardKit?: 'thief' | 'none';
  /**
   * Gold of a draft31 starting package: `fixed` (the printed figure) or `roll` (the printed
   * dice). See [ruling R51](../../../../docs/rulings/redhack.md#r51-the-drafts-starting-packages).
   */
  readonly packageGold?: 'fixed' | 'roll';
  /**
   * What spell components do for a classic retention roll: `bonus` (+1 to the roll, the
   * default) or `advantage` (roll two d6 and keep the higher).
   * See [ruling R38a](../../../../docs/rulings/redhack.md#r38a-what-spell-components-do).
   */
  readonly retentionComponents?: 'bonus' | 'advantage';
  /**
   * Whether a classic cleric has one level-1 spell slot from level 1 (besides the even-level
   * ladder). Default `false`: a level-1 cleric has only Wisdom bonus slots.
   * See [ruling R69](../../../../docs/rulings/redhack.md#r69-classic-cleric-slots).
   */
  readonly clericSlotAtLevel1?: boolean;
  /**
   * What a draft31 cautious (+1) or hasty (−1) pace modifies: `encounterRoll` (the 2d6
   * encounter roll and the trap d6, the default) or `eventDie` (the event d6 and the trap d6).
   * See [ruling R35a](../../../../docs/rulings/redhack.md#r35a).
   */
  readonly paceModifies?: 'encounterRoll' | 'eventDie';
  /**
   * What "encounters rolled with advantage" means for a classic party carrying unusual light:
   * `likelier` (two d6, keep the lower, so an encounter is likelier; the default) or `rarer`
   * (keep the higher). See [ruling R82](../../../../docs/rulings/redhack.md#r82).
   */
  readonly lightEncounterAdvantage?: 'likelier' | 'rarer';
  /**
   * How a classic vendor's haggling difficulty drifts: `dm` (the default: it changes only when
   * the DM says so) or `automatic` (+1 after each successful haggle the players accept, −1 when
   * they decline a discount, never below 0). See
   * [ruling R96](../../../../docs/rulings/redhack.md#r96-haggling-declining-selling-and-difficulty-drift).
   */
  readonly haggleDrift?: 'dm' | 'automatic';
}

/**
 * A complete option set: every field of {@link RedhackOptions} present. What
 * {@link resolveOptions} returns and every rule function reads.
 * @since 0.1.0
 * @category Options
 */
export type ResolvedOptions = { readonly [K in keyof RedhackOptions]-?: Exclude<RedhackOptions[K], undefined> };

/**
 * Each edition's value for every option.
 * @example
 * ```ts
 * EDITION_DEFAULTS.classic.advantage; // 'rerollOnFail'
 * EDITION_DEFAULTS.draft31.advantage; // 'bestOfTwo'
 * ```
 * @since 0.1.0
 * @category Options
 */
export const EDITION_DEFAULTS: Readonly<Record<Edition, ResolvedOptions>> = /* @__PURE__ */ Object.freeze({
  classic: Object.freeze({
    edition: 'classic',
    advantage: 'rerollOnFail',
    stacking: 'cancel',
    maxAdvantageLevels: Infinity,
    attributeOverflow: 'difficultyReduction',
    magicBonus: 'attributeBonus',
    opposed: 'classic',
    pcVsPcAttack: 'halfAc',
    pcSaves: 'attributeTest',
    classicSaveDifficulty: 'one',
    saveSet: 'three',
    monsterSaves: 'effectTest',
    effectTestAttribute: 'WIS',
    nat20AlwaysAffects: true,
    modifiers: 'scale',
    minAttributeInPlay: 2,
    armourClass: 'dexBased',
    descendingAc: 'table',
    armourVsSpells: 'disadvantage',
    armourVsStealth: 'disadvantage',
    weaponDamage: 'byClass',
    encumbrance: 'strItems',
    thiefSkills: 'advantage',
    bardKit: 'thief',
    packageGold: 'fixed',
    retentionComponents: 'bonus',
    clericSlotAtLevel1: false,
    paceModifies: 'encounterRoll',
    lightEncounterAdvantage: 'likelier',
    haggleDrift: 'dm',
  }),
  draft31: Object.freeze({
    edition: 'draft31',
    advantage: 'bestOfTwo',
    stacking: 'levels',
    maxAdvantageLevels: Infinity,
    attributeOverflow: 'advantageLevels',
    magicBonus: 'chaserDie',
    opposed: 'draft31',
    pcVsPcAttack: 'opposed',
    pcSaves: 'fixedDifficulty',
    classicSaveDifficulty: 'one',
    saveSet: 'three',
    monsterSaves: 'hdTable',
    effectTestAttribute: 'INT',
    nat20AlwaysAffects: true,
    modifiers: 'highLow',
    minAttributeInPlay: 0,
    armourClass: 'basePieces',
    descendingAc: 'table',
    armourVsSpells: 'failAcTest',
    armourVsStealth: 'noThiefDiscount',
    weaponDamage: 'byWeapon',
    encumbrance: 'stacks',
    thiefSkills: 'difficulty',
    bardKit: 'thief',
    packageGold: 'fixed',
    retentionComponents: 'bonus',
    clericSlotAtLevel1: false,
    paceModifies: 'encounterRoll',
    lightEncounterAdvantage: 'likelier',
    haggleDrift: 'dm',
  }),
} as const satisfies Record<Edition, ResolvedOptions>);

/** The allowed values of every enumerated option (numbers and booleans are checked apart). */
const CHOICES: { readonly [K in keyof RedhackOptions]?: readonly unknown[] } = {
  advantage: ['rerollOnFail', 'bestOfTwo'],
  stacking: ['cancel', 'levels'],
  attributeOverflow: ['difficultyReduction', 'advantageLevels'],
  magicBonus: ['attributeBonus', 'chaserDie'],
  opposed: ['classic', 'draft31', 'forum'],
  pcVsPcAttack: ['halfAc', 'opposed'],
  pcSaves: ['attributeTest', 'fixedDifficulty'],
  classicSaveDifficulty: ['one', 'sourceHd'],
  saveSet: ['three', 'five'],
  monsterSaves: ['effectTest', 'hdTable'],
  effectTestAttribute: ['WIS', 'INT'],
  nat20AlwaysAffects: [true, false],
  modifiers: ['scale', 'highLow'],
  minAttributeInPlay: [0, 2],
  armourClass: ['dexBased', 'basePieces'],
  descendingAc: ['table', 'linear'],
  armourVsSpells: ['disadvantage', 'failAcTest'],
  armourVsStealth: ['disadvantage', 'noThiefDiscount'],
  weaponDamage: ['byClass', 'byWeapon'],
  encumbrance: ['strItems', 'stacks'],
  thiefSkills: ['advantage', 'difficulty'],
  bardKit: ['thief', 'none'],
  packageGold: ['fixed', 'roll'],
  retentionComponents: ['bonus', 'advantage'],
  clericSlotAtLevel1: [true, false],
  paceModifies: ['encounterRoll', 'eventDie'],
  lightEncounterAdvantage: ['likelier', 'rarer'],
  haggleDrift: ['dm', 'automatic'],
};

/**
 * Throws unless `edition` is one of {@link EDITIONS}.
 *
 * @param edition - Anything.
 * @throws {@link EditionError} if it is not `classic` or `draft31`.
 * @example
 * ```ts
 * assertEdition('classic'); // ok
 * assertEdition('basic');   // throws EditionError
 * ```
 * @since 0.1.0
 * @category Options
 */
export function assertEdition(edition: unknown): asserts edition is Edition {
  if (edition !== 'classic' && edition !== 'draft31') {
    throw new EditionError('edition', `edition must be 'classic' or 'draft31', got ${JSON.stringify(edition) ?? String(edition)}`, edition);
  }
}

/**
 * Completes a partial option set: `edition` (default `draft31`) supplies every missing field,
 * and each field given overrides only itself. Already-resolved options pass through unchanged.
 *
 * @param options - Any subset of {@link RedhackOptions}; never mutated.
 * @returns A frozen complete set.
 * @throws {@link EditionError} if `edition` is unknown.
 * @throws {@link RedhackRuleError} (rule `options`) if a field is unknown or has a value the
 *   rule does not offer, or `maxAdvantageLevels` is not a whole number ≥ 0 (or `Infinity`).
 * @example
 * ```ts
 * const o = resolveOptions({ edition: 'classic', advantage: 'bestOfTwo' });
 * o.advantage; // 'bestOfTwo'
 * o.stacking;  // 'cancel' (still classic)
 * ```
 * @since 0.1.0
 * @category Options
 */
export function resolveOptions(options: RedhackOptions = {}): ResolvedOptions {
  if (typeof options !== 'object' || options === null) {
    throw new RedhackRuleError('options', `options must be an object, got ${String(options)}`, options);
  }
  const edition = options.edition ?? DEFAULT_EDITION;
  assertEdition(edition);
  const base = EDITION_DEFAULTS[edition];
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || key === 'edition') continue;
    if (!(key in base)) throw new RedhackRuleError('options', `unknown RedHack option ${JSON.stringify(key)}`, key);
    if (key === 'maxAdvantageLevels') {
      if (typeof value !== 'number' || !(value === Infinity || (Number.isInteger(value) && value >= 0))) {
        throw new RedhackRuleError('options', `maxAdvantageLevels must be a whole number ≥ 0 or Infinity, got ${String(value)}`, value);
      }
    } else {
      const allowed = CHOICES[key as keyof RedhackOptions];
      if (allowed !== undefined && !allowed.includes(value)) {
        throw new RedhackRuleError(
          'options',
          `option ${key} must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${JSON.stringify(value) ?? String(value)}`,
          value,
        );
      }
    }
    out[key] = value;
  }
  return Object.freeze(out) as ResolvedOptions;
}
