// A character of the 2d6 vocations game and the creation rules that make one legal.
import { CharacterRuleError } from '../errors/errors.js';
import { WEAPON_KINDS, type WeaponKind } from '../rolls/damage.js';
import { FLAWS, TRAITS, type FlawId, type TraitId } from './traits.js';

/**
 * The four attributes (0 is average).
 *
 * @since 0.1.0
 * @category Characters
 */
export type Attribute = 'strength' | 'agility' | 'intellect' | 'willpower';

/**
 * The four combat skills.
 *
 * @since 0.1.0
 * @category Characters
 */
export type CombatSkill = 'brawling' | 'melee' | 'range' | 'defense';

/**
 * The attributes in the seed's order.
 *
 * @example
 * ```ts
 * ATTRIBUTES[0]; // 'strength'
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const ATTRIBUTES: readonly Attribute[] = Object.freeze(['strength', 'agility', 'intellect', 'willpower'] as const);

/**
 * The combat skills in the seed's order.
 *
 * @example
 * ```ts
 * COMBAT_SKILLS[3]; // 'defense'
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const COMBAT_SKILLS: readonly CombatSkill[] = Object.freeze(['brawling', 'melee', 'range', 'defense'] as const);

/**
 * A DIY vocation and its rating.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface Vocation {
  /** The vocation's name (any fitting name; see `SAMPLE_VOCATIONS`). */
  readonly name: string;
  /** Its rating: 0..3 at creation, up to 5 later. */
  readonly rating: number;
  /** Whether it grants magic (a Mage, a Priest…): it then sets maximum ether and adds to casting rolls. */
  readonly magic?: boolean;
}

/**
 * A trait or flaw as chosen, with its detail where it needs one.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface Choice<Id extends string> {
  /** The trait or flaw. */
  readonly id: Id;
  /** The weapon (Weapon Specialty), `heat` or `frigid` (Resist Inclement Weather), or free text. */
  readonly detail?: string;
}

/**
 * A weapon: its name (no catalogue), its damage kind and how it is used.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface Weapon {
  /** The name, e.g. `"Rapier"`. */
  readonly name: string;
  /** Its damage kind. */
  readonly kind: WeaponKind;
  /** `brawling` (fists), `melee` (striking weapons) or `ranged` (projectiles, thrown weapons). */
  readonly style: 'brawling' | 'melee' | 'ranged';
  /** How it harms, where that matters (a Zombie shrugs off piercing and bludgeoning; a Slime all three). */
  readonly damageType?: 'slashing' | 'piercing' | 'bludgeoning';
}

/**
 * What a character carries.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface Kit {
  /** The weapon. */
  readonly weapon: Weapon;
  /** Body armour worn, if any. */
  readonly armour: 'light' | 'heavy' | null;
  /** Whether a shield is held (DR 1 while held). */
  readonly shield: boolean;
  /** Supplies (each: a day's rations, a day's water or first aid). */
  readonly supplies: number;
  /** Coins. */
  readonly currency: number;
  /** Torches (six to an item). */
  readonly torches?: number;
  /** Pieces of ammunition (twenty to a container). */
  readonly ammo?: number;
  /** A memento with no market value. */
  readonly memento?: string | null;
  /** A toolset of one trade, and the vocation it suits. */
  readonly toolset?: {
    /** Its name. */
    readonly name: string;
    /** The vocation it suits. */
    readonly vocation: string } | null;
  /** A magic item that lets its bearer cast. */
  readonly magicItem?: string | null;
  /** Other items, one slot each. */
  readonly items?: readonly string[];
}

/**
 * What a player writes down at creation.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface CharacterInput {
  /** The character's name. */
  readonly name: string;
  /** The adventuring goal. */
  readonly goal: string;
  /** The attributes: 4 points, each 0..3 (one may be −1 for an extra point). */
  readonly attributes: Readonly<Record<Attribute, number>>;
  /** The combat skills: 4 points, each 0..3. */
  readonly skills: Readonly<Record<CombatSkill, number>>;
  /** Exactly four vocations sharing 4 points, each 0..3. */
  readonly vocations: readonly Vocation[];
  /** One free trait, and up to two more each paid with a flaw. */
  readonly traits: readonly Choice<TraitId>[];
  /** Flaws. */
  readonly flaws: readonly Choice<FlawId>[];
  /** The starting kit. */
  readonly kit: Kit;
}

/**
 * A character in play: the sheet plus experience, bought raises and current values.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface Character extends CharacterInput {
  /** Unspent experience points. */
  readonly exp: number;
  /** Max health bought with exp. */
  readonly healthBonus: number;
  /** Carrying capacity bought with exp. */
  readonly capacityBonus: number;
  /** Current health (0 = knocked out). */
  readonly health: number;
  /** Current ether. */
  readonly ether: number;
  /** Levels of fatigue (each −1 to every 2d6 roll). */
  readonly fatigue: number;
}

