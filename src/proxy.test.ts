import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { maxPagePostBytes, siteRoutes, type SiteRoute } from '@/app/site-routes';
import { maxImportPostBytes } from '@/features/inventory/import-file-rules';
import type * as VehicleQueries from '@/features/inventory/server/vehicle-queries';
import { proxy } from '@/proxy';

// The stock as the proxy reads it: one listed cart and one archived; found as the app finds them.
vi.mock('@/features/inventory/server/vehicle-queries', async (importOriginal) => ({
  vehicleAsAsked: (await importOriginal<typeof VehicleQueries>()).vehicleAsAsked,
  stockSnapshot: () =>
    Promise.resolve({
      byId: new Map(
        [
          { id: 'evolution-d5-maverick-6-plus', status: 'available' },
          { id: 'denago-ev-city-2019', status: 'archived' },
        ].map((vehicle) => [vehicle.id, vehicle]),
      ),
    }),
}));

/** The status the proxy settles for a request, or undefined when it lets the page decide. */
async function settled(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const response = await proxy(new NextRequest(`http://carts.example${path}`, init));
  return response.status === 200 && response.headers.get('x-middleware-next') ? undefined : response.status;
}

/** What the proxy settles for each route, by an address of it: every status the table lists, and more. */
const answered: Record<string, [string, Awaited<ReturnType<typeof settled>>][]> = {
  '/vehicles/[id]': [
    ['/vehicles/evolution-d5-maverick-6-plus', undefined],
    ['/vehicles/denago-ev-city-2019', 410],
    ['/vehicles/no-such-cart', 404],
    ['/vehicles/maverick-6-plus', 308],
  ],
  '/[slug]/rentals': [
    ['/bedminster/rentals', undefined],
    ['/atlantis/rentals', 404],
  ],
  '/admin/not-allowed': [['/admin/not-allowed', 403]],
  '/admin/page-not-found': [['/admin/page-not-found', 404]],
  '/admin/inventory/import': [['/admin/inventory/import', undefined]],
};

/** An address of a route with nothing settled: its first allowed value, or a made-up one. */
function sampleAddress(route: SiteRoute): string {
  return route.path
    .replace(/\/\*\*$/, '/sample')
    .replace(/\[\.\.\.\w+\]/, 'no-such-page')
    .replace(/\[(\w+)\]/g, (_whole, name: string) => route.values?.[name]?.[0] ?? 'sample');
}

describe('the proxy', () => {
  it('settles the statuses the route table says, at the routes it says', async () => {
    for (const [route, cases] of Object.entries(answered))
      for (const [path, status] of cases) expect(await settled(path), `${route}: ${path}`).toBe(status);
    const tooLarge = await settled('/admin/inventory/import', {
      method: 'POST',
      headers: { 'content-length': String(maxImportPostBytes + 1) },
    });
    expect(tooLarge).toBe(303);
    // The browser's repeat of a form's post after a refused page's 307 is sent on to read the page.
    const refusedPost = await proxy(
      new NextRequest('http://carts.example/admin/not-allowed?lead=owned', { method: 'POST' }),
    );
    expect([refusedPost.status, refusedPost.headers.get('location')]).toEqual([
      303,
      'http://carts.example/admin/not-allowed?lead=owned',
    ]);

    const seen = (route: string) => [
      ...(answered[route] ?? []).map(([, status]) => status),
      ...(route === '/admin/inventory/import' ? [tooLarge] : []),
      ...(route === '/admin/not-allowed' ? [refusedPost.status] : []),
    ];
    const routes = new Set([
      ...Object.keys(answered),
      ...siteRoutes.filter((entry) => entry.proxySettles).map((entry) => entry.path),
    ]);
    for (const route of routes) {
      const listed = siteRoutes.find((entry) => entry.path === route)?.proxySettles ?? [];
      expect(seen(route).filter(Boolean).sort(), route).toEqual([...listed].sort());
    }
  });

  it('refuses a post to a page longer than its forms send, before it is read, by whose forms they are', async () => {
    const post = (path: string, bytes: number) =>
      settled(path, { method: 'POST', headers: { 'content-length': String(bytes) } });
    expect(await post('/services/appointment', maxPagePostBytes.visitor)).toBeUndefined();
    expect(await post('/services/appointment', maxPagePostBytes.visitor + 1)).toBe(413);
    expect(await post('/rentals/book', 6 * 1024 * 1024)).toBe(413);
    expect(await post('/admin/inventory', maxPagePostBytes.visitor + 1)).toBeUndefined();
    expect(await post('/admin/inventory', maxPagePostBytes.staff + 1)).toBe(413);
    // The import's file is far larger, and has a rule of its own.
    expect(await post('/admin/inventory/import', maxPagePostBytes.staff + 1)).toBeUndefined();
  });

  it('lets every other route’s page decide its own status', async () => {
    for (const route of siteRoutes.filter((entry) => !entry.proxySettles))
      expect(await settled(sampleAddress(route)), sampleAddress(route)).toBeUndefined();
  });

  it('answers 400 for an address that does not decode, whatever the route', async () => {
    expect(await settled('/vehicles/%E0%A4%A')).toBe(400);
    expect(await settled('/%zz')).toBe(400);
  });

  it('refuses a compressed post unread, saying so (415), and takes one whose coding is identity', async () => {
    const post = (encoding: string) =>
      proxy(
        new NextRequest('http://carts.example/contact', {
          method: 'POST',
          headers: { 'content-encoding': encoding, 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    const gzip = await post('gzip');
    expect(gzip.status).toBe(415);
    expect(await gzip.text()).toMatch(/^Unsupported Media Type: send the body uncompressed/);
    expect((await post('identity')).status).not.toBe(415);
  });

  it('tells a staff page which page was asked for, for sign-in to return to', async () => {
    const response = await proxy(new NextRequest('http://carts.example/admin/leads?status=new'));
    expect(response.headers.get('x-middleware-request-x-staff-path')).toBe('/admin/leads?status=new');
  });
});
