import { describe, expect, it } from 'vitest';
import { UnknownNpcError, VocationsInputError } from '../errors/errors.js';
import { damageTaken, npcAttackBonus, npcRules, resolveFright, reviveTroll, sampleNpc, slimeWear, typicalNpc, NPC_TIERS } from './npcs.js';

describe('sampleNpc', () => {
  it('finds the sample NPCs and names an unknown one', () => {
    expect(sampleNpc('goblin')).toMatchObject({ health: 3, hitBonus: 2, defense: 9 });
    expect(sampleNpc('Dragon').attacks.every((a) => a.damage === '3d6')).toBe(true); // V31
    expect(() => sampleNpc('Beholder')).toThrow(UnknownNpcError);
  });
});

describe('typicalNpc', () => {
  it('uses the tier tables and caps Defense at 19', () => {
    expect(typicalNpc({ name: 'Bandit', tier: 'low', size: 'human' })).toMatchObject({ health: 3, hitBonus: 0, defense: 9, dr: 0, attacks: [{ damage: '1d6' }] });
    expect(typicalNpc({ name: 'Giant', tier: 'veryHigh', size: 'giant' }).attacks[0]?.damage).toBe('3d6');
    expect(NPC_TIERS.mid.defense).toEqual([10, 12]);
    expect(() => typicalNpc({ name: 'God', tier: 'veryHigh', size: 'giant', defense: 20 })).toThrow(VocationsInputError);
  });
});

describe('npcRules', () => {
  it('gives the Zombie +2 against what it grapples, slowness and its immunities (V28)', () => {
    const z = sampleNpc('Zombie');
    expect([npcAttackBonus(z), npcAttackBonus(z, true)]).toEqual([0, 2]);
    expect(npcRules(z)).toMatchObject({ mindless: true, speed: 15 });
    expect(damageTaken(z, 4, 'piercing')).toBe(0);
    expect(damageTaken(z, 4, 'slashing')).toBe(4);
  });
  it('lets the Slime ignore mechanical harm and wear gear down by 1 per contact, floor 0 (V29)', () => {
    expect(damageTaken(sampleNpc('Slime'), 5, 'bludgeoning')).toBe(0);
    expect(damageTaken(sampleNpc('Slime'), 5, 'fire')).toBe(5);
    expect([slimeWear(2), slimeWear(1, 3)]).toEqual([1, 0]);
  });
  it('raises a Troll stronger unless burned or beheaded (V30)', () => {
    expect(reviveTroll(sampleNpc('Troll'), {})).toMatchObject({ health: 16, hitBonus: 5 });
    expect(reviveTroll(sampleNpc('Troll'), { burned: true })).toBeNull();
  });
  it('frightens a PC who fails the Willpower roll near the Dragon', () => {
    expect(resolveFright(1, [4, 3]).frightened).toBe(true);
    expect(resolveFright(2, [4, 3]).frightened).toBe(false);
  });
});
