import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { dealer } from '../../src/content/dealer';
import { enquiryTopics } from '../../src/content/enquiries';
import { defaultFinanceSettings } from '../../src/content/finance';
import { municipalities } from '../../src/content/municipalities';
import { estimatePayment, formatMonthly } from '../../src/features/requests/payment-estimate';
import { postEnquiry, setUpLeadMail } from '../support/lead-mail';

const { database: db, sink, smtpPort } = await setUpLeadMail({ CONTACT_RATE_LIMIT: '1000' });

const { POST } = await import('@/app/api/contact/route');
const { processOutbox, outboxSettled, maxAttempts, retryDelaysMs } =
  await import('@/features/leads/server/outbox');
const { closeDatabase, database } = await import('@/server/db/database');
const { formatDateTime } = await import('@/lib/format-date');
const { forgetStockVersion } = await import('@/features/inventory/server/stock-version');

let clientNumber = 0;

/** Posts an enquiry from Jamie, whose details the e-mails are checked for, at a new address each time. */
async function submit(fields: Record<string, string>) {
  const id = await postEnquiry(POST, {
    firstName: 'Jamie',
    lastName: 'Rivera',
    email: `jamie${++clientNumber}@example.com`,
    phone: '732-555-0188',
    ...fields,
  });
  // Creating a lead kicks the worker in the background; let that run finish first.
  await outboxSettled();
  return id;
}

async function outboxRows(leadId: string) {
  const rows = await (
    await database()
  )
    .selectFrom('outbox')
    .select(['kind', 'status', 'attempts', 'recipients', 'next_attempt_at', 'last_error'])
    .where('lead_id', '=', leadId)
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

async function lead(leadId: string) {
  return (await database()).selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst();
}

/** The parts of a parsed ADF prospect the tests read. */
interface Prospect {
  id: { '#text': string };
  requestdate: string;
  vehicle?: Record<string, string>;
  customer: {
    contact: { name: { '#text': string }[]; email: string; phone: { '#text': string } };
    comments: string;
  };
  vendor: { vendorname: string };
  provider: { url: string; service: string };
}

const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  await sink.start(smtpPort);
});

afterEach(async () => {
  await outboxSettled();
  if (!sink['server']) await sink.start(smtpPort);
});

afterAll(async () => {
  await sink.stop();
  await closeDatabase();
  await db.cleanup();
});

