import { CatalogueError, EditionError } from '../errors/index.js';
import { assertEdition, type Edition } from '../options/options.js';
import { CLASSIC_ITEMS } from './classic.js';
import { DRAFT31_ITEMS } from './draft31.js';
import type { Item } from './items.js';

/**
 * An edition's equipment catalogue.
 *
 * @param edition - `classic` or `draft31`.
 * @returns Every item the edition lists.
 * @throws {@link EditionError} for an unknown edition.
 * @example
 * ```ts
 * catalogue('draft31').filter((i) => i.kind === 'weapon').length; // 13
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function catalogue(edition: Edition): readonly Item[] {
  assertEdition(edition);
  return edition === 'classic' ? CLASSIC_ITEMS : DRAFT31_ITEMS;
}

/**
 * Looks an item up in an edition's catalogue by id, or checks that a given item belongs to it.
 *
 * @param edition - The catalogue to look in.
 * @param item - An item id, or an {@link Item}.
 * @returns The catalogue's item.
 * @throws {@link EditionError} if the item belongs to the other edition's catalogue.
 * @throws {@link CatalogueError} if no catalogue has it.
 * @example
 * ```ts
 * findItem('draft31', 'greatsword').damage; // 8
 * findItem('classic', 'greatsword');        // throws EditionError (a draft31 item)
 * findItem('classic', 'lightsaber');        // throws CatalogueError
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function findItem(edition: Edition, item: string | Item): Item {
  const list = catalogue(edition);
  if (typeof item === 'object' && item !== null) {
    if (item.edition !== edition) throw new EditionError('catalogue', `${item.name} is from the ${item.edition} catalogue, not ${edition}'s`, item.id);
    const own = list.find((x) => x.id === item.id);
    if (own === undefined) throw new CatalogueError('catalogue', `${edition} has no item ${JSON.stringify(item.id)}`, item.id);
    return own;
  }
  const found = list.find((x) => x.id === item);
  if (found !== undefined) return found;
  const other = catalogue(edition === 'classic' ? 'draft31' : 'classic').find((x) => x.id === item);
  if (other !== undefined) throw new EditionError('catalogue', `${JSON.stringify(item)} is only in the ${other.edition} catalogue`, item);
  throw new CatalogueError('catalogue', `${edition} has no item ${JSON.stringify(item)}`, item);
}
