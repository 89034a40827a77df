import { randomBytes } from 'node:crypto';

/** A fresh nonce for one rendered response (a cached copy keeps the nonce it was rendered with). */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The site's Content-Security-Policy: scripts only with the response's nonce (and what they load),
 * nothing framed from elsewhere but the map the visitor asks for, never framed itself, forms and
 * <base> only to this site. Styles may be inline (style attributes); scripts never are.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
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
