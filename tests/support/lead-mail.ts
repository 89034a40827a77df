import { expect } from 'vitest';

import { freePort } from './free-port';
import { SmtpSink } from './smtp-sink';
import { createTemporaryDatabase, type TemporaryDatabase } from './temp-database';

export interface LeadMailSetup {
  database: TemporaryDatabase;
  sink: SmtpSink;
  /** The sink's port; start the sink on it again to play "the mail server came back". */
  smtpPort: number;
}

/**
 * A scratch database, and the mail settings pointing at a real SMTP sink on a free port, for the
 * tests of the lead e-mails. Call before importing any app module: the environment is read once.
 */
export async function setUpLeadMail(settings: Record<string, string> = {}): Promise<LeadMailSetup> {
  const database = await createTemporaryDatabase();
  const smtpPort = await freePort();
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEADS_TO: 'sales@dealer.test',
    LEADS_ADF_TO: 'crm@dealer.test',
    SITE_URL: 'https://carts.example.com',
    ...settings,
  });
  return { database, sink: new SmtpSink(), smtpPort };
}

let visitors = 0;

/** A phone number of the fictional 555-01xx range, another for each visitor (a thousand in all). */
const visitorPhone = (visitor: number) =>
  `${['732', '848', '908', '201', '973', '609', '856', '551', '862', '640'][Math.floor(visitor / 100) % 10]}-555-01${String(visitor % 100).padStart(2, '0')}`;

/**
 * Posts a valid enquiry to the contact API's handler as the browser does, and answers the stored
 * lead's id. Each comes from a new visitor (e-mail address and phone) unless `fields` names
 * them, so neither the per-address confirmation limit nor a customer's open lead links two tests.
 */
export async function postEnquiry(
  post: (request: Request) => Promise<Response>,
  fields: Record<string, string> = {},
): Promise<string> {
  const response = await post(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Sam',
        lastName: 'Ortiz',
        email: `visitor${++visitors}@example.com`,
        phone: visitorPhone(visitors),
        interest: 'sales',
        message: 'Looking for a four seater for the summer.',
        ...fields,
      }),
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
