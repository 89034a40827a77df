import type { IncomingMessage } from 'node:http';

/**
 * An enquiry posted to the contact route: the front hands it straight on (it needs neither the
 * cache nor a policy), the app process straight to the route's handler (Next's routing would cost
 * it three times what storing it does, decision 0013), and it changes no stock.
 */
export function isEnquiryPost(request: IncomingMessage): boolean {
  return request.method === 'POST' && request.url?.split('?')[0] === '/api/contact';
}
