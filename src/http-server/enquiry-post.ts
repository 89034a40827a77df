import type { IncomingMessage } from 'node:http';

import {
  bodyKind,
  bodyText,
  declaredLengthOver,
  maxEnquiryBodyBytes,
  tooLargeBody,
  unreadableBody,
  unsupportedBody,
  type ReadBodyResult,
} from '@/lib/enquiry-body';

/**
 * An enquiry posted to the contact route: the front hands it straight on (it needs neither the
 * cache nor a policy), the app process straight to the route's handler (Next's routing would cost
 * it three times what storing it does, decision 0013), and it changes no stock.
 */
export function isEnquiryPost(request: IncomingMessage): boolean {
  return request.method === 'POST' && request.url?.split('?')[0] === '/api/contact';
}

/**
 * An enquiry's body read from Node's request, as the contact route reads it from a Web Request
 * (src/server/http/request-body.ts) but without the stream and Request objects in between, which
 * cost more than the rest of the enquiry's JavaScript (decision 13). A refused body is left unread
 * past the limit: the server reads and drops the rest once it has answered (unread-body.ts).
 */
export function readEnquiryBody(request: IncomingMessage): Promise<ReadBodyResult> {
  const kind = bodyKind(request.headers['content-type']);
  if (!kind) return Promise.resolve(unsupportedBody);
  if (declaredLengthOver(request.headers['content-length'], maxEnquiryBodyBytes))
    return Promise.resolve(tooLargeBody);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const settle = (result: ReadBodyResult) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      request.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxEnquiryBodyBytes) settle(tooLargeBody);
      else chunks.push(chunk);
    };
    const onEnd = () => settle(bodyText(kind, Buffer.concat(chunks, received)));
    // A client that leaves mid-body: nothing more will come.
    const onClose = () => settle(unreadableBody);
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('close', onClose);
  });
}
