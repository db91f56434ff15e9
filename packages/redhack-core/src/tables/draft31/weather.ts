// RedHack 3.1 draft: the weather hex flower (ruling R34) and the weather effects.
import { defineHexFlower, type HexFlower } from '@rollwright/tables';
import { draft31 } from '../source.js';

/**
 * The 19 weather hexes of the draft's flower.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export type Weather =
  | 'Fierce Sun' | 'Muggy' | 'Arid' | 'Misty' | 'Sunny' | 'Breezy' | 'Partly Cloudy' | 'Windy'
  | 'Rainy' | 'Cloudy' | 'Rain Storm' | 'Frosty' | 'Gale' | 'Snowy' | 'Hail' | 'Sleet'
  | 'Blizzard' | 'Thunder Storm' | 'Hurricane';

/**
 * The draft's weather hex flower (R34): 19 hexes on flat-top coordinates (column 0–4, doubled
 * row 0–8), navigated with 1d20 — 1 up, 2–3 lower-left, 4–5 lower-right, 6–7 upper-left,
 * 8–9 upper-right, 10 down, 11–15 stay, 16–20 one step toward the predominant weather (pass
 * `predominant`). Moves off the flower stay put by default; `edge: 'wrap'` re-enters at the far
 * end of the same line.
 *
 * @example
 * ```ts
 * const [step] = hexFlowerStep(seed(1), weatherFlower, 'Sunny', { predominant: 'Rainy' });
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const weatherFlower: HexFlower<Weather> = defineHexFlower<Weather>({
  name: 'redhack/draft31/weather',
  die: '1d20',
  source: draft31('Wilderness travel › weather hex flower'),
  rulings: ['R34'],
  edge: 'stay',
  hexes: [
    { name: 'Fierce Sun', col: 2, row: 0 },
    { name: 'Muggy', col: 1, row: 1 },
    { name: 'Arid', col: 3, row: 1 },
    { name: 'Misty', col: 0, row: 2 },
    { name: 'Sunny', col: 2, row: 2 },
    { name: 'Breezy', col: 4, row: 2 },
    { name: 'Partly Cloudy', col: 1, row: 3 },
    { name: 'Windy', col: 3, row: 3 },
    { name: 'Rainy', col: 0, row: 4 },
    { name: 'Cloudy', col: 2, row: 4 },
    { name: 'Rain Storm', col: 4, row: 4 },
    { name: 'Frosty', col: 1, row: 5 },
    { name: 'Gale', col: 3, row: 5 },
    { name: 'Snowy', col: 0, row: 6 },
    { name: 'Hail', col: 2, row: 6 },
    { name: 'Sleet', col: 4, row: 6 },
    { name: 'Blizzard', col: 1, row: 7 },
    { name: 'Thunder Storm', col: 3, row: 7 },
    { name: 'Hurricane', col: 2, row: 8 },
  ],
  moves: [
    { range: 1, move: 'up' },
    { range: '2-3', move: 'lowerLeft' },
    { range: '4-5', move: 'lowerRight' },
    { range: '6-7', move: 'upperLeft' },
    { range: '8-9', move: 'upperRight' },
    { range: 10, move: 'down' },
    { range: '11-15', move: 'stay' },
    { range: '16-20', move: 'toward' },
  ],
});

/**
 * Effects of the weather hexes that have one (the others have none), in our words. The seed
 * names "Blistering Sun" for the flower's Fierce Sun hex.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export const weatherEffects: Readonly<Partial<Record<Weather, string>>> = /* @__PURE__ */ Object.freeze({
  'Fierce Sun': 'Drink extra water; save against sunstroke unless dressed for the heat.',
  Arid: 'Everyone uses one more water ration.',
  Misty: 'The navigator tests INT or the party loses its bearings.',
  'Rain Storm': 'Rations may be spoiled by the wet.',
  Snowy: 'Each hex counts double.',
  Sleet: 'Each hex counts double.',
  'Thunder Storm': 'As a rain storm, with a small chance of heavy damage to anyone in the open.',
  Gale: 'Some chance of damage.',
  Hurricane: 'Some chance of damage.',
  Blizzard: 'As snowy, and the party loses its bearings.',
});
