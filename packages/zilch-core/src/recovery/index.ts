export type { RestOptions, RestOutcome, RestResult } from './recovery.js';
export { rally, firstAidHp, firstAidDistribution, restDistribution, rest, sleep } from './recovery.js';
