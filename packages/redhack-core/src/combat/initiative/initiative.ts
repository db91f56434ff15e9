// Initiative and surprise of both editions. classic: a DEX check each round (success acts before
// the monsters) and a WIS check for surprise. draft31: a class die counted down from 8, with
// round-1 surprise on 6+ and surprised on a 1.
import { die, fromWeights, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { CombatInputError } from '../errors.js';
import { d20Distribution, optionsOf, resolveD20, rollD20, whole, type CombatRuleOptions, type D20Spec } from '../core.js';

/**
 * A character class as initiative and reactions see it (both editions' names).
 *
 * @since 0.1.0
 * @category Combat
 */
export type CombatClass = 'fighter' | 'warrior' | 'thief' | 'cleric' | 'wizard' | 'bard';

/** Every class name {@link initiativeDie} and the reaction rules accept. */
export const COMBAT_CLASSES: readonly CombatClass[] = /* @__PURE__ */ Object.freeze(['fighter', 'warrior', 'thief', 'cleric', 'wizard', 'bard'] as const);


/**
 * The draft31 initiative die of a class: Wizard d4, Thief d8, Cleric and Fighter d6 (R15).
 *
 * @param cls - The class (draft31 names: fighter, thief, cleric, wizard).
 * @returns Die sides: 4, 6 or 8.
 * @throws {@link CombatInputError} for a class the draft does not have.
 * @example
 * ```ts
 * initiativeDie('thief'); // 8
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function initiativeDie(cls: CombatClass): 4 | 6 | 8 {
  if (cls === 'wizard') return 4;
  if (cls === 'thief') return 8;
  if (cls === 'cleric' || cls === 'fighter') return 6;
  throw new CombatInputError('R15', `draft31 initiative dice exist for fighter, thief, cleric and wizard, got ${String(cls)}`, cls);
}

/**
 * Whether a PC acts before or after the monsters this round.
 *
 * @since 0.1.0
 * @category Combat
 */
export type InitiativeOutcome = 'before' | 'after';

/**
 * One PC's initiative result.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface InitiativeResult {
  /** Before or after the monsters. */
  readonly outcome: InitiativeOutcome;
  /** The count: draft31 the class die, classic 1 (before) or 0 (after). */
  readonly count: number;
}

/**
 * One PC's initiative.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface InitiativeSpec {
  /** classic: the PC's DEX, 0..19. */
  readonly dex?: number;
  /** draft31: the PC's class. */
  readonly cls?: CombatClass;
  /** classic: a held action from last round acts first without a roll. */
  readonly held?: boolean;
  /** classic: difficulty for very fast or stealthy foes, 1..19 (default 1). */
  readonly difficulty?: number;
}

function classicSpec(spec: InitiativeSpec): D20Spec {
  return { attribute: whole('R15', 'dex', spec.dex, 0, 19), difficulty: whole('R15', 'difficulty', spec.difficulty ?? 1, 0, 19), levels: 0 };
}

