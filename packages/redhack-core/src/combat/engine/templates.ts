// Example monsters by HD and an example party for demonstrations. Neither seed gives monster
// stat blocks or sample characters: these are Rollwright's own examples, not seed data (R64).
import { rollDie, type Rng } from '@rollwright/dice';
import { CombatInputError } from '../errors.js';
import { whole } from '../core.js';
import type { CombatantInput } from './types.js';

/**
 * An example monster for a given HD ([ruling R64](../../../../../docs/rulings/redhack.md#r64-example-monsters-and-party)):
 * HP = 4 per HD + 1, monster AC rising with HD (3 at HD 1–2, 5 at HD 3–4, 6 at HD 5–7, 7 at
 * HD 8+), damage 1d6 up to HD 3 and 1d8 above, morale 7. Not seed data.
 *
 * @param hd - HD, 1..20.
 * @param id - Id to give it.
 * @returns A monster input for {@link startCombat}.
 * @throws {@link CombatInputError} for a bad HD.
 * @example
 * ```ts
 * monsterTemplate(3, 'ogre').hp; // 13
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function monsterTemplate(hd: number, id: string): CombatantInput {
  const h = whole('R64', 'hd', hd, 1, 20);
  if (typeof id !== 'string' || id.length === 0) throw new CombatInputError('R64', 'a monster needs an id', id);
  const ac = h <= 2 ? 3 : h <= 4 ? 5 : h <= 7 ? 6 : 7;
  return Object.freeze({ id, kind: 'monster', hd: h, ac, hp: 4 * h + 1, damage: Object.freeze({ count: 1, sides: h <= 3 ? 6 : 8 }), morale: 7 });
}

/** Which example templates exist: HD 1..20. */
export const TEMPLATE_HD: readonly number[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Array.from({ length: 20 }, (_, i) => i + 1));

function roll3d6(rng: Rng): readonly [number, Rng] {
  let r = rng;
  let t = 0;
  for (let i = 0; i < 3; i++) {
    let f: number;
    [f, r] = rollDie(r, 6);
    t += f;
  }
  return [t, r];
}

/**
 * An example party of four for demonstrations: attributes rolled 3d6 in order (STR, DEX, CON,
 * WIS), fixed HP and armour per class. classic: Warrior (Chain: ½ DEX + 9), Thief (Leather:
 * DEX + 2, a short bow ud12), Cleric (Chain), Bard (DEX). draft31: Fighter (Chain 13), Thief
 * (Leather 11, a short bow ud12), Cleric (Chain 13), Wizard (9). Not seed data ([ruling R64](../../../../../docs/rulings/redhack.md#r64-example-monsters-and-party)).
 *
 * @param rng - Generator state; never mutated.
 * @param edition - Which edition's classes and armour.
 * @returns The four PCs and the next state.
 * @example
 * ```ts
 * const [party, next] = exampleParty(seed(7), 'draft31');
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function exampleParty(rng: Rng, edition: 'classic' | 'draft31'): readonly [party: readonly CombatantInput[], next: Rng] {
  const classic = edition === 'classic';
  const plan = classic
    ? ([['warrior', 10, 'chain', 8], ['thief', 8, 'leather', 6], ['cleric', 9, 'chain', 6], ['bard', 8, 'none', 6]] as const)
    : ([['fighter', 8, 'chain', 8], ['thief', 6, 'leather', 6], ['cleric', 7, 'chain', 6], ['wizard', 4, 'none', 4]] as const);
  let r = rng;
  const party: CombatantInput[] = [];
  for (const [cls, hp, armour, sides] of plan) {
    const stats: number[] = [];
    for (let i = 0; i < 4; i++) {
      let v: number;
      [v, r] = roll3d6(r);
      stats.push(v);
    }
    const [str, dex, con, wis] = stats as [number, number, number, number];
    const dexAdj = dex >= 16 ? 2 : dex <= 6 ? -2 : 0;
    const ac = classic
      ? armour === 'chain' ? Math.floor(dex / 2) + 9 : armour === 'leather' ? dex + 2 : dex
      : (armour === 'chain' ? 13 : armour === 'leather' ? 11 : 9) + dexAdj;
    const pc: CombatantInput = {
      id: cls,
      kind: 'pc',
      cls,
      level: 1,
      str,
      dex,
      con,
      wis,
      ac: Math.min(19, ac),
      hp,
      damage: { count: 1, sides },
      ...(cls === 'thief' ? { ranged: { ammo: 12 as const, damage: { count: 1, sides: 6 } } } : {}),
    };
    party.push(pc);
  }
  return [Object.freeze(party), r];
}
