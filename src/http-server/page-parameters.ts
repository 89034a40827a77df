import { compareQueryParameters } from '@/features/inventory/compare';
import { inventoryQueryParameters } from '@/features/inventory/inventory-filters';

/**
 * The query parameters each cached address reads. Any other (utm_*, gclid, fbclid, msclkid, a
 * typo, a made-up one) changes nothing on the page, so the response cache leaves it out of its key
 * and out of the address Next renders: a campaign link is a cache hit, and one visitor's click id
 * never lands in the page another visitor is sent. Pages that read their query and are not listed
 * here are not cached at all (the request forms, /contact, /thank-you: `personalPaths`).
 */
const parametersByPath = new Map<string, readonly string[]>([
  ['/inventory', inventoryQueryParameters],
  ['/compare', compareQueryParameters],
]);

/**
 * `v`: the fingerprint by which a picture or the icon sprite is kept for good or a day
 * (src/lib/cache-control.ts, src/app/icons.svg/route.ts), read only there.
 */
const fingerprinted = /^\/(images\/|icons\.svg$)/;

/**
 * `_rsc`: Next's cache buster on a request of its router (the `rsc` header), which Next checks
 * against the router headers (a wrong one gets a redirect, which is not stored). Without the
 * header it means nothing, and kept it would let made-up values each cost a render.
 */
export function pageParameters(path: string, routerRequest = false): readonly string[] {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [
    ...(parametersByPath.get(normalized) ?? []),
    ...(fingerprinted.test(normalized) ? ['v'] : []),
    ...(routerRequest ? ['_rsc'] : []),
  ];
}
