import { fraction, type Fraction } from '@rollwright/dice';
import { EquipmentError, RedhackRuleError } from '../errors/index.js';
import { resolveOptions, type RedhackOptions, type ResolvedOptions } from '../options/options.js';
import type { AdvantageSource } from '../tests/spec.js';
import { prepareTest } from '../tests/spec.js';
import { findItem } from './catalogue.js';
import type { Item } from './items.js';

/**
 * An item in a load: an id or item of the edition's catalogue, or one with a count.
 * @since 0.1.0
 * @category Equipment
 */
export type LoadEntry = string | Item | { readonly item: string | Item; readonly count: number };

/**
 * Most items one load may list (counts summed): 10,000. Checked before any work starts.
 * @example
 * ```ts
 * MAX_LOAD_ITEMS; // 10000
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_LOAD_ITEMS = 10_000;

/** Most coins (or gems) a load may list: 10^9. */
const MAX_COINS = 1_000_000_000;

function entries(edition: ResolvedOptions['edition'], list: readonly LoadEntry[] | undefined, where: string): { item: Item; count: number }[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new RedhackRuleError('R30', `${where} must be an array of items`, list);
  let total = 0;
  return list.map((e) => {
    const isCounted = typeof e === 'object' && e !== null && 'count' in e && 'item' in e;
    const count = isCounted ? e.count : 1;
    if (!Number.isInteger(count) || count < 1) throw new EquipmentError('R30', `an item count must be a whole number ≥ 1, got ${String(count)}`, count);
    total += count;
    if (total > MAX_LOAD_ITEMS) throw new EquipmentError('R30', `a load lists at most ${MAX_LOAD_ITEMS} items`, total);
    return { item: findItem(edition, isCounted ? e.item : (e as string | Item)), count };
  });
}

function coins(n: unknown, what: string): number {
  if (n === undefined) return 0;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_COINS) throw new EquipmentError('R30', `${what} must be a whole number in 0..${MAX_COINS}, got ${String(n)}`, n);
  return n;
}

function handsOf(list: { item: Item; count: number }[]): number {
  let hands = 0;
  for (const { item, count } of list) hands += (item.hands ?? 1) * count;
  return hands;
}

function checkHands(list: { item: Item; count: number }[]): number {
  const hands = handsOf(list);
  const twoHanded = list.some((x) => x.item.hands === 2);
  const shield = list.some((x) => x.item.kind === 'shield');
  if (twoHanded && shield) throw new EquipmentError('two-handed-shield', 'a two-handed weapon cannot be used with a shield', list.map((x) => x.item.id));
  if (hands > 2) throw new EquipmentError('hands', `two hands hold at most 2 one-handed items, got ${hands} hands' worth (${list.map((x) => x.item.id).join(', ')})`, hands);
  return hands;
}

function checkOneSuit(list: { item: Item; count: number }[]): void {
  const suits = list.filter((x) => x.item.kind === 'armour' && x.item.id !== 'armour-piece' && x.item.id !== 'no-armour').reduce((n, x) => n + x.count, 0);
  if (suits > 1) throw new EquipmentError('two-armours', `only one suit of armour can be worn, got ${suits}`, suits);
}

/**
 * A classic load: what is carried, what is in hand.
 * @since 0.1.0
 * @category Equipment
 */
export interface ClassicLoadInput {
  /** STR (items carried freely). */
  readonly str: number;
  /** DEX (items held freehand or in pockets and clothes). */
  readonly dex: number;
  /** Everything carried (worn, packed or held), from the classic catalogue. */
  readonly items: readonly LoadEntry[];
  /** Of those, the ones held freehand or in pockets and clothes (sacks count, backpacks and quivers do not). */
  readonly freehand?: readonly LoadEntry[];
  /** Loose coins (250 share a slot). */
  readonly coins?: number;
  /** Rings or gems (10 share a slot). */
  readonly gems?: number;
}

/**
 * What a classic load comes to.
 * @since 0.1.0
 * @category Equipment
 */
export interface ClassicLoad {
  /** Slots used. */
  readonly slots: number;
  /** Slots carried without penalty (STR). */
  readonly free: number;
  /** Most slots that can be carried (2 × STR). */
  readonly max: number;
  /** `unencumbered` up to STR, `encumbered` (disadvantage on movement tests) up to 2 × STR. */
  readonly status: 'unencumbered' | 'encumbered';
  /** Items held freehand or in pockets, at most DEX. */
  readonly freehand: number;
  /** Disadvantage sources of the load (on tests tagged `movement` when encumbered). */
  readonly sources: readonly AdvantageSource[];
}

/** @internal Classic slots of one item ([ruling R30](../../../../docs/rulings/redhack.md#r30)). */
export function classicSlots(item: Item): number {
  if (item.kind === 'armour') return item.armourWeight === 'medium' ? 2 : item.armourWeight === 'heavy' ? 3 : item.id === 'no-armour' ? 0 : 1;
  if (item.kind === 'weapon' && (item.properties?.includes('two-handed') === true || item.properties?.includes('long') === true)) return 2;
  return 1;
}

