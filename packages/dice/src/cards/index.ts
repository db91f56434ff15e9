// Playing cards and generic pile operations (shuffle, draw, draw distribution).
export type { Card, Suit } from './cardTypes.js';
export { SUITS, SUIT_SYMBOLS } from './cardTypes.js';
export { card } from './card.js';
export { DrawError } from './DrawError.js';
export { standardDeck } from './standardDeck.js';
export type { PileFilter } from './filterPile.js';
export { filterPile } from './filterPile.js';
export { shuffle } from './shuffle.js';
export type { Drawn } from './draw.js';
export { draw } from './draw.js';
export type { Drawable } from './drawDistribution.js';
export { drawDistribution } from './drawDistribution.js';
