/**
 * The inventory office, end to end: staff add, edit, photograph, sell and archive a cart, import
 * a CSV, and every public page, the API, the sitemap and the feeds follow the database. Runs in
 * the "stock-changes" project, after the specs that count the stock as they find it.
 */
import { request as httpRequest } from 'node:http';

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';

import { seriesById } from '../../src/content/brands';
import { dealer } from '../../src/content/dealer';
import { defaultFinanceSettings } from '../../src/content/finance';
import { startingPrice, vehiclesInSeries } from '../../src/features/catalogue/series-summary';
import { maxImportFileBytes } from '../../src/features/inventory/import-file-rules';
import { photoRules } from '../../src/features/inventory/photo-rules';
import { defaultPriceChangePercent, priceChangeLabel } from '../../src/features/inventory/price-change-limit';
import { archivedForManagers } from '../../src/features/inventory/vehicle';
import {
  defaultPaymentInputs,
  estimatePayment,
  formatMonthly,
  paymentDisclosure,
} from '../../src/features/requests/payment-estimate';
import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/browser-test';
import {
  openInSpreadsheet,
  spreadsheetRecords,
  spreadsheetRows,
  utf8ByteOrderMark,
} from '../support/spreadsheet-csv';
import { signInAsStaff, withTestDatabase } from '../support/staff-session';
import { stockFromApi, usd } from '../support/stock';

async function photo(colour: string, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 1800, height: 1200, channels: 3, background: colour } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

async function fillVehicle(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const control = page.getByLabel(label, { exact: true });
    const tag = await control.evaluate((element) => element.tagName);
    if (tag === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInAsStaff(context, baseURL!);
});

test('a visitor gets no inventory office page, export or upload', async ({ browser, baseURL }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  // Sign-in, told to come back to the page asked for.
  await page.goto('/admin/inventory');
  await expect(page).toHaveURL(`/admin/sign-in?next=${encodeURIComponent('/admin/inventory')}`);
  await page.goto('/admin/inventory/new');
  await expect(page).toHaveURL(`/admin/sign-in?next=${encodeURIComponent('/admin/inventory/new')}`);
  expect((await visitor.request.get('/admin/inventory/export')).status()).toBe(401);
  const upload = await visitor.request.post('/admin/inventory/denago-ev-city/photos', {
    headers: { origin: baseURL! },
    multipart: { photos: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('#000') } },
  });
  expect(upload.status()).toBe(401);
  await visitor.close();
});

