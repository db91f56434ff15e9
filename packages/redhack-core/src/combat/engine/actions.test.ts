import { seed } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatActionError, CombatInputError, MoraleError } from '../errors.js';
import { advance } from './advance.js';
import { react } from './react.js';
import { startCombat } from './startCombat.js';
import { takeTurn } from './takeTurn.js';
import type { Combatant, CombatantInput, CombatState } from './types.js';

type Ed = 'classic' | 'draft31';
const pc = (id: string, extra: Partial<CombatantInput> = {}): CombatantInput => ({ id, kind: 'pc', cls: 'fighter', str: 12, dex: 12, con: 12, ac: 12, hp: 30, ...extra });
const mon = (id: string, extra: Partial<CombatantInput> = {}): CombatantInput => ({ id, kind: 'monster', hd: 1, ac: 3, hp: 40, morale: 12, ...extra });

function start(edition: Ed, combatants: readonly CombatantInput[], s = 1): CombatState {
  return startCombat({ rng: seed(s), combatants }, { rules: { edition } }).state;
}
/** The same fight with `id` to act now. */
function turnOf(s: CombatState, id: string, patch: (c: Combatant) => Combatant = (c) => c): CombatState {
  return { ...s, phase: 'turns', order: [id, ...s.order.filter((x) => x !== id)], turn: 0, combatants: s.combatants.map((c) => patch(c)) };
}
function get(s: CombatState, id: string): Combatant {
  const c = s.combatants.find((x) => x.id === id);
  if (c === undefined) throw new Error(`no ${id}`);
  return c;
}
/** The first seed in 1..60 whose fight passes `ok`. */
function firstSeed<T>(run: (n: number) => T, ok: (t: T) => boolean): T {
  for (let n = 1; n <= 60; n++) {
    const t = run(n);
    if (ok(t)) return t;
  }
  throw new Error('no seed in 1..60 gave the case');
}

