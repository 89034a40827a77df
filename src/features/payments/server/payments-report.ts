import 'server-only';

import { dayMs, dealerDateTime } from '@/features/rentals/rental-time';
import { database } from '@/server/db/database';

import { paymentKinds, type PaymentKind } from './ledger';

/**
 * The manager's payments page: the ledger by day at the dealer, each kind's total in cents, and
 * what was taken in all (charges and captures, less refunds, plus refunds that failed and came
 * back), which is what Stripe's balance shows
 * for the same days. Holds and releases are listed too: money set aside on a card, not taken.
 */

export interface PaymentLine {
  at: string;
  kind: PaymentKind;
  cents: number;
  what: string;
  note: string;
  stripeId: string;
}

export interface PaymentDay {
  date: string;
  totals: Record<PaymentKind, number>;
  /** Charges and captures less refunds (a failed one came back). */
  takenCents: number;
  lines: PaymentLine[];
}

/** What a movement adds to what was taken: a refund that failed came back to the balance. */
const takenBy = (kind: PaymentKind, cents: number): number =>
  kind === 'charge' || kind === 'capture' || kind === 'refund-failed'
    ? cents
    : kind === 'refund'
      ? -cents
      : 0;

/** The days with movements from `fromDate` (YYYY-MM-DD at the dealer) on, newest first. */
export async function paymentDays(fromDate: string): Promise<PaymentDay[]> {
  const rows = await (
    await database()
  )
    .selectFrom('payments')
    .leftJoin('rental_bookings', 'rental_bookings.id', 'payments.booking_id')
    .leftJoin('vehicle_holds', 'vehicle_holds.id', 'payments.vehicle_hold_id')
    .leftJoin('vehicles', 'vehicles.id', 'vehicle_holds.vehicle_id')
    .select([
      'payments.at',
      'payments.kind',
      'payments.cents',
      'payments.note',
      'payments.stripe_id',
      'rental_bookings.reference',
      'vehicles.name as vehicle_name',
    ])
    // A day's first moment at the dealer is never more than a day before its UTC date.
    .where('payments.at', '>=', new Date(Date.parse(`${fromDate}T00:00:00Z`) - dayMs).toISOString())
    .orderBy('payments.at', 'desc')
    .execute();
  const days = new Map<string, PaymentDay>();
  for (const row of rows) {
    const [date] = dealerDateTime(Date.parse(row.at));
    if (date < fromDate) continue;
    const kind = row.kind as PaymentKind;
    let day = days.get(date);
    if (!day) {
      day = {
        date,
        totals: Object.fromEntries(paymentKinds.map((each) => [each, 0])) as Record<PaymentKind, number>,
        takenCents: 0,
        lines: [],
      };
      days.set(date, day);
    }
    day.totals[kind] += row.cents;
    day.takenCents += takenBy(kind, row.cents);
    day.lines.push({
      at: row.at,
      kind,
      cents: row.cents,
      what: row.reference ? `Rental ${row.reference}` : row.vehicle_name ? `Hold on ${row.vehicle_name}` : '',
      note: row.note,
      stripeId: row.stripe_id,
    });
  }
  return [...days.values()];
}
