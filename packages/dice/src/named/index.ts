// Named-face dice: dice whose faces show names and symbols (coins, Fate, skulls and shields,
// narrative symbol dice), with exact distributions and a seeded sampler from one definition.
export type { NamedDieErrorReason } from './NamedDieError.js';
export { NamedDieError } from './NamedDieError.js';
export { MAX_NAMED_FACES, MAX_NAMED_POOL, MAX_SYMBOLS_PER_FACE } from './limits.js';
export type { NamedDie, NamedFace, NamedFaceInput } from './namedDie.js';
export { namedDie } from './namedDie.js';
export { namedFaceDistribution } from './namedFaceDistribution.js';
export { symbolCountDistribution } from './symbolCountDistribution.js';
export { netSymbolDistribution } from './netSymbolDistribution.js';
export type { NamedRoll } from './tallyNamedDice.js';
export { tallyNamedDice } from './tallyNamedDice.js';
export { rollNamedDice } from './rollNamedDice.js';
