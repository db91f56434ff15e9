import { describe, expect, it } from 'vitest';
import { goodnessOfFit, probability, seed, type Rng } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { lookupBand } from '@rollwright/tables';
import { rollOnTable } from '@rollwright/tables';
import { tableDistribution } from '@rollwright/tables';
import { RollOutOfRangeError } from '@rollwright/tables';
import { redhackTableSet as seedTables } from '../registry.js';
import {
  draft31DungeonEvent,
  draft31EncounterDistance,
  draft31Hazard,
  draft31MonsterReactChance,
  draft31MonsterSave,
  draft31NpcInjury,
  draft31PcInjury,
  draft31Reaction,
  draft31ReactionBandit,
  draft31ReactionChaCrit,
  draft31ReactionChaFail,
  draft31ReactionChaFumble,
  draft31ReactionChaSuccess,
  draft31ReactionGuard,
  draft31ReactionPassing,
  draft31ReactionPredator,
  draft31TreasureHoard,
  draft31Visibility,
  draft31WildernessEvent,
  pcInjury,
  unitHitChance,
} from './tables.js';

const p = (num: bigint, den: bigint): { num: bigint; den: bigint } => ({ num, den });

describe('draft31Reaction', () => {
  it('has the 2d6 band odds', () => {
    expect(probability(tableDistribution(draft31Reaction), 'Neutral')).toEqual(p(4n, 9n));
    expect(probability(tableDistribution(draft31Reaction), 'Hospitable')).toEqual(p(1n, 4n));
  });
});

describe('draft31ReactionChaSuccess', () => {
  it('keeps the two highest of 3d6 (R25)', () => {
    expect(probability(tableDistribution(draft31ReactionChaSuccess), 'Friendly')).toEqual(p(2n, 27n));
    expect(probability(tableDistribution(draft31ReactionChaSuccess), 'Hostile')).toEqual(p(1n, 216n));
  });
});

describe('draft31ReactionChaFail', () => {
  it('keeps the two lowest of 3d6 (R25)', () => {
    expect(probability(tableDistribution(draft31ReactionChaFail), 'Hostile')).toEqual(p(2n, 27n));
  });
});

describe('draft31ReactionChaCrit', () => {
  it('keeps the two highest of 4d6 on a crit (R25)', () => {
    expect(probability(tableDistribution(draft31ReactionChaCrit), 'Friendly')).toEqual(p(19n, 144n));
  });

  it('matches its sampler (chi-square, fixed seed)', () => {
    let rng: Rng = seed(25);
    const keys: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const [r, n] = rollOnTable(rng, draft31ReactionChaCrit);
      keys.push(r.key);
      rng = n;
    }
    expect(goodnessOfFit(tableDistribution(draft31ReactionChaCrit), keys).pValue).toBeGreaterThan(1e-6);
  });
});

describe('draft31ReactionChaFumble', () => {
  it('keeps the two lowest of 4d6 on a fumble (R25)', () => {
    expect(probability(tableDistribution(draft31ReactionChaFumble), 'Hostile')).toEqual(p(19n, 144n));
  });
});

describe('draft31ReactionPredator', () => {
  it('flees on 9-11', () => {
    expect(probability(tableDistribution(draft31ReactionPredator), 'Flee')).toEqual(p(1n, 4n));
    expect(probability(tableDistribution(draft31ReactionPredator), 'Attack')).toEqual(p(5n, 18n)); // 2-5 = 10/36
  });
});

describe('draft31ReactionGuard', () => {
  it('advises on 12', () => {
    expect(lookup(draft31ReactionGuard, 12).row.label).toBe('Advise');
    expect(probability(tableDistribution(draft31ReactionGuard), 'Demand')).toEqual(p(4n, 9n));
  });
});

describe('draft31ReactionPassing', () => {
  it('trades on 9-11', () => {
    expect(lookup(draft31ReactionPassing, 10).row.label).toBe('Trade');
  });
});

describe('draft31ReactionBandit', () => {
  it('demands on 3-5', () => {
    expect(probability(tableDistribution(draft31ReactionBandit), 'Demand')).toEqual(p(1n, 4n));
  });
});

describe('draft31EncounterDistance', () => {
  it('is an ambush on 2-6 when sleeping without a lookout (−4)', () => {
    expect(probability(tableDistribution(draft31EncounterDistance, { modifier: -4 }), 'Ambushed')).toEqual(p(5n, 12n));
    expect(probability(tableDistribution(draft31EncounterDistance), 'Normal')).toEqual(p(4n, 9n));
  });
});

