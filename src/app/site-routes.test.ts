import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  allowedMethods,
  maxPagePostBytes,
  pagePostLimit,
  postsAnsweredInAppProcess,
  routeFor,
  siteRoutes,
  sitemapAddresses,
  staffAreaSources,
  type SiteRoute,
} from '@/app/site-routes';
import { requestPagePaths } from '@/lib/request-kinds';

import nextConfig from '../../next.config';

const appFolder = path.join(import.meta.dirname);
const publicFolder = path.join(import.meta.dirname, '..', '..', 'public');

/** The address a special file under src/app answers at, as Next names it; undefined for any other file. */
function addressOf(folder: string, file: string): string | undefined {
  const parent = folder === '/' ? '' : folder;
  if (/^(page|route)\.(tsx?|jsx?)$/.test(file)) return folder;
  if (/^sitemap\.(ts|js|xml)$/.test(file)) return `${parent}/sitemap.xml`;
  if (/^robots\.(ts|js|txt)$/.test(file)) return `${parent}/robots.txt`;
  if (/^(icon|apple-icon)\.(svg|png|ico|jpg)$/.test(file) || file === 'favicon.ico')
    return `${parent}/${file}`;
  if (/^(icon|apple-icon|opengraph-image|twitter-image|manifest)\./.test(file))
    throw new Error(`${folder}/${file}: a metadata file this test does not know how Next names; teach it`);
  return undefined;
}

