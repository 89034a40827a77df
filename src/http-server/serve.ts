/**
 * The production server (`npm start`), its front: the response cache, with what a server owes
 * every request: who is asking (never what the client claims), a request id and a log line, a
 * Content-Security-Policy nonce, 400/405 for addresses and methods the site does not serve, and a
 * graceful stop on SIGTERM. What the cache does not hold goes to Next in the app process
 * (src/http-server/app-process.ts), which answers 503 while the database is unreachable. Neither
 * Next nor the database is loaded here: Next's request context would hook every asynchronous step
 * of this process, the stored pages it sends most included, and halve their rate (decision 18).
 * Started by src/http-server/main.ts (one or several processes); the app starts in src/instrumentation.ts.
 */
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pino from 'pino';

import { allowedMethods, pagePostLimit, pagePostTooLargeText, routeFor } from '@/app/site-routes';
import { staffNotFoundPath } from '@/features/staff/return-path';
import { frontEnv } from '@/front-env';
import { readAheadBodies, startAppProcess } from '@/http-server/app-process-link';
import { builtBrotliReader } from '@/http-server/built-brotli';
import { clientAddress } from '@/http-server/client-address';
import {
  contentSecurityPolicy,
  hashedContentSecurityPolicy,
  inlineScriptHashes,
  newNonce,
} from '@/http-server/content-security-policy';
import { isEnquiryPost } from '@/http-server/enquiry-post';
import { inlineIconSymbols } from '@/http-server/inline-icons';
import { isMalformedPath } from '@/http-server/malformed-path';
import { pageParameters } from '@/http-server/page-parameters';
import { plainAnswer } from '@/http-server/plain-answer';
import { RequestLogBlocks, requestLogLine } from '@/http-server/request-log';
import { isBuiltFile, pathOf, ResponseCache, type RequestHead } from '@/http-server/response-cache';
import { scriptsAfterParsing } from '@/http-server/scripts-after-parsing';
import { serveStoredPagesFirst } from '@/http-server/stored-page-lane';
import { discardUnreadBodyAfterAnswer } from '@/http-server/unread-body';
import { declaredLengthOver, readCapped } from '@/server/http/capped-body';
import { compressedBody, compressedBodyText } from '@/server/http/content-coding';
import { clientAddressHeader } from '@/server/security/client-address-header';

const settings = frontEnv();
const root = path.resolve(settings.APP_ROOT ?? process.cwd());
const port = settings.PORT;
const hostname = settings.HOSTNAME_BIND;
const trustProxy = settings.TRUST_PROXY;
const https = settings.SITE_URL.startsWith('https://');
const servedMethods = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
/** Strict-Transport-Security, sent on every answer over https. */
const hsts = https ? 'max-age=31536000; includeSubDomains' : undefined;

// Structured logs: one line per request, never a body, a password or a cookie. Lines are
// gathered and written together (from 3 KB, or within half a second when the site is quiet), not
// with a system call each; what waits is written when the process exits (below). A write stays within
// 4 KB, split only between lines, which a pipe writes whole: several server processes share
// one stdout, and a longer write could be interleaved with another process's line. Written
// asynchronously: measured in turns with wrk, writing synchronously cost a cached page more.
const logDestination = pino.destination({
  dest: 1,
  sync: false,
  minLength: 3072,
  maxWrite: 4096,
  periodicFlush: 250,
});
// Request lines reach it in blocks; any other line is written after the request lines before it.
const requestLines = new RequestLogBlocks((block) => logDestination.write(block), 250);
const log = pino(
  { base: { pid: process.pid }, level: settings.LOG_LEVEL },
  {
    write: (line: string) => {
      requestLines.flush();
      logDestination.write(line);
    },
  },
);
// As the process exits: what pino's destination holds, then the last request lines, both written
// now (a block handed to the destination then could still be on its way in the thread pool).
process.prependListener('exit', () => {
  const lastLines = requestLines.take();
  try {
    logDestination.flushSync();
    if (lastLines) writeSync(1, lastLines);
  } catch {
    // Nowhere left to write to: nothing more to be done as the process exits.
  }
});
const logsRequests = log.isLevelEnabled('info');

