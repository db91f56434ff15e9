// The subcommands of `rollwright redhack`, one line each:
//   export { register as <name> } from './<name>.js';
// Each file exports `register` (type `RedhackSubcommand` from ./shared.js); `group.ts` adds
// every one listed here to the `redhack` group. To add a subcommand, write `<name>.ts` and one
// line below.
export { register as test } from './test.js';
export { register as save } from './save.js';
export { register as opposed } from './opposed.js';
export { register as character } from './character.js';
export { register as cast } from './cast.js';
export { register as pray } from './pray.js';
export { register as turn } from './turn.js';
export { register as levelUp } from './level-up.js';
export { register as attack } from './attack.js';
export { register as defend } from './defend.js';
export { register as morale } from './morale.js';
export { register as initiative } from './initiative.js';
export { register as fight } from './fight.js';
export { register as reaction } from './reaction.js';
export { register as delve } from './delve.js';
export { register as climb } from './climb.js';
export { register as travel } from './travel.js';
export { register as hoard } from './hoard.js';
export { register as pcAttack } from './pc-attack.js';
