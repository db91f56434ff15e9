// @rollwright/tables — public surface. See each module's TSDoc.
export * from './engine/index.js';
export * from './data/index.js';
