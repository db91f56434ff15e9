import { describe, expect, it } from 'vitest';
import { memoryIo, outputErrorExit } from './io.js';

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

describe('outputErrorExit', () => {
  it('ends quietly with 0 on a closed pipe', () => {
    const lines: string[] = [];
    expect(outputErrorExit(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }), (s) => lines.push(s))).toBe(0);
    expect(lines).toEqual([]);
  });
  it('prints one line and gives 1 on any other write error (a full disk)', () => {
    const lines: string[] = [];
    const full = Object.assign(new Error('ENOSPC: no space left on device, write\n    at writeSync'), { code: 'ENOSPC' });
    expect(outputErrorExit(full, (s) => lines.push(s))).toBe(1);
    expect(lines).toEqual(['rollwright: cannot write the output (ENOSPC: no space left on device, write)\n']);
  });
  it('survives a broken standard error', () => {
    expect(outputErrorExit('odd', () => { throw new Error('gone'); })).toBe(1);
  });
});
