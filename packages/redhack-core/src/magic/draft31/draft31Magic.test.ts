import { describe, expect, it } from 'vitest';
import { fraction, goodnessOfFit, probability, seed } from '@rollwright/dice';
import { deepFreeze, sampleMany } from '../../testing.js';
import { MagicError } from '../MagicError.js';
import { armourCastDistribution, armourCastTest, hasHandFreeToCast, readScrollDistribution, rollArmourCast } from '../casting.js';
import {
  cantripCount,
  castClassic,
  castDraft31,
  draft31ClericSlots,
  emptySpellState,
  memoriseClassic,
  memoriseDraft31,
  memorisePrayer,
  swapForCure,
} from '../spellState.js';
import { BEGINNER_SPELLBOOKS, ELEMENTARY_ENCHANTER, PRAYER_OF_MITRA, convertSpellLevel, type Spellbook } from './spellbooks.js';

const f = (n: number, d: number): ReturnType<typeof fraction> => fraction(BigInt(n), BigInt(d));

describe('convertSpellLevel', () => {
  it('makes Cure Light Wounds (1) level 2 and Fireball (3) level 5', () => {
    expect(convertSpellLevel(1, 'cleric')).toBe(2);
    expect(convertSpellLevel(3, 'wizard')).toBe(5);
  });
  it('refuses level 0 and unknown casters', () => {
    expect(() => convertSpellLevel(0, 'wizard')).toThrow(MagicError);
    expect(() => convertSpellLevel(2, 'bard' as 'wizard')).toThrow(MagicError);
  });
});

describe('BEGINNER_SPELLBOOKS', () => {
  it('holds eight books of three odd-level spells, the sample book as printed', () => {
    expect(BEGINNER_SPELLBOOKS).toHaveLength(8);
    for (const b of BEGINNER_SPELLBOOKS) {
      expect(b.spells).toHaveLength(3);
      for (const s of b.spells) expect(s.level % 2).toBe(1);
    }
    expect(ELEMENTARY_ENCHANTER.spells).toEqual([
      { name: 'Charm Person', level: 1 },
      { name: 'Sleep', level: 1 },
      { name: 'Invisibility', level: 3 },
    ]);
    expect(Object.isFrozen(BEGINNER_SPELLBOOKS[0]?.spells)).toBe(true);
  });
});

describe('memoriseDraft31', () => {
  it('memorises one spell per level in level order, only spells the wizard can cast (R73)', () => {
    expect(memoriseDraft31(1, [ELEMENTARY_ENCHANTER]).state.memorised.map((m) => m.name)).toEqual(['Charm Person']);
    expect(memoriseDraft31(2, [ELEMENTARY_ENCHANTER]).state.memorised.map((m) => m.name)).toEqual(['Charm Person', 'Sleep']);
    const mixed: Spellbook = { title: 'Mixed', spells: [{ name: 'A', level: 3 }, { name: 'B', level: 1 }, { name: 'C', level: 1 }] };
    expect(memoriseDraft31(2, [mixed]).state.memorised.map((m) => m.name)).toEqual(['B', 'C']);
  });
  it('lets a level-8 wizard memorise 2 spells from a second book', () => {
    const second: Spellbook = deepFreeze({ title: 'Second', spells: [{ name: 'X', level: 1 }, { name: 'Y', level: 3 }, { name: 'Z', level: 5 }] });
    const big: Spellbook = { title: 'Big', spells: Array.from({ length: 10 }, (_, i) => ({ name: `S${i}`, level: 1 })) };
    const m = memoriseDraft31(8, [big, second]).state.memorised;
    expect(m.filter((x) => x.book === 'Second').map((x) => x.name)).toEqual(['X', 'Y']);
    expect(m.filter((x) => x.book === 'Big')).toHaveLength(8);
  });
  it('refuses a second book below level 7', () => {
    expect(() => memoriseDraft31(6, [ELEMENTARY_ENCHANTER, ELEMENTARY_ENCHANTER])).toThrow(MagicError);
  });
});

