// Starting a round: who draws a domino (Z35 surprise, Z10 Unconscious), the stance events, where
// the dominoes come from (Z03), and the stance refusals (Z04 Guarded, Z11 Threatened by adjacency).
import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { withCondition } from '../characters/character.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { StanceError } from '../errors/StanceError.js';
import { caught, characterWith as who, eventsOf, setCombatant } from '../testing.js';
import { startCombat } from './startCombat.js';
import { declareStances, isActive } from './declareStances.js';
import { newBoneyard } from './dominoSource.js';
import { takeTurn, threaten } from './takeTurn.js';
import type { CombatantInput, CombatOptions, CombatState } from './types.js';

/** The error of class `k` that `f` throws; its message is returned. */
function message(k: typeof CombatStateError | typeof StanceError, f: () => unknown): string {
  const e = caught(f);
  expect(e).toBeInstanceOf(k);
  return (e as Error).message;
}

// Initiative order Rex (♠9), Ada (♠6), Orc (♠4).
const ada = who('Ada', [8, 6, 5, 5]);
const rex = who('Rex', [7, 9, 5, 5]);
const orc = who('Orc', [6, 4, 5, 5]);
const begin = (people: readonly CombatantInput[], options: CombatOptions = {}): CombatState => startCombat(seed(1), people, options).state;
const trio = (options: CombatOptions = {}, patch: Partial<Record<'Ada' | 'Rex' | 'Orc', Partial<CombatantInput>>> = {}): CombatState =>
  begin(
    [
      { side: 'pcs', character: ada, pc: true, ...patch.Ada },
      { side: 'foes', character: rex, ...patch.Rex },
      { side: 'foes', character: orc, ...patch.Orc },
    ],
    options,
  );
const code = (t: { readonly greater: number; readonly lesser: number }): string => `${t.greater}-${t.lesser}`;

describe('isActive', () => {
  it('counts only the aware in a surprise round (Z35)', () => {
    const s = trio({}, { Rex: { aware: false } });
    expect(s.surprise).toBe(true);
    expect([isActive(s, 'Rex'), isActive(s, 'Ada'), isActive(s, 'Orc')]).toEqual([false, true, true]);
  });

  it('lets the once-unaware act from round 2 on (Z35)', () => {
    const s1 = trio({}, { Rex: { aware: false } });
    let s = declareStances(s1, { Ada: 'bold', Orc: 'bold' }).state;
    s = takeTurn(s, 'Ada', []).state;
    s = takeTurn(s, 'Orc', []).state;
    expect(s).toMatchObject({ phase: 'stances', round: 2, surprise: false });
    expect(isActive(s, 'Rex')).toBe(true);
    const { events } = declareStances(s, { Rex: 'bold', Ada: 'bold', Orc: 'bold' });
    expect(eventsOf(events, 'stance')).toEqual([
      { type: 'stance', id: 'Rex', stance: 'bold' },
      { type: 'stance', id: 'Ada', stance: 'bold' },
      { type: 'stance', id: 'Orc', stance: 'bold' },
    ]);
  });

  it('leaves out an Unconscious combatant, even when nobody is surprised (Z10)', () => {
    const s = trio({}, { Rex: { character: withCondition(rex, 'unconscious') } });
    expect(s.surprise).toBe(false);
    expect([isActive(s, 'Rex'), isActive(s, 'Ada')]).toEqual([false, true]);
    const { events } = declareStances(s, { Ada: 'bold', Orc: 'cautious' });
    expect(eventsOf(events, 'stance')[0]).toEqual({ type: 'stance', id: 'Rex', stance: 'none' });
    expect(eventsOf(events, 'domino').map((e) => e.id)).toEqual(['Ada', 'Orc']);
  });
});

