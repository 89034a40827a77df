/**
 * The buyer tools: the payment estimate and pre-approval request, the rental request with dates
 * and delivery fee and the trade-in with photos (booking a service: service-booking.spec.ts). Each form is sent with
 * JavaScript on and off; the lead's structured fields are read back from the server's own
 * database, the staff inbox and the ADF download. Figures come from the content modules and the
 * database, worked out with the same functions the site uses.
 */
import sharp from 'sharp';

import { financeSettingsFrom, type FinanceSettings } from '../../src/content/finance';
import { municipalities } from '../../src/content/municipalities';
import { cartType, cartTypes, rentalDelivery, rentalPolicy } from '../../src/content/rental-plans';
import { servingLocation } from '../../src/features/places/town-location';
import {
  estimatePayment,
  formatMonthly,
  offeredTerms,
  paymentDisclosure,
  termLimits,
} from '../../src/features/requests/payment-estimate';
import { cheaperPlan, rentalQuote } from '../../src/features/requests/rental-quote';
import { addDays, dealerToday } from '../../src/features/requests/request-dates';
import type { RequestDetails } from '../../src/features/requests/request-details';
import { requestKindLabels, tradeInConditions } from '../../src/features/requests/request-fields';
import { formatDollarsAndCents } from '../../src/lib/format-price';
import type { LeadsTable } from '../../src/server/db/schema';
import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/browser-test';
import { holdScriptsBack } from '../support/slow-scripts';
import { signInAsStaff, withTestDatabase } from '../support/staff-session';
import { listedOnly, stockFromApi } from '../support/stock';

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function leadByEmail(email: string): (LeadsTable & { details: string | null }) | undefined {
  return withTestDatabase(
    (db) => db.prepare('SELECT * FROM leads WHERE email = ?').get(email) as LeadsTable | undefined,
  );
}

function detailsOf(email: string): RequestDetails {
  const lead = leadByEmail(email);
  if (!lead?.details) throw new Error(`No request stored for ${email}`);
  return JSON.parse(lead.details) as RequestDetails;
}

/** The finance figures the site uses now: what staff stored, else the defaults. */
/** The finance figures the site uses now, read from the test database as the server reads them. */
function storedFinanceSettings(): FinanceSettings {
  return financeSettingsFrom(
    withTestDatabase(
      (db) => db.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[],
    ),
  );
}

async function fillContact(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ames');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('(732) 555-0142');
}

const thankYouUrl = /\/thank-you\?ref=[2-9A-Z]{6}&key=[\w-]{43}$/;

async function listedVehicle(page: Page) {
  const vehicle = listedOnly(await stockFromApi(page.request)).find(
    (candidate) => candidate.status === 'available',
  );
  if (!vehicle) throw new Error('The stock should hold an available cart');
  return { ...vehicle, pays: vehicle.salePrice ?? vehicle.price };
}

