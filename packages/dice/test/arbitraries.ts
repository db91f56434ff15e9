// fast-check arbitraries for small integer-valued dice of any shape.
import fc from 'fast-check';
import type { Distribution } from '../src/distribution/Distribution.js';
import { fromWeights } from '../src/distribution/fromWeights.js';

/** A small die: 1..5 distinct integer faces in -4..9 with weights 1..4. */
export const smallDie = (): fc.Arbitrary<Distribution<number>> =>
  fc
    .uniqueArray(fc.integer({ min: -4, max: 9 }), { minLength: 1, maxLength: 5 })
    .chain((faces) =>
      fc.tuple(...faces.map((f) => fc.tuple(fc.constant(f), fc.integer({ min: 1, max: 4 })))),
    )
    .map((pairs) => fromWeights(pairs));
