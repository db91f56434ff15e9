import fc from 'fast-check';

// Every fast-check run uses one logged seed: set FC_SEED to replay a failing CI run exactly.
const raw = process.env['FC_SEED'];
const seed = raw === undefined ? Date.now() % 2 ** 31 : Number(raw);
if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${String(raw)}`);
fc.configureGlobal({ seed, interruptAfterTimeLimit: 4000 });
if (!(globalThis as { __fcSeedLogged?: boolean }).__fcSeedLogged) {
  (globalThis as { __fcSeedLogged?: boolean }).__fcSeedLogged = true;
  console.log(`fast-check seed=${seed} (replay with FC_SEED=${seed})`);
}
