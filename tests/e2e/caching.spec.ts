import { iconSymbol } from '../../src/components/ui/icon-sprite';
import { dealer } from '../../src/content/dealer';
import { municipalities } from '../../src/content/municipalities';
import { mainNavigation } from '../../src/content/navigation';
import { policies } from '../../src/content/policies';
import { sourceStorageKey } from '../../src/features/leads/lead-source';
import { requestPagePaths } from '../../src/lib/request-kinds';
import { expect, test, type APIRequestContext } from '../support/browser-test';

/**
 * What the site tells browsers and CDNs they may keep (issue 12, "caching a CDN can use"): pages
 * briefly and revalidated, fingerprinted pictures and assets for good, anything personal never.
 */

async function cacheControl(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBeLessThan(400);
  return response.headers()['cache-control'] ?? '';
}

test('public pages let a CDN keep them a minute and serve them stale while it refetches', async ({
  request,
}) => {
  for (const path of ['/', '/inventory', '/rentals', '/privacy']) {
    const header = await cacheControl(request, path);
    expect(header, path).toMatch(/s-maxage=\d+/);
    expect(header, path).toMatch(/stale-while-revalidate=\d+/);
    expect(header, path).not.toContain('immutable');
  }
});

test('the contact and request forms and the staff area are never kept', async ({ request }) => {
  for (const path of ['/contact', ...Object.values(requestPagePaths), '/admin', '/admin/sign-in'])
    expect(await cacheControl(request, path), path).toContain('no-store');
});

test('pictures and scripts a page points at are kept for good, because their address changes with them', async ({
  request,
}) => {
  const assets = new Set<string>();
  for (const path of ['/', '/rentals', '/inventory']) {
    const html = await (await request.get(path)).text();
    for (const [, src] of html.matchAll(
      /(?:src|href)="(\/(?:images\/(?:vehicles|scenes|maps)\/|_next\/static\/|icons\.svg)[^"#]+)/g,
    ))
      assets.add(src!.replaceAll('&amp;', '&'));
    // The page draws its own icons; React's payload names the sprite for pages reached by a link.
    for (const [sprite] of html.matchAll(/\/icons\.svg\?v=[\w-]+/g)) assets.add(sprite);
  }
  expect([...assets].filter((src) => src.startsWith('/icons.svg?v=')).length).toBeGreaterThan(0);
  expect([...assets].filter((src) => src.startsWith('/images/vehicles/')).length).toBeGreaterThan(0);
  expect([...assets].filter((src) => src.startsWith('/images/scenes/')).length).toBeGreaterThan(0);
  expect([...assets].filter((src) => src.startsWith('/images/maps/')).length).toBeGreaterThan(0);
  for (const src of assets) expect(await cacheControl(request, src), src).toContain('immutable');
});

test('the scripts a page loads carry no dealer profile and no icon drawings: both stay on the server', async ({
  request,
}) => {
  // Turbopack bundles a module whole: one constant imported from the profile in a client
  // component put every showroom into every page's scripts (docs/decisions/0013-page-weight.md).
  // Likewise the icon sprite's builder, which the front server uses (src/components/ui/icon-sprite.ts).
  const phoneIconPath = /<path d="([^"]+)"/.exec(iconSymbol('phone', 'phone') ?? '')?.[1];
  const profileOnly = [
    ...dealer.locations.map((location) => location.address?.street),
    dealer.tollFreePhone.display,
    phoneIconPath,
  ].filter((text): text is string => Boolean(text));
  expect(profileOnly.length).toBeGreaterThan(2);
  expect(profileOnly).toContain(phoneIconPath);
  const scripts = new Set<string>();
  for (const path of ['/', '/privacy', '/contact', `/${municipalities[0]!.slug}`]) {
    const html = await (await request.get(path)).text();
    for (const [src] of html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)) scripts.add(src);
  }
  expect(scripts.size).toBeGreaterThan(5);
  const carrying: string[] = [];
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    for (const text of profileOnly) if (code.includes(text)) carrying.push(`${src}: ${text}`);
  }
  expect(carrying).toEqual([]);
});

test('a drawing or the icon sprite asked for without its fingerprint, or with an old one, is kept only a day', async ({
  request,
}) => {
  const html = await (await request.get('/inventory')).text();
  const drawing = /src="(\/images\/vehicles\/[^"?]+\.svg)\?v=\w+"/.exec(html)?.[1];
  expect(drawing).toBeDefined();
  for (const src of [drawing!, `${drawing!}?v=stale`, '/icons.svg', '/icons.svg?v=stale']) {
    const header = await cacheControl(request, src);
    expect(header, src).not.toContain('immutable');
    expect(header, src).toContain('max-age=86400');
  }
});

test('a campaign link is served from the cache, and one visitor’s click id never reaches another', async ({
  request,
  page,
}) => {
  const clickId = `visitor-a-${Date.now()}`;
  await request.get('/evolution');
  const campaign = await request.get(
    `/evolution?utm_source=google&utm_medium=cpc&gclid=${clickId}&fbclid=f1`,
  );
  expect(campaign.headers()['x-cache']).toBe('HIT');
  expect(await campaign.text()).not.toContain(clickId);

  // A filter the page reads still counts; the tag beside it does not.
  const filtered = await (await request.get('/inventory?brand=evolution')).text();
  const tagged = await request.get(`/inventory?utm_campaign=spring&brand=evolution&msclkid=${clickId}`);
  expect(tagged.headers()['x-cache']).toBe('HIT');
  expect(await tagged.text()).toBe(filtered);

  // The visitor's own address keeps its tags once the page runs (the lead's source reads them).
  await page.goto(`/evolution?utm_source=google&gclid=${clickId}`);
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).searchParams.get('gclid')).toBe(clickId);
});

