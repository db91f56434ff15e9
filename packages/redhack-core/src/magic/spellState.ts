// Memorised spells as state: memorising (classic slots, draft31 books and prayers), casting
// (state in, new state and a log out), cantrips, the affinity swap and the Cure trade.
import { rollDie, type Rng } from '@rollwright/dice';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { MagicError } from './MagicError.js';
import { wholeIn } from './enumerate.js';
import { CLASSIC_MAX_SPELL_LEVEL, MAX_CASTER_LEVEL, casterLevel } from './classic/slots.js';
import { cureTrade } from './classic/cureTrade.js';
import { rollRetention, type RetentionOutcome, type RetentionSpec } from './classic/retention.js';
import type { Prayer, Spell, Spellbook } from './draft31/spellbooks.js';
import { hasHandFreeToCast, type CasterHands } from './casting.js';

/**
 * A spell held in memory.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface MemorisedSpell {
  /** The spell's name; `null` for a classic Inspiration spell the DM has yet to name. */
  readonly name: string | null;
  /** The spell's level. */
  readonly level: number;
  /** Classic: the level of the slot holding it (≥ the spell's level). */
  readonly slot?: number;
  /** Cast only in a state of purity (draft31 prayers). */
  readonly purity?: boolean;
  /** The title of the book it came from, if any. */
  readonly book?: string;
  /** Classic: gained through Inspiration (cannot be written down). */
  readonly inspiration?: boolean;
}

/**
 * A caster's magic: memorised spells, cantrips known, and (classic) the slots.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface SpellState {
  /** Spells currently memorised. */
  readonly memorised: readonly MemorisedSpell[];
  /** Cantrips known (cast at will, never forgotten). */
  readonly cantrips: readonly string[];
}

/**
 * One thing that happened to a caster's spells.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface MagicEvent {
  /** What happened. */
  readonly kind: 'memorised' | 'cast' | 'forgotten' | 'kept' | 'replaced' | 'interrupted' | 'cantrip' | 'inspiration' | 'swapped';
  /** The spell concerned. */
  readonly spell: string | null;
  /** A one-line account. */
  readonly text: string;
}

/**
 * What a change to a caster's spells returns: the new state and the log.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface SpellChange {
  /** The caster's spells afterwards (frozen). */
  readonly state: SpellState;
  /** What happened, in order. */
  readonly log: readonly MagicEvent[];
}

const MAX_SPELLS = 200;

function pickOne(rng: Rng, n: number): readonly [number, Rng] {
  const [f, next] = rollDie(rng, n);
  return [f - 1, next];
}

function freezeState(memorised: readonly MemorisedSpell[], cantrips: readonly string[]): SpellState {
  return Object.freeze({ memorised: Object.freeze(memorised.map((m) => Object.freeze({ ...m }))), cantrips: Object.freeze([...cantrips]) });
}

function spellOf(x: unknown, maxLevel: number): Spell {
  const sp = x as Spell;
  if (typeof sp !== 'object' || sp === null || typeof sp.name !== 'string' || sp.name === '') {
    throw new MagicError('spell', 'a spell needs a name and a level', x);
  }
  wholeIn(sp.level, 1, maxLevel, `level of ${sp.name}`, (m) => new MagicError('spell-level', m, sp.level));
  return sp;
}

function checkState(state: SpellState): void {
  if (typeof state !== 'object' || state === null || !Array.isArray(state.memorised) || !Array.isArray(state.cantrips)) {
    throw new MagicError('state', 'a spell state needs `memorised` and `cantrips` arrays', state);
  }
}

