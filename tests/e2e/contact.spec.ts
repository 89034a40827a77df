/**
 * The company area: the enquiry form (with and without JavaScript, opened from a call to
 * action, a real server failure), the thank-you page, showroom, services, about's map facade
 * and every policy page. Leads are checked in the test server's own SQLite file.
 */

import { dealer, locationById } from '../../src/content/dealer';
import { policies, policyEffectiveDate } from '../../src/content/policies';
import { staffingReport2024 } from '../../src/content/policy-figures';
import { tooLargeBody } from '../../src/features/leads/enquiry-body';
import { directionsUrl } from '../../src/features/places/directions';
import { serviceAppointmentHref } from '../../src/lib/request-links';
import type { LeadsTable } from '../../src/server/db/schema';
import { expect, test, type Page } from '../support/browser-test';
import { withTestDatabase } from '../support/staff-session';

/** A stored lead, as the test reads it from the server's own database. */
type LeadRow = LeadsTable;

function findLead(email: string): LeadRow | undefined {
  return withTestDatabase(
    (db) => db.prepare('SELECT * FROM leads WHERE email = ?').get(email) as LeadRow | undefined,
  );
}

/** What a refused post typed, as the server keeps it under the draft id in the address. */
function findDraftFields(id: string): Record<string, string> | undefined {
  const row = withTestDatabase(
    (db) =>
      db.prepare('SELECT fields FROM enquiry_drafts WHERE id = ?').get(id) as { fields: string } | undefined,
  );
  return row && (JSON.parse(row.fields) as Record<string, string>);
}

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const field = {
  firstName: (page: Page) => page.getByRole('textbox', { name: 'First name' }),
  lastName: (page: Page) => page.getByRole('textbox', { name: 'Last name' }),
  email: (page: Page) => page.getByRole('textbox', { name: 'Email' }),
  phone: (page: Page) => page.getByRole('textbox', { name: 'Phone' }),
  message: (page: Page) => page.getByRole('textbox', { name: 'Message' }),
  interest: (page: Page) => page.getByRole('combobox', { name: 'What can we help with?' }),
};

async function fillValid(page: Page, email: string) {
  await field.firstName(page).fill('Dana');
  await field.lastName(page).fill('Keller');
  await field.email(page).fill(email);
  await field.phone(page).fill('(908) 555-0100');
  await field.message(page).fill('Is the six seater available for the first week of July?');
}

/** Where a sent enquiry lands: the thank-you page with the lead's short reference. */
const thankYouUrl = /\/thank-you\?ref=[2-9A-Z]{6}&key=[\w-]{43}$/;

const sendButton = (page: Page) => page.getByRole('button', { name: /Send Message|Sending/ });

