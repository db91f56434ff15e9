import type { Edition } from '../options/options.js';
import type { AdvantageSource } from '../tests/spec.js';
import { frozen } from '../internal/freeze.js';

/**
 * A background: a sentence about the character that grants advantage (or disadvantage) on the
 * tests it bears on, invites the DM to bring its story in, and may give a small special rule.
 * As data, the tests it bears on are tags ([ruling R54](../../../../docs/rulings/redhack.md#r54)):
 * every background grants advantage on tests tagged `background:<id>` (the DM's call), and
 * some also name the tags they always cover.
 * Source: redhack-rules.txt › 3. Backgrounds; redhack-3.1-draft.txt › Backgrounds.
 * @since 0.1.0
 * @category Characters
 */
export interface Background {
  /** Catalogue key, e.g. `'raised-by-goblins'`; custom backgrounds choose their own. */
  readonly id: string;
  /** The background's sentence or name. */
  readonly name: string;
  /** The edition whose text gives it as an example (custom backgrounds: either). */
  readonly edition: Edition;
  /** The draft's three kinds: broad advantage on one aspect of an attribute, narrow advantage on any attribute, or a small rule change; classic samples are `descriptive`. */
  readonly kind: 'descriptive' | 'broad' | 'narrow' | 'rule';
  /** What it grants on which tagged tests; includes the `background:<id>` source. */
  readonly sources: readonly AdvantageSource[];
  /** A special rule it adds, paraphrased, if any. */
  readonly rule?: string;
}

/**
 * Builds a background from its id, name and the tags it always covers; it always also covers
 * tests tagged `background:<id>`.
 *
 * @param id - Its key, e.g. `'ship-captain'` (non-empty).
 * @param name - Its sentence.
 * @param options - Edition (default draft31), kind (default `narrow`), tags it covers, a rule,
 *   and tags it imposes disadvantage on (a broad background's cost).
 * @returns The frozen background.
 * @example
 * ```ts
 * const sailor = defineBackground('sailor', 'Grew up on a merchant ship', { covers: ['skill:sail', 'skill:swim'] });
 * ```
 * @since 0.1.0
 * @category Characters
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineBackground(
  id: string,
  name: string,
  options: {
    readonly edition?: Edition;
    readonly kind?: Background['kind'];
    readonly covers?: readonly string[];
    readonly coversAllOf?: readonly string[];
    readonly hinders?: readonly string[];
    readonly rule?: string;
  } = {},
): Background {
  const sources: AdvantageSource[] = [{ name, effect: 'advantage', anyOf: [`background:${id}`] }];
  if (options.covers !== undefined && options.covers.length > 0) sources.push({ name, effect: 'advantage', anyOf: [...options.covers] });
  if (options.coversAllOf !== undefined && options.coversAllOf.length > 0) sources.push({ name, effect: 'advantage', allOf: [...options.coversAllOf] });
  if (options.hinders !== undefined && options.hinders.length > 0) sources.push({ name, effect: 'disadvantage', anyOf: [...options.hinders] });
  return frozen({
    id,
    name,
    edition: options.edition ?? 'draft31',
    kind: options.kind ?? 'narrow',
    sources,
    ...(options.rule === undefined ? {} : { rule: options.rule }),
  });
}

/**
 * The sample backgrounds of both texts: classic's five descriptive samples, and the draft's
 * examples of each kind (Eagle-Eyed, Son of wine merchants, Phalanx Fighting) plus its broad
 * "Raised by a Gang of Thieves" played with a matching cost.
 * @example
 * ```ts
 * SAMPLE_BACKGROUNDS.filter((b) => b.edition === 'classic').length; // 5
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const SAMPLE_BACKGROUNDS: readonly Background[] = /* @__PURE__ */ Object.freeze([
  defineBackground('raised-by-goblins', 'Raised by goblins.', { edition: 'classic', kind: 'descriptive' }),
  defineBackground('second-son', 'Second son of a noble house.', { edition: 'classic', kind: 'descriptive' }),
  defineBackground('defrocked-priest', 'Defrocked priest.', { edition: 'classic', kind: 'descriptive' }),
  defineBackground('cellmate-of-a-sage', 'Cellmate of a mysterious sage while in prison, from whom she learned many secret things.', { edition: 'classic', kind: 'descriptive' }),
  defineBackground('pit-uprising', 'Led an uprising in the fighting pits of Jaroon.', { edition: 'classic', kind: 'descriptive' }),
  defineBackground('eagle-eyed', 'Eagle-Eyed', { kind: 'broad', coversAllOf: ['attribute:WIS', 'perception:sight'] }),
  defineBackground('son-of-wine-merchants', 'Son of wine merchants', { kind: 'narrow', covers: ['topic:wine'] }),
  defineBackground('phalanx-fighting', 'Phalanx Fighting', {
    kind: 'rule',
    coversAllOf: ['attack', 'reaction', 'has:spear', 'has:shield'],
    rule: 'With spear and shield, advantage on free attacks against anyone attacking a close ally.',
  }),
  defineBackground('raised-by-thieves', 'Raised by a Gang of Thieves', {
    kind: 'broad',
    covers: ['topic:underworld'],
    hinders: ['topic:polite-society'],
  }),
]);
