import { add, constant, die, map, rollDie, sumOf, type Distribution, type Rng, type UsageDie } from '@rollwright/dice';
import { AttributeError, CharacterError, RedhackRuleError } from '../errors/index.js';
import { playerAc, type ArmourClass } from '../equipment/ac.js';
import { findItem } from '../equipment/catalogue.js';
import type { Item } from '../equipment/items.js';
import { frozen } from '../internal/freeze.js';
import { resolveOptions, type Edition, type RedhackOptions, type ResolvedOptions } from '../options/options.js';
import type { AdvantageSource } from '../tests/spec.js';
import { ATTRIBUTE_NAMES, type AttributeName, type Attributes } from './attributes.js';
import type { Background } from './backgrounds.js';
import { SAMPLE_BACKGROUNDS } from './backgrounds.js';
import { classFor, classesOf, findBackground, findKit, kitsFor } from './catalogue.js';
import type { ClassSpec } from './classes.js';
import type { Kit } from './kits.js';

/**
 * What a player supplies to make a character.
 * @since 0.1.0
 * @category Characters
 */
export interface CharacterInput {
  /** The character's name (default `''`). */
  readonly name?: string;
  /** The class id (classic: warrior, thief, cleric, wizard, bard; draft31: fighter, thief, cleric, wizard). */
  readonly className: string;
  /** The six 3d6 totals in rolling order (STR, DEX, CON, INT, WIS, CHA), each a whole number 3..18. */
  readonly rolled: readonly number[];
  /** At most one swap of two attributes' values (an empty list or none: no swap). */
  readonly swaps?: readonly (readonly [AttributeName, AttributeName])[];
  /** Draft: the secondary requisite, one of the class's three. */
  readonly secondaryRequisite?: AttributeName;
  /** A sample background id, or a background built with {@link defineBackground}. */
  readonly background?: string | Background;
  /** A kit (classic) or package (draft31) id the class may take; none: no equipment. */
  readonly kit?: string;
  /** Starting hit points as rolled: a whole number from 5 to the hit die + 4. */
  readonly hp: number;
  /** Starting coins (classic) or gold (draft31) as rolled; with a fixed-gold package it may be left out. */
  readonly coins?: number;
}

/**
 * One item a character owns.
 * @since 0.1.0
 * @category Characters
 */
export interface OwnedItem {
  /** The catalogue item. */
  readonly item: Item;
  /** How many. */
  readonly count: number;
  /** Its current usage die, when it has one. */
  readonly usageDie?: UsageDie;
}

/**
 * A legal starting character. Frozen.
 * @since 0.1.0
 * @category Characters
 */
export interface Character {
  /** Its edition. */
  readonly edition: Edition;
  /** Its name. */
  readonly name: string;
  /** Its class. */
  readonly class: ClassSpec;
  /** The six totals as rolled, in order. */
  readonly rolled: Attributes;
  /** The attributes after the swap. */
  readonly attributes: Attributes;
  /** The swap made, if any. */
  readonly swap?: readonly [AttributeName, AttributeName];
  /** Draft: the secondary requisite. */
  readonly secondaryRequisite?: AttributeName;
  /** Its background, if any. */
  readonly background?: Background;
  /** The kit or package taken, if any. */
  readonly kit?: Kit;
  /** Current hit points. */
  readonly hp: number;
  /** Maximum hit points. */
  readonly maxHp: number;
  /** Coins (classic) or gold (draft31). */
  readonly coins: number;
  /** Everything owned. */
  readonly equipment: readonly OwnedItem[];
  /** Armour class from the kit's armour and shield. */
  readonly ac: ArmourClass;
  /** Every advantage or disadvantage source the character carries: class features, background, armour. */
  readonly sources: readonly AdvantageSource[];
  /** Tags to add to the character's tests: `class:<id>` and `has:<item id>` for each item owned. */
  readonly tags: readonly string[];
}