test.describe('enquiry form with JavaScript', () => {
  test('shows each spec message beside its field, linked by aria-describedby, and focuses the first', async ({
    page,
  }) => {
    await page.goto('/contact');
    await field.email(page).fill('not-an-address');
    await field.phone(page).fill('12345');
    await field.message(page).fill('Too short');
    await sendButton(page).click();

    const expected = [
      [field.firstName, 'First name is required'],
      [field.lastName, 'Last name is required'],
      [field.email, 'Invalid email address'],
      [field.phone, 'Phone number is required'],
      [field.message, 'Message must be at least 10 characters'],
    ] as const;
    for (const [locate, message] of expected) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(locate(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(locate(page)).toHaveAccessibleDescription(new RegExp(message));
    }
    // Named again, each a link to its field, in the alert that takes the focus.
    const problems = page.getByRole('alert').filter({ hasText: 'Not sent yet: 5 fields to fix' });
    await expect(problems).toBeFocused();
    await problems.getByRole('link', { name: 'Last name' }).click();
    await expect(field.lastName(page)).toBeFocused();
    expect(page.url()).toContain('/contact');

    // After the first submit, a corrected field is checked again when it loses focus: its message
    // goes out of sight but keeps its space, so nothing moves under the pointer.
    const messageBox = await page.getByText('First name is required').boundingBox();
    await field.firstName(page).fill('Dana');
    await field.firstName(page).blur();
    await expect(page.getByText('First name is required')).toBeHidden();
    await expect(field.firstName(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field.firstName(page)).not.toHaveAccessibleDescription(/First name is required/);
    expect(await page.getByText('First name is required').boundingBox()).toEqual(messageBox);
  });

  test('a valid enquiry shows Sending..., lands on /thank-you and is stored', async ({ page }) => {
    const email = uniqueEmail('valid');
    // Holds the real request back until the sending state has been seen; the server answers it.
    let sendingSeen!: () => void;
    const release = new Promise<void>((resolve) => (sendingSeen = resolve));
    await page.route('**/api/contact', async (route) => {
      await release;
      await route.continue();
    });
    await page.goto('/contact');
    await expect(field.interest(page)).toHaveValue('sales');
    await fillValid(page, email);
    await field.interest(page).selectOption('parts');
    await sendButton(page).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    sendingSeen();
    await expect(page).toHaveURL(thankYouUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expect.poll(() => findLead(email)?.email).toBe(email);
    expect(findLead(email)).toMatchObject({
      first_name: 'Dana',
      last_name: 'Keller',
      phone: '(908) 555-0100',
      interest: 'parts',
      message: 'Is the six seater available for the first week of July?',
    });
  });

  test('the form’s checks load when the visitor reaches into the form, not with the page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const withThePage = scripts.length;
    const checks = page.waitForRequest((request) => request.resourceType() === 'script');
    await field.firstName(page).focus();
    expect(scripts.slice(0, withThePage)).not.toContain((await checks).url());
  });

  test('when the checks cannot load, the enquiry is still sent and the server’s messages show', async ({
    page,
  }) => {
    // Find the checks' script, then open the form again with it failing to load.
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const checks = page.waitForRequest((request) => request.resourceType() === 'script');
    await field.firstName(page).focus();
    const checksUrl = (await checks).url();
    await page.route(checksUrl, (route) => route.abort());
    await page.goto('/contact');

    await field.email(page).fill('not-an-address');
    await sendButton(page).click();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(field.email(page)).toHaveAttribute('aria-invalid', 'true');

    const email = uniqueEmail('no-checks');
    await fillValid(page, email);
    await sendButton(page).click();
    await expect(page).toHaveURL(thankYouUrl);
    await expect.poll(() => findLead(email)?.email).toBe(email);
  });

  test('a server refusal shows the destructive Error toast with its text, keeps it above the form with the focus, and keeps what was typed', async ({
    page,
  }) => {
    const email = uniqueEmail('refused');
    await page.goto('/contact');
    await fillValid(page, email);
    // The browser does not judge the hidden context fields; the server refuses this value.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="vehicleId"]');
      if (!input) throw new Error('no vehicleId input');
      input.value = '<bad>';
    });
    const answer = page.waitForResponse('**/api/contact');
    await sendButton(page).click();
    expect((await answer).status()).toBe(400);

    const toast = page.locator('[data-variant="destructive"]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Please correct the highlighted fields.');
    // The toast closes by itself; the reason stays above the form, where the focus went from the
    // button that was disabled while sending.
    const alert = page.getByRole('alert', { name: 'Not sent yet' });
    await expect(alert).toBeFocused();
    await expect(alert).toContainText('Please correct the highlighted fields.');
    await expect(toast).toBeHidden({ timeout: 15_000 });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/contact/);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(field.firstName(page)).toHaveValue('Dana');
    await expect(field.email(page)).toHaveValue(email);
    await expect(field.message(page)).toHaveValue('Is the six seater available for the first week of July?');
    expect(findLead(email)).toBeUndefined();
  });

  test('opened from a rental call to action, it shows what the enquiry is about and stores it', async ({
    page,
  }) => {
    const email = uniqueEmail('rental');
    await page.goto(
      '/contact?interest=rentals&rentalPlan=six-seater/weekly&municipality=toms-river&topic=reservation#enquiry-form',
    );
    const summary = page.getByTestId('enquiry-summary');
    await expect(summary).toContainText('Your enquiry:');
    await expect(summary).toContainText('Rental reservation');
    await expect(summary).toContainText('6 Seater Golf Cart, Weekly plan');
    await expect(summary).toContainText('Toms River Township');
    await expect(field.interest(page)).toHaveValue('rentals');

    await fillValid(page, email);
    await sendButton(page).click();
    await expect(page).toHaveURL(thankYouUrl);
    await expect.poll(() => findLead(email)?.rental_plan).toBe('six-seater/weekly');
    expect(findLead(email)).toMatchObject({
      interest: 'rentals',
      municipality: 'toms-river',
      source_path: '/contact',
    });
  });

  test('a vehicle call to action names the model and stores its id', async ({ page }) => {
    const email = uniqueEmail('vehicle');
    await page.goto('/contact?interest=sales&vehicleId=denago-ev-city&topic=test-drive');
    await expect(page.getByTestId('enquiry-summary')).toContainText('Test drive');
    await expect(page.getByTestId('enquiry-summary')).toContainText(/Denago EV City/i);
    await fillValid(page, email);
    await sendButton(page).click();
    await expect(page).toHaveURL(thankYouUrl);
    await expect.poll(() => findLead(email)?.vehicle_id).toBe('denago-ev-city');
  });

  test('context the site does not know is neither shown nor sent', async ({ page }) => {
    await page.goto('/contact?interest=hacking&vehicleId=no-such-cart&municipality=atlantis');
    await expect(page.getByTestId('enquiry-summary')).toHaveCount(0);
    await expect(field.interest(page)).toHaveValue('sales');
    await expect(page.locator('input[name="vehicleId"]')).toHaveValue('');
    await expect(page.locator('input[name="municipality"]')).toHaveValue('');
  });
});

