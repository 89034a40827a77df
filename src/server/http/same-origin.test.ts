import { describe, expect, it } from 'vitest';

import { isSameOrigin } from './same-origin';

/** A POST as the app process sees it: its own address, and the headers the client sent. */
const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/admin/inventory/photos/upload', { method: 'POST', headers });

describe('a post from a page of this site', () => {
  it('is one whose Origin is the site, or the host it was sent to', () => {
    expect(isSameOrigin(post({ origin: 'http://localhost:3000' }))).toBe(true);
    expect(isSameOrigin(post({ origin: 'http://shop.example:8080', host: 'shop.example:8080' }))).toBe(true);
    expect(isSameOrigin(post({ origin: 'https://evil.example', host: 'shop.example' }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(false);
  });

  it('takes no forwarded host or protocol from a client when no proxy of ours is trusted', () => {
    expect(process.env.TRUST_PROXY).toBeUndefined();
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'shop.example' };
    expect(isSameOrigin(post({ ...forged, origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(post({ ...forged, origin: 'http://shop.example' }))).toBe(true);
  });
});
