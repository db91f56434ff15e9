// A seeded generator of legal starting characters.
import { nextInt, type Rng } from '@rollwright/dice';
import { WEAPON_KINDS, type WeaponKind } from '../rolls/damage.js';
import { ATTRIBUTES, START_CAP, createCharacter, type Character, type Choice, type Weapon } from './character.js';
import { SAMPLE_VOCATIONS, type FlawId, type TraitId } from './traits.js';

const NAMES = ['Wren', 'Oskar', 'Mira', 'Tamsin', 'Bram', 'Isolde', 'Corin', 'Yara', 'Fenn', 'Hester', 'Lio', 'Sable'] as const;
const GOALS = ['Find a lost sibling', 'Pay off a family debt', 'Map the old mines', 'Avenge a burned village', 'Earn a knighthood', 'Recover a stolen relic'] as const;
const WEAPON_NAMES: Readonly<Record<WeaponKind, readonly [string, Weapon['style']]>> = {
  barehanded: ['Fists', 'brawling'],
  light: ['Dagger', 'melee'],
  martial: ['Sword', 'melee'],
  small: ['Shortbow', 'ranged'],
  heavy: ['Greataxe', 'melee'],
  heavy2: ['Greatsword', 'melee'],
};
const TRAIT_POOL: readonly TraitId[] = ['attractive', 'brute', 'diehard', 'hardy', 'lucky', 'magicBloodline', 'quickReflexes', 'strongBack', 'sharpSenses', 'weaponSpecialty'];
const FLAW_POOL: readonly FlawId[] = ['dullReflexes', 'easilyDistracted', 'ugly', 'distinguishingMark', 'honorCode', 'badTemper'];

function pick<T>(rng: Rng, xs: readonly T[]): readonly [T, Rng] {
  const [i, next] = nextInt(rng, 0, xs.length - 1);
  return [xs[i] as T, next];
}

/** Spreads `points` over `slots` values, each at most `cap`, one point at a time. */
function spread(rng: Rng, points: number, slots: number, cap: number, start: readonly number[] = Array.from({ length: slots }, () => 0)): readonly [number[], Rng] {
  const v = [...start];
  let r = rng;
  for (let p = 0; p < points; p++) {
    const open = v.map((x, i) => [x, i] as const).filter(([x]) => x < cap && x >= 0).map(([, i]) => i);
    const [i, next] = pick(r, open);
    v[i] = (v[i] ?? 0) + 1;
    r = next;
  }
  return [v, r];
}

/**
 * Generates a legal starting character from a seed: random points within the caps (one time in
 * four, one attribute at −1 with its point on another attribute), four distinct sample vocations
 * (a Mage's vocation grants magic), one free trait and sometimes a second paid with a flaw, a
 * sample weapon, armour or a shield, and the rest of the starting kit. Every result passes
 * {@link createCharacter}.
 *
 * @param rng - Generator state; never mutated.
 * @returns The character and the next state.
 * @example
 * ```ts
 * const [hero, next] = generateCharacter(seed(7));
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function generateCharacter(rng: Rng): readonly [character: Character, next: Rng] {
  let r = rng;
  const draw = <T,>(f: (g: Rng) => readonly [T, Rng]): T => {
    const [v, next] = f(r);
    r = next;
    return v;
  };
  const start = ATTRIBUTES.map(() => 0);
  let points = 4;
  if (draw((g) => nextInt(g, 0, 3)) === 0) {
    start[draw((g) => nextInt(g, 0, 3))] = -1;
    points = 5;
  }
  const attrs = draw((g) => spread(g, points, 4, START_CAP, start));
  const skills = draw((g) => spread(g, 4, 4, START_CAP));
  const names: string[] = [];
  while (names.length < 4) {
    const v = draw((g) => pick(g, SAMPLE_VOCATIONS));
    if (!names.includes(v)) names.push(v);
  }
  const ratings = draw((g) => spread(g, 4, 4, START_CAP));
  const traitId = draw((g) => pick(g, TRAIT_POOL));
  const kind = draw((g) => pick(g, WEAPON_KINDS));
  const [wname, style] = WEAPON_NAMES[kind];
  const traits: Choice<TraitId>[] = [traitId === 'weaponSpecialty' ? { id: traitId, detail: wname } : { id: traitId }];
  const flaws: Choice<FlawId>[] = [];
  if (draw((g) => nextInt(g, 0, 2)) === 0) {
    const second = draw((g) => pick(g, TRAIT_POOL.filter((t) => t !== traitId && t !== 'weaponSpecialty')));
    const flaw = draw((g) => pick(g, FLAW_POOL));
    traits.push({ id: second });
    flaws.push(flaw === 'honorCode' || flaw === 'badTemper' ? { id: flaw, detail: flaw === 'honorCode' ? 'Never strike a foe who yields' : 'Slights to family' } : { id: flaw });
  }
  const armourRoll = draw((g) => nextInt(g, 0, 2));
  const name = draw((g) => pick(g, NAMES));
  const goal = draw((g) => pick(g, GOALS));
  const character = createCharacter({
    name,
    goal,
    attributes: { strength: attrs[0] ?? 0, agility: attrs[1] ?? 0, intellect: attrs[2] ?? 0, willpower: attrs[3] ?? 0 },
    skills: { brawling: skills[0] ?? 0, melee: skills[1] ?? 0, range: skills[2] ?? 0, defense: skills[3] ?? 0 },
    vocations: names.map((v, i) => (v === 'Mage' || v === 'Priest' ? { name: v, rating: ratings[i] ?? 0, magic: true } : { name: v, rating: ratings[i] ?? 0 })),
    traits,
    flaws,
    kit: {
      weapon: { name: wname, kind, style },
      armour: armourRoll === 0 ? 'light' : armourRoll === 1 ? 'heavy' : null,
      shield: armourRoll === 2,
      supplies: 6,
      currency: 10,
      memento: 'A pressed flower',
      toolset: { name: `${names[0] ?? 'Trade'} tools`, vocation: names[0] ?? '' },
    },
  });
  return [character, r];
}