describe('castDraft31', () => {
  const { state } = memoriseDraft31(2, [ELEMENTARY_ENCHANTER], ['Spark']);
  it('forgets a cast spell, keeps it when reaction damage interrupts, casts cantrips at will', () => {
    deepFreeze(state);
    expect(castDraft31(state, 'Sleep').state.memorised.map((m) => m.name)).toEqual(['Charm Person']);
    const hit = castDraft31(state, 'Sleep', { interrupted: true });
    expect(hit.state.memorised).toHaveLength(2);
    expect(hit.log[0]?.kind).toBe('interrupted');
    expect(castDraft31(state, 'Spark').state).toBe(state);
  });
  it('refuses a spell that is not memorised', () => {
    expect(() => castDraft31(state, 'Invisibility')).toThrow(MagicError);
  });
  it('needs a free hand for arcane spells: a staff counts as free unless it attacks this round, a shield never', () => {
    const staffAndShield = Object.freeze({ held: Object.freeze(['staff', 'shield'] as const) });
    expect(castDraft31(state, 'Sleep', { hands: staffAndShield }).state.memorised).toHaveLength(1);
    const swung = { held: ['staff', 'shield'] as const, attacksWithStaff: true };
    expect(() => castDraft31(state, 'Sleep', { hands: swung })).toThrow(expect.objectContaining({ name: 'MagicError', rule: 'free-hand' }));
    expect(() => castDraft31(state, 'Spark', { hands: { held: ['shield', 'other'] } })).toThrow(MagicError);
    expect(castDraft31(state, 'Sleep', { hands: { held: ['shield', 'other'] }, divine: true }).state.memorised).toHaveLength(1);
    expect(() => castDraft31(state, 'Sleep', { hands: { held: ['other', 'other', 'other'] } })).toThrow(MagicError);
  });
});

describe('cantripCount', () => {
  it('is one per level in draft31, one in classic', () => {
    expect(cantripCount(3)).toBe(3);
    expect(cantripCount(3, { edition: 'classic' })).toBe(1);
  });
});

describe('draft31ClericSlots', () => {
  it('gives a 4th-level cleric slots 2, 2, 4 and a level-1 cleric none', () => {
    expect(draft31ClericSlots(4)).toEqual([2, 2, 4]);
    expect(draft31ClericSlots(1)).toEqual([]);
    expect(draft31ClericSlots(5)).toEqual([2, 2, 4, 4]);
  });
});

describe('memorisePrayer', () => {
  it('gives a 4th-level cleric of Mitra PfE, Remove Fear and Bless, with Light and Augury for purity', () => {
    const m = memorisePrayer(4, PRAYER_OF_MITRA).state.memorised;
    expect(m.filter((x) => x.purity !== true).map((x) => x.name)).toEqual(['Protection From Evil', 'Remove Fear', 'Bless']);
    expect(m.filter((x) => x.purity === true).map((x) => x.name)).toEqual(['Light', 'Augury']);
  });
  it('doubles the spells with Healing Focus in purity, the extras being Cure spells', () => {
    const m = memorisePrayer(4, PRAYER_OF_MITRA, { pure: true }).state.memorised.map((x) => x.name);
    expect(m).toHaveLength(8);
    expect(m.slice(5)).toEqual(['Cure Light Wounds (Poison)', 'Cure Light Wounds (Poison)', 'Cure Minor (Paralysis)']);
  });
  it('refuses a cleric below level 2', () => {
    expect(() => memorisePrayer(1, PRAYER_OF_MITRA)).toThrow(MagicError);
  });
});

describe('swapForCure', () => {
  it('swaps a draft31 spell for its prayer line affinity, a classic one by the Cure trade', () => {
    const { state } = memorisePrayer(4, PRAYER_OF_MITRA);
    expect(swapForCure(deepFreeze(state), 'Bless', { prayer: PRAYER_OF_MITRA }).state.memorised.map((m) => m.name)).toContain('Cure Minor (Paralysis)');
    const c = memoriseClassic(emptySpellState(), [4, 1], [{ name: 'Hold Person', level: 4 }], 'long').state;
    expect(swapForCure(c, 'Hold Person', { edition: 'classic' }).state.memorised[0]?.name).toBe('Cure Serious Wounds');
  });
});

