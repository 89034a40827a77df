import { ServerResponse, type IncomingMessage } from 'node:http';

import { routeFor } from '@/app/site-routes';
import { appBridge } from '@/http-server/app-bridge';
import { outagePage, stylesheetsFromLinkHeader } from '@/http-server/outage-page';

/**
 * Rewrites the status Next chose when it says nothing useful: a page that failed while the
 * database is unreachable is 503 (try again). With the database up, a POST to a page Next failed
 * on (500) is a server-action post it could not make sense of (a forged origin, a made-up action
 * id, a form body sent as a React Server Components request): the client's fault (400), never a
 * 500. A route handler's posts are not server actions: its 500 is its own failure and stays one,
 * not an empty 400 that blames the client. A route's own 503 ("not saved, try again in 30
 * seconds") is its answer, and stays.
 */
export function correctStatus(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = (status: number, ...rest: unknown[]) => {
    let corrected = status;
    if (status >= 500 && appBridge()?.databaseUnreachable()) {
      if (isDocumentRequest(request, response)) return sendOutagePage(request, response, writeHead);
      corrected = 503;
      response.setHeader('Retry-After', '30');
    } else if (status === 500 && isPagePost(request)) corrected = 400;
    return writeHead(corrected, ...rest);
  };
}

/** A post to a page, where Next answers server actions; a route handler's is its own. */
function isPagePost(request: IncomingMessage): boolean {
  const [path = '/'] = (request.url ?? '/').split('?', 1);
  return request.method === 'POST' && routeFor(path).route?.methods === undefined;
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
