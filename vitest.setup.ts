import fc from 'fast-check';
import { beforeEach } from 'vitest';

// Every fast-check run uses one seed (vitest.config.ts draws it once per run and hands it to every
// test file as FC_SEED): set FC_SEED to replay a failing CI run exactly. The seed is printed only
// beside a failing test, so a green run stays quiet.
const raw = process.env['FC_SEED'];
const seed = raw === undefined ? Date.now() % 2 ** 31 : Number(raw);
if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${String(raw)}`);
fc.configureGlobal({ seed, interruptAfterTimeLimit: 4000 });
const reported = new Set<string>();
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(() => {
    if (reported.has(task.id)) return; // @fast-check/vitest can report one failure more than once
    reported.add(task.id);
    console.log(`fast-check seed=${seed} for the failed test "${task.name}" (replay with FC_SEED=${seed})`);
  });
});