function checkRolled(rolled: unknown): Attributes {
  if (!Array.isArray(rolled) || rolled.length !== 6) throw new AttributeError('R46', `give six rolled totals (STR, DEX, CON, INT, WIS, CHA), got ${JSON.stringify(rolled)}`, rolled);
  const out: Record<string, number> = {};
  rolled.forEach((v: unknown, i) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 3 || v > 18) {
      throw new AttributeError('R46', `${ATTRIBUTE_NAMES[i] ?? '?'} must be a whole number 3..18 at creation, got ${String(v)}`, v);
    }
    out[ATTRIBUTE_NAMES[i] as AttributeName] = v;
  });
  return Object.freeze(out) as Attributes;
}

function coinRange(kit: Kit): readonly [number, number, number] {
  const c = kit.coins;
  return c === undefined ? [0, 0, 1] : [c.count * c.multiplier, c.count * c.sides * c.multiplier, c.multiplier];
}

function usesFixed(kit: Kit, o: ResolvedOptions): boolean {
  return kit.fixedGold !== undefined && o.packageGold === 'fixed';
}

/**
 * Makes a starting character and checks every creation rule: the class exists in the edition,
 * six 3d6 totals 3..18 in order with at most one swap, the draft's secondary requisite, a
 * background, a kit the class may take ([ruling R48](../../../../docs/rulings/redhack.md#r48),
 * [ruling R49](../../../../docs/rulings/redhack.md#r49),
 * [ruling R51](../../../../docs/rulings/redhack.md#r51)), hit points within one hit die + 4,
 * and coins the kit can give.
 * Source: redhack-rules.txt › Character Creation; redhack-3.1-draft.txt › Attributes, Classes,
 * Backgrounds, Starting equipment.
 *
 * @param input - The player's choices and rolls; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns The frozen character.
 * @throws {@link CatalogueError} for an unknown class, kit or background.
 * @throws {@link EditionError} for a kit, background or item of the other edition.
 * @throws {@link AttributeError} for totals that are not six whole numbers 3..18.
 * @throws {@link CharacterError} for two swaps, a swap of one attribute with itself, a missing
 *   or wrong secondary requisite, a kit of another class, or hit points or coins the dice cannot give.
 * @example
 * ```ts
 * const ada = createCharacter({
 *   name: 'Ada', className: 'fighter', rolled: [11, 14, 9, 12, 8, 16], swaps: [['STR', 'CHA']],
 *   secondaryRequisite: 'CON', background: 'eagle-eyed', kit: 'knight-errant', hp: 11,
 * });
 * ada.attributes.STR; // 16
 * ada.coins;          // 7 (the package's fixed gold)
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function createCharacter(input: CharacterInput, options: RedhackOptions | ResolvedOptions = {}): Character {
  const o = resolveOptions(options);
  if (typeof input !== 'object' || input === null) throw new RedhackRuleError('character', 'a character input must be an object', input);
  const cls = classFor(input.className, o);
  const rolled = checkRolled(input.rolled);
  const swaps = input.swaps ?? [];
  if (!Array.isArray(swaps)) throw new CharacterError('swap', 'swaps must be a list of attribute pairs', swaps);
  if (swaps.length > 1) throw new CharacterError('swap', `only one swap of two attributes is allowed, got ${swaps.length}`, swaps);
  const attributes: Record<AttributeName, number> = { ...rolled };
  let swap: readonly [AttributeName, AttributeName] | undefined;
  if (swaps.length === 1) {
    const [a, b] = swaps[0] ?? [];
    if (!ATTRIBUTE_NAMES.includes(a as AttributeName) || !ATTRIBUTE_NAMES.includes(b as AttributeName) || a === b) {
      throw new CharacterError('swap', `a swap names two different attributes, got ${JSON.stringify(swaps[0])}`, swaps[0]);
    }
    swap = Object.freeze([a as AttributeName, b as AttributeName] as const);
    attributes[swap[0]] = rolled[swap[1]];
    attributes[swap[1]] = rolled[swap[0]];
  }
  let secondary: AttributeName | undefined;
  if (cls.secondaryRequisites !== undefined) {
    if (input.secondaryRequisite === undefined || !cls.secondaryRequisites.includes(input.secondaryRequisite)) {
      throw new CharacterError('secondary-requisite', `a ${cls.name} chooses a secondary requisite from ${cls.secondaryRequisites.join(', ')}, got ${String(input.secondaryRequisite)}`, input.secondaryRequisite);
    }
    secondary = input.secondaryRequisite;
  } else if (input.secondaryRequisite !== undefined) {
    throw new CharacterError('secondary-requisite', `${o.edition} classes have no secondary requisite`, input.secondaryRequisite);
  }
  const background = input.background === undefined ? undefined : typeof input.background === 'string' ? findBackground(input.background, o) : checkBackground(input.background);
  let kit: Kit | undefined;
  if (input.kit !== undefined) {
    kit = findKit(input.kit, o);
    if (!kitsFor(cls.id, o).includes(kit)) {
      throw new CharacterError('kit', `a ${cls.name} cannot take ${kit.id}; choose ${kitsFor(cls.id, o).map((k) => k.id).join(', ') || 'no kit'}`, input.kit);
    }
  }
  const maxHp = cls.startingHp.sides + cls.startingHp.bonus;
  if (!Number.isInteger(input.hp) || input.hp < 1 + cls.startingHp.bonus || input.hp > maxHp) {
    throw new CharacterError('hp', `a ${cls.name} starts with 1d${cls.startingHp.sides}+4 = 5..${maxHp} hit points, got ${String(input.hp)}`, input.hp);
  }
  let coins = 0;
  if (kit !== undefined && usesFixed(kit, o)) {
    coins = input.coins ?? (kit.fixedGold as number);
    if (coins !== kit.fixedGold) throw new CharacterError('coins', `${kit.name} gives a fixed ${String(kit.fixedGold)} gold (packageGold 'fixed'), got ${coins}`, input.coins);
  } else if (kit?.coins !== undefined) {
    const [lo, hi, step] = coinRange(kit);
    coins = input.coins ?? Number.NaN;
    if (!Number.isInteger(coins) || coins < lo || coins > hi || coins % step !== 0) {
      throw new CharacterError('coins', `${kit.name} gives ${kit.coins.count}d${kit.coins.sides}${step === 1 ? '' : `×${step}`} = ${lo}..${hi}${step === 1 ? '' : ` in steps of ${step}`}, got ${String(input.coins)}`, input.coins);
    }
  } else if (input.coins !== undefined && input.coins !== 0) {
    throw new CharacterError('coins', `${kit === undefined ? 'without a kit' : kit.name} there are no starting coins, got ${String(input.coins)}`, input.coins);
  }
  const equipment: OwnedItem[] = (kit?.items ?? []).map((k) => {
    const item = findItem(o.edition, k.item);
    const usageDie = k.usageDie ?? item.usageDie;
    return { item, count: k.count ?? 1, ...(usageDie === undefined ? {} : { usageDie }) };
  });
  const armour = equipment.find((e) => e.item.kind === 'armour')?.item;
  const ac = playerAc(
    {
      dex: attributes.DEX,
      ...(armour === undefined ? {} : { armour }),
      shield: equipment.some((e) => e.item.kind === 'shield'),
      helm: equipment.some((e) => e.item.kind === 'helm'),
      wizard: cls.id === 'wizard',
    },
    o,
  );
  const sources = [...cls.features.flatMap((f) => f.sources ?? []), ...(background?.sources ?? []), ...ac.sources];
  if (o.edition === 'classic') sources.push(NO_THIEVES_TOOLS);
  return frozen({
    edition: o.edition,
    name: typeof input.name === 'string' ? input.name : '',
    class: cls,
    rolled,
    attributes: attributes as Attributes,
    ...(swap === undefined ? {} : { swap }),
    ...(secondary === undefined ? {} : { secondaryRequisite: secondary }),
    ...(background === undefined ? {} : { background }),
    ...(kit === undefined ? {} : { kit }),
    hp: input.hp,
    maxHp: input.hp,
    coins,
    equipment,
    ac,
    sources,
    tags: [`class:${cls.id}`, ...new Set(equipment.map((e) => `has:${e.item.id}`))],
  });
}

/** Classic: without thieves' tools, locks and traps are at disadvantage (R55). */
const NO_THIEVES_TOOLS: AdvantageSource = Object.freeze({
  name: "No thieves' tools",
  effect: 'disadvantage',
  anyOf: Object.freeze(['skill:pick-locks', 'skill:disable-traps']),
  noneOf: Object.freeze(['has:thieves-tools']),
});