test.describe('enquiry form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid post lands on /thank-you and the lead is stored', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/contact');
    await fillValid(page, email);
    await field.interest(page).selectOption('service');
    await sendButton(page).click();
    await expect(page).toHaveURL(thankYouUrl);
    expect(findLead(email)).toMatchObject({ email, interest: 'service', first_name: 'Dana' });
  });

  test('an invalid post comes back with the messages and the typed values, none of them in the URL', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs-invalid');
    await page.goto(
      '/contact?interest=rentals&rentalPlan=four-seater/daily&municipality=toms-river&topic=reservation',
    );
    await field.firstName(page).fill('Dana');
    await field.email(page).fill(email);
    await field.phone(page).fill('123');
    await field.message(page).fill('Hi');
    await sendButton(page).click();

    await expect(page).toHaveURL(/\/contact\?draft=[\w-]+#enquiry-form$/);
    // The address carries one opaque id and nothing typed; the values wait on the server under it.
    // (Not a search of the URL for each value: a port or the random id may hold "123" by chance.)
    const draftId = new URL(page.url()).searchParams.get('draft')!;
    expect(findDraftFields(draftId)).toMatchObject({ firstName: 'Dana', email, phone: '123', message: 'Hi' });
    for (const message of ['Last name is required', 'Phone number is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Named again above the form, each a link to its field.
    const problems = page.getByRole('alert').filter({ hasText: 'Not sent yet: 2 fields to fix' });
    await expect(problems.getByRole('link', { name: 'Last name' })).toHaveAttribute(
      'href',
      '#enquiry-lastName',
    );
    await expect(problems.getByRole('link', { name: 'Phone' })).toHaveAttribute('href', '#enquiry-phone');
    // The enquiry says what it is about (a reservation), so the message may stay short.
    await expect(page.getByText('Message must be at least 10 characters')).toHaveCount(0);
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByText('Invalid email address')).toHaveCount(0);
    await expect(field.lastName(page)).toHaveAccessibleDescription(/Last name is required/);
    await expect(field.firstName(page)).toHaveValue('Dana');
    await expect(field.email(page)).toHaveValue(email);
    await expect(field.phone(page)).toHaveValue('123');
    await expect(field.message(page)).toHaveValue('Hi');
    await expect(field.interest(page)).toHaveValue('rentals');
    await expect(page.getByTestId('enquiry-summary')).toContainText('4 Seater Golf Cart, Daily plan');
    expect(findLead(email)).toBeUndefined();
  });
});