/**
 * Creation options.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface CreationOptions {
  /**
   * Where the point from a −1 attribute may go ([ruling V25](../../../../docs/rulings/vocations-2d6.md#v25)):
   * `attributes` (default: another attribute) or `anywhere` (an attribute, a combat skill or a vocation).
   */
  readonly minusOnePoint?: 'attributes' | 'anywhere';
}

/**
 * Highest starting value of any attribute, skill or vocation.
 *
 * @example
 * ```ts
 * START_CAP; // 3
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const START_CAP = 3;

/**
 * Highest value anything can be raised to with experience.
 *
 * @example
 * ```ts
 * STAT_CAP; // 5
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const STAT_CAP = 5;

/** @internal Most characters a text field may hold. */
export const MAX_TEXT = 200;

function fail(rule: string, field: string, message: string): never {
  throw new CharacterRuleError(rule, field, message);
}

function text(field: string, v: unknown): string {
  if (typeof v !== 'string' || v.trim() === '') fail('required', field, `${field} is required (a non-empty text)`);
  if (v.length > MAX_TEXT) fail('too-long', field, `${field} is longer than ${MAX_TEXT} characters`);
  return v;
}

function whole(field: string, v: unknown, min: number, max: number, rule = 'start-cap'): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) fail('whole-number', field, `${field} must be a whole number, got ${String(v)}`);
  if (v < min || v > max) fail(rule, field, `${field} must be ${min}..${max}, got ${v}`);
  return v;
}

const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** @internal Checks the trait/flaw picks (shape, details, duplicates, conflicts) without the creation counts. */
export function checkPicks(traits: readonly Choice<TraitId>[], flaws: readonly Choice<FlawId>[]): void {
  if (!Array.isArray(traits)) fail('traits', 'traits', 'traits must be a list');
  if (!Array.isArray(flaws)) fail('flaws', 'flaws', 'flaws must be a list');
  const seen = new Set<string>();
  for (const [i, t] of traits.entries()) {
    const spec = (TRAITS as Record<string, (typeof TRAITS)[TraitId]>)[t?.id];
    if (spec === undefined) fail('unknown-trait', `traits[${i}]`, `unknown trait ${JSON.stringify(t?.id)}`);
    checkDetail(`traits[${i}]`, spec.detail, t.detail);
    const key = `${t.id}:${spec.detail === undefined || spec.detail === 'weather' ? '' : (t.detail ?? '')}`;
    if (seen.has(key)) fail('duplicate-trait', `traits[${i}]`, `trait ${spec.name} is taken twice`);
    seen.add(key);
  }
  const fseen = new Set<string>();
  for (const [i, f] of flaws.entries()) {
    const spec = (FLAWS as Record<string, (typeof FLAWS)[FlawId]>)[f?.id];
    if (spec === undefined) fail('unknown-flaw', `flaws[${i}]`, `unknown flaw ${JSON.stringify(f?.id)}`);
    checkDetail(`flaws[${i}]`, spec.detail, f.detail);
    const key = `${f.id}:${f.detail ?? ''}`;
    if (fseen.has(key)) fail('duplicate-flaw', `flaws[${i}]`, `flaw ${spec.name} is taken twice`);
    fseen.add(key);
  }
  if (traits.some((t) => t.id === 'hardy') && flaws.some((f) => f.id === 'feeble')) fail('conflict', 'flaws', 'Hardy and Feeble set base health two ways; take one');
}

function checkDetail(field: string, kind: 'weapon' | 'weather' | 'text' | undefined, detail: unknown): void {
  if (kind === undefined) return;
  if (kind === 'weather') {
    if (detail !== 'heat' && detail !== 'frigid') fail('detail', `${field}.detail`, `${field} needs detail "heat" or "frigid"`);
    return;
  }
  text(`${field}.detail`, detail);
}

/** @internal Checks a vocation list's shape and names (not the creation counts). */
export function checkVocations(vocations: readonly Vocation[], cap: number): void {
  if (!Array.isArray(vocations)) fail('vocation-count', 'vocations', 'vocations must be a list');
  const names = new Set<string>();
  vocations.forEach((v, i) => {
    const n = text(`vocations[${i}].name`, v?.name).trim().toLowerCase();
    if (names.has(n)) fail('duplicate-vocation', `vocations[${i}]`, `vocation ${v.name} is listed twice`);
    names.add(n);
    whole(`vocations[${i}].rating`, v.rating, v.rating < 0 ? 0 : 0, cap, v.rating < 0 ? 'minus-one' : 'start-cap');
  });
}