/**
 * Resolves one PC's initiative from a given face: the DEX d20 (classic) or the class die (draft31).
 *
 * @param face - The d20 (classic) or class-die face (draft31).
 * @param spec - The PC (`dex` for classic, `cls` for draft31).
 * @param options - Edition (default `draft31`).
 * @returns `before` or `after` the monsters, and the count (draft31: the die; classic: 1 or 0).
 * @throws {@link CombatInputError} if the spec misses its field or the face is out of range.
 * @example
 * ```ts
 * resolveInitiative(5, { cls: 'cleric' }).outcome; // 'before'
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveInitiative(face: number, spec: InitiativeSpec, options: CombatRuleOptions = {}): InitiativeResult {
  const o = optionsOf(options);
  if (o.edition === 'classic') {
    if (spec.held === true) return Object.freeze({ outcome: 'before', count: 1 });
    const ok = resolveD20({ d20: [face] }, classicSpec(spec), o).success;
    return Object.freeze({ outcome: ok ? 'before' : 'after', count: ok ? 1 : 0 });
  }
  const sides = initiativeDie(spec.cls as CombatClass);
  whole('R15', 'face', face, 1, sides);
  return Object.freeze({ outcome: face >= 4 ? 'before' : 'after', count: face });
}

/**
 * Exact odds that a PC acts before the monsters: classic P(DEX check), draft31 P(class die ≥ 4)
 * = 1/4 (d4), 1/2 (d6), 5/8 (d8).
 *
 * @param spec - The PC.
 * @param options - Edition (default `draft31`).
 * @returns Weights over `before`, `after`.
 * @throws {@link CombatInputError} if the spec misses its field.
 * @example
 * ```ts
 * probability(initiativeDistribution({ cls: 'thief' }), 'before'); // 5/8
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function initiativeDistribution(spec: InitiativeSpec, options: CombatRuleOptions = {}): Distribution<InitiativeOutcome> {
  const o = optionsOf(options);
  if (o.edition === 'classic') {
    if (spec.held === true) return fromWeights([['before', 1]]);
    const d = d20Distribution(classicSpec(spec), o);
    let ok = 0n;
    d.outcomes.forEach((x, i) => {
      if (x === 'critical-success' || x === 'success') ok += d.weights[i] ?? 0n;
    });
    return fromWeights<InitiativeOutcome>([['before', ok], ['after', d.total - ok]]);
  }
  const sides = initiativeDie(spec.cls as CombatClass);
  return fromWeights<InitiativeOutcome>([['before', sides - 3], ['after', 3]]);
}

/**
 * Rolls one PC's initiative.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The PC.
 * @param options - Edition (default `draft31`).
 * @returns The outcome, the count, and the next state.
 * @throws {@link CombatInputError} if the spec misses its field.
 * @example
 * ```ts
 * const [init, next] = rollInitiative(seed(1), { cls: 'wizard' });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollInitiative(rng: Rng, spec: InitiativeSpec, options: CombatRuleOptions = {}): readonly [result: InitiativeResult, next: Rng] {
  const o = optionsOf(options);
  if (o.edition === 'classic') {
    if (spec.held === true) return [resolveInitiative(1, spec, o), rng];
    const [t, r] = rollD20(rng, classicSpec(spec), o);
    return [resolveInitiative(t.kept, spec, o), r];
  }
  const [f, r] = rollDie(rng, initiativeDie(spec.cls as CombatClass));
  return [resolveInitiative(f, spec, o), r];
}

/**
 * A PC's round-1 surprise: gains surprise (an extra round; classic: the whole party's free round),
 * is ready, or is surprised (misses the round).
 *
 * @since 0.1.0
 * @category Combat
 */
export type SurpriseOutcome = 'surprise' | 'ready' | 'surprised';

/**
 * How a fight starts, for one PC's surprise roll.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface SurpriseSpec {
  /** classic: the PC's WIS, 0..19. */
  readonly wis?: number;
  /** classic: difficulty for fast or stealthy foes, 0..19 (default 1). */
  readonly difficulty?: number;
  /** draft31: the PC's class (its initiative die). */
  readonly cls?: CombatClass;
  /** draft31: who ambushes: `monsters` (PCs surprised unless 6+), `pcs` (PCs have surprise unless 1) or none. */
  readonly ambush?: 'none' | 'monsters' | 'pcs';
  /** draft31: the monsters surprise on 1..k, k in 1..4 (default 1). */
  readonly monsterSurprise?: number;
  /** draft31: the PCs saw the monsters coming and cannot be surprised. */
  readonly pcsAlert?: boolean;
  /** draft31: the monsters heard the PCs and cannot be surprised. */
  readonly monstersAlert?: boolean;
}

/**
 * One PC's rolled surprise.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface SurpriseRoll {
  /** The outcome. */
  readonly outcome: SurpriseOutcome;
  /** The face rolled (classic d20, draft31 initiative die). */
  readonly face: number;
}

const SURPRISE_ORDER: readonly SurpriseOutcome[] = ['surprise', 'ready', 'surprised'];

