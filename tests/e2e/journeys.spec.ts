/**
 * What a buyer meets on a phone: links that land where they say, Back that keeps the place, a
 * site that works with JavaScript off, the right showroom for each town, clicks that count and a
 * reference to quote after sending.
 */

import { dealer } from '../../src/content/dealer';
import { municipalityBySlug } from '../../src/content/municipalities';
import { servingLocation } from '../../src/features/places/town-location';
import { expect, test, type Page } from '../support/browser-test';
import { holdScriptsBack } from '../support/slow-scripts';
import { signInAsStaff } from '../support/staff-session';
import { listedOnly, stockFromApi, usd } from '../support/stock';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const headerBottom = (page: Page) =>
  page.locator('header').evaluate((header) => header.getBoundingClientRect().bottom);

test('a Request Quote link lands on the form: heading below the header, first field focused', async ({
  page,
  request,
}) => {
  const vehicle = listedOnly(await stockFromApi(request)).find((candidate) => candidate.condition === 'new')!;
  await page.goto(vehicle.url);
  await page.getByRole('link', { name: 'Request Quote' }).click();
  await expect(page).toHaveURL(/\/contact\?.*topic=quote.*#enquiry-form$/);
  const heading = page.getByRole('heading', { name: `Quote for the ${vehicle.name}` });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
  expect(top).toBeLessThan(844 / 2);
  // The link says what the enquiry is about, so a message is optional.
  await expect(page.getByRole('textbox', { name: 'Message (optional)' })).toBeVisible();
});

test('Back from a vehicle page returns to the place in the inventory the buyer left', async ({ page }) => {
  await page.goto('/inventory');
  const card = page.locator('main li article').nth(9);
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1500);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/vehicles\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/inventory');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 100);
});

test('Back to Inventory on a vehicle page keeps the filters the buyer chose', async ({ page }) => {
  await page.goto('/inventory?brand=denago&seats=6');
  await page.locator('main li article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/vehicles\//);
  await page.getByRole('link', { name: 'Back to Inventory' }).click();
  await expect(page).toHaveURL('/inventory?brand=denago&seats=6');
});

test('the search box understands "6 seater" and the filters say how many carts each shows', async ({
  page,
  request,
}) => {
  const sixSeaters = listedOnly(await stockFromApi(request)).filter((vehicle) => vehicle.seats === 6);
  await page.goto('/inventory');
  await page.getByRole('searchbox', { name: 'Search' }).fill('6 seater');
  await expect(page).toHaveURL('/inventory?q=6+seater');
  await expect(page.getByText(`${sixSeaters.length} of`)).toBeVisible();
  // It looks like a button: Enter opens it as Space does, and sends nothing.
  await page.getByRole('checkbox', { name: /Show filters/ }).focus();
  await page.keyboard.press('Enter');
  const brand = page.getByRole('combobox', { name: 'Brand' });
  await expect(brand).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Show filters/ })).toBeFocused();
  const denago = sixSeaters.filter((vehicle) => vehicle.brand === 'Denago').length;
  await expect(brand.locator('option[value="denago"]')).toHaveText(`Denago (${denago})`);
  await expect(page.getByRole('button', { name: `Show ${sixSeaters.length} carts` })).toBeVisible();
});

