// Starting a fight: who may take part, the initiative order fixed once (Z24, seed § Initiative),
// the fresh record of each combatant, and the surprise round (Z35).
import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { withCondition } from '../characters/character.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { caught, characterWith as who, eventsOf } from '../testing.js';
import { MAX_COMBATANTS, startCombat } from './startCombat.js';
import type { CombatantInput, CombatOptions } from './types.js';

/** The CombatStateError `f` throws; its message is returned. */
function stateMessage(f: () => unknown): string {
  const e = caught(f);
  expect(e).toBeInstanceOf(CombatStateError);
  return (e as CombatStateError).message;
}

/** `n` plain ♠5 combatants named C0, C1, … alternating between sides `a` and `b`. */
const crowd = (n: number): CombatantInput[] =>
  Array.from({ length: n }, (_, i) => ({ side: i % 2 === 0 ? 'a' : 'b', character: who(`C${i}`, [5, 5, 5, 5]) }));

/** The initiative scores of one start, by id. */
const scores = (s: number, people: readonly CombatantInput[], options: CombatOptions): Readonly<Record<string, number>> =>
  eventsOf(startCombat(seed(s), people, options).events, 'combatStarted')[0]?.initiative ?? {};

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);

describe('startCombat', () => {
  describe('who may fight', () => {
    it('needs at least two combatants, and says how many it got', () => {
      expect(stateMessage(() => startCombat(seed(1), []))).toBe('a combat needs 2..64 combatants, got 0');
      expect(stateMessage(() => startCombat(seed(1), crowd(1)))).toBe('a combat needs 2..64 combatants, got 1');
    });

    it('takes up to 64 combatants and refuses a 65th', () => {
      expect(MAX_COMBATANTS).toBe(64);
      expect(startCombat(seed(1), crowd(64)).state.order).toHaveLength(64);
      expect(stateMessage(() => startCombat(seed(1), crowd(65)))).toBe('a combat needs 2..64 combatants, got 65');
    });

    it('lists every id, comma-separated, when two share one', () => {
      const ada = who('Ada', [5, 6, 5, 5]);
      const rex = who('Rex', [5, 7, 5, 5]);
      expect(stateMessage(() => startCombat(seed(1), [{ side: 'a', character: ada }, { side: 'b', character: ada }]))).toBe(
        'combatant ids must be unique: Ada, Ada',
      );
      expect(
        stateMessage(() =>
          startCombat(seed(1), [
            { side: 'a', character: ada },
            { side: 'b', character: rex },
            { side: 'b', character: rex, id: 'Ada' },
          ]),
        ),
      ).toBe('combatant ids must be unique: Ada, Rex, Ada');
    });

    it('needs two sides', () => {
      expect(stateMessage(() => startCombat(seed(1), [{ side: 'a', character: who('Ada', [5, 6, 5, 5]) }, { side: 'a', character: who('Rex', [5, 7, 5, 5]) }]))).toBe(
        'a combat needs at least two sides',
      );
    });
  });

  describe('initiative dice (Z24 options)', () => {
    // Two ♠5 characters on side a (one of them Slowed, ♠9 → 4) and one ♠6 on side b.
    const people: CombatantInput[] = [
      { side: 'a', character: who('Ann', [5, 5, 5, 5]) },
      { side: 'a', character: withCondition(who('Slo', [5, 9, 5, 5]), 'slowed') },
      { side: 'b', character: who('Bob', [5, 6, 5, 5]) },
    ];
    const base: Readonly<Record<string, number>> = { Ann: 5, Slo: 4, Bob: 6 };
    const bonuses = (s: number, options: CombatOptions): Record<string, number> => {
      const init = scores(s, people, options);
      return Object.fromEntries(Object.entries(base).map(([id, b]) => [id, (init[id] ?? Number.NaN) - b]));
    };

    it('adds nothing by default: the score is ♠, halved when Slowed', () => {
      for (const s of SEEDS.slice(0, 20)) expect(scores(s, people, {})).toEqual(base);
    });

    it("adds a d6 of each character's own with perCharacter: 1..6, every face seen, allies not bound together", () => {
      const seen = new Set<number>();
      let alliesDiffer = 0;
      for (const s of SEEDS) {
        const b = bonuses(s, { initiativeDice: 'perCharacter' });
        for (const x of Object.values(b)) {
          expect(x).toBeGreaterThanOrEqual(1);
          expect(x).toBeLessThanOrEqual(6);
          seen.add(x);
        }
        if (b['Ann'] !== b['Slo']) alliesDiffer++;
      }
      expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      // independent d6s differ 5 times in 6
      expect(alliesDiffer).toBeGreaterThan(100);
    });

    it('adds one d6 per side with perSide: allies share it, the other side rolls its own', () => {
      const seen = new Set<number>();
      let sidesDiffer = 0;
      for (const s of SEEDS) {
        const b = bonuses(s, { initiativeDice: 'perSide' });
        expect(b['Slo']).toBe(b['Ann']);
        for (const x of Object.values(b)) {
          expect(x).toBeGreaterThanOrEqual(1);
          expect(x).toBeLessThanOrEqual(6);
          seen.add(x);
        }
        if (b['Ann'] !== b['Bob']) sidesDiffer++;
      }
      expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(sidesDiffer).toBeGreaterThan(100);
    });
  });

  describe('ties (Z24)', () => {
    it('puts the player character first on a full tie, whatever the seed or the order given', () => {
      const pc: CombatantInput = { side: 'a', character: who('Pia', [5, 6, 5, 5]), pc: true };
      const npc: CombatantInput = { side: 'b', character: who('Ned', [5, 6, 5, 5]) };
      for (const s of SEEDS) {
        expect(startCombat(seed(s), [pc, npc]).state.order).toEqual(['Pia', 'Ned']);
        expect(startCombat(seed(s), [npc, pc]).state.order).toEqual(['Pia', 'Ned']);
      }
    });

    it('settles a tie between two monsters at random: each goes first about half the time', () => {
      const people: CombatantInput[] = [
        { side: 'a', character: who('Orc', [5, 6, 5, 5]) },
        { side: 'b', character: who('Gob', [5, 6, 5, 5]) },
      ];
      const orcFirst = SEEDS.filter((s) => startCombat(seed(s), people).state.order[0] === 'Orc').length;
      expect(orcFirst).toBeGreaterThan(60);
      expect(orcFirst).toBeLessThan(140);
      const reversed = SEEDS.filter((s) => startCombat(seed(s), [...people].reverse()).state.order[0] === 'Orc').length;
      expect(reversed).toBeGreaterThan(60);
      expect(reversed).toBeLessThan(140);
    });
  });

  describe('the fresh combatants', () => {
    it('start with no stance or domino, nothing done yet, and the pc flag as given (default false)', () => {
      const { state } = startCombat(seed(1), [
        { side: 'a', character: who('Pia', [5, 7, 5, 5]), pc: true },
        { side: 'b', character: who('Ned', [5, 6, 5, 5]) },
      ]);
      const fresh = { stance: 'none', tile: null, acted: false, defended: false, revealed: false, readied: null, grappling: null, threatenedUntil: null };
      expect(state.combatants).toEqual([
        expect.objectContaining({ id: 'Pia', pc: true, initiative: 7, ...fresh }),
        expect.objectContaining({ id: 'Ned', pc: false, initiative: 6, ...fresh }),
      ]);
    });
  });

  describe('surprise (Z35)', () => {
    const two = (aware: readonly [boolean, boolean]): CombatantInput[] => [
      { side: 'a', character: who('Ann', [5, 7, 5, 5]), aware: aware[0] },
      { side: 'b', character: who('Bob', [5, 6, 5, 5]), aware: aware[1] },
    ];
    it('is no surprise round when everyone is aware', () => {
      expect(startCombat(seed(1), two([true, true])).state.surprise).toBe(false);
      expect(startCombat(seed(1), crowd(3)).state.surprise).toBe(false);
    });
    it('makes round 1 a surprise round when anyone is unaware, even everyone', () => {
      expect(startCombat(seed(1), two([true, false])).state.surprise).toBe(true);
      expect(startCombat(seed(1), two([false, false])).state.surprise).toBe(true);
    });
  });
});
