import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for a name that is not in the edition's catalogue: an unknown class (classic `fighter`, draft31 `bard`), kit, package, background or item.
 *
 * @example
 * ```ts
 * try { classFor('draft31', 'bard'); } catch (e) { if (e instanceof CatalogueError) e.rule; } // 'class'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class CatalogueError extends RedhackRuleError {
  /** Always `'CatalogueError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'CatalogueError';
}
