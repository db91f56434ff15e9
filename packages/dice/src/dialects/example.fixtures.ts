// The shape of the fixture tables: every example formula a tool's documentation gives, with
// what that page says it means (in our words) and what Rollwright must make of it.
import type { DiceNotationErrorReason } from '../notation/DiceNotationError.js';

/** What reading an example must give. */
export type ExampleExpectation =
  /** The Rollwright formula of the same meaning (compared by canonical notation). `needs` is a
   * Rollwright formula probing a feature of the default grammar that may not be there yet: while
   * it does not parse, the example must be refused with a DiceNotationError instead. */
  | { readonly same: string; readonly needs?: string }
  /** Refused: the reason and the offset of the error. */
  | { readonly refused: DiceNotationErrorReason | 'any'; readonly at: number };

/** One example formula of a documentation page. */
export interface DialectExample {
  /** The formula as the page writes it (without the chat command). */
  readonly formula: string;
  /** What the page says it does, in our words. */
  readonly meaning: string;
  /** The page's address. */
  readonly page: string;
  /**
   * Set when no text of the page could be found that gives this formula and meaning: why the
   * row is kept anyway ("not confirmed from the docs").
   */
  readonly unconfirmed?: string;
  /**
   * For a row that is not written on the page but composed from what it documents: the text of
   * the page (section and wording, in our words) that settles the formula's meaning.
   */
  readonly settledBy?: string;
  /** What Rollwright makes of it. */
  readonly expect: ExampleExpectation;
  /** Values the page states (or that follow directly from what it states), checked on the exact distribution. */
  readonly values?: {
    readonly min?: number;
    readonly max?: number;
    /** Exact mean as `num/den` or an integer. */
    readonly mean?: string;
    /** P(total = outcome) as `num/den`. */
    readonly p?: readonly [outcome: number, probability: string];
  };
}
