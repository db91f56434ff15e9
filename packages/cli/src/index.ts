// @rollwright/cli — the `rollwright` program as a library: run it in-process, reuse its formatters.
export type { Io, MemoryIo } from './io.js';
export { memoryIo, outputErrorExit } from './io.js';
export type { ProgramOptions } from './program.js';
export { createProgram, run } from './program.js';
export type { RegisterCommands } from './commands/RegisterCommands.js';
export { CliUsageError, describeError, isInputError } from './errors.js';
export { MAX_FACES, MAX_ODDS_DIGITS, MAX_ROLL_DICE, MAX_THROWN_DICE, MAX_TIMES, SEED_RANGE, parseFaces, parseFacesOrLabels, parseInteger, parseSeed, parseTimes, startRng } from './options.js';
export type { OutcomeJson, OutcomesJson, OutcomesSummary, OutcomesTableOptions, TruncatedJson } from './format/outcomes.js';
export {
  EXACT_COLUMN_MAX_TOTAL,
  HISTOGRAM_BINS,
  MAX_SHOWN_FRACTION,
  SUMMARY_EDGE_ROWS,
  bar,
  describeProbability,
  outcomesJson,
  outcomesTable,
  percent,
  readablePercent,
  summarize,
} from './format/outcomes.js';
export type { DemoSection } from './demo/DemoSection.js';
export { demoSections } from './demo/sections.js';
export { DEFAULT_DEMO_SEED } from './commands/demo.js';
