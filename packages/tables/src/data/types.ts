/**
 * Payload of a descriptive seed-table row: a short summary in our own words.
 *
 * @since 0.1.0
 * @category Seed data
 */
export interface Entry {
  /** What the result means at the table, paraphrased (the seed's wording belongs to its author). */
  readonly summary: string;
}

/** Source of a table in `redhack-rules.txt` (variant `classic`). */
export const classic = (section: string): { readonly seed: string; readonly section: string } => ({ seed: 'redhack-rules.txt', section });
/** Source of a table in `redhack-3.1-draft.txt` (variant `draft31`). */
export const draft31 = (section: string): { readonly seed: string; readonly section: string } => ({ seed: 'redhack-3.1-draft.txt', section });
/** Source of a table in `zilch-lite.txt`. */
export const zilch = (section: string): { readonly seed: string; readonly section: string } => ({ seed: 'zilch-lite.txt', section });
/** Source of a table in `vocations-2d6.txt`. */
export const vocations = (section: string): { readonly seed: string; readonly section: string } => ({ seed: 'vocations-2d6.txt', section });
