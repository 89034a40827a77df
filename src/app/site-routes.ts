/**
 * Every address the site answers, once, with what the rest of the code needs to know about it:
 * whether the response cache may keep it for everyone (src/http-server/response-cache.ts), which
 * query parameters its page reads (src/http-server/page-parameters.ts), whether the sitemap lists
 * it (src/app/sitemap.ts), which statuses the proxy settles before it renders (src/proxy.ts),
 * whether it is the staff area (next.config.ts's headers), and which posts the app process
 * answers without Next's routing (src/http-server/enquiry-post.ts).
 *
 * It lives in src/app because everything that reads it sits at that level or outside the layers
 * (the production server, the proxy, next.config.ts), and because it names what features own
 * (the inventory's filters): a module lower down could not import them. Nothing below src/app
 * needs it; code there links to an address through its own constant (requestPagePaths...).
 *
 * Adding a route: add its entry here, as Next's folders spell it. `site-routes.test.ts` fails for
 * a route under src/app that has none, and for a route that keeps a visitor's own data (a form,
 * a booking, the staff area) marked `shared`. An address no entry claims is answered as the
 * not-found page, which is the only thing about it ever kept: a page added without an entry is
 * never handed from one visitor to another.
 */
import { municipalities } from '@/content/municipalities';
import { compareQueryParameters } from '@/features/inventory/compare';
import { inventoryQueryParameters } from '@/features/inventory/inventory-filters';
import { availabilityParameters } from '@/features/rentals/availability-query';

/** Every address under /api/ that no endpoint claims (src/app/api/[...path]). */
const apiCatchAll = '/api/[...path]';

/**
 * - `shared`: the same for everyone; kept by the response cache (per stock version) and served
 *   to every visitor who asks for it.
 * - `per-visitor`: drawn for one visitor (a form that brings back what was typed, the thank-you
 *   page); never kept, but held back whole as a kept page is, so it paints before its scripts
 *   and needs no nonce. Its posts and Next's router requests are streamed.
 * - `never`: never kept, streamed with a nonce of its own: the staff area, APIs that answer per
 *   visitor, health checks.
 * - `not-found`: an address that names nothing (Next's catch-all). Held back whole so the server
 *   can send the 404 page's HTML; only a 404 is kept. Anything else answered there is a route
 *   this table does not know, and is never kept.
 */
export type CacheClass = 'shared' | 'per-visitor' | 'never' | 'not-found';

/** The methods a route handler here exports. */
export type RouteMethod = 'GET' | 'POST';

const get = ['GET'] as const;
const post = ['POST'] as const;

export interface SiteRoute {
  /**
   * As Next's folders under src/app spell it, route groups left out ('/vehicles/[id]',
   * '/[slug]/rentals'); '/**' at the end means the address and every one below it.
   */
  path: string;
  cache: CacheClass;
  /**
   * The query parameters the page reads. For a `shared` route they are its cache key, so the list
   * must be whole: every other parameter (utm_*, gclid, anything made up) is left out of the key
   * and of the address Next renders. Other routes are rendered with the address as asked; a list
   * there tells the reader what the page expects.
   */
  reads?: readonly string[];
  /**
   * The only values a dynamic segment names a page for: any other is answered, and kept, as the
   * not-found page. Keeps a page added later at a one-segment address (`/book`) from being taken
   * for a town page, which is kept for everyone.
   */
  values?: Readonly<Record<string, readonly string[]>>;
  /**
   * In the sitemap: `address`, listed as it is; `data`, each of its pages, listed by sitemap.ts
   * from the data they come from (vehicles, towns, policies).
   */
  sitemap?: 'address' | 'data';
  /** The statuses src/proxy.ts settles before the page renders (400 for a malformed address, everywhere, besides). */
  proxySettles?: readonly number[];
  /** The staff area: never indexed, never stored by a browser or proxy (next.config.ts). */
  staff?: true;
  /**
   * Posts to this exact address are answered in the app process by this function of the app
   * bridge (src/http-server/app-bridge.ts), without Next's routing (decision 13).
   */
  postsAnsweredBy?: 'postContact';
  /**
   * Its posts carry files (photos, a CSV import) under a limit of their own, not a page form's
   * (`pagePostLimit`).
   */
  takesFiles?: true;
  /**
   * Its GET may change the stock (Stripe sends a buyer back here: a hold paid, or left unpaid and
   * ended): the production server forgets the stock version as it answers, as it does for a post,
   * so the cart's page asked for next is drawn afresh, not the one kept while someone was paying.
   */
  getChangesStock?: true;
  /**
   * A route handler's methods, as its route.ts exports them, or a file's (GET): what OPTIONS
   * names and the only ones it is asked with (src/http-server/serve.ts answers any other 405,
   * where Next sent an empty one). HEAD comes with GET. An entry without is a page, which takes
   * GET and its forms' POST. `site-routes.test.ts` holds each against the route's file.
   */
  methods?: readonly RouteMethod[];
  /**
   * Being built on another branch: its route is not under src/app here
   * yet. site-routes.test.ts fails once it is, as a reminder to drop this mark.
   */
  planned?: true;
}

