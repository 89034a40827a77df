import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { ResponseCache, type RequestHead, type StoredAnswer } from '@/http-server/response-cache';
import { readRequestHead, serveStoredPagesFirst } from '@/http-server/stored-page-lane';

import { closeAfterEach } from '../../tests/support/close-after-each';

const longPage = `<html><body>${'A cart for every driveway. '.repeat(400)}</body></html>`;

interface Site {
  port: number;
  /** Requests the lane answered, by path. */
  laneAnswered: string[];
  /** Requests Node's server handed to the handler, by method and path. */
  nodeHandled: string[];
  /** What the lane reported as thrown. */
  failures: unknown[];
  server: Server;
  closeIdle: () => void;
}

const closeAfterTest = closeAfterEach();

/**
 * A server as src/http-server/serve.ts builds it: the response cache in front of a renderer, the
 * lane in front of both unless `withLane` is false; both kinds of server can share one cache.
 */
async function serve(
  cache: ResponseCache,
  {
    withLane = true,
    stopping = () => false,
    whenReady = (request) => cache.versionToWaitFor(request),
    storedAnswer = (request, version) => cache.storedAnswer(request, version),
  }: {
    withLane?: boolean;
    stopping?: () => boolean;
    whenReady?: (request: RequestHead) => Promise<number | undefined> | undefined;
    storedAnswer?: (request: RequestHead, version?: number) => StoredAnswer | undefined;
  } = {},
): Promise<Site> {
  let requests = 0;
  const laneAnswered: string[] = [];
  const nodeHandled: string[] = [];
  const failures: unknown[] = [];
  const server = createServer((request, response) => {
    nodeHandled.push(`${request.method} ${request.url}`);
    const ownHeaders = ['x-request-id', `node-${++requests}`];
    if (cache.serveStored(request, response, ownHeaders)) return;
    response.setHeader('x-request-id', ownHeaders[1]!);
    if (request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = `stored ${Buffer.concat(chunks).toString()}`;
        response.writeHead(201, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
        response.end(text);
      });
      return;
    }
    void cache.handle(request, response, (req: IncomingMessage, res: ServerResponse) => {
      res.statusCode = req.url === '/vehicles/sold-long-ago' ? 410 : 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(longPage);
      return Promise.resolve();
    });
  });
  server.keepAliveTimeout = 65_000;
  let closeIdle = () => {};
  if (withLane)
    ({ closeIdle } = serveStoredPagesFirst<number | undefined>(server, {
      storedAnswer,
      whenReady,
      failed: (error) => failures.push(error),
      ownHeaders: () => {
        if (stopping()) return undefined;
        const requestId = `lane-${++requests}`;
        return { lines: `x-request-id: ${requestId}\r\n`, requestId };
      },
      answered: (request) => laneAnswered.push(request.url ?? ''),
    }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = {
    port: (server.address() as AddressInfo).port,
    laneAnswered,
    nodeHandled,
    failures,
    server,
    closeIdle,
  };
  // The connections the lane holds are the lane's to close: Node's server does not know of them.
  closeAfterTest(server, closeIdle);
  return site;
}

const newCache = () =>
  new ResponseCache({ stockVersion: () => Promise.resolve(1), knownStockVersion: () => 1 });

interface Answer {
  statusLine: string;
  headers: [string, string][];
  body: Buffer;
}

/**
 * Reads answers off a raw byte stream: status line, headers, and a body of Content-Length (none
 * to a HEAD); throws on one not all there yet.
 */
function readAnswers(bytes: Buffer, bodiless = false): Answer[] {
  const answers: Answer[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', offset);
    if (end === -1) throw new Error(`an answer cut short: ${bytes.subarray(offset).toString()}`);
    const [statusLine, ...lines] = bytes.toString('latin1', offset, end).split('\r\n');
    const headers = lines.map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    });
    const length = Number(headers.find(([name]) => name === 'content-length')?.[1] ?? 0);
    const body = bodiless ? Buffer.alloc(0) : bytes.subarray(end + 4, end + 4 + length);
    if (body.length < (bodiless ? 0 : length)) throw new Error('a body cut short');
    answers.push({ statusLine: statusLine!, headers, body });
    offset = end + 4 + body.length;
  }
  return answers;
}

