import { describe, expect, it } from 'vitest';

import { requestLogLine } from '@/http-server/request-log';

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
