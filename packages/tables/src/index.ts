// @rollwright/tables — public surface: the random-table engine (it knows no game; each rule
// package defines its own tables with it). See each module's TSDoc.
export * from './engine/index.js';
