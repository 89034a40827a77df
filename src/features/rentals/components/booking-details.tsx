import { cartType } from '@/content/rental-plans';
import { formatRequestDate } from '@/features/requests/request-dates';

import {
  balanceAfterPaidOnline,
  bookingStatusLabels,
  depositAtPickup,
  handoverPlaceOf,
  type Booking,
} from '../booking';
import { dateAndTime, dueBackLater } from '../rental-agreement';
import { formatCents } from '../rental-price';
import { dealerDateTime } from '../rental-time';
import type { ReturnStatement } from '../return-charges';
import { FactList } from './fact-list';

const handedOverAt = (iso: string) => dateAndTime(...dealerDateTime(Date.parse(iso)));

function handoverRows(booking: Pick<Booking, 'checkedOutAt' | 'returnedAt'>): [string, string][] {
  return [
    ...(booking.checkedOutAt ? [['Picked up', handedOverAt(booking.checkedOutAt)] as [string, string]] : []),
    ...(booking.returnedAt ? [['Returned', handedOverAt(booking.returnedAt)] as [string, string]] : []),
  ];
}

/** A booking as its renter reads it: the cart, the times, who drives, and what it costs. */
export function BookingDetails({
  booking,
  handover,
  paidOnline = false,
  paidAtDeskCents = 0,
}: {
  booking: Booking;
  handover: string;
  /** Paid (or to be paid) online: the payment's own box says how and when. */
  paidOnline?: boolean;
  /** The rent the desk has taken at the counter. */
  paidAtDeskCents?: number;
}) {
  const [returnDate, returnTime] = dealerDateTime(booking.endsMs);
  // Cancelled, it is due nowhere and guarantees nothing: only what was booked is shown. Returned,
  // it is due nowhere either, and the statement below says what became of the deposit.
  const live = booking.status !== 'cancelled';
  const ahead = live && booking.status !== 'returned';
  const rows: [string, string][] = [
    ['Status', bookingStatusLabels[booking.status]],
    ['Cart', cartType(booking.type).title],
    ['From', dateAndTime(booking.pickupDate, booking.pickupTime)],
    ['To', `${dateAndTime(returnDate, returnTime)} (${booking.days} ${booking.days === 1 ? 'day' : 'days'})`],
    // When the cart really changed hands, as the desk recorded it: early, on time or late.
    ...handoverRows(booking),
    ...[ahead ? dueBackLater(booking.endsMs, handoverPlaceOf(booking)) : undefined]
      .filter((later) => later !== undefined)
      .map((later): [string, string] => ['Due back', later]),
    ['Where', handover],
    [
      'Drivers',
      booking.drivers
        .map((driver) => `${driver.name} (licence valid until ${formatRequestDate(driver.licenceExpiry)})`)
        .join('; '),
    ],
    ['Rent', formatCents(booking.rentCents)],
    ...(booking.deliveryCents > 0
      ? [['Delivery', formatCents(booking.deliveryCents)] as [string, string]]
      : []),
    ...(booking.driversCents > 0
      ? [['Additional drivers', formatCents(booking.driversCents)] as [string, string]]
      : []),
    ...totalRows(booking, live, paidOnline, paidAtDeskCents),
    ...(ahead
      ? [
          [
            depositAtPickup(booking, paidOnline)
              ? booking.status === 'out'
                ? 'Security deposit, taken at pickup'
                : 'Security deposit, at pickup'
              : 'Security deposit, guaranteed by your card',
            formatCents(booking.depositCents),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <FactList
      rows={rows}
      className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]"
      valueClassName="mb-2 sm:mb-0"
    />
  );
}

/**
 * What it costs and how it is paid: at pickup, online, or, once days were added at the desk to a
 * rental paid online, what was paid online and what is left to pay at pickup; once the desk has
 * taken rent at the counter, what was paid there and what is still to pay.
 */
function totalRows(
  booking: Booking,
  live: boolean,
  paidOnline: boolean,
  paidAtDeskCents: number,
): [string, string][] {
  const total = formatCents(booking.totalCents);
  if (!live) return [['Total as booked', total]];
  if (paidAtDeskCents > 0) {
    // Once the desk has taken some of it, what was paid where, and what is left.
    const online = booking.paidOnline?.paidCents ?? 0;
    const left = booking.totalCents - online - paidAtDeskCents;
    return [
      ['Total', total],
      ...(online > 0 ? [['Paid online', formatCents(online)] as [string, string]] : []),
      ['Paid at the desk', formatCents(paidAtDeskCents)],
      ...(left > 0 ? [['Rest, to pay at the desk', formatCents(left)] as [string, string]] : []),
    ];
  }
  if (!paidOnline) return [['Total, paid at pickup', total]];
  if (!booking.paidOnline) return [['Total, to pay online', total]];
  const balance = balanceAfterPaidOnline(booking);
  if (balance === 0) return [['Total, paid online', total]];
  return [
    ['Total', total],
    ['Paid online', formatCents(booking.paidOnline.paidCents)],
    // How it is paid, as "Total, paid at pickup" says it: the desk takes it at the pickup or the return.
    ['Rest, paid at the desk', formatCents(balance)],
  ];
}

/** Once the cart is back, the renter's itemised statement: each charge, the total, the deposit. */
export function ReturnStatementFacts({ statement }: { statement: ReturnStatement }) {
  return (
    <div data-testid="return-statement">
      {statement.none ? (
        <p className="mt-4">{statement.none}</p>
      ) : (
        <FactList
          rows={statement.rows}
          className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm"
          valueClassName="text-right font-semibold tabular-nums"
        />
      )}
      <p className="mt-4">{statement.deposit}</p>
    </div>
  );
}