/**
 * Opens a connection, writes each part in turn (a pause between them, so each arrives as a read
 * of its own), and collects what comes back until `count` answers have arrived or the server
 * closes the connection.
 */
async function exchange(
  port: number,
  parts: string[],
  count: number,
  {
    readAfterMs = 0,
    beforeReading,
    closeWithinMs = 0,
  }: { readAfterMs?: number; beforeReading?: () => void; closeWithinMs?: number } = {},
): Promise<{ answers: Answer[]; closedByServer: boolean }> {
  const bodiless = parts[0]!.startsWith('HEAD ');
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  if (readAfterMs) socket.pause();
  const chunks: Buffer[] = [];
  let closedByServer = false;
  const done = new Promise<void>((resolve, reject) => {
    const check = () => {
      try {
        if (readAnswers(Buffer.concat(chunks), bodiless).length >= count) resolve();
      } catch {
        // Not all there yet.
      }
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      check();
    });
    socket.on('end', () => {
      closedByServer = true;
      resolve();
    });
    socket.on('error', reject);
  });
  for (const [index, part] of parts.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write(part);
  }
  if (readAfterMs)
    setTimeout(() => {
      beforeReading?.();
      socket.resume();
    }, readAfterMs);
  await done;
  // Whether the server closes the connection after its answers, given the time to.
  if (closeWithinMs && !closedByServer)
    await new Promise((resolve) => {
      socket.once('end', resolve);
      setTimeout(resolve, closeWithinMs);
    });
  socket.destroy();
  return { answers: readAnswers(Buffer.concat(chunks), bodiless), closedByServer };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

const header = (answer: Answer, name: string) => answer.headers.find(([each]) => each === name)?.[1];
/** The headers as a visitor compares them: all but the ones each answer has its own of. */
const comparable = (answer: Answer) =>
  answer.headers.filter(([name]) => name !== 'date' && name !== 'x-request-id').sort();

