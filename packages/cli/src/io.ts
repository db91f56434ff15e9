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
  /** Everything written to standard output so far, concatenated. */
  readonly out: string;
  /** Everything written to standard error so far, concatenated. */
  readonly err: string;
}

/**
 * Creates an {@link Io} that records output in memory instead of writing to the terminal.
 *
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
export function memoryIo(): MemoryIo {
  let out = '';
  let err = '';
  return {
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
