/**
 * Payload of a descriptive table row: a short summary of what the result means at the table.
 * Rule packages use it for tables whose rows are prose rather than structured data.
 *
 * @example
 * ```ts
 * const row: Entry = { summary: 'The creature flees.' };
 * ```
 * @since 0.1.0
 * @category Tables
 */
export interface Entry {
  /** What the result means at the table, in the rule package's own words. */
  readonly summary: string;
}
