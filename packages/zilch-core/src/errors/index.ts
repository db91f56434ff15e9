export { SuitValueError } from './SuitValueError.js';
export { ClassError } from './ClassError.js';
export { ChipError } from './ChipError.js';
export { EquipmentError } from './EquipmentError.js';
export { StanceError } from './StanceError.js';
export { ActionError } from './ActionError.js';
export { BoneyardError } from './BoneyardError.js';
export { CombatStateError } from './CombatStateError.js';
