import { brandLineups, series, type SeriesId } from '../../src/content/brands';
import { dealer } from '../../src/content/dealer';
import { startingPrice, vehiclesInSeries } from '../../src/features/catalogue/series-summary';
import { inventoryPageSize } from '../../src/features/inventory/inventory-filters';
import { batteryTypeLabels } from '../../src/features/inventory/vehicle';
import { expect, test, type Page } from '../support/browser-test';
import { fetchPage, visibleText } from '../support/sitemap';
import { listedOnly, stockFromApi, stockVehicle, usd } from '../support/stock';

test.describe('vehicle pages', () => {
  test('every vehicle page shows its exact price, seats, range and top speed', async ({
    request,
    baseURL,
  }) => {
    // Every listed cart's page, as the server sends it (the figures are server-rendered).
    const problems: string[] = [];
    for (const vehicle of listedOnly(await stockFromApi(request))) {
      const page = await fetchPage(`${baseURL}${vehicle.url}`);
      if (page.status !== 200) {
        problems.push(`${vehicle.id}: answers ${page.status}`);
        continue;
      }
      const main = page.document.querySelector('main')!;
      const shows = (text: string, selector = '*') =>
        [...main.querySelectorAll(selector)].some((element) => visibleText(element) === text);
      if (visibleText(page.document.querySelector('h1')) !== vehicle.name)
        problems.push(`${vehicle.id}: h1 is not ${vehicle.name}`);
      for (const figure of [
        usd(vehicle.price),
        `${vehicle.seats} passengers`,
        `${vehicle.rangeMiles} miles`,
        `${vehicle.topSpeedMph} mph`,
      ])
        if (!shows(figure)) problems.push(`${vehicle.id}: does not show "${figure}"`);
      if (!shows(batteryTypeLabels[vehicle.batteryType!], 'td'))
        problems.push(`${vehicle.id}: no cell "${batteryTypeLabels[vehicle.batteryType!]}"`);
    }
    expect(problems).toEqual([]);
  });

  test('a new model page has the template and the detail elements, with working calls to action', async ({
    page,
    request,
  }) => {
    const vehicle = stockVehicle(await stockFromApi(request), 'evolution-d6-max-xt4');
    await page.goto(vehicle.url);
    await expect(page.getByText('NEW', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('EVOLUTION', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Motor type Electric motor/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Drive All-wheel drive/ })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Key Features' }).locator('..').getByRole('listitem'),
    ).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Interested in this vehicle?' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Call ${dealer.tollFreePhone.display}` }).first(),
    ).toHaveAttribute('href', `tel:${dealer.tollFreePhone.e164}`);
    const partner = page.getByRole('link', { name: /Partner dealer page/ });
    await expect(partner).toHaveAttribute('target', '_blank');
    await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    // No review is about this model: the page shows none and marks up no rating.
    await expect(page.locator('#reviews-heading')).toHaveCount(0);
    const productLd = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product') as Record<string, unknown> & {
      offers: { price: number; availability: string };
    };
    expect(productLd).not.toHaveProperty('aggregateRating');
    expect(productLd.offers).toMatchObject({
      price: vehicle.salePrice ?? vehicle.price,
      availability: 'https://schema.org/InStock',
    });

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

  test('old and short vehicle URLs redirect permanently to the one vehicle they name', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/vehicle/denago-ev-city', '/vehicles/denago-ev-city'],
      ['/vehicles/d5-ranger-4-plus', '/vehicles/evolution-d5-ranger-4-plus'],
      ['/vehicles/ranger-4-plus', '/vehicles/evolution-d5-ranger-4-plus'],
      ['/vehicles/nomad-xl', '/vehicles/denago-ev-nomad-xl'],
      ['/vehicles/ev-rover-xxl', '/vehicles/denago-ev-rover-xxl'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
    }
    // An ad's or a newsletter's link to a short address keeps its visitor's own tags (the lead's
    // source), though the redirect is served from the cache to every visitor.
    for (const visitor of ['first-visitor', 'second-visitor']) {
      const response = await request.get(`/vehicles/nomad-xl?utm_source=newsletter&gclid=${visitor}`, {
        maxRedirects: 0,
      });
      const location = new URL(response.headers()['location'] ?? '', 'http://x');
      expect(location.pathname).toBe('/vehicles/denago-ev-nomad-xl');
      expect(location.search).toBe(`?utm_source=newsletter&gclid=${visitor}`);
    }
  });

  test('an id that names no vehicle, or several, answers 404 with the not-found screen', async ({
    request,
  }) => {
    for (const path of ['/vehicles/6-plus', '/vehicles/a%2Fb', '/vehicles/..%2F..', '/vehicles/%20']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Vehicle Not Found');
    }
  });

  test('a malformed address is a 400, never a server error', async ({ request }) => {
    expect((await request.get('/vehicles/%E0%A4%A')).status()).toBe(400);
  });
});

