// Where a Zilch table comes from: its seed file and the section in it.
import type { TableSource } from '@rollwright/tables';

/** Source of a table in `zilch-lite.txt`. */
/* @__NO_SIDE_EFFECTS__ */
export function zilch(section: string): TableSource {
  return { seed: 'zilch-lite.txt', section };
}
