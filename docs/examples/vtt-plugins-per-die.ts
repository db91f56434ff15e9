// Shown in docs/guides/vtt-plugin-authors.md; every console.log is followed by the exact text it prints.
// #region example
import { roll, seed } from '@rollwright/dice';

// Every physical die, in throw order: what a 3D add-on animates.
const [fireball] = roll(seed(4), '3d6!');
for (const d of fireball.dice) {
  const cause = d.parentId === null ? '' : ` of #${d.parentId}`;
  console.log(`#${d.id} d${d.sides} face ${d.face} ${d.kind}${cause}`);
}
// → #0 d6 face 6 roll
// → #1 d6 face 3 roll
// → #2 d6 face 5 roll
// → #3 d6 face 4 explosion of #0
console.log(fireball.total); // → 18
// #endregion example
