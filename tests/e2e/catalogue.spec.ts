import { expect, test, type Page } from '@playwright/test';

import { brandLineups, catalogue, modelsInSeries, series } from '../../src/content/catalogue';

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

test.describe('vehicle pages', () => {
  test('every catalogue vehicle page shows its exact price, seats, range and top speed', async ({ page }) => {
    test.setTimeout(180_000);
    for (const model of catalogue) {
      const response = await page.goto(`/vehicles/${model.slug}`);
      expect(response?.status(), model.slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(model.name);
      const glance = page.locator('main');
      await expect(glance.getByText(usd(model.price), { exact: true }).first()).toBeVisible();
      await expect(glance.getByText(`${model.seats} passengers`, { exact: true })).toBeVisible();
      await expect(glance.getByText(`${model.rangeMiles} miles`, { exact: true }).first()).toBeVisible();
      await expect(glance.getByText(`${model.topSpeedMph} mph`, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('cell', { name: model.batteryType })).toBeVisible();
    }
  });

  test('a catalogue page has the template and the detail elements, with working calls to action', async ({
    page,
  }) => {
    await page.goto('/vehicles/evolution-d6-max-xt4');
    await expect(page.getByText('NEW', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('EVOLUTION', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Motor type Electric motor/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Drive All-wheel drive/ })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Key Features' }).locator('..').getByRole('listitem'),
    ).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Interested in this vehicle?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Call \(888\) 555-0199/ }).first()).toHaveAttribute(
      'href',
      'tel:+18885550199',
    );
    const partner = page.getByRole('link', { name: /Partner dealer page/ });
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    // The rating shown is computed from the reviews shown, and the structured data says the same.
    const reviews = page.locator('#reviews-heading').locator('xpath=../..').getByRole('listitem');
    await expect(reviews).toHaveCount(3);
    const productLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product') as {
      review: unknown[];
      aggregateRating: { ratingValue: number };
      offers: { price: number; availability: string };
    };
    expect(productLd.review).toHaveLength(3);
    expect(productLd.offers).toMatchObject({ price: 15595, availability: 'https://schema.org/InStock' });
    await expect(
      page.getByText(`${productLd.aggregateRating.ratingValue} from 3 customer reviews`),
    ).toBeVisible();

    for (const [label, topic] of [
      ['Request Quote', 'quote'],
      ['Get Financing Quote', 'financing'],
    ] as const) {
      const href = await page.getByRole('link', { name: label }).first().getAttribute('href');
      const url = new URL(href ?? '', 'http://site.invalid');
      expect(url.pathname).toBe('/contact');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        interest: 'sales',
        vehicleId: 'evolution-d6-max-xt4',
        topic,
      });
    }
    await page.getByRole('link', { name: 'View More Vehicles' }).click();
    await expect(page).toHaveURL('/inventory');
  });

  test('a model without a drive figure says so honestly instead of guessing', async ({ page }) => {
    await page.goto('/vehicles/denago-ev-rover-xl6');
    await expect(page.getByText('Drive system').locator('..').getByText('Ask us')).toBeVisible();
    await expect(page.getByRole('row', { name: /^Drive / })).toHaveCount(0);
  });

  test('an unknown vehicle answers 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/vehicles/not-a-real-cart');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Not Found');
    await expect(
      page.getByText("The vehicle you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Inventory' }).click();
    await expect(page).toHaveURL('/inventory');
  });

  test('old and short vehicle URLs redirect permanently to the canonical page', async ({ request }) => {
    for (const [from, to] of [
      ['/vehicle/denago-ev-city', '/vehicles/denago-ev-city'],
      ['/vehicles/d5-ranger-4-plus', '/vehicles/evolution-d5-ranger-4-plus'],
      ['/vehicles/ev-rover-xxl', '/vehicles/denago-ev-rover-xxl'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
    }
  });

  test('a malformed address is a 400, never a server error', async ({ request }) => {
    expect((await request.get('/vehicles/%E0%A4%A')).status()).toBe(400);
  });

  test('a skeleton shows while a vehicle page loads during client navigation', async ({ page }) => {
    await page.goto('/inventory');
    // A slow connection (real requests to the real server, delivered slowly) makes the streamed
    // page arrive after its loading state, as it would on a weak phone signal.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 3000,
      uploadThroughput: -1,
    });
    await page.getByRole('link', { name: 'Denago EV City', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Loading vehicle' })).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denago EV City');
  });
});

