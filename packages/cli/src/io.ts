/**
 * Where the `rollwright` program writes. The binary passes `process.stdout` / `process.stderr`;
 * tests and embedders pass {@link memoryIo} and read back what was written.
 *
 * @example
 * ```ts
 * const io: Io = { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) };
 * ```
 * @since 0.1.0
 * @category Program
 */
export interface Io {
  /**
   * Receives normal output (results, tables, JSON, help text).
   *
   * @param text - A chunk of text, usually one or more whole lines ending in `\n`.
   */
  stdout(text: string): void;
  /**
   * Receives error messages (one line per problem, prefixed `rollwright: `).
   *
   * @param text - A chunk of text, usually one whole line ending in `\n`.
   */
  stderr(text: string): void;
  /**
   * Reads one line the user types, after showing `prompt` (on standard error, so standard
   * output stays clean). Only `rollwright roll --ask` uses it; an {@link Io} without it cannot
   * ask and such a command reports bad input instead.
   *
   * @param prompt - The question, without a trailing newline.
   * @returns The line without its newline, or `null` once the input has ended.
   */
  readLine?(prompt: string): Promise<string | null>;
}

/**
 * An {@link Io} that keeps everything in memory, for tests and for embedding the CLI.
 *
 * @example
 * ```ts
 * const io: MemoryIo = memoryIo();
 * await run(['roll', '1d6', '--seed', '1'], io);
 * io.out; // '1d6 = … '
 * ```
 * @since 0.1.0
 * @category Program
 */
export interface MemoryIo extends Io {
  /**
   * Answers the prompts with the given input lines in order (then `null`: the input has ended);
   * each prompt is recorded in {@link MemoryIo.err}, followed by the answer and a newline.
   *
   * @param prompt - The question.
   * @returns The next input line, or `null` when none is left.
   */
  readLine(prompt: string): Promise<string | null>;
  /** Everything written to standard output so far, concatenated. */
  readonly out: string;
  /** Everything written to standard error so far, concatenated. */
  readonly err: string;
}

/**
 * Creates an {@link Io} that records output in memory instead of writing to the terminal, and
 * answers prompts from `input`.
 *
 * @param input - Lines to answer `readLine` prompts with, in order (default: none).
 * @returns A fresh, empty {@link MemoryIo}.
 * @example
 * ```ts
 * const io = memoryIo();
 * const code = await run(['roll', '2d6', '--seed', '42'], io);
 * console.log(code, io.out);
 * ```
 * @since 0.1.0
 * @category Program
 */
export function memoryIo(input: readonly string[] = []): MemoryIo {
  let out = '';
  let err = '';
  let next = 0;
  return {
    readLine(prompt: string): Promise<string | null> {
      const line = next < input.length ? (input[next++] ?? null) : null;
      err += `${prompt}${line ?? ''}\n`;
      return Promise.resolve(line);
    },
    stdout(text: string): void {
      out += text;
    },
    stderr(text: string): void {
      err += text;
    },
    get out(): string {
      return out;
    },
    get err(): string {
      return err;
    },
  };
}

/**
 * What the `rollwright` binary does when writing its output fails: a closed pipe
 * (`rollwright roll 1d6 --times 10000 | head`, `EPIPE`) ends the program quietly with exit
 * code 0; any other write error (a full disk, `> /dev/full`, `ENOSPC`) prints one line naming
 * it on standard error, never a stack trace, and gives exit code 1.
 *
 * @param error - The error the output stream reported (a Node.js system error with a `code`).
 * @param stderr - Where to print the one-line message.
 * @returns The exit code to end with: 0 for a closed pipe, 1 otherwise.
 * @example
 * ```ts
 * process.stdout.on('error', (e) => process.exit(outputErrorExit(e, (s) => process.stderr.write(s))));
 * ```
 * @since 1.0.0
 * @category Program
 */
export function outputErrorExit(error: unknown, stderr: (text: string) => void): number {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  if (e.code === 'EPIPE') return 0;
  const message = typeof e.message === 'string' ? (e.message.split('\n')[0] ?? '') : String(error);
  // Node's own messages start with the code already ("ENOSPC: no space left on device, write").
  const text = typeof e.code === 'string' && !message.startsWith(e.code) ? `${e.code}: ${message}` : message;
  try {
    stderr(`rollwright: cannot write the output (${text})\n`);
  } catch {
    // Standard error is gone too: the exit code is all that is left.
  }
  return 1;
}