describe('lead e-mails through a real SMTP server', () => {
  it('sends the staff notification, the ADF/XML and the customer confirmation', async () => {
    const id = await submit({
      vehicleId: 'denago-ev-city',
      topic: 'test-drive',
      sourcePath: '/vehicles/denago-ev-city',
    });
    const email = `jamie${clientNumber}@example.com`;
    expect((await outboxRows(id)).map((row) => [row.kind, row.status])).toEqual([
      ['adf', 'sent'],
      ['confirmation', 'sent'],
      ['notification', 'sent'],
    ]);

    const notification = sink.to('sales@dealer.test').find((mail) => mail.parsed.text?.includes(email));
    const stored = (await lead(id))!;
    // What is wanted, for what, from whom, and the reference; Reply answers the customer.
    expect(notification?.parsed.subject).toBe(
      `${enquiryTopics['test-drive']}: Denago EV City, Jamie Rivera, ref ${stored.reference}`,
    );
    expect(notification?.parsed.replyTo?.map((address) => address.address)).toEqual([email]);
    // The time as the dealer reads it, in the dealer's zone: not UTC.
    expect(notification?.parsed.text).toContain(`Received: ${formatDateTime(stored.created_at)}`);
    expect(formatDateTime(stored.created_at)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M$/);
    expect(notification?.parsed.text).toContain('Phone: 732-555-0188');
    expect(notification?.parsed.text).toContain('Vehicle: Denago EV City (denago-ev-city)');
    expect(notification?.parsed.text).toContain('Request: Test drive');
    expect(notification?.parsed.text).toContain(`https://carts.example.com/admin/leads/${id}`);
    expect(notification?.parsed.html).toContain('Open this lead in the staff inbox');

    const confirmation = sink.to(email)[0];
    const { reference } = stored;
    expect(confirmation?.parsed.subject).toBe(`We received your request (${reference}) - ${dealer.name}`);
    expect(confirmation?.parsed.text).toContain('request: test drive.');
    expect(confirmation?.parsed.text).toContain(dealer.responseTime.promise);
    expect(confirmation?.parsed.text).toContain(dealer.phone.display);

    const adf = sink.to('crm@dealer.test').find((mail) => mail.parsed.text?.includes(id));
    const xml = adf?.parsed.text ?? '';
    expect(xml.trimStart().startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<?adf version="1.0"?>');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
      adf: { prospect: Prospect };
    };
    const prospect = doc.adf.prospect;
    expect(prospect.id['#text']).toBe(id);
    expect(prospect.requestdate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(prospect.vehicle).toMatchObject({
      '@_interest': 'test-drive',
      '@_status': 'new',
      make: 'Denago',
      model: 'EV City',
      // The listing's web address is its id on the website; <stock> is only ever a real stock number.
      id: { '#text': 'denago-ev-city', '@_source': 'website' },
    });
    expect(prospect.vehicle).not.toHaveProperty('stock');
    expect(prospect.customer.contact.name.map((name) => name['#text'])).toEqual(['Jamie', 'Rivera']);
    expect(prospect.customer.contact.email).toBe(email);
    expect(prospect.customer.contact.phone['#text']).toBe('732-555-0188');
    expect(prospect.vendor.vendorname).toBe(dealer.name);
    expect(prospect.provider.url).toBe('https://carts.example.com');
    expect(prospect.provider.service).toMatch(/^Website: the web form on \/\S+$/);
  });

  it('names the stock number of the cart a quote is for, so staff can walk out to it', async () => {
    const cart = 'evolution-d5-ranger-4-plus';
    await (
      await database()
    )
      .updateTable('vehicles')
      .set({ stock_number: 'U-4417' })
      .where('id', '=', cart)
      .execute();
    // As the inventory office does after a change: this process reads the stock afresh.
    forgetStockVersion();
    const id = await submit({ vehicleId: cart, topic: 'quote', sourcePath: `/vehicles/${cart}` });
    const { email } = (await lead(id))!;
    const notification = sink
      .to('sales@dealer.test')
      .find((mail) => mail.parsed.text?.includes(email) && mail.parsed.text.includes(id));
    expect(notification?.parsed.text).toContain('Stock number: U-4417');
  });

  it('carries a structured request in the e-mails and maps it to ADF finance and trade-in elements', async () => {
    const vehicle = (await (
      await database()
    )
      .selectFrom('vehicles')
      .selectAll()
      .where('status', '=', 'available')
      .executeTakeFirst())!;
    const down = Math.round(vehicle.price / 5);
    const financing = await submit({
      requestKind: 'financing',
      vehicleId: vehicle.id,
      downPayment: String(down),
      termMonths: '48',
      aprPercent: '6.5',
      message: '',
    });
    const stored = (await lead(financing))!;
    const details = JSON.parse(stored.details!) as { monthlyPayment: number; amountFinanced: number };
    const expected = estimatePayment({
      price: vehicle.sale_price ?? vehicle.price,
      downPayment: down,
      termMonths: 48,
      aprPercent: 6.5,
      salesTaxPercent: defaultFinanceSettings.salesTaxPercent,
    });
    if (!expected.ok) throw new Error('the test figures should make an estimate');
    expect(details).toMatchObject({ kind: 'financing', monthlyPayment: expected.estimate.monthlyPayment });
    expect(stored).toMatchObject({ interest: 'sales', topic: 'financing' });

    const notification = sink
      .to('sales@dealer.test')
      .find((mail) => mail.parsed.text?.includes(stored.email));
    expect(notification?.parsed.text).toContain('Request details:');
    expect(notification?.parsed.text).toContain(
      `Estimated monthly payment: ${formatMonthly(expected.estimate.monthlyPayment)}`,
    );
    expect(notification?.parsed.html).toContain('Request details');
    const financeXml =
      sink.to('crm@dealer.test').find((mail) => mail.parsed.text?.includes(financing))?.parsed.text ?? '';
    expect(XMLValidator.validate(financeXml)).toBe(true);
    const financeVehicle = (
      new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(financeXml) as {
        adf: {
          prospect: {
            vehicle: {
              finance: {
                method: string;
                amount: { '#text': string; '@_type': string }[];
                balance: { '#text': string };
              };
            };
          };
        };
      }
    ).adf.prospect.vehicle.finance;
    expect(financeVehicle.method).toBe('finance');
    expect(financeVehicle.amount.map((amount) => [amount['@_type'], Number(amount['#text'])])).toEqual([
      ['downpayment', down],
      ['monthly', expected.estimate.monthlyPayment],
    ]);
    expect(Number(financeVehicle.balance['#text'])).toBe(expected.estimate.amountFinanced);

    const tradeIn = await submit({
      requestKind: 'trade-in',
      vehicleId: vehicle.id,
      cartBrand: 'Club Car',
      cartModel: 'Precedent',
      cartYear: '2018',
      batteryType: 'lead-acid',
      cartCondition: 'needs-work',
      message: '',
    });
    const tradeNotice = sink.to('sales@dealer.test').find((mail) => mail.parsed.text?.includes(tradeIn));
    expect(tradeNotice?.parsed.subject).toBe(
      `${enquiryTopics['trade-in']}: 2018 Club Car Precedent, ${vehicle.name}, Jamie Rivera, ref ${(await lead(tradeIn))!.reference}`,
    );
    const tradeXml =
      sink.to('crm@dealer.test').find((mail) => mail.parsed.text?.includes(tradeIn))?.parsed.text ?? '';
    expect(XMLValidator.validate(tradeXml)).toBe(true);
    const vehicles = (
      new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(tradeXml) as {
        adf: { prospect: { vehicle: Record<string, string>[] } };
      }
    ).adf.prospect.vehicle;
    expect(vehicles[0]).toMatchObject({ '@_interest': 'buy', make: vehicle.brand });
    expect(vehicles[1]).toMatchObject({
      '@_interest': 'trade-in',
      '@_status': 'used',
      year: '2018',
      make: 'Club Car',
      model: 'Precedent',
      condition: 'poor',
    });
  });

  it('cuts a long name in the subject between characters, never through an emoji', async () => {
    // 100 UTF-16 units, the most a name takes: the subject's 80-character cut falls inside an emoji.
    const firstName = `A${'😀'.repeat(49)}Z`;
    const id = await submit({ firstName });
    const email = `jamie${clientNumber}@example.com`;
    const subject = sink.to('sales@dealer.test').find((mail) => mail.parsed.text?.includes(email))
      ?.parsed.subject;
    expect(subject).toContain(`A${'😀'.repeat(10)}`);
    expect(subject).not.toContain('\uFFFD');
    expect(subject).toContain(`ref ${(await lead(id))!.reference}`);
    // A flag is two code points, one character to a reader: kept whole at the cut.
    const flagged = await submit({ firstName: `${'A'.repeat(79)}🇺🇸` });
    const flaggedSubject = sink
      .to('sales@dealer.test')
      .find((mail) => mail.parsed.text?.includes(`jamie${clientNumber}@example.com`))?.parsed.subject;
    expect(flaggedSubject).toContain(`${'A'.repeat(79)}🇺🇸`);
    expect(flaggedSubject).toContain(`ref ${(await lead(flagged))!.reference}`);
  });

  it('sends a name that looks like an encoded word in the subject as it was typed, never decoded', async () => {
    // Decoded, "=?UTF-8?B?4oCu?=" is a right-to-left override: the subject would read backwards.
    const encodedWord = `=?UTF-8?B?${Buffer.from('\u202e').toString('base64')}?=`;
    await submit({ firstName: encodedWord, lastName: 'gro.elpmaxe@ecivres' });
    const email = `jamie${clientNumber}@example.com`;
    const subject = sink.to('sales@dealer.test').find((mail) => mail.parsed.text?.includes(email))
      ?.parsed.subject;
    expect(subject).not.toContain('\u202e');
    expect(subject?.replaceAll('\u200b', '')).toContain(`${encodedWord} gro.elpmaxe@ecivres, ref `);
  });

  it("quotes the visitor's message in the plain text, so no line of it reads as the inbox link", async () => {
    const id = await submit({
      message: 'Is the cart still there?\nOpen in the staff inbox: http://phish.example/sign-in',
    });
    const email = `jamie${clientNumber}@example.com`;
    const text =
      sink.to('sales@dealer.test').find((mail) => mail.parsed.text?.includes(email))?.parsed.text ?? '';
    const links = text.split('\n').filter((line) => line.startsWith('Open in the staff inbox:'));
    expect(links).toEqual([`Open in the staff inbox: https://carts.example.com/admin/leads/${id}`]);
    expect(text).toContain(
      'Message:\n> Is the cart still there?\n> Open in the staff inbox: http://phish.example/sign-in',
    );
  });

  it('leaves an empty message out of the staff e-mail, says when the lead came in in both parts, and tells the CRM what a lead naming no cart asks for', async () => {
    // A quote asked for on a town's page, naming no cart: the CRM hears what it is and where from.
    const [town] = municipalities;
    const id = await submit({ interest: 'sales', topic: 'quote', message: '', municipality: town!.slug });
    const xml = sink.to('crm@dealer.test').find((each) => each.parsed.text?.includes(id))?.parsed.text ?? '';
    const { vehicle } = (
      new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
        adf: { prospect: Prospect };
      }
    ).adf.prospect;
    expect(vehicle?.comments).toContain(enquiryTopics.quote);
    expect(vehicle?.comments).toContain(town!.name);
    const email = `jamie${clientNumber}@example.com`;
    const mail = sink.to('sales@dealer.test').find((each) => each.parsed.text?.includes(email))?.parsed;
    expect(mail?.text).toContain('Open in the staff inbox:');
    expect(mail?.text).not.toContain('Message:');
    expect(mail?.text?.trimEnd().endsWith('>')).toBe(false);
    expect(mail?.html).not.toContain('white-space:pre-wrap');
    // The HTML part says when it came in, as the plain text does.
    const received = mail?.text?.split('\n').find((line) => line.startsWith('Received: '));
    expect(received).toBeDefined();
    expect(mail?.html).toContain(received!.slice('Received: '.length));
  });

  it('escapes every value in the ADF document', async () => {
    const id = await submit({
      firstName: 'Zoë <b>&',
      lastName: `O'Neil "Jr"`,
      message: 'Ends with </comments></customer><evil/> & more text',
    });
    const xml = sink.to('crm@dealer.test').find((mail) => mail.parsed.text?.includes(id))?.parsed.text ?? '';
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<evil/>');
    const prospect = (
      new XMLParser({ ignoreAttributes: false, parseTagValue: false, processEntities: true }).parse(xml) as {
        adf: { prospect: Prospect };
      }
    ).adf.prospect;
    expect(prospect.customer.contact.name[0]?.['#text']).toBe('Zoë <b>&');
    expect(prospect.customer.contact.name[1]?.['#text']).toBe(`O'Neil "Jr"`);
    expect(prospect.customer.comments).toContain('</comments></customer><evil/> & more text');
  });

  it('keeps the lead when the mail server is down, retries, and delivers once it is back, after a restart too', async () => {
    await sink.stop();
    const id = await submit({
      rentalPlan: 'six-seater/weekly',
      municipality: 'toms-river',
      interest: 'rentals',
    });
    expect(await lead(id)).toMatchObject({ status: 'new', rental_plan: 'six-seater/weekly' });
    const afterFirstTry = await outboxRows(id);
    expect(afterFirstTry.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    expect(afterFirstTry.every((row) => row.attempts === 1 && row.last_error)).toBe(true);
    expect(afterFirstTry.every((row) => Date.parse(row.next_attempt_at) > Date.now())).toBe(true);

    // Nothing is due yet, so nothing is tried again early.
    expect(await processOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    // Still down at the second try.
    expect((await processOutbox({ now: later(retryDelaysMs[0] + 1000) })).retried).toBe(3);
    expect((await outboxRows(id)).every((row) => row.attempts === 2)).toBe(true);

    // The server process restarts (a fresh database connection, nothing kept in memory)...
    await closeDatabase();
    // ...and the mail server is back.
    await sink.start(smtpPort);
    const run = await processOutbox({ now: later(retryDelaysMs[0] + retryDelaysMs[1] + 2000) });
    expect(run.sent).toBe(3);
    expect((await outboxRows(id)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    const notification = sink
      .to('sales@dealer.test')
      .find((mail) => mail.parsed.text?.includes(`/admin/leads/${id}`));
    expect(notification?.parsed.text).toContain('Rental plan: 6 Seater Golf Cart, Weekly plan');
    expect(notification?.parsed.text).toContain('Town: Toms River Township');
  });

  it('marks a message failed after the last try, and keeps the lead', async () => {
    await sink.stop();
    const id = await submit({});
    let elapsed = 0;
    for (const delay of retryDelaysMs) {
      elapsed += delay + 1000;
      await processOutbox({ now: later(elapsed) });
    }
    const rows = await outboxRows(id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['failed', maxAttempts]));
    expect(await lead(id)).toMatchObject({ status: 'new' });
    expect(await processOutbox({ now: later(elapsed * 2) })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends each message once when two workers run at the same moment', async () => {
    await sink.stop();
    const id = await submit({});
    await sink.start(smtpPort);
    const before = sink.received.length;
    const when = later(retryDelaysMs[0] + 1000);
    const [first, second] = await Promise.all([processOutbox({ now: when }), processOutbox({ now: when })]);
    expect(first.sent + second.sent).toBe(3);
    expect(sink.received.length - before).toBe(3);
    expect((await outboxRows(id)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });
});

describe('spam defence', () => {
  it('answers a honeypot hit like any success, stores it as spam and mails nothing', async () => {
    const before = sink.received.length;
    const id = await submit({ website: 'http://cheap-pills.example' });
    expect(await lead(id)).toMatchObject({ status: 'spam' });
    expect(await outboxRows(id)).toEqual([]);
    expect(sink.received.length).toBe(before);
  });
});
