/**
 * The site audit: every URL in the sitemap (plus the pages deliberately left out of it) must
 * answer 200 with one h1, a unique title and description, a canonical equal to its own URL,
 * JSON-LD that parses, no console errors and no axe violations (WCAG 2.2 AA).
 * Pages added later are covered automatically because they come from the sitemap.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';

const shardCount = 8;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

test('the sitemap lists absolute URLs of this site only, each once', async ({ request, baseURL }) => {
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(10);
  expect(new Set(urls).size).toBe(urls.length);
  for (const url of urls) expect(url.startsWith(`${baseURL}/`)).toBe(true);
  expect(urls).not.toContain(`${baseURL}/admin`);
  expect(urls.some((url) => url.includes('/api/'))).toBe(false);
});

test('robots.txt keeps crawlers out of the API and the staff area and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('every page has a unique, non-empty title and meta description', async ({ request }) => {
  test.setTimeout(180_000);
  const urls = await sitemapUrls(request);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const url of urls) {
    const html = await (await request.get(url)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? '';
    expect(title, `title of ${url}`).not.toBe('');
    expect(description, `description of ${url}`).not.toBe('');
    expect(titles.get(title), `title "${title}" of ${url} is also used by`).toBeUndefined();
    expect(descriptions.get(description), `description of ${url} is also used by`).toBeUndefined();
    titles.set(title, url);
    descriptions.set(description, url);
  }
});

for (let shard = 0; shard < shardCount; shard++) {
  test(`pages of the sitemap, part ${shard + 1} of ${shardCount}: status, h1, canonical, JSON-LD, console, axe`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const urls = (await sitemapUrls(request)).filter((_, index) => index % shardCount === shard);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));

    for (const url of urls) {
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('h1'), `one h1 on ${url}`).toHaveCount(1);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      // Compared as URLs: "http://host/" and "http://host" are the same address.
      expect(new URL(canonical ?? '', 'invalid:/').href, `canonical of ${url}`).toBe(new URL(url).href);
      for (const script of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        expect(() => JSON.parse(script) as unknown, `JSON-LD on ${url}`).not.toThrow();
        // A rating is marked up only with the reviews it is computed from (docs/decisions/0009-reviews.md).
        const data = JSON.parse(script) as { aggregateRating?: { reviewCount: number }; review?: unknown[] };
        if (data.aggregateRating)
          expect(data.review?.length, `reviews behind the rating on ${url}`).toBe(
            data.aggregateRating.reviewCount,
          );
      }
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
        `axe violations on ${url}`,
      ).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('no page of the sitemap is wider than a 390 px phone', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflowing: string[] = [];
  for (const url of await sitemapUrls(request)) {
    await page.goto(url, { waitUntil: 'load' });
    const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (extra > 0) overflowing.push(`${url} (+${extra}px)`);
  }
  expect(overflowing).toEqual([]);
});

test('the pages kept out of the sitemap pass axe too: not found and thank-you', async ({ page }) => {
  for (const path of ['/no-such-page-here', '/thank-you']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(
      results.violations.map((violation) => violation.id),
      path,
    ).toEqual([]);
  }
});
