import { createHash } from 'node:crypto';

import { dealer } from '../../src/content/dealer';
import { cartType, rentalPolicy } from '../../src/content/rental-plans';
import { rentalPrice, formatCents } from '../../src/features/rentals/rental-price';
import { dealerDateTime } from '../../src/features/rentals/rental-time';
import { addDays, weekdayOf } from '../../src/features/requests/request-dates';
import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/browser-test';
import {
  bookUntilLeft,
  bookUtilityElsewhere,
  fillRentalBooking,
  utilityQuestion,
} from '../support/last-cart';
import { withTestDatabase } from '../support/staff-session';

/**
 * Booking a rental from a phone, with JavaScript and without: what is free and the price before
 * any details, the details and the signature, the confirmation with the renter's own link, the
 * agreement PDF (the same bytes, whose digest the booking keeps, on every download) and the
 * cancellation through the link.
 */

const phone = { width: 390, height: 844 };

/** A Wednesday a few weeks ahead at the dealer, a different one for each test. */
function wednesday(weeksAhead: number): string {
  let date = addDays(dealerDateTime(Date.now())[0], weeksAhead * 7);
  while (weekdayOf(date) !== 3) date = addDays(date, 1);
  return date;
}

/** A booking's status as stored. */
const statusOf = (reference: string) =>
  withTestDatabase(
    (db) =>
      (
        db.prepare('select status from rental_bookings where reference = ?').get(reference) as {
          status: string;
        }
      ).status,
  );

let renters = 0;

