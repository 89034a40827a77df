import { describe, expect, it } from 'vitest';

import { serverProcessCount } from '@/http-server/process-count';

describe('serverProcessCount', () => {
  it('is one process unless WEB_CONCURRENCY asks for more', () => {
    expect(serverProcessCount(undefined, 8)).toBe(1);
    expect(serverProcessCount('', 8)).toBe(1);
    expect(serverProcessCount('two', 8)).toBe(1);
    expect(serverProcessCount('0', 8)).toBe(1);
    expect(serverProcessCount('1.5', 8)).toBe(1);
  });

  it('takes a whole number, or one per core for "auto"', () => {
    expect(serverProcessCount('3', 8)).toBe(3);
    expect(serverProcessCount('auto', 2)).toBe(2);
    expect(serverProcessCount('1000', 8)).toBe(64);
  });
});
