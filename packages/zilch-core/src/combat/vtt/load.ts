import * as z from 'zod/mini';
import { assertRng, type Rng } from '@rollwright/dice';
import { CombatStateError } from '../../errors/CombatStateError.js';
import { assertCharacter, type Character } from '../../characters/character.js';
import { assertSource } from '../dominoSource.js';
import { newProgress } from '../economy.js';
import { COMBAT_STATE_VERSION } from '../startCombat.js';
import { freezeState } from '../internal.js';
import type { Action, CombatState } from '../types.js';

const tile = z.object({ greater: z.int().check(z.gte(0), z.lte(12)), lesser: z.int().check(z.gte(0), z.lte(12)) });
const isCharacter = (v: unknown): v is Character => {
  try {
    assertCharacter(v);
    return true;
  } catch {
    return false;
  }
};
const combatant = z.object({
  id: z.string().check(z.minLength(1)),
  side: z.string().check(z.minLength(1)),
  pc: z.boolean(),
  aware: z.boolean(),
  character: z.custom<Character>(isCharacter, 'not a character'),
  initiative: z.int(),
  stance: z.enum(['reckless', 'bold', 'cautious', 'guarded', 'none']),
  tile: z.nullable(tile),
  acted: z.boolean(),
  defended: z.boolean(),
  readied: z.nullable(z.custom<Action>((v) => typeof v === 'object' && v !== null && typeof (v as { kind?: unknown }).kind === 'string')),
  grappling: z.nullable(z.string()),
  threatenedUntil: z.nullable(z.int()),
  revealed: z.optional(z.boolean()),
});
const progress = z.object({
  id: z.string(),
  taken: z.array(z.string()),
  full: z.int().check(z.gte(0), z.lte(1)),
  standard: z.int().check(z.gte(0), z.lte(1)),
  minor: z.int().check(z.gte(0), z.lte(2)),
  moved: z.boolean(),
  stepped: z.boolean(),
  secondAttack: z.nullable(z.object({ pips: z.int().check(z.gte(1)), weapon: z.string(), chipsSpent: z.boolean() })),
});
const schema = z.object({
  version: z.optional(z.int().check(z.gte(0))),
  rng: z.custom<Rng>((v) => {
    try {
      assertRng(v);
      return true;
    } catch {
      return false;
    }
  }, 'not an Rng state'),
  options: z.object({
    dominoSource: z.enum(['tiles21', '2d6', 'd8d4']),
    initiativeDice: z.enum(['none', 'perCharacter', 'perSide']),
    greatCategory: z.boolean(),
    defenseless: z.enum(['suitOnly', 'zeroDefense']),
    threatenedByAdjacency: z.optional(z.boolean()),
  }),
  round: z.int().check(z.gte(1)),
  surprise: z.boolean(),
  phase: z.enum(['stances', 'turns', 'ended']),
  order: z.array(z.string()),
  turn: z.int().check(z.gte(0)),
  combatants: z.array(combatant).check(z.minLength(2), z.maxLength(64)),
  boneyard: z.array(tile),
  winner: z.nullable(z.string()),
  turnProgress: z.optional(z.nullable(progress)),
});

/**
 * Reads a saved fight (for example `JSON.parse` of a stored `CombatState`) and returns a state the
 * engine can continue. **Promise:** every state written by an earlier release of this package is
 * read, upgraded to the current shape ({@link COMBAT_STATE_VERSION}) and continues the same fight
 * with the same dice; a state from a newer release is refused rather than misread. Version history:
 * 0 (0.1.x, no `version` field) → 1 (0.2.0: `version`, `turnProgress`, `Combatant.revealed`; an
 * old state's dominoes count as face down except the one whose turn it is).
 *
 * @param json - The parsed JSON (never mutated).
 * @returns A frozen, validated state at the current version.
 * @throws {@link CombatStateError} when the value is not a fight, its order does not match its
 *   combatants, its turn in progress is not the current combatant's, or its version is newer than
 *   this release.
 * @example
 * ```ts
 * const saved = JSON.stringify(state);
 * const again = loadCombatState(JSON.parse(saved));
 * ```
 * @since 0.2.0
 * @category VTT
 */
export function loadCombatState(json: unknown): CombatState {
  const version = typeof json === 'object' && json !== null && 'version' in json ? (json as { version: unknown }).version : 0;
  if (typeof version === 'number' && version > COMBAT_STATE_VERSION) {
    throw new CombatStateError(`this fight was saved by a newer release (state version ${version}; this release reads up to ${COMBAT_STATE_VERSION})`);
  }
  const r = z.safeParse(schema, json);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new CombatStateError(`not a saved fight: ${issue === undefined ? 'invalid' : `${issue.path.join('.') || '(root)'}: ${issue.message}`}`);
  }
  const v = r.data;
  assertSource(v.options.dominoSource);
  const ids = v.combatants.map((c) => c.id);
  if (new Set(ids).size !== ids.length || v.order.length !== ids.length || new Set(v.order).size !== ids.length || v.order.some((o) => !ids.includes(o))) {
    throw new CombatStateError('not a saved fight: the order must list every combatant id once');
  }
  if (v.turn > v.order.length) throw new CombatStateError('not a saved fight: turn is past the end of the order');
  const current = v.order[v.turn];
  // a turn in progress is always the current combatant's: the engine would otherwise drop the actions asked of it
  if (v.phase === 'turns' && v.turnProgress != null && v.turnProgress.id !== current) {
    throw new CombatStateError(`not a saved fight: the turn in progress is ${v.turnProgress.id}'s, but order[turn] is ${String(current)}`);
  }
  const combatants = v.combatants.map((c) =>
    Object.freeze({ ...c, revealed: c.revealed ?? (v.phase === 'turns' && c.id === current && c.tile !== null), tile: c.tile === null ? null : Object.freeze({ ...c.tile }) }),
  );
  const turnProgress =
    v.turnProgress !== undefined
      ? v.turnProgress === null
        ? null
        : Object.freeze({ ...v.turnProgress, taken: Object.freeze(v.turnProgress.taken as Action['kind'][]) })
      : v.phase === 'turns' && current !== undefined
        ? newProgress(current)
        : null;
  return freezeState({
    ...v,
    version: COMBAT_STATE_VERSION,
    options: Object.freeze({ ...v.options, threatenedByAdjacency: v.options.threatenedByAdjacency ?? false }),
    order: [...v.order],
    combatants,
    boneyard: v.boneyard.map((t) => Object.freeze({ ...t })),
    turnProgress,
  });
}