test.describe('inventory', () => {
  const cards = (page: Page) => page.locator('main li article');

  test('lists the vehicles on the server, a page at a time, with price and a link to each page', async ({
    page,
    request,
  }) => {
    const listed = listedOnly(await stockFromApi(request));
    await page.goto('/inventory');
    await expect(cards(page)).toHaveCount(Math.min(listed.length, inventoryPageSize));
    await expect(page.getByText(`${listed.length} of ${listed.length} carts available`)).toBeVisible();
    const city = stockVehicle(listed, 'denago-ev-city');
    const card = cards(page).filter({ hasText: city.name });
    await expect(card.getByText(usd(city.price))).toBeVisible();
    await expect(card.getByRole('link', { name: city.name, exact: true })).toHaveAttribute('href', city.url);
    if (listed.length > inventoryPageSize) {
      await page.getByRole('link', { name: 'Next →' }).click();
      await expect(page).toHaveURL('/inventory?page=2');
      await expect(cards(page)).toHaveCount(Math.min(listed.length - inventoryPageSize, inventoryPageSize));
    }
  });

  test('each page of the whole inventory is its own canonical address; a filtered or sorted view points at the whole', async ({
    page,
    request,
  }) => {
    const listed = listedOnly(await stockFromApi(request));
    const lastPage = Math.max(1, Math.ceil(listed.length / inventoryPageSize));
    const canonicalOf = async (address: string) => {
      await page.goto(address);
      const href = await page.locator('link[rel="canonical"]').getAttribute('href');
      const url = new URL(href!);
      return { canonical: `${url.pathname}${url.search}`, title: await page.title() };
    };
    const first = await canonicalOf('/inventory');
    expect(first.canonical).toBe('/inventory');
    const last = await canonicalOf(`/inventory?page=${lastPage}`);
    expect(last.canonical).toBe(lastPage > 1 ? `/inventory?page=${lastPage}` : '/inventory');
    if (lastPage > 1) expect(last.title).not.toBe(first.title);
    // A page past the last shows the last, and says so.
    expect((await canonicalOf('/inventory?page=99999999999999999999')).canonical).toBe(last.canonical);
    expect((await canonicalOf('/inventory?sort=price-asc&page=2')).canonical).toBe('/inventory');
    expect((await canonicalOf('/inventory?brand=denago&page=2')).canonical).toBe('/inventory');
    // The address shows the page drawn too, whatever else it carries.
    await page.goto('/inventory?page=99999999999999999999&utm_source=mail');
    await expect(page).toHaveURL(
      lastPage > 1 ? `/inventory?page=${lastPage}&utm_source=mail` : '/inventory?utm_source=mail',
    );
    await page.goto('/inventory?sort=price-asc&page=0');
    await expect(page).toHaveURL('/inventory?sort=price-asc');
  });

  test('each filter narrows the list, and filters combine', async ({ page, request }) => {
    const listed = listedOnly(await stockFromApi(request));
    const price = (vehicle: (typeof listed)[number]) => vehicle.salePrice ?? vehicle.price;
    await page.goto('/inventory');
    const matching = (test: (vehicle: (typeof listed)[number]) => boolean) =>
      Math.min(listed.filter(test).length, inventoryPageSize);
    await page.getByLabel('Search').fill('rover');
    await expect(page).toHaveURL(/\?q=rover$/);
    await expect(cards(page)).toHaveCount(
      matching((vehicle) =>
        `${vehicle.name} ${vehicle.description} ${vehicle.category} ${vehicle.brand}`
          .toLowerCase()
          .includes('rover'),
      ),
    );
    await page.getByLabel('Search').fill('');
    await expect(page).toHaveURL('/inventory');

    await page.getByLabel('Brand').selectOption('denago');
    await expect(cards(page)).toHaveCount(matching((vehicle) => vehicle.brand === 'Denago'));
    await page.getByLabel('Brand').selectOption('all');

    await page.getByLabel('Category').selectOption('maverick');
    await expect(cards(page)).toHaveCount(
      matching((vehicle) => vehicle.category.toLowerCase().includes('maverick')),
    );
    await page.getByLabel('Category').selectOption('all');

    await page.getByLabel('Price').selectOption('15000-25000');
    const midBand = (vehicle: (typeof listed)[number]) => price(vehicle) >= 15000 && price(vehicle) <= 25000;
    await expect(cards(page)).toHaveCount(matching(midBand));

    await page.getByLabel('Brand').selectOption('evolution');
    await expect(cards(page)).toHaveCount(
      matching((vehicle) => vehicle.brand === 'Evolution' && midBand(vehicle)),
    );
    await expect(page).toHaveURL(/price=15000-25000/);
    await expect(page).toHaveURL(/brand=evolution/);
  });

  test('sorts by price', async ({ page, request }) => {
    const listed = listedOnly(await stockFromApi(request));
    const price = (vehicle: (typeof listed)[number]) => vehicle.salePrice ?? vehicle.price;
    await page.goto('/inventory?sort=price-asc');
    const cheapest = Math.min(...listed.map(price));
    await expect(cards(page).first()).toContainText(usd(cheapest));
    await page.getByLabel('Sort by').selectOption('price-desc');
    const dearest = Math.max(...listed.map(price));
    await expect(cards(page).first()).toContainText(usd(dearest));
  });

  test('an empty result says so and clear-all brings everything back', async ({ page, request }) => {
    const listed = listedOnly(await stockFromApi(request)).slice(0, inventoryPageSize);
    await page.goto('/inventory');
    await page.getByLabel('Search').fill('hovercraft');
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
    await expect(page.getByText('No vehicles match your current filters.')).toBeVisible();
    await expect(page).toHaveURL('/inventory?q=hovercraft');
    await page.getByRole('link', { name: 'Clear all filters' }).first().click();
    await expect(cards(page)).toHaveCount(listed.length);
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
    await expect(page).toHaveURL(/price=under-15000/);
    await expect(cards(page)).toHaveCount(3);
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/vehicles\//);
    await page.goBack();
    await expect(page).toHaveURL(/brand=denago/);
    await expect(page.getByLabel('Price')).toHaveValue('under-15000');
    await expect(cards(page)).toHaveCount(3);
    await page.goBack();
    await expect(page.getByLabel('Price')).toHaveValue('all');
    // A search typed, however many pauses it had, is one step: Back returns to the filters before it,
    // the search box emptied though it still has the focus.
    const search = page.getByLabel('Search');
    await search.pressSequentially('ro');
    await expect(page).toHaveURL(/[?&]q=ro(&|$)/);
    await search.pressSequentially('ver');
    await expect(page).toHaveURL(/[?&]q=rover(&|$)/);
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page).toHaveURL(/brand=denago/);
    await expect(search).toHaveValue('');
    // A search that empties the list, then Back: the count and the cards are the page's again.
    const countLine = page.locator('#inventory-results');
    const before = await countLine.textContent();
    await search.pressSequentially('zzzz');
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=zzzz(&|$)/);
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(cards(page)).toHaveCount(3);
    await expect(countLine).toHaveText(before!);
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toHaveCount(0);
  });
});

