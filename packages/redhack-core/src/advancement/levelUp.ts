// Levelling up, per edition: one definition from given dice (resolveLevelUp), rolled by levelUp.
import { die, map, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { ATTRIBUTE_NAMES, type AttributeName } from '../characters/attributes.js';
import { CLASSIC_CLASSES, DRAFT31_CLASSES, type ClassSpec } from '../characters/classes.js';
import type { Edition } from '../options/index.js';
import { AdvancementError } from './AdvancementError.js';
import { experiencesToLevel, needsMentor } from './experiences.js';

/**
 * The parts of a character that levelling reads and changes. Any other fields pass through
 * unchanged, so the character JSON of the CLI can be levelled as it is.
 * @since 0.1.0
 * @category RedHack advancement
 */
export interface LevellingCharacter {
  /** Which text the character plays. */
  readonly edition: Edition;
  /** Class id in the edition's catalogue (`warrior`, `thief`, `cleric`, `wizard`, `bard`; draft31 `fighter`, …); or give `class`. */
  readonly className?: string;
  /** The class, as a {@link Character} holds it (its `id` is read when `className` is absent). */
  readonly class?: { readonly id: string };
  /** Current level, whole, ≥ 1 (default 1: a new character). */
  readonly level?: number;
  /** The six attributes, each 0..19. */
  readonly attributes: { readonly [K in AttributeName]: number };
  /** Current hit points. */
  readonly hp: number;
  /** Maximum hit points (default: `hp`). */
  readonly maxHp?: number;
  /** Unchecked experiences: descriptive sentences, or just how many (default 0). */
  readonly experiences?: readonly string[] | number;
  /** draft31: the chosen second requisite. */
  readonly secondaryRequisite?: AttributeName;
  /** classic: points gained past 19, each lowering that attribute's test difficulty by 1 (R05). */
  readonly attributeOverflow?: { readonly [K in AttributeName]?: number };
}

/**
 * The player's choices for one level-up.
 * @since 0.1.0
 * @category RedHack advancement
 */
export interface LevelUpChoices {
  /** draft31 below level 9: the mentor's level (must be higher than the character's). */
  readonly mentorLevel?: number;
  /** classic: the prime requisite to roll again when a prime did not rise (default: the first that did not; `null` declines). */
  readonly primeReroll?: AttributeName | null;
  /** draft31: the two free extra rolls (default: attributes that have not risen, lowest first). */
  readonly extraRolls?: readonly [AttributeName, AttributeName];
  /** draft31: the second requisite, when the character has none yet. */
  readonly secondaryRequisite?: AttributeName;
  /** The downtime action taken to level (logged; draft31 grants advantage on its rolls). */
  readonly downtimeAction?: string;
}

/**
 * The dice of one level-up, in the order {@link levelUp} rolls them.
 * @since 0.1.0
 * @category RedHack advancement
 */
export interface LevelUpDice {
  /** The hit die's face (the class hit die). */
  readonly hp: number;
  /** One d20 per attribute rolled (classic every attribute; draft31 each requisite), in {@link ATTRIBUTE_NAMES} order. */
  readonly attributes: { readonly [K in AttributeName]?: number };
  /** classic: the d20 of the prime requisite reroll, when one is taken. */
  readonly primeReroll?: number;
  /** draft31: the two extra d20 rolls, in the order of the choices. */
  readonly extra?: readonly number[];
  /** classic: the cost d6 faces, one per level held before levelling. */
  readonly cost?: readonly number[];
}

/**
 * One line of a level-up's log.
 * @since 0.1.0
 * @category RedHack advancement
 */
export interface LevelUpEvent {
  /** What the line is about. */
  readonly kind: 'experiences' | 'mentor' | 'cost' | 'level' | 'hp' | 'attribute' | 'reroll' | 'downtime';
  /** A one-line account. */
  readonly text: string;
  /** The attribute concerned, for attribute lines. */
  readonly attribute?: AttributeName;
  /** The die rolled, when there was one. */
  readonly roll?: number;
}

/**
 * What a level-up returns.
 * @since 0.1.0
 * @category RedHack advancement
 */
export interface LevelUpResult<C extends LevellingCharacter> {
  /** The levelled character (a new object; the input is untouched). */
  readonly character: C;
  /** classic: the gold cost ((level)d6 × level); 0 in draft31. */
  readonly cost: number;
  /** The attributes that rose by 1. */
  readonly gained: readonly AttributeName[];
  /** What happened, in order. */
  readonly log: readonly LevelUpEvent[];
}

/** @internal The class spec of a character, or an AdvancementError naming the field. */
export function classOf(edition: Edition, className: unknown): ClassSpec {
  const list = edition === 'classic' ? CLASSIC_CLASSES : DRAFT31_CLASSES;
  const c = list.find((x) => x.id === className);
  if (c === undefined) {
    throw new AdvancementError('className', `className must be one of ${list.map((x) => x.id).join(', ')} in ${edition}, got ${JSON.stringify(className) ?? String(className)}`, className);
  }
  return c;
}

/** @internal A character with its class id, level and experiences filled in. */
export type Normalised = LevellingCharacter & { readonly className: string; readonly level: number; readonly experiences: readonly string[] | number };

/** @internal Validates a character for levelling; throws an AdvancementError naming the field. */
export function checkCharacter(c: unknown): Normalised {
  const bad = (field: string, msg: string, v: unknown): never => {
    throw new AdvancementError(field, `character.${field} ${msg}`, v);
  };
  if (typeof c !== 'object' || c === null) bad('', 'must be an object', c);
  const raw = c as LevellingCharacter;
  if (raw.edition !== 'classic' && raw.edition !== 'draft31') bad('edition', `must be 'classic' or 'draft31', got ${JSON.stringify(raw.edition)}`, raw.edition);
  const className = raw.className ?? (typeof raw.class === 'object' && raw.class !== null ? raw.class.id : undefined);
  if (className === undefined) bad('className', 'is missing (give className or class.id)', className);
  classOf(raw.edition, className);
  const ch: Normalised = { ...raw, className: className as string, level: raw.level ?? 1, experiences: raw.experiences ?? 0 };
  if (typeof ch.level !== 'number' || !Number.isInteger(ch.level) || ch.level < 1) bad('level', `must be a whole number ≥ 1, got ${JSON.stringify(ch.level)}`, ch.level);
  if (typeof ch.attributes !== 'object' || ch.attributes === null) bad('attributes', 'must be an object of the six attributes', ch.attributes);
  for (const a of ATTRIBUTE_NAMES) {
    const v = ch.attributes[a];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 19) bad(`attributes.${a}`, `must be a whole number in 0..19, got ${JSON.stringify(v)}`, v);
  }
  if (typeof ch.hp !== 'number' || !Number.isInteger(ch.hp) || ch.hp < 0) bad('hp', `must be a whole number ≥ 0, got ${JSON.stringify(ch.hp)}`, ch.hp);
  if (ch.maxHp !== undefined && (typeof ch.maxHp !== 'number' || !Number.isInteger(ch.maxHp) || ch.maxHp < 0)) bad('maxHp', `must be a whole number ≥ 0, got ${JSON.stringify(ch.maxHp)}`, ch.maxHp);
  const xp = ch.experiences;
  const xpOk = (typeof xp === 'number' && Number.isInteger(xp) && xp >= 0) || (Array.isArray(xp) && xp.every((x) => typeof x === 'string'));
  if (!xpOk) bad('experiences', 'must be a whole number ≥ 0 or an array of strings', xp);
  if (ch.secondaryRequisite !== undefined && !ATTRIBUTE_NAMES.includes(ch.secondaryRequisite)) bad('secondaryRequisite', `must be an attribute name, got ${JSON.stringify(ch.secondaryRequisite)}`, ch.secondaryRequisite);
  return ch;
}

