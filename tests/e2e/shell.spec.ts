import { createHash } from 'node:crypto';

import { notFoundMetadata } from '../../src/components/layout/not-found-metadata';
import { brands } from '../../src/content/brands';
import { dealer } from '../../src/content/dealer';
import { regions, municipalities } from '../../src/content/municipalities';
import { footerPolicyLinks } from '../../src/content/navigation';
import { expect, test } from '../support/browser-test';
import { notFoundShapes, sitemapPages, visibleText } from '../support/sitemap';
import { holdScriptsBack } from '../support/slow-scripts';
import { listedOnly, stockFromApi } from '../support/stock';

const mainNav = ['Home', 'Inventory', 'Rentals', 'Services', 'Showroom', 'About', 'Contact'];

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every main item navigates and is the only bold, current item there', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of mainNav) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      const expectedPath = label === 'Home' ? '/' : `/${label.toLowerCase()}`;
      await expect(page).toHaveURL(expectedPath);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      expect(await current.evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(
        700,
      );
      const others = nav.locator('a:not([aria-current])');
      for (const weight of await others.evaluateAll((els) =>
        els.map((el) => Number(getComputedStyle(el).fontWeight)),
      )) {
        expect(weight).toBeLessThan(700);
      }
    }
  });

  test('pages under a section mark it; town pages mark none; the exact page is the current one', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, section] of [
      ['/vehicles/denago-ev-city', 'Inventory'],
      ['/evolution', 'Inventory'],
      ['/compare', 'Inventory'],
      ['/financing', 'Inventory'],
      ['/trade-in', 'Inventory'],
      ['/toms-river/rentals', 'Rentals'],
      ['/thank-you', 'Contact'],
    ] as const) {
      await page.goto(path);
      await expect(nav.locator('[aria-current="page"]'), path).toHaveCount(0);
      const current = nav.locator('[aria-current="true"]');
      await expect(current, path).toHaveText(section);
      expect(await current.evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(
        700,
      );
    }
    await page.goto('/toms-river');
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('the footer links the financing page in a new tab, the policies and every town', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const financing = footer.getByRole('link', { name: /Apply for financing/ });
    await expect(financing).toHaveAttribute('target', '_blank');
    await expect(financing).toHaveAttribute('rel', 'noopener noreferrer');
    for (const path of [
      '/inventory',
      '/rentals',
      '/services',
      '/about',
      '/contact',
      '/evolution',
      '/denago',
      '/privacy',
      '/terms',
      '/policies/ethics-policy',
      '/policies/staffing-report',
    ]) {
      await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
    await expect(footer.getByRole('heading', { name: 'Somerset County' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Jersey Shore' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Bridgewater Township Golf Carts' })).toHaveAttribute(
      'href',
      '/bridgewater',
    );
    await expect(footer.getByRole('link', { name: 'Bay Head Borough Golf Carts' })).toHaveAttribute(
      'href',
      '/bay-head',
    );
    await expect(footer.getByRole('link', { name: /Golf Carts$/ })).toHaveCount(56);
    // A desktop shows every town and policy open, with no fold left to work (a phone folds them:
    // phone.spec.ts): one fold a service area, and the policies'.
    await expect(footer.getByRole('link', { name: 'Bay Head Borough Golf Carts' })).toBeVisible();
    await expect(footer.locator('summary')).toHaveCount(Object.keys(regions).length + 1);
    for (const fold of await footer.locator('summary').all()) await expect(fold).toBeHidden();
  });

  test('a page view asks the server for no other page; a link prefetches the page a visitor reaches for', async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    // A text-only policy page: its only links to other pages are the header's, the breadcrumbs' and the footer's.
    await page.goto(footerPolicyLinks[0]!.href);
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);
    // Pages whose buttons lead on (a quote, a test drive, the inventory, a town's rentals) and the
    // 404's list of sections: none is asked for until the visitor reaches for it either.
    const vehicle = listedOnly(await stockFromApi(page.request))[0]!;
    for (const path of [
      '/',
      `/vehicles/${vehicle.id}`,
      `/${Object.keys(brands)[0]}`,
      `/${municipalities[0]!.slug}`,
      '/no-such-page',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(prefetched, path).toEqual([]);
    }

    const inventory = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' });
    const prefetch = page.waitForRequest(
      (request) =>
        Boolean(request.headers()['next-router-prefetch']) &&
        new URL(request.url()).pathname === '/inventory',
    );
    await inventory.hover();
    await prefetch;
    // The click is a client-side navigation: no new document is loaded.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await inventory.click();
    await expect(page).toHaveURL('/inventory');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
  });
});

