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