test('staff add a used cart with photos; it reaches every page, then sells and is archived', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const rangers = vehiclesInSeries(seriesById('d5-ranger'), await stockFromApi(request));
  const price = startingPrice(rangers)! - 700;
  const name = `Used ${Date.now()} Evolution D5 Ranger 4 Plus`;

  await page.goto('/admin/inventory');
  await page.getByRole('link', { name: 'Add a vehicle' }).click();
  await fillVehicle(page, {
    Name: name,
    Brand: 'Evolution',
    Model: 'D5 Ranger 4 Plus',
    'Series or category': 'D5 Ranger',
    Year: '2022',
    Condition: 'used',
    Price: String(price),
    Seats: '4',
    'Range (miles)': '40',
    'Top speed (mph)': '25',
    'Battery type': 'lead-acid',
    Colour: 'Sky blue',
    'Stock number': 'U-2231',
    Mileage: '1,250',
    Description: 'One-owner trade-in with new batteries in 2025, garage kept, serviced in our shop.',
    Features: 'Seating for 4\nUp to 40 miles of range per charge\nRear seat kit',
  });
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vehicle added' })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(id).toMatch(/^used-\d+-evolution-d5-ranger-4-plus$/);

  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d4ed8') },
    { name: 'side.png', mimeType: 'image/png', buffer: await photo('#15803d', 'png') },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 photos added.' })).toBeVisible();
  await page.getByLabel('Description for screen readers').first().fill('Front of the blue Ranger');
  await page.getByRole('button', { name: 'Save description' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo description saved.' })).toBeVisible();

  // The public site, the API and the sitemap show it at once.
  await page.goto('/inventory');
  const card = page.locator('main li article').filter({ hasText: name });
  await expect(card).toContainText(usd(price));
  await expect(card.getByRole('img')).toHaveAttribute('srcset', /\/photos\/[0-9a-f-]+\/480\.webp 480w/);
  await page.goto(`/vehicles/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const hero = page.getByRole('img', { name: 'Front of the blue Ranger' });
  await expect(hero).toHaveAttribute('srcset', /1600\.webp 1600w/);
  await expect(hero).toHaveAttribute('width', /\d+/);
  const api = await (await request.get(`/api/vehicles/${id}`)).json();
  expect(api).toMatchObject({ status: 'available', price, condition: 'used', mileage: 1250 });
  expect(api.images).toHaveLength(2);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/vehicles/${id}</loc>`);
  // A trade-in sells on a call too: Call and Request Quote, the quote naming this cart.
  await expect(page.getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
    'href',
    new RegExp(`vehicleId=${id}.*topic=quote`),
  );
  await expect(page.getByRole('link', { name: `Call ${dealer.tollFreePhone.display}` })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  // On the brand page it is a pre-owned cart at its own price; the series still starts at its
  // cheapest new model, though the trade-in costs less.
  const newFrom = startingPrice(rangers)!;
  await page.goto('/evolution');
  const rangerCard = page.getByTestId('series-card').filter({ hasText: 'D5 RANGER' });
  await expect(rangerCard).toContainText(`Starting at ${usd(newFrom)}`);
  const preOwned = page.getByRole('region', { name: 'Pre-owned Evolution carts' });
  await expect(preOwned.locator('article').filter({ hasText: name })).toContainText(usd(price));

  // A new price shows on its page, the brand's pre-owned section and the API.
  await page.goto(`/admin/inventory/${id}`);
  await page.getByLabel('Price', { exact: true }).fill(String(price - 100));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  // The history says prices in dollars, as the site does.
  await expect(page.getByRole('row', { name: `Price ${usd(price)} ${usd(price - 100)}` })).toBeVisible();
  await page.goto(`/vehicles/${id}`);
  await expect(page.locator('main')).toContainText(usd(price - 100));
  await page.goto('/evolution');
  await expect(preOwned.locator('article').filter({ hasText: name })).toContainText(usd(price - 100));
  await expect(rangerCard).toContainText(`Starting at ${usd(newFrom)}`);
  expect((await (await request.get(`/api/vehicles/${id}`)).json()).price).toBe(price - 100);

  // Sold: the page stays, says so and offers similar carts; /inventory drops it unless asked.
  await page.goto(`/admin/inventory/${id}`);
  await page.getByRole('button', { name: 'Mark sold' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status set to sold.' })).toBeVisible();
  const soldPage = await page.goto(`/vehicles/${id}`);
  expect(soldPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'This cart has been sold' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Similar carts available now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notify me of similar carts' })).toHaveAttribute(
    'href',
    new RegExp(`vehicleId=${id}.*topic=notify`),
  );
  await page.goto('/inventory');
  await expect(page.locator('main li article').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Show sold carts').check();
  await expect(page.locator('main li article').filter({ hasText: name })).toContainText('Sold');
  // Found by a search, it is counted as sold, not as one of the carts available.
  const stamp = name.split(' ')[1]!;
  const counted = page.locator('#inventory-results');
  await page.getByLabel('Search').fill(stamp);
  await expect(counted).toHaveText(/^0 of \d+ carts? available, with 1 sold$/);
  await page.goto(`/inventory?sold=1&q=${stamp}`);
  await expect(page.locator('main li article')).toHaveCount(1);
  await expect(counted).toHaveText(/^0 of \d+ carts? available, with 1 sold$/);

  // Archived: gone (410), out of the sitemap and the feeds.
  await page.goto(`/admin/inventory/${id}`);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status set to archived.' })).toBeVisible();
  const gone = await page.goto(`/vehicles/${id}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('is no longer listed');
  await expect(page).toHaveTitle(/\(no longer listed\)/);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/vehicles/${id}<`);
  expect(await (await request.get('/feeds/merchant.xml')).text()).not.toContain(`<g:id>${id}</g:id>`);
  expect((await request.get(`/api/vehicles/${id}`)).status()).toBe(410);

  // The history names who changed what.
  await page.goto(`/admin/inventory/${id}`);
  const history = page.getByRole('table', { name: /Changes to this vehicle/ });
  await expect(history.getByRole('row', { name: /Status Sold Archived/ })).toBeVisible();
  await expect(history.getByRole('row', { name: /Photo \(empty\) Added front\.jpg/ })).toBeVisible();
});

test('the form names each problem beside its field and keeps what was typed', async ({ page }) => {
  await page.goto('/admin/inventory/new');
  await fillVehicle(page, {
    Name: 'Yamaha Drive2 trade-in',
    Brand: 'Yamaha',
    Price: 'about nine grand',
    'Range (miles)': '50',
    Description: 'A tidy Drive2 with up to 40 miles of range on its lithium pack.',
    Specifications: 'Charger onboard',
  });
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const summary = page.getByRole('alert', { name: /not saved/ });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('The vehicle was not saved');
  // Each message is beside its field and is the field's description, so it is read with it.
  const model = page.getByRole('textbox', { name: 'Model', exact: true });
  await expect(model).toHaveAttribute('aria-invalid', 'true');
  await expect(model).toHaveAccessibleDescription('Enter the model.');
  await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveAccessibleDescription(
    /The price must be a whole number of dollars\./,
  );
  await expect(page.getByRole('textbox', { name: 'Specifications' })).toHaveAccessibleDescription(
    /Line 1: write each specification as "Name: value"/,
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Yamaha Drive2 trade-in');

  await fillVehicle(page, {
    Model: 'Drive2',
    'Series or category': 'Drive2',
    Price: '8900',
    Specifications: 'Charger: onboard',
  });
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(
    page.getByText('The description says 40 miles of range, but the range is 50 miles.').first(),
  ).toBeVisible();
});

/** Adds a cart through the form and returns its id. */
async function addCart(
  page: Page,
  name: string,
  price: number,
  more: Record<string, string> = {},
): Promise<string> {
  await page.goto('/admin/inventory/new');
  await fillVehicle(page, {
    Name: name,
    Brand: 'Club Car',
    Model: 'Onward 4',
    'Series or category': 'Onward',
    Price: String(price),
    Description: 'A tidy trade-in with a fresh service from our shop and new tyres all round.',
    ...more,
  });
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vehicle added' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('a refused save keeps every control as it was set: text, select, checkbox and textarea, new and edit', async ({
  page,
  request,
}) => {
  const name = `Kept ${Date.now()} Club Car Tempo`;
  const chosen = {
    Condition: 'used',
    Status: 'on-hold',
    'Battery type': 'lithium',
    'Street-legal (LSV)': 'yes',
  };
  await page.goto('/admin/inventory/new');
  await fillVehicle(page, {
    Name: name,
    Brand: 'Club Car',
    Model: 'Tempo',
    'Series or category': 'Tempo',
    // A typo: the letter O for a zero.
    Price: '74O0',
    ...chosen,
    Description: 'A one-owner Tempo with a lithium pack, kept in a garage and serviced every spring.',
    Features: 'Lithium pack\nStreet-legal lighting kit',
  });
  await page.getByLabel('Featured on the home page').check();
  await page.getByLabel('Lifted').check();
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('alert', { name: /not saved/ })).toBeFocused();
  for (const [label, value] of Object.entries(chosen))
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue(value);
  await expect(page.getByLabel('Featured on the home page')).toBeChecked();
  await expect(page.getByLabel('Lifted')).toBeChecked();
  await expect(page.getByLabel('Features')).toHaveValue('Lithium pack\nStreet-legal lighting kit');
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('74O0');

  // Fixed, it is stored as it was set, not as the form's defaults.
  await page.getByLabel('Price', { exact: true }).fill('7400');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vehicle added' })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(await (await request.get(`/api/vehicles/${id}`)).json()).toMatchObject({
    status: 'on-hold',
    condition: 'used',
    price: 7400,
  });

  // The edit form too: a status chosen beside a typo stays chosen, and nothing is saved.
  await fillVehicle(page, { Status: 'sold', Year: '20x1' });
  await page.getByLabel('Lifted').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert', { name: /not saved/ })).toBeFocused();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('sold');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('20x1');
  await expect(page.getByLabel('Lifted')).not.toBeChecked();
  expect((await (await request.get(`/api/vehicles/${id}`)).json()).status).toBe('on-hold');
});

test('two staff on one cart: what only one changed merges, and a field both changed is refused until applied on purpose', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await addCart(page, `Shared ${Date.now()} Club Car Onward`, 8995);
  const samEmail = 'sam@e2e.test';
  const sam = await browser.newContext();
  await signInAsStaff(sam, baseURL!, samEmail);
  const samPage = await sam.newPage();
  const api = async () =>
    (await (await request.get(`/api/vehicles/${id}`)).json()) as Record<string, unknown>;
  try {
    await page.goto(`/admin/inventory/${id}`);
    await samPage.goto(`/admin/inventory/${id}`);

    // Sam sells it while the page here is still open on the old record; here the price changes.
    await samPage.getByRole('button', { name: 'Mark sold' }).click();
    await expect(samPage.getByRole('status').filter({ hasText: 'Status set to sold.' })).toBeVisible();
    await page.getByLabel('Price', { exact: true }).fill('8495');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Different fields: both changes stand, and the page says whose it kept.
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toContainText(
      'The status someone else saved while you edited stayed as they left it.',
    );
    expect(await api()).toMatchObject({ status: 'sold', price: 8495 });

    // Now both change the price: Sam from a fresh page, here from the page opened before.
    await samPage.goto(`/admin/inventory/${id}`);
    await page.getByLabel('Colour', { exact: true }).fill('Sand');
    await page.getByLabel('Price', { exact: true }).fill('8295');
    await samPage.getByLabel('Price', { exact: true }).fill('8395');
    await samPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(samPage.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not saved: someone changed price' });
    await expect(refusal).toBeFocused();
    await expect(refusal).toContainText(`Changed by ${samEmail} at`);
    await expect(refusal).toContainText(`Price ${usd(8495)} → ${usd(8395)}`);
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('8295');
    expect(await api()).toMatchObject({ price: 8395, colour: null });

    // Saving again without choosing to is refused again; "Apply mine anyway" puts this price in
    // and keeps everything else of Sam's (the status he set stays sold).
    await page.getByRole('button', { name: 'Save changes' }).last().click();
    await expect(refusal).toBeFocused();
    await refusal.getByLabel('Apply mine anyway').check();
    await refusal.getByRole('button', { name: 'Save changes' }).click();
    // The first save's notice (which named the status kept) is still on this page until the new
    // one replaces it: wait for the new one's words, or the API is read before the save.
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toHaveText(
      'Changes saved. The site shows them now.',
    );
    expect(await api()).toMatchObject({ status: 'sold', price: 8295, colour: 'Sand' });

    // Sam's page is now the old one: a status button is refused and says what changed.
    await samPage.getByRole('button', { name: 'Put on hold' }).click();
    const notice = samPage.getByRole('alert').filter({ hasText: 'Not changed' });
    await expect(notice).toContainText(`Price ${usd(8395)} → ${usd(8295)}`);
    expect((await api()).status).toBe('sold');
    await notice.getByRole('button', { name: 'Put on hold anyway' }).click();
    await expect(samPage.getByRole('status').filter({ hasText: 'Status set to on hold.' })).toBeVisible();
    expect((await api()).status).toBe('on-hold');
  } finally {
    await sam.close();
  }
});

test('without JavaScript too, a colleague’s save of the same field is refused by name, keeping what was typed, until applied on purpose', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const id = await addCart(page, `Plain ${Date.now()} Club Car Onward`, 8995);
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await signInAsStaff(plain, baseURL!);
  const plainPage = await plain.newPage();
  const api = async () =>
    (await (await request.get(`/api/vehicles/${id}`)).json()) as Record<string, unknown>;
  try {
    await plainPage.goto(`/admin/inventory/${id}`);
    await page.goto(`/admin/inventory/${id}`);
    await page.getByLabel('Colour', { exact: true }).fill('Cyan');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

    await plainPage.getByLabel('Colour', { exact: true }).fill('Magenta');
    await plainPage.getByLabel('Price', { exact: true }).fill('8795');
    await plainPage.getByRole('button', { name: 'Save changes' }).click();
    const refusal = plainPage.getByRole('alert').filter({ hasText: 'Not saved: someone changed colour' });
    await expect(refusal).toContainText('Colour');
    await expect(refusal).toContainText('Cyan');
    await expect(plainPage.getByLabel('Colour', { exact: true })).toHaveValue('Magenta');
    await expect(plainPage.getByLabel('Price', { exact: true })).toHaveValue('8795');
    expect(await api()).toMatchObject({ colour: 'Cyan', price: 8995 });

    // The page drawn for the refusal still saves over the record as this person opened it: once
    // more without choosing to is refused again, not taken as changing Cyan back.
    await Promise.all([
      plainPage.waitForEvent('load'),
      plainPage.getByRole('button', { name: 'Save changes' }).last().click(),
    ]);
    await expect(refusal).toBeVisible();
    expect(await api()).toMatchObject({ colour: 'Cyan', price: 8995 });
    await refusal.getByLabel('Apply mine anyway').check();
    await refusal.getByRole('button', { name: 'Save changes' }).click();
    await expect(plainPage.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    expect(await api()).toMatchObject({ colour: 'Magenta', price: 8795 });
  } finally {
    await plain.close();
  }
});

test('a stock number another listed cart has, or a mistyped VIN, is refused beside its field, naming the other cart', async ({
  page,
}) => {
  const stockNumber = `S-${Date.now()}`;
  const first = `First ${Date.now()} Club Car Onward`;
  await addCart(page, first, 9100, { 'Stock number': stockNumber });
  await page.goto('/admin/inventory/new');
  await fillVehicle(page, {
    Name: `Second ${Date.now()} Club Car Onward`,
    Brand: 'Club Car',
    Model: 'Onward 4',
    'Series or category': 'Onward',
    Price: '9200',
    'Stock number': stockNumber.toLowerCase(),
    // One character off the check digit's VIN.
    VIN: '1M8GDM9AXKP042789',
    Description: 'A tidy trade-in with a fresh service from our shop and new tyres all round.',
  });
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('alert', { name: /not saved/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'VIN' })).toHaveAccessibleDescription(/check digit/);
  // The stock number is checked once the record itself is sound.
  await page.getByRole('textbox', { name: 'VIN' }).fill('1M8GDM9AXKP042788');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(page.getByRole('textbox', { name: 'Stock number' })).toHaveAccessibleDescription(
    new RegExp(`is already on “${first}” \\(available\\)`),
  );
  await expect(page.getByRole('textbox', { name: 'Stock number' })).toHaveValue(stockNumber.toLowerCase());
});

