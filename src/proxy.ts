/**
 * Answers a malformed percent-encoded path (e.g. "/vehicles/%E0%A4%A") with a plain 400 before
 * routing: Next's own route matching would otherwise fail on it with a 500.
 */
import { NextResponse, type NextRequest } from 'next/server';

export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return new NextResponse('Bad Request: the address is not a valid URL.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
};