const townSlugs = municipalities.map((town) => town.slug);
/** A picture's or the icon sprite's fingerprint, by which it is kept for good (src/server/http/cache-control.ts). */
const fingerprint = ['v'];

export const siteRoutes: readonly SiteRoute[] = [
  // Public pages, in the order the sitemap lists them.
  { path: '/', cache: 'shared', sitemap: 'address' },
  { path: '/inventory', cache: 'shared', reads: inventoryQueryParameters, sitemap: 'address' },
  { path: '/denago', cache: 'shared', sitemap: 'address' },
  { path: '/evolution', cache: 'shared', sitemap: 'address' },
  { path: '/rentals', cache: 'shared', sitemap: 'address' },
  // The booking form: live availability for the question in its address, and what was typed.
  {
    path: '/rentals/book',
    cache: 'per-visitor',
    reads: [...availabilityParameters, 'another'],
    sitemap: 'address',
  },
  { path: '/rentals/request', cache: 'per-visitor', sitemap: 'address' },
  { path: '/services', cache: 'shared', sitemap: 'address' },
  // The booking form: the days with room for the chosen job, and what was typed.
  {
    path: '/services/appointment',
    cache: 'per-visitor',
    reads: ['job', 'from', 'another'],
    sitemap: 'address',
  },
  { path: '/financing', cache: 'per-visitor', sitemap: 'address' },
  { path: '/trade-in', cache: 'per-visitor', sitemap: 'address' },
  { path: '/showroom', cache: 'shared', sitemap: 'address' },
  { path: '/about', cache: 'shared', sitemap: 'address' },
  { path: '/contact', cache: 'per-visitor', sitemap: 'address' },
  { path: '/vehicles/[id]', cache: 'shared', sitemap: 'data', proxySettles: [308, 404, 410] },
  { path: '/[slug]', cache: 'shared', values: { slug: townSlugs }, sitemap: 'data' },
  {
    path: '/[slug]/rentals',
    cache: 'shared',
    values: { slug: townSlugs },
    sitemap: 'data',
    proxySettles: [404],
  },
  { path: '/terms', cache: 'shared', sitemap: 'data' },
  { path: '/privacy', cache: 'shared', sitemap: 'data' },
  { path: '/policies/[policy]', cache: 'shared', sitemap: 'data' },

  // Public pages the sitemap leaves out: a comparison of the visitor's choosing, the second
  // addresses of pages (308 to the first), the thank-you page and the 404.
  { path: '/compare', cache: 'shared', reads: compareQueryParameters },
  { path: '/vehicle/[id]', cache: 'shared' },
  // Holding a cart for sale (payments online): the buyer's form, and where Stripe sends them back.
  { path: '/vehicles/[id]/hold', cache: 'per-visitor', reads: ['pay', 'returned'] },
  {
    path: '/vehicles/[id]/hold/paid',
    cache: 'never',
    reads: ['hold', 'session_id'],
    methods: get,
    getChangesStock: true,
  },
  { path: '/vehicles/[id]/hold/back', cache: 'never', reads: ['hold'], methods: get, getChangesStock: true },
  { path: '/privacy-policy', cache: 'shared' },
  { path: '/terms-of-service', cache: 'shared' },
  { path: '/thank-you', cache: 'per-visitor', reads: ['ref', 'key'] },
  { path: '/page-not-found', cache: 'shared' },
  { path: '/[...missing]', cache: 'not-found' },

  // A renter's own booking and its files, opened with the key in their link: never kept. The
  // page is drawn for its one visitor (held back whole, so it paints before its scripts).
  { path: '/rentals/bookings/[reference]', cache: 'per-visitor' },
  { path: '/rentals/bookings/[reference]/agreement.pdf', cache: 'never', methods: get },
  { path: '/rentals/bookings/[reference]/calendar.ics', cache: 'never', methods: get },
  // Where Stripe's Checkout sends a renter back: reads their payment, then their booking.
  { path: '/rentals/bookings/[reference]/paid', cache: 'never', reads: ['key', 'session_id'], methods: get },
  // A service customer's own booking, its calendar file and its estimate, the same way.
  { path: '/services/bookings/[reference]', cache: 'per-visitor' },
  { path: '/services/bookings/[reference]/calendar.ics', cache: 'never', methods: get },
  { path: '/services/bookings/[reference]/estimate', cache: 'per-visitor' },

  // The staff area.
  { path: '/admin/**', cache: 'never', staff: true },
  { path: '/admin/not-allowed', cache: 'never', reads: ['lead'], proxySettles: [303, 403] },
  // The staff 404 drawn as a page: what the server sends for a staff page that found nothing.
  { path: '/admin/page-not-found', cache: 'never', proxySettles: [404] },
  { path: '/admin/sign-out', cache: 'never', methods: post },
  { path: '/admin/inventory/import', cache: 'never', proxySettles: [303], takesFiles: true },
  // Photo uploads: route handlers that read each file as it comes, up to their own limit.
  { path: '/admin/inventory/[id]/photos', cache: 'never', takesFiles: true, methods: post },
  { path: '/admin/inventory/photos/upload', cache: 'never', takesFiles: true, methods: post },
  { path: '/admin/rentals/bookings/[id]/photos', cache: 'never', takesFiles: true, methods: post },
  // Downloads: the lead and stock exports, a lead's ADF, the photos and agreement staff open.
  { path: '/admin/export', cache: 'never', methods: get },
  { path: '/admin/inventory/export', cache: 'never', methods: get },
  { path: '/admin/leads/[id]/adf', cache: 'never', methods: get },
  { path: '/admin/leads/[id]/photos/[photo]', cache: 'never', methods: get },
  { path: '/admin/rentals/bookings/[id]/agreement', cache: 'never', methods: get },
  { path: '/admin/rentals/bookings/[id]/photos/[photo]', cache: 'never', methods: get },

  // The JSON API, feeds and files.
  { path: '/api/vehicles', cache: 'shared', methods: get },
  { path: '/api/vehicles/[id]', cache: 'shared', methods: get },
  { path: '/api/contact', cache: 'never', postsAnsweredBy: 'postContact', methods: post },
  { path: '/api/trade-in', cache: 'never', methods: post },
  // Live availability and bookings: the answer changes with every booking.
  { path: '/api/rentals/availability', cache: 'never', methods: get },
  { path: '/api/rentals/bookings', cache: 'never', methods: post },
  { path: '/api/service/jobs', cache: 'never', methods: get },
  { path: '/api/service/slots', cache: 'never', methods: get },
  { path: '/api/service/bookings', cache: 'never', methods: post },
  // Twilio's webhook for replies to our texts (STOP, START).
  { path: '/api/sms/inbound', cache: 'never', methods: post },
  // Stripe's webhook: signed events about payments, applied once each.
  { path: '/api/payments/webhook', cache: 'never', methods: post },
  // Any other address under /api/: a JSON 404, never kept (a flood of made-up ones fills nothing).
  { path: apiCatchAll, cache: 'never', methods: ['GET', 'POST'] },
  { path: '/feeds/inventory.csv', cache: 'shared', methods: get },
  { path: '/feeds/merchant.xml', cache: 'shared', methods: get },
  { path: '/sitemap.xml', cache: 'shared', methods: get },
  { path: '/robots.txt', cache: 'shared', methods: get },
  { path: '/icon.svg', cache: 'shared', methods: get },
  { path: '/icons.svg', cache: 'shared', reads: fingerprint, methods: get },
  { path: '/images/maps/[file]', cache: 'shared', reads: fingerprint, methods: get },
  { path: '/images/scenes/[file]', cache: 'shared', reads: fingerprint, methods: get },
  { path: '/images/vehicles/[file]', cache: 'shared', reads: fingerprint, methods: get },
  { path: '/images/share/cards/[card]', cache: 'shared', reads: fingerprint, methods: get },
  // The files in public/images/share.
  { path: '/images/share/[file]', cache: 'shared', reads: fingerprint, methods: get },
  { path: '/photos/[id]/[file]', cache: 'shared', methods: get },
  { path: '/healthz', cache: 'never', methods: get },
  // Next's built scripts and styles, kept for the life of the build; its other endpoints (the
  // image optimiser) are not ours to keep.
  { path: '/_next/static/**', cache: 'shared', methods: get },
  { path: '/_next/**', cache: 'never' },
];