test('an enquiry over the body limit is answered 413, never a reset, from Node’s fetch and from the browser', async ({
  page,
  baseURL,
}) => {
  const body = JSON.stringify({ firstName: 'Dana', message: 'x'.repeat(200 * 1024) });
  // Node's fetch sends the body without waiting for an answer, over one kept-alive connection.
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = await fetch(`${baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: tooLargeBody.error });
  }
  await page.goto('/contact');
  const statuses = await page.evaluate(async (text) => {
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      answers.push(answer.status);
    }
    return answers;
  }, body);
  expect(statuses).toEqual([413, 413, 413]);
});

test('the thank-you page promises a reply, lists the next steps, the Pennsylvania showrooms and the way on', async ({
  page,
}) => {
  await page.goto('/thank-you');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const main = page.locator('main');
  await expect(main).toContainText(`${dealer.responseTime.promise}, ${dealer.responseTime.typical}`);
  await expect(main.locator(`a[href="tel:${dealer.phone.e164}"]`).first()).toBeVisible();
  await expect(main.locator('ol').first().locator('> li')).toHaveCount(3);
  for (const id of ['hatfield-pa', 'pocono-pines-pa']) {
    const location = locationById(id);
    await expect(main.getByRole('heading', { name: location.name })).toBeVisible();
    await expect(main.getByText(location.address!.street)).toBeVisible();
    await expect(main.locator(`a[href="tel:${location.phone.e164}"]`)).toHaveText(location.phone.display);
  }
  for (const href of ['/inventory', '/rentals', '/services', '/']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('the showroom page shows the five locations, each with a tel: link, and marks up the four showrooms', async ({
  page,
}) => {
  await page.goto('/showroom');
  const cards = page.locator('#locations ul').first().locator('> li');
  await expect(cards).toHaveCount(5);
  for (const location of dealer.locations) {
    const card = cards.filter({ has: page.getByRole('heading', { name: location.name, exact: true }) });
    await expect(card.locator(`a[href="tel:${location.phone.e164}"]`).first()).toBeVisible();
    await expect(card.getByRole('link', { name: /Reviews/ })).toHaveAttribute('target', '_blank');
    if (location.coordinates)
      await expect(card.getByRole('link', { name: /Directions/ })).toHaveAttribute(
        'href',
        directionsUrl(location.coordinates),
      );
    if (location.websiteUrl)
      await expect(card.getByRole('link', { name: /Visit website/ })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
  }
  await expect(cards.filter({ hasText: 'Open 24 hours' })).toHaveCount(1);
  const dealers = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { '@type': string; geo?: unknown; address?: unknown })
    .filter((data) => data['@type'] === 'AutoDealer');
  expect(dealers).toHaveLength(4);
  for (const data of dealers) {
    expect(data.geo).toBeTruthy();
    expect(data.address).toBeTruthy();
  }
  await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
});

test('the services page shows the four services, the labour rate and booking links', async ({ page }) => {
  await page.goto('/services');
  for (const title of [
    'Maintenance & Repair',
    'Battery Service',
    'Custom Modifications',
    'Warranty Service',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByText('Labour from $155/hour').first()).toBeVisible();
  await expect(page.getByText('Quoted per job')).toBeVisible();
  await expect(page.getByRole('link', { name: /Book this service/ })).toHaveCount(4);
  await expect(page.getByRole('link', { name: /Book this service/ }).first()).toHaveAttribute(
    'href',
    serviceAppointmentHref(),
  );
  await expect(page.getByText('Emergency only')).toBeVisible();
});

test('the about page draws the service area without loading a map until asked', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
  });
  // The test never reaches the real provider: its embed answers with an empty page.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  await page.goto('/about');
  await expect(page.getByText(dealer.claims.customers, { exact: true })).toBeVisible();
  const area = page.locator('#service-area');
  const picture = area.getByRole('img', { name: /Map of our Somerset County service area/ });
  await picture.scrollIntoViewIfNeeded();
  // A picture file, fetched as the visitor scrolls to it, that the browser could draw.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(area.getByRole('link', { name: /Golf Carts$/ })).toHaveCount(21);
  await expect(area.getByRole('link', { name: 'Bridgewater Township Golf Carts' })).toHaveAttribute(
    'href',
    '/bridgewater',
  );
  await expect(area.locator('iframe')).toHaveCount(0);
  expect(mapRequests).toEqual([]);

  await area.getByRole('button', { name: 'Show interactive map' }).click();
  const frame = area.locator('iframe');
  await expect(frame).toHaveAttribute('title', /service area/);
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
  );
  await area.getByRole('button', { name: 'Show simple map' }).click();
  await expect(area.locator('iframe')).toHaveCount(0);
});

test.describe('policy pages', () => {
  for (const policy of policies) {
    test(`${policy.path} answers 200 with its title, effective date and contact box`, async ({ page }) => {
      const response = await page.goto(policy.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(page.locator('main')).toContainText(policyEffectiveDate);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${policy.path}$`),
      );
      const contact = page.locator('#policy-contact');
      await expect(contact.locator(`a[href="tel:${dealer.phone.e164}"]`)).toBeVisible();
      for (const [index, section] of policy.sections.entries()) {
        if (index < 3)
          await expect(
            page.getByRole('heading', { level: 2, name: section.heading, exact: true }),
          ).toBeVisible();
      }
    });
  }

  test('the ethics page gives the confidential e-mail and the phones of the dealer and both PA showrooms', async ({
    page,
  }) => {
    await page.goto('/policies/ethics-policy');
    const contact = page.locator('#policy-contact');
    await expect(contact.locator(`a[href="mailto:${dealer.ethicsEmail}"]`)).toBeVisible();
    for (const phone of [
      dealer.phone,
      locationById('hatfield-pa').phone,
      locationById('pocono-pines-pa').phone,
    ]) {
      await expect(contact.locator(`a[href="tel:${phone.e164}"]`)).toHaveText(phone.display);
    }
  });

  test('the staffing report shows its 2024 figures', async ({ page }) => {
    const r = staffingReport2024;
    await page.goto('/policies/staffing-report');
    const main = page.locator('main');
    for (const text of [
      `Full-time employees: ${r.fullTime}.`,
      `Part-time employees: ${r.partTime}.`,
      `Seasonal employees (${r.seasonalMonths}): ${r.seasonal}.`,
      `Peak headcount during the season: ${r.peakHeadcount}.`,
      `Employee retention for the year: ${r.retentionPercent}%.`,
      `Hatfield: ${r.byLocation.hatfield}.`,
      `Pocono Pines: ${r.byLocation.poconos}.`,
      `${r.paidTimeOffDays.min}-${r.paidTimeOffDays.max} days`,
      '$1,200',
      `${r.orientationHours}-hour orientation`,
      `${r.safetyTrainingHours} hours of safety training`,
      `${r.surveyResponsePercent}% of employees responded`,
      `Hire ${r.goals2025.hires.min}-${r.goals2025.hires.max} new team members.`,
      `${r.goals2025.retentionTargetPercent}% or above`,
    ]) {
      await expect(main, text).toContainText(text);
    }
    await expect(main).toContainText(new RegExp(`Mobile team[^.]*: ${r.byLocation.mobile}\\.`));
    await expect(main.getByRole('heading', { name: '2024 at a Glance' })).toBeVisible();
  });

  test('an unknown policy answers 404', async ({ request }) => {
    expect((await request.get('/policies/no-such-policy')).status()).toBe(404);
  });

  for (const [from, to] of [
    ['/privacy-policy', '/privacy'],
    ['/terms-of-service', '/terms'],
  ] as const) {
    test(`${from} answers 308 to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location'] ?? '', baseURL).pathname).toBe(to);
    });
  }
});
