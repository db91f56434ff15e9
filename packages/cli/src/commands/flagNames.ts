import { CliUsageError, isInputError } from '../errors.js';

/** Library option names in error messages, mapped to the command-line flags that set them. */
export type FlagNames = Readonly<Record<string, string>>;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Rewrites a library's input error in the words of the command line: each library option name
 * (`options.predominant`, `maxDepth`, `copies: 'one'`) becomes the flag the user types
 * (`--predominant`, `--depth`, `--copies one`). An error that names none of them, and any
 * error that is not bad input (a bug), is returned unchanged.
 *
 * @param error - Anything a library call threw.
 * @param names - Library option name → CLI flag; longer names are matched first, as whole words.
 * @returns The error to throw: a {@link CliUsageError} with the rewritten message, or `error`.
 */
export function inFlagTerms(error: unknown, names: FlagNames): unknown {
  if (!isInputError(error)) return error;
  const keys = Object.keys(names).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return error;
  const pattern = new RegExp(`(?<![\\w.-])(?:${keys.map(escape).join('|')})(?![\\w])`, 'g');
  const message = error.message.replace(pattern, (hit) => names[hit] ?? hit);
  return message === error.message ? error : new CliUsageError(message);
}

/**
 * Wraps a command action so that the library errors it throws speak of flags (see
 * {@link inFlagTerms}).
 *
 * @param names - Library option name → CLI flag.
 * @param action - The command's action.
 * @returns An action that does the same and rethrows errors in flag terms.
 */
export function withFlagNames<A extends unknown[]>(names: FlagNames, action: (...args: A) => void | Promise<void>): (...args: A) => Promise<void> {
  return async (...args: A): Promise<void> => {
    try {
      await action(...args);
    } catch (error) {
      throw inFlagTerms(error, names);
    }
  };
}
