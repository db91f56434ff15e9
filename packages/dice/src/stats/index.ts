// Statistics helpers of @rollwright/dice (re-exported by the package barrel).
export { chiSquareSurvival } from './chiSquareSurvival.js';
export type { GoodnessOfFit } from './goodnessOfFit.js';
export { goodnessOfFit } from './goodnessOfFit.js';