async function bookFromThePhone(page: Page, start: string, javaScriptEnabled: boolean) {
  const name = `Robin Renter${++renters}${Date.now() % 1000}`;
  await page.goto('/rentals');
  const quick = page.locator('form').filter({ has: page.getByRole('heading', { name: /Is a cart free/ }) });
  await quick.getByLabel('Cart').selectOption('four-seater');
  await quick.getByLabel('Pickup date').fill(start);
  await quick.getByLabel('Days').fill('6');
  await quick.getByLabel('Deliver to').selectOption('bay-head');
  await quick.getByRole('button', { name: 'Check availability' }).click();
  await page.waitForURL((url) => url.pathname === '/rentals/book');
  const bookingPage = page.url();
  const answer = page.getByRole('region', { name: 'Free for your dates' });
  await expect(answer).toContainText(/carts? free|last cart free/i);
  await expect(answer).toContainText(
    formatCents(rentalPrice({ type: 'four-seater', days: 6, deliveryMiles: 0, additionalDrivers: 0 }).rent),
  );
  // The quote, the form and the agreement (its addresses too) fit the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  if (javaScriptEnabled) {
    // The answer takes the keyboard, not the question's first cart, which an arrow key would change.
    await expect(page.getByRole('heading', { name: 'Free for your dates' })).toBeFocused();
    // The question changed above and not checked again: the form says so rather than book the old one.
    const days = page.locator('form[data-booking-question]').getByLabel('Days');
    const book = page.getByRole('button', { name: 'Book and sign' });
    await days.fill('7');
    await expect(
      page.getByRole('status').filter({ hasText: 'You changed the cart, dates or place' }),
    ).toBeVisible();
    await expect(book).toBeDisabled();
    await days.fill('6');
    await expect(book).toBeEnabled();
    // This server sends no mail (SMTP_URL unset): the form promises the booking's page, not an e-mail.
    await expect(page.getByText('Your booking’s own page then holds the signed agreement')).toBeVisible();
    await expect(page.getByText(/calendar file by e-mail|come by e-mail/)).toHaveCount(0);
  }
  const [first, last] = name.split(' ') as [string, string];
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('E-mail').fill(`${last.toLowerCase()}@example.com`);
  await page.getByLabel('Mobile phone').fill('732-555-0102');
  await page.getByLabel('Full name on the licence').fill(name);
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByLabel('Licence number').fill('R1234 56789 01234');
  await page.getByLabel('Licence expires').fill(addDays(start, 2));
  await page.getByLabel('Sign by typing your full name').fill(name);
  if (javaScriptEnabled) {
    // Asked again for other dates, then back: what was typed below is still there each time.
    const question = page.locator('form[data-booking-question]');
    for (const days of ['7', '6']) {
      await question.getByLabel('Days').fill(days);
      await question.getByRole('button', { name: 'Check availability' }).click();
      await page.waitForURL((url) => url.searchParams.get('days') === days);
      await expect(page.getByLabel('Licence number')).toHaveValue('R1234 56789 01234');
    }
    await expect(page.getByLabel('First name')).toHaveValue(first);
    await expect(page.getByLabel('Sign by typing your full name')).toHaveValue(name);
  }
  await page.getByRole('button', { name: 'Book and sign' }).click();
  // Refused: the licence runs out during the rental, and the agreement is not ticked.
  const refusal = page.getByRole('alert', { name: /Not booked yet/ });
  await expect(refusal).toContainText('the licence expires on');
  await expect(refusal).toContainText('Tick “I agree”');
  // In view, with JavaScript (focused) and without (the post comes back at the form).
  await expect(refusal).toBeInViewport();
  await expect(page.getByLabel('First name')).toHaveValue(first);
  await page.getByLabel('Licence expires').fill(addDays(start, 400));
  await page.getByLabel('I agree to the rental agreement').check();
  await page.getByRole('button', { name: 'Book and sign' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/rentals/bookings/'));
  await expect(page.getByRole('status').filter({ hasText: 'Booked.' })).toBeVisible();
  return { url: new URL(page.url()), name, bookingPage };
}

for (const javaScriptEnabled of [true, false])
  test(`a renter books a cart from a phone ${javaScriptEnabled ? 'with' : 'without'} JavaScript, and cancels it from the link`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled, baseURL });
    const page = await context.newPage();
    try {
      const start = wednesday(javaScriptEnabled ? 9 : 10);
      const { url, bookingPage } = await bookFromThePhone(page, start, javaScriptEnabled);
      const reference = url.pathname.split('/').pop()!;
      const key = url.searchParams.get('key')!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rental ${reference}`);
      await expect(page.getByText(cartType('four-seater').title, { exact: true })).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      if (!javaScriptEnabled) {
        // Back to the booking page (past the form's own posts), drawn afresh without scripts: it
        // says the rental is booked rather than take the same form again as a second booking;
        // "Book another" asks anew.
        await page.goto(bookingPage);
        await expect(page.getByRole('status').filter({ hasText: 'Booked already' })).toContainText(reference);
        // Its reference, never its link: the key in it would be anyone's at this browser.
        await expect(page.locator(`a[href*="${reference}"]`)).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Book and sign' })).toHaveCount(0);
        await page.getByRole('link', { name: 'Book another' }).click();
        await expect(page.getByRole('button', { name: 'Book and sign' })).toBeVisible();
        await page.goto(url.pathname + url.search);
      }

      // The agreement: the bytes stored at booking, the same each time, their digest on the booking.
      const pdf = `/rentals/bookings/${reference}/agreement.pdf?key=${encodeURIComponent(key)}`;
      const [once, again] = await Promise.all([request.get(pdf), request.get(pdf)]);
      expect(once.headers()['content-type']).toBe('application/pdf');
      const bytes = await once.body();
      expect((await again.body()).equals(bytes)).toBe(true);
      const stored = withTestDatabase(
        (db) =>
          db.prepare('select agreement_sha256 from rental_bookings where reference = ?').get(reference) as {
            agreement_sha256: string;
          },
      );
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.agreement_sha256);
      // An altered key opens nothing.
      expect(
        (await request.get(`/rentals/bookings/${reference}/agreement.pdf?key=${key.slice(1)}x`)).status(),
      ).toBe(404);
      expect((await request.get(`/rentals/bookings/${reference}?key=${key.slice(1)}x`)).status()).toBe(404);
      const calendar = await request.get(
        `/rentals/bookings/${reference}/calendar.ics?key=${encodeURIComponent(key)}`,
      );
      expect(await calendar.text()).toContain(`UID:${reference}-pickup@`);

      // Paid at pickup: nothing is taken yet, so cancelling costs nothing; the link then shows it
      // cancelled, with nothing to refund.
      await expect(
        page.getByText(/Nothing has been paid yet .* so cancelling costs nothing\./),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Cancel the booking' }).click();
      await expect(
        page.getByText('Tick the box to confirm you want to cancel.', { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Not cancelled.' })).toContainText(
        'Not cancelled. Tick the box',
      );
      // Without scripts the refusal comes back as a page scrolled to the form, its message in view.
      if (!javaScriptEnabled) await expect(page.getByText('Not cancelled. Tick the box')).toBeInViewport();
      // The same page open in another tab, to cancel from again.
      const secondTab = await page.context().newPage();
      await secondTab.goto(page.url());
      await page.getByLabel('Yes, cancel this booking').check();
      await page.getByRole('button', { name: 'Cancel the booking' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible();
      // Nothing is e-mailed here (SMTP_URL unset): the page is the renter's record, not a way to change it.
      await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toContainText(
        'as your record of it',
      );
      // The page is drawn anew: the note that says so takes the focus, or nothing would announce it.
      if (javaScriptEnabled) {
        await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeFocused();
        // Reloaded, the page is the browser's to place: the note is there, and takes no focus.
        await page.reload();
        await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: 'Cancelled.' })).not.toBeFocused();
      }
      await expect(page.getByText('Cancelled. Nothing was paid', { exact: false })).toBeVisible();
      // Cancelled again from the older tab: said as done before, not as a second cancellation.
      await secondTab.getByLabel('Yes, cancel this booking').check();
      await secondTab.getByRole('button', { name: 'Cancel the booking' }).click();
      await expect(secondTab.getByRole('status').filter({ hasText: 'Already cancelled' })).toBeVisible();
      await secondTab.close();
      // What was booked, no longer a total to pay at pickup nor a deposit to bring.
      await expect(page.getByText('Total as booked')).toBeVisible();
      await expect(page.getByText(/^Security deposit/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel the booking' })).toHaveCount(0);
      expect(statusOf(reference)).toBe('cancelled');
      // The confirmation's own address, opened again once cancelled, no longer says it is booked.
      expect(url.searchParams.get('booked')).toBe('1');
      await page.goto(url.pathname + url.search);
      await expect(page.getByText('Total as booked')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Booked\./ })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

test('a cancel sent after the cart was handed over is refused on a page drawn afresh, which shows it out', async ({
  page,
}) => {
  const answer = await page.request.post('/api/rentals/bookings', {
    data: {
      type: 'four-seater',
      start: wednesday(31),
      pickupTime: '10:00',
      days: 2,
      town: 'bay-head',
      firstName: 'Lee',
      lastName: 'Late',
      email: `late-cancel-${Date.now()}@example.com`,
      phone: '732-555-0134',
      drivers: [
        {
          name: 'Lee Late',
          dateOfBirth: '1980-01-01',
          licenceNumber: 'L1234567',
          licenceState: 'NJ',
          licenceExpiry: '2035-01-01',
        },
      ],
      acceptAgreement: true,
      signature: 'Lee Late',
    },
  });
  expect(answer.status()).toBe(201);
  const { reference, manageUrl } = (await answer.json()) as { reference: string; manageUrl: string };
  await page.goto(new URL(manageUrl).pathname + new URL(manageUrl).search);
  // The desk hands the cart over while the renter's page is open.
  withTestDatabase((db) =>
    db
      .prepare("update rental_bookings set status = 'out', version = version + 1 where reference = ?")
      .run(reference),
  );
  await page.getByLabel('Yes, cancel this booking').check();
  await page.getByRole('button', { name: 'Cancel the booking' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Not cancelled' });
  await expect(refusal).toContainText(
    'Not cancelled: the cart was handed over before your cancel reached us.',
  );
  await expect(refusal.getByRole('link')).toHaveAttribute('href', /^tel:/);
  await expect(refusal).toBeFocused();
  await expect(page.getByText('The cart has been handed over: call us to change the rental.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel the booking' })).toHaveCount(0);
  // Handed over, the deposit is no longer something to bring.
  await expect(page.getByText('Security deposit, taken at pickup')).toBeVisible();
  await expect(page.getByText('Security deposit, at pickup')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(statusOf(reference)).toBe('out');
});

for (const javaScriptEnabled of [true, false])
  test(`the last cart booked by someone else while the form is filled in ${javaScriptEnabled ? 'with' : 'without'} JavaScript: the refusal leads to what is free now${javaScriptEnabled ? ', and what was typed waits for the booking chosen' : ''}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    try {
      const start = wednesday(javaScriptEnabled ? 41 : 43);
      await bookUntilLeft(page.request, start, 1);
      await page.goto(`/rentals/book?${utilityQuestion(start)}`);
      await expect(page.getByText('The last cart free')).toBeVisible();
      const typed = await fillRentalBooking(page, start, { first: 'Quinn', last: 'Racer' });
      // Meanwhile the last one goes to someone else.
      await bookUtilityElsewhere(page.request, start, 'Faster');
      await page.getByRole('button', { name: 'Book and sign' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'Not booked: the last free cart' });
      await expect(refusal).toBeVisible();
      const nearest = page.getByRole('heading', { name: 'The nearest dates with one free' }).locator('..');
      if (!javaScriptEnabled) {
        // The post comes back as the page drawn again, fully booked: the refusal is in view above what is free.
        await expect(refusal).toBeInViewport();
        await expect(refusal).toContainText('Other dates and carts that are free are below');
        await expect(page.getByRole('heading', { name: 'Fully booked' })).toBeVisible();
        await expect(page.getByText('The last cart free')).toHaveCount(0);
        await nearest.getByRole('link').first().click();
        await expect(page.getByRole('button', { name: 'Book and sign' })).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: 'Not booked' })).toHaveCount(0);
        return;
      }
      await refusal.getByRole('link', { name: 'See the dates and carts free now' }).click();
      // The answer takes the focus as the page lands on it (the page scrolls there): then it is read.
      await expect(page.getByRole('heading', { name: 'Fully booked' })).toBeFocused();
      await expect(page.getByText('The last cart free')).toHaveCount(0);
      // Another date chosen: its booking form holds what was typed.
      await nearest.getByRole('link').first().click();
      await expect(page.getByRole('button', { name: 'Book and sign' })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue(typed.first);
      await expect(page.getByLabel('Licence number')).toHaveValue(typed.licenceNumber);
    } finally {
      await context.close();
    }
  });

