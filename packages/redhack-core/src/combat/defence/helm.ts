// The helm's drawbacks as tag-matched disadvantage sources (R53 classic, R19 / R85 draft31).
import type { AdvantageSource } from '../../tests/index.js';
import { optionsOf, type CombatRuleOptions } from '../core.js';

const CLASSIC: readonly AdvantageSource[] = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ name: 'Helm', effect: 'disadvantage', anyOf: /* @__PURE__ */ Object.freeze(['perception', 'surprise']) }),
  /* @__PURE__ */ Object.freeze({ name: 'Helm', effect: 'disadvantage', allOf: /* @__PURE__ */ Object.freeze(['attribute:CHA']), noneOf: /* @__PURE__ */ Object.freeze(['intimidate']) }),
] as const);

const DRAFT: readonly AdvantageSource[] = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ name: 'Helm', effect: 'disadvantage', anyOf: /* @__PURE__ */ Object.freeze(['perception', 'attribute:CHA']) }),
] as const);

/**
 * The disadvantage a helm gives, as {@link AdvantageSource}s to pass in a test's `sources`
 * (matched by the test's tags). classic ([ruling R53](../../../../../docs/rulings/redhack.md#r53)):
 * tests tagged `perception` or `surprise`, and CHA tests (`attribute:CHA`) unless tagged
 * `intimidate`. draft31: CHA and perception tests. The draft helm's d6 drawbacks (listening at
 * doors, triggering traps) are the exploration rules' `helm` flag
 * ([ruling R85](../../../../../docs/rulings/redhack.md#r85)); its benefit in a fight is the CON
 * save of {@link resolveDefence}. Source: redhack-rules.txt › Armour (Helm);
 * redhack-3.1-draft.txt › Armour (helm).
 *
 * @param options - Edition (default `draft31`).
 * @returns Frozen sources, named `Helm`.
 * @throws {@link EditionError} for an unknown edition.
 * @example
 * ```ts
 * testDistribution({ attribute: 12, tags: ['attribute:CHA'], sources: helmSources() }); // with disadvantage
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function helmSources(options: CombatRuleOptions = {}): readonly AdvantageSource[] {
  return optionsOf(options).edition === 'classic' ? CLASSIC : DRAFT;
}
