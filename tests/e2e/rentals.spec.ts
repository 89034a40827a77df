/**
 * Rentals and the town pages: the plan tables exactly as the dealer published them, a page for
 * every town with its own title and canonical URL, the calls to action that open the booking
 * page pre-filled, and honest 404s for towns we do not serve.
 */

import { municipalities, municipalityTitle, nearbyMunicipalities } from '../../src/content/municipalities';
import { cartType, cartTypes, rentalFootnotes } from '../../src/content/rental-plans';
import { averageRating, reviewsAbout, sampleReviews } from '../../src/content/reviews';
import { servingLocation } from '../../src/features/places/town-location';
import { bookingHref } from '../../src/features/rentals/availability-query';
import { formatPrice } from '../../src/lib/format-price';
import { expect, test, type Locator, type Page } from '../support/browser-test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The RESERVE TODAY of one cart's plan, named for both (its visible words come first). */
function reserveLink(page: Page, cartTitle: string, planTitle: string): Locator {
  return page.getByRole('link', { name: `RESERVE TODAY: ${cartTitle}, ${planTitle} plan`, exact: true });
}

/** The table cell of one cart's plan: its price, renewal, saving and RESERVE TODAY. */
function planCell(page: Page, cartTitle: string, planTitle: string): Locator {
  return page.getByRole('cell').filter({ has: reserveLink(page, cartTitle, planTitle) });
}

/** Every plan of every cart type, field by field, with its RESERVE TODAY link. */
async function expectPlanTables(page: Page, municipality?: string) {
  const table = page.getByRole('table', { name: 'Rental plans and prices for each cart' });
  await expect(table.getByRole('columnheader')).toHaveText(['Plan', ...cartTypes.map((type) => type.title)]);
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Plans and prices' })).toContainText(
    cartTypes[0]!.plans[0]!.deliveryFee,
  );
  for (const type of cartTypes) {
    const section = page.getByRole('region', { name: type.title, exact: true });
    await expect(section).toBeVisible();
    await expect(section).toContainText(type.seats);
    await expect(section).toContainText(`Security deposit: ${formatPrice(type.securityDeposit)}`);
    for (const plan of type.plans) {
      const row = table.getByRole('row').filter({ has: planCell(page, type.title, plan.title) });
      const rowHeader = row.getByRole('rowheader');
      for (const text of [plan.title, plan.subtitle, plan.badge])
        await expect(rowHeader, `${type.id}/${plan.id}: ${text}`).toContainText(text);
      if (plan.recommended) await expect(rowHeader).toContainText('Recommended');
      else await expect(rowHeader).not.toContainText('Recommended');
      const cell = planCell(page, type.title, plan.title);
      for (const text of [formatPrice(plan.price), plan.period, plan.renewal])
        await expect(cell, `${type.id}/${plan.id}: ${text}`).toContainText(text);
      if (plan.savings) await expect(cell).toContainText(plan.savings);
      await expect(reserveLink(page, type.title, plan.title)).toHaveAttribute(
        'href',
        bookingHref({ type: type.id, plan: plan.id, town: municipality }),
      );
    }
  }
}

/** A few figures typed straight from the spec's table, so a wrong content module fails too. */
async function expectSpecFigures(page: Page) {
  const four = (plan: string) => planCell(page, '4 Seater Golf Cart', plan);
  const six = (plan: string) => planCell(page, '6 Seater Golf Cart', plan);
  const utility = (plan: string) => planCell(page, 'Utility Cart', plan);
  await expect(four('Daily')).toContainText('$245');
  await expect(four('3 Day')).toContainText('$685');
  await expect(four('3 Day')).toContainText('$228.34/day');
  await expect(four('3 Day')).toContainText('Save 6.8%');
  await expect(four('Weekly')).toContainText('$1,050');
  await expect(four('Weekly')).toContainText('Save 38.7%');
  await expect(four('Monthly')).toContainText('$2,800');
  await expect(four('Monthly')).toContainText('$94/day');
  await expect(four('Monthly')).toContainText('Save 61.6%');
  await expect(six('Daily')).toContainText('$295');
  await expect(six('3 Day')).toContainText('$735');
  await expect(six('3 Day')).toContainText('Save 16.9%');
  await expect(six('Weekly')).toContainText('$1,400');
  await expect(six('Weekly')).toContainText('$200/day');
  await expect(six('Monthly')).toContainText('$3,500');
  await expect(six('Monthly')).toContainText('$116.67/day');
  await expect(six('Monthly')).toContainText('Save 60.4%');
  await expect(utility('Monthly')).toContainText('$2,800');
  await expect(page.getByRole('region', { name: '4 Seater Golf Cart', exact: true })).toContainText('$500');
  await expect(page.getByRole('region', { name: '6 Seater Golf Cart', exact: true })).toContainText('$750');
  await expect(page.getByRole('region', { name: 'Utility Cart', exact: true })).toContainText('$600');
}

