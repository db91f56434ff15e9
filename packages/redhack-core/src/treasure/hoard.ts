// draft31 treasure hoards by dungeon level, with the gem and jewellery value chains.
import { fraction, rollDie, type Fraction, type Rng } from '@rollwright/dice';
import { lookupBand, rollOnTable, type TableRoll } from '@rollwright/tables';
import { draft31TreasureHoard, type HoardFind, type HoardRow } from '../tables/draft31/tables.js';
import { draft31GemValue, draft31JewelryValue, type Gem } from '../tables/draft31/gems.js';
import { redhackTableSet } from '../tables/registry.js';
import { TreasureError } from './TreasureError.js';

const UNIT_COINS: Readonly<Record<string, number>> = Object.freeze({ pouches: 50, bags: 250, coins: 1 });

/**
 * Burden of loose coins: nothing below 50, then ⅕ item per pouch of 50 and 1 item per bag of
 * 250 ([ruling R50](../../../../docs/rulings/redhack.md#r50)). Source: redhack-3.1-draft.txt › Treasure.
 *
 * @param coins - Coins carried, whole 0..10^9.
 * @returns Items, exact.
 * @throws {@link TreasureError} (`R50`) for a count that is negative, fractional or too big.
 * @example
 * ```ts
 * coinItems(50);  // 1/5
 * coinItems(250); // 1
 * ```
 * @since 0.1.0
 * @category RedHack treasure
 */
export function coinItems(coins: number): Fraction {
  if (typeof coins !== 'number' || !Number.isInteger(coins) || coins < 0 || coins > 1e9) throw new TreasureError('R50', `coins must be a whole number 0..10^9, got ${String(coins)}`, coins);
  return coins < 50 ? fraction(0n, 1n) : fraction(BigInt(coins), 250n);
}

/**
 * The chance of each kind of find in a hoard.
 * @since 0.1.0
 * @category RedHack treasure
 */
export interface HoardChances {
  /** Chance of gold. */ readonly gold: Fraction;
  /** Chance of gems. */ readonly gems: Fraction;
  /** Chance of jewellery. */ readonly jewelry: Fraction;
  /** Chance of a magic item. */ readonly magic: Fraction;
}

/**
 * The chance of each kind of find in a hoard of a dungeon level (gold 3 in 6; gems, jewellery
 * and magic k in 20 by level).
 *
 * @param level - Dungeon level, whole ≥ 1.
 * @returns Each kind's chance (silver is always there).
 * @throws {@link TreasureError} (`R87`) for a level below 1 or not whole.
 * @example
 * ```ts
 * hoardChances(5).magic; // 1/10
 * ```
 * @since 0.1.0
 * @category RedHack treasure
 */
export function hoardChances(level: number): HoardChances {
  const row = rowOf(level);
  const c = (f: HoardFind): Fraction => (f.chance === undefined ? fraction(1n, 1n) : fraction(BigInt(f.chance.in), BigInt(f.chance.outOf)));
  return Object.freeze({ gold: c(row.gold), gems: c(row.gems), jewelry: c(row.jewelry), magic: c(row.magic) });
}

function rowOf(level: number): HoardRow {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > 1000) throw new TreasureError('R87', `the hoard level must be a whole number 1..1000, got ${String(level)}`, level);
  return lookupBand(draft31TreasureHoard, level).result;
}

/** @internal Rolls `NdS` or `NdS*K`. */
function rollExpr(rng: Rng, expr: string): readonly [number, Rng] {
  const m = /^(\d+)d(\d+)(?:\*(\d+))?$/.exec(expr);
  if (m === null) throw new TreasureError('R87', `unreadable hoard dice ${expr}`, expr);
  let r = rng;
  let sum = 0;
  for (let i = 0; i < Number(m[1]); i++) {
    const [f, next] = rollDie(r, Number(m[2]));
    sum += f;
    r = next;
  }
  return [sum * Number(m[3] ?? 1), r];
}

/**
 * A gem found in a hoard.
 * @since 0.1.0
 * @category RedHack treasure
 */
export interface HoardGem {
  /** Base value in gp (from the gem-value table). */
  readonly value: number;
  /** The stone and its appraised value, when appraised on the gemstone tables. */
  readonly stone: Gem | null;
}

/**
 * A rolled hoard. Coins are reported per metal; `totalGp` converts silver at `silverPerGold`
 * ([ruling R87](../../../../docs/rulings/redhack.md#r87)).
 * @since 0.1.0
 * @category RedHack treasure
 */
export interface Hoard {
  /** Dungeon level. */
  readonly level: number;
  /** Silver coins. */
  readonly silver: number;
  /** Gold coins (0 when the 3-in-6 roll missed). */
  readonly gold: number;
  /** Gems. */
  readonly gems: readonly HoardGem[];
  /** Jewellery, each piece's value in gp. */
  readonly jewelry: readonly number[];
  /** Whether a magic item is there. */
  readonly magic: boolean;
  /** Everything in gp: silver ÷ silverPerGold (rounded down) + gold + gems (appraised value if any) + jewellery. */
  readonly totalGp: number;
  /** Burden of the coins in items. */
  readonly coinItems: Fraction;
  /** One readable line per roll. */
  readonly log: readonly string[];
}

