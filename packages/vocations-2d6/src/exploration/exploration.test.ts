import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { createCharacter } from '../characters/character.js';
import { ExplorationError } from '../errors/errors.js';
import { rollCheck } from '../rolls/check.js';
import { deepFreeze, expectFits, p, wren } from '../testing.js';
import {
  campNight, encounterCheckDistribution, firstAid, forcedMarchDistribution, forcedMarchParty, naturalHealing, planDay, resolveForcedMarch, rollEncounterCheck, rollForcedMarch,
} from './wilderness.js';
import { canSee, dungeonCheck, lightUp, rollWanderingCheck, spendTurns, wanderingCheckDistribution } from './dungeon.js';
import { movement, rangeBand } from './space.js';

const hero = (): ReturnType<typeof createCharacter> => createCharacter(wren());

describe('planDay', () => {
  it('marches 2 hexes, forces 3, and a difficult hex costs 12 miles', () => {
    expect(planDay({ pace: 'march' }).hexes).toBe(2);
    expect(planDay({ pace: 'forced' })).toMatchObject({ hexes: 3, camp: false, fatigueRoll: true });
    expect(planDay({ pace: 'march', route: ['difficult', 'clear'] })).toMatchObject({ hexes: 1, milesLeft: 0 });
    expect(planDay({ pace: 'march', alternatives: ['forage'] }).hexes).toBe(1);
  });
  it('allows at most two alternatives a day', () => {
    expect(() => planDay(deepFreeze({ pace: 'march' as const, alternatives: ['forage', 'hunt', 'search'] as const }))).toThrow(ExplorationError);
  });
});

describe('forcedMarchDistribution', () => {
  it('gives Str 0 10/36 on the first forced day and 6/36 on the next (V05)', () => {
    expect(p(forcedMarchDistribution({ strength: 0, day: 1 }), 'success')).toBe('5/18');
    expect(p(forcedMarchDistribution({ strength: 0, day: 2 }), 'success')).toBe('1/6');
    expect(p(forcedMarchDistribution({ strength: 0, day: 1, diehard: true }), 'success')).toBe('5/12');
    expect(resolveForcedMarch({ strength: 1, day: 1 }, [4, 4]).success).toBe(true);
  });
  it('samples the exact distribution', () => {
    const input = { strength: 1, day: 2, fatigue: 1 };
    expectFits(forcedMarchDistribution(input), (r) => {
      const [c, n] = rollForcedMarch(r, input);
      return [c.success ? 'success' : 'failure', n] as const;
    });
  });
  it('adds fatigue to those who fail', () => {
    const [{ party, checks }] = forcedMarchParty(seed(3), deepFreeze([hero(), hero()]), 3);
    party.forEach((c, i) => expect(c.fatigue).toBe(checks[i]?.success ? 0 : 1));
  });
});

describe('encounterCheckDistribution', () => {
  it('meets an encounter on a 1 by day and 1–2 at night or in danger', () => {
    expect(p(encounterCheckDistribution({ time: 'day' }), 'encounter')).toBe('1/6');
    expect(p(encounterCheckDistribution({ time: 'night' }), 'encounter')).toBe('1/3');
    expect(p(encounterCheckDistribution({ time: 'day', dangerous: true }), 'encounter')).toBe('1/3');
    expectFits(encounterCheckDistribution({ time: 'night' }), (r) => {
      const [x, n] = rollEncounterCheck(r, { time: 'night' });
      return [x.encounter ? 'encounter' : 'none', n] as const;
    });
  });
});

describe('campNight', () => {
  it('eats two supplies, removes a level of fatigue, heals 1 and restores ether', () => {
    const tired = { ...hero(), fatigue: 2, health: 5, ether: 0 };
    const [{ party, fed }] = campNight(seed(1), deepFreeze([tired]));
    expect(fed).toEqual([true]);
    expect(party[0]).toMatchObject({ fatigue: 1, health: 6, ether: 2 });
    expect(party[0]?.kit.supplies).toBe(4);
  });
  it('calls for a fatigue roll on a cold night without shelter, unless Resist Frigid (V32)', () => {
    const [{ coldChecks }] = campNight(seed(1), [hero()], { cold: true });
    expect(coldChecks[0]).not.toBeNull();
    const frigid = createCharacter(wren({ traits: [{ id: 'resistInclementWeather', detail: 'frigid' }] }));
    expect(campNight(seed(1), [frigid], { cold: true })[0].coldChecks[0]).toBeNull();
  });
  it('needs a third supply in heat without Resist Heat', () => {
    expect(campNight(seed(1), [hero()], { heat: true })[0].party[0]?.kit.supplies).toBe(3);
  });
});