test.describe('payment estimate and pre-approval', () => {
  test('the vehicle page works out the payment as the buyer types, with its disclosure, and sends it', async ({
    page,
    context,
    baseURL,
  }) => {
    const vehicle = await listedVehicle(page);
    const settings = storedFinanceSettings();
    await page.goto(vehicle.url);
    const estimator = page.getByRole('region', { name: 'Payments and trade-in' });
    // Dollars and cents, as a buyer may type them: the estimate and the pre-approval take the same.
    const down = Math.round(vehicle.pays / 4) + 0.5;
    await estimator.getByRole('spinbutton', { name: 'Down payment ($)' }).fill(String(down));
    await estimator.getByRole('combobox', { name: 'Term' }).selectOption('36');
    await estimator.getByRole('spinbutton', { name: 'APR (%)' }).fill('5.5');
    const expected = estimatePayment({
      price: vehicle.pays,
      downPayment: down,
      termMonths: 36,
      aprPercent: 5.5,
      salesTaxPercent: settings.salesTaxPercent,
    });
    if (!expected.ok) throw new Error('the test figures should make an estimate');
    const panel = estimator.getByRole('region', { name: 'Estimated payment' });
    await expect(panel).toContainText(`${formatMonthly(expected.estimate.monthlyPayment)}/mo`);
    // The disclosure stands next to the figure: APR, term, down payment, not an offer of credit.
    await expect(panel).toContainText(paymentDisclosure(expected.estimate));

    // An impossible down payment gives no figure, and says why.
    await estimator.getByRole('spinbutton', { name: 'Down payment ($)' }).fill(String(vehicle.pays * 2));
    await expect(panel).toContainText('The down payment must be less than the price with tax');
    await expect(panel).not.toContainText('/mo');
    // The field at fault is marked, and its message is read with it.
    const downField = estimator.getByRole('spinbutton', { name: 'Down payment ($)' });
    await expect(downField).toHaveAttribute('aria-invalid', 'true');
    await expect(downField).toHaveAccessibleDescription(
      /The down payment must be less than the price with tax/,
    );
    await expect(estimator.getByRole('spinbutton', { name: 'APR (%)' })).not.toHaveAttribute('aria-invalid');
    await downField.fill(String(down));
    await expect(downField).not.toHaveAttribute('aria-invalid');

    await estimator.getByRole('button', { name: 'Get Pre-approved' }).click();
    await expect(page).toHaveURL(/\/financing\?/);
    await expect(page.getByLabel('Down payment ($)')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Your payment estimate' })).toContainText(
      paymentDisclosure(expected.estimate),
    );
    const email = uniqueEmail('finance');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Get Pre-approved' }).click();
    await expect(page).toHaveURL(thankYouUrl);

    expect(detailsOf(email)).toMatchObject({
      kind: 'financing',
      price: vehicle.pays,
      downPayment: down,
      termMonths: 36,
      aprPercent: 5.5,
      monthlyPayment: expected.estimate.monthlyPayment,
    });
    const lead = leadByEmail(email)!;
    expect(lead).toMatchObject({ interest: 'sales', topic: 'financing', vehicle_id: vehicle.id });

    await signInAsStaff(context, baseURL!);
    await page.goto(`/admin/leads/${lead.id}`);
    const block = page.getByRole('region', { name: 'Request details' });
    await expect(block).toContainText(requestKindLabels.financing);
    await expect(block).toContainText(formatMonthly(expected.estimate.monthlyPayment));
    const adf = await page.request.get(`/admin/leads/${lead.id}/adf`);
    const xml = await adf.text();
    expect(xml).toContain(
      `<amount type="monthly" currency="USD">${expected.estimate.monthlyPayment.toFixed(2)}</amount>`,
    );
    expect(xml).toContain(`<amount type="downpayment" currency="USD">${down.toFixed(2)}</amount>`);
  });

  test('figures typed before the page has loaded its scripts are the ones estimated, on the vehicle page and the pre-approval page', async ({
    page,
  }) => {
    const vehicle = await listedVehicle(page);
    const settings = storedFinanceSettings();
    const typed = { downPayment: Math.round(vehicle.pays / 5), termMonths: 48, aprPercent: 4.25 };
    const expected = estimatePayment({
      price: vehicle.pays,
      ...typed,
      salesTaxPercent: settings.salesTaxPercent,
    });
    if (!expected.ok) throw new Error('the test figures should make an estimate');
    for (const [path, estimateName] of [
      [vehicle.url, 'Estimated payment'],
      [`/financing?vehicleId=${encodeURIComponent(vehicle.id)}`, 'Your payment estimate'],
    ] as const) {
      // A slow phone: the fields are there and the buyer fills them while the scripts are on the way.
      const scriptsArrive = await holdScriptsBack(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole('spinbutton', { name: 'Down payment ($)' }).fill(String(typed.downPayment));
      await page.getByRole('combobox', { name: 'Term' }).selectOption(String(typed.termMonths));
      await page.getByRole('spinbutton', { name: 'APR (%)' }).fill(String(typed.aprPercent));
      scriptsArrive();
      const estimate = page.getByRole('region', { name: estimateName });
      await expect(estimate).toContainText(`${formatMonthly(expected.estimate.monthlyPayment)}/mo`);
      await expect(estimate).toContainText(paymentDisclosure(expected.estimate));
      await page.unrouteAll();
    }
  });

  test('a vehicle page and the pre-approval page are clean for axe, errors showing too', async ({ page }) => {
    const vehicle = await listedVehicle(page);
    await page.goto(vehicle.url);
    await expectNoAxeViolations(page);
    await page.goto(`/financing?vehicleId=${encodeURIComponent(vehicle.id)}`);
    await page.getByRole('button', { name: 'Get Pre-approved' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the pre-approval page reads figures as a buyer types them ("$2,000", "6.5 %")', async ({ page }) => {
    const vehicle = await listedVehicle(page);
    const settings = storedFinanceSettings();
    const expected = estimatePayment({
      price: vehicle.pays,
      downPayment: 2000,
      termMonths: 48,
      aprPercent: 6.5,
      salesTaxPercent: settings.salesTaxPercent,
    });
    if (!expected.ok) throw new Error('the test figures should make an estimate');
    const query = new URLSearchParams({
      vehicleId: vehicle.id,
      downPayment: '$2,000',
      termMonths: '48',
      aprPercent: '6.5 %',
    });
    await page.goto(`/financing?${query}`);
    await expect(page.getByRole('region', { name: 'Your payment estimate' })).toContainText(
      `${formatMonthly(expected.estimate.monthlyPayment)}/mo`,
    );
    // The page checks the figures as the server will, and the server reads "$2,000" as 2000.
    await expect(page.getByText('Enter a down payment of $0 or more')).toHaveCount(0);
  });

  test('the pre-approval page offers and keeps a term the vehicle page sent that is not a usual one, however the address writes it', async ({
    page,
  }) => {
    const vehicle = await listedVehicle(page);
    const settings = storedFinanceSettings();
    const termMonths = 30;
    expect(offeredTerms).not.toContain(termMonths);
    const expected = estimatePayment({
      price: vehicle.pays,
      downPayment: 1500,
      termMonths,
      aprPercent: 7.99,
      salesTaxPercent: settings.salesTaxPercent,
    });
    if (!expected.ok) throw new Error('the test figures should make an estimate');
    // As an address typed or edited by hand may write them: still the same cart and term.
    const query = new URLSearchParams({
      vehicleId: vehicle.id.toUpperCase(),
      downPayment: '1500',
      termMonths: ` ${termMonths}.0`,
      aprPercent: '7.99',
    });
    await page.goto(`/financing?${query}`);
    // The select shows the term the figure is for, and typing elsewhere keeps it.
    await expect(page.getByLabel('Term')).toHaveValue(String(termMonths));
    await page.getByLabel('APR (%)').fill('7.99');
    await expect(page.getByLabel('Term')).toHaveValue(String(termMonths));
    await expect(page.getByRole('region', { name: 'Your payment estimate' })).toContainText(
      `${formatMonthly(expected.estimate.monthlyPayment)}/mo`,
    );
  });

  test('the pre-approval page shows a term the address names that cannot be offered as none chosen, beside its message', async ({
    page,
  }) => {
    const vehicle = await listedVehicle(page);
    for (const term of [String(termLimits.max + 6), 'abc']) {
      await page.goto(`/financing?${new URLSearchParams({ vehicleId: vehicle.id, termMonths: term })}`);
      await expect(page.getByLabel('Term')).toHaveValue('');
      await expect(page.getByLabel('Term')).toHaveAccessibleDescription(/Choose a term from/);
    }
    // Choosing one puts it right.
    await page.getByLabel('Term').selectOption(String(offeredTerms[0]));
    await expect(page.getByRole('region', { name: 'Your payment estimate' })).toContainText('/mo');
  });

  test('the pre-approval form names every problem at once, a down payment beyond the price too', async ({
    page,
  }) => {
    const vehicle = await listedVehicle(page);
    await page.goto(`/financing?vehicleId=${encodeURIComponent(vehicle.id)}`);
    await page.getByLabel('Down payment ($)').fill(String(vehicle.pays * 2));
    await page.getByLabel('APR (%)').fill('31');
    await page.getByRole('button', { name: 'Get Pre-approved' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'Not sent yet' });
    await expect(problems).toBeFocused();
    await expect(problems.getByRole('link', { name: 'Down payment ($)' })).toBeVisible();
    await expect(problems.getByRole('link', { name: 'APR (%)' })).toBeVisible();
    await expect(page.getByLabel('Down payment ($)')).toHaveAccessibleDescription(
      /The down payment must be less than the price with tax/,
    );
  });

  test('the pre-approval page without a cart points to the inventory', async ({ page }) => {
    const response = await page.goto('/financing?vehicleId=no-such-cart');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('That cart is no longer for sale')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Inventory' })).toHaveAttribute('href', '/inventory');
  });
});

test.describe('rental request', () => {
  test('shows the price, deposit and delivery fee for the dates and town, and sends them', async ({
    page,
    context,
    baseURL,
  }) => {
    const beyond = municipalities.find((town) => servingLocation(town).miles > rentalDelivery.includedMiles)!;
    const type = cartType('six-seater');
    const weekly = type.plans.find((plan) => plan.id === 'weekly')!;
    // The request form, for what booking online does not cover (several carts, say).
    await page.goto(`/rentals/request?cartType=${type.id}&plan=${weekly.id}&municipality=${beyond.slug}`);

    const start = addDays(dealerToday(), 10);
    const end = addDays(start, weekly.durationDays + 2);
    // End before start first: the message sits beside the field.
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('End date').fill(addDays(start, -1));
    await page.getByRole('spinbutton', { name: 'Number of carts' }).fill('2');
    const email = uniqueEmail('rental');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Send Rental Request' }).click();
    await expect(page.getByLabel('End date')).toHaveAccessibleDescription(
      /The end date must be after the start date/,
    );
    // The alert that takes the focus names the field to fix, and its link goes there.
    const problems = page.getByRole('alert').filter({ hasText: 'Not sent yet' });
    await expect(problems).toBeFocused();
    await problems.getByRole('link', { name: 'End date' }).click();
    await expect(page.getByLabel('End date')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel('End date').fill(end);
    const miles = servingLocation(beyond).miles;
    const quote = rentalQuote({
      cartType: type.id,
      plan: weekly.id,
      carts: 2,
      startDate: start,
      endDate: end,
      deliveryMiles: miles,
    })!;
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await expect(estimate).toContainText(formatMonthly(quote.rentalPrice));
    await expect(estimate).toContainText(formatMonthly(quote.deliveryFee));
    await expect(estimate).toContainText(`about ${miles} miles`);
    await expect(estimate).toContainText(formatDollarsAndCents(2 * type.securityDeposit));
    await expect(estimate).toContainText('confirmed by our team');

    await page.getByRole('button', { name: 'Send Rental Request' }).click();
    await expect(page).toHaveURL(thankYouUrl);
    expect(detailsOf(email)).toMatchObject({
      kind: 'rental',
      cartType: type.id,
      plan: weekly.id,
      carts: 2,
      startDate: start,
      endDate: end,
      municipality: beyond.slug,
      rentalPrice: quote.rentalPrice,
      deliveryFee: quote.deliveryFee,
      deposit: quote.deposit,
    });
    expect(leadByEmail(email)).toMatchObject({ interest: 'rentals', topic: 'reservation' });

    await signInAsStaff(context, baseURL!);
    await page.goto(`/admin/leads/${leadByEmail(email)!.id}`);
    const block = page.getByRole('region', { name: 'Request details' });
    await expect(block).toContainText(`${type.title}, ${weekly.title} plan`);
    await expect(block).toContainText(formatMonthly(quote.deliveryFee));
  });

  test('the estimate names the rental policy instead of pricing a past start or too long a rental, and offers a cheaper plan', async ({
    page,
  }) => {
    const near = municipalities.find((town) => servingLocation(town).miles <= rentalDelivery.includedMiles)!;
    const type = cartType('six-seater');
    await page.goto(`/rentals/request?cartType=${type.id}&plan=daily&municipality=${near.slug}`);
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    const today = dealerToday();
    const longest = rentalPolicy.maximumRentalDays;

    await page.getByLabel('Start date').fill(addDays(today, -1));
    await page.getByLabel('End date').fill(addDays(today, 3));
    await expect(estimate).toContainText('The start date cannot be in the past');
    await expect(estimate.locator('dl')).toHaveCount(0);

    const start = addDays(today, 5);
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('End date').fill(addDays(start, longest + 1));
    await expect(estimate).toContainText(`at most ${longest} days`);
    await expect(estimate.locator('dl')).toHaveCount(0);
    const email = uniqueEmail('rental-too-long');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Send Rental Request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not sent yet' })).toBeFocused();
    await expect(page.getByLabel('End date')).toHaveAccessibleDescription(
      new RegExp(`at most ${longest} days`),
    );
    expect(leadByEmail(email)).toBeUndefined();

    // Three weeks on the daily plan: the estimate offers the cheapest plan for those dates.
    const end = addDays(start, 21);
    await page.getByLabel('End date').fill(end);
    const offer = cheaperPlan({
      cartType: type.id,
      plan: 'daily',
      carts: 1,
      startDate: start,
      endDate: end,
      deliveryMiles: 0,
    })!;
    await expect(estimate).toContainText(
      `The ${offer.plan.title} plan costs ${formatMonthly(offer.rentalPrice)} for these dates, ${formatMonthly(offer.saving)} less.`,
    );
    await estimate.getByRole('button', { name: `Switch to the ${offer.plan.title} plan` }).click();
    await expect(page.getByRole('combobox', { name: 'Plan', exact: true })).toHaveValue(offer.plan.id);
    await expect(estimate).toContainText(formatMonthly(offer.rentalPrice));
    await expect(estimate.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
  });

  test('delivery inside the free radius costs nothing', async ({ page }) => {
    const near = municipalities.find((town) => servingLocation(town).miles <= rentalDelivery.includedMiles)!;
    await page.goto(`/rentals/request?municipality=${near.slug}`);
    await page.getByRole('combobox', { name: 'Cart type' }).selectOption(cartTypes[0]!.id);
    await page.getByRole('combobox', { name: 'Plan', exact: true }).selectOption('daily');
    await page.getByLabel('Start date').fill(addDays(dealerToday(), 3));
    await page.getByLabel('End date').fill(addDays(dealerToday(), 4));
    await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText(/Delivery to .*Free/);
  });
});

test.describe('trade-in', () => {
  test('a trade-in from a vehicle page carries its photos, which only staff can open', async ({
    page,
    context,
    baseURL,
  }) => {
    const vehicle = await listedVehicle(page);
    await page.goto(vehicle.url);
    await page.getByRole('link', { name: 'Value My Trade-in' }).click();
    await expect(page.getByTestId('enquiry-summary')).toContainText(vehicle.name);
    await page.getByRole('textbox', { name: 'Brand' }).fill('EZGO');
    await page.getByRole('textbox', { name: 'Model' }).fill('RXV');
    await page.getByRole('spinbutton', { name: 'Model year' }).fill('2019');
    await page.getByRole('combobox', { name: 'Battery type' }).selectOption('lithium');
    await page.getByRole('combobox', { name: 'Condition' }).selectOption('good');
    const email = uniqueEmail('trade');
    await fillContact(page, email);

    // A text file named like a photo is refused by its bytes, and the visitor is told which.
    await page
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'cart.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
    await page.getByRole('button', { name: 'Request Appraisal' }).click();
    await expect(page.getByText('cart.jpg is not a JPEG, PNG or WebP photo')).toBeVisible();
    await expect(page.getByLabel('Photos (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Photos (optional)')).toHaveAccessibleDescription(/cart\.jpg is not a JPEG/);
    expect(leadByEmail(email)).toBeUndefined();

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f855a' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Photos (optional)').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    await page.getByRole('button', { name: 'Request Appraisal' }).click();
    await expect(page).toHaveURL(thankYouUrl);
    const details = detailsOf(email);
    expect(details).toMatchObject({
      kind: 'trade-in',
      cartBrand: 'EZGO',
      cartYear: 2019,
      batteryType: 'lithium',
      cartCondition: 'good',
    });
    if (details.kind !== 'trade-in') throw new Error('expected a trade-in');
    expect(details.photos).toHaveLength(2);
    const lead = leadByEmail(email)!;
    expect(lead).toMatchObject({ vehicle_id: vehicle.id, interest: 'sales', topic: 'trade-in' });

    const photoPath = `/admin/leads/${lead.id}/photos/${details.photos[0]!.id}`;
    expect((await page.request.get(photoPath)).status()).toBe(401);
    await signInAsStaff(context, baseURL!);
    const staffPhoto = await page.request.get(photoPath);
    expect(staffPhoto.status()).toBe(200);
    expect(staffPhoto.headers()['content-type']).toBe('image/webp');
    await page.goto(`/admin/leads/${lead.id}`);
    const block = page.getByRole('region', { name: 'Request details' });
    await expect(block).toContainText(tradeInConditions.good);
    await expect(block.getByRole('img')).toHaveCount(2);
    const xml = await (await page.request.get(`/admin/leads/${lead.id}/adf`)).text();
    expect(xml).toContain('<vehicle interest="trade-in" status="used">');
    expect(xml).toContain('<condition>good</condition>');
  });

  test('the trade-in and service pages are clean for axe', async ({ page }) => {
    for (const path of ['/trade-in', '/services/appointment', '/rentals/request']) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the estimate is on the vehicle page and pre-approval is a plain form', async ({ page }) => {
    const vehicle = await listedVehicle(page);
    const settings = storedFinanceSettings();
    await page.goto(vehicle.url);
    const start = estimatePayment({
      price: vehicle.pays,
      downPayment: Math.round((vehicle.pays * settings.defaultDownPercent) / 100),
      termMonths: settings.defaultTermMonths,
      aprPercent: settings.defaultAprPercent,
      salesTaxPercent: settings.salesTaxPercent,
    });
    if (!start.ok) throw new Error('the starting figures should make an estimate');
    const panel = page.getByRole('region', { name: 'Estimated payment' });
    await expect(panel).toContainText(`${formatMonthly(start.estimate.monthlyPayment)}/mo`);
    await expect(panel).toContainText(paymentDisclosure(start.estimate));

    await page.getByRole('combobox', { name: 'Term' }).selectOption('72');
    await page.getByRole('button', { name: 'Get Pre-approved' }).click();
    const recomputed = estimatePayment({ ...start.estimate, termMonths: 72 });
    if (!recomputed.ok) throw new Error('72 months should make an estimate');
    await expect(page.getByRole('region', { name: 'Your payment estimate' })).toContainText(
      formatMonthly(recomputed.estimate.monthlyPayment),
    );
    const email = uniqueEmail('finance-nojs');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Get Pre-approved' }).click();
    await expect(page).toHaveURL(thankYouUrl);
    expect(detailsOf(email)).toMatchObject({
      kind: 'financing',
      termMonths: 72,
      monthlyPayment: recomputed.estimate.monthlyPayment,
    });
  });

  test('a rental request comes back with its message, then goes through', async ({ page }) => {
    const town = municipalities[municipalities.length - 1]!;
    await page.goto(`/rentals/request?cartType=four-seater&plan=daily&municipality=${town.slug}`);
    const start = addDays(dealerToday(), 5);
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('End date').fill(start);
    // A field with a default, cleared: it comes back cleared, with its message, not the default again.
    await page.getByLabel('Number of carts').fill('');
    const email = uniqueEmail('rental-nojs');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Send Rental Request' }).click();
    await expect(page).toHaveURL(/\/rentals\/request\?draft=/);
    await expect(page.getByLabel('End date')).toHaveAccessibleDescription(
      /The end date must be after the start date/,
    );
    await expect(page.getByLabel('Number of carts')).toHaveValue('');
    await expect(page.getByLabel('Number of carts')).toHaveAccessibleDescription(
      /Choose from 1 to \d+ carts/,
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await page.getByLabel('Number of carts').fill('1');

    // Three weeks on the daily plan, where another plan costs less.
    await page.getByLabel('End date').fill(addDays(start, 21));
    await page.getByRole('button', { name: 'Send Rental Request' }).click();
    await expect(page).toHaveURL(thankYouUrl);
    const asked = {
      cartType: 'four-seater',
      plan: 'daily',
      carts: 1,
      startDate: start,
      endDate: addDays(start, 21),
      deliveryMiles: servingLocation(town).miles,
    } as const;
    const quote = rentalQuote(asked)!;
    expect(detailsOf(email)).toMatchObject({
      kind: 'rental',
      days: 21,
      rentalPrice: quote.rentalPrice,
      deliveryFee: quote.deliveryFee,
    });
    // Without JavaScript the visitor first sees the figures here, the plan that costs less too.
    const recap = page.locator('#your-request');
    await expect(recap).toContainText(formatMonthly(quote.rentalPrice));
    await expect(recap).toContainText(formatDollarsAndCents(quote.deposit));
    const offer = cheaperPlan(asked)!;
    const stored = detailsOf(email) as { rentalPrice: number };
    await expect(recap).toContainText(
      `The ${offer.plan.title} plan costs ${formatMonthly(offer.rentalPrice)} for these dates, ${formatMonthly(stored.rentalPrice - offer.rentalPrice)} less`,
    );
    await expect(recap).not.toContainText('Morgan');
  });

  test('a trade-in request goes through as a plain form post', async ({ page }) => {
    await page.goto('/trade-in');
    await page.getByRole('textbox', { name: 'Brand' }).fill('Yamaha');
    await page.getByRole('textbox', { name: 'Model' }).fill('Drive');
    await page.getByRole('spinbutton', { name: 'Model year' }).fill('2016');
    await page.getByRole('combobox', { name: 'Battery type' }).selectOption('lead-acid');
    await page.getByRole('combobox', { name: 'Condition' }).selectOption('fair');
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'battery.png', mimeType: 'image/png', buffer: photo });
    const tradeEmail = uniqueEmail('trade-nojs');
    await fillContact(page, tradeEmail);
    await page.getByRole('button', { name: 'Request Appraisal' }).click();
    await expect(page).toHaveURL(thankYouUrl);
    const details = detailsOf(tradeEmail);
    expect(details).toMatchObject({ kind: 'trade-in', cartCondition: 'fair' });
    expect(details.kind === 'trade-in' && details.photos.length).toBe(1);
  });
});