let stopping = false;
const app = await startAppProcess(fileURLToPath(new URL('./http-server-app.mjs', import.meta.url)), {
  // The app process stops by itself only when it cannot go on (a database that cannot be used,
  // which it has said): the server stops with it, so that `npm start` fails and a supervisor
  // restarts it.
  onExit: (code) => {
    if (stopping) return;
    log.error({ code }, 'the app process stopped');
    process.exit(code === 0 ? 1 : code);
  },
}).catch((error: unknown) => {
  log.error({ err: error }, 'the app process could not start');
  process.exit(1);
});
const cache = new ResponseCache({
  stockVersion: app.stockVersion,
  knownStockVersion: app.knownStockVersion,
  notFoundPage: '/page-not-found',
  streamedNotFoundPage: (address) => (routeFor(address).staffArea ? staffNotFoundPath : undefined),
  builtBrotli: builtBrotliReader(path.join(root, '.next', 'static')),
  pageParameters,
  prepareDocument: (body) => scriptsAfterParsing(inlineIconSymbols(body)),
  securityPolicy: (body, contentType) =>
    hashedContentSecurityPolicy(contentType.startsWith('text/html') ? inlineScriptHashes(body) : [], https),
});

const inFlight = new Set<ServerResponse>();

function logRequest(
  request: RequestHead,
  status: number,
  requestId: string,
  started: number,
  cacheState: string | undefined,
): void {
  const line = requestLogLine(
    {
      requestId,
      method: request.method,
      path: pathOf(request).slice(0, 300),
      status,
      ms: Math.round(performance.now() - started),
      cache: cacheState,
    },
    Date.now(),
    process.pid,
  );
  requestLines.add(line);
}

/**
 * The status the client was answered, for the log: none was sent when the connection closed first,
 * either as Node's own 408 to a body that stalled past `requestTimeout` (written straight to the
 * socket) or because the client went away (logged 499, as proxies do).
 */
function answeredStatus(request: IncomingMessage, response: ServerResponse, started: number): number {
  if (response.headersSent) return response.statusCode;
  return !request.complete &&
    server.requestTimeout > 0 &&
    performance.now() - started >= server.requestTimeout
    ? 408
    : 499;
}

/** The client's own request id when it is a plain one (a proxy's, say), else a new one. */
function requestIdOf(request: RequestHead): string {
  const incomingId = request.headers['x-request-id'];
  return typeof incomingId === 'string' && /^[\w-]{8,64}$/.test(incomingId) ? incomingId : randomUUID();
}

const server = createServer((request, response) => {
  const started = performance.now();
  const requestId = requestIdOf(request);
  // Headers every answer carries. A stored page takes them in its one writeHead: set one by one
  // beforehand, they would send Node's writeHead down its slow path of merging, on the answer the
  // server sends most.
  const ownHeaders = ['x-request-id', requestId];
  if (hsts) ownHeaders.push('strict-transport-security', hsts);
  if (stopping) ownHeaders.push('connection', 'close');

  // A page already stored for the stock as it is goes out now, before anything else is set up
  // for the request: it is most of what a busy site answers. (Addresses and methods refused
  // below are never stored.)
  try {
    if (cache.serveStored(request, response, ownHeaders)) {
      // Asked first, so that a server which does not log requests does not build the line either.
      if (logsRequests) logRequest(request, response.statusCode, requestId, started, 'HIT');
      return;
    }
  } catch (error) {
    // The request is still answered: rendered below, unless the stored page was half sent.
    log.error({ requestId, err: error }, 'serving a stored page failed');
    if (response.headersSent) {
      response.destroy();
      return;
    }
  }

  inFlight.add(response);
  // A body refused before it was read (413) is read to its end after the answer, not reset.
  discardUnreadBodyAfterAnswer(request, response);
  response.on('close', () => {
    inFlight.delete(response);
    // An answer that was already on its way when the stop began leaves its connection idle.
    if (stopping) setImmediate(() => server.closeIdleConnections());
    if (logsRequests)
      logRequest(
        request,
        answeredStatus(request, response, started),
        requestId,
        started,
        response.getHeader('x-cache') as string | undefined,
      );
  });

  if (isMalformedPath(request.url ?? '/')) {
    plainAnswer(response, 400, 'Bad Request: the address is not a valid URL.', ownHeaders);
    return;
  }
  // Which methods an address takes is in the route table. OPTIONS asks for them: Next refused it
  // on a page with a 400. Any other is refused here, with `Allow` and a sentence: Next answered a
  // method a route handler does not export with an empty 405 and no `Allow`; one the site serves
  // nowhere (PUT, DELETE) is refused the same way. No other origin is allowed anything (no CORS).
  const allowed = allowedMethods(pathOf(request));
  if (request.method === 'OPTIONS') {
    response.writeHead(204, [...ownHeaders, 'allow', allowed.join(', '), 'cache-control', 'no-store']);
    response.end();
    return;
  }
  if (!allowed.includes(request.method!)) {
    const asked = allowed.filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
    plainAnswer(
      response,
      405,
      `Method Not Allowed: this address takes ${asked.join(' and ')}, not ${request.method}.`,
      [...ownHeaders, 'allow', allowed.join(', ')],
    );
    return;
  }

  for (let index = 0; index < ownHeaders.length; index += 2)
    response.setHeader(ownHeaders[index]!, ownHeaders[index + 1]!);

  // Only the server says who is asking; a client's own copy of the header is thrown away.
  request.headers[clientAddressHeader] = clientAddress(request, trustProxy);
  // Nor does a client give Next a nonce (it reads one from these headers): a page is drawn without
  // one, or with the server's, so that its scripts can be moved after it (scriptsAfterParsing).
  // A page kept for everyone is drawn from the server's headers alone (response-cache.ts).
  delete request.headers['content-security-policy'];
  delete request.headers['content-security-policy-report-only'];
  request.headers['x-request-id'] = requestId;
  const failed = (error: unknown) => {
    log.error({ requestId, err: error }, 'request failed');
    if (!response.headersSent) plainAnswer(response, 500, 'Internal Server Error');
    else response.end();
  };

  // A compressed body is refused unread: read as it came, it would be "not valid UTF-8".
  if (request.method === 'POST' && compressedBody(request.headers['content-encoding'])) {
    plainAnswer(response, 415, compressedBodyText, ['accept-encoding', 'identity']);
    return;
  }
  // Refused on its declared length before anything reads it: Next would read up to 10 MB of it first.
  const postLimit = request.method === 'POST' ? pagePostLimit(pathOf(request)) : undefined;
  if (postLimit !== undefined && declaredLengthOver(request.headers['content-length'], postLimit)) {
    plainAnswer(response, 413, pagePostTooLargeText(postLimit));
    return;
  }
  // Sent in chunks, its length unsaid (HTTP/2 through a proxy, a client that streams): read here
  // under the same limit and handed on whole, with its length. Next would read it up to the
  // import's limit and echo a refused form's values back: 3 MB sent, 9 MB answered.
  if (postLimit !== undefined && request.headers['content-length'] === undefined) {
    void readCapped(request.iterator({ destroyOnReturn: false }), postLimit).then((body) => {
      if (body === 'too-large') plainAnswer(response, 413, pagePostTooLargeText(postLimit));
      else if (body === 'unreadable') response.destroy();
      else {
        request.headers['content-length'] = String(body.byteLength);
        readAheadBodies.set(request, body);
        answer(request, response, failed);
      }
    });
    return;
  }
  answer(request, response, failed);
});

