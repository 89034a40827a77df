/**
 * /compare: up to three vehicles side by side from the address alone (`ids=a,b,c`), the rows
 * where they differ marked, each column's own Get Quote, unknown and surplus ids reported, the
 * add-a-cart form without JavaScript, the entry points on cards and vehicle pages, and axe on
 * every state. Vehicles are chosen from the site's own API, never by name.
 */

import { compareHref, idsInAddress, maxCompared } from '../../src/features/inventory/compare';
import type { VehicleApiRecord } from '../../src/features/inventory/vehicle-api';
import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/browser-test';
import { listedOnly, stockFromApi, usd } from '../support/stock';

const price = (vehicle: VehicleApiRecord) => vehicle.salePrice ?? vehicle.price;
const ids = (vehicles: readonly VehicleApiRecord[]) => vehicles.map((vehicle) => vehicle.id);

/** The vehicles' columns: one column header each, in the order compared. */
const columns = (page: Page) => page.getByRole('table').getByRole('columnheader');
const rowHeader = (page: Page, label: string) =>
  page.getByRole('table').getByRole('rowheader', { name: new RegExp(`^${label}\\b`) });
/** The table row a row header heads. */
const row = (page: Page, label: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}\\b`) }) });

/** Two listed vehicles with the same seats and different prices: one row differs, one does not. */
function pairWithSameSeatsAndDifferentPrices(listed: readonly VehicleApiRecord[]) {
  for (const first of listed)
    for (const second of listed)
      if (first.id !== second.id && first.seats === second.seats && price(first) !== price(second))
        return [first, second] as const;
  throw new Error('The stock has no two carts with the same seats and different prices');
}

async function expectColumns(page: Page, vehicles: readonly VehicleApiRecord[]) {
  await expect(columns(page)).toHaveCount(vehicles.length);
  for (const [index, vehicle] of vehicles.entries()) {
    const column = columns(page).nth(index);
    await expect(column.getByRole('link', { name: vehicle.name, exact: true })).toHaveAttribute(
      'href',
      vehicle.url,
    );
    await expect(column).toContainText(vehicle.brand);
  }
}

test.describe('compare', () => {
  test('one vehicle: its column, the form to add another, no differences to mark, noindex', async ({
    page,
    request,
  }) => {
    const [vehicle] = listedOnly(await stockFromApi(request));
    const response = await page.goto(compareHref([vehicle!.id]));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Golf Carts Side by Side');
    await expectColumns(page, [vehicle!]);
    await expect(rowHeader(page, 'Price')).toBeVisible();
    await expect(page.getByRole('table')).toContainText(usd(price(vehicle!)));
    await expect(page.getByRole('table')).not.toContainText('Differs');
    await expect(page.getByRole('link', { name: 'Show only differences' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Cart to add' })).toBeVisible();
    // The add form offers other listed carts, not the one already compared.
    await expect(page.locator(`#compare-add option[value="${vehicle!.id}"]`)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${compareHref([vehicle!.id]).replace(/[?]/g, '\\?')}$`),
    );
    expect(await axeViolations(page)).toEqual([]);

    // Removing the only cart lands on the empty comparison, which says so.
    await page.getByRole('link', { name: `Remove the ${vehicle!.name} from the comparison` }).click();
    await expect(page.getByRole('heading', { name: 'No carts to compare yet' })).toBeFocused();
  });

  test('two vehicles: the rows that differ are marked, equal rows are not, and the differences-only view', async ({
    page,
    request,
  }) => {
    const pair = pairWithSameSeatsAndDifferentPrices(listedOnly(await stockFromApi(request)));
    await page.goto(compareHref(ids(pair)));
    await expectColumns(page, pair);
    await expect(rowHeader(page, 'Price')).toContainText('Differs');
    await expect(row(page, 'Price')).toHaveAttribute('data-differs', 'true');
    await expect(rowHeader(page, 'Seats')).toBeVisible();
    await expect(rowHeader(page, 'Seats')).not.toContainText('Differs');
    await expect(row(page, 'Seats')).not.toHaveAttribute('data-differs');
    for (const vehicle of pair) await expect(page.getByRole('table')).toContainText(usd(price(vehicle)));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Show only differences' }).click();
    await expect(page).toHaveURL(compareHref(ids(pair), { diff: true }));
    await expect(rowHeader(page, 'Price')).toBeVisible();
    await expect(rowHeader(page, 'Seats')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Show all rows' }).click();
    await expect(page).toHaveURL(compareHref(ids(pair)));
    await expect(rowHeader(page, 'Seats')).toBeVisible();
  });

  test('three vehicles: each column quotes its own vehicle, and Remove drops only that one', async ({
    page,
    request,
  }) => {
    const three = listedOnly(await stockFromApi(request)).slice(0, 3);
    expect(three).toHaveLength(3);
    await page.goto(compareHref(ids(three)));
    await expectColumns(page, three);
    // The comparison is full: no form to add a fourth.
    await expect(page.getByRole('combobox', { name: 'Cart to add' })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: new RegExp(compareHref(ids(three)).replace(/[?]/g, '\\?')) }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    for (const [index, vehicle] of three.entries()) {
      const quote = columns(page)
        .nth(index)
        .getByRole('link', { name: `Get Quote for the ${vehicle.name}` });
      const url = new URL((await quote.getAttribute('href')) ?? '', 'http://site.invalid');
      expect(url.pathname).toBe('/contact');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        interest: 'sales',
        vehicleId: vehicle.id,
        topic: 'quote',
      });
    }
    const [, middle] = three;
    await columns(page)
      .nth(1)
      .getByRole('link', { name: `Get Quote for the ${middle!.name}` })
      .click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByRole('heading', { name: `Quote for the ${middle!.name}` })).toBeVisible();

    await page.goBack();
    await columns(page)
      .nth(1)
      .getByRole('link', { name: `Remove the ${middle!.name} from the comparison` })
      .click();
    const remaining = three.filter((vehicle) => vehicle.id !== middle!.id);
    await expect(page).toHaveURL(`${compareHref(ids(remaining))}#comparison`);
    await expectColumns(page, remaining);
    // The focus lands on what is compared now, named, not at the top of the page.
    const comparing = page.getByText(/^Comparing 2 carts/);
    await expect(comparing).toBeFocused();
    for (const vehicle of remaining) await expect(comparing).toContainText(vehicle.name);

    // Added from the form, the cart lands the visitor on the comparison in the same way.
    await page.getByRole('combobox', { name: 'Cart to add' }).selectOption(middle!.id);
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await expectColumns(page, [...remaining, middle!]);
    await expect(page.getByText(/^Comparing 3 carts/)).toBeFocused();
  });

  test('at phone width, a cart link the keyboard reaches in the table is scrolled fully into view', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const three = listedOnly(await stockFromApi(request)).slice(0, 3);
    await page.goto(compareHref(ids(three)));
    const region = page.getByRole('region', { name: /^Comparison table of/ });
    const box = (await region.boundingBox())!;
    const stickyColumn = (await page.getByRole('table').getByRole('rowheader').first().boundingBox())!;
    // Along the table and back: each way, the link the focus reaches is shown whole.
    for (const vehicle of [...three, ...[...three].reverse()]) {
      const quote = page.getByRole('link', { name: `Get Quote for the ${vehicle.name}` });
      await quote.focus();
      // Clear of the sticky row headers on the left, and inside the box on the right.
      await expect
        .poll(async () => {
          const shown = (await quote.boundingBox())!;
          return (
            shown.x >= stickyColumn.x + stickyColumn.width - 1 &&
            shown.x + shown.width <= box.x + box.width + 1
          );
        })
        .toBe(true);
    }
  });

  test('an unknown id is reported, with status 200, and the others are still compared', async ({
    page,
    request,
  }) => {
    const [first, second] = listedOnly(await stockFromApi(request)) as [VehicleApiRecord, VehicleApiRecord];
    const response = await page.goto(compareHref([first.id, 'no-such-cart-here', second.id]));
    expect(response?.status()).toBe(200);
    await expect(page.getByText('We could not find “no-such-cart-here”.')).toBeVisible();
    await expectColumns(page, [first, second]);
    // The shareable address leaves the unknown id out.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${compareHref([first.id, second.id]).replace(/[?]/g, '\\?')}$`),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('nothing known to compare: the notice, an empty state with the way to the inventory', async ({
    page,
  }) => {
    const response = await page.goto(compareHref(['no-such-cart', 'nor-this-one']));
    expect(response?.status()).toBe(200);
    await expect(page.getByText('We could not find “no-such-cart” and “nor-this-one”.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No carts to compare yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the inventory' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    await expect(page.getByRole('combobox', { name: 'Cart to add' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/compare');
    await expect(page.getByRole('heading', { name: 'No carts to compare yet' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test(`more than ${maxCompared} ids: the first ${maxCompared} are compared and the page says the rest were left out`, async ({
    page,
    request,
  }) => {
    const five = listedOnly(await stockFromApi(request)).slice(0, 5);
    expect(five).toHaveLength(5);
    // Repeated parameters, spaces and a duplicate are read as one list.
    const response = await page.goto(
      `/compare?ids=${five[0]!.id},%20${five[1]!.id}&ids=${five[0]!.id}&ids=${ids(five.slice(2)).join(',')}`,
    );
    expect(response?.status()).toBe(200);
    await expectColumns(page, five.slice(0, maxCompared));
    await expect(
      page.getByText(
        `You can compare up to ${maxCompared} carts at a time, so we left out the other 2 you asked for.`,
      ),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('hostile or broken addresses answer 200 (or the add form redirect), never a server error', async ({
    request,
  }) => {
    const hundred = Array.from({ length: 100 }, (_, index) => `cart-${index}`).join(',');
    const thousands = Array.from({ length: 2650 }, (_, index) => `x${String(index).padStart(4, '0')}`).join(
      ',',
    );
    for (const path of [
      '/compare?ids=%00',
      '/compare?ids=%E0%A4%A',
      `/compare?ids=${'x'.repeat(4000)}`,
      `/compare?ids=${hundred}`,
      '/compare?ids=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/compare?ids[]=a&ids[b]=c&diff=1&diff=0',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain('<script>alert(1)');
    }
    // The add form's answer: its own clean address, whatever was sent.
    for (const [path, location] of [
      ['/compare?add=%00', '/compare'],
      ['/compare?ids=a&add', '/compare?ids=a'],
      ['/compare?ids=a,%20B&diff=1&add=c', '/compare?ids=a,b,c&diff=1'],
      // Thousands of ids asked for: the answer keeps the first of them, instead of an address too
      // long for the server to send.
      [`/compare?add=${thousands}`, `/compare?ids=${thousands.split(',').slice(0, idsInAddress).join(',')}`],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers()['location'] ?? '', 'http://site.invalid').href, path).toBe(
        new URL(location, 'http://site.invalid').href,
      );
    }
  });

  test('at 390 px the table scrolls inside its own region, not the page', async ({ page, request }) => {
    const three = listedOnly(await stockFromApi(request)).slice(0, 3);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(compareHref(ids(three)));
    const region = page.getByRole('region', { name: /^Comparison table of / });
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // The row headers stay in view while the columns scroll.
    await region.evaluate((element) => element.scrollBy(300, 0));
    const header = rowHeader(page, 'Price');
    const regionBox = (await region.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    expect(Math.abs(headerBox.x - regionBox.x)).toBeLessThan(2);
    expect(await axeViolations(page)).toEqual([]);
    // With one cart the add form is there too, its long choices inside the page.
    await page.goto(compareHref(ids(three.slice(0, 1))));
    await expect(page.getByRole('combobox', { name: 'Cart to add' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  test('a card in the inventory and a vehicle page lead to the comparison of that vehicle', async ({
    page,
    request,
  }) => {
    const listed = listedOnly(await stockFromApi(request));
    await page.goto('/inventory');
    const card = page.locator('main li article').first();
    const name = await card.getByRole('heading').textContent();
    const vehicle = listed.find((candidate) => candidate.name === name?.trim())!;
    await card.getByRole('link', { name: `Compare the ${vehicle.name} with other carts` }).click();
    await expect(page).toHaveURL(compareHref([vehicle.id]));
    await expectColumns(page, [vehicle]);

    const other = listed.find((candidate) => candidate.id !== vehicle.id)!;
    await page.goto(other.url);
    await page.getByRole('link', { name: 'Compare with other carts' }).click();
    await expect(page).toHaveURL(compareHref([other.id]));
    await expectColumns(page, [other]);
  });
});

test.describe('compare with JavaScript off', () => {
  // axe needs a script in the page; these states are the server's same HTML, checked above.
  test.use({ javaScriptEnabled: false });

  test('the add-a-cart form is a plain GET form that lands on the shareable address', async ({
    page,
    request,
  }) => {
    const listed = listedOnly(await stockFromApi(request));
    // Same seats, different prices: the Seats row drops out of the differences-only view.
    const [first, second] = pairWithSameSeatsAndDifferentPrices(listed);
    const third = listed.find((vehicle) => vehicle.id !== first.id && vehicle.id !== second.id);
    await page.goto(compareHref([first.id]));
    await page.getByRole('combobox', { name: 'Cart to add' }).selectOption(second.id);
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await expect(page).toHaveURL(`${compareHref([first.id, second.id])}#comparison`);
    await expectColumns(page, [first, second]);
    await expect(page.getByText(`You can compare ${maxCompared - 2} more cart.`)).toBeVisible();

    // The differences-only switch is a link: it works without a script, and the form keeps it.
    await page.getByRole('link', { name: 'Show only differences' }).click();
    await expect(page).toHaveURL(compareHref([first.id, second.id], { diff: true }));
    await expect(rowHeader(page, 'Seats')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Cart to add' }).selectOption(third!.id);
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await expect(page).toHaveURL(
      `${compareHref([first.id, second.id, third!.id], { diff: true })}#comparison`,
    );
    await expectColumns(page, [first, second, third!]);
    await expect(page.getByRole('combobox', { name: 'Cart to add' })).toHaveCount(0);
  });
});