/**
 * Options of {@link rollHoard}.
 * @since 0.1.0
 * @category RedHack treasure
 */
export interface HoardOptions {
  /** Silver pieces to a gold piece, whole 1..1000 (default 10). */
  readonly silverPerGold?: number;
  /** Appraise each gem on the gemstone tables (following the "roll on the next tier" chain). */
  readonly appraise?: boolean;
}

function deepest(roll: TableRoll<unknown>): TableRoll<unknown> {
  let r = roll;
  while (r.nested.length > 0) r = r.nested[r.nested.length - 1] as TableRoll<unknown>;
  return r;
}

/**
 * Rolls a draft31 hoard for a dungeon level on the hoard table: silver always, gold on 3 in 6,
 * gems and jewellery on k in 20 each valued on their d20 tables (gems optionally appraised down
 * the gemstone chain), and the magic-item chance. Source: redhack-3.1-draft.txt › Treasure.
 *
 * @param rng - Generator state; never mutated.
 * @param level - Dungeon level, whole 1..1000.
 * @param options - Silver rate and appraisal.
 * @returns The hoard and the next state.
 * @throws {@link TreasureError} (`R87`) for a level below 1 or not whole, or a bad silver rate.
 * @example
 * ```ts
 * const [h] = rollHoard(seed(3), 4);
 * h.silver % 250; // 0 (silver comes in bags at levels 4–5)
 * ```
 * @since 0.1.0
 * @category RedHack treasure
 */
export function rollHoard(rng: Rng, level: number, options: HoardOptions = {}): readonly [Hoard, Rng] {
  const row = rowOf(level);
  const rate = options.silverPerGold ?? 10;
  if (!Number.isInteger(rate) || rate < 1 || rate > 1000) throw new TreasureError('R87', `silverPerGold must be a whole number 1..1000, got ${String(rate)}`, rate);
  let r = rng;
  const log: string[] = [];
  const coins = (f: HoardFind, metal: string): number => {
    const [n, next] = rollExpr(r, f.dice ?? '0d1');
    r = next;
    const per = UNIT_COINS[f.unit ?? 'coins'] ?? 1;
    log.push(`${metal}: ${f.dice ?? ''} ${f.unit ?? ''} → ${n} × ${per} = ${n * per} coins`);
    return n * per;
  };
  const chance = (f: HoardFind, what: string): boolean => {
    if (f.chance === undefined) return true;
    const [face, next] = rollDie(r, f.chance.outOf);
    r = next;
    const hit = face <= f.chance.in;
    log.push(`${what}: d${f.chance.outOf} ${face} ${hit ? '≤' : '>'} ${f.chance.in} → ${hit ? 'yes' : 'no'}`);
    return hit;
  };
  const silver = coins(row.silver, 'silver');
  const gold = chance(row.gold, 'gold') ? coins(row.gold, 'gold') : 0;
  const gems: HoardGem[] = [];
  if (chance(row.gems, 'gems')) {
    const [n, next] = rollExpr(r, row.gems.dice ?? '1d6');
    r = next;
    for (let i = 0; i < n; i++) {
      const [v, r1] = rollOnTable(r, draft31GemValue);
      r = r1;
      let stone: Gem | null = null;
      if (options.appraise === true) {
        const table = redhackTableSet.tables.get(`redhack/draft31/gems-${v.result}`);
        if (table !== undefined) {
          const [a, r2] = rollOnTable(r, table, { tables: redhackTableSet, maxDepth: 32 });
          r = r2;
          stone = deepest(a).result as Gem;
        }
      }
      gems.push(Object.freeze({ value: v.result, stone }));
      log.push(`gem ${i + 1}: d20 ${v.roll ?? ''} → ${v.result} gp${stone === null ? '' : `; appraised ${stone.gem} (${stone.value} gp)`}`);
    }
  }
  const jewelry: number[] = [];
  if (chance(row.jewelry, 'jewelry')) {
    const [n, next] = rollExpr(r, row.jewelry.dice ?? '1d6');
    r = next;
    for (let i = 0; i < n; i++) {
      const [j, r1] = rollOnTable(r, draft31JewelryValue);
      r = r1;
      jewelry.push(j.amount ?? 0);
      log.push(`jewelry ${i + 1}: d20 ${j.roll ?? ''} → ${j.label} ${j.amount ?? 0} gp`);
    }
  }
  const magic = chance(row.magic, 'magic item');
  const totalGp = Math.floor(silver / rate) + gold + gems.reduce((a, g) => a + (g.stone?.value ?? g.value), 0) + jewelry.reduce((a, b) => a + b, 0);
  const hoard: Hoard = Object.freeze({ level, silver, gold, gems: Object.freeze(gems), jewelry: Object.freeze(jewelry), magic, totalGp, coinItems: coinItems(silver + gold), log: Object.freeze(log) });
  return [hoard, r];
}