/** A route as matched: the entry, and how the cache treats this address of it. */
export interface RouteMatch {
  /** Undefined for an address no entry claims. */
  route: SiteRoute | undefined;
  /** The route's class, or `not-found` for an address outside its `values` or claimed by none. */
  cache: CacheClass;
  /** In the staff area: among the addresses of a `staff` entry, whichever entry claims it. */
  staffArea: boolean;
}

interface CompiledRoute {
  route: SiteRoute;
  pattern: RegExp;
  /** For each capture of `pattern` in order, the values it may take (undefined: any). */
  allowed: (ReadonlySet<string> | undefined)[];
}

/** How specific a segment is, as Next ranks them: a name before a [param] before a catch-all. */
const segmentRank = (segment: string) =>
  segment === '**' || segment.startsWith('[...') || segment.startsWith('[[...')
    ? 2
    : segment.startsWith('[')
      ? 1
      : 0;

function compile(route: SiteRoute): CompiledRoute {
  const allowed: (ReadonlySet<string> | undefined)[] = [];
  let source = '';
  for (const segment of route.path.split('/').slice(1)) {
    if (segment === '') continue;
    if (segment === '**') {
      source += '(?:/.*)?';
      continue;
    }
    const catchAll = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(segment);
    const dynamic = /^\[(\w+)\]$/.exec(segment);
    if (catchAll) {
      source += '(?:/.*)?';
    } else if (dynamic) {
      source += '/([^/]+)';
      const values = route.values?.[dynamic[1]!];
      allowed.push(values ? new Set(values) : undefined);
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  return { route, pattern: new RegExp(`^${source || '/'}$`), allowed };
}

function bySpecificity(a: SiteRoute, b: SiteRoute): number {
  const left = a.path.split('/').slice(1);
  const right = b.path.split('/').slice(1);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    // The path that ends first is the more specific: where both match, the longer one does
    // only through its catch-all ('/admin' before '/admin/**').
    if (left[index] === undefined) return -1;
    if (right[index] === undefined) return 1;
    const difference = segmentRank(left[index]!) - segmentRank(right[index]!);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Every entry, most specific first, as Next tries them. */
const compiled = [...siteRoutes].sort(bySpecificity).map(compile);
const staffPatterns = compiled.filter(({ route }) => route.staff).map(({ pattern }) => pattern);

function match(path: string): RouteMatch {
  // One address with or without a trailing slash (Next sends the second to the first).
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const staffArea = staffPatterns.some((pattern) => pattern.test(normalized));
  for (const { route, pattern, allowed } of compiled) {
    const found = pattern.exec(normalized);
    if (!found) continue;
    const known = allowed.every((values, index) => !values || values.has(found[index + 1]!));
    return { route, cache: known ? route.cache : 'not-found', staffArea };
  }
  return { route: undefined, cache: 'not-found', staffArea };
}

/**
 * Answers remembered by address: the response cache asks on every request, and most requests
 * are for the same few hundred addresses. Forgotten all at once when full, so a flood of made-up
 * addresses costs each its match and nothing more.
 */
const matched = new Map<string, RouteMatch>();

/** The route an address (its path, no query) belongs to, and how the cache treats it. */
export function routeFor(path: string): RouteMatch {
  let found = matched.get(path);
  if (found === undefined) {
    if (matched.size >= 2000) matched.clear();
    matched.set(path, (found = match(path)));
  }
  return found;
}

/**
 * The most a form on a page sends, by whose forms they are: a visitor's (a booking, a waitlist
 * sign-up, a cancellation) a few kilobytes, a staff form (the longest: a bulk change with every
 * cart ticked) well under this. Next reads a server action's body up to the import's size for
 * every page, and echoes a refused form's values back: a 5 MB note came back three times.
 */
export const maxPagePostBytes = { visitor: 64 * 1024, staff: 1024 * 1024 } as const;

/**
 * The most a post to this address may declare: its page forms' limit. Undefined for the APIs and
 * the routes that take files, which read their bodies under limits of their own. The production
 * server refuses a longer one before anything reads it; the proxy does too, for `next dev`.
 */
export function pagePostLimit(path: string): number | undefined {
  const { route, staffArea } = routeFor(path);
  // The APIs read their bodies under limits of their own; an address under /api/ that names none
  // reads nothing, and is held to a visitor's form's limit like any other unknown address.
  if (route?.takesFiles || (route?.path.startsWith('/api/') && route.path !== apiCatchAll)) return undefined;
  return maxPagePostBytes[staffArea ? 'staff' : 'visitor'];
}

/** What a post refused by `pagePostLimit` is told (413). */
export const pagePostTooLargeText = (limit: number) =>
  `Payload Too Large: a form here sends at most ${limit / 1024} KB. Go back, shorten what you typed and send it again.`;

/** The static addresses the sitemap lists as they are, in the table's order. */
export const sitemapAddresses: readonly string[] = siteRoutes
  .filter((route) => route.sitemap === 'address')
  .map((route) => route.path);

/**
 * The staff area as next.config.ts's `headers()` takes addresses: each staff entry and every
 * address below it.
 */
export const staffAreaSources: readonly string[] = siteRoutes
  .filter((route) => route.staff)
  .flatMap((route) => {
    const base = route.path.replace(/\/\*\*$/, '');
    return route.path.endsWith('/**') ? [base, `${base}/:path*`] : [base];
  });

/** Whether a GET of this address (its path, no query) may change the stock: `getChangesStock`. */
export const getChangesStock = (path: string): boolean => routeFor(path).route?.getChangesStock === true;

/** The exact addresses whose posts the app process answers itself, and the bridge function that does. */
export const postsAnsweredInAppProcess: ReadonlyMap<
  string,
  NonNullable<SiteRoute['postsAnsweredBy']>
> = new Map(
  siteRoutes.flatMap((route) =>
    route.postsAnsweredBy ? [[route.path, route.postsAnsweredBy] as const] : [],
  ),
);

/** Every method a page takes: its own GET, HEAD with it, its forms' POST. */
const pageMethods = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

/**
 * The methods an address takes, as `Allow` names them: a route handler's or a file's own, HEAD
 * with GET, OPTIONS always; a page's, or an address no entry claims (its 404 is a page), GET,
 * HEAD and POST.
 */
export function allowedMethods(path: string): readonly string[] {
  const methods = routeFor(path).route?.methods;
  if (!methods) return pageMethods;
  return [...methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])), 'OPTIONS'];
}