describe('memoriseClassic', () => {
  it('puts lower spells in higher slots and refuses more spells than slots', () => {
    const r = memoriseClassic(emptySpellState(), [3, 2, 1], [{ name: 'Sleep', level: 1 }, { name: 'Web', level: 2 }, { name: 'Light', level: 1 }], 'long');
    expect(r.state.memorised.map((m) => m.slot).sort()).toEqual([1, 2, 3]);
    expect(() => memoriseClassic(emptySpellState(), [1], [{ name: 'A', level: 1 }, { name: 'B', level: 1 }], 'long')).toThrow(MagicError);
    expect(() => memoriseClassic(emptySpellState(), [1], [{ name: 'Fireball', level: 3 }], 'long')).toThrow(MagicError);
  });
  it('memorises only one spell on a short rest, into a free slot', () => {
    const one = memoriseClassic(emptySpellState(), [2, 1], [{ name: 'Sleep', level: 1 }], 'long').state;
    expect(memoriseClassic(one, [2, 1], [{ name: 'Web', level: 2 }], 'short').state.memorised).toHaveLength(2);
    expect(() => memoriseClassic(one, [2, 1], [{ name: 'A', level: 1 }, { name: 'B', level: 1 }], 'short')).toThrow(MagicError);
  });
});

describe('castClassic', () => {
  it('rolls retention and replaces, keeps or forgets the spell (seeded log snapshot)', () => {
    const { state } = memoriseClassic(emptySpellState(), [2, 1], [{ name: 'Sleep', level: 1 }, { name: 'Web', level: 2 }], 'long');
    const book = [{ name: 'Light', level: 1 }, { name: 'Sleep', level: 1 }, { name: 'Web', level: 2 }];
    let r = seed(9);
    const logs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const [change, , next] = castClassic(r, state, 'Web', { components: true, book });
      logs.push(change.log.map((e) => e.text).join(' / '));
      r = next;
    }
    expect(logs).toMatchSnapshot();
    expect(() => castClassic(seed(1), state, 'Fireball')).toThrow(MagicError);
  });
});

describe('armourCastDistribution', () => {
  it('casts 5 times in 20 at base AC 15 and always unarmoured', () => {
    expect(probability(armourCastDistribution({ ac: 15 }), 'cast')).toEqual(f(5, 20));
    expect(probability(armourCastDistribution({ ac: 9 }), 'cast')).toEqual(f(1, 1));
    expect(armourCastTest({ ac: 10, wizard: false })).toBeNull();
    expect(armourCastTest({ ac: 9, shield: true })).not.toBeNull();
  });
  it('samples as it computes (chi-square, fixed seed)', () => {
    const xs = sampleMany(44, 10_000, (r) => rollArmourCast(r, { ac: 13 }), (x) => x);
    expect(goodnessOfFit(armourCastDistribution({ ac: 13 }), xs).pValue).toBeGreaterThan(1e-6);
  });
  it('refuses an AC outside 0..19', () => {
    expect(() => armourCastDistribution(deepFreeze({ ac: 20 }))).toThrow(MagicError);
  });
});

describe('readScrollDistribution', () => {
  it('lets a draft31 thief read on an INT test against the spell level, wizards and classic bards without a roll (R77)', () => {
    expect(probability(readScrollDistribution({ className: 'thief', spellLevel: 3, int: 12 }), 'cast')).toEqual(f(1, 2));
    expect(probability(readScrollDistribution({ className: 'wizard', spellLevel: 5 }), 'cast')).toEqual(f(1, 1));
    expect(probability(readScrollDistribution({ className: 'bard', spellLevel: 5 }, { edition: 'classic' }), 'cast')).toEqual(f(1, 1));
    expect(probability(readScrollDistribution({ className: 'fighter', spellLevel: 1 }), 'cast')).toEqual(f(0, 1));
  });
});

describe('hasHandFreeToCast', () => {
  it('counts a staff as a free hand unless it attacks, never a shield, and divine casting needs none', () => {
    expect(hasHandFreeToCast({ held: ['staff', 'other'] })).toBe(true);
    expect(hasHandFreeToCast({ held: ['staff', 'other'], attacksWithStaff: true })).toBe(false);
    expect(hasHandFreeToCast({ held: ['shield', 'other'] })).toBe(false);
    expect(hasHandFreeToCast({ held: ['shield'] })).toBe(true);
    expect(hasHandFreeToCast({ held: ['shield', 'other'] }, 'divine')).toBe(true);
  });
});
