// Typed errors of @rollwright/tables. Every failure of the table engine is one of these classes,
// so callers can branch on `instanceof` (or `error.name`) instead of parsing messages.

/**
 * A table name was not found: a reference in a row ("roll on the gems table"), a name given to
 * {@link findTable}, or a reference met while rolling without a table set that holds it.
 *
 * @example
 * ```ts
 * try { findTable(createTableSet([]), "nope"); } catch (e) { e instanceof UnknownTableError; } // true
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class UnknownTableError extends RangeError {
  /** Always `'UnknownTableError'`, so the error can be told apart after serialization. */
  override readonly name = 'UnknownTableError';
  /** The name that was looked up. */
  readonly table: string;
  /**
   * @param table - The name that was looked up.
   * @param detail - Extra context appended to the message (e.g. which row referred to it).
   */
  constructor(table: string, detail?: string) {
    super(`unknown table "${table}"${detail === undefined ? '' : `: ${detail}`}`);
    this.table = table;
  }
}

/**
 * The rows of a range table do not cover the die's faces exactly once: a `gap` (a face or an
 * in-between value no row covers) or an `overlap` (a value two rows both cover). The message
 * names the value.
 *
 * @example
 * ```ts
 * defineTable({ name: 'x', die: 'd6', rows: [{ range: '1-3', label: 'a' }, { range: '5-6', label: 'b' }] });
 * // throws TableRangeError: table "x" (d6): gap at 4 — no row covers it
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TableRangeError extends RangeError {
  /** Always `'TableRangeError'`, so the error can be told apart after serialization. */
  override readonly name = 'TableRangeError';
  /** Which defect: a value no row covers, or a value two rows cover. */
  readonly kind: 'gap' | 'overlap';
  /** The first value (die total) that is not covered exactly once. */
  readonly value: number;
  /** Name of the table being built. */
  readonly table: string;
  /**
   * @param table - Name of the table being built.
   * @param kind - `gap` or `overlap`.
   * @param value - The value not covered exactly once.
   * @param message - The full human-readable message.
   */
  constructor(table: string, kind: 'gap' | 'overlap', value: number, message: string) {
    super(message);
    this.table = table;
    this.kind = kind;
    this.value = value;
  }
}

/**
 * A table definition is malformed in a way other than its ranges: an unreadable range or die,
 * a negative or fractional weight, a table with no drawable row, mixed ranges and weights,
 * duplicate names in a set, a bad option value.
 *
 * @example
 * ```ts
 * defineTable({ name: 'x', rows: [{ weight: -1, label: 'a' }] }); // throws TableDefinitionError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TableDefinitionError extends TypeError {
  /** Always `'TableDefinitionError'`, so the error can be told apart after serialization. */
  override readonly name = 'TableDefinitionError';
  /** Name of the table (or `''` when the name itself is missing). */
  readonly table: string;
  /**
   * @param table - Name of the table.
   * @param message - What is wrong.
   */
  constructor(table: string, message: string) {
    super(`table "${table}": ${message}`);
    this.table = table;
  }
}

/**
 * Tables refer to each other in a loop that can never end: every row reachable in the loop
 * leads back into it, so a roll would recurse forever. Raised when tables are loaded
 * ({@link defineTable} for a table that only refers to itself, {@link createTableSet} for
 * loops across tables). Loops that can end (a "roll twice" row among ordinary rows) are allowed
 * and bounded by a depth cap instead.
 *
 * @example
 * ```ts
 * createTableSet([
 *   defineTable({ name: 'a', die: 'd2', rows: [{ range: '1-2', label: 'to b', then: [{ roll: 'b' }] }] }),
 *   defineTable({ name: 'b', die: 'd2', rows: [{ range: '1-2', label: 'to a', then: [{ roll: 'a' }] }] }),
 * ]); // throws TableCycleError: a → b → a
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TableCycleError extends RangeError {
  /** Always `'TableCycleError'`, so the error can be told apart after serialization. */
  override readonly name = 'TableCycleError';
  /** The loop, first name repeated at the end (`['a', 'b', 'a']`). */
  readonly cycle: readonly string[];
  /** @param cycle - The loop, first name repeated at the end. */
  constructor(cycle: readonly string[]) {
    super(`tables refer to each other in a loop that can never end: ${cycle.join(' → ')}`);
    this.cycle = Object.freeze([...cycle]);
  }
}

/**
 * A roll supplied to {@link lookup} is not a value the table's die can show (e.g. 7 on a d6,
 * 17 on a d66, 2.5 anywhere).
 *
 * @example
 * ```ts
 * lookup(d6Table, 7); // throws RollOutOfRangeError: 7 is not a face of d6 (1..6)
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class RollOutOfRangeError extends RangeError {
  /** Always `'RollOutOfRangeError'`, so the error can be told apart after serialization. */
  override readonly name = 'RollOutOfRangeError';
  /** Name of the table. */
  readonly table: string;
  /** The rejected roll. */
  readonly roll: number;
  /**
   * @param table - Name of the table.
   * @param roll - The rejected roll.
   * @param message - The full human-readable message.
   */
  constructor(table: string, roll: number, message: string) {
    super(message);
    this.table = table;
    this.roll = roll;
  }
}

