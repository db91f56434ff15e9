// The demo's sections, one line per package, in the order they are shown. A package's section
// imports that package, so only packages that @rollwright/cli depends on can appear here (a test
// checks that every @rollwright/* dependency has its section).
import type { DemoSection } from './DemoSection.js';
import { diceSection } from './dice.js';
import { redhackSection } from './redhack.js';
import { tablesSection } from './tables.js';
import { vocationsSection } from './vocations.js';
import { zilchSection } from './zilch.js';

/**
 * Every section of `rollwright demo`, in order.
 *
 * @example
 * ```ts
 * demoSections.map((s) => s.package); // ['@rollwright/dice', '@rollwright/tables', '@rollwright/zilch-core', '@rollwright/redhack-core', '@rollwright/vocations-2d6']
 * ```
 * @since 0.1.0
 * @category Demo
 */
export const demoSections: readonly DemoSection[] = [
  diceSection,
  tablesSection,
  zilchSection,
  redhackSection,
  vocationsSection,
];
