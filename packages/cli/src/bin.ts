#!/usr/bin/env node
// The `rollwright` executable: wires the program to the real terminal and exit code.
import { readFileSync } from 'node:fs';
import { outputErrorExit } from './io.js';
import { run } from './program.js';

// `rollwright roll 1d6 --times 10000 | head` closes the pipe early: stop quietly, not with a trace;
// any other write error (`> /dev/full`) is one line on standard error and exit code 1.
process.stdout.on('error', (error: unknown) => {
  process.exit(outputErrorExit(error, (s) => void process.stderr.write(s)));
});

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
process.exitCode = await run(
  process.argv.slice(2),
  { stdout: (s) => void process.stdout.write(s), stderr: (s) => void process.stderr.write(s) },
  { version },
);
