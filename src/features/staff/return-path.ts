/**
 * Where sign-in sends someone back to: the staff page they asked for (a lead opened from its
 * e-mail on a phone), and only ever a page of the staff area on this site, so that a link
 * crafted elsewhere cannot use our sign-in to send a person to another site.
 */

/** Set by the proxy on every request for the staff area: the path and query asked for. */
export const staffPathHeader = 'x-staff-path';

/** Where staff are sent when their role does not allow what they asked for: it answers 403. */
export const notAllowedPath = '/admin/not-allowed';

/**
 * The staff area's 404 drawn as a page (src/app/admin/page-not-found): what the production server
 * sends for a staff page that found nothing. The proxy answers it 404 at its own address too.
 */
export const staffNotFoundPath = '/admin/page-not-found';

const anyOrigin = 'http://staff.invalid';

export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  // "//host" and "/\host" are other sites to a browser; control characters have no place here.
  if (!value.startsWith('/admin') || /[\\\u0000-\u001f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, anyOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== anyOrigin) return undefined;
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return undefined;
  if (url.pathname === '/admin/sign-in') return undefined;
  return `${url.pathname}${url.search}`;
}

/** A sign-in step's address, still saying where to return afterwards. */
export function withReturnPath(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?next=${encodeURIComponent(returnTo)}` : path;
}

/** The sign-in page, told where to return when that is anywhere but the inbox. */
export function signInPath(askedFor: string | null | undefined): string {
  const back = safeReturnPath(askedFor);
  return withReturnPath('/admin/sign-in', back === '/admin' ? undefined : back);
}
