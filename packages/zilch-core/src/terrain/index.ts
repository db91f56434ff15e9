export type { Terrain, TerrainEffect } from './terrain.js';
export { terrainEffect, terrainCheckDistribution, rollTerrainCheck } from './terrain.js';