describe('takeTurn tricksy', () => {
  const bard = pc('bard', { cls: 'bard', dex: 19 });
  it('hampers the creature: its next attack is rolled as a defence with advantage, then the mark is gone', () => {
    const r = firstSeed((n) => takeTurn(turnOf(start('classic', [bard, pc('w'), mon('m1', { hd: 0 })], n), 'bard'), 'bard', { kind: 'tricksy', target: 'm1', trick: 'hamper' }), (x) => x.events.some((e) => e.type === 'tricksy' && e.outcome === 'tricked'));
    expect(get(r.state, 'm1').hampered).toBe(true);
    const after = takeTurn(turnOf(r.state, 'm1'), 'm1', { kind: 'attack', target: 'w' });
    expect(get(after.state, 'm1').hampered).toBe(false);
  });
  it('deals 1d6 with dirty tricks and refuses a redirect without a victim, leaving the state untouched', () => {
    const r = firstSeed((n) => takeTurn(turnOf(start('classic', [bard, mon('m1', { hd: 0 })], n), 'bard'), 'bard', { kind: 'tricksy', target: 'm1', trick: 'dirtyTricks' }), (x) => x.events.some((e) => e.type === 'tricksy' && e.outcome === 'tricked'));
    const dmg = r.events.find((e) => e.type === 'damage');
    expect(dmg?.type === 'damage' && dmg.amount >= 1 && dmg.amount <= 6).toBe(true);
    const s = turnOf(start('classic', [bard, mon('m1')]), 'bard');
    const before = JSON.stringify(s);
    expect(() => takeTurn(s, 'bard', { kind: 'tricksy', target: 'm1', trick: 'redirect' })).toThrow(CombatActionError);
    expect(() => takeTurn(turnOf(start('classic', [pc('f'), mon('m1')]), 'f'), 'f', { kind: 'tricksy', target: 'm1', trick: 'hamper' })).toThrow(/not a classic Bard/);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('redirects a missed free attack onto another creature', () => {
    const r = firstSeed(
      (n) => takeTurn(turnOf(start('classic', [{ ...bard, ac: 19 }, mon('m1', { hd: 0 }), mon('m2')], n), 'bard'), 'bard', { kind: 'tricksy', target: 'm1', trick: 'redirect', redirectTo: 'm2' }),
      (x) => x.events.some((e) => e.type === 'defence' && e.outcome === 'dodged'),
    );
    expect(r.events.some((e) => e.type === 'damage' && e.id === 'm2')).toBe(true);
  });
});

describe('takeTurn extinguish', () => {
  const burning = (die: 4 | 6) => (c: Combatant): Combatant => (c.id === 'p' ? { ...c, ongoing: { die, by: 'm1' } } : c);
  it('classic: steps the die down, ends a ud4, or ends it with end', () => {
    const s = start('classic', [pc('p'), mon('m1')]);
    expect(get(takeTurn(turnOf(s, 'p', burning(6)), 'p', { kind: 'extinguish' }).state, 'p').ongoing).toEqual({ die: 4, by: 'm1' });
    expect(get(takeTurn(turnOf(s, 'p', burning(4)), 'p', { kind: 'extinguish' }).state, 'p').ongoing).toBeNull();
    expect(get(takeTurn(turnOf(s, 'p', burning(6)), 'p', { kind: 'extinguish', end: true }).state, 'p').ongoing).toBeNull();
    expect(() => takeTurn(turnOf(s, 'p'), 'p', { kind: 'extinguish' })).toThrow(/not taking ongoing damage/);
  });
  it('draft31: marks the next roll as the lower of two', () => {
    const s = start('draft31', [pc('p'), mon('m1')]);
    expect(get(takeTurn(turnOf(s, 'p', burning(6)), 'p', { kind: 'extinguish' }).state, 'p').ongoing).toEqual({ die: 6, by: 'm1', resolving: true });
    expect(() => takeTurn(turnOf(s, 'p', burning(6)), 'p', { kind: 'extinguish', end: true })).toThrow(CombatActionError);
  });
});

describe('takeTurn alert and held monsters (classic)', () => {
  it('wakes a surprised ally, who acts next', () => {
    const s0 = start('classic', [pc('a'), pc('b'), mon('m1')]);
    const s = { ...turnOf(s0, 'a', (c) => (c.id === 'b' ? { ...c, surprised: true } : c)), order: ['a', 'm1'] };
    const r = takeTurn(s, 'a', { kind: 'alert', target: 'b' });
    expect(r.state.order).toEqual(['a', 'b', 'm1']);
    expect(r.state.order[r.state.turn]).toBe('b');
    expect(() => takeTurn(turnOf(s0, 'a'), 'a', { kind: 'alert', target: 'b' })).toThrow(/not a surprised ally/);
  });
  it('lets a monster carry a held action into the next round, after held PCs', () => {
    const s0 = start('classic', [pc('a'), mon('m1'), mon('m2')]);
    const s = { ...s0, order: ['m1'], turn: 0 };
    const r = takeTurn(s, 'm1', { kind: 'hold' });
    expect(r.events).toContainEqual({ type: 'hold', id: 'm1', carried: true });
    const next = advance(r.state).state;
    const i = next.order.indexOf('m1');
    expect(i).toBeLessThan(next.order.indexOf('m2'));
    expect(get(next, 'm1').held).toBe(false);
  });
});

describe('react block (classic)', () => {
  it('leaves the blocked foe able to attack only the blocker in melee this round', () => {
    const s0 = start('classic', [pc('a'), pc('b'), mon('m1')]);
    const moved = takeTurn(turnOf(s0, 'm1'), 'm1', { kind: 'move' }).state;
    const blocked = react({ ...moved, phase: 'turns' }, 'a', { kind: 'block', target: 'm1' }).state;
    expect(get(blocked, 'm1').blockedBy).toBe('a');
    expect(() => takeTurn(turnOf(blocked, 'm1'), 'm1', { kind: 'attack', target: 'b' })).toThrow(/may attack only a/);
    expect(() => takeTurn(turnOf(blocked, 'm1'), 'm1', { kind: 'attack', target: 'a' })).not.toThrow();
  });
});

describe('react evade, stick and spear counter (draft31)', () => {
  const s0 = start('draft31', [pc('a', { longWeapon: true }), pc('b', { longWeapon: true }), pc('c', { encumbered: true }), mon('m1')]);
  const moved = takeTurn(turnOf(s0, 'm1'), 'm1', { kind: 'move' }).state;
  const live = { ...moved, phase: 'turns' as const };
  it('puts an evader out of the mover’s melee reach this round', () => {
    const e = react(live, 'a', { kind: 'evade', target: 'm1' }).state;
    expect(() => takeTurn(turnOf(e, 'm1'), 'm1', { kind: 'attack', target: 'a' })).toThrow(/evaded/);
    expect(() => react(e, 'a', { kind: 'stick', target: 'm1' })).toThrow(/already used/);
  });
  it('lets one Long weapon counter the move, spending a reaction, and no second', () => {
    const r = react(live, 'a', { kind: 'spearCounter', target: 'm1' });
    expect(r.events.some((e) => e.type === 'attack' && e.attacker === 'a')).toBe(true);
    expect(get(r.state, 'a').reactions).toBe(get(live, 'a').reactions - 1);
    expect(() => react(r.state, 'b', { kind: 'spearCounter', target: 'm1' })).toThrow(/already attacked/);
  });
  it('refuses an encumbered reactor and a foe that did not just move', () => {
    expect(() => react(live, 'c', { kind: 'stick', target: 'm1' })).toThrow(/encumbered/);
    expect(() => react({ ...live, lastMove: null }, 'a', { kind: 'evade', target: 'm1' })).toThrow(/did not just move/);
  });
});

describe('shield blocks, techniques and openings (draft31)', () => {
  it('blocks a hit with a shield on a STR test vs HD, spending a reaction only when it blocks', () => {
    const r = firstSeed(
      (n) => takeTurn(turnOf(start('draft31', [pc('p', { ac: 1, str: 19, shield: {} }), mon('m1', { hd: 0 })], n), 'm1'), 'm1', { kind: 'attack', target: 'p' }),
      (x) => x.events.some((e) => e.type === 'shieldBlock' && e.outcome === 'blocked'),
    );
    expect(r.events.some((e) => e.type === 'damage')).toBe(false);
    expect(get(r.state, 'p').reactions).toBe(0);
    expect(() => start('classic', [pc('p', { shield: {} }), mon('m1')])).toThrow(CombatInputError);
  });
  it('gives two openings for a crossbow shot and its reload', () => {
    const s = start('draft31', [pc('t', { cls: 'thief', ranged: { ammo: 12, crossbow: true } }), mon('m1')]);
    expect(takeTurn(turnOf(s, 't'), 't', { kind: 'shoot', target: 'm1' }).state.opening?.openings).toBe(2);
  });
  it('gives a Riposte Fighter a second opening on an attacker who missed', () => {
    const r = firstSeed(
      (n) => takeTurn(turnOf(start('draft31', [pc('f', { ac: 19, techniques: ['riposte'] }), mon('m1')], n), 'm1'), 'm1', { kind: 'attack', target: 'f' }),
      (x) => x.events.some((e) => e.type === 'defence' && e.outcome === 'dodged'),
    );
    expect(r.state.opening?.openings).toBe(2);
    expect(() => react(r.state, 'f', { kind: 'attack', target: 'm1' })).not.toThrow();
  });
  it('rerolls a failed defence for a reaction with the Parry technique', () => {
    const r = firstSeed(
      (n) => takeTurn(turnOf(start('draft31', [pc('f', { ac: 1, techniques: ['parry'] }), mon('m1')], n), 'm1'), 'm1', { kind: 'attack', target: 'f' }),
      (x) => x.events.some((e) => e.type === 'parryReroll'),
    );
    expect(r.events.filter((e) => e.type === 'defence')).toHaveLength(1);
    expect(get(r.state, 'f').reactions).toBe(0);
  });
  it('refuses techniques the class or level does not allow', () => {
    expect(() => start('draft31', [pc('f', { level: 3, techniques: ['riposte', 'vengeance'] }), mon('m1')])).toThrow(/one pair/);
    expect(() => start('draft31', [pc('t', { cls: 'thief', techniques: ['snipe'] }), mon('m1')])).toThrow(CombatInputError);
    expect(() => start('classic', [pc('w', { cls: 'thief', techniques: ['war-on-two-fronts'] }), mon('m1')])).toThrow(/Warriors/);
  });
});

describe('takeTurn War On Two Fronts (classic)', () => {
  it('attacks two targets with full damage', () => {
    const w = pc('w', { cls: 'warrior', level: 2, techniques: ['war-on-two-fronts'] });
    const s = start('classic', [w, mon('m1'), mon('m2')]);
    const r = takeTurn(turnOf(s, 'w'), 'w', { kind: 'attack', target: 'm1', secondTarget: 'm2' });
    expect(r.events.filter((e) => e.type === 'attack').map((e) => (e.type === 'attack' ? e.target : ''))).toEqual(['m1', 'm2']);
    expect(get(r.state, 'w').cleave?.left).toBe(0);
    const plain = start('classic', [pc('x', { cls: 'warrior' }), mon('m1'), mon('m2')]);
    expect(() => takeTurn(turnOf(plain, 'x'), 'x', { kind: 'attack', target: 'm1', secondTarget: 'm2' })).toThrow(/War On Two Fronts/);
  });
});

describe('takeTurn intimidate (draft31)', () => {
  it('forces an immediate morale test on a successful CHA test', () => {
    const r = firstSeed((n) => takeTurn(turnOf(start('draft31', [pc('p', { cha: 19 }), mon('m1', { hd: 0, morale: 7 })], n), 'p'), 'p', { kind: 'intimidate', target: 'm1' }), (x) => x.events.some((e) => e.type === 'intimidate' && e.success));
    expect(r.events.some((e) => e.type === 'morale')).toBe(true);
    expect(r.state.intimidated).toBe(true);
    const spent = { ...turnOf(start('draft31', [pc('p'), mon('m1')]), 'p'), moraleTests: 3 };
    expect(() => takeTurn(spent, 'p', { kind: 'intimidate', target: 'm1' })).toThrow(MoraleError);
  });
});

describe('startCombat monster initiative (draft31)', () => {
  it('puts a slow monster after every PC and a rogue before the PCs on 4 or less', () => {
    const s = start('draft31', [pc('a'), pc('b', { cls: 'thief' }), mon('slow', { initiative: 'slow' }), mon('rogue', { initiative: 'rogue' })]);
    expect(s.order.at(-1)).toBe('slow');
    const counts = Object.fromEntries(s.combatants.map((c) => [c.id, c.count]));
    for (const id of ['a', 'b']) {
      if ((counts[id] ?? 0) <= 4) expect(s.order.indexOf('rogue')).toBeLessThan(s.order.indexOf(id));
    }
    expect(() => start('classic', [pc('a'), mon('m', { initiative: 'rogue' })])).toThrow(CombatInputError);
  });
});

describe('classic Long and Short weapons in the engine', () => {
  it('gives a Long weapon advantage in round 1 only, and refuses the input in draft31', () => {
    // STR 12 vs AC 3 hits on 4–12 or 20 (10/20); classic advantage rerolls a miss, so about 3/4
    // hit. Over the same 300 seeds the Long weapon's round-1 count is far higher, round 2 equal.
    const hits = (len: 'long' | 'normal', round: number) => {
      let n = 0;
      for (let k = 1; k <= 300; k++) {
        const s = { ...start('classic', [pc('p', { weaponLength: len }), mon('m1', { hp: 1000 })], k), round };
        const r = takeTurn(turnOf(s, 'p'), 'p', { kind: 'attack', target: 'm1' });
        if (r.events.some((e) => e.type === 'attack' && e.outcome !== 'miss')) n++;
      }
      return n;
    };
    expect(hits('long', 1)).toBeGreaterThan(hits('normal', 1) + 40);
    expect(hits('long', 2)).toBe(hits('normal', 2));
    expect(() => start('draft31', [pc('p', { weaponLength: 'long' }), mon('m1')])).toThrow(CombatInputError);
  });
});

describe('takeTurn defensive (classic Defensive Fighting)', () => {
  it('marks the fighter for advantage on defence until the round ends, and needs the technique', () => {
    const s = start('classic', [pc('p', { techniques: ['defensive-fighting'] }), mon('m1')]);
    const r = takeTurn(turnOf(s, 'p'), 'p', { kind: 'defensive' });
    expect(get(r.state, 'p').defensive).toBe(true);
    expect(r.events).toContainEqual({ type: 'defensive', id: 'p' });
    expect(get(advance({ ...r.state, phase: 'roundEnd' }).state, 'p').defensive).toBe(false);
    expect(() => takeTurn(turnOf(start('classic', [pc('q'), mon('m1')]), 'q'), 'q', { kind: 'defensive' })).toThrow(/Defensive Fighting/);
  });
});

describe('Twist the Knife in the engine (classic)', () => {
  it('lodges the blade on a hit: the foe’s attack on the Thief is at a disadvantage, the follow-up deals +level', () => {
    const thief = pc('t', { cls: 'thief', level: 3, str: 19, weaponLength: 'short', techniques: ['twist-the-knife'] });
    const r = firstSeed((n) => takeTurn(turnOf(start('classic', [thief, mon('m1', { ac: 1 })], n), 't'), 't', { kind: 'attack', target: 'm1' }), (x) => x.events.some((e) => e.type === 'attack' && e.outcome === 'hit'));
    expect(get(r.state, 't').knife).toBe('m1');
    const next = takeTurn(turnOf(r.state, 't'), 't', { kind: 'attack', target: 'm1' });
    const hit = next.events.find((e) => e.type === 'attack');
    if (hit?.type === 'attack' && hit.outcome === 'hit') expect(hit.damage).toBeGreaterThanOrEqual(4);
    const moved = takeTurn(turnOf(r.state, 't'), 't', { kind: 'move' });
    expect(get(moved.state, 't').knife).toBeNull();
  });
});
