// The refusals of the domino sources (Z03): an unknown source, an empty boneyard, and a dice roll
// asked of the tile set. Distributions and draws are tested in combatCore.test.ts.
import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { BoneyardError } from '../errors/BoneyardError.js';
import { caught, characterWith as who } from '../testing.js';
import { startCombat } from './startCombat.js';
import { dominoDistribution, drawDominoPair, drawFromBoneyard, rollDomino, type DominoSource } from './dominoSource.js';

/** The BoneyardError `f` throws; its message is returned. */
function boneyardMessage(f: () => unknown): string {
  const e = caught(f);
  expect(e).toBeInstanceOf(BoneyardError);
  return (e as BoneyardError).message;
}

describe('assertSource, behind every entry point that takes a source (Z03)', () => {
  it('names an unknown source, written as JSON, and the three it accepts', () => {
    expect(boneyardMessage(() => dominoDistribution('3d6' as DominoSource))).toBe('unknown domino source "3d6"; use tiles21, 2d6 or d8d4 (Z03)');
    expect(boneyardMessage(() => rollDomino(seed(1), 'D8D4' as DominoSource))).toBe('unknown domino source "D8D4"; use tiles21, 2d6 or d8d4 (Z03)');
    expect(boneyardMessage(() => drawDominoPair(seed(1), 6 as unknown as DominoSource))).toBe('unknown domino source 6; use tiles21, 2d6 or d8d4 (Z03)');
    const people = [
      { side: 'a', character: who('Ada', [5, 6, 5, 5]) },
      { side: 'b', character: who('Rex', [5, 7, 5, 5]) },
    ];
    expect(boneyardMessage(() => startCombat(seed(1), people, { dominoSource: 'tiles28' as DominoSource }))).toBe(
      'unknown domino source "tiles28"; use tiles21, 2d6 or d8d4 (Z03)',
    );
  });

  // JSON.stringify throws on a BigInt: the message must still be written, as a BoneyardError
  it('refuses a BigInt source with a BoneyardError too', () => {
    expect(boneyardMessage(() => dominoDistribution(6n as unknown as DominoSource))).toBe('unknown domino source 6n; use tiles21, 2d6 or d8d4 (Z03)');
  });
});

describe('drawFromBoneyard', () => {
  it('refuses to draw from an empty boneyard, saying to reshuffle (Z03)', () => {
    expect(boneyardMessage(() => drawFromBoneyard(seed(1), []))).toBe('the boneyard is empty: return the tiles and reshuffle (Z03)');
  });
});

describe('rollDomino', () => {
  it('refuses to roll tiles21 dice, pointing to the boneyard draw (Z03)', () => {
    expect(boneyardMessage(() => rollDomino(seed(1), 'tiles21'))).toBe('tiles21 dominoes come from a boneyard: use drawFromBoneyard');
  });
});
