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
/* @__NO_SIDE_EFFECTS__ */
export function classic(section: string): { readonly seed: string; readonly section: string } {
  return { seed: 'redhack-rules.txt', section };
}
/** Source of a table in `redhack-3.1-draft.txt` (variant `draft31`). */
/* @__NO_SIDE_EFFECTS__ */
export function draft31(section: string): { readonly seed: string; readonly section: string } {
  return { seed: 'redhack-3.1-draft.txt', section };
}
/** Source of a table in `zilch-lite.txt`. */
/* @__NO_SIDE_EFFECTS__ */
export function zilch(section: string): { readonly seed: string; readonly section: string } {
  return { seed: 'zilch-lite.txt', section };
}
/** Source of a table in `vocations-2d6.txt`. */
/* @__NO_SIDE_EFFECTS__ */
export function vocations(section: string): { readonly seed: string; readonly section: string } {
  return { seed: 'vocations-2d6.txt', section };
}
