/**
 * The app process's one logger: pino's JSON lines on stdout, as the front writes its own
 * (src/http-server/serve.ts), for what the app says besides the front's line per request: a
 * failure it answered for, a start that waits for the database, a mail that could not be sent.
 * A line about a request carries the id the front gave that request (`X-Request-Id`), so the
 * two logs join up. Never a message's body, a password or a cookie: log what happened and the
 * error, not the input.
 *
 * One logger, though the app process loads this module more than once (its own bundle and each
 * of Next's): the first copy makes it and leaves it on globalThis, as the database connection is
 * shared (src/server/db/database.ts). No `import 'server-only'`: the app process's own bundle,
 * outside Next's, logs with it too, and that package throws there.
 */
import type { IncomingHttpHeaders } from 'node:http';

import pino, { type Logger } from 'pino';

import { frontEnv } from '@/front-env';

const shared = globalThis as { __dealerAppLog?: Logger };

export const appLog: Logger = (shared.__dealerAppLog ??= pino(
  { base: { pid: process.pid, role: 'app' }, level: frontEnv().LOG_LEVEL },
  pino.destination({ dest: 1, sync: false }),
));

/** The request id the front set on a request, from its headers (Web or Node's), if any. */
export function requestIdOf(headers: Headers | IncomingHttpHeaders | undefined): string | undefined {
  const id = headers instanceof Headers ? headers.get('x-request-id') : headers?.['x-request-id'];
  return typeof id === 'string' ? id : undefined;
}

/** The logger for what happens while answering one request: its lines carry the request's id. */
export function requestLog(headers: Headers | IncomingHttpHeaders | undefined): Logger {
  const requestId = requestIdOf(headers);
  return requestId ? appLog.child({ requestId }) : appLog;
}
