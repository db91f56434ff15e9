// Test helper: the DiceNotationError a call throws (any other error, or none, fails the test).
import { DiceNotationError } from '../src/notation/DiceNotationError.js';

/** Runs `f` and returns the {@link DiceNotationError} it throws; throws if it throws anything else or nothing. */
export function caught(f: () => unknown): DiceNotationError {
  try {
    f();
  } catch (e) {
    if (e instanceof DiceNotationError) return e;
    throw e;
  }
  throw new Error('expected a DiceNotationError');
}