test.describe('/rentals', () => {
  test('shows the benefits, every plan as published in one table, the help section and the footnote', async ({
    page,
  }) => {
    await page.goto('/rentals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf Cart Rentals');
    await expect(page.getByRole('region', { name: /^Why rent from/ }).getByRole('listitem')).toHaveCount(6);
    await expectPlanTables(page);
    await expectSpecFigures(page);
    const help = page.getByRole('region', { name: 'Need Help Choosing?' });
    await expect(help.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    for (const note of rentalFootnotes) await expect(page.getByText(note, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Golf Cart Rental Policy/ })).toHaveAttribute(
      'href',
      '/policies/rental-policy',
    );
    // The towns are folded by area; a visitor opens theirs.
    await page.locator('#rental-towns').getByRole('heading', { name: 'Jersey Shore', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Toms River Township', exact: true })).toHaveAttribute(
      'href',
      '/toms-river/rentals',
    );
  });
});

test.describe('a town rental page', () => {
  test('shows the same plan table, each RESERVE TODAY carrying the town', async ({ page }) => {
    await page.goto('/toms-river/rentals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toms River Township Golf Cart Rentals');
    await expectPlanTables(page, 'toms-river');
    await expectSpecFigures(page);
    await expect(page.getByRole('heading', { name: /Need Help Choosing/ })).toBeVisible();
    for (const note of rentalFootnotes) await expect(page.getByText(note, { exact: true })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/toms-river\/rentals$/);
  });

  test('shows the reviews it marks up, and marks up the town, its coordinates and the breadcrumbs', async ({
    page,
  }) => {
    await page.goto('/toms-river/rentals');
    const reviews = page.getByRole('region', { name: 'What our customers say' });
    const rentalReviews = reviewsAbout('rentals');
    const rating = averageRating(rentalReviews);
    await expect(reviews).toContainText(
      `Rated ${rating.toFixed(1)} out of 5 from ${rentalReviews.length} ${rentalReviews.length === 1 ? 'review' : 'reviews'}`,
    );
    // Only reviews about rentals: a review of a repair says nothing about renting a cart.
    for (const review of sampleReviews.filter((candidate) => !rentalReviews.includes(candidate)))
      await expect(reviews).not.toContainText(review.headline);
    for (const review of rentalReviews) {
      await expect(reviews).toContainText(review.author);
      await expect(reviews).toContainText(review.headline);
      await expect(reviews).toContainText(review.reviewBody);
    }
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      'Home',
      'Toms River Township Golf Carts',
      'Rentals',
    ]);
    expect(breadcrumbs.itemListElement[1]?.item).toMatch(/\/toms-river$/);
    const service = data.find((item) => item['@type'] === 'Service') as {
      areaServed: { name: string; geo: { latitude: number; longitude: number } };
      review: { author: { name: string } }[];
      aggregateRating: { ratingValue: number };
    };
    expect(service.areaServed.name).toBe('Toms River Township');
    expect(service.areaServed.geo).toMatchObject({ latitude: 39.9537, longitude: -74.1979 });
    expect(service.review.map((review) => review.author.name)).toEqual(
      rentalReviews.map((review) => review.author),
    );
    expect(service.aggregateRating.ratingValue).toBe(rating);
  });

  test('Book Rental Now and RESERVE TODAY open the booking page with the cart, its length and the town', async ({
    page,
  }) => {
    await page.goto('/bay-head/rentals');
    const book = page.getByRole('link', { name: 'Book Rental Now' }).first();
    const bookUrl = new URL((await book.getAttribute('href'))!, 'http://site.invalid');
    expect(bookUrl.pathname).toBe('/rentals/book');
    expect(Object.fromEntries(bookUrl.searchParams)).toEqual({ town: 'bay-head' });

    const six = cartType('six-seater');
    const weekly = six.plans.find((plan) => plan.id === 'weekly')!;
    await reserveLink(page, six.title, weekly.title).click();
    await page.waitForURL((url) => url.pathname === '/rentals/book');
    const availability = page.getByRole('region', { name: 'Cart, dates and delivery' });
    await expect(availability.getByRole('radio', { name: new RegExp(six.title) })).toBeChecked();
    // The page lands on the cart chosen, as Tab would: Space there keeps it, not another.
    await expect(availability.getByRole('radio', { name: new RegExp(six.title) })).toBeFocused();
    await expect(availability.getByRole('spinbutton', { name: 'Days' })).toHaveValue(
      String(weekly.durationDays),
    );
    await expect(availability.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('bay-head');
  });

  test('the back link returns to the town page', async ({ page }) => {
    await page.goto('/ortley-beach/rentals');
    const back = page.getByRole('link', { name: 'Back to municipality page' });
    await expect(back).toHaveAttribute('href', '/ortley-beach');
    await back.click();
    await expect(page).toHaveURL(/\/ortley-beach$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ortley Beach Township Golf Carts');
  });
});

test.describe('town landing pages', () => {
  test('all 56 answer 200 with their own h1 and canonical, and so do their rental pages', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    expect(municipalities).toHaveLength(56);
    for (const town of municipalities) {
      for (const [path, h1] of [
        [`/${town.slug}`, municipalityTitle(town)],
        [`/${town.slug}/rentals`, `${town.name} ${town.type} Golf Cart Rentals`],
      ] as const) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, `h1 of ${path}`).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(h1)}</h1>`));
        expect(html.match(/<h1[\s>]/g), `one h1 on ${path}`).toHaveLength(1);
        expect(html, `canonical of ${path}`).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
      }
    }
  });

  test('a town page has local content, its nearby towns, models, rentals and a call button', async ({
    page,
  }) => {
    const town = municipalities.find((candidate) => candidate.slug === 'forked-river')!;
    await page.goto('/forked-river');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forked River Township Golf Carts');
    await expect(page.getByText('Forked River, part of Lacey Township').first()).toBeVisible();
    await expect(page.getByText(town.localIntro)).toBeVisible();
    for (const use of town.cartUses) await expect(page.getByText(use, { exact: true })).toBeVisible();
    const showroom = servingLocation(town).location;
    await expect(page.getByText(`${showroom.name}, about `)).toBeVisible();
    await expect(page.getByText('Ocean County, NJ', { exact: true })).toBeVisible();

    const nearby = page.getByRole('region', { name: 'Towns near Forked River' }).getByRole('link');
    await expect(nearby).toHaveCount(4);
    const expected = nearbyMunicipalities(town, 4);
    for (const [index, other] of expected.entries()) {
      await expect(nearby.nth(index)).toHaveText(municipalityTitle(other));
      await expect(nearby.nth(index)).toHaveAttribute('href', `/${other.slug}`);
    }

    const models = page.getByRole('region', { name: 'Popular carts in Forked River' });
    const modelLinks = models.getByRole('listitem').getByRole('link');
    await expect(modelLinks).toHaveCount(4);
    for (const href of await modelLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/vehicles\/[a-z0-9-]+$/);
    }
    await expect(models.getByRole('listitem').first()).toContainText(/\$\d{1,2},\d{3}/);

    await expect(page.getByRole('link', { name: 'Forked River rental plans' })).toHaveAttribute(
      'href',
      '/forked-river/rentals',
    );
    await expect(page.getByRole('link', { name: /Call Now/ }).first()).toHaveAttribute('href', /^tel:/);
    for (const href of ['/inventory', '/services', '/policies/storage-policy']) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test('each town has its own title and description', async ({ request }) => {
    const seen = new Set<string>();
    for (const slug of ['bay-head', 'mantoloking', 'bridgewater', 'somerset']) {
      const town = municipalities.find((each) => each.slug === slug)!;
      const html = await (await request.get(`/${slug}`)).text();
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      // Its county always; the state too where the wording has room (town-copy.test holds which).
      expect(description).toContain(town.county);
      const withoutName = description.replaceAll(town.name, '');
      expect(seen.has(withoutName)).toBe(false);
      seen.add(withoutName);
    }
  });
});

test.describe('unknown towns', () => {
  test('/{unknown} is the site 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/not-a-town');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });

  test('/{unknown}/rentals says "Municipality not found" with status 404', async ({ page }) => {
    const response = await page.goto('/not-a-town/rentals');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Municipality not found');
    await expect(page.getByRole('link', { name: 'See all rental plans' })).toHaveAttribute(
      'href',
      '/rentals',
    );
  });
});
