import { describe, expect, it } from 'vitest';
import { CLASSES, classSuits, validateClasses, type ClassName } from './classes.js';
import { ClassError } from '../errors/ClassError.js';
import { caught } from '../testing.js';

describe('CLASSES', () => {
  it('holds the six Lite classes with their Suit, caster flag, proficiencies and energy', () => {
    // Suit and Spellcaster: seed § Suits (♣ Fighter, ♠ Rogue, ♦ Spellcaster) and § Magic (Wizard,
    // Cleric as Healer or Necromancer, Druid); armour and shields: Z17; energy: § Magic / Z18.
    expect(CLASSES).toStrictEqual({
      fighter: { suit: 'clubs', spellcaster: false, armor: 'heavy', shield: 'large', energy: null },
      rogue: { suit: 'spades', spellcaster: false, armor: 'light', shield: 'buckler', energy: null },
      wizard: { suit: 'diamonds', spellcaster: true, armor: 'none', shield: 'none', energy: 'element' },
      healer: { suit: 'diamonds', spellcaster: true, armor: 'medium', shield: 'shield', energy: 'life' },
      necromancer: { suit: 'diamonds', spellcaster: true, armor: 'medium', shield: 'shield', energy: 'death' },
      druid: { suit: 'diamonds', spellcaster: true, armor: 'light', shield: 'shield', energy: 'nature' },
    });
    expect(Object.isFrozen(CLASSES)).toBe(true);
  });
});

describe('validateClasses (seed § Class, § Multi-classing)', () => {
  const classError = (classes: readonly string[], message: string) => {
    const e = caught(() => validateClasses(classes as readonly ClassName[]));
    expect(e).toBeInstanceOf(ClassError);
    expect((e as Error).message).toBe(message);
  };
  it('accepts no class, any single class, and one Spellcaster with Fighter and Rogue, as a frozen copy', () => {
    expect(validateClasses([])).toStrictEqual([]);
    for (const c of Object.keys(CLASSES) as ClassName[]) expect(validateClasses([c])).toStrictEqual([c]);
    const input: ClassName[] = ['rogue', 'druid', 'fighter'];
    const out = validateClasses(input);
    expect(out).toStrictEqual(['rogue', 'druid', 'fighter']);
    expect(out).not.toBe(input);
    expect(Object.isFrozen(out)).toBe(true);
  });
  it('refuses unknown names, including inherited object keys and other spellings', () => {
    classError(['bard'], 'unknown class "bard"');
    classError(['Fighter'], 'unknown class "Fighter"');
    classError(['cleric'], 'unknown class "cleric"');
    classError(['toString'], 'unknown class "toString"');
    classError(['fighter', 'constructor'], 'unknown class "constructor"');
  });
  it('refuses a class listed twice', () => {
    classError(['fighter', 'rogue', 'fighter'], 'class fighter is listed twice');
    classError(['wizard', 'wizard'], 'class wizard is listed twice');
  });
  it('refuses a second Spellcaster, listing every one chosen', () => {
    classError(['wizard', 'druid'], 'only one Spellcaster class is allowed (got wizard and druid)');
    classError(['healer', 'fighter', 'necromancer', 'wizard'], 'only one Spellcaster class is allowed (got healer and necromancer and wizard)');
  });
});

describe('classSuits', () => {
  it('gives the distinct class Suits in ♣ ♠ ♦ order', () => {
    expect(classSuits([])).toStrictEqual([]);
    expect(classSuits(['wizard', 'fighter'])).toStrictEqual(['clubs', 'diamonds']);
    expect(classSuits(['druid', 'rogue', 'fighter'])).toStrictEqual(['clubs', 'spades', 'diamonds']);
    expect(classSuits(['rogue'])).toStrictEqual(['spades']);
    expect(classSuits(['necromancer'])).toStrictEqual(['diamonds']);
    expect(Object.isFrozen(classSuits(['fighter']))).toBe(true);
  });
});

describe('validateClasses refusals (mutation triage)', () => {
  const message = (classes: readonly string[]): string => {
    const e = caught(() => validateClasses(classes as readonly ClassName[]));
    expect(e).toBeInstanceOf(ClassError);
    return (e as Error).message;
  };
  it('names an unknown class, a repeated class, and every Spellcaster of a second-caster list (seed § Multi-classing)', () => {
    expect(message(['fighter', 'bard'])).toBe('unknown class "bard"');
    expect(message(['rogue', 'rogue'])).toBe('class rogue is listed twice');
    expect(message(['fighter', 'wizard', 'rogue', 'healer'])).toBe('only one Spellcaster class is allowed (got wizard and healer)');
  });
});
