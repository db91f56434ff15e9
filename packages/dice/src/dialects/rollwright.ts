import { parse } from '../notation/parse.js';
import type { Dialect } from './Dialect.js';

/**
 * Rollwright's own notation (the default when `compile` gets no dialect), as a dialect object
 * for code that picks a dialect by name. See the package README for the syntax and, for each
 * operator, what it means in the other dialects.
 *
 * @example
 * ```ts
 * import { compile } from '@rollwright/dice';
 * import { rollwright } from '@rollwright/dice/dialects';
 * compile('4d6kh3', { dialect: rollwright }).notation; // '4d6kh3'
 * ```
 * @since 0.2.0
 * @category Dialects
 */
export const rollwright: Dialect = Object.freeze({
  name: 'rollwright',
  title: 'Rollwright',
  sources: Object.freeze([]),
  parse: (notation: string) => parse(notation),
});
