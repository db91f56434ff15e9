import { describe, expect, it } from 'vitest';
import { memoryIo } from './io.js';

describe('memoryIo', () => {
  it('keeps stdout and stderr apart, in write order', () => {
    const io = memoryIo();
    io.stdout('a');
    io.stderr('x');
    io.stdout('b\n');
    expect(io.out).toBe('ab\n');
    expect(io.err).toBe('x');
  });
});
