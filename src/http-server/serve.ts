/**
 * The production server (`npm start`): Next's request handler behind the response cache, with
 * what a server owes every request: who is asking (never what the client claims), a request id
 * and a log line, a Content-Security-Policy nonce, 400/405 for addresses and methods the site
 * does not serve, 503 while the database is unreachable, and a graceful stop on SIGTERM.
 * Started by src/http-server/main.ts (one or several processes); the app starts in src/instrumentation.ts.
 */
import { randomUUID } from 'node:crypto';
import { createServer, ServerResponse, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

import next from 'next';
import pino from 'pino';

import { builtBrotliReader } from '@/http-server/built-brotli';
import { clientAddress } from '@/http-server/client-address';
import {
  contentSecurityPolicy,
  hashedContentSecurityPolicy,
  inlineScriptHashes,
  newNonce,
} from '@/http-server/content-security-policy';
import { isMalformedPath } from '@/http-server/malformed-path';
import { outagePage, stylesheetsFromLinkHeader } from '@/http-server/outage-page';
import { pageParameters } from '@/http-server/page-parameters';
import { requestLogLine } from '@/http-server/request-log';
import { isBuiltFile, ResponseCache } from '@/http-server/response-cache';
import { scriptsAfterParsing } from '@/http-server/scripts-after-parsing';
import { detachableBody, discardUnreadBody } from '@/http-server/unread-body';
import { clientAddressHeader } from '@/lib/client-address-header';
import { serverBridge } from '@/lib/server-bridge';

const root = path.resolve(process.env.APP_ROOT ?? process.cwd());
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0';
const trustProxy = process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) : undefined;
const https = (process.env.SITE_URL ?? '').startsWith('https://');
const servedMethods = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
const siteOrigin = URL.canParse(process.env.SITE_URL ?? '')
  ? new URL(process.env.SITE_URL!).origin
  : 'http://localhost';

// Structured logs: one line per request, never a body, a password or a cookie. Lines are
// gathered and written together (from 3 KB, or every quarter second when the site is quiet), not
// with a system call each; pino writes what waits when the process exits. A write stays within
// 4 KB, split only between lines, which a pipe writes whole: several server processes share
// one stdout, and a longer write could be interleaved with another process's line.
const logDestination = pino.destination({
  dest: 1,
  sync: false,
  minLength: 3072,
  maxWrite: 4096,
  periodicFlush: 250,
});
const log = pino({ base: { pid: process.pid }, level: process.env.LOG_LEVEL ?? 'info' }, logDestination);
const logsRequests = log.isLevelEnabled('info');

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const cache = new ResponseCache({
  stockVersion: () => serverBridge().stockVersion?.() ?? Promise.resolve(undefined),
  knownStockVersion: () => serverBridge().knownStockVersion?.(),
  notFoundPage: '/page-not-found',
  builtBrotli: builtBrotliReader(path.join(root, '.next', 'static')),
  pageParameters,
  prepareDocument: scriptsAfterParsing,
  securityPolicy: (body, contentType) =>
    hashedContentSecurityPolicy(contentType.startsWith('text/html') ? inlineScriptHashes(body) : [], https),
});

/** `headers`: names and values in one flat list, as writeHead takes them. */
function plain(response: ServerResponse, status: number, text: string, headers: readonly string[] = []) {
  response.writeHead(status, [
    'content-type',
    'text/plain; charset=utf-8',
    'cache-control',
    'no-store',
    ...headers,
  ]);
  response.end(text);
}

/**
 * Rewrites the status Next chose when it says nothing useful: a page that failed while the
 * database is unreachable is 503 (try again). With the database up, a POST that fails is a
 * server-action post Next could not make sense of (a forged origin, a made-up action id, a form
 * body sent as a React Server Components request): the client's fault (400), never a 500. The one
 * API route that takes posts answers its own failures (src/server/http/json-on-failure.ts).
 */
