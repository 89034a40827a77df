import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { forwardTo, startAppProcess, type AppProcess } from '@/http-server/app-process-link';
import { appSocketVariable } from '@/http-server/app-process-messages';
import { discardUnreadBodyAfterAnswer } from '@/http-server/unread-body';

import { closeAfterEach } from '../../tests/support/close-after-each';

const closeAfterTest = closeAfterEach();
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** An app process's server on a Unix socket, and a front on a loopback port forwarding to it. */
async function frontAndApp(app: Handler): Promise<{ front: string; appServer: Server }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'forward-test-'));
  folders.push(folder);
  const socketPath = path.join(folder, 'app.sock');
  const appServer = createServer((request, response) => {
    discardUnreadBodyAfterAnswer(request, response);
    app(request, response);
  });
  closeAfterTest(appServer);
  await new Promise<void>((resolve) => appServer.listen(socketPath, resolve));
  return { front: await frontFor(socketPath), appServer };
}

async function frontFor(socketPath: string): Promise<string> {
  const forward = forwardTo(socketPath, new Agent({ keepAlive: true }));
  const front = createServer((request, response) => {
    discardUnreadBodyAfterAnswer(request, response);
    void forward(request, response);
  });
  closeAfterTest(front);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}

describe('forwarding to the app process', () => {
  it('hands over the method, address, headers and body, and brings back the status, headers and body', async () => {
    let seen: { method?: string; url?: string; headers?: IncomingMessage['headers']; body?: string } = {};
    const { front } = await frontAndApp((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen = {
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        };
        response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
        response.write('{"stored":');
        response.end('true}');
      });
    });

    const answer = await fetch(`${front}/api/contact?from=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'request-12345' },
      body: '{"name":"Ann"}',
    });

    expect(answer.status).toBe(201);
    expect(await answer.text()).toBe('{"stored":true}');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/contact?from=test');
    expect(seen.body).toBe('{"name":"Ann"}');
    expect(seen.headers?.['x-request-id']).toBe('request-12345');
    expect(seen.headers?.host).toBe(new URL(front).host);
  });

  it('answers 413 to a client still sending a body the app refused unread, never a reset', async () => {
    const limit = 16 * 1024;
    const { front, appServer } = await frontAndApp((request, response) => {
      if (Number(request.headers['content-length']) > limit) {
        response.writeHead(413, { 'content-type': 'application/json' });
        response.end('{"error":"too large"}');
      } else request.resume().once('end', () => response.end('ok'));
    });

    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await fetch(`${front}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(2 * 1024 * 1024),
      });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ error: 'too large' });
    }
    // The connection is still good for the next request.
    expect(await (await fetch(`${front}/api/contact`, { method: 'POST', body: 'small' })).text()).toBe('ok');
    // And the app is not left holding connections open for bodies nobody sends it any more: the
    // one left is the connection kept for the next request.
    const connections = () =>
      new Promise<number>((resolve) => appServer.getConnections((_error, count) => resolve(count)));
    await expect.poll(connections, { timeout: 3_000 }).toBeLessThanOrEqual(1);
  });

  it('brings back an answer with long headers, and one past any limit as 502, not as a restart', async () => {
    const { front } = await frontAndApp((request, response) => {
      const length = request.url === '/long' ? 40_000 : 300_000;
      response.writeHead(303, { location: `/admin/inventory?note=${'x'.repeat(length)}` });
      response.end();
    });

    // As a browser reads it: fetch in Node stops at 16 KB of headers, browsers at 256 KB.
    const read = (path: string) =>
      new Promise<IncomingMessage>((resolve, reject) =>
        get(`${front}${path}`, { maxHeaderSize: 256 * 1024 }, (answer) => resolve(answer.resume())).on(
          'error',
          reject,
        ),
      );
    const long = await read('/long');
    expect(long.statusCode).toBe(303);
    expect(long.headers.location).toHaveLength('/admin/inventory?note='.length + 40_000);

    const tooLong = await read('/too-long');
    expect(tooLong.statusCode).toBe(502);
    expect(tooLong.headers['retry-after']).toBeUndefined();
  });

  it('answers 503 to try again when the app process cannot be reached', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'forward-test-'));
    folders.push(folder);
    const front = await frontFor(path.join(folder, 'nobody.sock'));

    const answer = await fetch(`${front}/inventory`);

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toMatch(/try again/);
  });

  it('stops the render a visitor no longer waits for', async () => {
    let renderStopped!: () => void;
    const stopped = new Promise<void>((resolve) => (renderStopped = resolve));
    let renderStarted!: () => void;
    const started = new Promise<void>((resolve) => (renderStarted = resolve));
    const { front } = await frontAndApp((_request, response) => {
      response.once('close', renderStopped);
      renderStarted();
    });

    const visitor = new AbortController();
    const asked = fetch(`${front}/slow-page`, { signal: visitor.signal }).catch(() => 'left');
    await started;
    visitor.abort();

    expect(await asked).toBe('left');
    const stillRendering = new Promise((resolve) => setTimeout(resolve, 10_000, 'still rendering'));
    expect(await Promise.race([stopped.then(() => 'stopped'), stillRendering])).toBe('stopped');
  });
});