test.describe('phone-sized navigation', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the drawer is a dialog that closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Rentals' }).click();
    await expect(page).toHaveURL('/rentals');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).locator('[aria-current="page"]')).toHaveText(
      'Rentals',
    );
  });
});

for (const width of [390, 768]) {
  test(`at ${width} px the open menu keeps focus inside, holds the page still, and gives focus back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const focusInDrawer = () => drawer.evaluate((element) => element.contains(document.activeElement));
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Round and round, both ways: focus never reaches the page the drawer covers.
    const stops = await drawer.locator('a[href], button').count();
    for (const key of ['Tab', 'Shift+Tab'])
      for (let step = 0; step < stops + 2; step++) {
        await page.keyboard.press(key);
        expect(await focusInDrawer(), `${key} ${step + 1}`).toBe(true);
      }
    await expect(page.locator('#main')).toHaveJSProperty('inert', true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('#main')).toHaveJSProperty('inert', false);

    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('the focus ring stands 3:1 or more from what lies around it: a light page, the phone call bar, the dark footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  // The ring's colour against the nearest background behind the control (WCAG 1.4.11).
  const ringContrast = async (control: ReturnType<typeof page.locator>) => {
    await page.keyboard.press('Tab');
    await control.focus();
    return control.evaluate((element) => {
      // Any CSS colour (rgb, oklab, with alpha) as the screen shows it, through a canvas pixel.
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const pixel = canvas.getContext('2d', { willReadFrequently: true })!;
      const painted = (colour: string, under: string) => {
        pixel.clearRect(0, 0, 1, 1);
        pixel.fillStyle = under;
        pixel.fillRect(0, 0, 1, 1);
        pixel.fillStyle = colour;
        pixel.fillRect(0, 0, 1, 1);
        return [...pixel.getImageData(0, 0, 1, 1).data];
      };
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.slice(0, 3).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      if (!element.matches(':focus-visible')) return 0;
      let around = element.parentElement;
      let behind = [255, 255, 255];
      while (around) {
        const colour = getComputedStyle(around).backgroundColor;
        // A background at all: it paints something over transparent.
        if (painted(colour, 'transparent')[3]! > 0) {
          behind = painted(colour, 'white');
          break;
        }
        around = around.parentElement;
      }
      const ring = painted(getComputedStyle(element).outlineColor, 'white');
      const [lighter, darker] = [luminance(ring), luminance(behind)].sort((a, b) => b - a);
      return (lighter! + 0.05) / (darker! + 0.05);
    });
  };
  for (const [where, control] of [
    ['a field of the form', page.getByLabel('First name')],
    ['the call bar', page.locator('.call-bar')],
    ['a footer link', page.locator('footer a').first()],
  ] as const)
    expect(await ringContrast(control), where).toBeGreaterThanOrEqual(3);
});

test('a menu opened before the page has loaded its scripts holds focus once they arrive', async ({
  page,
}) => {
  // A slow phone: the platform opens the menu at once; the script that keeps focus inside comes later.
  const scriptsArrive = await holdScriptsBack(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(page.locator('#main')).toHaveJSProperty('inert', false);

  scriptsArrive();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expect(page.locator('#main')).toHaveJSProperty('inert', true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.locator('#main')).toHaveJSProperty('inert', false);
});

test('every page of the sitemap shows a Call Now tel: link with the phone number', async ({ baseURL }) => {
  // The header is server-rendered: the HTML each page sends is what a visitor (or a crawler) sees.
  const missing: string[] = [];
  for (const page of await sitemapPages(baseURL!)) {
    const calls = [...page.document.querySelectorAll('header a[href^="tel:"]')].filter((link) =>
      visibleText(link).includes('Call Now'),
    );
    const call = calls[0];
    if (!call) missing.push(`${page.url}: no Call Now link in the header`);
    else if (
      call.getAttribute('href') !== `tel:${dealer.phone.e164}` ||
      !visibleText(call).includes(dealer.phone.display)
    )
      missing.push(`${page.url}: Call Now is ${call.getAttribute('href')} "${visibleText(call)}"`);
  }
  expect(missing).toEqual([]);
});

test('a visitor’s own page that finds nothing (a booking link mistyped, a cart that cannot be held) is the not-found page, never blank', async ({
  page,
}) => {
  for (const address of ['/rentals/bookings/ZZZZZZ?key=mistyped', '/vehicles/no-such-cart/hold']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('404 Page Not Found');
    await expect(page.locator('footer'), address).toBeVisible();
  }
});

test('an unknown path answers 404 with the not-found page inside the shell', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  // Out of search results, and described like any page for a shared link.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    notFoundMetadata.description!,
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.locator('footer')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: `Call Now ${dealer.phone.display}` }),
  ).toHaveAttribute('href', `tel:${dealer.phone.e164}`);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('not found, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Every shape of unknown address is drawn by the server.
  for (const [path, heading] of notFoundShapes) {
    test(`${path} answers 404 with the whole page: header, heading, ways on, footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      if (heading !== '404 Page Not Found') return;
      for (const name of ['Browse Inventory', 'Back to Home'])
        await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
      const search = page.getByRole('search').getByLabel('Search our carts');
      await search.fill('denago');
      await search.press('Enter');
      await expect(page).toHaveURL('/inventory?q=denago');
    });
  }
});

