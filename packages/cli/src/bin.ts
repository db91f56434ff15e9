#!/usr/bin/env node
// The `rollwright` executable: wires the program to the real terminal and exit code.
import { readFileSync } from 'node:fs';
import { createInterface, type Interface } from 'node:readline';
import { outputErrorExit } from './io.js';
import { launch } from './launch.js';

// `rollwright roll 1d6 --times 10000 | head` closes the pipe early: stop quietly, not with a trace;
// any other write error (`> /dev/full`) is one line on standard error and exit code 1.
process.stdout.on('error', (error: unknown) => {
  process.exit(outputErrorExit(error, (s) => void process.stderr.write(s)));
});

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
// Lines typed (or piped) on standard input, for `roll --ask`; opened only when first asked.
let lines: Interface | undefined;
let ended = false;
const queued: string[] = [];
const waiting: ((line: string | null) => void)[] = [];
function readLine(prompt: string): Promise<string | null> {
  process.stderr.write(prompt);
  if (lines === undefined) {
    lines = createInterface({ input: process.stdin, terminal: false });
    lines.on('line', (line) => {
      const w = waiting.shift();
      if (w === undefined) queued.push(line);
      else w(line);
    });
    lines.on('close', () => {
      ended = true;
      for (const w of waiting.splice(0)) w(null);
    });
  }
  const line = queued.shift();
  if (line !== undefined) return Promise.resolve(line);
  // At the end of the input, end the prompt's line so the error that follows starts on its own.
  const end = (): null => (process.stderr.write('\n'), null);
  if (ended) return Promise.resolve(end());
  return new Promise((resolve) => waiting.push((l) => resolve(l ?? end())));
}

process.exitCode = await launch(
  process.argv.slice(2),
  { stdout: (s) => void process.stdout.write(s), stderr: (s) => void process.stderr.write(s), readLine },
  { version },
);
lines?.close();