/**
 * Checks the starting kit ([ruling V33](../../../../docs/rulings/vocations-2d6.md#v33)): one
 * weapon, one armour or one shield (not both), 6 supplies, 10 currency, at most one memento and
 * one toolset that suits one of the vocations.
 *
 * @param kit - The kit.
 * @param vocations - The character's vocations (for the toolset).
 * @throws {@link CharacterRuleError} (rule `"kit"`) on any breach.
 * @example
 * ```ts
 * checkStartingKit({ weapon: { name: 'Sword', kind: 'martial', style: 'melee' }, armour: 'light', shield: false, supplies: 6, currency: 10 }, []);
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function checkStartingKit(kit: Kit, vocations: readonly Vocation[]): void {
  if (typeof kit !== 'object' || kit === null) fail('kit', 'kit', 'a starting kit is required');
  const w = kit.weapon;
  if (typeof w !== 'object' || w === null) fail('kit', 'kit.weapon', 'the starting kit has exactly one weapon');
  text('kit.weapon.name', w.name);
  if (!WEAPON_KINDS.includes(w.kind)) fail('kit', 'kit.weapon.kind', `weapon kind must be one of ${WEAPON_KINDS.join(', ')}`);
  if (!['brawling', 'melee', 'ranged'].includes(w.style)) fail('kit', 'kit.weapon.style', 'weapon style must be brawling, melee or ranged');
  if (kit.armour !== null && kit.armour !== 'light' && kit.armour !== 'heavy') fail('kit', 'kit.armour', 'armour must be light, heavy or null');
  const protection = (kit.armour === null ? 0 : 1) + (kit.shield === true ? 1 : 0);
  if (protection !== 1) fail('kit', 'kit.armour', `the starting kit has one armour or one shield, got ${protection}`);
  if (kit.supplies !== 6) fail('kit', 'kit.supplies', `the starting kit has 6 supplies, got ${String(kit.supplies)}`);
  if (kit.currency !== 10) fail('kit', 'kit.currency', `the starting kit has 10 currency, got ${String(kit.currency)}`);
  for (const k of ['torches', 'ammo'] as const) if ((kit[k] ?? 0) !== 0) fail('kit', `kit.${k}`, `the starting kit has no ${k}`);
  if ((kit.items ?? []).length > 0) fail('kit', 'kit.items', 'the starting kit has no other items');
  if (kit.magicItem != null) fail('kit', 'kit.magicItem', 'the starting kit has no magic item');
  if (kit.memento != null) text('kit.memento', kit.memento);
  if (kit.toolset != null) {
    text('kit.toolset.name', kit.toolset.name);
    const suits = vocations.some((v) => v.name.trim().toLowerCase() === String(kit.toolset?.vocation).trim().toLowerCase());
    if (!suits) fail('kit', 'kit.toolset.vocation', `the toolset must suit one of the vocations, got ${JSON.stringify(kit.toolset.vocation)}`);
  }
}

/**
 * Checks a character sheet against the creation rules and returns the character ready to play:
 * full health and ether, no exp (Source: vocations-2d6.txt › Character creation, Attributes,
 * Traits and Flaws; rulings [V16](../../../../docs/rulings/vocations-2d6.md#v16),
 * [V25](../../../../docs/rulings/vocations-2d6.md#v25), [V33](../../../../docs/rulings/vocations-2d6.md#v33)).
 *
 * - a name and a goal;
 * - attributes: 4 points, each 0..3; exactly one may be −1, its point going to another attribute
 *   (or, with `minusOnePoint: 'anywhere'`, to the skills or the vocations);
 * - combat skills: 4 points, each 0..3; vocations: exactly four, 4 points, each 0..3;
 * - traits: one free, at most two more, each paid with a flaw; no duplicates;
 * - the starting kit of {@link checkStartingKit}.
 *
 * @param input - The sheet (never mutated).
 * @param options - Creation options.
 * @returns A frozen character.
 * @throws {@link CharacterRuleError} naming the broken rule and field.
 * @example
 * ```ts
 * const hero = createCharacter({ name: 'Wren', goal: 'Find her brother', attributes: { strength: 1, agility: 1, intellect: 1, willpower: 1 }, … });
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function createCharacter(input: CharacterInput, options: CreationOptions = {}): Character {
  if (typeof input !== 'object' || input === null) fail('required', 'input', 'a character sheet is required');
  text('name', input.name);
  text('goal', input.goal);
  const mode = options.minusOnePoint ?? 'attributes';
  if (mode !== 'attributes' && mode !== 'anywhere') fail('option', 'minusOnePoint', 'minusOnePoint must be attributes or anywhere');
  const attrs = ATTRIBUTES.map((a) => whole(`attributes.${a}`, input.attributes?.[a], -1, START_CAP));
  const minus = attrs.filter((v) => v === -1).length;
  if (minus > 1) fail('minus-one', 'attributes', 'only one attribute may be bought down to −1');
  const skills = COMBAT_SKILLS.map((s) => whole(`skills.${s}`, input.skills?.[s], input.skills?.[s] === -1 ? 0 : 0, START_CAP, input.skills?.[s] === -1 ? 'minus-one' : 'start-cap'));
  checkVocations(input.vocations, START_CAP);
  if (input.vocations.length !== 4) fail('vocation-count', 'vocations', `choose exactly four vocations, got ${input.vocations.length}`);
  const voc = input.vocations.map((v) => v.rating);
  const [a, s, v] = [total(attrs), total(skills), total(voc)];
  // The −1 pays for one point: kept among the attributes they still total 4 (−1 + 5); sent to the
  // skills or the vocations (option "anywhere"), the attributes total 3 and that pool 5.
  const elsewhere = minus === 1 && mode === 'anywhere' && a === 3;
  if (a !== 4 && !elsewhere) fail('attribute-points', 'attributes', `attributes must total 4${minus === 1 ? ' (the −1 included)' : ''}, got ${a}`);
  if (elsewhere && s + v !== 9) fail('minus-one', 'attributes', 'the point from the −1 must go to the combat skills or the vocations (one of them totals 5)');
  if (s !== 4 && !(elsewhere && s === 5)) fail('skill-points', 'skills', `combat skills must total 4, got ${s}`);
  if (v !== 4 && !(elsewhere && v === 5)) fail('vocation-points', 'vocations', `vocations must total 4, got ${v}`);
  checkPicks(input.traits, input.flaws);
  if (input.traits.length > 3) fail('trait-count', 'traits', `at most three traits at creation (one free, two paid with flaws), got ${input.traits.length}`);
  const paid = Math.max(0, input.traits.length - 1);
  if (input.flaws.length < paid) fail('extra-trait-flaw', 'flaws', `each trait after the first costs a flaw: ${paid} needed, ${input.flaws.length} taken`);
  checkStartingKit(input.kit, input.vocations);
  return freezeCharacter(finish({ ...input, exp: 0, healthBonus: 0, capacityBonus: 0, health: 0, ether: 0, fatigue: 0 }));
}

/** @internal Sets health and ether to their maxima. */
function finish(c: Character): Character {
  // Imported lazily to keep this module free of a cycle at load time.
  const maxHealth = baseHealth(c) + c.attributes.strength + c.healthBonus;
  return { ...c, health: maxHealth, ether: maxEtherOf(c) };
}