function checkBackground(b: Background): Background {
  if (typeof b !== 'object' || b === null || typeof b.id !== 'string' || b.id === '' || typeof b.name !== 'string' || !Array.isArray(b.sources)) {
    throw new CharacterError('background', 'a background needs an id, a name and its sources (build one with defineBackground)', b);
  }
  return b;
}

/**
 * Rolls the six attributes, 3d6 each in order (STR, DEX, CON, INT, WIS, CHA).
 * Source: redhack-rules.txt › 1. Attributes; redhack-3.1-draft.txt › Attributes.
 *
 * @param rng - Generator state; never mutated.
 * @returns The six totals (3..18) in order, and the next state.
 * @example
 * ```ts
 * const [rolled, next] = rollAttributes(seed(1)); // e.g. [11, 9, 14, 8, 12, 10]
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function rollAttributes(rng: Rng): readonly [rolled: readonly number[], next: Rng] {
  let r = rng;
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    let total = 0;
    for (let j = 0; j < 3; j++) {
      let f: number;
      [f, r] = rollDie(r, 6);
      total += f;
    }
    out.push(total);
  }
  return [Object.freeze(out), r];
}

/**
 * The exact distribution of one attribute at creation: 3d6, 3..18 over 216.
 *
 * @returns The 3d6 distribution.
 * @example
 * ```ts
 * probability(attributeDistribution(), 18); // 1/216
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function attributeDistribution(): Distribution<number> {
  return sumOf(3, die(6));
}

/**
 * The exact distribution of a class's starting hit points: one hit die + 4 (classic 1d10+4,
 * 1d6+4, 1d8+4, 1d4+4, 1d6+4; the draft by the same rule).
 *
 * @param className - The class id.
 * @param options - Edition and rule options (default draft31).
 * @returns Weights over the hit die's sides.
 * @throws {@link CatalogueError} for an unknown class.
 * @example
 * ```ts
 * startingHpDistribution('warrior', { edition: 'classic' }).outcomes; // [5, 6, …, 14]
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function startingHpDistribution(className: string, options: RedhackOptions | ResolvedOptions = {}): Distribution<number> {
  const cls = classFor(className, options);
  return add(die(cls.startingHp.sides), constant(cls.startingHp.bonus));
}

/**
 * The exact distribution of a kit's starting coins (classic) or gold (draft31): its dice, or
 * the package's fixed figure when `packageGold` is `'fixed'`, or 0 when it gives none.
 *
 * @param kitId - The kit or package id.
 * @param options - Edition and rule options (default draft31).
 * @returns The distribution.
 * @throws {@link CatalogueError} or {@link EditionError} for an unknown kit.
 * @example
 * ```ts
 * startingCoinsDistribution('thief-1', { edition: 'classic' }).outcomes; // [10, 20, …, 60]
 * startingCoinsDistribution('noble').outcomes;                          // [20]
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function startingCoinsDistribution(kitId: string, options: RedhackOptions | ResolvedOptions = {}): Distribution<number> {
  const o = resolveOptions(options);
  const kit = findKit(kitId, o);
  if (usesFixed(kit, o)) return constant(kit.fixedGold as number);
  if (kit.coins === undefined) return constant(0);
  const m = kit.coins.multiplier;
  return map(sumOf(kit.coins.count, die(kit.coins.sides)), (x) => x * m);
}

/**
 * What a generated character may be told in advance.
 * @since 0.1.0
 * @category Characters
 */
