import { EquipmentError, RedhackRuleError } from '../errors/index.js';
import { resolveOptions, type RedhackOptions, type ResolvedOptions } from '../options/options.js';
import { armourChaser } from '../tests/chaser.js';
import type { AdvantageSource, ChaserDie } from '../tests/spec.js';
import { prepareTest } from '../tests/spec.js';
import { findItem } from './catalogue.js';
import type { Item } from './items.js';

/**
 * What a character wears for AC.
 * @since 0.1.0
 * @category Equipment
 */
export interface ArmourInput {
  /** The character's DEX (range in play). */
  readonly dex: number;
  /** An armour suit: an id or item of the edition's catalogue (`no-armour`, `leather`, `chain-mail`… in classic; `leather`, `chain`, `plate` in the draft). */
  readonly armour?: string | Item;
  /** Draft: loose armour pieces by weight class, instead of or on top of nothing (not with a suit). */
  readonly pieces?: { readonly light?: number; readonly medium?: number; readonly heavy?: number };
  /** Carries a shield. */
  readonly shield?: boolean;
  /** Wears a helm. */
  readonly helm?: boolean;
  /** Draft: the magic bonus of the armour worn, or the bonuses of several enchanted pieces (only the highest counts). */
  readonly magicBonus?: number | readonly number[];
  /** Draft: a Wizard (who must fail an AC test to cast in any armour or with a shield). */
  readonly wizard?: boolean;
  /** Draft: an NPC (base AC 1, no DEX adjustment). */
  readonly npc?: boolean;
}

/**
 * A character's armour class and what the armour brings with it.
 * @since 0.1.0
 * @category Equipment
 */
export interface ArmourClass {
  /** The AC defended on, 0..19. */
  readonly ac: number;
  /** Classic: points above 19, which lower the attacker's difficulty. */
  readonly excess: number;
  /** Draft: the chaser die of magic armour past AC 19. */
  readonly chaser?: ChaserDie;
  /** Draft: advantage levels from magic armour past +5 beyond 19. */
  readonly levels: number;
  /** Classic: whether an AC test counts as a DEX test (no armour, light or medium armour). */
  readonly dexTest: boolean;
  /** Draft: 9 + armour pieces, without DEX (the base AC of the casting and thief thresholds, R47). */
  readonly thresholdAc?: number;
  /** Whether casting needs a failed AC test (draft) or is at disadvantage (classic, Leather or heavier). */
  readonly castingHindered: boolean;
  /** Draft: whether the thief's discount on skill difficulties still applies. */
  readonly thiefDiscount?: boolean;
  /** Disadvantage sources the armour, shield and helm bring (tag-matched). */
  readonly sources: readonly AdvantageSource[];
}

const CLASSIC_ORDER = ['no-armour', 'padded', 'leather', 'studded', 'chain-mail', 'banded-mail', 'plate-mail', 'field-plate', 'full-plate'];

function classicAc(input: ArmourInput, o: ResolvedOptions): ArmourClass {
  const armour = findItem(o.edition, input.armour ?? 'no-armour');
  if (armour.kind !== 'armour' || armour.acFormula === undefined) throw new EquipmentError('R18', `${armour.name} is not a classic armour row`, armour.id);
  if (input.pieces !== undefined || input.magicBonus !== undefined) throw new EquipmentError('R18', 'armour pieces and magic armour bonuses are rules of the draft', input);
  const dex = input.dex;
  const f = armour.acFormula;
  let ac: number;
  if (f === 'DEX') ac = dex;
  else if (f.startsWith('DEX+')) ac = dex + Number(f.slice(4));
  else if (f.startsWith('½ DEX+')) ac = Math.floor(dex / 2) + Number(f.slice(6));
  else ac = Number(f);
  if (input.shield === true) ac += 1;
  if (input.helm === true) ac += 1;
  const excess = Math.max(0, ac - 19);
  const rank = CLASSIC_ORDER.indexOf(armour.id);
  const sources: AdvantageSource[] = [];
  if (rank >= CLASSIC_ORDER.indexOf('leather')) sources.push({ name: armour.name, effect: 'disadvantage', anyOf: ['cast'] });
  if (rank >= CLASSIC_ORDER.indexOf('chain-mail')) sources.push({ name: armour.name, effect: 'disadvantage', anyOf: ['skill:move-silently', 'skill:hide', 'stealth', 'swimming', 'delicate'] });
  if (input.helm === true) sources.push({ name: 'Helm', effect: 'disadvantage', anyOf: ['perception', 'surprise'] }, { name: 'Helm', effect: 'disadvantage', allOf: ['attribute:CHA'], noneOf: ['intimidate'] });
  return Object.freeze({
    ac: Math.min(19, ac),
    excess,
    levels: 0,
    dexTest: armour.armourWeight !== 'heavy',
    castingHindered: rank >= CLASSIC_ORDER.indexOf('leather'),
    sources: Object.freeze(sources),
  });
}