/**
 * An empty spell state with these cantrips.
 *
 * @param cantrips - Cantrips known (default none); never mutated.
 * @returns A frozen state with nothing memorised.
 * @example
 * ```ts
 * emptySpellState(['Prestidigitation']).memorised; // []
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function emptySpellState(cantrips: readonly string[] = []): SpellState {
  return freezeState([], cantrips);
}

/**
 * How many cantrips a wizard knows: classic, one (the starting cantrip); draft31, one per level.
 * Source: redhack-rules.txt › Spellcasting › Arcane Magic; redhack-3.1-draft.txt › Wizard ›
 * Cantrips.
 *
 * @param level - Wizard level, 1..20.
 * @param options - Edition (default draft31).
 * @returns The number of cantrips.
 * @throws {@link MagicError} for a level outside 1..20.
 * @example
 * ```ts
 * cantripCount(4); // 4
 * cantripCount(4, { edition: 'classic' }); // 1
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function cantripCount(level: number, options: RedhackOptions = {}): number {
  const l = casterLevel(level);
  return resolveOptions(options).edition === 'classic' ? 1 : l;
}

/**
 * Fills classic slots with chosen spells: each spell takes a slot of its level or higher (a
 * lower spell may fill a higher slot). A short rest memorises one spell into a free slot; a long
 * rest (or downtime) replaces everything. Memorising clears the slot. Source: redhack-rules.txt ›
 * Spellcasting › Arcane Magic, Preparation › Magic; [ruling R71](../../../../docs/rulings/redhack.md#r71-slot-checks).
 *
 * @param state - The caster's spells; never mutated.
 * @param slots - Every slot's level (as {@link classicWizardSlots} gives them); never mutated.
 * @param spells - The spells to memorise (levels 1..7); never mutated.
 * @param rest - `long` (replace all) or `short` (one spell, into a free slot).
 * @returns The new state and the log.
 * @throws {@link MagicError} (`slots`) if the spells do not fit the slots, or a short rest is
 *   given more than one spell; (`spell-level`) for a level outside 1..7.
 * @example
 * ```ts
 * memoriseClassic(emptySpellState(), [3, 2, 1], [{ name: 'Sleep', level: 1 }], 'long').state.memorised[0]?.slot; // 1
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function memoriseClassic(state: SpellState, slots: readonly number[], spells: readonly Spell[], rest: 'short' | 'long'): SpellChange {
  checkState(state);
  if (!Array.isArray(slots) || slots.length > MAX_SPELLS) throw new MagicError('slots', 'slots must be an array of slot levels', slots);
  slots.forEach((l) => wholeIn(l, 1, CLASSIC_MAX_SPELL_LEVEL, 'slot level', (m) => new MagicError('spell-level', m, l)));
  if (!Array.isArray(spells) || spells.length > MAX_SPELLS) throw new MagicError('slots', 'spells must be an array', spells);
  spells.forEach((x) => spellOf(x, CLASSIC_MAX_SPELL_LEVEL));
  if (rest === 'short' && spells.length > 1) throw new MagicError('slots', `a short rest memorises one spell, got ${spells.length}`, spells);
  const kept = rest === 'short' ? state.memorised : [];
  const used = kept.map((m) => m.slot ?? m.level);
  const free = [...slots];
  for (const u of used) {
    const i = free.indexOf(u);
    if (i >= 0) free.splice(i, 1);
  }
  free.sort((a, b) => a - b);
  const placed: MemorisedSpell[] = [];
  for (const sp of [...spells].sort((a, b) => b.level - a.level)) {
    const i = free.findIndex((slot) => slot >= sp.level);
    if (i < 0) {
      throw new MagicError('slots', `no free slot of level ${sp.level} or higher for ${sp.name} (slots ${slots.join(', ') || 'none'})`, spells);
    }
    const [slot = sp.level] = free.splice(i, 1);
    placed.push({ name: sp.name, level: sp.level, slot });
  }
  const log = placed.map((m): MagicEvent => Object.freeze({ kind: 'memorised', spell: m.name, text: `memorised ${m.name ?? '?'} (level ${m.level}) in a level-${m.slot ?? m.level} slot` }));
  return Object.freeze({ state: freezeState([...kept, ...placed], state.cantrips), log: Object.freeze(log) });
}

/**
 * Memorises a draft31 wizard's spells on a long rest: one spell per wizard level from the first
 * book, taken in level order and, within a level, in inscription order, only spells of level ≤
 * the wizard's level; plus one from a second book per level over 6, and one from a third per
 * level over 9. Source: redhack-3.1-draft.txt › Wizard magic › memorising, Wizard › Arcane
 * Magic, Advanced Studies; rulings [R73](../../../../docs/rulings/redhack.md#r73-the-order-of-memorising),
 * [R73a](../../../../docs/rulings/redhack.md#r73a-second-and-third-spellbooks).
 *
 * @param level - Wizard level, 1..20.
 * @param books - The spellbooks studied, first book first (at most 3); never mutated.
 * @param cantrips - Cantrips known (default none); never mutated.
 * @returns The new state (everything memorised before is replaced) and the log.
 * @throws {@link MagicError} (`books`) for more books than the level allows or none;
 *   (`spell-level`) for a spell level outside 1..20.
 * @example
 * ```ts
 * memoriseDraft31(3, [ELEMENTARY_ENCHANTER]).state.memorised.map((m) => m.name); // ['Charm Person', 'Sleep', 'Invisibility']
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function memoriseDraft31(level: number, books: readonly Spellbook[], cantrips: readonly string[] = []): SpellChange {
  const l = casterLevel(level);
  const allowed = l > 9 ? 3 : l > 6 ? 2 : 1;
  if (!Array.isArray(books) || books.length === 0) throw new MagicError('books', 'memorising needs at least one spellbook', books);
  if (books.length > allowed) throw new MagicError('books', `a level-${l} wizard studies at most ${allowed} book(s) at once, got ${books.length}`, books.length);
  const quota = [l, Math.max(0, l - 6), Math.max(0, l - 9)];
  const out: MemorisedSpell[] = [];
  books.forEach((b, bi) => {
    if (typeof b !== 'object' || b === null || !Array.isArray(b.spells) || b.spells.length > MAX_SPELLS) throw new MagicError('books', 'a spellbook needs a spells array', b);
    const spells = (b.spells as readonly unknown[]).map((x: unknown) => spellOf(x, MAX_CASTER_LEVEL));
    const inOrder = spells
      .map((sp, i) => ({ sp, i }))
      .filter((x) => x.sp.level <= l)
      .sort((a, c) => a.sp.level - c.sp.level || a.i - c.i)
      .slice(0, quota[bi] ?? 0);
    for (const { sp } of inOrder) out.push({ name: sp.name, level: sp.level, book: b.title });
  });
  const log = out.map((m): MagicEvent => Object.freeze({ kind: 'memorised', spell: m.name, text: `memorised ${m.name ?? '?'} (level ${m.level}) from ${m.book ?? 'a book'}` }));
  return Object.freeze({ state: freezeState(out, cantrips), log: Object.freeze(log) });
}

/**
 * A draft31 cleric's spell slots: from level 2, a slot of the cleric's level at each even level
 * and, at each odd level, one of the level before (a 4th-level cleric has slots 2, 2, 4).
 * Source: redhack-3.1-draft.txt › Cleric › Divine Magic.
 *
 * @param level - Cleric level, 1..20.
 * @returns Every slot's level, lowest first (empty at level 1).
 * @throws {@link MagicError} for a level outside 1..20.
 * @example
 * ```ts
 * draft31ClericSlots(4); // [2, 2, 4]
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function draft31ClericSlots(level: number): readonly number[] {
  const l = casterLevel(level);
  const out: number[] = [];
  for (let k = 2; k <= l; k++) out.push(k % 2 === 0 ? k : k - 1);
  return Object.freeze(out);
}

/**
 * Memorises a draft31 cleric's spells by reciting a prayer after a long rest: every numbered
 * line up to the cleric's level, plus every purity line whose spell level the cleric has reached
 * (cast only while pure). With Healing Focus in a state of purity (`pure`), the cleric memorises
 * twice as many: each numbered line also gives its affinity (Cure) spell. Source:
 * redhack-3.1-draft.txt › Cleric magic, sample prayer; Cleric › Healing Focus.
 *
 * @param level - Cleric level, 2..20.
 * @param prayer - The prayer recited; never mutated.
 * @param options - `pure`: the cleric is in a state of purity (Healing Focus).
 * @returns The new state and the log.
 * @throws {@link MagicError} (`cleric-level`) for a cleric below level 2; (`caster-level`) above 20.
 * @example
 * ```ts
 * memorisePrayer(4, PRAYER_OF_MITRA).state.memorised.map((m) => m.name);
 * // ['Light', 'Protection From Evil', 'Remove Fear', 'Augury', 'Bless']
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function memorisePrayer(level: number, prayer: Prayer, options: { readonly pure?: boolean } = {}): SpellChange {
  const l = casterLevel(level);
  if (l < 2) throw new MagicError('cleric-level', `a draft31 cleric prays for spells from level 2, got level ${l}`, level);
  if (typeof prayer !== 'object' || prayer === null || !Array.isArray(prayer.lines)) throw new MagicError('prayer', 'a prayer needs lines', prayer);
  const out: MemorisedSpell[] = [];
  for (const ln of prayer.lines) {
    const ok = ln.purity ? ln.spell.level <= l : (ln.number ?? Infinity) <= l;
    if (ok) out.push({ name: ln.spell.name, level: ln.spell.level, ...(ln.purity ? { purity: true } : {}) });
  }
  if (options.pure === true) {
    for (const ln of prayer.lines) {
      if (!ln.purity && (ln.number ?? Infinity) <= l) out.push({ name: ln.affinity, level: ln.spell.level });
    }
  }
  const log = out.map((m): MagicEvent => Object.freeze({ kind: 'memorised', spell: m.name, text: `memorised ${m.name ?? '?'} (level ${m.level})${m.purity === true ? ', purity only' : ''}` }));
  return Object.freeze({ state: freezeState(out, []), log: Object.freeze(log) });
}

function indexOfSpell(state: SpellState, name: string): number {
  const i = state.memorised.findIndex((m) => m.name === name);
  if (i < 0) throw new MagicError('not-memorised', `${name} is not memorised`, name);
  return i;
}

/**
 * Casts a draft31 spell (Vancian): the spell is forgotten; if the caster takes damage from a
 * reaction attack made against the casting, the spell fails and stays memorised. A cantrip is
 * cast at will and never forgotten. An arcane spell needs a free hand: give `hands` and a
 * caster whose hands are full (a shield and a weapon, or a staff used to attack this round)
 * is refused before anything is cast ({@link hasHandFreeToCast}); divine spells (`divine`)
 * need no free hand. Source: redhack-3.1-draft.txt › Wizard magic › casting, cantrips; Cleric
 * magic; [ruling R93](../../../../docs/rulings/redhack.md#r93-the-free-hand-and-cantrips).
 *
 * @param state - The caster's spells; never mutated.
 * @param spell - The spell (or cantrip) name.
 * @param options - `interrupted`: damage from a reaction attack hit the caster; `hands`: what
 *   the caster holds this round (unchecked when absent); `divine`: a cleric's spell.
 * @returns The new state and the log.
 * @throws {@link MagicError} (`not-memorised`) if the spell is neither memorised nor a cantrip;
 *   (`free-hand`) if an arcane caster has no free hand; (`hands`) for more than two items held.
 * @example
 * ```ts
 * const { state } = memoriseDraft31(1, [ELEMENTARY_ENCHANTER]);
 * castDraft31(state, 'Charm Person').state.memorised; // []
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function castDraft31(
  state: SpellState,
  spell: string,
  options: {
    /** Damage from a reaction attack hit the caster: the spell fails and stays memorised. */
    readonly interrupted?: boolean;
    /** What the caster holds this round; an arcane spell needs a free hand. */
    readonly hands?: CasterHands;
    /** The spell is divine (a cleric's): no free hand needed. */
    readonly divine?: boolean;
  } = {},
): SpellChange {
  checkState(state);
  if (options.hands !== undefined && !hasHandFreeToCast(options.hands, options.divine === true ? 'divine' : 'arcane')) {
    const staff = options.hands.held.includes('staff') && options.hands.attacksWithStaff === true ? ' (a staff used to attack this round does not leave a hand free)' : '';
    throw new MagicError('free-hand', `casting ${spell} needs a free hand; the caster holds ${options.hands.held.join(' and ')}${staff}`, options.hands);
  }
  if (state.cantrips.includes(spell)) {
    return Object.freeze({ state, log: Object.freeze([Object.freeze({ kind: 'cantrip', spell, text: `cast the cantrip ${spell}` } as MagicEvent)]) });
  }
  const i = indexOfSpell(state, spell);
  if (options.interrupted === true) {
    return Object.freeze({
      state,
      log: Object.freeze([Object.freeze({ kind: 'interrupted', spell, text: `${spell} fails: reaction damage broke the casting; it stays memorised` } as MagicEvent)]),
    });
  }
  const memorised = state.memorised.filter((_, j) => j !== i);
  return Object.freeze({
    state: freezeState(memorised, state.cantrips),
    log: Object.freeze([Object.freeze({ kind: 'cast', spell, text: `cast ${spell}; it is forgotten` } as MagicEvent)]),
  });
}

