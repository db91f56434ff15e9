import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { canMoveReact, movementGivesOpening, moveBand, turnOpenings } from './movement.js';

describe('moveBand', () => {
  it('moves one band per move and stops at either end', () => {
    expect(moveBand('Far', 'closer')).toBe('Near');
    expect(moveBand('Distant', 'away')).toBe('Extreme');
    expect(moveBand('Close', 'closer')).toBe('Close');
    expect(moveBand('Distant', 'away', { edition: 'classic' })).toBe('Distant');
    expect(() => moveBand('Extreme', 'away', { edition: 'classic' })).toThrow(CombatInputError);
  });
});

describe('canMoveReact', () => {
  it('allows Evade, Stick and Block against the foe move each answers, before the own move', () => {
    expect(canMoveReact('evade', Object.freeze({ foeMove: 'closer' }))).toBe(true);
    expect(canMoveReact('stick', { foeMove: 'away' })).toBe(true);
    expect(canMoveReact('block', { foeMove: 'closeToAlly' })).toBe(true);
    expect(canMoveReact('evade', { foeMove: 'away' })).toMatch(/answers a foe moving closer/);
    expect(canMoveReact('block', { foeMove: 'closeToAlly', moved: true })).toMatch(/already used/);
  });
  it('refuses every reaction while encumbered', () => {
    expect(canMoveReact('stick', { foeMove: 'away', encumbered: true })).toMatch(/encumbered/);
  });
  it('lets a Long weapon counter a foe coming Close, spending a reaction', () => {
    expect(canMoveReact('spearCounter', { foeMove: 'closer', longWeapon: true, moved: true })).toBe(true);
    expect(canMoveReact('spearCounter', { foeMove: 'closer' })).toMatch(/Long weapon/);
    expect(canMoveReact('spearCounter', { foeMove: 'closer', longWeapon: true, reactionsLeft: 0 })).toMatch(/none is left/);
    expect(() => canMoveReact('dodge' as 'evade', { foeMove: 'closer' })).toThrow(CombatInputError);
  });
});

describe('movementGivesOpening', () => {
  it('gives an opening only to a Long weapon approached or a shooter whose foe leaves cover or melee', () => {
    expect(movementGivesOpening({ closeToEnemy: true, enemyLongWeapon: true })).toBe(true);
    expect(movementGivesOpening({ leftCoverOrMelee: true, enemyRanged: true })).toBe(true);
    expect(movementGivesOpening({ closeToEnemy: true, enemyRanged: true })).toBe(false);
    expect(movementGivesOpening({})).toBe(false);
  });
});

describe('turnOpenings', () => {
  it('counts the action and each quaff, readying and reload', () => {
    expect(turnOpenings({ action: true })).toBe(1);
    expect(turnOpenings({ action: true, reloaded: 1 })).toBe(2);
    expect(turnOpenings({ quaffed: 1, readied: 1 })).toBe(2);
    expect(() => turnOpenings({ reloaded: 9 })).toThrow(CombatInputError);
  });
});
