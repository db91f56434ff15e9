import { describe, expect, it } from 'vitest';
import { RngStateError } from './RngStateError.js';
import { seed } from './seed.js';

const refused = (value: unknown, got: string): void => {
  expect(() => seed(value as number)).toThrow(new RngStateError(`a seed must be a safe integer or a 32-digit hexadecimal seed code, got ${got}`));
  expect(() => seed(value as number)).toThrow(RngStateError);
};

describe('seed: integers and seed codes', () => {
  it('gives a safe integer the state of its 128-bit two’s complement code', () => {
    expect(seed(1)).toEqual(seed('00000000000000000000000000000001'));
    expect(seed(0x123456789abcd)).toEqual(seed('0000000000000000000123456789abcd'));
    expect(seed(-1)).toEqual(seed('ffffffffffffffffffffffffffffffff'));
    expect(seed(-(2 ** 52))).toEqual(seed('fffffffffffffffffff0000000000000'));
  });

  it('sign-extends a negative seed into the high word, and only a negative one', () => {
    expect(seed(-1)).not.toEqual(seed('0000000000000000ffffffffffffffff'));
    expect(seed(0)).toEqual(seed('00000000000000000000000000000000'));
    expect(seed(0)).not.toEqual(seed('ffffffffffffffff0000000000000000'));
  });

  it('reads a code case-insensitively', () => {
    expect(seed('FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF')).toEqual(seed(-1));
    expect(seed('00000000000000000000000000ABCDEF')).toEqual(seed(0xabcdef));
  });

  it('refuses the one code whose state is all zero, naming it (words read high to low)', () => {
    expect(() => seed('40a7b892e31b1a4761c8864680b583eb')).toThrow(
      new RngStateError('seed code 40a7b892e31b1a4761c8864680b583eb gives the all-zero state, which never changes'),
    );
    expect(() => seed('40a7b892e31b1a4761c8864680b583eb')).toThrow(RngStateError);
  });

  it('names what it got instead of a seed', () => {
    refused(1.5, '1.5');
    refused(Number.NaN, 'NaN');
    refused(2 ** 53, '9007199254740992');
    refused(-Infinity, '-Infinity');
    refused(10n, '10');
    refused(null, 'object');
    refused(undefined, 'undefined');
    refused('abc', '"abc"');
    refused('', '""');
  });

  it('takes exactly 32 hexadecimal digits and nothing around them', () => {
    const code = '0123456789abcdef0123456789abcdef';
    expect(() => seed(code)).not.toThrow();
    refused(code.slice(1), JSON.stringify(code.slice(1)));
    refused(`${code}0`, JSON.stringify(`${code}0`));
    refused(`x${code}`, JSON.stringify(`x${code}`));
    refused(`${code}x`, JSON.stringify(`${code}x`));
    refused(`${code.slice(1)}g`, JSON.stringify(`${code.slice(1)}g`));
  });
});
