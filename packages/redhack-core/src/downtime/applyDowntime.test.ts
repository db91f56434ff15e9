import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../testing.js';
import { MagicError } from '../magic/MagicError.js';
import { classicWizardSlots } from '../magic/classic/slots.js';
import { emptySpellState } from '../magic/spellState.js';
import { applyDowntime } from './applyDowntime.js';
import { takeDowntimeAction } from './actions.js';
import { DowntimeError } from './DowntimeError.js';

const classic = { edition: 'classic' } as const;

describe('applyDowntime', () => {
  it('heals fully, removes lingering wounds, refills the hit dice and gives one action', () => {
    const hero = deepFreeze({ name: 'Ada', hp: 3, maxHp: 14, level: 3, hitDice: 0, injuries: ['Wounded', 'Disabled', 'Debilitated'] });
    const r = applyDowntime(hero, { week: 2 }, classic);
    expect(r.character).toEqual({ name: 'Ada', hp: 14, maxHp: 14, level: 3, hitDice: 3, injuries: ['Disabled'] });
    expect(r.log).toEqual([
      'hit points fully restored: 3 → 14',
      'hit-dice pool refilled: 0 → 3',
      'lingering wounds removed: Wounded, Debilitated',
      'still affected by: Disabled',
      'one downtime action for week 2',
    ]);
    expect(takeDowntimeAction(r.week, 'carousing').state.action).toBe('carousing');
    expect(hero.hp).toBe(3);
    expect(Object.isFrozen(r.character)).toBe(true);
  });
  it('memorises every slot afresh: a level-5 wizard fills slots 3, 2 and 1', () => {
    const slots = classicWizardSlots(5, 10);
    const spells = [{ name: 'Fly', level: 3 }, { name: 'Web', level: 2 }, { name: 'Sleep', level: 1 }];
    const before = emptySpellState(['Light']);
    const r = applyDowntime({ edition: 'classic' as const, hp: 9, maxHp: 9, spells: before }, { memorise: { slots, spells } });
    expect(r.character.spells?.memorised.map((m) => [m.name, m.slot])).toEqual([['Fly', 3], ['Web', 2], ['Sleep', 1]]);
    expect(r.character.spells?.cantrips).toEqual(['Light']);
    expect(() => applyDowntime({ hp: 9, maxHp: 9 }, { memorise: { slots: [1], spells: [{ name: 'Fly', level: 3 }] } }, classic)).toThrow(MagicError);
  });
  it('takes an injury list that counts Disabled as lingering too', () => {
    expect(applyDowntime({ hp: 1, maxHp: 5, injuries: ['Disabled'] }, { lingering: ['Disabled'] }, classic).character.injuries).toEqual([]);
  });
  it('refuses draft31, bad hit points and a bad pool with DowntimeError', () => {
    expect(() => applyDowntime({ hp: 1, maxHp: 5 })).toThrow(DowntimeError);
    expect(() => applyDowntime({ edition: 'draft31', hp: 1, maxHp: 5 }, {}, classic)).toThrow(DowntimeError);
    expect(() => applyDowntime({ hp: 6, maxHp: 5 }, {}, classic)).toThrow(DowntimeError);
    expect(() => applyDowntime({ hp: 1.5, maxHp: 5 }, {}, classic)).toThrow(DowntimeError);
    expect(() => applyDowntime({ hp: 1, maxHp: 5, level: 2, hitDice: 3 }, {}, classic)).toThrow(DowntimeError);
    expect(() => applyDowntime({ hp: 1, maxHp: 5, injuries: 'Wounded' as unknown as string[] }, {}, classic)).toThrow(DowntimeError);
    expect(() => applyDowntime({ hp: 1, maxHp: 5 }, { week: -1 }, classic)).toThrow(DowntimeError);
  });
});
