import type { IncomingMessage } from 'node:http';

import { postsAnsweredInAppProcess } from '@/app/site-routes';
import { readEnquiryBodyFrom, type ReadBodyResult } from '@/features/leads/enquiry-body';

/**
 * An enquiry posted to the contact route (the route table's `postsAnsweredBy: 'postContact'`,
 * src/app/site-routes.ts): the front hands it straight on (it needs neither the cache nor a
 * policy), the app process straight to the route's handler through the app bridge (Next's
 * routing would cost it three times what storing it does, decision 0013), and it changes no stock.
 */
export function isEnquiryPost(request: IncomingMessage): boolean {
  return (
    request.method === 'POST' &&
    postsAnsweredInAppProcess.get(request.url?.split('?')[0] ?? '') === 'postContact'
  );
}

/**
 * An enquiry's body read from Node's request, as the contact route reads it from a Web Request
 * (src/features/leads/server/contact-post.ts) but without the stream and Request objects in between, which
 * cost more than the rest of the enquiry's JavaScript (decision 13). A refused body is left unread
 * past the limit: the server reads and drops the rest once it has answered (unread-body.ts).
 */
export function readEnquiryBody(request: IncomingMessage): Promise<ReadBodyResult> {
  return readEnquiryBodyFrom(
    request.headers['content-type'],
    request.headers['content-length'],
    // Stopping early must not destroy the request: its connection still carries the 413.
    () => request.iterator({ destroyOnReturn: false }),
  );
}
