import { describe, expect, it } from 'vitest';

import { mainPhone } from '@/content/dealer';
import { pageError } from '@/content/page-error';
import { outagePage, stylesheetsFromLinkHeader } from '@/http-server/outage-page';

describe('the outage page', () => {
  it('says what the error panel says, with the phone number and a way to try the same address again', () => {
    const html = outagePage({ path: '/inventory?brand=denago', stylesheets: [] });
    expect(html).toMatch(new RegExp(`<h1[^>]*>${pageError.title}</h1>`));
    expect(html).toContain(pageError.explanation(mainPhone.display));
    expect(html).toContain(`href="tel:${mainPhone.e164}"`);
    expect(html).toMatch(/<a href="\/inventory\?brand=denago"[^>]*>Try again<\/a>/);
    expect(html).not.toContain('<script');
    expect(html).toContain(pageError.inventoryLoadError(503));
    expect(outagePage({ path: '/inventory-office', stylesheets: [] })).not.toContain(
      'Error loading vehicles',
    );
    expect(outagePage({ path: '/', stylesheets: [] })).not.toContain('Error loading vehicles');
  });

  it('escapes the address it was asked for', () => {
    const html = outagePage({ path: '/x"><script>alert(1)</script>', stylesheets: [] });
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it("links the site's stylesheets that Next's Link header names, and nothing else from it", () => {
    const link =
      '</_next/static/chunks/a1.css>; rel=preload; as="style"; nonce="n", </_next/static/chunks/b2.js>; rel=preload; as="script", </_next/static/chunks/c3.css>; rel=preload; as="style", <https://evil.example/x.css>; rel=preload; as="style"';
    const stylesheets = stylesheetsFromLinkHeader(link);
    expect(stylesheets).toEqual(['/_next/static/chunks/a1.css', '/_next/static/chunks/c3.css']);
    expect(outagePage({ path: '/', stylesheets })).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a1.css"><link rel="stylesheet" href="/_next/static/chunks/c3.css">',
    );
    expect(stylesheetsFromLinkHeader(undefined)).toEqual([]);
  });
});