test('a route change without a #target leaves the window at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // Scroll down once the page has hydrated (its own scroll-to-top on arrival runs first).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(300);
  await page.locator('footer').getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveURL('/inventory');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the API answers JSON for the list and 404 for an unknown vehicle', async ({ request }) => {
  const list = await request.get('/api/vehicles');
  expect(list.status()).toBe(200);
  expect(((await list.json()) as unknown[]).length).toBeGreaterThanOrEqual(37);
  const missing = await request.get('/api/vehicles/not-a-cart');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Vehicle not found' });
  // An address under /api/ that names no endpoint answers JSON too, not the HTML page.
  for (const [method, path] of [
    ['GET', '/api/vehicles/not-a-cart/photos'],
    ['GET', '/api/inventory'],
    ['POST', '/api/vehicles/x/y/z'],
  ] as const) {
    const answer = await request.fetch(path, { method });
    expect(answer.status(), `${method} ${path}`).toBe(404);
    expect(answer.headers()['content-type'], `${method} ${path}`).toMatch(/^application\/json/);
    expect(await answer.json(), `${method} ${path}`).toEqual({ error: `No API endpoint at ${path}` });
  }
});

test.describe('security headers', () => {
  // A page held back whole (every public page, kept or drawn for one visitor like a form) allows
  // its own inline scripts by hash, with no nonce another visitor would also receive; a page
  // streamed to one visitor (the staff area) has a nonce of its own.
  for (const [path, kept] of [
    ['/', true],
    ['/inventory', true],
    ['/contact', true],
    ['/admin/sign-in', false],
  ] as const) {
    test(`${path} only runs the scripts it rendered, and cannot be framed`, async ({ request }) => {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const scriptSources = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1];
      expect(Boolean(nonce)).toBe(!kept);
      expect(scriptSources).not.toContain("'unsafe-inline'");
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ])
        expect(policy).toContain(directive);
      expect(response.headers()['x-frame-options']).toBe('DENY');
      // Served over plain http here: no HSTS (that is only sent over https).
      expect(response.headers()['strict-transport-security']).toBeUndefined();
      const html = await response.text();
      // Every script that runs is allowed by name (JSON-LD is data, which the policy does not govern).
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !attributes!.includes('type="application/ld+json"'),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const [tag, attributes, text] of scripts) {
        if (nonce) expect(tag, tag).toContain(`nonce="${nonce}"`);
        else if (/\ssrc="\/_next\/static\//.test(attributes!)) continue;
        else
          expect(scriptSources, tag.slice(0, 80)).toContain(
            `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`,
          );
      }
    });
  }
});