describe('the stored-page lane', () => {
  it("answers a stored page with the status, headers and body Node's server sends for it, in each encoding", async () => {
    const cache = newCache();
    const lane = await serve(cache);
    const node = await serve(cache, { withLane: false });
    // Stored by a first visit.
    const first = await exchange(lane.port, [get('/denago')], 1);
    expect(header(first.answers[0]!, 'x-cache')).toBe('MISS');
    expect(lane.laneAnswered).toEqual([]);

    let asked = 0;
    for (const encoding of ['identity', 'gzip', 'br']) {
      const ask = get('/denago', { 'Accept-Encoding': encoding });
      const bothAnswers = async () => {
        asked++;
        const [fromLane] = (await exchange(lane.port, [ask], 1)).answers;
        const [fromNode] = (await exchange(node.port, [ask], 1)).answers;
        return { fromLane: fromLane!, fromNode: fromNode! };
      };
      // The stored brotli is made denser in the background (ResponseCache's densify): on a busy
      // machine one answer can come before it and the other after. Both read the one stored
      // entry, so they agree once it is done; answers that never agree fail here.
      let pair: Awaited<ReturnType<typeof bothAnswers>> | undefined;
      await expect
        .poll(async () => {
          pair = await bothAnswers();
          return (
            pair.fromLane.body.equals(pair.fromNode.body) &&
            JSON.stringify(comparable(pair.fromLane)) === JSON.stringify(comparable(pair.fromNode))
          );
        })
        .toBe(true);
      const { fromLane, fromNode } = pair!;
      expect(fromLane.statusLine).toBe('HTTP/1.1 200 OK');
      expect(fromLane.statusLine).toBe(fromNode.statusLine);
      expect(comparable(fromLane)).toEqual(comparable(fromNode));
      expect(header(fromLane, 'x-cache')).toBe('HIT');
      expect(header(fromLane, 'content-encoding')).toBe(encoding === 'identity' ? undefined : encoding);
      expect(fromLane.body.equals(fromNode.body)).toBe(true);
      expect(header(fromLane, 'date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(header(fromLane, 'x-request-id')).toMatch(/^lane-\d+$/);
    }
    expect(
      gunzipSync(
        (await exchange(lane.port, [get('/denago', { 'Accept-Encoding': 'gzip' })], 1)).answers[0]!.body,
      ).toString(),
    ).toBe(longPage);
    // Every visit after the first from the lane, none of them from Node's server behind it.
    expect(lane.laneAnswered).toEqual(Array.from({ length: asked + 1 }, () => '/denago'));
    expect(node.nodeHandled).toHaveLength(asked);
  });

  it("hands the rest of a connection to Node's server at the first request it does not answer, in order", async () => {
    const cache = newCache();
    const site = await serve(cache);
    await exchange(site.port, [get('/denago')], 1);
    site.nodeHandled.length = 0;

    const post = 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello';
    const { answers } = await exchange(
      site.port,
      [get('/denago') + get('/rentals') + post + get('/denago'), get('/denago')],
      5,
    );
    expect(
      answers.map((answer) => [answer.statusLine, header(answer, 'x-cache') ?? answer.body.toString()]),
    ).toEqual([
      ['HTTP/1.1 200 OK', 'HIT'],
      ['HTTP/1.1 200 OK', 'MISS'],
      ['HTTP/1.1 201 Created', 'stored hello'],
      ['HTTP/1.1 200 OK', 'HIT'],
      ['HTTP/1.1 200 OK', 'HIT'],
    ]);
    // The first from the lane; the rest, the connection being Node's, from Node's server.
    expect(site.laneAnswered).toEqual(['/denago']);
    expect(site.nodeHandled).toEqual(['GET /rentals', 'POST /api/contact', 'GET /denago', 'GET /denago']);
  });

  it("leaves to Node's server every request it is not sure of, answered as Node answers it", async () => {
    const cache = newCache();
    const lane = await serve(cache);
    const node = await serve(cache, { withLane: false });
    await exchange(lane.port, [get('/denago'), get('/vehicles/sold-long-ago')], 1);
    await exchange(lane.port, [get('/vehicles/sold-long-ago')], 1);
    const etag = header((await exchange(lane.port, [get('/denago')], 1)).answers[0]!, 'etag')!;
    lane.laneAnswered.length = 0;

    const unsure: Record<string, string[]> = {
      'a request cut across two reads': ['GET /denago HTTP/1.1\r\nHost: 127.0.0.1\r\n', '\r\n'],
      'HTTP/1.0': ['GET /denago HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n'],
      'no Host': ['GET /denago HTTP/1.1\r\nAccept: */*\r\n\r\n'],
      'a header twice': [
        get('/denago', { 'Accept-Encoding': 'gzip' }).replace('\r\n\r\n', '\r\nAccept-Encoding: br\r\n\r\n'),
      ],
      'a GET with a body': ['GET /denago HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\nhi'],
      'a chunked GET': [
        'GET /denago HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      ],
      'a folded header': ['GET /denago HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Note: a\r\n b\r\n\r\n'],
      'a control character': ['GET /denago HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Note: a\x01b\r\n\r\n'],
      'Connection: close': [get('/denago', { Connection: 'close' })],
      'an absolute address': ['GET http://127.0.0.1/denago HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
      'a HEAD': ['HEAD /denago HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
      'a page the browser holds (304)': [get('/denago', { 'If-None-Match': etag })],
      'a page never stored': [get('/admin/leads')],
    };
    for (const [what, parts] of Object.entries(unsure)) {
      // Once first, so that what Node's server stores (under an absolute address, say) is there for both.
      await exchange(node.port, parts, 1);
      const fromLane = await exchange(lane.port, parts, 1, { closeWithinMs: 300 });
      const fromNode = await exchange(node.port, parts, 1, { closeWithinMs: 300 });
      expect(
        fromLane.answers.map((answer) => answer.statusLine),
        what,
      ).toEqual(fromNode.answers.map((answer) => answer.statusLine));
      expect(fromLane.answers.map(comparable), what).toEqual(fromNode.answers.map(comparable));
      expect(fromLane.closedByServer, what).toBe(fromNode.closedByServer);
    }
    expect(lane.laneAnswered).toEqual([]);
    // A stored page with another status goes the lane's way too.
    expect((await exchange(lane.port, [get('/vehicles/sold-long-ago')], 1)).answers[0]!.statusLine).toBe(
      'HTTP/1.1 410 Gone',
    );
    expect(lane.laneAnswered).toEqual(['/vehicles/sold-long-ago']);
  });

  it('waits for the stock version to be read rather than hand the connection on, and hands it on if it cannot be', async () => {
    // As the server's link to the app process: the version is known for a while after each read,
    // but here a read brings one already out of date by the time it is used (as when the app
    // process's own read was about to run out): only the version the wait brought answers.
    let known = true;
    let readable = true;
    const stockVersion = () =>
      new Promise<number | undefined>((resolve) => setTimeout(() => resolve(readable ? 1 : undefined), 30));
    const cache = new ResponseCache({ stockVersion, knownStockVersion: () => (known ? 1 : undefined) });
    const site = await serve(cache, { whenReady: () => (known ? undefined : stockVersion()) });
    await exchange(site.port, [get('/denago')], 1);

    known = false;
    const { answers } = await exchange(site.port, [get('/denago'), get('/denago')], 2);
    expect(answers.map((answer) => header(answer, 'x-cache'))).toEqual(['HIT', 'HIT']);
    expect(site.laneAnswered).toEqual(['/denago', '/denago']);

    // The database gone: Node's server answers, rendering the page afresh as it does then.
    readable = false;
    site.nodeHandled.length = 0;
    const cannotTell = await exchange(site.port, [get('/denago')], 1);
    expect(cannotTell.answers[0]!.statusLine).toBe('HTTP/1.1 200 OK');
    expect(site.laneAnswered).toHaveLength(2);
    expect(site.nodeHandled).toEqual(['GET /denago']);
  });

  it('keeps no request for a page never stored waiting for the stock version', async () => {
    let versionReads = 0;
    const cache = new ResponseCache({
      stockVersion: () => {
        versionReads++;
        return new Promise((resolve) => setTimeout(() => resolve(1), 20));
      },
      knownStockVersion: () => undefined,
    });
    const site = await serve(cache);
    const { answers } = await exchange(site.port, [get('/admin/leads'), get('/healthz')], 2);
    expect(answers.map((answer) => answer.statusLine)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    expect(versionReads).toBe(0);
    // A page that may be stored waits for it, as Node's own path does.
    await exchange(site.port, [get('/denago')], 1);
    expect(versionReads).toBeGreaterThan(0);
  });

  it("hands a request to Node's server when finding its stored page throws, and the server goes on", async () => {
    const cache = newCache();
    let broken = true;
    const site = await serve(cache, {
      storedAnswer: (request, version) => {
        if (broken) throw new Error('the cache is broken');
        return cache.storedAnswer(request, version);
      },
    });
    await exchange(site.port, [get('/denago')], 1);
    const { answers } = await exchange(site.port, [get('/denago'), get('/denago')], 2);
    expect(answers.map((answer) => header(answer, 'x-cache'))).toEqual(['HIT', 'HIT']);
    expect(site.laneAnswered).toEqual([]);
    expect(site.failures.length).toBeGreaterThan(0);
    broken = false;
    await exchange(site.port, [get('/denago')], 1);
    expect(site.laneAnswered).toEqual(['/denago']);
  });

  it('reads a plain request head: names in lower case, values trimmed, and where it ends', () => {
    const bytes = Buffer.from(
      `xx${get('/a?b=1', { 'Accept-Encoding': ' gzip, br ', 'X-Request-Id': 'abc' })}rest`,
    );
    const head = readRequestHead(bytes, 2);
    expect(head?.request).toEqual({
      method: 'GET',
      url: '/a?b=1',
      headers: { host: '127.0.0.1', 'accept-encoding': 'gzip, br', 'x-request-id': 'abc' },
    });
    expect(bytes.toString('latin1', head!.end)).toBe('rest');
  });

  it('stops reading from a client that does not read its answers until it has, then answers the rest, all in order', async () => {
    const cache = newCache();
    const site = await serve(cache);
    await exchange(site.port, [get('/denago')], 1);
    site.laneAnswered.length = 0;
    const count = 400;
    let answeredBeforeReading = 0;
    const { answers } = await exchange(site.port, [get('/denago').repeat(count)], count, {
      readAfterMs: 300,
      beforeReading: () => (answeredBeforeReading = site.laneAnswered.length),
    });
    expect(answers).toHaveLength(count);
    expect(answers.every((answer) => answer.body.toString() === longPage)).toBe(true);
    // The lane stopped once the socket's buffer was full, rather than holding every answer.
    expect(answeredBeforeReading).toBeGreaterThan(0);
    expect(answeredBeforeReading).toBeLessThan(count);
    expect(site.laneAnswered).toHaveLength(count);
  });

  it('closes a connection left idle as long as a kept-alive one may be', async () => {
    const site = await serve(newCache());
    site.server.keepAliveTimeout = 300;
    const socket = connect(site.port, '127.0.0.1');
    const opened = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(Date.now() - opened).toBeGreaterThanOrEqual(250);
  });

  it('still answers a request that was waiting for the version when the server began to stop', async () => {
    let stopping = false;
    const cache = newCache();
    let asked: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (asked = resolve));
    const slowVersion = () => {
      asked();
      return new Promise<number>((resolve) => setTimeout(() => resolve(1), 100));
    };
    const site = await serve(cache, {
      stopping: () => stopping,
      whenReady: () => (stopping ? slowVersion() : undefined),
    });
    await exchange(site.port, [get('/denago')], 1);
    stopping = true;
    const answered = exchange(site.port, [get('/denago')], 1);
    await waiting;
    site.closeIdle();
    const { answers } = await answered;
    expect(answers.map((answer) => answer.statusLine)).toEqual(['HTTP/1.1 200 OK']);
    expect(answers[0]!.body.toString()).toBe(longPage);
  });

  it('answers every request of a connection it closes while they wait, one wait after another', async () => {
    const cache = newCache();
    let asked: () => void = () => {};
    const site = await serve(cache, {
      // The version is never known without asking: each request waits for its own read.
      whenReady: () => {
        asked();
        return new Promise<number>((resolve) => setTimeout(() => resolve(1), 50));
      },
    });
    await exchange(site.port, [get('/denago')], 1);
    site.laneAnswered.length = 0;
    const firstWait = new Promise<void>((resolve) => (asked = resolve));
    const answered = exchange(site.port, [get('/denago') + get('/denago')], 2, { closeWithinMs: 500 });
    await firstWait;
    site.closeIdle();
    const { answers, closedByServer } = await answered;
    expect(answers.map((answer) => header(answer, 'x-cache'))).toEqual(['HIT', 'HIT']);
    expect(site.laneAnswered).toEqual(['/denago', '/denago']);
    expect(closedByServer).toBe(true);
  });

  it('while the server stops, leaves requests to Node and ends the connections it holds', async () => {
    let stopping = false;
    const cache = newCache();
    const site = await serve(cache, { stopping: () => stopping });
    await exchange(site.port, [get('/denago')], 1);
    const held: Socket = connect(site.port, '127.0.0.1');
    await new Promise((resolve) => held.once('connect', resolve));
    const ended = new Promise((resolve) => held.once('end', resolve));
    held.resume();

    stopping = true;
    site.laneAnswered.length = 0;
    expect((await exchange(site.port, [get('/denago')], 1)).answers[0]!.statusLine).toBe('HTTP/1.1 200 OK');
    expect(site.laneAnswered).toEqual([]);

    const closed = new Promise((resolve) => site.server.close(resolve));
    site.closeIdle();
    await ended;
    held.end();
    await closed;
  });
});