function correctStatus(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = (status: number, ...rest: unknown[]) => {
    let corrected = status;
    if (status >= 500 && serverBridge().databaseUnreachable?.()) {
      if (isDocumentRequest(request, response)) return sendOutagePage(request, response, writeHead);
      corrected = 503;
      response.setHeader('Retry-After', '30');
    } else if (status >= 500 && request.method === 'POST') corrected = 400;
    return writeHead(corrected, ...rest);
  };
}

/**
 * Hands a request to a route handler of the app as the Web Request it takes, and writes its
 * Response back: what Next's request handler does for that route, without its routing.
 */
async function answerWith(
  handler: (request: Request) => Promise<Response>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else for (const each of value ?? []) headers.append(name, each);
  }
  const answer = await handler(
    // The site's own origin, not the Host header: a malformed one must not make the address unreadable.
    new Request(new URL(request.url ?? '/', siteOrigin), {
      method: request.method,
      headers,
      body: Readable.toWeb(detachableBody(request)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit),
  );
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), 'Content-Length': body.length });
  response.end(body);
}

/** A browser asking for a page (not a script, data for the client router, or an API answer). */
function isDocumentRequest(request: IncomingMessage, response: ServerResponse): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers.rsc === undefined &&
    String(response.getHeader('content-type') ?? '').startsWith('text/html')
  );
}

/**
 * Answers 503 with the outage page instead of the error shell Next was about to send, whose body
 * only its script fills in; what Next writes after this is dropped.
 */
function sendOutagePage(
  request: IncomingMessage,
  response: ServerResponse,
  writeHead: (...args: unknown[]) => ServerResponse,
): ServerResponse {
  const linkHeader = response.getHeader('link');
  const page = Buffer.from(
    outagePage({
      path: request.url?.startsWith('/') ? request.url : '/',
      stylesheets: stylesheetsFromLinkHeader(
        Array.isArray(linkHeader) ? linkHeader.join(', ') : linkHeader?.toString(),
      ),
    }),
  );
  for (const name of ['link', 'content-encoding', 'content-length', 'transfer-encoding', 'etag', 'vary'])
    response.removeHeader(name);
  writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': page.length,
    'Cache-Control': 'no-store',
    'Retry-After': '30',
  });
  // The node's own end: Next may have wrapped this response's (to compress it), and the page is
  // sent as it is.
  const end = ServerResponse.prototype.end.bind(response);
  response.write = () => true;
  response.end = ((...args: unknown[]) => {
    const done = args.find((arg): arg is () => void => typeof arg === 'function');
    return end(request.method === 'HEAD' ? undefined : page, done);
  }) as ServerResponse['end'];
  return response;
}

const inFlight = new Set<ServerResponse>();