/**
 * A vehicle page with several photos shows them all, main first and only it eager; a thumbnail
 * brings its photo into view, with JavaScript and without, on a phone and a desktop; axe passes.
 */
async function expectGallery(page: Page, count: number, mainAlt: string) {
  const gallery = page.getByRole('region', { name: new RegExp(`^Photos of .*, ${count} in all$`) });
  const photos = gallery.getByRole('img');
  await expect(photos).toHaveCount(count);
  await expect(photos.first()).toHaveAccessibleName(mainAlt);
  for (let index = 1; index < count; index++)
    await expect(photos.nth(index)).toHaveAttribute('loading', 'lazy');
  expect(await axeViolations(page)).toEqual([]);
  const url = page.url();
  const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  try {
    for (const [viewer, width] of [
      [page, 1280],
      [await noScript.newPage(), 390],
    ] as const) {
      await viewer.setViewportSize({ width, height: 900 });
      if (viewer !== page) await viewer.goto(url);
      const row = viewer.getByRole('region', { name: /^Photos of / });
      expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
      await viewer.getByRole('link', { name: new RegExp(`^Photo ${count} of ${count}`) }).click();
      // The last photo fills the row: it is scrolled to, one photo wide.
      await expect
        .poll(() => row.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)))
        .toBe(count - 1);
    }
  } finally {
    await noScript.close();
  }
}

test('photos: make one the main picture, a change from an older page is refused, Remove asks first and can be undone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await addCart(page, `Photographed ${Date.now()} Club Car Onward`, 9300);
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d4ed8') },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo('#15803d') },
    { name: 'rear.jpg', mimeType: 'image/jpeg', buffer: await photo('#b91c1c') },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 photos added.' })).toBeVisible();
  await page.getByLabel('Description for screen readers').nth(2).fill('Rear of the cart');
  await page.getByRole('button', { name: 'Save description' }).nth(2).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo description saved.' })).toBeVisible();

  const olderTab = await page.context().newPage();
  await olderTab.goto(`/admin/inventory/${id}`);
  await page.getByRole('button', { name: 'Make main' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo order saved.' })).toBeVisible();
  await page.goto(`/vehicles/${id}`);
  await expect(page.getByRole('img', { name: 'Rear of the cart' })).toHaveAttribute('fetchpriority', 'high');
  await expectGallery(page, 3, 'Rear of the cart');

  // The older tab still shows the old order: its change is refused and says what happened.
  await olderTab.getByRole('button', { name: 'Move later' }).first().click();
  const refusal = olderTab.getByRole('alert').filter({ hasText: 'Not changed: the photos were changed' });
  await expect(refusal).toContainText('Photo order 3 → 1');
  await olderTab.close();

  await page.goto(`/admin/inventory/${id}`);
  const confirm = page.getByRole('button', { name: 'Yes, remove this photo' });
  await expect(confirm.first()).toBeHidden();
  await page.locator('summary', { hasText: 'Remove' }).first().click();
  await confirm.first().click();
  const removed = page.getByRole('status').filter({ hasText: 'Photo removed.' });
  await expect(removed).toBeVisible();
  const vehicleImages = async () =>
    ((await (await request.get(`/api/vehicles/${id}`)).json()) as { images: string[] }).images;
  const [mainBefore] = await vehicleImages();
  expect(await vehicleImages()).toHaveLength(2);

  // Within the minute the removal can be taken back: the photo returns to its place, as main.
  await removed.getByRole('button', { name: 'Undo: put it back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo put back where it was.' })).toBeVisible();
  const restored = await vehicleImages();
  expect(restored).toHaveLength(3);
  expect(restored[0]).not.toBe(mainBefore);
  await expect(page.getByLabel('Description for screen readers').first()).toHaveValue('Rear of the cart');

  // A pointer can also drag a photo by its handle onto another's place.
  // Moved by hand in steps, as a person drags: Playwright's one-step dragTo can end before dragstart.
  await page.getByTitle('Drag to move the main photo').hover();
  await page.mouse.down();
  const last = (await page.locator('[data-photo-id]').last().boundingBox())!;
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 3, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'Photo order saved.' })).toBeVisible();
  expect(await vehicleImages()).toEqual([restored[1], restored[2], restored[0]]);
});

