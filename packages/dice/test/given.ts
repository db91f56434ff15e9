// Test helper: a results-first roll (beginRoll) fed fixed batches of faces.
import { beginRoll, type RollSession } from '../src/notation/beginRoll.js';
import type { RollResult } from '../src/notation/RollResult.js';

/** Supplies the given batches of faces (values, or labels of labelled faces) in turn; returns the finished result. */
export function given(notation: string, ...batches: (number | string)[][]): RollResult {
  let s: RollSession = beginRoll(notation);
  for (const faces of batches) {
    if (s.done) throw new Error(`${notation}: finished before ${JSON.stringify(faces)}`);
    s = s.supply(faces);
  }
  if (!s.done) throw new Error(`${notation}: still asks for ${JSON.stringify(s.request)}`);
  return s.result;
}