describe('declareStances', () => {
  it('is refused outside the stances phase, naming the phase', () => {
    const s = declareStances(trio(), { Rex: 'bold', Ada: 'bold', Orc: 'bold' }).state;
    expect(message(CombatStateError, () => declareStances(s, { Rex: 'bold', Ada: 'bold', Orc: 'bold' }))).toBe(
      'stances are declared at the start of a round, not in phase turns',
    );
  });

  it('names the active combatant who announced nothing', () => {
    expect(message(StanceError, () => declareStances(trio(), { Rex: 'bold', Ada: 'bold' }))).toBe('Orc must announce a stance this round');
  });

  it('logs stance none for a surprised combatant, deals it nothing, and skips its turn as inactive (Z01, Z35)', () => {
    const { state, events } = declareStances(trio({}, { Rex: { aware: false } }), { Ada: 'bold', Orc: 'guarded' });
    const tiles = Object.fromEntries(eventsOf(events, 'domino').map((e) => [e.id, e.tile]));
    expect(events).toEqual([
      { type: 'roundStarted', round: 1, surprise: true },
      { type: 'stance', id: 'Rex', stance: 'none' },
      { type: 'stance', id: 'Ada', stance: 'bold' },
      { type: 'domino', id: 'Ada', tile: tiles['Ada'] },
      { type: 'stance', id: 'Orc', stance: 'guarded' },
      { type: 'domino', id: 'Orc', tile: tiles['Orc'] },
      { type: 'turnSkipped', id: 'Rex', reason: 'inactive' },
      { type: 'turnStarted', id: 'Ada' },
      { type: 'reveal', id: 'Ada', tile: tiles['Ada'] },
    ]);
    expect(state.combatants.find((c) => c.id === 'Rex')).toMatchObject({ stance: 'none', tile: null, revealed: false, defended: false });
    // Orc has not had its turn yet: nothing is done or shown for it
    expect(state.combatants.find((c) => c.id === 'Orc')).toMatchObject({ stance: 'guarded', revealed: false, acted: false, defended: false });
  });

  it('wipes whatever an inactive combatant still holds from before, in a hand-made or loaded state (Z01, Z10)', () => {
    const stale = setCombatant(trio({}, { Rex: { character: withCondition(rex, 'unconscious') } }), 'Rex', {
      stance: 'bold',
      tile: { greater: 5, lesser: 2 },
      revealed: true,
      acted: true,
      defended: true,
    });
    const { state, events } = declareStances(stale, { Ada: 'bold', Orc: 'bold' });
    expect(eventsOf(events, 'turnSkipped')).toEqual([{ type: 'turnSkipped', id: 'Rex', reason: 'inactive' }]);
    expect(state.combatants.find((c) => c.id === 'Rex')).toMatchObject({ stance: 'none', tile: null, revealed: false, acted: true, defended: false });
  });

  describe('domino sources (Z03)', () => {
    it.each(['2d6', 'd8d4'] as const)('rolls %s dominoes: no boneyard is kept and none is reshuffled', (source) => {
      for (const n of [1, 2, 3]) {
        const { state, events } = declareStances(startCombat(seed(n), [{ side: 'pcs', character: ada }, { side: 'foes', character: rex }], { dominoSource: source }).state, {
          Ada: 'bold',
          Rex: 'bold',
        });
        expect(state.boneyard).toEqual([]);
        expect(eventsOf(events, 'reshuffle')).toEqual([]);
        expect(eventsOf(events, 'domino')).toHaveLength(2);
      }
    });

    it('draws d8d4 ends that no tile has: a d8 end of 7 or 8 shows up', () => {
      const greater = new Set<number>();
      for (let n = 1; n <= 40; n++) {
        const { events } = declareStances(startCombat(seed(n), [{ side: 'pcs', character: ada }, { side: 'foes', character: rex }], { dominoSource: 'd8d4' }).state, {
          Ada: 'bold',
          Rex: 'bold',
        });
        for (const e of eventsOf(events, 'domino')) greater.add(e.tile.greater);
      }
      expect(greater.has(7) || greater.has(8)).toBe(true);
    });

    it('shuffles a fresh set in after 21 draws: 23 combatants see one reshuffle before the 22nd tile', () => {
      const people: CombatantInput[] = Array.from({ length: 23 }, (_, i) => ({ side: i % 2 === 0 ? 'a' : 'b', character: who(`C${i}`, [5, 5, 5, 5]) }));
      const start = startCombat(seed(7), people).state;
      const { state, events } = declareStances(start, Object.fromEntries(start.order.map((id) => [id, 'bold' as const])));
      const drawn = events.filter((e) => e.type === 'domino' || e.type === 'reshuffle');
      expect(drawn).toHaveLength(24);
      expect(drawn[21]).toEqual({ type: 'reshuffle', round: 1 });
      expect(eventsOf(events, 'reshuffle')).toHaveLength(1);
      const tiles = eventsOf(events, 'domino').map((e) => code(e.tile));
      // the first 21 are the whole set, each tile once
      expect(tiles.slice(0, 21).sort()).toEqual(newBoneyard().map(code).sort());
      expect(state.boneyard).toHaveLength(19);
    });
  });

  describe('stance refusals (Z04)', () => {
    it('refuses Guarded from a Helpless combatant, who draws a domino but can take no Standard action', () => {
      const s = trio({}, { Orc: { character: withCondition(orc, 'helpless') } });
      expect(isActive(s, 'Orc')).toBe(true);
      expect(message(StanceError, () => declareStances(s, { Rex: 'bold', Ada: 'bold', Orc: 'guarded' }))).toBe(
        'Orc cannot take a Standard action, so cannot be Guarded (Z04)',
      );
      const { events } = declareStances(s, { Rex: 'bold', Ada: 'bold', Orc: 'cautious' });
      expect(eventsOf(events, 'stance')[2]).toEqual({ type: 'stance', id: 'Orc', stance: 'cautious' });
      expect(eventsOf(events, 'domino').map((e) => e.id)).toEqual(['Rex', 'Ada', 'Orc']);
    });
  });

  describe('Threatened by adjacency (Z11 variant)', () => {
    const on = { threatenedByAdjacency: true } as const;

    it('is refused while the option is off, with the reason', () => {
      expect(message(CombatStateError, () => declareStances(trio(), { Rex: 'bold', Ada: 'bold', Orc: 'bold' }, { adjacent: [['Ada', 'Rex']] }))).toBe(
        'adjacency was given but the threatenedByAdjacency option is off (Z11)',
      );
    });

    it('does not threaten two allies side by side', () => {
      const { state } = declareStances(trio(on), { Rex: 'reckless', Ada: 'reckless', Orc: 'reckless' }, { adjacent: [['Rex', 'Orc']] });
      expect(state.combatants.map((c) => [c.id, c.threatenedUntil])).toEqual([
        ['Rex', null],
        ['Ada', null],
        ['Orc', null],
      ]);
    });

    it('is not threatened by an enemy that cannot act, but threatens it', () => {
      const s = trio(on, { Orc: { character: withCondition(orc, 'unconscious') } });
      const { state } = declareStances(s, { Rex: 'bold', Ada: 'reckless' }, { adjacent: [['Ada', 'Orc']] });
      expect(state.combatants.map((c) => [c.id, c.threatenedUntil])).toEqual([
        ['Rex', null],
        ['Ada', null],
        ['Orc', 1],
      ]);
    });

    it('never shortens a longer threat: Threatened to round 2 stays so after adjacency in round 1', () => {
      const s = threaten(trio(on), 'Ada');
      expect(s.combatants.find((c) => c.id === 'Ada')?.threatenedUntil).toBe(2);
      const { state } = declareStances(s, { Rex: 'cautious', Ada: 'guarded', Orc: 'bold' }, { adjacent: [['Ada', 'Rex']] });
      expect(state.combatants.map((c) => [c.id, c.threatenedUntil])).toEqual([
        ['Rex', 1],
        ['Ada', 2],
        ['Orc', null],
      ]);
    });
  });
});