/**
 * A stand-in for the app process, speaking the same messages: it answers every page with its
 * current stock version, takes `POST /stock` and a GET of a cart's `/hold/back` as a change to the
 * stock (the version goes up and is read again), `POST /stock-streamed` as one whose answer ends only once `/finish` is asked for
 * (as a server action streams the page after saving), and stops with the code
 * `POST /exit?code=N` asks for.
 */
const standInApp = `
import { createServer } from 'node:http';
let version = 7;
let asked = 0;
let finish = () => undefined;
const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://app');
  if (url.pathname === '/exit') { response.end(); setTimeout(() => process.exit(Number(url.searchParams.get('code'))), 50); return; }
  if (request.method === 'POST' && url.pathname === '/stock-streamed') {
    version += 1;
    response.write('saved');
    finish = () => response.end(' and the rest of the page');
    return;
  }
  if (url.pathname === '/finish') { finish(); response.end(); return; }
  if (request.method === 'POST' && url.pathname === '/stock') version += 1;
  if (request.method === 'GET' && url.pathname.endsWith('/hold/back')) version += 1;
  if (url.pathname === '/asked') { response.end(String(asked)); return; }
  response.end(String(version));
});
process.on('message', (message) => {
  if (message.type === 'stockVersion') {
    asked += 1;
    process.send({ type: 'stockVersion', id: message.id, version, trustedForMs: 60000 });
  } else if (message.type === 'shutDown') process.send({ type: 'stopped' }, () => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
server.listen(process.env.${appSocketVariable}, () => process.send({ type: 'listening' }));
`;

describe('the app process', () => {
  async function started(): Promise<{ app: AppProcess; exited: Promise<number> }> {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'app-process-test-'));
    folders.push(folder);
    const entry = path.join(folder, 'app.mjs');
    writeFileSync(entry, standInApp);
    let exit!: (code: number) => void;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    const app = await startAppProcess(entry, { onExit: exit });
    return { app, exited };
  }

  /** A front forwarding every request to the app process, as a visitor's request is forwarded. */
  async function frontOf(app: AppProcess): Promise<string> {
    const front = createServer((request, response) => void app.forward(request, response));
    closeAfterTest(front);
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  }

  /** Asks the app process for `address` through the front. */
  async function through(app: AppProcess, method: string, address: string): Promise<string> {
    return (await fetch(`${await frontOf(app)}${address}`, { method })).text();
  }

  it('reads the stock version once and then knows it without asking, until a post or a marked GET may have changed it', async () => {
    const { app } = await started();
    expect(app.knownStockVersion()).toBeUndefined();

    const [first, second] = await Promise.all([app.stockVersion(), app.stockVersion()]);
    expect([first, second]).toEqual([7, 7]);
    expect(app.knownStockVersion()).toBe(7);
    expect(await app.stockVersion()).toBe(7);
    expect(await through(app, 'GET', '/asked')).toBe('1');

    // A staff save: the front forgets the version before passing the answer on, and the next
    // question reads the new one.
    expect(await through(app, 'POST', '/stock')).toBe('8');
    expect(app.knownStockVersion()).toBeUndefined();
    expect(await app.stockVersion()).toBe(8);
    // An enquiry changes no stock: the version stays known.
    await through(app, 'POST', '/api/contact');
    expect(app.knownStockVersion()).toBe(8);
    // Nor does a page asked for; Stripe's return to a cart's hold may (a GET the route table marks).
    await through(app, 'GET', '/vehicles/a-cart');
    expect(app.knownStockVersion()).toBe(8);
    expect(await through(app, 'GET', '/vehicles/a-cart/hold/back?hold=x')).toBe('9');
    expect(app.knownStockVersion()).toBeUndefined();
    expect(await app.stockVersion()).toBe(9);
    await app.shutDown();
  });

  it('forgets the version as a post’s answer starts: the page says "saved" before the answer ends', async () => {
    const { app } = await started();
    expect(await app.stockVersion()).toBe(7);
    const front = await frontOf(app);
    const answer = await fetch(`${front}/stock-streamed`, { method: 'POST' });
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('saved');
    // The staff member reads "saved" and opens the page: it must not be one stored before the save.
    expect(app.knownStockVersion()).toBeUndefined();
    expect(await app.stockVersion()).toBe(8);
    await (await fetch(`${front}/finish`)).text();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += new TextDecoder().decode(part.value);
    expect(rest).toBe(' and the rest of the page');
    await app.shutDown();
  });

  it('tells the server when it stops by itself, with its exit code', async () => {
    const { app, exited } = await started();
    await through(app, 'POST', '/exit?code=3');
    expect(await exited).toBe(3);
  });

  it('stops when asked, after saying so', async () => {
    const { app, exited } = await started();
    await app.shutDown();
    expect(await exited).toBe(0);
  });
});
