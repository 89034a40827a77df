import { createHash, randomBytes } from 'node:crypto';

/** A fresh nonce for one rendered response (a cached copy keeps the nonce it was rendered with). */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The policy of a page rendered for one visitor and streamed as it renders (the staff area, a
 * form's post): scripts only with that response's nonce, and what they load.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return policy(`'nonce-${nonce}' 'strict-dynamic'`, https);
}

/**
 * The policy of an answer held back whole, which the response cache may send to every visitor
 * (a visitor's own form page is held back whole too, and gets the same kind of policy):
 * no nonce (anyone could read it from the cached page and reuse it), but the hashes of the
 * page's own inline scripts, and scripts from this site. Not 'strict-dynamic': that would ignore
 * 'self', and the page's script tags carry no nonce.
 */
export function hashedContentSecurityPolicy(scriptHashes: readonly string[], https: boolean): string {
  return policy(scriptHashes.map((hash) => `'${hash}'`).join(' '), https);
}

/**
 * The hashes ('sha256-…') of a page's inline scripts, as the browser computes them: over the
 * text between the tags, exactly as sent. Script tags with a source and data blocks (JSON-LD)
 * need none.
 */
export function inlineScriptHashes(html: Buffer | string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html
    .toString('utf8')
    .matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !/^(module|text\/javascript|application\/javascript)$/.test(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The site's Content-Security-Policy: scripts as the caller allows, nothing framed from elsewhere
 * but the map the visitor asks for, never framed itself, forms and <base> only to this site.
 * Styles may be inline (style attributes); scripts never are.
 */
function policy(scriptSources: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptSources ? ` ${scriptSources}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