test('photos upload one by one with their progress while the form is edited, and without JavaScript too', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await addCart(page, `Uploading ${Date.now()} Club Car Onward`, 9100);
  // A colleague gives the cart its colour while this page is open.
  const colleague = await browser.newContext();
  await signInAsStaff(colleague, baseURL!, 'sam@e2e.test');
  const colleaguePage = await colleague.newPage();
  await colleaguePage.goto(`/admin/inventory/${id}`);
  await colleaguePage.getByLabel('Colour', { exact: true }).fill('Teal');
  await colleaguePage.getByRole('button', { name: 'Save changes' }).click();
  await expect(colleaguePage.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await colleague.close();
  // A price typed and not yet saved stays while the photos go up.
  await page.getByLabel('Price', { exact: true }).fill('8900');
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d4ed8') },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') },
    { name: 'rear.jpg', mimeType: 'image/jpeg', buffer: await photo('#b91c1c') },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  // The input is free again at once, for more photos.
  await expect(page.getByLabel('Add photos')).toHaveValue('');
  const files = page.getByRole('list', { name: 'Photos uploading' }).getByRole('listitem');
  await expect(files).toHaveText([/^front\.jpg/, /^notes\.jpg/, /^rear\.jpg/]);
  const report = page.getByRole('status').filter({ hasText: 'photos added.' });
  await expect(report).toContainText('2 photos added.');
  await expect(report).toContainText('notes.jpg is not a JPEG, PNG or WebP photo');
  await expect(files).toHaveText([/Added$/, /not a JPEG/, /Added$/]);
  await expect(page.getByLabel('Description for screen readers')).toHaveCount(2);
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('8900');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  // The page was drawn again after the upload at the colleague's version; the save still counted
  // only the price as this person's change, and the colour stayed.
  expect(await (await request.get(`/api/vehicles/${id}`)).json()).toMatchObject({
    price: 8900,
    colour: 'Teal',
  });

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await signInAsStaff(noScript, baseURL!);
  const plain = await noScript.newPage();
  await plain.goto(`/admin/inventory/${id}`);
  await plain
    .getByLabel('Add photos')
    .setInputFiles([{ name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo('#15803d') }]);
  await plain.getByRole('button', { name: 'Upload' }).click();
  await expect(plain.getByRole('status').filter({ hasText: '1 photo added.' })).toBeVisible();
  await noScript.close();
  expect((await (await request.get(`/api/vehicles/${id}`)).json()).images).toHaveLength(3);
});

test('photos for several carts in one go, each to the cart its file name starts with', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const [first, second] = [`LOT${stamp}A`, `LOT${stamp}B`];
  const firstId = await addCart(page, `Lot walk ${stamp} Club Car A`, 8800, { 'Stock number': first });
  const secondId = await addCart(page, `Lot walk ${stamp} Club Car B`, 8900, { 'Stock number': second });
  const images = async (id: string) =>
    ((await (await request.get(`/api/vehicles/${id}`)).json()) as { images: string[] }).images;

  await page.goto('/admin/inventory');
  await page.getByRole('link', { name: 'Photos by stock number' }).click();
  await page.getByLabel('Add photos').setInputFiles([
    { name: `${first}-2.jpg`, mimeType: 'image/jpeg', buffer: await photo('#15803d') },
    { name: `${first.toLowerCase()}.jpg`, mimeType: 'image/jpeg', buffer: await photo('#1d4ed8') },
    { name: `${second} rear.jpg`, mimeType: 'image/jpeg', buffer: await photo('#b91c1c') },
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photo('#000000') },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  const report = page.getByRole('status').filter({ hasText: 'photos added.' });
  await expect(report).toContainText('3 photos added.');
  await expect(report).toContainText(
    'IMG_0001.jpg was not uploaded: its name does not start with the stock number',
  );
  const files = page.getByRole('list', { name: 'Photos uploading' }).getByRole('listitem');
  await expect(files.filter({ hasText: `${second} rear.jpg` })).toContainText(
    `Added to ${second}, “Lot walk ${stamp} Club Car B”`,
  );
  expect(await images(firstId)).toHaveLength(2);
  expect(await images(secondId)).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);

  // Without JavaScript the form posts the files at once and the page says where each went.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await signInAsStaff(noScript, baseURL!);
  const plain = await noScript.newPage();
  await plain.goto('/admin/inventory/photos');
  await plain
    .getByLabel('Add photos')
    .setInputFiles([{ name: `${second}-2.jpg`, mimeType: 'image/jpeg', buffer: await photo('#6b21a8') }]);
  await plain.getByRole('button', { name: 'Upload' }).click();
  const plainReport = plain.getByRole('status').filter({ hasText: '1 photo added.' });
  await expect(
    plainReport.getByRole('link', { name: `${second}, “Lot walk ${stamp} Club Car B”` }),
  ).toBeVisible();
  await noScript.close();
  expect(await images(secondId)).toHaveLength(2);
});

