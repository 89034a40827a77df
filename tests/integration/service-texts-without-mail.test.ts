import { afterAll, beforeAll, expect, it } from 'vitest';

import { freePort } from '../support/free-port';
import { createTemporaryDatabase } from '../support/temp-database';
import { standInAccount, TwilioStandIn } from '../support/twilio-stand-in';

/**
 * With mail off (SMTP_URL unset) and texts on, a customer who asked for texts still has each
 * change by text: the job's page says so, rather than asking staff to tell them, and asks that
 * only of a customer no text reaches (none asked for, or their number replied STOP).
 */
const scratch = await createTemporaryDatabase();
const twilioPort = await freePort();
delete process.env.SMTP_URL;
Object.assign(process.env, {
  TWILIO_ACCOUNT_SID: standInAccount.sid,
  TWILIO_AUTH_TOKEN: standInAccount.token,
  TWILIO_FROM: standInAccount.from,
  TWILIO_API_BASE: `http://127.0.0.1:${twilioPort}`,
});
const texts = new TwilioStandIn();

const { bookService, changeJobStatus } = await import('@/features/service/server/bookings');
const { serviceLocationId, shopWindows } = await import('@/features/service/server/shop');
const { jobPage } = await import('@/features/service/server/job-page');
const { boardSavedNotice } = await import('@/features/service/server/job-board');
const { weekdayOfDate } = await import('@/features/service/service-shop');
const { dealerDateTime } = await import('@/features/rentals/rental-time');
const { addDays } = await import('@/features/requests/request-dates');
const { recordSmsKeyword } = await import('@/server/sms/sms-opt-outs');
const { notEmailed } = await import('@/server/mail/transport');
const { outboxSettled } = await import('@/features/leads/server/outbox');
const { closeDatabase } = await import('@/server/db/database');

beforeAll(async () => {
  await texts.start(twilioPort);
});

afterAll(async () => {
  await outboxSettled();
  await texts.stop();
  await closeDatabase();
  await scratch.cleanup();
});

let customers = 0;
/** A diagnosis booked three weeks ahead by a customer of their own, asking for texts or not. */
async function booked(smsOptIn: boolean) {
  customers++;
  let date = addDays(dealerDateTime(Date.now())[0], 21);
  const window = async () =>
    (await shopWindows((await serviceLocationId())!)).find((each) =>
      each.weekdays.includes(weekdayOfDate(date)),
    );
  while (!(await window())) date = addDays(date, 1);
  const outcome = await bookService({
    input: {
      job: 'diagnosis',
      date,
      window: (await window())!.id,
      firstName: 'Alex',
      lastName: `Texter${customers}`,
      email: `texter${customers}@example.com`,
      phone: `908-555-${String(300 + customers).padStart(4, '0')}`,
      cart: { brand: 'EZGO', model: 'RXV', year: 2019 },
      smsOptIn,
    },
    source: null,
    sourcePath: '/test',
  });
  if (outcome.outcome !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`);
  const changed = await changeJobStatus(
    outcome.booking.id,
    { status: 'checked-in', expectedVersion: outcome.booking.version },
    'Sam Tech',
  );
  expect(changed.outcome).toBe('changed');
  return outcome.booking;
}

/** What the job's page says once its status was saved. */
const statusSaved = async (id: string) => (await jobPage(id, { done: 'status' }))!;

it('says a customer who asked for texts is texted, and asks staff to tell only those no text reaches', async () => {
  const mailOff = notEmailed('customer');
  const withTexts = await booked(true);
  const texted = await statusSaved(withTexts.id);
  expect(texted.texted).toBe(true);
  expect(texted.done).toBe(`Status saved. ${mailOff}, but they asked for texts: it is texted to them.`);

  const withoutTexts = await booked(false);
  const untold = await statusSaved(withoutTexts.id);
  expect(untold.texted).toBe(false);
  expect(untold.done).toBe(`Status saved. ${mailOff}: tell them.`);

  // Their number replied STOP: no text reaches them any more, so staff are asked to tell them.
  await recordSmsKeyword(withTexts.phoneE164!, 'STOP', true);
  expect((await statusSaved(withTexts.id)).done).toBe(`Status saved. ${mailOff}: tell them.`);

  // The board, which does not name the job, points to the job's page for who is texted.
  expect(boardSavedNotice()).toBe(
    `Saved. ${mailOff}: tell them, unless the job's page says they are texted each change.`,
  );
});