interface Plan {
  readonly c: Normalised;
  readonly cls: ClassSpec;
  readonly need: number;
  readonly rolled: readonly AttributeName[];
  readonly secondary: AttributeName | undefined;
}

function plan(character: LevellingCharacter, choices: LevelUpChoices): Plan {
  const c = checkCharacter(character);
  if (typeof choices !== 'object' || choices === null) throw new AdvancementError('choices', 'choices must be an object', choices);
  const cls = classOf(c.edition, c.className);
  const need = experiencesToLevel(c.edition, c.level);
  const have = typeof c.experiences === 'number' ? c.experiences : c.experiences.length;
  if (have < need) throw new AdvancementError('experiences', `levelling from ${c.level} needs ${need} experiences, the character has ${have}`, have);
  if (needsMentor(c.level, { edition: c.edition })) {
    const m = choices.mentorLevel;
    if (m === undefined) throw new AdvancementError('mentor', `levelling from ${c.level} needs a mentor of higher level (until level 9)`, m);
    if (typeof m !== 'number' || !Number.isInteger(m) || m <= c.level) throw new AdvancementError('mentor', `the mentor must be of a higher level than ${c.level}, got ${String(m)}`, m);
  }
  let secondary: AttributeName | undefined;
  if (c.edition === 'draft31') {
    secondary = c.secondaryRequisite ?? choices.secondaryRequisite;
    const allowed = cls.secondaryRequisites ?? [];
    if (secondary === undefined || !allowed.includes(secondary)) {
      throw new AdvancementError('secondaryRequisite', `a draft31 ${cls.name} needs a second requisite among ${allowed.join(', ')}, got ${String(secondary)}`, secondary);
    }
    const extra = choices.extraRolls;
    if (extra !== undefined) {
      if (!Array.isArray(extra) || extra.length !== 2 || !extra.every((a) => ATTRIBUTE_NAMES.includes(a))) {
        throw new AdvancementError('extraRolls', 'extraRolls must name two attributes', extra);
      }
      if (extra[0] === extra[1]) throw new AdvancementError('R41', `both extra rolls on ${extra[0]} would allow +2 to one attribute in one level-up (at most +1)`, extra);
    }
  }
  if (choices.primeReroll !== undefined && choices.primeReroll !== null && !cls.primeRequisites.includes(choices.primeReroll)) {
    throw new AdvancementError('primeReroll', `primeReroll must be one of ${cls.primeRequisites.join(', ')}, got ${String(choices.primeReroll)}`, choices.primeReroll);
  }
  const rolled = c.edition === 'classic' ? ATTRIBUTE_NAMES : ATTRIBUTE_NAMES.filter((a) => cls.primeRequisites.includes(a) || a === secondary);
  return { c, cls, need, rolled, secondary };
}

