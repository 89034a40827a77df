import type { IncomingMessage } from 'node:http';

import { postsAnsweredInAppProcess } from '@/app/site-routes';
import {
  bodyKind,
  bodyText,
  maxEnquiryBodyBytes,
  tooLargeBody,
  unreadableBody,
  unsupportedBody,
  type ReadBodyResult,
} from '@/features/leads/enquiry-body';
import { declaredLengthOver, readCapped } from '@/server/http/capped-body';

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
 * (src/server/http/request-body.ts) but without the stream and Request objects in between, which
 * cost more than the rest of the enquiry's JavaScript (decision 13). A refused body is left unread
 * past the limit: the server reads and drops the rest once it has answered (unread-body.ts).
 */
export async function readEnquiryBody(request: IncomingMessage): Promise<ReadBodyResult> {
  const kind = bodyKind(request.headers['content-type']);
  if (!kind) return unsupportedBody;
  if (declaredLengthOver(request.headers['content-length'], maxEnquiryBodyBytes)) return tooLargeBody;
  // Stopping early must not destroy the request: its connection still carries the 413.
  const bytes = await readCapped(request.iterator({ destroyOnReturn: false }), maxEnquiryBodyBytes);
  if (bytes === 'too-large') return tooLargeBody;
  if (bytes === 'unreadable') return unreadableBody;
  return bodyText(kind, bytes);
}
