// Travel: classic speed and the survival roll; draft31 hexes, events, weather and mounts.
export { TravelError } from './TravelError.js';
export type { SpeedConditions, SurvivalRollSpec, Traveller, SurvivalRoll } from './classic.js';
export { classicSpeed, countedHexes, hexPenalty, survivalModifier, resolveSurvivalRoll, survivalDistribution, rollSurvival, leaderOf } from './classic.js';
export type { Mount, TravelDaySpec, TravelState, TravelDayResult, MountCapacity } from './draft31.js';
export { MAX_HEXES_PER_DAY, hexEventChance, mountCapacity, travelDay } from './draft31.js';