test('a public page, from the cache or drawn for one visitor, carries no nonce; a streamed staff page has a fresh one each time', async ({
  request,
}) => {
  for (const path of ['/privacy', '/contact']) {
    const policies = [];
    for (let visitor = 0; visitor < 3; visitor++) {
      // Next reads a nonce from this request header: one a visitor sends is never used.
      const answer = await request.get(path, {
        headers: { 'content-security-policy': `script-src 'nonce-planted${visitor}'` },
      });
      policies.push(answer.headers()['content-security-policy'] ?? '');
      expect(await answer.text()).not.toContain('nonce=');
    }
    expect(policies[0], path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(policies[0], path).not.toContain('nonce');
    expect(new Set(policies).size, path).toBe(1);
  }

  const nonces = [];
  for (let visitor = 0; visitor < 3; visitor++) {
    const answer = await request.get('/admin/sign-in');
    const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(await answer.text()).toContain(`nonce="${nonce}"`);
    nonces.push(nonce);
  }
  expect(new Set(nonces).size).toBe(3);
});

test('a page kept for everyone is drawn from nothing its first visitor alone sent', async ({ request }) => {
  // An address no one has asked for yet: its first visitor's answer is the one kept.
  const address = `/inventory?q=${encodeURIComponent(`no-such-cart-${Date.now()}`)}`;
  const first = await request.get(address, {
    headers: {
      // Next answers `{}` to the Pages Router's middleware prefetch, and takes a nonce from a
      // report-only policy as from the policy itself.
      'x-middleware-prefetch': '1',
      'content-security-policy-report-only': "script-src 'nonce-planted'",
      'user-agent': 'Twitterbot/1.0',
    },
  });
  expect(first.headers()['x-cache']).toBe('MISS');
  const kept = await request.get(address);
  expect(kept.headers()['x-cache']).toBe('HIT');
  const html = await kept.text();
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain('<h1');
  expect(html).not.toContain('nonce=');
  expect(await first.text()).toBe(html);
});

test.describe('a public page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  // A policy page from the cache, and the contact form, drawn for each visitor and never kept.
  const paths = [policies.find((entry) => entry.path.startsWith('/policies/'))!.path, '/contact'];
  for (const path of paths)
    test(`${path} paints from its HTML and stylesheet before any script is fetched, then comes alive`, async ({
      page,
    }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      });
      await page.goto(path);
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const stylesheets = resources.filter((entry) => entry.name.endsWith('.css'));
        return {
          stylesheets: stylesheets.length,
          stylesheetsDone: Math.max(...stylesheets.map((entry) => entry.responseEnd)),
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scripts: resources
            .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
            .map((entry) => ({ name: entry.name, start: entry.startTime })),
        };
      });
      // With no stylesheet or paint seen the ordering below would hold against -Infinity, proving nothing.
      expect(timing.stylesheets).toBeGreaterThan(0);
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(0);
      for (const script of timing.scripts) {
        // Not competing with the stylesheet for the connection, nor asked for before the page has painted.
        expect(script.start, script.name).toBeGreaterThanOrEqual(timing.stylesheetsDone);
        expect(script.start, script.name).toBeGreaterThanOrEqual(timing.firstPaint!);
      }
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(refused).toEqual([]);
    });

  test('a page draws its icons from its own markup; a page reached by a link fetches the sprite once', async ({
    page,
  }) => {
    const spriteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/icons.svg') spriteRequests.push(request.url());
    });
    await page.goto(paths[0]!);
    // The layout's effect runs after React has committed the hydrated page.
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, sourceStorageKey);
    const drawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('use')].map((use) => {
          const href = use.getAttribute('href') ?? '';
          return {
            href,
            local: href.startsWith('#'),
            found: document.getElementById(href.slice(1))?.localName,
          };
        }),
      );
    const icons = await drawn();
    expect(icons.length).toBeGreaterThan(3);
    // Hydrated, and every icon still points at its symbol in the page, which is there.
    for (const icon of icons) expect(icon, icon.href).toMatchObject({ local: true, found: 'symbol' });
    expect(spriteRequests).toEqual([]);

    // A link followed in the page: React draws the next page from its payload, in the same document.
    const services = mainNavigation.find((item) => item.href === '/services')!;
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: services.label, exact: true })
      .click();
    await expect(page).toHaveURL(services.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const fromPayload = (await drawn()).filter((icon) => !icon.local);
    expect(fromPayload.length).toBeGreaterThan(0);
    await expect.poll(() => spriteRequests.length).toBe(1);
    const sprite = await (await page.request.get(spriteRequests[0]!)).text();
    for (const icon of fromPayload)
      expect(sprite, icon.href).toContain(`<symbol id="${icon.href.split('#')[1]}"`);
    expect(spriteRequests).toHaveLength(1);
  });

  for (const path of paths)
    test(`${path} fetches and runs each of its scripts once`, async ({ page }) => {
      await page.goto(path);
      // The layout notes the visit's source in an effect, which React runs after it has committed
      // the hydrated page: the moment it adds any of the page's scripts it does not find.
      await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, sourceStorageKey);
      const sources = await page.evaluate(() =>
        [...document.scripts].flatMap((script) => script.getAttribute('src') ?? []),
      );
      expect(sources.filter((source) => source.startsWith('/_next/static/')).length).toBeGreaterThan(3);
      expect(sources.filter((source, index) => sources.indexOf(source) !== index)).toEqual([]);
    });
});