/** @internal Base health from traits (Hardy 12, Feeble 8, else 10). */
export function baseHealth(c: Picks): number {
  const t = c.traits.map((x) => TRAITS[x.id].baseHealth).find((x) => x !== undefined);
  const f = c.flaws.map((x) => FLAWS[x.id].baseHealth).find((x) => x !== undefined);
  return t ?? f ?? 10;
}

/** @internal Whether the character may use magic (V36). */
export function canCastOf(c: Picks & { readonly vocations: readonly Vocation[]; readonly kit: Kit }): boolean {
  return c.vocations.some((v) => v.magic === true) || c.traits.some((t) => TRAITS[t.id].grantsMagic === true) || (c.kit.magicItem ?? null) !== null;
}

/** @internal Max ether: 10 + the best magic vocation, 10 with only a bloodline or item, else 0 (V36). */
export function maxEtherOf(c: Picks & { readonly vocations: readonly Vocation[]; readonly kit: Kit }): number {
  if (!canCastOf(c)) return 0;
  const magic = c.vocations.filter((v) => v.magic === true).map((v) => v.rating);
  return 10 + (magic.length === 0 ? 0 : Math.max(...magic));
}

/** @internal */
interface Picks {
  readonly traits: readonly Choice<TraitId>[];
  readonly flaws: readonly Choice<FlawId>[];
}

/** @internal Deep-freezes a character. */
export function freezeCharacter(c: Character): Character {
  return Object.freeze({
    ...c,
    attributes: Object.freeze({ ...c.attributes }),
    skills: Object.freeze({ ...c.skills }),
    vocations: Object.freeze(c.vocations.map((v) => Object.freeze({ ...v }))),
    traits: Object.freeze(c.traits.map((t) => Object.freeze({ ...t }))),
    flaws: Object.freeze(c.flaws.map((f) => Object.freeze({ ...f }))),
    kit: Object.freeze({ ...c.kit, weapon: Object.freeze({ ...c.kit.weapon }), ...(c.kit.items === undefined ? {} : { items: Object.freeze([...c.kit.items]) }) }),
  });
}
