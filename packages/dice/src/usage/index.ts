// Usage dice (ruling U1 on docs/rulings/dice.md): rolling one use, and the exact distribution of a die's lifetime.
export type { UsageDie, UsageRollMode, UsageStepOptions } from './UsageDie.js';
export type { UsageRoll } from './rollUsageDie.js';
export { rollUsageDie } from './rollUsageDie.js';
export { UsageModeError } from './UsageModeError.js';
export { UsageStepError } from './UsageStepError.js';
export type { UsageLifetimeOptions } from './usageDieLifetime.js';
export { usageDieLifetime } from './usageDieLifetime.js';
