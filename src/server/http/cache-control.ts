import 'server-only';

import { shortHash } from '@/lib/short-hash';

/** For a response whose address changes whenever its bytes do: browsers and CDNs keep it a year. */
export const immutable = 'public, max-age=31536000, immutable';

/** For a picture drawn from figures that may change: kept a day. */
export const keptADay = 'public, max-age=86400';

/**
 * A drawn picture asked for with the fingerprint of exactly what it is now (?v=, see
 * src/features/inventory/vehicle-images.ts) never changes at that address, so it is kept for good; asked for
 * without one, or with an old one, it is kept a day.
 */
export function fingerprintedCacheControl(request: Request, body: string): string {
  return new URL(request.url).searchParams.get('v') === shortHash(body) ? immutable : keptADay;
}

/** A drawn picture's SVG, with the cache policy its address earns (fingerprintedCacheControl). */
export function drawnSvgResponse(request: Request, svg: string): Response {
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': fingerprintedCacheControl(request, svg),
    },
  });
}
