// Examples for docs/guides/vtt-plugin-authors.md, "Driving a Zilch fight" (checked by docs-examples.test.ts).
import { probability, seed } from '@rollwright/dice';
import {
  WEAPONS, act, createCharacter, declareStances, endTurn, eventsFor, legalActions, loadCombatState,
  previewAttack, startCombat, viewFor, type Action, type CombatState,
} from '@rollwright/zilch-core';

// #region setup
const ann = createCharacter({
  name: 'Ann', suits: { clubs: 9, spades: 10, diamonds: 5, hearts: 8 }, classes: ['fighter'],
  equipment: { held: [WEAPONS.longsword], armor: null, handy: [WEAPONS.dagger], pack: [] },
});
const orc = createCharacter({
  name: 'Orc', suits: { clubs: 8, spades: 6, diamonds: 3, hearts: 9 },
  equipment: { held: [WEAPONS.battleaxe], armor: null, handy: [], pack: [] },
});
// The server (or the GM's client) owns the whole state, RNG included.
let { state } = startCombat(seed(2026), [
  { side: 'pcs', character: ann, pc: true },
  { side: 'monsters', character: orc },
]);
console.log(state.version, state.phase); // → 1 stances
// #endregion setup

// #region round
// Everyone announces a stance; each draws a domino face down.
const round = declareStances(state, { Ann: 'bold', Orc: 'cautious' });
state = round.state;
// What Ann's player may see: her own domino, not the Orc's, and never the RNG state.
const annView = viewFor(state, { sides: ['pcs'] });
console.log(annView.combatants.find((c) => c.id === 'Orc')?.tileHidden); // → true
console.log('rng' in annView); // → false
// The same filter for the event log sent to her client.
const sent = eventsFor(round.events, state, { sides: ['pcs'] });
console.log(sent.filter((e) => e.type === 'domino' && e.tile === null).length); // → 1
// #endregion round

// #region menu
// Ann (♠10) acts first. The menu her client offers is what the engine accepts now.
const menu = legalActions(state, 'Ann');
console.log([...new Set(menu.actions.map((a) => a.kind))].sort().join(' '));
// → attack defend free manipulate move shiftStance specialAttack use
console.log(menu.maxClubChips, menu.moveRates.walk); // → 9 10
// Exact odds before she commits: the Orc's domino is any of the 20 tiles she has not seen.
const odds = previewAttack(state, 'Ann', 'Orc', { clubChips: 2 });
console.log(odds.outcomes.total, odds.defenderTileKnown); // → 20n false
console.log(probability(odds.hit, true).den <= 20n); // → true
// #endregion menu

// #region steps
// A turn is given step by step: attack, see the result, then decide the rest.
const attack = menu.actions.find((a): a is Extract<Action, { kind: 'attack' }> => a.kind === 'attack' && a.target === 'Orc');
if (attack !== undefined) ({ state } = act(state, 'Ann', { ...attack, clubChips: 2 }));
// After a Standard action only Minor and free actions are left.
console.log(legalActions(state, 'Ann').actions.some((a) => a.kind === 'attack')); // → false
({ state } = act(state, 'Ann', { kind: 'free', what: 'drawHandy', item: 'dagger' }));
({ state } = endTurn(state, 'Ann'));
// #endregion steps

// #region fight
// The rest of the fight, every turn chosen from legalActions: attack if possible, else end the turn.
function playTurn(s: CombatState, id: string): CombatState {
  const pick = legalActions(s, id).actions.find((a) => a.kind === 'attack');
  let next = pick === undefined ? s : act(s, id, pick).state;
  if (next.phase === 'turns' && next.order[next.turn] === id) next = endTurn(next, id).state;
  return next;
}
while (state.phase !== 'ended' && state.round <= 50) {
  if (state.phase === 'stances') state = declareStances(state, { Ann: 'bold', Orc: 'bold' }).state;
  else state = playTurn(state, state.order[state.turn] ?? '');
}
console.log(state.phase, ['pcs', 'monsters'].includes(state.winner ?? '')); // → ended true
// A saved fight is plain JSON; loadCombatState validates it (and upgrades older saves).
console.log(loadCombatState(JSON.parse(JSON.stringify(state))).winner === state.winner); // → true
// #endregion fight
