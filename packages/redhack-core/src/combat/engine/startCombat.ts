// startCombat: checks the input, rolls round-1 surprise, and opens round 1.
import { assertRng } from '@rollwright/dice';
import { CombatInputError, CombatLimitError } from '../errors.js';
import { optionsOf, whole } from '../core.js';
import { initiativeDie, rollSurprise, type CombatClass } from '../initiative/initiative.js';
import { checkDamage } from '../attack/damage.js';
import { monsterInitiativeCount } from '../initiative/monsterInitiative.js';
import { checkTechniques } from '../techniques/fighter.js';
import { freezeState, startRound, withRng } from './internal.js';
import { MAX_COMBATANTS, MAX_ROUNDS, type Combatant, type CombatantInput, type CombatEvent, type CombatInput, type CombatState, type CombatStep, type EngineOptions } from './types.js';

/** A plain-JSON copy (inputs and options are plain data). */
function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

const CLASSIC_TECHNIQUES: readonly string[] = ['defensive-fighting', 'twist-the-knife', 'war-on-two-fronts', 'ritual-caster'];

/** The options a combatant uses that only one edition has, and the technique lists. */
function checkEditionInput(c: CombatantInput, at: string, edition: 'classic' | 'draft31'): void {
  if (c.initiative !== undefined) {
    if (c.kind !== 'monster') throw new CombatInputError('DR-21', `${at}.initiative is for monsters (PCs roll their class die)`, c.initiative);
    monsterInitiativeCount(c.initiative, typeof c.initiative === 'number' ? 1 : undefined, { edition });
  }
  if (c.shield !== undefined) {
    if (edition !== 'draft31' || c.kind !== 'pc') throw new CombatInputError('R19', `${at}.shield: blocking with a shield is a draft31 PC rule (a classic shield is +1 AC)`, c.shield);
    whole('R19', `${at}.shield.bonus`, c.shield.bonus ?? 0, 0, 10);
  }
  if (c.weaponLength !== undefined) {
    if (edition !== 'classic') throw new CombatInputError('R58', `${at}.weaponLength is a classic rule (draft31 Long weapons: longWeapon)`, c.weaponLength);
    if (c.weaponLength !== 'long' && c.weaponLength !== 'short' && c.weaponLength !== 'normal') throw new CombatInputError('R58', `${at}.weaponLength must be 'long', 'short' or 'normal'`, c.weaponLength);
  }
  for (const k of ['longWeapon', 'dagger', 'encumbered', 'helm'] as const) {
    if (c[k] !== undefined && typeof c[k] !== 'boolean') throw new CombatInputError('combat', `${at}.${k} must be true or false`, c[k]);
  }
  const ts = c.techniques;
  if (ts === undefined) return;
  if (c.kind !== 'pc') throw new CombatInputError('R61', `${at}.techniques are for PCs`, ts);
  if (edition === 'draft31') {
    if ((c.cls ?? 'fighter') !== 'fighter') throw new CombatInputError('R61', `${at}.techniques: only a draft31 Fighter has techniques`, c.cls);
    checkTechniques(c.level ?? 1, ts);
    return;
  }
  if (!Array.isArray(ts) || new Set(ts).size !== ts.length) throw new CombatInputError('CL-22', `${at}.techniques must be a list of distinct ids`, ts);
  for (const x of ts) {
    if (!CLASSIC_TECHNIQUES.includes(x)) throw new CombatInputError('CL-22', `${at}.techniques: unknown classic technique ${JSON.stringify(x)} (one of ${CLASSIC_TECHNIQUES.join(', ')})`, x);
    if (x === 'war-on-two-fronts' && c.cls !== 'warrior') throw new CombatInputError('CL-22', `${at}: War On Two Fronts is for Warriors`, c.cls);
  }
}

function checkInput(c: CombatantInput, i: number): void {
  const at = `combatants[${i}]`;
  if (typeof c !== 'object' || c === null) throw new CombatInputError('combat', `${at} must be an object`, c);
  if (typeof c.id !== 'string' || c.id.length < 1 || c.id.length > 40) throw new CombatInputError('combat', `${at}.id must be a string of 1..40 characters`, c.id);
  if (c.kind !== 'pc' && c.kind !== 'monster') throw new CombatInputError('combat', `${at}.kind must be 'pc' or 'monster'`, c.kind);
  whole('combat', `${at}.ac`, c.ac, 0, 30);
  whole('combat', `${at}.hp`, c.hp, 1, 1000);
  checkDamage(c.damage, { count: 1, sides: 6 });
  if (c.kind === 'monster') {
    whole('combat', `${at}.hd`, c.hd, 0, 30);
    whole('R24', `${at}.morale`, c.morale ?? 7, 2, 12);
  } else {
    for (const k of ['str', 'dex', 'wis', 'cha'] as const) whole('combat', `${at}.${k}`, c[k] ?? 10, 0, 19);
    whole('combat', `${at}.con`, c.con ?? 10, 1, 19);
    whole('combat', `${at}.level`, c.level ?? 1, 1, 20);
  }
}

