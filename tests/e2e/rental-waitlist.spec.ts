import { dealerDateTime } from '../../src/features/rentals/rental-time';
import { addDays, weekdayOf } from '../../src/features/requests/request-dates';
import { expect, test } from '../support/browser-test';
import {
  bookUntilLeft,
  bookUtilityElsewhere,
  fillRentalBooking,
  utilityQuestion,
} from '../support/last-cart';
import { withMailServer } from '../support/own-server';

/**
 * The rental waitlist with mail on (without mail it is not offered): a server of its own, sending
 * to a real SMTP sink.
 */
test('without JavaScript, the last cart taken meanwhile: the waitlist form offered keeps the details typed, and joins', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withMailServer(
    browser,
    {},
    async ({ context }) => {
      const page = await context.newPage();
      let start = addDays(dealerDateTime(Date.now())[0], 21);
      while (weekdayOf(start) !== 3) start = addDays(start, 1);
      await bookUntilLeft(page.request, start, 1);
      await page.goto(`/rentals/book?${utilityQuestion(start)}`);
      await expect(page.getByText('The last cart free')).toBeVisible();
      const typed = await fillRentalBooking(page, start, { first: 'Wren', last: 'Waiting' });
      // Meanwhile the last one goes to someone else.
      await bookUtilityElsewhere(page.request, start, 'Sooner');
      await page.getByRole('button', { name: 'Book and sign' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Not booked: the last free cart' }),
      ).toBeVisible();
      // The waitlist below holds who they are, as typed into the booking refused.
      const waitlist = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Join the waitlist' }) });
      await expect(waitlist.getByLabel('First name')).toHaveValue(typed.first);
      await expect(waitlist.getByLabel('Last name')).toHaveValue('Waiting');
      await expect(waitlist.getByLabel('E-mail')).toHaveValue('wren.waiting@example.com');
      await expect(waitlist.getByLabel('Mobile phone')).toHaveValue('732-555-0105');
      await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
      await expect(page.getByText('You are on the waitlist.')).toBeVisible();
    },
    { javaScriptEnabled: false },
  );
});
