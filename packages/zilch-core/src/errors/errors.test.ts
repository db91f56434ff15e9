import { describe, expect, it } from 'vitest';
import { ActionError } from './ActionError.js';
import { BoneyardError } from './BoneyardError.js';
import { ChipError } from './ChipError.js';
import { ClassError } from './ClassError.js';
import { CombatStateError } from './CombatStateError.js';
import { EquipmentError } from './EquipmentError.js';
import { LightingError } from './LightingError.js';
import { SizeError } from './SizeError.js';
import { StanceError } from './StanceError.js';
import { SwagError } from './SwagError.js';

describe('error classes', () => {
  it('carry their own class name as `name` (so they survive serialization) and keep the message', () => {
    const errors: readonly [Error, string][] = [
      [new ActionError('m'), 'ActionError'],
      [new BoneyardError('m'), 'BoneyardError'],
      [new ChipError('m'), 'ChipError'],
      [new ClassError('m'), 'ClassError'],
      [new CombatStateError('m'), 'CombatStateError'],
      [new EquipmentError('m'), 'EquipmentError'],
      [new LightingError('m'), 'LightingError'],
      [new StanceError('m'), 'StanceError'],
      [new SwagError('m'), 'SwagError'],
    ];
    for (const [e, name] of errors) {
      expect(e.name).toBe(name);
      expect(e.message).toBe('m');
    }
    const s = new SizeError('size', 'bogus', 'm');
    expect([s.name, s.input, s.value, s.message]).toEqual(['SizeError', 'size', 'bogus', 'm']);
    expect(s).toBeInstanceOf(RangeError);
  });
});