export interface GenerateOptions {
  /** The class (default: one at random). */
  readonly className?: string;
  /** The name (default `''`). */
  readonly name?: string;
}

function pick<T>(rng: Rng, list: readonly T[]): readonly [T, Rng] {
  const [f, r] = rollDie(rng, list.length);
  return [list[f - 1] as T, r];
}

function rollCoins(rng: Rng, kit: Kit, o: ResolvedOptions): readonly [number | undefined, Rng] {
  if (usesFixed(kit, o) || kit.coins === undefined) return [undefined, rng];
  let r = rng;
  let total = 0;
  for (let i = 0; i < kit.coins.count; i++) {
    let f: number;
    [f, r] = rollDie(r, kit.coins.sides);
    total += f;
  }
  return [total * kit.coins.multiplier, r];
}

/**
 * Generates a legal starting character from a seed: 3d6 in order, then one swap that moves the
 * highest total into the class's (first) prime requisite when it is not there already; for a
 * draft class, the best of its secondary requisites; a sample background of the edition; a kit
 * the class may take; hit points and coins rolled. The result passes {@link createCharacter},
 * which builds it.
 *
 * @param rng - Generator state; never mutated.
 * @param choices - Class and name, if fixed.
 * @param options - Edition and rule options (default draft31).
 * @returns The character, the input it was made from, and the next state.
 * @throws {@link CatalogueError} for an unknown class.
 * @example
 * ```ts
 * const [hero, , next] = generateCharacter(seed(42), { className: 'thief' }, { edition: 'classic' });
 * hero.class.name; // 'Thief'
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function generateCharacter(
  rng: Rng,
  choices: GenerateOptions = {},
  options: RedhackOptions | ResolvedOptions = {},
): readonly [character: Character, input: CharacterInput, next: Rng] {
  const o = resolveOptions(options);
  let r = rng;
  let cls: ClassSpec;
  if (choices.className === undefined) [cls, r] = pick(r, classesOf(o));
  else cls = classFor(choices.className, o);
  const [rolled, r1] = rollAttributes(r);
  r = r1;
  const prime = cls.primeRequisites[0] as AttributeName;
  const primeIndex = ATTRIBUTE_NAMES.indexOf(prime);
  const best = rolled.indexOf(Math.max(...rolled));
  const swaps: (readonly [AttributeName, AttributeName])[] = (rolled[primeIndex] ?? 0) < (rolled[best] ?? 0) ? [[prime, ATTRIBUTE_NAMES[best] as AttributeName]] : [];
  const after = [...rolled];
  if (swaps.length === 1) [after[primeIndex], after[best]] = [after[best] as number, after[primeIndex] as number];
  let secondary: AttributeName | undefined;
  if (cls.secondaryRequisites !== undefined) {
    secondary = [...cls.secondaryRequisites].sort((a, b) => (after[ATTRIBUTE_NAMES.indexOf(b)] ?? 0) - (after[ATTRIBUTE_NAMES.indexOf(a)] ?? 0))[0];
  }
  const [background, r2] = pick(r, SAMPLE_BACKGROUNDS.filter((b) => b.edition === o.edition));
  r = r2;
  const kits = kitsFor(cls.id, o);
  let kit: Kit | undefined;
  if (kits.length > 0) [kit, r] = pick(r, kits);
  const [hpFace, r3] = rollDie(r, cls.startingHp.sides);
  r = r3;
  let coins: number | undefined;
  if (kit !== undefined) [coins, r] = rollCoins(r, kit, o);
  const input: CharacterInput = frozen({
    ...(choices.name === undefined ? {} : { name: choices.name }),
    className: cls.id,
    rolled,
    swaps,
    ...(secondary === undefined ? {} : { secondaryRequisite: secondary }),
    background: background.id,
    ...(kit === undefined ? {} : { kit: kit.id }),
    hp: hpFace + cls.startingHp.bonus,
    ...(coins === undefined ? {} : { coins }),
  });
  return [createCharacter(input, o), input, r];
}