function d(value: unknown, sides: number, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > sides) {
    throw new AdvancementError('dice', `${what} must be a d${sides} face 1..${sides}, got ${String(value)}`, value);
  }
  return value;
}

/** Which prime to reroll (classic), given which attributes rose. */
function primeToReroll(p: Plan, gained: ReadonlySet<AttributeName>, choice: AttributeName | null | undefined): AttributeName | undefined {
  if (p.c.edition !== 'classic' || choice === null) return undefined;
  const failed = p.cls.primeRequisites.filter((a) => !gained.has(a));
  if (failed.length === 0) return undefined;
  if (choice === undefined) return failed[0];
  if (!failed.includes(choice)) throw new AdvancementError('primeReroll', `${choice} already rose, so it cannot be rolled again`, choice);
  return choice;
}

/** The two free extra rolls (draft31), given which attributes rose. */
function extraTargets(p: Plan, gained: ReadonlySet<AttributeName>, choice: readonly [AttributeName, AttributeName] | undefined): readonly AttributeName[] {
  if (p.c.edition !== 'draft31') return [];
  if (choice !== undefined) return choice;
  return [...ATTRIBUTE_NAMES].filter((a) => !gained.has(a)).sort((a, b) => p.c.attributes[a] - p.c.attributes[b] || ATTRIBUTE_NAMES.indexOf(a) - ATTRIBUTE_NAMES.indexOf(b)).slice(0, 2);
}

