#!/usr/bin/env node
// The `rollwright` executable: wires the program to the real terminal and exit code.
import { readFileSync } from 'node:fs';
import { run } from './program.js';

// `rollwright roll 1d6 --times 10000 | head` closes the pipe early: stop quietly, not with a trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
process.exitCode = await run(
  process.argv.slice(2),
  { stdout: (s) => void process.stdout.write(s), stderr: (s) => void process.stderr.write(s) },
  { version },
);
