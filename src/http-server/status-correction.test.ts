import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { provideAppBridge } from '@/http-server/app-bridge';
import { correctStatus } from '@/http-server/status-correction';

import { closeAfterEach } from '../../tests/support/close-after-each';

const closeAfterTest = closeAfterEach();
let databaseDown = false;
const notUsedHere = () => {
  throw new Error('status correction asks the app only whether the database answers');
};
provideAppBridge({
  databaseUnreachable: () => databaseDown,
  stockVersion: notUsedHere,
  knownStockVersion: notUsedHere,
  stockVersionTrustedForMs: notUsedHere,
  shutDown: notUsedHere,
  postContact: notUsedHere,
});
afterEach(() => {
  databaseDown = false;
});

/** A server whose handler answers as the address says, behind correctStatus as the app's is. */
async function appLike(): Promise<string> {
  const answers: Record<string, (response: ServerResponse) => void> = {
    // Next's answer to a failure it did not expect, its headers set before the status.
    '/failed': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.writeHead(500);
      response.end('<!doctype html><p>Next error shell</p>');
    },
    // A route handler that failed: its own fault, whatever was posted.
    '/api/trade-in': (response) => {
      response.writeHead(500);
      response.end();
    },
    // An API route that answers its own failure, and asks to be tried again.
    '/not-saved': (response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '30' });
      response.end(JSON.stringify({ error: 'We could not save your message just now.' }));
    },
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    correctStatus(request, response);
    answers[request.url ?? '']?.(response);
  });
  closeAfterTest(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the status the app process corrects', () => {
  it('a post to a page Next failed on is the client’s (400); a page it failed on stays 500', async () => {
    const base = await appLike();
    expect((await fetch(`${base}/failed`, { method: 'POST', body: 'x' })).status).toBe(400);
    expect((await fetch(`${base}/failed`)).status).toBe(500);
  });

  it('a route handler that fails on a post stays 500: the post is not a server action', async () => {
    const base = await appLike();
    expect((await fetch(`${base}/api/trade-in`, { method: 'POST', body: 'x' })).status).toBe(500);
  });

  it('a route’s own 503 to a post stays 503, with its words and when to try again', async () => {
    const base = await appLike();
    const answer = await fetch(`${base}/not-saved`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(await answer.json()).toEqual({ error: 'We could not save your message just now.' });
  });

  it('with the database unreachable, a page is the outage page and a post is 503', async () => {
    const base = await appLike();
    databaseDown = true;
    const page = await fetch(`${base}/failed`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    expect(await page.text()).not.toContain('Next error shell');
    const post = await fetch(`${base}/failed`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(503);
    expect(post.headers.get('retry-after')).toBe('30');
  });
});