function count(n: unknown, what: string): number {
  if (n === undefined) return 0;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new EquipmentError('R19', `${what} pieces must be a whole number ≥ 0, got ${String(n)}`, n);
  return n;
}

function draftAc(input: ArmourInput, o: ResolvedOptions): ArmourClass {
  let light = 0;
  let medium = 0;
  let heavy = 0;
  if (input.armour !== undefined && input.armour !== 'no-armour') {
    const suit = findItem(o.edition, input.armour);
    if (suit.kind !== 'armour' || suit.pieces === undefined) throw new EquipmentError('R19', `${suit.name} is not a draft armour suit`, suit.id);
    if (input.pieces !== undefined) throw new EquipmentError('two-armours', 'wear a suit or loose pieces, not both', input.pieces);
    ({ light, medium, heavy } = suit.pieces);
  } else if (input.pieces !== undefined) {
    light = count(input.pieces.light, 'light');
    medium = count(input.pieces.medium, 'medium');
    heavy = count(input.pieces.heavy, 'heavy');
  }
  // Two places per weight class; heavier pieces may fill lighter places (R19).
  if (light > 2 || light + medium > 4 || light + medium + heavy > 6) {
    throw new EquipmentError('R19', `at most 2 light, 4 light and medium, and 6 pieces in all; got ${light}/${medium}/${heavy}`, input.pieces ?? input.armour);
  }
  const pieces = light + medium + heavy;
  const thresholdAc = 9 + pieces;
  let adj = 0;
  if (input.npc !== true) adj = input.dex >= 16 ? 2 : input.dex <= 6 ? -2 : 0;
  let ac = (input.npc === true ? 1 + pieces : thresholdAc) + adj;
  let chaser: ChaserDie | undefined;
  let levels = 0;
  if (input.magicBonus !== undefined) {
    // Only the highest magical bonus of all armour worn applies (R19).
    const bonus = typeof input.magicBonus === 'number' ? input.magicBonus : Math.max(...input.magicBonus);
    const m = armourChaser(Math.min(19, Math.max(0, ac)), bonus);
    ac = m.ac;
    chaser = m.chaser;
    levels = m.levels;
  }
  const sources: AdvantageSource[] = [];
  if (input.helm === true) sources.push({ name: 'Helm', effect: 'disadvantage', anyOf: ['attribute:CHA', 'perception'] });
  const wizardHindered = input.wizard === true && (pieces > 0 || input.shield === true);
  return Object.freeze({
    ac: Math.min(19, Math.max(0, ac)),
    excess: 0,
    ...(chaser === undefined ? {} : { chaser }),
    levels,
    dexTest: true,
    thresholdAc,
    castingHindered: thresholdAc >= 11 || wizardHindered,
    thiefDiscount: thresholdAc < 13,
    sources: Object.freeze(sources),
  });
}

