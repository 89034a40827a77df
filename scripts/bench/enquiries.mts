/** Enquiries under load: every post answered 201 is one lead and its queued e-mails. */
import { randomBytes } from 'node:crypto';

import autocannon from 'autocannon';

import { freePort } from '../../tests/support/free-port';
import { connectSeparately } from '../../tests/support/separate-connection';
import { startSite, temporaryDir } from './servers.mts';

export function enquiry(index: number) {
  return {
    firstName: 'Load',
    lastName: `Test${index}`,
    email: `load${index}.${randomBytes(3).toString('hex')}@example.com`,
    phone: '732-555-0150',
    interest: 'sales',
    message: `Load test enquiry number ${index}.`,
  };
}

export interface EnquiryRow {
  database: string;
  sent: number;
  answered201: number;
  errors: number;
  leads: number;
  queuedEmails: number;
  requestsPerSecond: number;
  p99Ms: number;
  pass: boolean;
}

export async function runEnquiries(label: string, port: number, databaseUrl: string): Promise<EnquiryRow> {
  const total = 1000;
  const server = await startSite(port, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: temporaryDir('bench-data-'),
    // Mail is configured, its server is not there: every e-mail stays queued, to be counted.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    LEADS_TO: 'sales@dealer.test',
    LEADS_ADF_TO: 'crm@dealer.test',
  });
  let index = 0;
  try {
    const result = await autocannon({
      url: `${server.url}/api/contact`,
      connections: 50,
      amount: total,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(enquiry(index++)) }),
        },
      ],
    });
    const db = connectSeparately(databaseUrl);
    try {
      const count = async (table: 'leads' | 'outbox') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const row: EnquiryRow = {
        database: label,
        sent: result.requests.sent,
        answered201: result['2xx'],
        errors: result.errors + result.timeouts + result.non2xx,
        leads: await count('leads'),
        queuedEmails: await count('outbox'),
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        pass: false,
      };
      row.pass = row.leads === total && row.queuedEmails === 3 * total && row.errors === 0;
      console.log(
        `  ${label.padEnd(10)} ${row.answered201}/${total} answered 201, ${row.leads} leads, ${row.queuedEmails} e-mails queued, ${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms${row.pass ? '' : '  FAIL'}`,
      );
      return row;
    } finally {
      await db.destroy();
    }
  } finally {
    await server.stop();
  }
}