describe('draft31Visibility', () => {
  it('lists the three terrain classes', () => {
    expect(draft31Visibility.map((v) => v.feet)).toEqual([240, 120, 90]);
  });
});

describe('draft31DungeonEvent', () => {
  it('shifts with caution (+1) and haste (−1) (R35)', () => {
    expect(probability(tableDistribution(draft31DungeonEvent, { modifier: -1 }), 'Encounter')).toEqual(p(1n, 3n));
    expect(probability(tableDistribution(draft31DungeonEvent, { modifier: 1 }), 'Magic Expires')).toEqual(p(1n, 3n));
    expect(probability(tableDistribution(draft31DungeonEvent), 'Spoor')).toEqual(p(1n, 6n));
  });
});

describe('draft31WildernessEvent', () => {
  it('rolls on the hazard table for a Hazard', () => {
    const d = tableDistribution(draft31WildernessEvent, { tables: seedTables });
    expect(probability(d, 'Hazard → Disease')).toEqual(p(1n, 36n));
    expect(probability(d, 'Lost Bearings')).toEqual(p(1n, 6n));
    const [r] = rollOnTable(seed(11), draft31WildernessEvent, { tables: seedTables });
    expect(r.nested.length).toBe(r.label === 'Hazard' ? 1 : 0);
  });
});

describe('draft31Hazard', () => {
  it('records the D3D6 fall damage of a perilous path (R33)', () => {
    expect(lookup(draft31Hazard, 6).row.result.damage).toBe('(1d3)d6');
    expect(probability(tableDistribution(draft31Hazard), 'Perilous Path')).toEqual(p(1n, 6n));
  });
});

describe('draft31PcInjury', () => {
  it('reads CON lost', () => {
    expect(lookupBand(draft31PcInjury, 0).label).toBe('Stunned');
    expect(lookupBand(draft31PcInjury, 6).label).toBe('Injury');
    expect(lookupBand(draft31PcInjury, 15).label).toBe('Maimed');
  });
});

describe('pcInjury', () => {
  it('is Doomed when all CON is lost (R23)', () => {
    expect(pcInjury(12, 12).label).toBe('Doomed');
    expect(pcInjury(5, 14).label).toBe('Wound');
    expect(() => pcInjury(-1, 10)).toThrow(RollOutOfRangeError);
  });
});

describe('draft31NpcInjury', () => {
  it('clamps ±1 to 1..6 (R23)', () => {
    expect(probability(tableDistribution(draft31NpcInjury, { modifier: 1 }), 'Doomed')).toEqual(p(1n, 3n));
    expect(probability(tableDistribution(draft31NpcInjury, { modifier: -1 }), 'Stunned')).toEqual(p(1n, 3n));
  });
});

describe('draft31TreasureHoard', () => {
  it('reads the dungeon level', () => {
    expect(lookupBand(draft31TreasureHoard, 1).result.gold).toEqual({ chance: { in: 3, outOf: 6 }, dice: '1d6*10', unit: 'coins' });
    expect(lookupBand(draft31TreasureHoard, 11).result.gems).toEqual({ chance: { in: 10, outOf: 20 }, dice: '1d12', unit: 'gems' });
    expect(lookupBand(draft31TreasureHoard, 20).result.magic).toEqual({ chance: { in: 6, outOf: 20 } });
  });
});

describe('draft31MonsterSave', () => {
  it('follows 5 + 2·⌈HD/3⌉ capped at 21 (R10)', () => {
    for (let hd = 0; hd <= 30; hd++) {
      expect(lookupBand(draft31MonsterSave, hd).result).toBe(Math.min(21, 5 + 2 * Math.ceil(hd / 3)));
    }
  });
});

describe('draft31MonsterReactChance', () => {
  it('reads HD in sixths (R26)', () => {
    expect([0, 2, 5, 8, 13, 14].map((hd) => lookupBand(draft31MonsterReactChance, hd).result)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('unitHitChance', () => {
  it('counts d20 faces at or above the target (R45)', () => {
    expect(unitHitChance('unarmoured', 'd6')).toBe(8);
    expect(unitHitChance('plate', 'd4')).toBe(3);
    expect(unitHitChance('chain', 'd10')).toBe(9);
  });
});
