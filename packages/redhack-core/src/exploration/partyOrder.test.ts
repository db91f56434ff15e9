import { describe, expect, it } from 'vitest';
import { partyOrder, type PartyMember } from './partyOrder.js';
import { ExplorationError } from './ExplorationError.js';

describe('partyOrder', () => {
  it('puts characters who name no rank in the middle and a front character in the lead', () => {
    const party: readonly PartyMember[] = Object.freeze([Object.freeze({ name: 'Ada', rank: 'front' as const }), Object.freeze({ name: 'Bo' }), Object.freeze({ name: 'Cy', rank: 'rear' as const }), Object.freeze({ name: 'Di', rank: 'front' as const })]);
    const o = partyOrder(party, 'Di');
    expect(o).toMatchObject({ front: ['Ada', 'Di'], middle: ['Bo'], rear: ['Cy'], leading: 'front', leader: 'Di' });
    expect(o.log).toEqual(['front: Ada, Di; middle: Bo; rear: Cy', 'the front meets hazards first', 'Di leads']);
    expect(partyOrder(party).leader).toBe('Ada');
  });
  it('lets the middle meet hazards first when nobody walks in front', () => {
    const o = partyOrder([{ name: 'Bo' }, { name: 'Cy', rank: 'rear' }]);
    expect(o.leading).toBe('middle');
    expect(o.leader).toBe('Bo');
    expect(o.log[1]).toBe('nobody walks in front, so the middle meets hazards first');
    expect(partyOrder([{ name: 'Cy', rank: 'rear' }]).leading).toBe('rear');
  });
  it('refuses a leader outside the leading rank, repeated names, unknown ranks and an empty party', () => {
    expect(() => partyOrder([{ name: 'Ada', rank: 'front' }, { name: 'Bo' }], 'Bo')).toThrow(ExplorationError);
    expect(() => partyOrder([{ name: 'Ada' }, { name: 'Ada' }])).toThrow(ExplorationError);
    expect(() => partyOrder([{ name: 'Ada', rank: 'side' as 'front' }])).toThrow(ExplorationError);
    expect(() => partyOrder([])).toThrow(ExplorationError);
    expect(() => partyOrder([{ name: '' }])).toThrow(ExplorationError);
  });
});