const server = createServer((request, response) => {
  const started = performance.now();
  const incomingId = request.headers['x-request-id'];
  const requestId =
    typeof incomingId === 'string' && /^[\w-]{8,64}$/.test(incomingId) ? incomingId : randomUUID();
  // Headers every answer carries. A stored page takes them in its one writeHead: set one by one
  // beforehand, they would send Node's writeHead down its slow path of merging, on the answer the
  // server sends most.
  const ownHeaders = ['x-request-id', requestId];
  if (https) ownHeaders.push('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (stopping) ownHeaders.push('connection', 'close');
  inFlight.add(response);
  let fromMemory = false;
  // A body refused before it was read (413) is read to its end after the answer, not reset.
  response.once('finish', () => discardUnreadBody(request));
  response.on('close', () => {
    inFlight.delete(response);
    // An answer that was already on its way when the stop began leaves its connection idle.
    if (stopping) setImmediate(() => server.closeIdleConnections());
    // Asked first, so that a server which does not log requests does not build the line either.
    if (!logsRequests) return;
    const line = requestLogLine(
      {
        requestId,
        method: request.method,
        path: (request.url ?? '/').split('?')[0]?.slice(0, 300),
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
        cache: fromMemory ? 'HIT' : (response.getHeader('x-cache') as string | undefined),
      },
      Date.now(),
      process.pid,
    );
    logDestination.write(line);
  });

  if (!servedMethods.has(request.method ?? '')) {
    plain(response, 405, 'Method Not Allowed', [...ownHeaders, 'allow', [...servedMethods].join(', ')]);
    return;
  }
  if (isMalformedPath(request.url ?? '/')) {
    plain(response, 400, 'Bad Request: the address is not a valid URL.', ownHeaders);
    return;
  }

  // A page already stored for the stock as it is goes out now; nothing below concerns it.
  try {
    fromMemory = cache.serveStored(request, response, ownHeaders);
  } catch (error) {
    // The request is still answered: rendered below, unless the stored page was half sent.
    log.error({ requestId, err: error }, 'serving a stored page failed');
    if (response.headersSent) {
      response.destroy();
      return;
    }
  }
  if (fromMemory) return;
  for (let index = 0; index < ownHeaders.length; index += 2)
    response.setHeader(ownHeaders[index]!, ownHeaders[index + 1]!);

  // Only the server says who is asking; a client's own copy of the header is thrown away.
  request.headers[clientAddressHeader] = clientAddress(request, trustProxy);
  correctStatus(request, response);
  const failed = (error: unknown) => {
    log.error({ requestId, err: error }, 'request failed');
    if (!response.headersSent) plain(response, 500, 'Internal Server Error');
    else response.end();
  };

  // An enquiry goes straight to the contact route's handler: Next's routing would cost it three
  // times what storing it does (decision 0013). Under `next dev` there is no bridge, and Next routes it.
  const postContact = serverBridge().postContact;
  if (postContact && request.method === 'POST' && request.url?.split('?')[0] === '/api/contact') {
    answerWith(postContact, request, response).catch(failed);
    return;
  }

  cache
    .handle(request, response, (req, res, captured = false) => {
      // A built script or style is not a document: a policy on it does nothing but add 400 bytes
      // to each of the dozen files every page loads.
      if (isBuiltFile(req.url ?? '')) return handle(req, res);
      // Held back whole: rendered without a nonce, and the cache writes the policy from the page's
      // own inline scripts once it has them all (securityPolicy above).
      if (captured) return handle(req, res);
      // Streamed to one visitor (the staff area, a form's post): a nonce of its own, which Next reads from the request's policy
      // and puts on every script it renders.
      const policy = contentSecurityPolicy(newNonce(), https);
      req.headers['content-security-policy'] = policy;
      res.setHeader('Content-Security-Policy', policy);
      return handle(req, res);
    })
    .catch(failed);
});

// Node hands CONNECT (a proxy tunnel request) to this event and drops the socket when nobody
// listens; a visitor's client deserves a status line saying we are not a proxy.
server.on('connect', (_request, socket) => {
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: ' +
      [...servedMethods].join(', ') +
      '\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
  );
});

// Node closes an idle keep-alive connection after 5 s; a client (or a proxy in front) that sends
// its next request just as that happens gets ECONNRESET. Idle connections stay open longer than
// the usual proxy idle timeout (60 s) so the client, not the server, decides when one is stale.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  log.info(
    { port, hostname },
    `Serving on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`,
  );
  // Next runs src/instrumentation.ts (the database and its migrations, the outbox) when it handles
  // its first request, not when it is prepared: asking at once means a database that cannot be
  // used stops the start now rather than when the first visitor comes, who then waits for nothing.
  const loopback = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  fetch(`http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}/healthz`).then(
    (answer) => answer.arrayBuffer(),
    () => undefined,
  );
});

// SIGTERM: stop taking connections, let the requests in flight and the outbox's current send
// finish, close the database, and leave.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, inFlight: inFlight.size }, 'stopping');
    // A kept-alive connection would hold the close open until the client let it go (65 s): each
    // answer still to be sent ends its connection instead.
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    const force = setTimeout(() => {
      log.warn({ inFlight: inFlight.size }, 'stopped with requests still open');
      process.exit(0);
    }, 25_000);
    force.unref();
    server.close(() => {
      void (serverBridge().shutDown?.() ?? Promise.resolve())
        .catch((error: unknown) => log.error({ err: error }, 'shutdown'))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  });
}
