/**
 * The server's app process (bundled to .next/http-server-app.mjs, started by
 * src/http-server/app-process-link.ts): Next's request handler, behind a Unix socket only the
 * front (src/http-server/serve.ts) talks to. The front has already decided what it owes every
 * request (who is asking, a request id, the policy, the cache); this process renders, answers 503
 * with the outage page while the database is unreachable, and 400 for posts Next cannot make
 * sense of. What Next and the database cost a process (AsyncLocalStorage's hooks on every
 * asynchronous step, a patched nextTick, the SQLite addon) stays here, away from the stored pages
 * the front sends (decision 18).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';

import next from 'next';

import { frontEnv } from '@/front-env';
import { appBridge, type AppBridge } from '@/http-server/app-bridge';
import {
  appConnectionIdleMs,
  appSocketVariable,
  type AppMessage,
  type FrontMessage,
} from '@/http-server/app-process-messages';
import { isEnquiryPost, readEnquiryBody } from '@/http-server/enquiry-post';
import { plainAnswer } from '@/http-server/plain-answer';
import { correctStatus } from '@/http-server/status-correction';
import { discardUnreadBodyAfterAnswer } from '@/http-server/unread-body';
import { appLog, requestLog } from '@/server/app-log';

const socketPath = process.env[appSocketVariable];
if (!socketPath || !process.send) {
  appLog.error('The app process is started by the server (npm start), not on its own.');
  process.exit(1);
}
// The front stops this process once its own requests are done (SIGTERM reaches the front); a
// signal sent to the whole process group (Ctrl-C) must not cut them short here. A front that is
// gone without saying so (killed) takes this process with it, from the first moment: listening
// only once Next had started missed a front killed while it started, and this process, deaf to
// SIGTERM, lived on alone.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
process.on('disconnect', () => process.exit(0));
if (!process.connected) process.exit(0);
const toFront = (message: AppMessage, sent?: () => void) => process.send!(message, undefined, {}, sent);
const { PORT: port, HOSTNAME_BIND: hostname, APP_ROOT } = frontEnv();
const root = path.resolve(APP_ROOT ?? process.cwd());

/**
 * Answers an enquiry with the contact route's own handler, from the request's headers and its
 * body read here (readEnquiryBody): what Next's request handler does for that route, without its
 * routing, and without the Web Request, Response and streams it would build around them.
 */
async function answerEnquiry(
  postContact: AppBridge['postContact'],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else for (const each of value ?? []) headers.append(name, each);
  }
  const answer = await postContact(headers, await readEnquiryBody(request));
  response.writeHead(answer.status, { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) });
  response.end(answer.body);
}

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer({ maxHeaderSize: 64 * 1024 }, (request, response) => {
  // A body refused before it was read (413) is read to its end after the answer, not reset.
  discardUnreadBodyAfterAnswer(request, response);
  correctStatus(request, response);
  const failed = (error: unknown) => {
    requestLog(request.headers).error({ err: error }, 'request failed');
    if (!response.headersSent) plainAnswer(response, 500, 'Internal Server Error');
    else response.end();
  };
  const postContact = appBridge()?.postContact;
  if (postContact && isEnquiryPost(request)) {
    answerEnquiry(postContact, request, response).catch(failed);
    return;
  }
  Promise.resolve(handle(request, response)).catch(failed);
});
// The front decides how long a client may take. Its idle connections to this process are closed
// by the front first (appConnectionIdleMs), never by this side under a request on its way.
server.keepAliveTimeout = 2 * appConnectionIdleMs;
server.requestTimeout = 0;

process.on('message', (message: FrontMessage) => {
  if (message.type === 'stockVersion') {
    const bridge = appBridge();
    (bridge ? bridge.stockVersion() : Promise.resolve(undefined)).then(
      (version) =>
        toFront({
          type: 'stockVersion',
          id: message.id,
          version,
          trustedForMs: bridge?.stockVersionTrustedForMs() ?? 0,
        }),
      () => toFront({ type: 'stockVersion', id: message.id, version: undefined, trustedForMs: 0 }),
    );
  } else if (message.type === 'shutDown') {
    server.close();
    void (appBridge()?.shutDown() ?? Promise.resolve())
      .catch((error: unknown) => appLog.error({ err: error }, 'shutdown'))
      .finally(() => toFront({ type: 'stopped' }, () => process.exit(0)));
  }
});

server.listen(socketPath, () => toFront({ type: 'listening' }));
