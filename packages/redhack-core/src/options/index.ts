export type { Edition, RedhackOptions, ResolvedOptions } from './options.js';
export { EDITIONS, DEFAULT_EDITION, EDITION_DEFAULTS, assertEdition, resolveOptions } from './options.js';