test('the booking page names what is wrong with the dates, offers what is free when nothing is, and is clean for axe', async ({
  page,
}) => {
  const today = dealerDateTime(Date.now())[0];
  await page.goto(
    // As the form itself sends it: to the form's own place on the page.
    `/rentals/book?type=six-seater&start=${addDays(today, -1)}&days=${rentalPolicy.maximumRentalDays + 1}#availability`,
  );
  await expect(page.getByLabel('Pickup date')).toHaveAccessibleDescription(/cannot be in the past/);
  await expect(page.getByLabel('Days')).toHaveAccessibleDescription(/1 to 30 days/);
  // Said once more where the form starts, and focused, so a screen reader hears why.
  const problems = page.getByRole('alert').filter({ hasText: 'Check these and ask again' });
  await expect(problems).toBeFocused();
  await expect(problems.getByRole('listitem')).toHaveText([/cannot be in the past/, /1 to 30 days/]);
  expect(await axeViolations(page)).toEqual([]);
  // Sent with the date left empty: said at the field, not the form drawn again as if never asked.
  await page.goto('/rentals/book?type=six-seater&start=&days=2#availability');
  const problem = page.getByRole('alert').filter({ hasText: 'Check this and ask again' });
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('listitem')).toHaveText([/Choose a pickup date/]);
  await expect(page.getByLabel('Pickup date')).toHaveAttribute('aria-invalid', 'true');

  // Every utility cart of one date booked: the page offers other dates, other carts and the waitlist.
  const start = wednesday(30);
  await bookUntilLeft(page.request, start, 0);
  await page.goto(`/rentals/book?${utilityQuestion(start)}`);
  await expect(page.getByRole('heading', { name: 'Fully booked' })).toBeVisible();
  await expect(page.getByText('The nearest dates with one free')).toBeVisible();
  // This server sends no mail (SMTP_URL unset), so no waitlist that could tell nobody: the phone.
  await expect(page.getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);
  await expect(
    page
      .getByText('to ask about cancellations for these dates')
      .getByRole('link', { name: dealer.phone.display }),
  ).toHaveAttribute('href', `tel:${dealer.phone.e164}`);
  expect(await axeViolations(page)).toEqual([]);
});

