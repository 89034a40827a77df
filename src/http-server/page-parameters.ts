import { routeFor } from '@/app/site-routes';

/**
 * The query parameters the page at an address reads, as the route table lists them
 * (src/app/site-routes.ts `reads`). Any other (utm_*, gclid, fbclid, msclkid, a typo, a made-up
 * one) changes nothing on the page, so the response cache leaves it out of its key and out of the
 * address Next renders: a campaign link is a cache hit, and one visitor's click id never lands in
 * the page another visitor is sent. Only a `shared` route's list counts: the others are never
 * kept, and an address no route claims reads nothing.
 *
 * `_rsc`: Next's cache buster on a request of its router (the `rsc` header), which Next checks
 * against the router headers (a wrong one gets a redirect, which is not stored). Without the
 * header it means nothing, and kept it would let made-up values each cost a render.
 */
export function pageParameters(path: string, routerRequest = false): readonly string[] {
  const { route, cache } = routeFor(path);
  const reads = (cache === 'shared' && route?.reads) || [];
  return routerRequest ? [...reads, '_rsc'] : reads;
}
