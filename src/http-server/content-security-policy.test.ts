import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  contentSecurityPolicy,
  hashedContentSecurityPolicy,
  inlineScriptHashes,
} from '@/http-server/content-security-policy';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as sent, once, and skips scripts with a source and data blocks', () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])';
    const second = 'self.__next_f.push([1,"café \\u003c/p\\u003e"])\n';
    const html = `<!DOCTYPE html><html><head>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script type="application/ld+json">{"@type":"AutoDealer"}</script>
      <script id="_R_">${first}</script>
    </head><body><script>${second}</script><SCRIPT type="module">${first}</SCRIPT></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256(second)]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><p>Hello</p></body></html>')).toEqual([]);
  });
});

describe('the two policies', () => {
  it('allows a cached page exactly its own inline scripts, with no nonce and no unsafe-inline', () => {
    const policy = hashedContentSecurityPolicy([sha256('a'), sha256('b')], false);
    const scripts = policy.split('; ').find((part) => part.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' '${sha256('a')}' '${sha256('b')}'`);
    expect(policy).not.toContain('nonce');
    expect(hashedContentSecurityPolicy([], false)).toContain("script-src 'self';");
  });

  it('gives a page streamed to one visitor its own nonce', () => {
    expect(contentSecurityPolicy('abc123', true)).toContain(
      "script-src 'self' 'nonce-abc123' 'strict-dynamic'",
    );
    expect(contentSecurityPolicy('abc123', true)).toContain('upgrade-insecure-requests');
  });
});