test.describe('brand pages', () => {
  test('denago shows 3 series cards and evolution 7, with starting prices from the stock', async ({
    page,
    request,
  }) => {
    const stock = await stockFromApi(request);
    const from = (id: SeriesId) => usd(startingPrice(vehiclesInSeries({ id }, stock))!);
    const brandPages = [
      { path: '/denago', cards: 3, series: 'EV NOMAD', id: 'ev-nomad', link: 'View DENAGO Models' },
      { path: '/evolution', cards: 7, series: 'CLASSIC', id: 'classic', link: 'View EVOLUTION Models' },
    ] as const;
    for (const brand of brandPages) {
      await page.goto(brand.path);
      await expect(page.getByTestId('series-card')).toHaveCount(brand.cards);
      await expect(page.getByTestId('series-card').filter({ hasText: brand.series })).toContainText(
        `Starting at ${from(brand.id)}`,
      );
      await expect(page.getByRole('link', { name: brand.link })).toHaveAttribute('href', '/inventory');
    }
  });

  test('evolution cards list at most 3 models, then "+N more models"', async ({ page, request }) => {
    const stock = await stockFromApi(request);
    await page.goto('/evolution');
    for (const item of series.filter((entry) => entry.brand === 'evolution' && entry.onBrandPage)) {
      const card = page
        .getByTestId('series-card')
        .filter({ has: page.getByRole('heading', { name: item.name.toUpperCase(), exact: true }) });
      const count = vehiclesInSeries(item, stock).length;
      await expect(card.locator('a[href^="/vehicles/"]')).toHaveCount(Math.min(3, count));
      // "+1 more model", "+2 more models".
      if (count > 3)
        await expect(
          card.getByRole('link', {
            name: `+${count - 3} more model${count - 3 === 1 ? '' : 's'}`,
            exact: true,
          }),
        ).toBeVisible();
      else await expect(card.getByText(/more model/)).toHaveCount(0);
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
      // Each button's name starts with its visible words (WCAG 2.5.3: "click Get Quote" by voice).
      await expect(lineup.getByRole('link', { name: /^Get Quote for the / })).toHaveCount(6);
      await expect(lineup.getByRole('link', { name: /^View Details of the / })).toHaveCount(6);
      await expect(page.getByRole('link', { name: 'Compare All Models' })).toHaveAttribute(
        'href',
        '/inventory',
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product.group');
    }
  });
});

test.describe('home', () => {
  test('links into the site: inventory, featured carts, about, towns and contact', async ({
    page,
    request,
  }) => {
    const featuredStock = listedOnly(await stockFromApi(request)).filter((vehicle) => vehicle.featured);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'View Inventory' })).toHaveAttribute('href', '/inventory');
    const featured = page.locator('#featured li article');
    await expect(featured).toHaveCount(featuredStock.length);
    for (const vehicle of featuredStock) {
      const card = featured.filter({ hasText: vehicle.name });
      await expect(card.getByText('NEW')).toBeVisible();
      await expect(card).toContainText(usd(vehicle.salePrice ?? vehicle.price));
    }
    await expect(page.getByRole('link', { name: 'View Full Inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    await expect(page.locator('#service-area').getByRole('link', { name: /Golf Carts$/ })).toHaveCount(21);
    await expect(page.locator('#service-area iframe')).toHaveCount(0);
    const first = featuredStock[0]!;
    await featured.filter({ hasText: first.name }).getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(first.url);
  });
});
