// draft31 party order: front, middle and rear, the leader, and who meets hazards first.
import { ExplorationError } from './ExplorationError.js';

/**
 * Where a character walks in the draft31 marching order.
 * @since 0.2.0
 * @category RedHack exploration
 */
export type PartyRank = 'front' | 'middle' | 'rear';

/**
 * The ranks in marching order, front first.
 * @example
 * ```ts
 * PARTY_RANKS[0]; // 'front'
 * ```
 * @since 0.2.0
 * @category RedHack exploration
 */
export const PARTY_RANKS: readonly PartyRank[] = /* @__PURE__ */ Object.freeze(['front', 'middle', 'rear'] as const);

/**
 * One character placed in the order.
 * @since 0.2.0
 * @category RedHack exploration
 */
export interface PartyMember {
  /** The character's name, unique in the party (1..100 characters). */
  readonly name: string;
  /** The rank asked for; a character who names none walks in the middle. */
  readonly rank?: PartyRank;
}

/**
 * A party's marching order.
 * @since 0.2.0
 * @category RedHack exploration
 */
export interface PartyOrder {
  /** Names in the front rank, in the order given. */
  readonly front: readonly string[];
  /** Names in the middle rank (including everyone who named no rank). */
  readonly middle: readonly string[];
  /** Names in the rear rank. */
  readonly rear: readonly string[];
  /** The rank that meets hazards first: the front, or the middle when nobody walks in front (the rear when it is alone). */
  readonly leading: PartyRank;
  /** The leader, who picks the route and how the party proceeds: a character of the leading rank. */
  readonly leader: string;
  /** One line per decision, for a log. */
  readonly log: readonly string[];
}

/** Most characters one party order takes. */
const MAX_PARTY = 100;

/**
 * Sets a draft31 party's marching order: each character walks in the front, the middle or the
 * rear, and whoever names no rank walks in the middle. The front meets hazards first; with
 * nobody in front the middle does (and with only a rear, the rear). The leader is one of the
 * characters of that leading rank (the seed: one of the front); by default the first listed.
 * Source: redhack-3.1-draft.txt › Dungeon exploration › party order;
 * [ruling R91](../../../../docs/rulings/redhack.md#r91-party-order-without-a-front-rank).
 *
 * @param members - The party in the order given (1..100 characters); never mutated.
 * @param leader - The leader's name (default: the first character of the leading rank).
 * @returns The order, frozen.
 * @throws {@link ExplorationError} (`party-order`) for an empty or oversized party, a missing or
 *   repeated name, an unknown rank, or a leader who is not in the leading rank.
 * @example
 * ```ts
 * const o = partyOrder([{ name: 'Ada', rank: 'front' }, { name: 'Bo' }, { name: 'Cy', rank: 'rear' }]);
 * o.middle; // ['Bo']
 * o.leader; // 'Ada'
 * partyOrder([{ name: 'Bo' }, { name: 'Cy', rank: 'rear' }]).leading; // 'middle'
 * ```
 * @since 0.2.0
 * @category RedHack exploration
 */
export function partyOrder(members: readonly PartyMember[], leader?: string): PartyOrder {
  if (!Array.isArray(members) || members.length === 0 || members.length > MAX_PARTY) {
    throw new ExplorationError('party-order', `a party order needs 1..${MAX_PARTY} characters`, members);
  }
  const ranks: Record<PartyRank, string[]> = { front: [], middle: [], rear: [] };
  const seen = new Set<string>();
  for (const m of members as readonly unknown[]) {
    const member = m as PartyMember;
    if (typeof member !== 'object' || member === null || typeof member.name !== 'string' || member.name === '' || member.name.length > 100) {
      throw new ExplorationError('party-order', 'every character needs a name of 1..100 characters', m);
    }
    if (seen.has(member.name)) throw new ExplorationError('party-order', `${member.name} is listed twice`, member.name);
    seen.add(member.name);
    const rank = member.rank ?? 'middle';
    if (!PARTY_RANKS.includes(rank)) throw new ExplorationError('party-order', `the rank of ${member.name} must be front, middle or rear, got ${String(rank)}`, rank);
    ranks[rank].push(member.name);
  }
  const leading = PARTY_RANKS.find((r) => ranks[r].length > 0) ?? 'middle';
  const chosen = leader ?? ranks[leading][0] ?? '';
  if (!ranks[leading].includes(chosen)) {
    throw new ExplorationError('party-order', `the leader must walk in the ${leading} rank (${ranks[leading].join(', ')}), got ${String(leader)}`, leader);
  }
  const log = [
    `front: ${ranks.front.join(', ') || 'nobody'}; middle: ${ranks.middle.join(', ') || 'nobody'}; rear: ${ranks.rear.join(', ') || 'nobody'}`,
    `${leading === 'front' ? 'the front' : `nobody walks ${leading === 'middle' ? 'in front' : 'in front or in the middle'}, so the ${leading}`} meets hazards first`,
    `${chosen} leads`,
  ];
  return Object.freeze({
    front: Object.freeze(ranks.front),
    middle: Object.freeze(ranks.middle),
    rear: Object.freeze(ranks.rear),
    leading,
    leader: chosen,
    log: Object.freeze(log),
  });
}