test('a booking refused for its dates (a day passed while the form was open) links each problem to the question above', async ({
  page,
}) => {
  const start = wednesday(12);
  await page.goto(`/rentals/book?type=four-seater&start=${start}&time=10:00&days=2&town=bay-head`);
  const name = 'Dana Late';
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Late');
  await page.getByLabel('E-mail').fill('dana.late@example.com');
  await page.getByLabel('Mobile phone').fill('732-555-0104');
  await page.getByLabel('Full name on the licence').fill(name);
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByLabel('Licence number').fill('L1234 56789 01234');
  await page.getByLabel('Licence expires').fill(addDays(start, 400));
  await page.getByLabel('Sign by typing your full name').fill(name);
  await page.getByLabel('I agree to the rental agreement').check();
  // The rental the form carries, as it stands once its day has gone by.
  const yesterday = addDays(dealerDateTime(Date.now())[0], -1);
  await page
    .locator('form:has(button:text("Book and sign")) input[type=hidden][name=start]')
    .evaluate((input, day) => ((input as HTMLInputElement).value = day), yesterday);
  await page.getByRole('button', { name: 'Book and sign' }).click();
  const refusal = page.getByRole('alert', { name: /Not booked yet/ });
  await expect(refusal).toContainText('Not booked yet: one thing needs fixing.');
  await refusal.getByRole('link', { name: /past/ }).click();
  await expect(page.locator('form[data-booking-question]').getByLabel('Pickup date')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
});