/**
 * A modifier cannot be applied: the table has no order to shift (weighted tables, d66 tables),
 * the modifier is not a safe integer, or the modified total falls past the end of a table that
 * was built with `clamp: false` (no clamping rule).
 *
 * @example
 * ```ts
 * rollOnTable(rng, weightedTable, { modifier: 1 }); // throws TableModifierError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TableModifierError extends RangeError {
  /** Always `'TableModifierError'`, so the error can be told apart after serialization. */
  override readonly name = 'TableModifierError';
  /** Name of the table. */
  readonly table: string;
  /** The rejected modifier. */
  readonly modifier: number;
  /**
   * @param table - Name of the table.
   * @param modifier - The rejected modifier.
   * @param message - The full human-readable message.
   */
  constructor(table: string, modifier: number, message: string) {
    super(message);
    this.table = table;
    this.modifier = modifier;
  }
}

/**
 * A deck (draw without replacement, {@link createDeck}) has no cards left and was built with
 * `onExhausted: 'error'` (the default). Call {@link resetDeck} to shuffle every card back in.
 *
 * @example
 * ```ts
 * let deck = createDeck(table); // ...draw every card, then:
 * drawFromDeck(rng, deck); // throws TableExhaustedError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TableExhaustedError extends RangeError {
  /** Always `'TableExhaustedError'`, so the error can be told apart after serialization. */
  override readonly name = 'TableExhaustedError';
  /** Name of the table behind the deck. */
  readonly table: string;
  /** @param table - Name of the table behind the deck. */
  constructor(table: string) {
    super(`deck of table "${table}" is exhausted: every card has been drawn (use resetDeck to shuffle them back)`);
    this.table = table;
  }
}

/**
 * A die expression could not be read (`d7x`, `0d6`, `d0`) or is larger than the documented
 * limits ({@link MAX_DIE_OUTCOMES}).
 *
 * @example
 * ```ts
 * defineTable({ name: 'x', die: 'banana', rows: [] }); // throws DieExpressionError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class DieExpressionError extends SyntaxError {
  /** Always `'DieExpressionError'`, so the error can be told apart after serialization. */
  override readonly name = 'DieExpressionError';
  /** The expression as given. */
  readonly expression: string;
  /**
   * @param expression - The expression as given.
   * @param message - What is wrong with it.
   */
  constructor(expression: string, message: string) {
    super(`die expression "${expression}": ${message}`);
    this.expression = expression;
  }
}

/**
 * An exact outcome distribution would hold more than {@link MAX_TABLE_OUTCOMES} distinct outcomes
 * (deeply nested "roll twice" chains with row dice grow combinatorially). Lower `maxDepth`.
 *
 * @example
 * ```ts
 * tableDistribution(hugeTable, { maxDepth: 32 }); // may throw TableTooComplexError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TableTooComplexError extends RangeError {
  /** Always `'TableTooComplexError'`, so the error can be told apart after serialization. */
  override readonly name = 'TableTooComplexError';
  /** Name of the table whose distribution was requested. */
  readonly table: string;
  /**
   * @param table - Name of the table.
   * @param message - What limit was hit.
   */
  constructor(table: string, message: string) {
    super(`table "${table}": ${message}`);
    this.table = table;
  }
}

/**
 * One problem found in a JSON table document: where (`path`) and what (`message`).
 *
 * @since 0.1.0
 * @category Errors
 */
export interface TableJsonIssue {
  /** Path into the document, e.g. `['tables', 0, 'rows', 3, 'range']`. */
  readonly path: readonly (string | number)[];
  /** What is wrong there. */
  readonly message: string;
}

/**
 * A JSON table document is invalid. `issues` lists every problem found (schema problems and
 * table problems such as gaps, overlaps, unknown references and loops), each with its path;
 * nothing from the document is loaded.
 *
 * @example
 * ```ts
 * try { tablesFromJson('{"name": 3}'); } catch (e) { (e as TableJsonError).issues; }
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TableJsonError extends SyntaxError {
  /** Always `'TableJsonError'`, so the error can be told apart after serialization. */
  override readonly name = 'TableJsonError';
  /** Every problem found, in document order. */
  readonly issues: readonly TableJsonIssue[];
  /** @param issues - Every problem found. */
  constructor(issues: readonly TableJsonIssue[]) {
    super(
      `invalid table JSON (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n` +
        issues.map((i) => `  - ${formatPath(i.path)}: ${i.message}`).join('\n'),
    );
    this.issues = Object.freeze(issues.map((i) => Object.freeze({ path: Object.freeze([...i.path]), message: i.message })));
  }
}

/** Formats an issue path as `tables[0].rows[3].range` (or `(root)` when empty). */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return '(root)';
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out;
}
