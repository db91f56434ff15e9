// Where a table of the 2d6 vocations game comes from: its seed file and the section in it.
import type { TableSource } from '@rollwright/tables';

/** Source of a table in `vocations-2d6.txt`. */
/* @__NO_SIDE_EFFECTS__ */
export function vocations(section: string): TableSource {
  return { seed: 'vocations-2d6.txt', section };
}
