export type { LegalActions } from './legalActions.js';
export { legalActions } from './legalActions.js';
export type { PreviewOptions, AttackPreview } from './previewAttack.js';
export { previewAttack } from './previewAttack.js';
export type { Viewer, CombatantView, CombatView, CombatEventView, DominoEventView } from './view.js';
export { viewFor, eventsFor } from './view.js';
export type { CombatantPatch } from './gm.js';
export { addCombatant, removeCombatant, editCombatant } from './gm.js';
export { loadCombatState } from './load.js';