/**
 * Resolves a level-up from given dice. Classic: check off experiences equal to the level, pay
 * (level)d6 × level gp, +1 level, +1 hit die of HP, a d20 against every attribute (+1 when the
 * roll is higher; not a test, so 1 and 20 are not special), and one prime requisite that did not
 * rise may be rolled again; a 19 that rises becomes difficulty reduction (R05). draft31: a mentor
 * of higher level below level 9, 2 + the new level experiences, +1 level, one hit die roll of HP,
 * a d20 against each requisite (prime and second), two more d20 rolls against attributes of the
 * player's choice, and never more than +1 to one attribute; level 12 is the cap. Source:
 * redhack-rules.txt › Experience & Gaining Levels; redhack-3.1-draft.txt › Experience & Leveling
 * Up; rulings [R41](../../../../docs/rulings/redhack.md#r41), [R41a](../../../../docs/rulings/redhack.md#r41a),
 * [R74](../../../../docs/rulings/redhack.md#r74).
 *
 * @param dice - The faces rolled; never mutated.
 * @param character - The character; never mutated.
 * @param choices - The player's choices; never mutated.
 * @returns The levelled character, the cost, the attributes gained and the log (frozen).
 * @throws {@link AdvancementError}: `experiences` (too few), `mentor` (none, or not higher),
 *   `R41` (both extra rolls on one attribute), `R74` / `R41b` (past the cap), a field name
 *   (`attributes.STR`, `className`, …) for a character that cannot be read, `dice` for a missing
 *   or impossible face.
 * @example
 * ```ts
 * const r = resolveLevelUp({ hp: 3, attributes: { INT: 15, WIS: 4 }, extra: [2, 20] }, wizard, { mentorLevel: 3, extraRolls: ['CON', 'STR'] });
 * r.character.level; // 2
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function resolveLevelUp<C extends LevellingCharacter>(dice: LevelUpDice, character: C, choices: LevelUpChoices = {}): LevelUpResult<C> {
  const p = plan(character, choices);
  if (typeof dice !== 'object' || dice === null || typeof dice.attributes !== 'object' || dice.attributes === null) {
    throw new AdvancementError('dice', 'level-up dice need hp and attributes', dice);
  }
  const c = p.c;
  const log: LevelUpEvent[] = [];
  const xp = typeof c.experiences === 'number' ? c.experiences - p.need : c.experiences.slice(p.need);
  log.push({ kind: 'experiences', text: `checked off ${p.need} experience(s)` });
  if (choices.mentorLevel !== undefined && c.edition === 'draft31') log.push({ kind: 'mentor', text: `trained with a level-${choices.mentorLevel} mentor` });
  let cost = 0;
  if (c.edition === 'classic') {
    const faces = dice.cost ?? [];
    if (faces.length !== c.level) throw new AdvancementError('dice', `the classic cost needs ${c.level} d6, got ${faces.length}`, faces);
    cost = faces.reduce((s: number, f) => s + d(f, 6, 'cost die'), 0) * c.level;
    log.push({ kind: 'cost', text: `paid ${cost} gp (${c.level}d6 × ${c.level}: ${faces.join('+')})` });
  }
  const hpRoll = d(dice.hp, p.cls.hitDie, 'hit die');
  const attributes: Record<AttributeName, number> = { ...c.attributes };
  const overflow: Partial<Record<AttributeName, number>> = { ...(c.attributeOverflow ?? {}) };
  const gained = new Set<AttributeName>();
  const raise = (a: AttributeName, roll: number, why: string): void => {
    if (gained.has(a)) {
      log.push({ kind: 'attribute', attribute: a, roll, text: `${a} ${why}: ${roll}, but ${a} already rose this level (at most +1)` });
      return;
    }
    const v = c.attributes[a];
    if (roll > v) {
      gained.add(a);
      if (v >= 19) overflow[a] = (overflow[a] ?? 0) + 1;
      else attributes[a] = v + 1;
      log.push({ kind: 'attribute', attribute: a, roll, text: `${a} ${why}: ${roll} > ${v}, +1${v >= 19 ? ' (past 19: difficulty reduction)' : ''}` });
    } else {
      log.push({ kind: 'attribute', attribute: a, roll, text: `${a} ${why}: ${roll} ≤ ${v}, no change` });
    }
  };
  log.push({ kind: 'level', text: `level ${c.level} → ${c.level + 1}` });
  log.push({ kind: 'hp', roll: hpRoll, text: `+${hpRoll} HP (d${p.cls.hitDie})` });
  for (const a of p.rolled) raise(a, d(dice.attributes[a], 20, `${a} d20`), c.edition === 'classic' ? 'roll' : 'requisite roll');
  const reroll = primeToReroll(p, gained, choices.primeReroll);
  if (reroll !== undefined) raise(reroll, d(dice.primeReroll, 20, 'prime reroll d20'), 'prime reroll');
  else if (dice.primeReroll !== undefined) throw new AdvancementError('dice', 'a prime reroll die is given but no prime is rolled again', dice.primeReroll);
  const extra = extraTargets(p, gained, choices.extraRolls);
  if (extra.length > 0) {
    const faces = dice.extra ?? [];
    if (faces.length !== 2) throw new AdvancementError('dice', `the two extra rolls need 2 d20, got ${faces.length}`, faces);
    extra.forEach((a, i) => raise(a, d(faces[i], 20, 'extra d20'), 'extra roll'));
  }
  if (choices.downtimeAction !== undefined) {
    log.push({ kind: 'downtime', text: `downtime action: ${choices.downtimeAction}${c.edition === 'draft31' ? ' (advantage on its rolls)' : ' (the DM adds a ding bonus)'}` });
  }
  const maxHp = (c.maxHp ?? c.hp) + hpRoll;
  const next = {
    ...character,
    level: c.level + 1,
    hp: c.hp + hpRoll,
    maxHp,
    attributes: Object.freeze(attributes),
    experiences: Array.isArray(xp) ? Object.freeze([...xp]) : xp,
    ...(c.edition === 'draft31' && p.secondary !== undefined ? { secondaryRequisite: p.secondary } : {}),
    ...(Object.keys(overflow).length > 0 ? { attributeOverflow: Object.freeze(overflow) } : {}),
  } as C;
  const order = ATTRIBUTE_NAMES.filter((a) => gained.has(a));
  return Object.freeze({ character: Object.freeze(next), cost, gained: Object.freeze(order), log: Object.freeze(log.map((e) => Object.freeze(e))) });
}

/**
 * Levels a character up, rolling every die {@link resolveLevelUp} needs: the cost d6 (classic),
 * the hit die, the attribute d20s, the prime reroll (classic) or the two extra rolls (draft31).
 *
 * @param rng - Generator state; never mutated.
 * @param character - The character; never mutated.
 * @param choices - The player's choices; never mutated.
 * @returns The level-up and the next state.
 * @throws {@link AdvancementError} as {@link resolveLevelUp}.
 * @example
 * ```ts
 * const [{ character: next, log }, rng2] = levelUp(seed(1), character, { mentorLevel: 4 });
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function levelUp<C extends LevellingCharacter>(rng: Rng, character: C, choices: LevelUpChoices = {}): readonly [result: LevelUpResult<C>, next: Rng] {
  const p = plan(character, choices);
  let r = rng;
  const roll = (sides: number): number => {
    const [f, next] = rollDie(r, sides);
    r = next;
    return f;
  };
  const cost = p.c.edition === 'classic' ? Array.from({ length: p.c.level }, () => roll(6)) : undefined;
  const hp = roll(p.cls.hitDie);
  const attributes: Partial<Record<AttributeName, number>> = {};
  const gained = new Set<AttributeName>();
  for (const a of p.rolled) {
    const f = roll(20);
    attributes[a] = f;
    if (f > p.c.attributes[a]) gained.add(a);
  }
  const prime = primeToReroll(p, gained, choices.primeReroll);
  const primeReroll = prime === undefined ? undefined : roll(20);
  if (prime !== undefined && (primeReroll ?? 0) > p.c.attributes[prime]) gained.add(prime);
  const extraTo = extraTargets(p, gained, choices.extraRolls);
  const extra = extraTo.length > 0 ? extraTo.map(() => roll(20)) : undefined;
  const dice: LevelUpDice = {
    hp,
    attributes,
    ...(cost === undefined ? {} : { cost }),
    ...(primeReroll === undefined ? {} : { primeReroll }),
    ...(extra === undefined ? {} : { extra }),
  };
  return [resolveLevelUp(dice, character, choices), r];
}

/**
 * The exact chance that one level-up d20 raises an attribute: the roll must be higher than the
 * current value (1 and 20 are not special), so a value v rises with (20 − v) in 20.
 * Source: redhack-rules.txt › Experience › You gain; redhack-3.1-draft.txt › Experience › gains.
 *
 * @param value - The attribute, whole, 0..19.
 * @returns Weights over the 20 faces: `true` (rises) and `false`.
 * @throws {@link AdvancementError} for a value outside 0..19.
 * @example
 * ```ts
 * probability(attributeGainDistribution(15), true); // 1/4
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function attributeGainDistribution(value: number): Distribution<boolean> {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 19) {
    throw new AdvancementError('attribute', `an attribute must be a whole number in 0..19, got ${String(value)}`, value);
  }
  return map(die(20), (f) => f > value);
}
