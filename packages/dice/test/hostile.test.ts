// Every exported function, fed hostile values, gives a result or one of the package's typed
// errors: never a plain TypeError, a hang, NaN or a prototype member.
import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import * as dice from '../src/index.js';

const TYPED = [dice.RngStateError, dice.DistributionError, dice.DiceNotationError, dice.DiceFaceError, dice.DieSizeError, dice.DrawError, dice.UsageModeError, dice.UsageStepError, dice.NamedDieError];
const CLASSES = new Set<unknown>([...TYPED, dice.Roller, dice.SecureRoller]);

const hostile = fc.oneof(
  fc.constantFrom<unknown>(Number.NaN, Infinity, -Infinity, 2 ** 60, -(2 ** 60), 1.5, -3, 0, -0, '__proto__', 'constructor', 'toString', 'abc', '', null, undefined, true, 10n, -1n, [], {}, { __proto__: null }, Symbol('x')),
  fc.constantFrom<unknown>(6, 2, 20, '2d6', '4d6kh3', 'normal', 'advantage', [1, 2, 3]),
  fc.constant(null).map(() => dice.seed(1)),
  fc.constant(null).map(() => dice.die(6)),
  fc.constant(null).map(() => ({ outcomes: [], weights: [], total: 0n, leftover: 0n })),
  fc.constant(null).map(() => ({ outcomes: [1, 2], weights: [1n, 1n], total: 5n, leftover: 0n })),
  fc.constant(null).map(() => ({ num: 1n, den: 0n })),
  fc.constant(null).map(() => ({ algorithm: 'xoroshiro128+', state: [1, 2, 3, 'x'] })),
);

function judge(name: string, call: () => unknown): void {
  let value: unknown;
  try {
    value = call();
  } catch (e) {
    const typed = TYPED.some((E) => e instanceof E);
    expect(typed, `${name} threw ${(e as Error)?.name}: ${(e as Error)?.message}`).toBe(true);
    return;
  }
  if (typeof value === 'number') expect(Number.isNaN(value), `${name} returned NaN`).toBe(false);
  if (typeof value === 'function') expect.fail(`${name} returned a function (a prototype member?)`);
}

const functions = Object.entries(dice).filter(([, v]) => typeof v === 'function' && !CLASSES.has(v)) as [string, (...a: unknown[]) => unknown][];

describe('hostile input', () => {
  for (const [name, f] of functions) {
    test.prop([fc.array(hostile, { maxLength: 4 })], { numRuns: 60 })(`${name} gives a result or a typed error`, (args) => {
      judge(name, () => f(...args));
    });
  }
  test.prop([hostile])('new Roller gives a roller or a typed error', (x) => {
    judge('Roller', () => new dice.Roller(x as number));
  });
  test.prop([fc.array(hostile, { maxLength: 2 })])('Roller and SecureRoller methods give a result or a typed error', (args) => {
    const r = new dice.Roller(1);
    const s = new dice.SecureRoller();
    judge('Roller.die', () => r.die(args[0] as number));
    judge('Roller.int', () => r.int(args[0] as number, args[1] as number));
    judge('SecureRoller.die', () => s.die(args[0] as number));
    judge('SecureRoller.int', () => s.int(args[0] as number, args[1] as number));
  });
});
