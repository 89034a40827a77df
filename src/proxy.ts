/**
 * Decides a request's status before anything renders, where the page alone cannot
 * (docs/decisions/0004-statuses-and-caching.md), for the routes whose entry in the route table
 * (src/app/site-routes.ts) lists `proxySettles`:
 * - a malformed percent-encoded path answers 400 (Next's own route matching would answer 500);
 * - /vehicles/{id}: an archived vehicle answers 410 Gone, an id that names no vehicle 404, and a
 *   shorter form of exactly one vehicle's id 308 to it; the page renders the matching content.
 *   The ids come from the stock snapshot this process keeps per stock version, not from a query
 *   per request;
 * - /{town}/rentals for an unknown town likewise renders "Municipality not found" with 404;
 * - /admin/...: the page asked for goes to the page as a header, for sign-in to return to; a post
 *   to the refusal page (a form's post repeated after a 307 there) is sent on to read it (303);
 *   the refusal page answers 403 and the staff 404 page 404;
 * - a post of the inventory import form too large for Next to read goes back to the import page
 *   to say so (Next's own refusal ends on the error page), and one whose length is not declared
 *   answers 411; with JavaScript the form itself checks;
 * - a post to any other page longer than its forms send answers 413 (pagePostTooLarge).
 * Segments are decoded one by one, so an encoded slash ("a%2Fb") is a name, never a path.
 */
import { NextResponse, type NextRequest } from 'next/server';

import { pagePostLimit, pagePostTooLargeText, routeFor, type SiteRoute } from '@/app/site-routes';
import { municipalityBySlug } from '@/content/municipalities';
import { importTooLargeQuery, maxImportPostBytes } from '@/features/inventory/import-file-rules';
import { stockSnapshot, vehicleAsAsked } from '@/features/inventory/server/vehicle-queries';
import { notAllowedPath, staffNotFoundPath, staffPathHeader } from '@/features/staff/return-path';
import { compressedBody, compressedBodyText } from '@/server/http/content-coding';

const withStatus = (status: number) => NextResponse.next({ status });

async function vehicleRoute(request: NextRequest, rawId: string) {
  const id = decodeURIComponent(rawId);
  const vehicle = vehicleAsAsked(await stockSnapshot(), id);
  if (!vehicle) return withStatus(404);
  if (vehicle.id === id) return vehicle.status === 'archived' ? withStatus(410) : NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `/vehicles/${encodeURIComponent(vehicle.id)}`;
  return NextResponse.redirect(target, 308);
}

/** The staff pages that answer a status of their own: the refusal, and the 404 drawn as a page. */
const staffStatuses: Readonly<Record<string, number>> = { [notAllowedPath]: 403, [staffNotFoundPath]: 404 };

/**
 * Tells the staff area's pages which page was asked for, so sign-in can return there; the page
 * staff are sent to when their role does not allow what they asked for answers 403.
 */
function withStaffPath(request: NextRequest) {
  // A page drawn after a form's post (no JavaScript) that turns out refused redirects here with
  // 307, so the browser posts the form again, and Next answers a bare "Server Action unavailable".
  // The refusal page is only ever read (the "Sign out" button posts to /admin/sign-out): the post
  // is sent on to read it.
  if (request.method === 'POST' && request.nextUrl.pathname === notAllowedPath)
    return NextResponse.redirect(request.nextUrl, 303);
  const headers = new Headers(request.headers);
  headers.set(staffPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const status = staffStatuses[request.nextUrl.pathname];
  return NextResponse.next({ request: { headers }, status });
}

/**
 * A post to a page whose declared length is past what its forms send, refused before it is read
 * (413); the import page has its own rule (importPostTooLarge).
 */
function pagePostTooLarge(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'POST') return undefined;
  const limit = pagePostLimit(request.nextUrl.pathname);
  if (limit === undefined || !(Number(request.headers.get('content-length')) > limit)) return undefined;
  return new NextResponse(pagePostTooLargeText(limit), {
    status: 413,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * A post of the import form (without JavaScript: the form's script checks the file before sending)
 * whose declared length is past what Next takes for a server action, refused before it is read,
 * as is one that does not declare its length at all (411).
 */
function importPostTooLarge(request: NextRequest, route: SiteRoute | undefined): NextResponse | undefined {
  if (request.method !== 'POST' || route?.path !== '/admin/inventory/import') return undefined;
  const length = request.headers.get('content-length');
  // Only this page takes bodies near Next's limit: one sent in chunks, its length unsaid, would
  // fail part-way as it is read, with a bare error. Other staff posts are small, whatever the
  // proxy in front forwards them as.
  if (length === null)
    return new NextResponse('Length Required: send the file with the form, which says its length.', {
      status: 411,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const declared = Number(length);
  if (!(declared > maxImportPostBytes)) return undefined;
  const target = request.nextUrl.clone();
  target.search = new URLSearchParams(importTooLargeQuery).toString();
  return NextResponse.redirect(target, 303);
}

export async function proxy(request: NextRequest) {
  const segments = request.nextUrl.pathname.split('/').slice(1);
  if (segments.at(-1) === '' && segments.length > 1) segments.pop();
  try {
    segments.forEach((segment) => decodeURIComponent(segment));
  } catch {
    return new NextResponse('Bad Request: the address is not a valid URL.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { route, staffArea } = routeFor(request.nextUrl.pathname);
  // Under `next dev` too, as the production server refuses it (src/http-server/serve.ts).
  if (request.method === 'POST' && compressedBody(request.headers.get('content-encoding')))
    return new NextResponse(compressedBodyText, {
      status: 415,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Accept-Encoding': 'identity' },
    });
  const tooLarge = pagePostTooLarge(request);
  if (tooLarge) return tooLarge;
  if (route?.path === '/vehicles/[id]') return vehicleRoute(request, segments[1]!);
  if (staffArea) return importPostTooLarge(request, route) ?? withStaffPath(request);
  if (route?.path === '/[slug]/rentals' && !municipalityBySlug(decodeURIComponent(segments[0]!)))
    return withStatus(404);
  return NextResponse.next();
}

export const config = {
  // Photo uploads (a cart's own, "Photos by stock number", a rental's check-out and return) skip
  // the proxy: it would buffer (and cut off) bodies over 10 MB, and a photo may have 15.
  matcher: [
    '/((?!_next/static|_next/image|images/|icons\\.svg|photos/|api/|admin/inventory/[^/]+/photos|admin/inventory/photos/upload|admin/rentals/bookings/[^/]+/photos).*)',
  ],
};
