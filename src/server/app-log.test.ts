import { describe, expect, it, vi } from 'vitest';

import { appLog, requestLog } from '@/server/app-log';

describe('the app process’s logger', () => {
  it('gives the lines about a request the id the front gave it, from Web or Node headers', () => {
    expect(requestLog(new Headers({ 'x-request-id': 'req-1' })).bindings()).toMatchObject({
      requestId: 'req-1',
    });
    expect(requestLog({ 'x-request-id': 'req-2' }).bindings()).toMatchObject({ requestId: 'req-2' });
    expect(requestLog(new Headers()).bindings().requestId).toBeUndefined();
  });

  it('is one logger, however many copies of its module the process loads', async () => {
    vi.resetModules();
    const again = await import('@/server/app-log');
    expect(again.appLog).toBe(appLog);
  });
});
