import { CatalogueError, EditionError } from '../errors/index.js';
import { resolveOptions, type RedhackOptions, type ResolvedOptions } from '../options/options.js';
import { SAMPLE_BACKGROUNDS, type Background } from './backgrounds.js';
import { CLASSIC_CLASSES, DRAFT31_CLASSES, type ClassSpec } from './classes.js';
import { CLASSIC_KITS, DRAFT31_PACKAGES, type Kit } from './kits.js';

/**
 * Looks a class up in the edition's list (classic: warrior, thief, cleric, wizard, bard;
 * draft31: fighter, thief, cleric, wizard).
 *
 * @param className - The class id, any case.
 * @param options - Edition and rule options (default draft31).
 * @returns The class.
 * @throws {@link CatalogueError} (rule `class`) if the edition has no such class (classic `fighter`, draft31 `bard`).
 * @example
 * ```ts
 * classFor('fighter').hitDie; // 10
 * classFor('bard');           // throws CatalogueError (the draft has no Bard)
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function classFor(className: string, options: RedhackOptions | ResolvedOptions = {}): ClassSpec {
  const o = resolveOptions(options);
  const list = o.edition === 'classic' ? CLASSIC_CLASSES : DRAFT31_CLASSES;
  const id = typeof className === 'string' ? className.trim().toLowerCase() : className;
  const found = list.find((c) => c.id === id);
  if (found === undefined) {
    const other = (o.edition === 'classic' ? DRAFT31_CLASSES : CLASSIC_CLASSES).some((c) => c.id === id);
    throw new CatalogueError(
      'class',
      `${o.edition} has no class ${JSON.stringify(className)}${other ? ` (it is a ${o.edition === 'classic' ? 'draft31' : 'classic'} class)` : ''}; choose ${list.map((c) => c.id).join(', ')}`,
      className,
    );
  }
  return found;
}

/**
 * The classes of the edition.
 *
 * @param options - Edition and rule options (default draft31).
 * @returns Classic: Warrior, Thief, Cleric, Wizard, Bard; draft31: Fighter, Thief, Cleric, Wizard.
 * @example
 * ```ts
 * classesOf({ edition: 'classic' }).map((c) => c.id); // ['warrior', 'thief', 'cleric', 'wizard', 'bard']
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function classesOf(options: RedhackOptions | ResolvedOptions = {}): readonly ClassSpec[] {
  return resolveOptions(options).edition === 'classic' ? CLASSIC_CLASSES : DRAFT31_CLASSES;
}

/**
 * The starting kits a class may take: classic, its own numbered kits (the Bard: the Thief's
 * kits or none, option `bardKit`, [ruling R49](../../../../docs/rulings/redhack.md#r49));
 * draft31, every package (any class) and `gold`.
 *
 * @param className - The class id.
 * @param options - Edition and rule options (default draft31).
 * @returns The kits, possibly none.
 * @throws {@link CatalogueError} for an unknown class.
 * @example
 * ```ts
 * kitsFor('bard', { edition: 'classic' }).map((k) => k.id); // ['thief-1', 'thief-2']
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function kitsFor(className: string, options: RedhackOptions | ResolvedOptions = {}): readonly Kit[] {
  const o = resolveOptions(options);
  const cls = classFor(className, o);
  if (o.edition === 'draft31') return DRAFT31_PACKAGES;
  const owner = cls.id === 'bard' ? (o.bardKit === 'thief' ? 'thief' : undefined) : cls.id;
  return CLASSIC_KITS.filter((k) => k.forClass === owner);
}

/**
 * Looks a kit or package up by id in the edition's lists.
 *
 * @param kitId - E.g. `'warrior-2'` (classic) or `'knight-errant'` (draft31).
 * @param options - Edition and rule options (default draft31).
 * @returns The kit.
 * @throws {@link CatalogueError} (rule `kit`) for an unknown id; {@link EditionError} for the other edition's.
 * @example
 * ```ts
 * findKit('noble').fixedGold; // 20
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function findKit(kitId: string, options: RedhackOptions | ResolvedOptions = {}): Kit {
  const o = resolveOptions(options);
  const own = o.edition === 'classic' ? CLASSIC_KITS : DRAFT31_PACKAGES;
  const found = own.find((k) => k.id === kitId);
  if (found !== undefined) return found;
  if ((o.edition === 'classic' ? DRAFT31_PACKAGES : CLASSIC_KITS).some((k) => k.id === kitId)) {
    throw new EditionError('kit', `${JSON.stringify(kitId)} is a ${o.edition === 'classic' ? 'draft31 package' : 'classic kit'}`, kitId);
  }
  throw new CatalogueError('kit', `${o.edition} has no kit ${JSON.stringify(kitId)}; choose ${own.map((k) => k.id).join(', ')}`, kitId);
}

/**
 * Looks a sample background up by id (custom backgrounds are built with {@link defineBackground}).
 *
 * @param id - E.g. `'raised-by-goblins'`.
 * @param options - Edition and rule options (default draft31).
 * @returns The background.
 * @throws {@link CatalogueError} (rule `background`) for an unknown id; {@link EditionError} for the other edition's sample.
 * @example
 * ```ts
 * findBackground('eagle-eyed').kind; // 'broad'
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function findBackground(id: string, options: RedhackOptions | ResolvedOptions = {}): Background {
  const o = resolveOptions(options);
  const found = SAMPLE_BACKGROUNDS.find((b) => b.id === id);
  if (found === undefined) throw new CatalogueError('background', `no sample background ${JSON.stringify(id)}; build your own with defineBackground`, id);
  if (found.edition !== o.edition) throw new EditionError('background', `${JSON.stringify(id)} is a ${found.edition} sample background`, id);
  return found;
}