test.describe('inventory', () => {
  const cards = (page: Page) => page.locator('main li article');

  test('lists every vehicle on the server with price and a link to its page', async ({ page }) => {
    await page.goto('/inventory');
    await expect(cards(page)).toHaveCount(catalogue.length);
    await expect(page.getByText(`${catalogue.length} of ${catalogue.length} carts available`)).toBeVisible();
    const city = cards(page).filter({ hasText: 'Denago EV City' });
    await expect(city.getByText('$15,000')).toBeVisible();
    await expect(city.getByRole('link', { name: 'Denago EV City' })).toHaveAttribute(
      'href',
      '/vehicles/denago-ev-city',
    );
  });

  test('each filter narrows the list, and filters combine', async ({ page }) => {
    await page.goto('/inventory');
    await page.getByLabel('Search').fill('rover');
    await expect(cards(page)).toHaveCount(3);
    await expect(page).toHaveURL(/\?q=rover$/);
    await page.getByLabel('Search').fill('');

    await page.getByLabel('Brand').selectOption('denago');
    await expect(cards(page)).toHaveCount(6);
    await page.getByLabel('Brand').selectOption('all');

    await page.getByLabel('Category').selectOption('maverick');
    await expect(cards(page)).toHaveCount(modelsInSeries('d5-maverick').length);
    await page.getByLabel('Category').selectOption('all');

    await page.getByLabel('Price').selectOption('15000-25000');
    const midBand = catalogue.filter((model) => model.price >= 15000 && model.price <= 25000).length;
    await expect(cards(page)).toHaveCount(midBand);

    await page.getByLabel('Brand').selectOption('evolution');
    await expect(cards(page)).toHaveCount(
      catalogue.filter((model) => model.brand === 'evolution' && model.price >= 15000).length,
    );
    await expect(page).toHaveURL(/price=15000-25000/);
    await expect(page).toHaveURL(/brand=evolution/);
  });

  test('sorts by price', async ({ page }) => {
    await page.goto('/inventory?sort=price-asc');
    const cheapest = [...catalogue].sort((a, b) => a.price - b.price)[0]!;
    await expect(cards(page).first()).toContainText(cheapest.name);
    await page.getByLabel('Sort by').selectOption('price-desc');
    const dearest = [...catalogue].sort((a, b) => b.price - a.price)[0]!;
    await expect(cards(page).first()).toContainText(dearest.name);
  });

  test('an empty result says so and clear-all brings everything back', async ({ page }) => {
    await page.goto('/inventory');
    await page.getByLabel('Search').fill('hovercraft');
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
    await expect(page.getByText('No vehicles match your current filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect(cards(page)).toHaveCount(catalogue.length);
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(page).toHaveURL('/inventory');
  });

  test('the filtered view lives in the URL: it survives a reload and Back returns to it', async ({
    page,
  }) => {
    await page.goto('/inventory?brand=denago&category=rover');
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByLabel('Brand')).toHaveValue('denago');
    await page.reload();
    await expect(cards(page)).toHaveCount(3);
    await page.getByLabel('Price').selectOption('under-15000');
    await expect(cards(page)).toHaveCount(3);
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/vehicles\//);
    await page.goBack();
    await expect(page).toHaveURL(/brand=denago/);
    await expect(page.getByLabel('Price')).toHaveValue('under-15000');
    await expect(cards(page)).toHaveCount(3);
    await page.goBack();
    await expect(page.getByLabel('Price')).toHaveValue('all');
  });
});

test.describe('brand pages', () => {
  test('denago shows 3 series cards and evolution 7, with starting prices from the catalogue', async ({
    page,
  }) => {
    await page.goto('/denago');
    await expect(page.getByTestId('series-card')).toHaveCount(3);
    await expect(page.getByTestId('series-card').filter({ hasText: 'EV NOMAD' })).toContainText(
      'Starting at $8,495',
    );
    await expect(page.getByRole('link', { name: 'View DENAGO Models' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    await page.goto('/evolution');
    await expect(page.getByTestId('series-card')).toHaveCount(7);
    await expect(page.getByTestId('series-card').filter({ hasText: 'CLASSIC' })).toContainText(
      'Starting at $6,695',
    );
    await expect(page.getByRole('link', { name: 'View EVOLUTION Models' })).toHaveAttribute(
      'href',
      '/inventory',
    );
  });

  test('evolution cards list at most 3 models, then "+N more models"', async ({ page }) => {
    await page.goto('/evolution');
    for (const item of series.filter((entry) => entry.brand === 'evolution' && entry.onBrandPage)) {
      const card = page
        .getByTestId('series-card')
        .filter({ has: page.getByRole('heading', { name: item.name.toUpperCase(), exact: true }) });
      const count = modelsInSeries(item.id).length;
      await expect(card.locator('a[href^="/vehicles/"]')).toHaveCount(Math.min(3, count));
      if (count > 3)
        await expect(card.getByRole('link', { name: `+${count - 3} more models` })).toBeVisible();
      else await expect(card.getByText(/more models/)).toHaveCount(0);
    }
  });

  test('the lineups show six models whose links resolve', async ({ page, request }) => {
    for (const brand of ['denago', 'evolution'] as const) {
      await page.goto(`/${brand}`);
      const lineup = page.getByTestId('lineup-card');
      await expect(lineup).toHaveCount(6);
      for (const slug of brandLineups[brand]) {
        const response = await request.get(`/vehicles/${slug}`);
        expect(response.status(), slug).toBe(200);
        await expect(page.locator(`[data-testid="lineup-card"] a[href="/vehicles/${slug}"]`)).toHaveCount(1);
      }
      await expect(page.getByRole('link', { name: 'Compare All Models' })).toHaveAttribute(
        'href',
        '/inventory',
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product.group');
    }
  });
});

test.describe('home', () => {
  test('links into the site: inventory, featured carts, about, towns and contact', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'View Inventory' })).toHaveAttribute('href', '/inventory');
    const featured = page.locator('#featured li article');
    await expect(featured).toHaveCount(3);
    for (const name of ['Evolution D5 Maverick 6 Plus', 'Evolution D6 Max GT4', 'Denago EV City']) {
      await expect(featured.filter({ hasText: name }).getByText('NEW')).toBeVisible();
    }
    await expect(featured.filter({ hasText: 'Evolution D5 Maverick 6 Plus' })).toContainText('$11,995');
    await expect(page.getByRole('link', { name: 'View Full Inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    await expect(page.locator('#service-area').getByRole('link', { name: /Golf Carts$/ })).toHaveCount(21);
    await expect(page.locator('#service-area iframe')).toHaveCount(0);
    await featured.filter({ hasText: 'Denago EV City' }).getByRole('link').click();
    await expect(page).toHaveURL('/vehicles/denago-ev-city');
  });
});
