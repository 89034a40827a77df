import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { isEnquiryPost } from '@/http-server/enquiry-post';

const request = (method: string, url: string) => ({ method, url, headers: {} }) as IncomingMessage;

describe('isEnquiryPost', () => {
  it('takes a post to the contact route, whatever its query, to answer without Next’s routing', () => {
    expect(isEnquiryPost(request('POST', '/api/contact'))).toBe(true);
    expect(isEnquiryPost(request('POST', '/api/contact?utm_source=mail'))).toBe(true);
  });

  it('leaves every other request to Next: another method, another address, the address with a slash', () => {
    expect(isEnquiryPost(request('GET', '/api/contact'))).toBe(false);
    expect(isEnquiryPost(request('POST', '/api/trade-in'))).toBe(false);
    expect(isEnquiryPost(request('POST', '/api/contact/'))).toBe(false);
    expect(isEnquiryPost(request('POST', '/contact'))).toBe(false);
  });
});