test('what a buyer types before the page has loaded its scripts still searches', async ({
  page,
  request,
}) => {
  const sixSeaters = listedOnly(await stockFromApi(request)).filter((vehicle) => vehicle.seats === 6);
  // A slow phone: the page is there and the buyer types while its scripts are still on the way.
  const scriptsArrive = await holdScriptsBack(page);
  await page.goto('/inventory', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('6 seater');
  scriptsArrive();
  await expect(page).toHaveURL('/inventory?q=6+seater');
  await expect(page.getByText(`${sixSeaters.length} of`)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('6 seater');
});

test('a sort chosen before the page has loaded its scripts still sorts', async ({ page, request }) => {
  const listed = listedOnly(await stockFromApi(request));
  const dearest = Math.max(...listed.map((vehicle) => vehicle.salePrice ?? vehicle.price));
  const scriptsArrive = await holdScriptsBack(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/inventory', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Sort by').selectOption('price-desc');
  scriptsArrive();
  await expect(page).toHaveURL('/inventory?sort=price-desc');
  await expect(page.locator('main li article').first()).toContainText(usd(dearest));
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
});

test('the nav marks the section of vehicle, brand and town rental pages on a phone too', async ({ page }) => {
  for (const [path, section] of [
    ['/vehicles/denago-ev-city', 'Inventory'],
    ['/denago', 'Inventory'],
    ['/bay-head/rentals', 'Rentals'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.locator('[aria-current]'), path).toHaveText(section);
    await page.keyboard.press('Escape');
  }
});

test('a town page names, calls and directs to its nearest showroom, with its hours', async ({ page }) => {
  for (const slug of ['somerset', 'bay-head']) {
    const { location } = servingLocation(municipalityBySlug(slug)!);
    await page.goto(`/${slug}`);
    const facts = page.getByRole('complementary', { name: /at a glance/ });
    await expect(facts).toContainText(location.name);
    await expect(facts.getByRole('link', { name: location.phone.display })).toHaveAttribute(
      'href',
      `tel:${location.phone.e164}`,
    );
    await expect(facts.getByText(/^(Open now|Closed, opens)/)).toBeVisible();
    await expect(facts.getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      new RegExp(`destination=${location.coordinates!.latitude},${location.coordinates!.longitude}`),
    );
    await expect(page.locator('#town-contact').locator(`a[href="tel:${location.phone.e164}"]`)).toBeVisible();
  }
});

test('after a rejected submit, correcting the last field and clicking Send once sends it', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
  await page.getByRole('textbox', { name: 'Email' }).fill(`robin.${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('(908) 555-0188');
  await page.getByRole('textbox', { name: 'Message' }).fill('Too short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you have a six seater in blue this spring?');
  // One click: the message's space is kept when the field loses focus, so the button stays put.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=[2-9A-Z]{6}&key=[\w-]{43}$/);
});

test('the thank-you page recaps the request with a reference the staff inbox finds', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(
    '/contact?interest=rentals&rentalPlan=six-seater/weekly&municipality=bay-head&topic=reservation',
  );
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Reyes');
  await page.getByRole('textbox', { name: 'Email' }).fill(`sam.${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('(908) 555-0177');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?ref=/);
  const reference = new URL(page.url()).searchParams.get('ref')!;
  const recap = page.locator('#your-request');
  await expect(recap).toContainText('6 Seater Golf Cart, Weekly plan');
  await expect(recap).toContainText('Bay Head Borough');
  await expect(recap).toContainText(reference);
  await expect(recap).not.toContainText('Sam');
  // The reference alone (six characters, read out on the phone) opens no recap: the key is the sender's.
  await page.goto(`/thank-you?ref=${reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank You');
  await expect(page.locator('#your-request')).toHaveCount(0);

  await signInAsStaff(context, baseURL!);
  await page.goto(`/admin?q=${reference.toLowerCase()}`);
  await expect(page.getByRole('link', { name: 'Sam Reyes' })).toBeVisible();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the inventory and a vehicle page show their content, and filters work as a form', async ({
    page,
  }) => {
    await page.goto('/inventory');
    await expect(page.locator('main li article').first()).toBeVisible();
    await page.getByText('Show filters').click();
    await page.getByRole('combobox', { name: 'Seats' }).selectOption('8');
    await page.getByRole('button', { name: /^Show \d+ carts?$/ }).click();
    await expect(page).toHaveURL(/seats=8/);
    for (const card of await page.locator('main li article').all())
      await expect(card).toContainText('8 seats');
    await page.locator('main li article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  });

  test('the menu opens and its links work', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Showroom' }).click();
    await expect(page).toHaveURL('/showroom');
    await expect(page.locator('header a[href^="tel:"]').first()).toHaveAttribute(
      'href',
      `tel:${dealer.phone.e164}`,
    );
  });
});