describe('firstAid', () => {
  it('spends a supply and heals 1d3 on 2d6 + Int + vocation ≥ 9 (V13)', () => {
    const medic = hero();
    const wounded = { ...hero(), name: 'Oskar', health: 2 };
    const [res] = firstAid(seed(4), medic, deepFreeze(wounded));
    const [check] = rollCheck(seed(4), { bonus: 1 });
    expect(res.check.success).toBe(check.success);
    expect(res.healer.kit.supplies).toBe(5);
    expect(res.patient.health).toBe(2 + res.healed);
    expect(() => firstAid(seed(4), medic, wounded, { aidedToday: true })).toThrow(ExplorationError);
  });
  it('heals 1 a day naturally', () => {
    expect(naturalHealing({ ...hero(), health: 3 }, 2).health).toBe(5);
  });
});

describe('spendTurns', () => {
  it('burns a torch out after 6 turns and checks for wanderers every 2 (V22, V23)', () => {
    const lit = lightUp({ turn: 0, lights: [] }, 'Torch');
    const [{ state, events }] = spendTurns(seed(1), lit, { turns: 6 });
    expect(events.filter((e) => e.type === 'wanderingCheck')).toHaveLength(3);
    expect(events.some((e) => e.type === 'lightOut')).toBe(true);
    expect(canSee(state)).toBe(false);
    expect(lightUp({ turn: 0, lights: [] }, 'Lantern').lights[0]?.turnsLeft).toBe(24);
  });
  it('adds a check for noise', () => {
    const [{ events }] = spendTurns(seed(1), { turn: 0, lights: [] }, { noisy: true });
    expect(events[0]).toMatchObject({ type: 'wanderingCheck', reason: 'noise' });
  });
});

describe('wanderingCheckDistribution', () => {
  it('places a monster 2d6 × 10 ft away on a 1', () => {
    const d = wanderingCheckDistribution();
    expect(p(d, 0)).toBe('5/6');
    expect(p(d, 70)).toBe('1/36');
    expect(p(d, 20)).toBe('1/216');
    expectFits(d, (r) => {
      const [x, n] = rollWanderingCheck(r);
      return [x.distanceFeet ?? 0, n] as const;
    }, 7, 40_000);
  });
});

describe('dungeonCheck', () => {
  it('builds the checks against 9; lock-picking needs knowledge and tools', () => {
    const c = hero();
    expect(dungeonCheck(c, 'search').setup).toEqual({ bonus: 1 });
    expect(dungeonCheck(c, 'forceDoor').loud).toBe(true);
    expect(dungeonCheck(c, 'pickLock', { vocation: 'Thief', tools: true })).toMatchObject({ failureTurns: 2 });
    expect(() => dungeonCheck(c, 'pickLock', { vocation: 'Thief' })).toThrow(ExplorationError);
  });
});

describe('rangeBand', () => {
  it('reads the range bands and speeds', () => {
    expect([5, 30, 120, 121].map(rangeBand)).toEqual(['close', 'near', 'far', 'distant']);
    expect(movement('fast')).toEqual({ feet: 45, canAct: false });
    expect(movement('normal', { encumbered: true }).feet).toBe(15);
  });
});

describe('dungeonCheck with a description', () => {
  it('disarms a trap or finds a secret without a roll when described well', async () => {
    const { checkDistribution } = await import('../rolls/check.js');
    const setup = dungeonCheck(hero(), 'disarmTrap', { described: true }).setup;
    expect(p(checkDistribution(setup), 'success')).toBe('1/1');
    expect(p(checkDistribution(dungeonCheck(hero(), 'search', { described: true }).setup), 'success')).toBe('1/1');
  });
});
