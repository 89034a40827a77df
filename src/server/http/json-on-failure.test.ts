import { afterEach, describe, expect, it, vi } from 'vitest';

import { appLog } from '@/server/app-log';
import { answerOnFailure } from '@/server/http/json-on-failure';

afterEach(() => vi.restoreAllMocks());

describe('answerOnFailure', () => {
  it('answers the fallback and logs the failure under the request’s id, never the request itself', async () => {
    const error = vi.fn();
    const child = vi.spyOn(appLog, 'child').mockReturnValue({ error } as never);
    const failing = answerOnFailure(
      (_request: Request) => Promise.reject(new Error('the database is unreachable')),
      () => 'try again',
    );
    const request = new Request('http://carts.example/api/contact', {
      method: 'POST',
      headers: { 'x-request-id': 'req-7' },
      body: 'password=hunter2',
    });
    expect(await failing(request)).toBe('try again');
    expect(child).toHaveBeenCalledWith({ requestId: 'req-7' });
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'API request failed');
    expect(JSON.stringify(error.mock.calls)).not.toContain('hunter2');
  });
});
