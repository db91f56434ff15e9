// Shown in docs/guides/getting-started.md; every console.log is followed by the exact text it prints.
// #region example
import { roll, SecureRoller } from '@rollwright/dice';

// Hidden rolls: same methods as Roller, fresh secure entropy on every call, nothing to replay.
const screen = new SecureRoller();
const stealth = screen.use((r) => roll(r, '1d20+7')).total;
console.log(stealth >= 8 && stealth <= 27, screen.die(6) <= 6); // → true true
// #endregion example