/**
 * Classic encumbrance ([ruling R30](../../../../docs/rulings/redhack.md#r30)): items up to STR
 * carry freely, up to twice STR with disadvantage on movement tests; freehand items (hands,
 * pockets, clothes) are at most DEX. 250 coins or 10 gems share a slot; medium armour takes 2
 * slots, heavy armour 3, two-handed and reach (Long) weapons 2.
 * Example: STR 15 and DEX 8 carry 3,750 coins (15 slots), but at most 8 coin pouches freehand.
 * Source: redhack-rules.txt › Equipment › Encumberance.
 *
 * @param input - STR, DEX and the load; never mutated.
 * @param options - Edition and rule options (must play `encumbrance: 'strItems'`).
 * @returns Slots, limits and status.
 * @throws {@link EquipmentError} beyond 2 × STR slots, more than DEX freehand items, a third hand, a two-handed weapon with a shield, or two suits of armour.
 * @throws {@link EditionError} / {@link CatalogueError} for items outside the classic catalogue, or in an edition without this rule.
 * @throws {@link AttributeError} for STR or DEX out of range.
 * @example
 * ```ts
 * classicLoad({ str: 15, dex: 8, items: [], coins: 3750 }, { edition: 'classic' }).status; // 'unencumbered'
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function classicLoad(input: ClassicLoadInput, options: RedhackOptions | ResolvedOptions = {}): ClassicLoad {
  const o = resolveOptions(options);
  if (o.encumbrance !== 'strItems') throw new EquipmentError('R30', `${o.edition} counts its load in stacks (see draft31Load)`, o.encumbrance);
  prepareTest({ attribute: input.str }, o);
  prepareTest({ attribute: input.dex }, o);
  const items = entries(o.edition, input.items, 'items');
  const freehandList = entries(o.edition, input.freehand, 'freehand');
  checkOneSuit(items);
  checkHands(freehandList.filter((x) => x.item.kind === 'weapon' || x.item.kind === 'shield'));
  const c = coins(input.coins, 'coins');
  const g = coins(input.gems, 'gems');
  let slots = Math.ceil(c / 250) + Math.ceil(g / 10);
  for (const { item, count } of items) slots += classicSlots(item) * count;
  const freehand = freehandList.reduce((n, x) => n + x.count, 0);
  if (freehand > input.dex) throw new EquipmentError('R30', `at most DEX (${input.dex}) items freehand or in pockets, got ${freehand}`, freehand);
  if (slots > 2 * input.str) throw new EquipmentError('R30', `at most twice STR (${2 * input.str}) slots can be carried, got ${slots}`, slots);
  const status = slots > input.str ? 'encumbered' : 'unencumbered';
  const sources: AdvantageSource[] = status === 'encumbered' ? [{ name: 'Encumbered', effect: 'disadvantage', anyOf: ['movement'] }] : [];
  return Object.freeze({ slots, free: input.str, max: 2 * input.str, status, freehand, sources: Object.freeze(sources) });
}

/**
 * A draft load, stack by stack.
 * @since 0.1.0
 * @category Equipment
 */
export interface Draft31LoadInput {
  /** STR (the burden's size). */
  readonly str: number;
  /** CON (the carried stack's size). */
  readonly con: number;
  /** In hand: at most 2 hands' worth. */
  readonly hands?: readonly LoadEntry[];
  /** Worn: counts toward the carried limit; at most one armour suit. */
  readonly body?: readonly LoadEntry[];
  /** Carried in a backpack or sack (needs one, in any stack). */
  readonly carried?: readonly LoadEntry[];
  /** Trinkets: one per backpack or sack carried. */
  readonly trinkets?: readonly LoadEntry[];
  /** Burden: up to STR; halves speed and stops reactions. */
  readonly burden?: readonly LoadEntry[];
  /** Coins carried (counted in the carried stack by pouches of 50, R50). */
  readonly coins?: number;
  /** Gems and jewelry carried (as coins, R50). */
  readonly gems?: number;
  /** Weight of exhaustion levels (the burden they fill, from the survival rules), in items; default 0. */
  readonly exhaustion?: number;
}

/**
 * What a draft load comes to. Weights are exact fractions of an item.
 * @since 0.1.0
 * @category Equipment
 */
export interface Draft31Load {
  /** Hands in use (0..2). */
  readonly hands: number;
  /** Weight of body and carried items plus coins. */
  readonly carried: Fraction;
  /** The carried limit: CON with a backpack or sack, else 0. */
  readonly carriedLimit: number;
  /** Trinkets held, and the containers that allow them. */
  readonly trinkets: { readonly held: number; readonly allowed: number };
  /** Weight in the burden (exhaustion included). */
  readonly burden: Fraction;
  /** Carrying a burden: half speed and no reactions. */
  readonly burdened: boolean;
}