/** Hands a request the checks above let through to the app: through the cache, or straight on. */
function answer(request: IncomingMessage, response: ServerResponse, failed: (error: unknown) => void): void {
  if (isEnquiryPost(request)) {
    app.forward(request, response).catch(failed);
    return;
  }

  cache
    .handle(request, response, (req, res, captured = false) => {
      // A built script or style is not a document: a policy on it does nothing but add 400 bytes
      // to each of the dozen files every page loads.
      if (isBuiltFile(req.url ?? '')) return app.forward(req, res);
      // Held back whole: rendered without a nonce, and the cache writes the policy from the page's
      // own inline scripts once it has them all (securityPolicy above).
      if (captured) return app.forward(req, res);
      // Streamed to one visitor (the staff area, a form's post): a nonce of its own, which Next reads from the request's policy
      // and puts on every script it renders.
      const policy = contentSecurityPolicy(newNonce(), https);
      req.headers['content-security-policy'] = policy;
      res.setHeader('Content-Security-Policy', policy);
      return app.forward(req, res);
    })
    .catch(failed);
}

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

// A stored page asked for plainly is written to the connection before Node's server reads it
// (decision 19); what the lane is not sure of comes to the handler above, as it always did.
const hstsLine = hsts ? `strict-transport-security: ${hsts}\r\n` : '';
const storedPageLane = serveStoredPagesFirst<number | undefined>(server, {
  storedAnswer: (request, version) => cache.storedAnswer(request, version),
  whenReady: (request) => cache.versionToWaitFor(request),
  ownHeaders: (request) => {
    if (stopping) return undefined;
    const requestId = requestIdOf(request);
    return { lines: `x-request-id: ${requestId}\r\n${hstsLine}`, requestId };
  },
  failed: (error) => log.error({ err: error }, 'serving a stored page failed'),
  answered: logsRequests
    ? (request, status, requestId, started) => logRequest(request, status, requestId, started, 'HIT')
    : undefined,
});

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
    server.close(() => void app.shutDown().finally(() => process.exit(0)));
    server.closeIdleConnections();
    storedPageLane.closeIdle();
  });
}
