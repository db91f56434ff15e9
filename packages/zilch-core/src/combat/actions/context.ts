// The shape every action handler shares (internal).
import type { CombatEvent, CombatState, TurnProgress } from '../types.js';

/** @internal The state and this turn's progress, threaded through a turn's actions. */
export interface ActionContext {
  readonly state: CombatState;
  readonly progress: TurnProgress;
  readonly events: CombatEvent[];
}

/** @internal Returns the context with a new state. */
export function withState(ctx: ActionContext, state: CombatState): ActionContext {
  return { ...ctx, state };
}
