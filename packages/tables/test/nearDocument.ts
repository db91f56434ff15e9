// An arbitrary of JSON documents near the table document schema: mostly the right keys, with
// wrong types, missing fields, unknown keys, odd ranges and dice mixed in. Used to compare the
// published JSON Schema with the runtime schema, and to fuzz the loaders.
import fc from 'fast-check';

const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined, freq: 3 });
const junk: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.string({ maxLength: 4 }), fc.constant([]), fc.constant({}));
const int: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(0.5, 2 ** 53, -(2 ** 60), 1e21),
  junk,
);
const text: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom('', 'a', 'x/y', 'd6', '2d6', 'd66', 'd%', '1-3', '4+', '≤0', '1d6x10', 'banana'), junk);

/** Drops the `undefined` fields and sometimes adds an unknown key. */
function obj(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({ ...fields, extra: fc.option(junk, { nil: undefined, freq: 8 }) }).map((r) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) if (v !== undefined) out[k] = v;
    return out;
  });
}

const instruction = fc.oneof(obj({ roll: text, times: maybe(int) }), obj({ again: int }), obj({ roll: maybe(text), again: maybe(int) }), junk);
const row = fc.oneof(
  { weight: 8, arbitrary: obj({
    range: maybe(fc.oneof(text, int)),
    weight: maybe(int),
    natural: maybe(fc.oneof(fc.boolean(), junk)),
    label: maybe(text),
    result: maybe(fc.jsonValue({ maxDepth: 2 })),
    dice: maybe(text),
    unit: maybe(text),
    then: maybe(fc.oneof(fc.array(instruction, { maxLength: 2 }), junk)),
  }) },
  { weight: 1, arbitrary: junk },
);
const source = maybe(fc.oneof(obj({ seed: text, section: text }), junk));
const rulings = maybe(fc.oneof(fc.array(fc.oneof(fc.string({ maxLength: 3 }), junk), { maxLength: 2 }), junk));
const table = obj({
  $schema: maybe(fc.oneof(fc.string({ maxLength: 3 }), junk)),
  name: maybe(text),
  title: maybe(fc.oneof(fc.string({ maxLength: 3 }), junk)),
  description: maybe(fc.oneof(fc.string({ maxLength: 3 }), junk)),
  die: maybe(text),
  clamp: maybe(fc.oneof(fc.boolean(), junk)),
  source,
  rulings,
  rows: maybe(fc.oneof(fc.array(row, { maxLength: 4 }), junk)),
});
const move = fc.oneof(fc.constantFrom('up', 'down', 'upperRight', 'lowerLeft', 'stay', 'toward', 'sideways'), junk);
const flower = obj({
  $schema: maybe(fc.string({ maxLength: 3 })),
  name: maybe(text),
  die: maybe(text),
  hexes: fc.oneof(fc.array(obj({ name: maybe(text), col: maybe(int), row: maybe(int) }), { maxLength: 3 }), junk),
  moves: maybe(fc.oneof(fc.array(obj({ range: maybe(fc.oneof(text, int)), move: maybe(move) }), { maxLength: 3 }), junk)),
  edge: maybe(fc.oneof(fc.constantFrom('stay', 'wrap', 'bounce'), junk)),
  source,
  rulings,
});
const deck = obj({
  name: maybe(text),
  table: maybe(text),
  copies: maybe(fc.oneof(fc.constantFrom('odds', 'one', 'all'), junk)),
  onExhausted: maybe(fc.oneof(fc.constantFrom('error', 'reset', 'stop'), junk)),
});
const library = obj({
  $schema: maybe(fc.string({ maxLength: 3 })),
  tables: maybe(fc.oneof(fc.array(table, { maxLength: 3 }), junk)),
  flowers: maybe(fc.oneof(fc.array(flower, { maxLength: 2 }), junk)),
  decks: maybe(fc.oneof(fc.array(deck, { maxLength: 2 }), junk)),
});

/** A JSON document near the schema (a table, a hex flower, a library, or junk). */
export function nearDocument(): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: table }, { weight: 2, arbitrary: flower }, { weight: 3, arbitrary: library }, { weight: 1, arbitrary: junk });
}
