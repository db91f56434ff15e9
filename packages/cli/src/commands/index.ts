// Every command group of `rollwright`, one line each: `export { register as <group> } from './<group>.js';`
// A group module exports `register(program, io)` (type `RegisterCommands`) and adds its commands
// with `program.command(...)`. To add a group, write `src/commands/<group>.ts` and one line here.
export { register as roll } from './roll.js';
export { register as odds } from './odds.js';
export { register as demo } from './demo.js';
export { register as zilch } from './zilch.js';
export { register as table } from './table.js';
export { register as redhack } from './redhack/group.js';