/**
 * Starts a fight: checks the combatants, rolls round-1 surprise (classic: a WIS check when the
 * monsters ambush, a natural 20 giving the party a free round; draft31: the initiative die,
 * 6+ surprise, 1 surprised) and opens round 1 with initiative.
 *
 * @param input - Generator state, combatants, ambush; never mutated.
 * @param options - Rule options and the round limit.
 * @returns The frozen state (phase `turns`) and the events so far.
 * @throws {@link CombatLimitError} for more than {@link MAX_COMBATANTS} combatants or rounds past {@link MAX_ROUNDS}.
 * @throws {@link CombatInputError} for a bad combatant, duplicate ids, or a side missing.
 * @example
 * ```ts
 * const { state, events } = startCombat({ rng: seed(1), combatants: [hero, orc] });
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function startCombat(input: CombatInput, options: EngineOptions = {}): CombatStep {
  const o = optionsOf(options.rules);
  if (typeof input !== 'object' || input === null) throw new CombatInputError('combat', 'the combat input must be an object', input);
  assertRng(input.rng);
  const list = input.combatants;
  if (!Array.isArray(list)) throw new CombatInputError('combat', 'combatants must be an array', list);
  if (list.length > MAX_COMBATANTS) throw new CombatLimitError('combat', `a fight holds at most ${MAX_COMBATANTS} combatants, got ${list.length}`, list.length, MAX_COMBATANTS);
  const maxRounds = options.maxRounds ?? 20;
  if (typeof maxRounds === 'number' && Number.isSafeInteger(maxRounds) && maxRounds > MAX_ROUNDS) {
    throw new CombatLimitError('combat', `maxRounds is at most ${MAX_ROUNDS}, got ${maxRounds}`, maxRounds, MAX_ROUNDS);
  }
  whole('combat', 'maxRounds', maxRounds, 1, MAX_ROUNDS);
  list.forEach(checkInput);
  list.forEach((c, i) => checkEditionInput(c, `combatants[${i}]`, o.edition));
  if (new Set(list.map((c) => c.id)).size !== list.length) throw new CombatInputError('combat', 'combatant ids must be unique', list.map((c) => c.id));
  if (!list.some((c) => c.kind === 'pc') || !list.some((c) => c.kind === 'monster')) throw new CombatInputError('combat', 'a fight needs at least one PC and one monster', list.length);
  const ambush = input.ambush ?? 'none';
  if (ambush !== 'none' && ambush !== 'monsters' && ambush !== 'pcs') throw new CombatInputError('R16', `ambush must be 'none', 'monsters' or 'pcs'`, ambush);
  if (o.edition === 'draft31') for (const c of list) if (c.kind === 'pc') initiativeDie(c.cls ?? 'fighter');

  const combatants: Combatant[] = list.map((c) => ({
    id: c.id,
    kind: c.kind,
    input: deepFreeze(clone(c)),
    hp: c.hp,
    maxHp: c.hp,
    con: c.kind === 'pc' ? (c.con ?? 10) : 0,
    conMax: c.kind === 'pc' ? (c.con ?? 10) : 0,
    down: false,
    fled: false,
    onlyMoves: false,
    surprised: false,
    count: 0,
    reactions: 0,
    cleave: null,
    ammo: c.ranged?.ammo ?? null,
    shots: 0,
    moved: 'no',
    ongoing: null,
    attacked: [],
    held: false,
    hampered: false,
    blockedBy: null,
    evaded: [],
    sundered: false,
    defensive: false,
    knife: null,
  }));
  let s: CombatState = {
    rng: input.rng,
    edition: o.edition,
    rules: deepFreeze(clone(options.rules ?? {})),
    maxRounds,
    round: 0,
    phase: 'turns',
    order: [],
    turn: 0,
    combatants,
    opening: null,
    lastDefence: null,
    moraleTests: 0,
    lastMove: null,
    intimidated: false,
    actions: 0,
    winner: null,
  };
  const events: CombatEvent[] = [];
  const surprised: string[] = [];
  const extra: string[] = [];
  const faces: Record<string, number> = {};
  const pcs = combatants.filter((c) => c.kind === 'pc');
  if (o.edition === 'classic') {
    if (ambush === 'monsters') {
      let freeRound = false;
      for (const c of pcs) {
        const [r, rng] = rollSurprise(s.rng, { wis: c.input.wis ?? 10 }, o);
        s = withRng(s, rng);
        events.push({ type: 'surprise', id: c.id, outcome: r.outcome });
        if (r.outcome === 'surprised') surprised.push(c.id);
        if (r.outcome === 'surprise') freeRound = true;
      }
      if (freeRound) extra.push(...pcs.filter((c) => !surprised.includes(c.id)).map((c) => c.id));
    } else if (ambush === 'pcs') extra.push(...pcs.map((c) => c.id));
  } else {
    for (const c of pcs) {
      const [r, rng] = rollSurprise(s.rng, { cls: (c.input.cls ?? 'fighter') as CombatClass, ambush }, o);
      s = withRng(s, rng);
      events.push({ type: 'surprise', id: c.id, outcome: r.outcome });
      faces[c.id] = r.face;
      if (r.outcome === 'surprised') surprised.push(c.id);
      if (r.outcome === 'surprise') extra.push(c.id);
    }
  }
  s = startRound(s, events, { surprised, extra, faces });
  return { state: freezeState(s), events: Object.freeze(events) };
}