test('a 12 MB photo by its stock number is added, and one over the limit refused by name', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stock = `BIG${Date.now()}`;
  const id = await addCart(page, `Large photo ${stock} Club Car`, 8700, { 'Stock number': stock });
  // Noise does not compress: a PNG of about 12 MB, between the proxy's 10 MB and the 15 MB allowed.
  const large = await sharp({
    create: {
      width: 2600,
      height: 1700,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  expect(large.length).toBeGreaterThan(11 * 1024 * 1024);
  expect(large.length).toBeLessThan(photoRules.maxBytes);
  const tooLarge = Buffer.concat([large, Buffer.alloc(photoRules.maxBytes - large.length + 1)]);

  await page.goto('/admin/inventory/photos');
  await page.getByLabel('Add photos').setInputFiles([
    { name: `${stock}.png`, mimeType: 'image/png', buffer: large },
    { name: `${stock}-2.png`, mimeType: 'image/png', buffer: tooLarge },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  const report = page.getByRole('status').filter({ hasText: 'photo added.' });
  await expect(report).toContainText('1 photo added.', { timeout: 60_000 });
  await expect(report).toContainText(`${stock}-2.png is larger than ${photoRules.maxBytes / 1024 / 1024} MB`);
  expect(
    ((await (await request.get(`/api/vehicles/${id}`)).json()) as { images: string[] }).images,
  ).toHaveLength(1);
});

test('several carts at once: one status or price change for every ticked cart, or none when one changed meanwhile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const names = [`Bulk ${stamp} one Club Car Onward`, `Bulk ${stamp} two Club Car Onward`];
  const ids = [await addCart(page, names[0]!, 8100), await addCart(page, names[1]!, 8200)];
  const api = async (id: string) =>
    (await (await request.get(`/api/vehicles/${id}`)).json()) as { status: string; price: number };
  const list = `/admin/inventory?q=${encodeURIComponent(`Bulk ${stamp}`)}`;
  const tickBoth = async () => {
    for (const name of names) await page.getByLabel(`Tick ${name}`).check();
  };

  await page.goto(list);
  await tickBoth();
  await page.getByLabel('With the ticked carts').selectOption('status:on-hold');
  await page.getByRole('button', { name: 'Apply to ticked carts' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 carts changed' })).toBeVisible();
  for (const id of ids) expect((await api(id)).status).toBe('on-hold');

  // A change that is not whole dollars is refused at its field, marked and described there.
  await tickBoth();
  await page.getByLabel('With the ticked carts').selectOption('price');
  const byDollars = page.getByLabel('Price change in dollars');
  await byDollars.fill('1e3');
  await page.getByRole('button', { name: 'Apply to ticked carts' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was changed' })).toContainText(
    'whole dollars',
  );
  await expect(byDollars).toHaveAttribute('aria-invalid', 'true');
  await expect(byDollars).toHaveAccessibleDescription(/whole dollars/);
  await expect(byDollars).toHaveValue('1e3');

  // A price change is shown first; then someone reprices the first cart: the change is refused.
  await page.getByLabel('Price change in dollars').fill('-300');
  await page.getByRole('button', { name: 'Apply to ticked carts' }).click();
  const preview = page.getByRole('region', { name: /Check the new prices/ });
  await expect(preview).toBeFocused();
  await expect(preview).toContainText(`${names[0]}: ${usd(8100)} → ${usd(7800)} (−4%)`);
  await expect(preview).toContainText(`${names[1]}: ${usd(8200)} → ${usd(7900)} (−4%)`);
  expect((await api(ids[0]!)).price).toBe(8100);
  const other = await page.context().newPage();
  await other.goto(`/admin/inventory/${ids[0]}`);
  await other.getByLabel('Price', { exact: true }).fill('8150');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await other.close();
  await preview.getByRole('button', { name: 'Apply these 2 prices' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was changed' });
  await expect(refusal).toContainText(`“${names[0]}” was changed after the list was opened`);
  await expect(page.getByLabel(`Tick ${names[1]}`)).toBeChecked();
  await expect(page.getByLabel('With the ticked carts')).toHaveValue('price');
  await expect(page.getByLabel('Price change in dollars')).toHaveValue('-300');
  expect((await api(ids[1]!)).price).toBe(8200);

  await page.goto(list);
  await tickBoth();
  await page.getByLabel('With the ticked carts').selectOption('price');
  await page.getByLabel('Price change in dollars').fill('-300');
  await page.getByRole('button', { name: 'Apply to ticked carts' }).click();
  // Ticking another cart after the preview makes a new preview, never an unseen change.
  await page.getByLabel(`Tick ${names[1]}`).uncheck();
  await preview.getByRole('button', { name: 'Apply these 2 prices' }).click();
  await expect(preview).toContainText(`${names[0]}: ${usd(8150)} → ${usd(7850)}`);
  await expect(preview).not.toContainText(names[1]!);
  await page.getByLabel(`Tick ${names[1]}`).check();
  await preview.getByRole('button', { name: 'Apply this price' }).click();
  await preview.getByRole('button', { name: 'Apply these 2 prices' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 carts changed' })).toBeVisible();
  expect([(await api(ids[0]!)).price, (await api(ids[1]!)).price]).toEqual([7850, 7900]);
  // The list shows the change it just made as each cart's latest price change.
  await expect(page.getByRole('row').filter({ hasText: names[1]! })).toContainText(`was ${usd(8200)}`);
  await page.goto(`/admin/inventory/${ids[0]}`);
  await expect(
    page
      .getByRole('table', { name: /Changes to this vehicle/ })
      .getByRole('row', { name: `Price (list) ${usd(8150)} ${usd(7850)}` }),
  ).toBeVisible();
});

test("a price moved beyond the set share is a manager's, as is archiving, whatever the browser sends", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const name = `Share ${stamp} Club Car Onward`;
  const id = await addCart(page, name, 8495);
  const price = async () =>
    ((await (await request.get(`/api/vehicles/${id}`)).json()) as { price: number }).price;
  const limit = withTestDatabase(
    (db) =>
      Number(
        (
          db.prepare("select value from office_settings where key = 'inventory.priceChangePercent'").get() as
            { value: string } | undefined
        )?.value,
      ) || defaultPriceChangePercent,
  );
  const list = `/admin/inventory?q=${encodeURIComponent(`Share ${stamp}`)}`;

  const salesEmail = `sales${stamp}@e2e.test`;
  const sales = await browser.newContext();
  await signInAsStaff(sales, baseURL!, salesEmail);
  withTestDatabase((db) =>
    db.prepare("update staff_users set role = 'sales' where email = ?").run(salesEmail),
  );
  const salesPage = await sales.newPage();
  try {
    // A wrong sign or a digit too many in a bulk change: refused, naming the cart and the move.
    await salesPage.goto(list);
    await salesPage.getByLabel(`Tick ${name}`).check();
    await salesPage.getByLabel('With the ticked carts').selectOption('price');
    await salesPage.getByLabel('Price change in dollars').fill('-8000');
    await salesPage.getByRole('button', { name: 'Apply to ticked carts' }).click();
    await expect(salesPage.getByRole('alert').filter({ hasText: 'Nothing was changed' })).toContainText(
      `“${name}” ${priceChangeLabel(8495, 495)}: a change of more than ${limit}% needs a manager.`,
    );
    expect(await price()).toBe(8495);
    // Within the share: previewed, then applied.
    await salesPage.getByLabel('Price change in dollars').fill('-500');
    await salesPage.getByRole('button', { name: 'Apply to ticked carts' }).click();
    const preview = salesPage.getByRole('region', { name: /Check the new prices/ });
    await expect(preview).toContainText(`${name}: ${priceChangeLabel(8495, 7995)}`);
    await preview.getByRole('button', { name: 'Apply this price' }).click();
    await expect(salesPage.getByRole('status').filter({ hasText: '1 cart changed' })).toBeVisible();
    expect(await price()).toBe(7995);

    // Small steps add up: a cut within the share on its own is refused when, with the first, it is not.
    const step = Math.ceil(7995 * (1 - (0.9 * limit) / 100));
    await salesPage.goto(`/admin/inventory/${id}`);
    await salesPage.getByLabel('Price', { exact: true }).fill(String(step));
    await salesPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(salesPage.getByRole('alert', { name: /not saved/ })).toContainText(
      `${priceChangeLabel(8495, step, true)}: a price change of more than ${limit}% needs a manager.`,
    );
    expect(await price()).toBe(7995);

    // The record's form: no Archived to choose, and a large move is refused beside the price.
    await salesPage.goto(`/admin/inventory/${id}`);
    const status = salesPage.getByLabel('Status', { exact: true });
    await expect(status.locator('option')).not.toContainText(['Archived']);
    await salesPage.getByLabel('Price', { exact: true }).fill('4995');
    await salesPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(salesPage.getByRole('alert', { name: /not saved/ })).toContainText(
      `${priceChangeLabel(8495, 4995, true)}: a price change of more than ${limit}% needs a manager.`,
    );
    await expect(salesPage.getByLabel('Price', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(await price()).toBe(7995);
    // Archived sent anyway, as a forged form would: refused, and the cart stays on the site.
    await salesPage.getByLabel('Price', { exact: true }).fill('7995');
    await status.evaluate((select: HTMLSelectElement) => {
      select.append(new Option('Archived', 'archived', true, true));
    });
    await salesPage.getByRole('button', { name: 'Save changes' }).first().click();
    await expect(salesPage.getByRole('alert', { name: /not saved/ })).toContainText(
      'Only a manager can archive a cart',
    );
    expect((await request.get(`/vehicles/${id}`)).status()).toBe(200);
  } finally {
    await sales.close();
  }

  // A manager may make the large move, once they confirm that very price (counted, too, from before
  // the day's smaller steps).
  await page.goto(`/admin/inventory/${id}`);
  await page.getByLabel('Price', { exact: true }).fill('3995');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByLabel(`Yes, change the price: ${priceChangeLabel(8495, 3995, true)}`);
  await expect(confirm).toBeVisible();
  expect(await price()).toBe(7995);
  await confirm.check();
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  expect(await price()).toBe(3995);

  // Without JavaScript the preview carries the carts it shows, though the page comes back unticked.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await signInAsStaff(plain, baseURL!);
  const plainPage = await plain.newPage();
  try {
    await plainPage.goto(list);
    await plainPage.getByLabel(`Tick ${name}`).check();
    await plainPage.getByLabel('With the ticked carts').selectOption('price');
    await plainPage.getByLabel('Price change in dollars').fill('-100');
    await plainPage.getByRole('button', { name: 'Apply to ticked carts' }).click();
    await expect(plainPage.getByRole('region', { name: /Check the new prices/ })).toContainText(
      priceChangeLabel(3995, 3895),
    );
    await plainPage.getByRole('button', { name: 'Apply this price' }).click();
    await expect(plainPage.getByRole('status').filter({ hasText: '1 cart changed' })).toBeVisible();
    expect(await price()).toBe(3895);
  } finally {
    await plain.close();
  }
});

test('a duplicate starts from the same cart without its unit numbers and keeps its own address', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/admin/inventory/denago-ev-city');
  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(/\(copy\)$/);
  await expect(page.getByLabel('Stock number')).toHaveValue('');
  await page.getByLabel('Name', { exact: true }).fill(`Denago EV City demo ${Date.now()}`);
  // A price far from the source's is asked about, as a change of the source's would be.
  const source = (await (await page.request.get('/api/vehicles/denago-ev-city')).json()) as {
    price: number;
    salePrice: number | null;
  };
  const typo = Math.round((source.salePrice ?? source.price) / 10);
  await page.getByLabel('Price', { exact: true }).fill(String(typo));
  await page.getByLabel('Sale price', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const asked = page.getByRole('alert').filter({ hasText: 'not saved' });
  await expect(asked).toContainText(priceChangeLabel(source.salePrice ?? source.price, typo));
  await expect(page.getByLabel(/^Yes, change the price/)).toBeVisible();
  await page.getByLabel('Price', { exact: true }).fill(String(source.price));
  await page
    .getByLabel('Sale price', { exact: true })
    .fill(source.salePrice === null ? '' : String(source.salePrice));
  await page.getByRole('button', { name: 'Add vehicle' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Vehicle added' })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  // Renaming never moves the page.
  await page.getByLabel('Name', { exact: true }).fill('Denago EV City showroom demo');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/inventory/${id}\\?saved=\\d+`));
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'archived' })).toBeVisible();

  // A salesperson may not bring the archived cart back, but copies it as a new cart of their own.
  const salesEmail = `sales.copy.${Date.now()}@e2e.test`;
  const sales = await browser.newContext();
  try {
    await signInAsStaff(sales, baseURL!, salesEmail);
    withTestDatabase((db) =>
      db.prepare("update staff_users set role = 'sales' where email = ?").run(salesEmail),
    );
    const salesPage = await sales.newPage();
    await salesPage.goto(`/admin/inventory/${id}`);
    await expect(salesPage.getByText(archivedForManagers)).toBeVisible();
    // Its record is shown, not offered for a save; a save forged anyway is refused, the price kept.
    const price = salesPage.getByLabel('Price', { exact: true });
    await expect(price).toBeDisabled();
    await expect(salesPage.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    const kept = await price.inputValue();
    const record = salesPage.locator('form').filter({ has: price });
    await record.evaluate((form) => {
      for (const set of form.querySelectorAll('fieldset')) set.disabled = false;
      const forged = document.createElement('button');
      forged.type = 'submit';
      forged.textContent = 'Forged save';
      form.append(forged);
    });
    await price.fill(String(Number(kept) - 100));
    await salesPage.getByRole('button', { name: 'Forged save' }).click();
    await expect(salesPage.getByRole('alert', { name: /not saved/ })).toContainText(archivedForManagers);
    expect(
      withTestDatabase(
        (db) => (db.prepare('select price from vehicles where id = ?').get(id) as { price: number }).price,
      ),
    ).toBe(Number(kept));
    await salesPage.getByRole('link', { name: 'Duplicate' }).click();
    await salesPage.getByLabel('Name', { exact: true }).fill(`Denago EV City copy ${Date.now()}`);
    await salesPage.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(salesPage.getByRole('status').filter({ hasText: 'Vehicle added' })).toBeVisible();
  } finally {
    await sales.close();
  }
});

test('a photo upload refuses what is not a photo, whatever its name, and forged posts', async ({
  page,
  baseURL,
}) => {
  await page.goto('/admin/inventory/evolution-turfman-200');
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'brochure.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo at all') },
    {
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  const report = page.getByRole('status').filter({ hasText: '0 photos added.' });
  await expect(report).toBeVisible();
  await expect(report).toContainText('brochure.jpg is not a JPEG, PNG or WebP photo');
  await expect(report).toContainText('logo.png is not a JPEG, PNG or WebP photo');

  const forged = await page.request.post('/admin/inventory/evolution-turfman-200/photos', {
    headers: { origin: 'https://attacker.example' },
    multipart: { photos: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('#000') } },
  });
  expect(forged.status()).toBe(403);
  const notMultipart = await page.request.post('/admin/inventory/evolution-turfman-200/photos', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: '{}',
  });
  expect(notMultipart.status()).toBe(415);
});

/** A CSV as rows of named cells, to edit as a spreadsheet would and send back. */
function csvRecords(csv: string): Record<string, string>[] {
  return parse<Record<string, string>>(csv, { columns: true, bom: true });
}

async function sendImportFile(page: Page, records: readonly Record<string, string>[]) {
  const csv = stringify(records as Record<string, string>[], { header: true, record_delimiter: '\r\n' });
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
}

test('an export opens in a spreadsheet one row a cart, accents intact, and its saved copy imports unchanged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prefix = `Spreadsheet ${Date.now()}`;
  const features = ['Rear seat kit', 'LED light bar', 'USB ports'];
  const names = [`${prefix} Muñoz trade-in`, `${prefix} Club Car`];
  for (const name of names) await addCart(page, name, 7900, { Features: features.join('\n') });

  const response = await page.request.get(`/admin/inventory/export?q=${encodeURIComponent(prefix)}`);
  const opened = openInSpreadsheet(await response.body());
  expect(opened.byteOrderMark).toBe(true);
  const records = spreadsheetRecords(opened.text);
  expect(records.map((record) => record.name).sort()).toEqual([...names].sort());
  for (const record of records) expect(record.features!.split('\n')).toEqual(features);

  // Saved again as Excel's "CSV UTF-8" does, and sent back: nothing to change.
  const saved = Buffer.concat([
    utf8ByteOrderMark,
    Buffer.from(
      stringify(spreadsheetRows(opened.text), { record_delimiter: '\r\n', quoted_match: /[\r\n]/ }),
    ),
  ]);
  await page.goto('/admin/inventory/import');
  await page.getByLabel('CSV file').setInputFiles({ name: 'saved.csv', mimeType: 'text/csv', buffer: saved });
  await page.getByRole('button', { name: 'Check file' }).click();
  const preview = page.getByRole('region', { name: 'Preview of saved.csv' });
  await expect(preview).toContainText(`${names.length} rows match the stock`);
  await expect(preview.getByRole('button', { name: 'Apply this import' })).toHaveCount(0);
});

test('an import file over the size limit is refused by its size, with JavaScript and without', async ({
  page,
  browser,
  baseURL,
}) => {
  // Larger than the limit and than what Next reads of a server action's body.
  const file = {
    name: 'whole-year.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(maxImportFileBytes + 1024 * 1024 + 1, 'a,b\r\n'),
  };
  const sizeMessage = `The file is larger than ${maxImportFileBytes / 1024 / 1024} MB.`;
  await page.goto('/admin/inventory/import');
  await page.getByLabel('CSV file').setInputFiles(file);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert').filter({ hasText: sizeMessage })).toBeFocused();
  await expect(page.getByLabel('CSV file')).toHaveAccessibleDescription(/You sent whole-year\.csv/);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await signInAsStaff(noScript, baseURL!);
  const plain = await noScript.newPage();
  await plain.goto('/admin/inventory/import');
  await plain.getByLabel('CSV file').setInputFiles(file);
  await plain.getByRole('button', { name: 'Check file' }).click();
  await expect(plain.getByRole('alert').filter({ hasText: sizeMessage })).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'Import inventory', level: 1 })).toBeVisible();
  await noScript.close();

  // A post that never says how long it is (sent in chunks) is refused at once, with a status that
  // says why, not read until Next's limit breaks it off.
  const chunked = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
    const post = httpRequest(`${baseURL}/admin/inventory/import`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Transfer-Encoding': 'chunked' },
    });
    post.on('response', (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode, body }));
    });
    post.on('error', reject);
    post.write(Buffer.alloc(64 * 1024, 'a'));
    post.end();
  });
  expect(chunked).toEqual({ status: 411, body: expect.stringContaining('Length Required') });
});

// Only the newest import can be undone: the tests that apply imports take turns, or one's undo
// finds the other's import on top.
test.describe('imports applied', () => {
  test.describe.configure({ mode: 'serial' });

  test('a CSV import shows its preview first, holds back a row exported before a sale, refuses a typo and a double import, and undoes', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    const prefix = `Import ${stamp}`;
    const repriced = await addCart(page, `${prefix} Club Car repriced`, 8995);
    const sold = await addCart(page, `${prefix} Club Car sold`, 9495);
    const morning = csvRecords(
      await (await page.request.get(`/admin/inventory/export?q=${encodeURIComponent(prefix)}`)).text(),
    );
    expect(morning.map((record) => record.id).sort()).toEqual([repriced, sold].sort());

    // Sam sells one of them after the export.
    const samEmail = 'sam@e2e.test';
    const sam = await browser.newContext();
    await signInAsStaff(sam, baseURL!, samEmail);
    const samPage = await sam.newPage();
    await samPage.goto(`/admin/inventory/${sold}`);
    await samPage.getByRole('button', { name: 'Mark sold' }).click();
    await expect(samPage.getByRole('status').filter({ hasText: 'Status set to sold.' })).toBeVisible();
    await sam.close();

    const edited = morning.map((record) => (record.id === repriced ? { ...record, price: '8495' } : record));
    const newStock = `E2E-${stamp}`;
    const newCart = {
      ...edited[0]!,
      id: '',
      version: '',
      name: `${prefix} Club Car added`,
      stockNumber: newStock,
    };

    await page.goto('/admin/inventory/import');
    // A mistyped id and a price that is no number: nothing can be applied, each named by row.
    await sendImportFile(page, [
      { ...edited[0]!, id: `${edited[0]!.id}x` },
      { ...edited[1]!, price: 'free' },
    ]);
    const problems = page.getByRole('alert').filter({ hasText: 'Nothing can be imported from stock.csv' });
    await expect(problems).toBeFocused();
    await expect(problems).toContainText(`Row 2 (id): No cart has the id “${edited[0]!.id}x”`);
    await expect(problems).toContainText('Row 3 (Price): The price must be a whole number of dollars.');
    await expect(page.getByLabel('CSV file')).toHaveAccessibleDescription(/You sent stock\.csv/);
    await expect(page.getByRole('button', { name: 'Apply this import' })).toHaveCount(0);

    // A price typed one digit short is shown as the record form shows it, and pointed out; so is a
    // sale price that halves what buyers see.
    const halved = Math.round(9495 / 2);
    await sendImportFile(
      page,
      morning.map((record) =>
        record.id === repriced ? { ...record, price: '895' } : { ...record, salePrice: String(halved) },
      ),
    );
    const flagged = (from: number, to: number) =>
      new RegExp(
        `The price moves ${priceChangeLabel(from, to).replace(/[$()+]/g, '\\$&')}, more than the \\d+% a price may move in one change`,
      );
    const shortPreview = page.getByRole('region', { name: 'Preview of stock.csv' });
    await expect(
      shortPreview.getByRole('listitem').filter({ hasText: `${prefix} Club Car repriced` }),
    ).toContainText(flagged(8995, 895));
    await expect(
      shortPreview.getByRole('listitem').filter({ hasText: `${prefix} Club Car sold` }),
    ).toContainText(flagged(9495, halved));

    // The afternoon: the morning's file with one price changed and a new cart.
    await sendImportFile(page, [...edited, newCart]);
    const preview = page.getByRole('region', { name: 'Preview of stock.csv' });
    await expect(preview).toBeFocused();
    await expect(preview.getByRole('heading', { name: 'To add (1)' })).toBeVisible();
    await expect(preview).toContainText(`${prefix} Club Car added`);
    await expect(preview.getByRole('heading', { name: 'To change (1)' })).toBeVisible();
    await expect(preview).toContainText(`Price ${usd(8995)} → ${usd(8495)}`);
    await expect(preview).not.toContainText('a price may move in one change');
    await expect(preview.getByRole('heading', { name: 'Changed since the export (1)' })).toBeVisible();
    await expect(preview).toContainText(`Changed by ${samEmail} at`);
    await expect(preview).toContainText('Status Sold → Available');
    expect((await (await request.get(`/api/vehicles/${repriced}`)).json()).price).toBe(8995);
    expect(await axeViolations(page)).toEqual([]);

    await preview.getByRole('button', { name: 'Apply this import' }).click();
    const applied = page.getByRole('status').filter({ hasText: 'Imported stock.csv' });
    await expect(applied).toContainText(
      '1 added, 1 changed, 0 unchanged, 1 left out (changed since the export)',
    );
    expect((await (await request.get(`/api/vehicles/${repriced}`)).json()).price).toBe(8495);
    expect((await (await request.get(`/api/vehicles/${sold}`)).json()).status).toBe('sold');
    const added = (await stockFromApi(request)).find((vehicle) => vehicle.stockNumber === newStock);
    expect(added?.name).toBe(`${prefix} Club Car added`);

    // The same file again would list the new cart twice.
    await sendImportFile(page, [...edited, newCart]);
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing can be imported' })).toContainText(
      `Row 4 (Stock number): Stock number ${newStock} is already on “${prefix} Club Car added”`,
    );

    // Undo the import: the price is back, the added cart is gone, the sale stands.
    const history = page.getByRole('region', { name: 'Recent imports' });
    await history.getByText('Undo this import', { exact: true }).click();
    await history.getByRole('button', { name: 'Yes, undo this import' }).click();
    await expect(page.getByRole('region', { name: 'Recent imports' })).toContainText(`Undone by`);
    expect((await (await request.get(`/api/vehicles/${repriced}`)).json()).price).toBe(8995);
    expect((await request.get(`/api/vehicles/${added!.id}`)).status()).toBe(404);
    expect((await (await request.get(`/api/vehicles/${sold}`)).json()).status).toBe('sold');
  });

  test('an import whose row takes a stock number that an unticked row frees is refused by row until that row is ticked', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const prefix = `Swap ${Date.now()}`;
    const [oldNumber, freedNumber] = [`${prefix}-A`, `${prefix}-B`];
    const first = await addCart(page, `${prefix} Club Car one`, 7995, { 'Stock number': oldNumber });
    const second = await addCart(page, `${prefix} Club Car two`, 8995, { 'Stock number': freedNumber });
    const morning = csvRecords(
      await (await page.request.get(`/admin/inventory/export?q=${encodeURIComponent(prefix)}`)).text(),
    );
    // After the export the first cart is put on hold, so its row is held back unless ticked.
    await page.goto(`/admin/inventory/${first}`);
    await page.getByRole('button', { name: 'Put on hold' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status set to on hold.' })).toBeVisible();

    // The file swaps numbers: the first cart takes a new one, the second the one the first frees.
    const renumbered = `${prefix}-C`;
    await page.goto('/admin/inventory/import');
    await sendImportFile(
      page,
      morning.map((record) => ({
        ...record,
        stockNumber: record.id === first ? renumbered : oldNumber,
      })),
    );
    const preview = page.getByRole('region', { name: 'Preview of stock.csv' });
    await expect(preview.getByRole('heading', { name: 'Changed since the export (1)' })).toBeVisible();
    await preview.getByRole('button', { name: 'Apply this import' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was applied' });
    await expect(refusal).toBeFocused();
    await expect(refusal).toContainText(
      `Stock number ${oldNumber} stays on “${prefix} Club Car one” while row`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect((await (await request.get(`/api/vehicles/${second}`)).json()).stockNumber).toBe(freedNumber);

    // Ticking the held-back row applies both.
    const tick = page.getByRole('checkbox', { name: /^Apply row \d+ anyway$/ });
    await tick.check();
    await page.getByRole('button', { name: 'Apply this import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported stock.csv' })).toContainText(
      '0 added, 2 changed',
    );
    expect((await (await request.get(`/api/vehicles/${second}`)).json()).stockNumber).toBe(oldNumber);
    expect((await (await request.get(`/api/vehicles/${first}`)).json()).stockNumber).toBe(renumbered);
  });
});

test('a price changed in the database by hand shows on every page that shows it', async ({
  page,
  request,
}) => {
  const before = (await stockFromApi(request)).find((vehicle) => vehicle.id === 'evolution-d6-max-gt4')!;
  const newPrice = before.price + 1234;
  withTestDatabase((sqlite) =>
    sqlite.prepare('update vehicles set price = ? where id = ?').run(newPrice, before.id),
  );
  // Each process checks the stock version at most once a second (STOCK_POLL_MS).
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/vehicles/${before.id}`)).json()) as { price: number }).price,
      {
        timeout: 5000,
      },
    )
    .toBe(newPrice);
  for (const path of [`/vehicles/${before.id}`, '/', '/inventory']) {
    await page.goto(path);
    await expect(page.locator('main'), path).toContainText(usd(newPrice));
  }
  await page.goto(`/vehicles/${before.id}`);
  await expect(page.locator('main')).not.toContainText(usd(before.price));
  // The cart has no photo, so it is in the CSV feed and not in Google Shopping's.
  expect(await (await request.get('/feeds/inventory.csv')).text()).toContain(`,${newPrice},`);
});

test('the staff list shows stock number, days in stock, photos and the last price change, and finds what needs work', async ({
  page,
  request,
}) => {
  const stockNumber = `L-${Date.now()}`;
  const name = `Listed ${Date.now()} Club Car Onward`;
  const id = await addCart(page, name, 9100, { 'Stock number': stockNumber });
  await page.getByLabel('Price', { exact: true }).fill('8900');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();

  await page.goto(`/admin/inventory?q=${encodeURIComponent(stockNumber)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`Stock ${stockNumber}`);
  await expect(row).toContainText(`was ${usd(9100)}`);
  await expect(row).toContainText('0 days');
  await expect(row).toContainText('Not in Google Shopping until it has a photo');
  expect(await (await request.get('/feeds/merchant.xml')).text()).not.toContain(`<g:id>${id}</g:id>`);

  await page.getByLabel('Needs').selectOption('needs-photos');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/attention=needs-photos/);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // Added four months ago: it is aged stock now.
  withTestDatabase((sqlite) =>
    sqlite
      .prepare('update vehicles set created_at = ? where id = ?')
      .run(new Date(Date.now() - 120 * 24 * 60 * 60 * 1000).toISOString(), id),
  );
  await page.goto(`/admin/inventory?attention=over-90-days&q=${encodeURIComponent(stockNumber)}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('120 days');
  await page.goto(`/admin/inventory?attention=over-90-days&q=${encodeURIComponent(name)}&status=sold`);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('finance settings change the estimate on every vehicle page, and refuse impossible figures', async ({
  page,
  request,
}) => {
  const vehicle = (await stockFromApi(request)).find((candidate) => candidate.status === 'available')!;
  await page.goto('/admin/inventory');
  await page.getByRole('link', { name: 'Inventory settings' }).click();
  const tax = page.getByRole('spinbutton', { name: 'Sales tax (%)' });
  await expect(tax).toHaveValue(String(defaultFinanceSettings.salesTaxPercent));

  await tax.fill('40');
  await page.getByRole('button', { name: 'Save finance settings' }).click();
  await expect(page.getByText('Sales tax must be a number from 0 to 15')).toBeVisible();
  await expect(tax).toHaveAttribute('aria-invalid', 'true');
  await expect(tax).toHaveValue('40');
  // A second tab, opened before the save below: its save must not undo it unnoticed.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/admin/inventory/settings');

  const changed = { ...defaultFinanceSettings, salesTaxPercent: 7, defaultTermMonths: 48 };
  await tax.fill(String(changed.salesTaxPercent));
  await page
    .getByRole('spinbutton', { name: 'Starting term (months)' })
    .fill(String(changed.defaultTermMonths));
  await page.getByRole('button', { name: 'Save finance settings' }).click();
  await expect(page.getByText('Finance settings saved.')).toBeVisible();
  await expect(page.getByText(/Last changed .* by /)).toBeVisible();

  try {
    const otherApr = otherTab.getByRole('spinbutton', { name: 'Starting APR (%)' });
    await otherApr.fill(String(changed.defaultAprPercent + 1));
    await otherTab.getByRole('button', { name: 'Save finance settings' }).click();
    const refusal = otherTab.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(refusal).toContainText(
      `Sales tax (%) ${defaultFinanceSettings.salesTaxPercent} → ${changed.salesTaxPercent}`,
    );
    await expect(refusal).toContainText(
      `Starting term (months) ${defaultFinanceSettings.defaultTermMonths} → ${changed.defaultTermMonths}`,
    );
    await expect(otherApr).toHaveValue(String(changed.defaultAprPercent + 1));
    await otherTab.close();

    const expected = estimatePayment(defaultPaymentInputs(vehicle.salePrice ?? vehicle.price, changed));
    if (!expected.ok) throw new Error('the changed settings should make an estimate');
    await page.goto(vehicle.url);
    const panel = page.getByRole('region', { name: 'Estimated payment' });
    await expect(panel).toContainText(paymentDisclosure(expected.estimate));
    await expect(panel).toContainText(formatMonthly(expected.estimate.monthlyPayment));
  } finally {
    // Back to the defaults; the settings table's triggers have the cached pages made again.
    withTestDatabase((db) => {
      db.prepare('DELETE FROM settings').run();
    });
  }
});

test('a cart staff mark street-legal is what "street legal" and the LSV filter find', async ({ page }) => {
  const name = `Road ${Date.now()} Club Car Onward`;
  await addCart(page, name, 11995, { 'Street-legal (LSV)': 'yes' });
  const unmarked = (await stockFromApi(page.request)).find((vehicle) => vehicle.streetLegal !== true)!;

  await page.goto('/inventory');
  await expect(page.getByText(/^Try .*"street legal" or a model name\.$/)).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('street legal');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/q=street\+legal/);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: unmarked.name, exact: true })).toHaveCount(0);

  await page.goto('/inventory');
  await page.getByLabel(/^Street-legal \(LSV\) only/).check();
  await expect(page).toHaveURL(/lsv=1/);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: unmarked.name, exact: true })).toHaveCount(0);
});
