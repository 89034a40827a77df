import { describe, expect, it, vi } from 'vitest';

import { RequestLogBlocks, requestLogLine } from '@/http-server/request-log';

describe('requestLogLine', () => {
  it("is one line of JSON in pino's shape, whatever the path holds", () => {
    const path = '/inventory/"quoted"\\back\u0001\u007f\u2028é';
    const line = requestLogLine(
      { requestId: 'abc-123', method: 'GET', path, status: 404, ms: 12, cache: 'MISS' },
      1_795_736_636_619,
      4242,
    );
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toMatch(/[\n\r]/);
    expect(JSON.parse(line)).toEqual({
      level: 30,
      time: 1_795_736_636_619,
      pid: 4242,
      requestId: 'abc-123',
      method: 'GET',
      path,
      status: 404,
      ms: 12,
      cache: 'MISS',
      msg: 'request',
    });
  });

  it('writes a field it does not know as null, never leaves it out or breaks the line', () => {
    const line = requestLogLine(
      { requestId: 'abc-123', method: undefined, path: undefined, status: 200, ms: 0, cache: undefined },
      1,
      1,
    );
    expect(JSON.parse(line)).toMatchObject({ method: null, path: null, cache: null, msg: 'request' });
  });
});

describe('RequestLogBlocks', () => {
  it('hands lines on whole, in order, in blocks a pipe writes whole, and the rest when the time comes', () => {
    vi.useFakeTimers();
    try {
      const blocks: string[] = [];
      const lines = new RequestLogBlocks((block) => blocks.push(block), 250);
      const written = Array.from({ length: 100 }, (_, index) =>
        requestLogLine(
          {
            requestId: `id-${index}`,
            method: 'GET',
            path: `/${'é'.repeat(index * 3)}`,
            status: 200,
            ms: 0,
            cache: 'HIT',
          },
          index,
          1,
        ),
      );
      for (const line of written) lines.add(line);
      expect(blocks.length).toBeGreaterThan(1);
      vi.advanceTimersByTime(250);
      expect(blocks.join('')).toBe(written.join(''));
      for (const block of blocks) {
        expect(block.endsWith('\n')).toBe(true);
        expect(Buffer.byteLength(block)).toBeLessThanOrEqual(4096);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