const tenths = /* @__NO_SIDE_EFFECTS__ */ (w: number | undefined): number => Math.round((w ?? 1) * 10);

/** @internal Weight of coins or gems in tenths of an item: nothing below 50, ⅕ per 50 ([ruling R50](../../../../docs/rulings/redhack.md#r50)). */
export function coinTenths(n: number): number {
  return Math.floor(n / 50) * 2;
}

/**
 * Draft encumbrance by stacks ([ruling R30](../../../../docs/rulings/redhack.md#r30)): hands
 * hold two items; body (worn) and carried items together weigh at most CON, and only with a
 * backpack or sack; one trinket per container; a burden of up to STR halves speed and stops
 * reactions. Coins and gems weigh nothing below 50 and ⅕ per pouch of 50 (a bag of 250 is 1,
 * [ruling R50](../../../../docs/rulings/redhack.md#r50)).
 * Source: redhack-3.1-draft.txt › Items.
 *
 * @param input - STR, CON and each stack; never mutated.
 * @param options - Edition and rule options (must play `encumbrance: 'stacks'`).
 * @returns Hands, weights, limits and whether the character is burdened.
 * @throws {@link EquipmentError} for a third hand, a two-handed weapon with a shield, two suits of armour, more carried weight than CON (or any without a container), more trinkets than containers, or more burden than STR.
 * @throws {@link EditionError} / {@link CatalogueError} for items outside the draft catalogue, or in an edition without this rule.
 * @throws {@link AttributeError} for STR or CON out of range.
 * @example
 * ```ts
 * const load = draft31Load({ str: 12, con: 10, hands: ['longsword', 'shield'], body: ['chain'], carried: ['backpack', 'rations'], coins: 120 });
 * load.carried; // { num: 17n, den: 5n } — chain 2 + rations 1 + two pouches ⅖
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function draft31Load(input: Draft31LoadInput, options: RedhackOptions | ResolvedOptions = {}): Draft31Load {
  const o = resolveOptions(options);
  if (o.encumbrance !== 'stacks') throw new EquipmentError('R30', `${o.edition} counts its load in slots (see classicLoad)`, o.encumbrance);
  prepareTest({ attribute: input.str }, o);
  prepareTest({ attribute: input.con }, o);
  const hands = entries(o.edition, input.hands, 'hands');
  const body = entries(o.edition, input.body, 'body');
  const carried = entries(o.edition, input.carried, 'carried');
  const trinkets = entries(o.edition, input.trinkets, 'trinkets');
  const burden = entries(o.edition, input.burden, 'burden');
  const handCount = checkHands(hands);
  checkOneSuit([...body, ...carried.filter((x) => x.item.kind === 'armour' && x.item.id !== 'armour-piece')].filter((x) => x.item.kind === 'armour'));
  const all = [...hands, ...body, ...carried, ...burden];
  const containers = all.filter((x) => x.item.id === 'backpack' || x.item.id === 'sack').reduce((n, x) => n + x.count, 0);
  let carriedTenths = coinTenths(coins(input.coins, 'coins')) + coinTenths(coins(input.gems, 'gems'));
  for (const { item, count } of [...body, ...carried]) carriedTenths += tenths(item.weight) * count;
  const limit = containers > 0 ? input.con : 0;
  if (carriedTenths > limit * 10) {
    throw new EquipmentError(
      'R30',
      containers > 0 ? `body and carried items weigh ${carriedTenths / 10}, over CON ${input.con}` : 'carrying items needs a backpack or sack',
      carriedTenths / 10,
    );
  }
  const held = trinkets.reduce((n, x) => n + x.count, 0);
  if (held > containers) throw new EquipmentError('R30', `one trinket per backpack or sack: ${held} trinkets, ${containers} containers`, held);
  const exhaustion = input.exhaustion ?? 0;
  if (!Number.isInteger(exhaustion) || exhaustion < 0) throw new EquipmentError('R30', `exhaustion weight must be a whole number ≥ 0, got ${String(exhaustion)}`, exhaustion);
  let burdenTenths = exhaustion * 10;
  for (const { item, count } of burden) burdenTenths += tenths(item.weight) * count;
  if (burdenTenths > input.str * 10) throw new EquipmentError('R30', `the burden weighs ${burdenTenths / 10}, over STR ${input.str}`, burdenTenths / 10);
  return Object.freeze({
    hands: handCount,
    carried: fraction(BigInt(carriedTenths), 10n),
    carriedLimit: limit,
    trinkets: Object.freeze({ held, allowed: containers }),
    burden: fraction(BigInt(burdenTenths), 10n),
    burdened: burdenTenths > 0,
  });
}
