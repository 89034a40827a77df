import { afterAll, describe, expect, it } from 'vitest';

import { adfDtdErrors } from '../support/adf-dtd';
import { postEnquiry } from '../support/lead-mail';
import { createTemporaryDatabase } from '../support/temp-database';

/**
 * The ADF/XML of every kind of lead is valid against the ADF 1.0 DTD, checked by libxml2's
 * xmllint, and invents nothing: a year only where known, a stock number only when the cart has one.
 */
const db = await createTemporaryDatabase();
process.env.CONTACT_RATE_LIMIT = '1000';

const { POST } = await import('@/app/api/contact/route');
const { findLead } = await import('@/features/leads/server/lead-queries');
const { leadAdf } = await import('@/features/leads/server/lead-messages');
const { findVehicle } = await import('@/features/inventory/server/vehicle-queries');
const { database, closeDatabase } = await import('@/server/db/database');
const { cartTypes } = await import('@/content/rental-plans');
const { municipalities } = await import('@/content/municipalities');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

/** A weekday (Tuesday) two weeks or more ahead, when the service shop is open. */
function nextTuesday(): string {
  const day = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function adfOf(fields: Record<string, string>) {
  const lead = (await findLead(await postEnquiry(POST, fields)))!;
  const vehicle = lead.vehicleId ? await findVehicle(lead.vehicleId) : undefined;
  return leadAdf(lead, 'https://carts.example.com', vehicle);
}

describe('the ADF of every kind of lead', async () => {
  const listed = (await (
    await database()
  )
    .selectFrom('vehicles')
    .selectAll()
    .where('status', '=', 'available')
    .where('year', 'is', null)
    .where('stock_number', 'is', null)
    .executeTakeFirst())!;
  const cartType = cartTypes[0]!;
  const start = nextTuesday();
  const weekLater = new Date(Date.parse(`${start}T12:00:00Z`) + 7 * 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  const kinds: [string, Record<string, string>][] = [
    ['quote', { vehicleId: listed.id, topic: 'quote', message: '' }],
    ['compare', { vehicleId: listed.id, topic: 'quote', sourcePath: '/compare', message: '' }],
    [
      'financing',
      {
        requestKind: 'financing',
        vehicleId: listed.id,
        downPayment: '2000',
        termMonths: '48',
        aprPercent: '6.5',
        message: '',
      },
    ],
    [
      'trade-in',
      {
        requestKind: 'trade-in',
        cartBrand: 'Club Car',
        cartModel: 'Precedent',
        cartYear: '2018',
        batteryType: 'lead-acid',
        cartCondition: 'good',
        message: '',
      },
    ],
    [
      'rental',
      {
        requestKind: 'rental',
        interest: 'rentals',
        cartType: cartType.id,
        plan: 'weekly',
        carts: '1',
        startDate: start,
        endDate: weekLater,
        municipality: municipalities[0]!.slug,
        message: '',
      },
    ],
    [
      'service',
      {
        requestKind: 'service',
        interest: 'service',
        cartBrand: 'Yamaha',
        cartModel: 'Drive2',
        problem: 'brakes',
        preferredDate: start,
        timeWindow: 'afternoon',
        handover: 'drop-off',
        message: '',
      },
    ],
    ['contact', { interest: 'general', message: 'Do you open on public holidays?' }],
  ];

  it.each(kinds)('%s is valid against the ADF 1.0 DTD', async (_kind, fields) => {
    const xml = await adfOf(fields);
    expect(adfDtdErrors(xml)).toBe('');
  });

  it('leaves an unknown year empty and names no stock number a cart does not have', async () => {
    const xml = await adfOf({ vehicleId: listed.id, topic: 'quote', message: '' });
    expect(xml).toContain('<year></year>');
    expect(xml).not.toContain('<stock>');
    expect(xml).toContain(`<id source="website">${listed.id}</id>`);
  });

  it('is refused by the DTD when a required part is missing, so the check can fail', async () => {
    const xml = await adfOf({ interest: 'general', message: 'Do you open on public holidays?' });
    expect(adfDtdErrors(xml.replace(/<vehicle[\s\S]*?<\/vehicle>\n/, ''))).toContain('prospect');
  });
});
