// Where a RedHack table comes from: the seed file of its edition and the section in it.
import type { TableSource } from '@rollwright/tables';

/** Source of a table in `redhack-rules.txt` (edition `classic`). */
/* @__NO_SIDE_EFFECTS__ */
export function classic(section: string): TableSource {
  return { seed: 'redhack-rules.txt', section };
}
/** Source of a table in `redhack-3.1-draft.txt` (edition `draft31`). */
/* @__NO_SIDE_EFFECTS__ */
export function draft31(section: string): TableSource {
  return { seed: 'redhack-3.1-draft.txt', section };
}