function draftSurprise(face: number, spec: SurpriseSpec): SurpriseOutcome {
  const k = whole('R16', 'monsterSurprise', spec.monsterSurprise ?? 1, 1, 4);
  const ambush = spec.ambush ?? 'none';
  if (ambush !== 'none' && ambush !== 'monsters' && ambush !== 'pcs') throw new CombatInputError('R16', `ambush must be 'none', 'monsters' or 'pcs', got ${String(ambush)}`, ambush);
  const canSurprise = spec.monstersAlert !== true;
  const canBeSurprised = spec.pcsAlert !== true;
  if (ambush === 'monsters') return face >= 6 && canSurprise ? 'surprise' : canBeSurprised ? 'surprised' : 'ready';
  if (ambush === 'pcs') return face === 1 && canBeSurprised ? 'surprised' : canSurprise ? 'surprise' : 'ready';
  if (face >= 6 && canSurprise) return 'surprise';
  if (face <= k && canBeSurprised) return 'surprised';
  return 'ready';
}

/**
 * Resolves one PC's surprise from a given face (classic: the WIS d20; draft31: the round-1
 * initiative die).
 *
 * @param face - The face rolled.
 * @param spec - The PC and the situation.
 * @param options - Edition (default `draft31`).
 * @returns The PC's surprise outcome.
 * @throws {@link CombatInputError} if the spec or face is out of range.
 * @example
 * ```ts
 * resolveSurprise(6, { cls: 'thief' }); // 'surprise'
 * resolveSurprise(20, { wis: 9 }, { edition: 'classic' }); // 'surprise' (the party's free round)
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveSurprise(face: number, spec: SurpriseSpec, options: CombatRuleOptions = {}): SurpriseOutcome {
  const o = optionsOf(options);
  if (o.edition === 'classic') {
    const t = resolveD20({ d20: [face] }, { attribute: whole('R16', 'wis', spec.wis, 0, 19), difficulty: whole('R16', 'difficulty', spec.difficulty ?? 1, 0, 19), levels: 0 }, o);
    return t.outcome === 'critical-success' ? 'surprise' : t.success ? 'ready' : 'surprised';
  }
  whole('R16', 'face', face, 1, initiativeDie(spec.cls as CombatClass));
  return draftSurprise(face, spec);
}

/**
 * Exact odds of one PC's surprise outcome. draft31 with no ambush: surprise 0 (d4), 1/6 (d6),
 * 3/8 (d8); surprised 1/die (k/die when the monsters surprise on 1..k).
 *
 * @param spec - The PC and the situation.
 * @param options - Edition (default `draft31`).
 * @returns Weights over `surprise`, `ready`, `surprised`.
 * @throws {@link CombatInputError} if the spec is out of range.
 * @example
 * ```ts
 * probability(surpriseDistribution({ cls: 'cleric' }), 'surprise'); // 1/6
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function surpriseDistribution(spec: SurpriseSpec, options: CombatRuleOptions = {}): Distribution<SurpriseOutcome> {
  const o = optionsOf(options);
  const sides = o.edition === 'classic' ? 20 : initiativeDie(spec.cls as CombatClass);
  const w = new Map<SurpriseOutcome, number>();
  for (const f of die(sides).outcomes) {
    const x = resolveSurprise(f, spec, o);
    w.set(x, (w.get(x) ?? 0) + 1);
  }
  return fromWeights(SURPRISE_ORDER.filter((x) => w.has(x)).map((x) => [x, w.get(x) ?? 0] as const));
}

/**
 * Rolls one PC's surprise.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The PC and the situation.
 * @param options - Edition (default `draft31`).
 * @returns The outcome, the face, and the next state.
 * @throws {@link CombatInputError} if the spec is out of range.
 * @example
 * ```ts
 * const [s, next] = rollSurprise(seed(2), { cls: 'fighter', ambush: 'monsters' });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollSurprise(rng: Rng, spec: SurpriseSpec, options: CombatRuleOptions = {}): readonly [result: SurpriseRoll, next: Rng] {
  const o = optionsOf(options);
  const [f, r] = rollDie(rng, o.edition === 'classic' ? 20 : initiativeDie(spec.cls as CombatClass));
  return [Object.freeze({ outcome: resolveSurprise(f, spec, o), face: f }), r];
}