/**
 * A player character's armour class in the edition's system.
 *
 * Classic (`armourClass: 'dexBased'`, [ruling R18](../../../../docs/rulings/redhack.md#r18)):
 * base AC is DEX; armour rows give DEX + 1 … + 3, ½ DEX + 9 or + 10 (rounded down), or 16, 17,
 * 18; shield and helm +1 each; above 19 the excess lowers attackers' difficulty. Leather or
 * heavier hinders casting, Chain or heavier stealth, the helm perception, surprise and CHA other
 * than intimidation ([ruling R53](../../../../docs/rulings/redhack.md#r53)).
 *
 * Draft (`armourClass: 'basePieces'`, [ruling R19](../../../../docs/rulings/redhack.md#r19)):
 * 9 + armour pieces, ±2 for high or low DEX (NPCs: 1 + pieces); Leather 11, Chain 13, Plate 15;
 * shields and helms give no AC; magic armour per [ruling R06](../../../../docs/rulings/redhack.md#r06).
 * The casting and thief thresholds read 9 + pieces without DEX
 * ([ruling R47](../../../../docs/rulings/redhack.md#r47)).
 * Source: redhack-rules.txt › AC & Armour; redhack-3.1-draft.txt › Armour.
 *
 * @param input - DEX and what is worn; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns The AC and what the armour brings.
 * @throws {@link AttributeError} if DEX is not whole or outside the range in play.
 * @throws {@link EditionError} / {@link CatalogueError} for armour outside the edition's catalogue.
 * @throws {@link EquipmentError} for too many pieces, a suit with loose pieces, or a non-armour item.
 * @example
 * ```ts
 * playerAc({ dex: 12, armour: 'chain' }).ac;                       // 13
 * playerAc({ dex: 14, armour: 'chain-mail', shield: true }, { edition: 'classic' }).ac; // 7 + 9 + 1 = 17
 * playerAc({ dex: 16, armour: 'plate', magicBonus: 4 }).chaser;   // 'cd10' (AC 17 + 2 → 19, 2 left)
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function playerAc(input: ArmourInput, options: RedhackOptions | ResolvedOptions = {}): ArmourClass {
  const o = resolveOptions(options);
  if (typeof input !== 'object' || input === null) throw new RedhackRuleError('armour', 'armour input must be an object', input);
  prepareTest({ attribute: input.dex }, o);
  return o.armourClass === 'dexBased' ? classicAc(input, o) : draftAc(input, o);
}

/**
 * Converts a descending (D&D-style) AC to a RedHack monster AC, a difficulty
 * ([ruling R18a](../../../../docs/rulings/redhack.md#r18a)): by the classic table 9…1 → 1…9,
 * 0 and −1 → 10, −2 → 11, −3 → 12 and +1 for each further step down; or, with
 * `descendingAc: 'linear'`, 10 − AC.
 * Source: redhack-rules.txt › AC & Armour (conversion table).
 *
 * @param descending - The descending AC, a whole number ≤ 9.
 * @param options - Edition and rule options (default draft31).
 * @returns The monster AC (≥ 1).
 * @throws {@link RedhackRuleError} (rule `R18a`) if `descending` is not a whole number ≤ 9 or below −1000.
 * @example
 * ```ts
 * monsterAcFromDescending(5);  // 5
 * monsterAcFromDescending(0);  // 10
 * monsterAcFromDescending(-3); // 12
 * monsterAcFromDescending(-3, { descendingAc: 'linear' }); // 13
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function monsterAcFromDescending(descending: number, options: RedhackOptions | ResolvedOptions = {}): number {
  const o = resolveOptions(options);
  if (!Number.isInteger(descending) || descending > 9 || descending < -1000) {
    throw new RedhackRuleError('R18a', `a descending AC must be a whole number in -1000..9, got ${String(descending)}`, descending);
  }
  if (o.descendingAc === 'linear' || descending >= 1) return 10 - descending;
  if (descending >= -1) return 10;
  return 10 + (-1 - descending);
}
