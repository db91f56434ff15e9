// draft31 area effects: which combatants a Blast, Cone or Line reaches, read off who is close to
// whom (the draft has no map, only range bands).
import { CombatInputError } from '../errors.js';

/**
 * The draft's area shapes.
 *
 * @since 0.1.0
 * @category Combat
 */
export type AreaShape = 'blast' | 'cone' | 'line';

/**
 * Who an area effect is aimed at.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface AreaSpec {
  /** The shape. */
  readonly shape: AreaShape;
  /** The first target's id. */
  readonly target: string;
  /** Cone: a second target within the cone's length of the first; Line: a second target when the caster moved to line it up. */
  readonly second?: string;
  /** Line: the caster moved to line the shot up just before casting (allows `second`). */
  readonly linedUp?: boolean;
  /** Who is close to whom (symmetric is not required: both directions are read). */
  readonly close: Readonly<Record<string, readonly string[]>>;
}

/** Most ids an area may reach. */
export const MAX_AREA_TARGETS = 1000;

function closeTo(close: AreaSpec['close'], id: string): string[] {
  const out = new Set(close[id] ?? []);
  for (const [k, v] of Object.entries(close)) if (v.includes(id)) out.add(k);
  out.delete(id);
  return [...out];
}

/**
 * The ids an area effect reaches (draft31): a Blast the target and everyone close to it; a Cone up
 * to two targets and everyone close to the second; a Line one target and everyone close to it,
 * or two targets and everyone close to them when the caster lined it up.
 *
 * @param spec - Shape, targets and closeness.
 * @returns The ids reached, the targets first, then the rest in sorted order.
 * @throws {@link CombatInputError} for an unknown shape, a second target where the shape allows
 *   none, or a closeness map past {@link MAX_AREA_TARGETS} ids.
 * @example
 * ```ts
 * areaTargets({ shape: 'blast', target: 'orc1', close: { orc1: ['orc2', 'hero'] } }); // ['orc1', 'hero', 'orc2']
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function areaTargets(spec: AreaSpec): readonly string[] {
  if (typeof spec !== 'object' || spec === null || typeof spec.target !== 'string') throw new CombatInputError('DR-31', 'an area needs a target id', spec);
  if (typeof spec.close !== 'object' || spec.close === null) throw new CombatInputError('DR-31', 'close must map ids to the ids close to them', spec.close);
  if (Object.keys(spec.close).length > MAX_AREA_TARGETS) throw new CombatInputError('DR-31', `at most ${MAX_AREA_TARGETS} ids`, Object.keys(spec.close).length);
  const targets = [spec.target];
  let spread: string[];
  if (spec.shape === 'blast') {
    if (spec.second !== undefined) throw new CombatInputError('DR-31', 'a Blast has one target', spec.second);
    spread = closeTo(spec.close, spec.target);
  } else if (spec.shape === 'cone') {
    if (spec.second !== undefined) targets.push(spec.second);
    spread = closeTo(spec.close, spec.second ?? spec.target);
  } else if (spec.shape === 'line') {
    if (spec.second !== undefined) {
      if (spec.linedUp !== true) throw new CombatInputError('DR-31', 'a Line reaches a second target only when the caster lined it up', spec.second);
      targets.push(spec.second);
    }
    spread = targets.flatMap((t) => closeTo(spec.close, t));
  } else {
    throw new CombatInputError('DR-31', `shape must be 'blast', 'cone' or 'line', got ${String(spec.shape)}`, spec.shape);
  }
  const rest = [...new Set(spread)].filter((x) => !targets.includes(x)).sort();
  return Object.freeze([...new Set(targets), ...rest]);
}
