// Improv magic: ether cost, the casting roll, the effect roll, spellburn and recovery.
import { fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import { MagicError, VocationsInputError } from '../errors/errors.js';
import { addWeight, assertInt, assertModifier, enumerate, rollFaces, sum } from './internal.js';
import { assertTwoDice, roll2d6, TWO_D6, type TwoDice } from './dice.js';

/**
 * An improvised spell, described by what it costs: d6s of damage or healing, lasting effects, and
 * extra (adjacent) targets.
 *
 * @since 0.1.0
 * @category Magic
 */
export interface Spell {
  /** The spell's name. */
  readonly name: string;
  /** What it does on a success. */
  readonly kind: 'damage' | 'healing' | 'effect';
  /** d6s of damage or healing (0..3). */
  readonly dice: number;
  /** Lasting effects (each lasts the encounter) (0..3). */
  readonly effects: number;
  /** Adjacent targets beyond the first (0..3). */
  readonly extraTargets: number;
}

/**
 * The seed's sample spells: Healing Hands (1 ether: 1d6 + Willpower healing), Magic Dart
 * (2 ether: 2d6 + Willpower damage), Flammeria (3 ether: 1d6 + Willpower damage to one target and
 * two adjacent). Source: vocations-2d6.txt › Improv Magic.
 *
 * @example
 * ```ts
 * spellCost(SAMPLE_SPELLS.flammeria); // 3
 * ```
 * @since 0.1.0
 * @category Magic
 */
export const SAMPLE_SPELLS: Readonly<Record<'healingHands' | 'magicDart' | 'flammeria', Spell>> = Object.freeze({
  healingHands: Object.freeze({ name: 'Healing Hands', kind: 'healing', dice: 1, effects: 0, extraTargets: 0 }),
  magicDart: Object.freeze({ name: 'Magic Dart', kind: 'damage', dice: 2, effects: 0, extraTargets: 0 }),
  flammeria: Object.freeze({ name: 'Flammeria', kind: 'damage', dice: 1, effects: 0, extraTargets: 2 }),
} as const satisfies Record<string, Spell>);

/**
 * Most ether one spell may cost.
 *
 * @example
 * ```ts
 * MAX_SPELL_ETHER; // 3
 * ```
 * @since 0.1.0
 * @category Magic
 */
export const MAX_SPELL_ETHER = 3;

/**
 * Finds a sample spell by name, ignoring case, spaces and dashes (`"magic-dart"`, `"Magic Dart"`).
 *
 * @param name - The name.
 * @returns The spell.
 * @throws {@link MagicError} (rule `"spell"`) if no sample spell has that name.
 * @example
 * ```ts
 * findSpell('healing-hands').name; // 'Healing Hands'
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function findSpell(name: string): Spell {
  const key = String(name).toLowerCase().replace(/[\s_-]/g, '');
  const s = Object.values(SAMPLE_SPELLS).find((x) => x.name.toLowerCase().replace(/\s/g, '') === key);
  if (s === undefined) throw new MagicError('spell', `unknown spell ${JSON.stringify(name)}; the sample spells are ${Object.values(SAMPLE_SPELLS).map((x) => x.name).join(', ')}`);
  return s;
}

/**
 * The ether a spell costs: 1 per die, per effect and per extra target, at least 1, at most 3
 * (Source: vocations-2d6.txt › Improv Magic; [ruling V14](../../../../docs/rulings/vocations-2d6.md#v14)).
 *
 * @param spell - The spell.
 * @returns 1..3.
 * @throws {@link MagicError} (rule `"max-3"`) if it would cost more than 3.
 * @throws {@link VocationsInputError} on a bad count.
 * @example
 * ```ts
 * spellCost(SAMPLE_SPELLS.magicDart); // 2
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function spellCost(spell: Spell): number {
  assertInt('spell.dice', spell.dice, 0, 10);
  assertInt('spell.effects', spell.effects, 0, 10);
  assertInt('spell.extraTargets', spell.extraTargets, 0, 10);
  const cost = Math.max(1, spell.dice + spell.effects + spell.extraTargets);
  if (cost > MAX_SPELL_ETHER) throw new MagicError('max-3', `${spell.name} would cost ${cost} ether; a spell costs at most ${MAX_SPELL_ETHER}`);
  return cost;
}

/**
 * A casting roll.
 *
 * @since 0.1.0
 * @category Magic
 */
export interface CastSetup {
  /** The spell. */
  readonly spell: Spell;
  /** Added to the 2d6: the magic attribute (Willpower by default) + the vocation ± modifiers (−50..50). */
  readonly bonus: number;
  /** The hostile target's Total Defense or Defense; omit for a willing target (automatic). */
  readonly defense?: number;
  /** Partial cover: −2 to the roll. */
  readonly cover?: 'none' | 'partial';
  /** Added to each die roll of damage or healing: the caster's Willpower (−50..50; default 0). */
  readonly power?: number;
}

/**
 * A resolved cast.
 *
 * @since 0.1.0
 * @category Magic
 */
export interface CastResult {
  /** The casting roll's faces (`null` for a willing target: no roll). */
  readonly dice: TwoDice | null;
  /** Faces + bonus (− 2 in partial cover); `null` with no roll. */
  readonly total: number | null;
  /** Whether the spell hit or took effect. */
  readonly success: boolean;
  /** Faces of the effect dice (empty on a failure). */
  readonly effectFaces: readonly number[];
  /** Damage or healing per target (0 on a failure or for an effect). */
  readonly amount: number;
}

function assertCast(s: CastSetup): void {
  spellCost(s.spell);
  assertModifier('bonus', s.bonus);
  if (s.defense !== undefined) assertInt('defense', s.defense, 0, 50);
  if (s.power !== undefined) assertModifier('power', s.power);
  if (s.cover !== undefined && s.cover !== 'none' && s.cover !== 'partial') throw new VocationsInputError('cover', s.cover, 'a spell cannot target full cover');
}

function effectSides(s: CastSetup): readonly number[] {
  return s.spell.kind === 'effect' ? [] : Array.from({ length: s.spell.dice }, () => 6);
}

/**
 * Resolves a cast on given dice: the spell goes off, then 2d6 + bonus ≥ the target's defense
 * hits (automatic for a willing target, [V14](../../../../docs/rulings/vocations-2d6.md#v14));
 * damage or healing is the effect dice + power (Source: vocations-2d6.txt › Improv Magic,
 * Actions in Combat).
 *
 * @param setup - Spell, bonus, defense.
 * @param dice - The casting roll (ignored for a willing target).
 * @param effectFaces - One d6 face per die of the spell (ignored on a failure).
 * @returns The result.
 * @throws {@link MagicError} if the spell costs over 3.
 * @throws {@link VocationsInputError} on bad numbers or faces.
 * @example
 * ```ts
 * resolveCast({ spell: SAMPLE_SPELLS.magicDart, bonus: 3, defense: 9, power: 2 }, [3, 3], [4, 5]).amount; // 11
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function resolveCast(setup: CastSetup, dice: TwoDice | null, effectFaces: readonly number[]): CastResult {
  assertCast(setup);
  let total: number | null = null;
  let success = true;
  if (setup.defense !== undefined) {
    if (dice === null) throw new VocationsInputError('dice', dice, 'a cast at a hostile target needs its 2d6');
    assertTwoDice(dice);
    total = dice[0] + dice[1] + setup.bonus - (setup.cover === 'partial' ? 2 : 0);
    success = total >= setup.defense;
  }
  if (!success) return Object.freeze({ dice, total, success, effectFaces: Object.freeze([]), amount: 0 });
  const sides = effectSides(setup);
  if (effectFaces.length !== sides.length) throw new VocationsInputError('effectFaces', effectFaces, `${setup.spell.name} needs ${sides.length} effect dice`);
  effectFaces.forEach((f, i) => assertInt(`effectFaces[${i}]`, f, 1, 6));
  const amount = sides.length === 0 ? 0 : Math.max(0, sum(effectFaces) + (setup.power ?? 0));
  return Object.freeze({ dice: setup.defense === undefined ? null : dice, total, success, effectFaces, amount });
}

/**
 * The exact distribution of a cast's success, from {@link resolveCast}.
 *
 * @param setup - Spell, bonus, defense.
 * @returns `success` / `failure` (weights over 36; only `success` for a willing target).
 * @throws {@link MagicError} if the spell costs over 3.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * probability(castDistribution({ spell: SAMPLE_SPELLS.magicDart, bonus: 2, defense: 9 }), 'success'); // 21/36
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function castDistribution(setup: CastSetup): Distribution<'success' | 'failure'> {
  assertCast(setup);
  const acc = new Map<'success' | 'failure', bigint>([['success', 0n], ['failure', 0n]]);
  const fx = effectSides(setup).map(() => 1);
  enumerate(TWO_D6, (f) => addWeight(acc, resolveCast(setup, [f[0] ?? 1, f[1] ?? 1], fx).success ? 'success' : 'failure', 1n));
  return fromWeights([...acc].filter(([, w]) => w > 0n));
}

/**
 * The exact distribution of a cast's damage or healing per target (0 on a failure), from
 * {@link resolveCast}.
 *
 * @param setup - Spell, bonus, defense, power.
 * @returns Amount → weight.
 * @throws {@link MagicError} if the spell costs over 3.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * castEffectDistribution({ spell: SAMPLE_SPELLS.healingHands, bonus: 2, power: 2 }); // 3..8, each 1/6
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function castEffectDistribution(setup: CastSetup): Distribution<number> {
  assertCast(setup);
  const sides = effectSides(setup);
  const acc = new Map<number, bigint>();
  enumerate(TWO_D6, (f) => enumerate(sides, (e) => addWeight(acc, resolveCast(setup, [f[0] ?? 1, f[1] ?? 1], e).amount, 1n)));
  return fromWeights(acc);
}

/**
 * Rolls a cast: 2d6 against a hostile target's defense (no roll for a willing target), then the
 * effect dice on a success.
 *
 * @param rng - Generator state; never mutated.
 * @param setup - Spell, bonus, defense, power.
 * @returns The result and the next state.
 * @throws {@link MagicError} if the spell costs over 3.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * const [cast, next] = rollCast(seed(4), { spell: SAMPLE_SPELLS.magicDart, bonus: 3, defense: 10, power: 2 });
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function rollCast(rng: Rng, setup: CastSetup): readonly [result: CastResult, next: Rng] {
  assertCast(setup);
  let r = rng;
  let dice: TwoDice | null = null;
  if (setup.defense !== undefined) [dice, r] = roll2d6(rng);
  const first = resolveCast(setup, dice, effectSides(setup).map(() => 1));
  if (!first.success) return [first, r];
  const [faces, r2] = rollFaces(r, effectSides(setup));
  return [resolveCast(setup, dice, faces), r2];
}

/**
 * What spending ether leaves.
 *
 * @since 0.1.0
 * @category Magic
 */
export interface EtherSpent {
  /** Ether paid (1..3). */
  readonly cost: number;
  /** Ether left. */
  readonly ether: number;
  /** At 0 ether the caster is spellburned: an hour of nothing but pain. */
  readonly spellburned: boolean;
}

/**
 * Pays a spell's ether (Source: vocations-2d6.txt › Ether, Improv Magic; rulings
 * [V14](../../../../docs/rulings/vocations-2d6.md#v14), [V36](../../../../docs/rulings/vocations-2d6.md#v36)).
 *
 * @param caster - Current ether and whether the caster may use magic at all (a magic vocation, Magic Bloodline or a magic item).
 * @param spell - The spell.
 * @returns Cost, ether left and spellburn.
 * @throws {@link MagicError} (rule `"permission"`) without a source of magic, (`"spellburned"`) while spellburned, (`"ether"`) when the cost exceeds the ether held, (`"max-3"`) over 3.
 * @example
 * ```ts
 * spendEther({ ether: 2, canCast: true }, SAMPLE_SPELLS.magicDart); // { cost: 2, ether: 0, spellburned: true }
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function spendEther(caster: {
  /** Ether held. */
  readonly ether: number;
  /** May use magic. */
  readonly canCast: boolean;
  /** Already spellburned. */
  readonly spellburned?: boolean }, spell: Spell): EtherSpent {
  const cost = spellCost(spell);
  assertInt('ether', caster.ether, 0, 1000);
  if (!caster.canCast) throw new MagicError('permission', `casting ${spell.name} needs a magic vocation, Magic Bloodline or a magic item`);
  if (caster.spellburned === true) throw new MagicError('spellburned', 'a spellburned caster can do nothing but writhe for an hour');
  if (cost > caster.ether) throw new MagicError('ether', `${spell.name} costs ${cost} ether; only ${caster.ether} held`);
  const ether = caster.ether - cost;
  return Object.freeze({ cost, ether, spellburned: ether === 0 });
}

/**
 * Ether after a night: all of it back after rest with food and water, else half the ether spent;
 * a fatigued caster gets only a quarter, fed or not; halves and quarters round down ([V14](../../../../docs/rulings/vocations-2d6.md#v14)).
 *
 * @param ether - Ether held (0..max).
 * @param max - Maximum ether.
 * @param night - `fed` (rest with adequate food and water) or `unfed`.
 * @param fatigued - Whether the caster is fatigued.
 * @returns The new ether.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * recoverEther(1, 12, 'unfed', false); // 1 + floor(11 / 2) = 6
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function recoverEther(ether: number, max: number, night: 'fed' | 'unfed', fatigued: boolean): number {
  assertInt('max', max, 0, 1000);
  assertInt('ether', ether, 0, max);
  const spent = max - ether;
  if (fatigued) return ether + Math.floor(spent / 4);
  return night === 'fed' ? max : ether + Math.floor(spent / 2);
}