/** Every route Next builds from src/app (pages, route handlers, metadata files), as the table spells them. */
function appRoutes(folder = appFolder, address = ''): { address: string; file: string }[] {
  const found: { address: string; file: string }[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      // A route group `(site)` adds nothing to the address; a private folder `_x` is no route.
      if (entry.name.startsWith('_')) continue;
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`;
      found.push(...appRoutes(full, `${address}${segment}`));
    } else {
      const routeAddress = addressOf(address || '/', entry.name);
      if (routeAddress) found.push({ address: routeAddress, file: full });
    }
  }
  return found;
}

/** Every file in public/, by the address Next serves it at. */
function publicFiles(folder = publicFolder, address = ''): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(path.join(folder, entry.name), `${address}/${entry.name}`)
      : [`${address}/${entry.name}`],
  );
}

/** Whether a table entry is the one for a route: its own path, or a '/**' entry above it. */
function claims(entry: SiteRoute, address: string): boolean {
  if (entry.path === address) return true;
  if (!entry.path.endsWith('/**')) return false;
  const base = entry.path.slice(0, -3);
  return address === base || address.startsWith(`${base}/`);
}

/** Next's own endpoints: no file under src/app makes them. */
const nextOwn = (entry: SiteRoute) => entry.path.startsWith('/_next/');

const routes = appRoutes();

describe('the route table', () => {
  it('finds the routes it checks (the walk of src/app works)', () => {
    const addresses = routes.map((route) => route.address);
    for (const known of [
      '/',
      '/vehicles/[id]',
      '/admin/leads/[id]',
      '/api/contact',
      '/sitemap.xml',
      '/icon.svg',
    ])
      expect(addresses).toContain(known);
  });

  it('has an entry for every route under src/app', () => {
    const missing = routes
      .filter(({ address }) => !siteRoutes.some((entry) => claims(entry, address)))
      .map(({ address }) => address);
    expect(missing, 'add these to src/app/site-routes.ts').toEqual([]);
  });

  it('has a route under src/app, a public file or a Next endpoint for every entry not marked planned', () => {
    const exists = (entry: SiteRoute) =>
      nextOwn(entry) ||
      routes.some(({ address }) => claims(entry, address)) ||
      publicFiles().some((file) => routeFor(file).route === entry);
    const stale = siteRoutes.filter((entry) => !entry.planned && !exists(entry)).map((entry) => entry.path);
    expect(stale, 'a route that is gone: remove its entry').toEqual([]);
    const arrived = siteRoutes.filter((entry) => entry.planned && exists(entry)).map((entry) => entry.path);
    expect(arrived, 'these routes exist now: drop their `planned` mark').toEqual([]);
  });

  it('serves every public file by an entry of its own, never as a page that does not exist', () => {
    for (const file of publicFiles()) expect(routeFor(file).cache, file).toBe('shared');
  });

  it('never keeps for everyone a route that holds a visitor’s own data', () => {
    // Forms bring back what was typed; thank-you recaps a lead; a booking is reached with its
    // secret; the staff area and these APIs answer for whoever asks.
    const visitorsOwn = [
      '/contact',
      '/thank-you',
      ...Object.values(requestPagePaths),
      '/rentals/book',
      '/rentals/bookings/ABC234',
      '/rentals/bookings/ABC234/agreement.pdf',
      '/rentals/bookings/ABC234/calendar.ics',
      '/admin',
      '/admin/leads/lead-1',
      '/admin/rentals/bookings',
      '/api/contact',
      '/api/trade-in',
      '/api/rentals/availability',
      '/api/rentals/bookings',
      '/healthz',
    ];
    for (const address of visitorsOwn) expect(routeFor(address).cache, address).not.toBe('shared');
    // Whatever a future route is called: one whose code reads the visitor's request (cookies or
    // headers, a rejected post's draft, a lead by its reference, a staff session) or takes posts.
    const readsTheVisitor =
      /from 'next\/headers'|Draft\(|ByReference\(|requireStaff|currentStaff|staffForRoute|export (async )?(function|const) (POST|PUT|PATCH|DELETE)\b/;
    const shared = routes.filter(
      ({ address, file }) =>
        readsTheVisitor.test(readFileSync(file, 'utf8')) &&
        siteRoutes.find((entry) => claims(entry, address))?.cache === 'shared',
    );
    expect(shared.map(({ address }) => address)).toEqual([]);
  });

  it('lists in the sitemap only pages anyone may open', () => {
    for (const entry of siteRoutes.filter((route) => route.sitemap)) {
      expect(entry.cache, entry.path).not.toBe('never');
      expect(entry.staff, entry.path).toBeUndefined();
    }
    expect(sitemapAddresses).toContain('/');
    expect(sitemapAddresses.every((address) => !address.includes('['))).toBe(true);
  });

  it('sends the staff area, and only it, the headers that keep it out of search engines and caches', async () => {
    expect(staffAreaSources).toEqual(['/admin', '/admin/:path*']);
    const rules = (await nextConfig.headers?.()) ?? [];
    const staffOnly = rules.filter((rule) =>
      rule.headers.some((header) => header.key === 'X-Robots-Tag' && header.value.includes('noindex')),
    );
    expect(staffOnly.map((rule) => rule.source).sort()).toEqual([...staffAreaSources].sort());
    for (const rule of staffOnly)
      expect(rule.headers).toContainEqual({ key: 'Cache-Control', value: 'no-store, max-age=0' });
  });

  it('keeps every page file to a table of contents: at most 150 lines, the rest in its feature', () => {
    const long = routes
      .filter(({ file }) => /page\.tsx$/.test(file))
      .map(({ file }) => ({
        file: path.relative(appFolder, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > 150);
    expect(long).toEqual([]);
  });

  it('names the methods of every route handler as its file exports them, GET for a file, none for a page', () => {
    const exported = (file: string) => {
      const source = readFileSync(file, 'utf8');
      // Read as written: a method exported from a list or another module would go unseen here.
      expect(source, `${file}: export each method as a function or const`).not.toMatch(/^export\s*(\{|\*)/m);
      return [
        ...source.matchAll(
          /export (?:async )?(?:function|const) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g,
        ),
      ]
        .map((found) => found[1])
        .sort();
    };
    for (const { address, file } of routes) {
      const own = siteRoutes.find((entry) => entry.path === address);
      if (/route\.tsx?$/.test(file)) {
        expect(own, `${address} is a route handler: give it an entry of its own`).toBeDefined();
        expect([...(own?.methods ?? [])].sort(), address).toEqual(exported(file));
      } else if (/page\.tsx?$/.test(file)) {
        expect(routeFor(address).route?.methods, `${address} is a page`).toBeUndefined();
      } else {
        expect(own?.methods, `${address} is a file`).toEqual(['GET']);
      }
    }
    for (const file of publicFiles()) expect(routeFor(file).route?.methods, file).toEqual(['GET']);
  });

  it('names the posts the app process answers itself', () => {
    expect([...postsAnsweredInAppProcess]).toEqual([['/api/contact', 'postContact']]);
  });
});

describe('routeFor', () => {
  it('finds the most specific entry, as Next does', () => {
    expect(routeFor('/admin/not-allowed').route?.path).toBe('/admin/not-allowed');
    expect(routeFor('/admin/inventory').route?.path).toBe('/admin/**');
    expect(routeFor('/vehicles/rentals').route?.path).toBe('/vehicles/[id]');
    expect(routeFor('/_next/static/chunks/app.js').cache).toBe('shared');
    expect(routeFor('/_next/image').cache).toBe('never');
    expect(routeFor('/').route?.path).toBe('/');
  });

  it('takes an address with a trailing slash for the address without', () => {
    expect(routeFor('/contact/').cache).toBe('per-visitor');
    expect(routeFor('/inventory/').route?.path).toBe('/inventory');
  });

  it('keeps a town’s pages, and takes any other one-segment address for a page that does not exist', () => {
    expect(routeFor('/bedminster')).toMatchObject({ route: { path: '/[slug]' }, cache: 'shared' });
    expect(routeFor('/bedminster/rentals').cache).toBe('shared');
    // A page added at /book without an entry would otherwise be kept as a town page.
    expect(routeFor('/book').cache).toBe('not-found');
    // Still the town rentals route, so the proxy answers its 404.
    expect(routeFor('/atlantis/rentals')).toMatchObject({
      route: { path: '/[slug]/rentals' },
      cache: 'not-found',
    });
  });

  it('answers an address no entry claims as not found, never as shared', () => {
    expect(routeFor('/no/such/page')).toMatchObject({ route: { path: '/[...missing]' }, cache: 'not-found' });
  });
});

describe('allowedMethods', () => {
  it('names a page’s GET, HEAD and POST, and a route handler’s or a file’s own, HEAD with GET', () => {
    expect(allowedMethods('/inventory')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    expect(allowedMethods('/admin/leads/lead-1')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    expect(allowedMethods('/no/such/page')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    expect(allowedMethods('/feeds/inventory.csv')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/admin/leads/lead-1/adf')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/contact')).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods('/admin/inventory/photos/upload')).toEqual(['POST', 'OPTIONS']);
  });
});

describe('pagePostLimit', () => {
  it('leaves the APIs and file uploads to their own limits, and holds every other address to its forms', () => {
    expect(pagePostLimit('/api/contact')).toBeUndefined();
    expect(pagePostLimit('/admin/inventory/import')).toBeUndefined();
    expect(pagePostLimit('/contact')).toBe(maxPagePostBytes.visitor);
    expect(pagePostLimit('/admin/leads')).toBe(maxPagePostBytes.staff);
    // An address under /api/ that names no endpoint reads nothing: a long post is refused unread.
    expect(pagePostLimit('/api/no/such/endpoint')).toBe(maxPagePostBytes.visitor);
  });
});