/**
 * Casts a classic arcane spell and rolls its retention: Oblivion forgets it; Entropy and
 * Equilibrium replace it with a random spell from the book one level lower or of the same level
 * (a book spell of that level is drawn when the book has one, else the slot keeps a placeholder
 * the player fills); Inspiration replaces it with a DM's spell (`name: null`); Endurance keeps it;
 * Epiphany also adds an Inspiration spell. Cantrips are cast at will. Source: redhack-rules.txt ›
 * Spellcasting › Arcane Magic.
 *
 * @param rng - Generator state; never mutated.
 * @param state - The caster's spells; never mutated.
 * @param spell - The spell (or cantrip) name.
 * @param spec - `components`, `armour` (the retention modifiers) and the wizard's `book`.
 * @param options - Rule options; reads `retentionComponents`.
 * @returns The new state, the log, the retention outcome (`null` for a cantrip), and the next state.
 * @throws {@link MagicError} (`not-memorised`) if the spell is not memorised.
 * @example
 * ```ts
 * const [change, outcome, next] = castClassic(seed(1), state, 'Sleep', { components: true });
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function castClassic(
  rng: Rng,
  state: SpellState,
  spell: string,
  spec: Omit<RetentionSpec, 'spellLevel'> & { readonly book?: readonly Spell[] } = {},
  options: RedhackOptions = {},
): readonly [change: SpellChange, outcome: RetentionOutcome | null, next: Rng] {
  checkState(state);
  if (state.cantrips.includes(spell)) {
    return [Object.freeze({ state, log: Object.freeze([Object.freeze({ kind: 'cantrip', spell, text: `cast the cantrip ${spell}` } as MagicEvent)]) }), null, rng];
  }
  const i = indexOfSpell(state, spell);
  const cast = state.memorised[i] as MemorisedSpell;
  const [roll, r1] = rollRetention(rng, { spellLevel: cast.level, ...(spec.components === undefined ? {} : { components: spec.components }), ...(spec.armour === undefined ? {} : { armour: spec.armour }) }, options);
  let r = r1;
  const log: MagicEvent[] = [{ kind: 'cast', spell, text: `cast ${spell}; retention roll ${roll.total}: ${roll.first}` }];
  const book = (spec.book ?? []).map((x) => spellOf(x, CLASSIC_MAX_SPELL_LEVEL));
  const memorised = [...state.memorised];
  const draw = (lvl: number): MemorisedSpell => {
    const pool = book.filter((b) => b.level === lvl);
    if (pool.length === 0 || lvl < 1) return { name: null, level: Math.max(1, lvl), slot: cast.slot ?? cast.level };
    const [pick, after] = pickOne(r, pool.length);
    r = after;
    const chosen = pool[pick] as Spell;
    return { name: chosen.name, level: chosen.level, slot: cast.slot ?? cast.level };
  };
  switch (roll.result) {
    case 'oblivion':
      memorised.splice(i, 1);
      log.push({ kind: 'forgotten', spell, text: `${spell} is forgotten` });
      break;
    case 'entropy':
    case 'equilibrium': {
      const next = draw(roll.result === 'entropy' ? cast.level - 1 : cast.level);
      if (roll.result === 'entropy' && cast.level === 1) {
        memorised.splice(i, 1);
        log.push({ kind: 'forgotten', spell, text: `${spell} is lost: there is no spell one level below level 1` });
      } else {
        memorised[i] = next;
        log.push({ kind: 'replaced', spell, text: `${spell} becomes ${next.name ?? `a random level-${next.level} spell from the book`}` });
      }
      break;
    }
    case 'inspiration':
      memorised[i] = { name: null, level: cast.level, slot: cast.slot ?? cast.level, inspiration: true };
      log.push({ kind: 'replaced', spell, text: `${spell} becomes an unknown spell the DM chooses (Inspiration)` });
      break;
    case 'endurance':
      log.push({ kind: 'kept', spell, text: `${spell} stays memorised` });
      break;
  }
  if (roll.epiphany) {
    memorised.push({ name: null, level: cast.level, inspiration: true });
    log.push({ kind: 'inspiration', spell: null, text: 'Epiphany: an Inspiration spell is gained as well' });
  }
  return [Object.freeze({ state: freezeState(memorised, state.cantrips), log: Object.freeze(log.map((e) => Object.freeze(e))) }), roll.outcome, r];
}

/**
 * Swaps a memorised spell for another at any time: draft31 clerics take the spell's affinity
 * (most often a Cure) of the same line of their prayer; classic clerics use the Cure trade
 * ({@link cureTrade}). Source: redhack-3.1-draft.txt › Cleric magic; redhack-rules.txt ›
 * Spellcasting › Divine Magic.
 *
 * @param state - The cleric's spells; never mutated.
 * @param spell - The memorised spell given up.
 * @param options - Edition (default draft31) and, for draft31, the `prayer` it came from.
 * @returns The new state and the log.
 * @throws {@link MagicError} (`not-memorised`) if the spell is not memorised; (`prayer`) if a
 *   draft31 swap has no prayer line for the spell.
 * @example
 * ```ts
 * swapForCure(state, 'Bless', { prayer: PRAYER_OF_MITRA }).state.memorised.at(-1)?.name; // 'Cure Minor (Paralysis)'
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function swapForCure(state: SpellState, spell: string, options: RedhackOptions & { readonly prayer?: Prayer } = {}): SpellChange {
  checkState(state);
  const { prayer, ...rest } = options;
  const i = indexOfSpell(state, spell);
  const old = state.memorised[i] as MemorisedSpell;
  let name: string;
  if (resolveOptions(rest).edition === 'classic') {
    name = cureTrade(old.level);
  } else {
    const ln = prayer?.lines.find((x) => x.spell.name === spell);
    if (ln === undefined) throw new MagicError('prayer', `no prayer line gives ${spell}, so it has no affinity spell`, spell);
    name = ln.affinity;
  }
  const memorised = state.memorised.map((m, j) => (j === i ? { name, level: old.level, ...(old.slot === undefined ? {} : { slot: old.slot }) } : m));
  return Object.freeze({
    state: freezeState(memorised, state.cantrips),
    log: Object.freeze([Object.freeze({ kind: 'swapped', spell, text: `${spell} is forgotten for ${name}` } as MagicEvent)]),
  });
}
