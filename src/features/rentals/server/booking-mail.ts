import 'server-only';

import { locationById } from '@/content/dealer';
import { municipalityBySlug } from '@/content/municipalities';
import { cartType, rentalPolicy } from '@/content/rental-plans';
import { letterOpening, letterSignOff } from '@/features/bookings/letter';
import type { OutgoingMessage } from '@/features/leads/server/lead-messages';
import { townName } from '@/features/places/town-copy';
import { siteUrl } from '@/features/seo/server/site-metadata';
import { mailConfigured } from '@/server/mail/transport';

import {
  balanceAfterPaidOnline,
  cancelledRefundLine,
  depositAtPickup,
  handoverPlaceOf,
  type Booking,
} from '../booking';
import { dateAndTime, dueBackNote } from '../rental-agreement';
import { formatCents } from '../rental-price';
import { dealerDateTime } from '../rental-time';
import { returnStatement } from '../return-charges';
import type { Handover } from './availability';

/**
 * The e-mails a renter gets about a booking: the confirmation with the links to view or cancel
 * it (and its agreement and calendar file), the cancellation, and the reminders the day before
 * pickup and return (or on the day, for one the day before missed). Queued in the outbox in the transaction that makes the change; nothing is
 * queued while mail is not configured. They quote nothing the renter typed, not even the name
 * (features/bookings/letter.ts): the booking in our own words, to the address given.
 */

/** Whether a renter's confirmation, agreement and calendar file go out by e-mail (mail configured). */
export const confirmationsMailed = (): boolean => mailConfigured();

/** "Pickup and return at Fairway EV Carts Jersey Shore, 200 Example Boulevard, Toms River" or a delivery. */
export function handoverLine(handover: Handover): string {
  if ('town' in handover) return `Delivered to ${townName(handover.town)} and collected there`;
  const location = locationById(handover.locationId);
  const address = location.address;
  return `Pickup and return at ${location.name}${address ? `, ${address.street}, ${address.city}` : ''}`;
}

/** How a booking's cart changes hands, as it was asked for. */
export function bookingHandover(booking: Pick<Booking, 'town' | 'locationId'>): Handover {
  const town = booking.town ? municipalityBySlug(booking.town) : undefined;
  return town ? { town } : { locationId: booking.locationId };
}

/** The renter's own page of the booking, or one of its files; it opens only with the booking's key. */
export const bookingPath = (booking: Pick<Booking, 'reference'>, file?: 'agreement.pdf' | 'calendar.ics') =>
  `/rentals/bookings/${booking.reference}${file ? `/${file}` : ''}`;

/** That page's full address with its key, for an e-mail or an API answer. */
export function manageUrl(
  booking: Pick<Booking, 'reference'>,
  key: string,
  file?: 'agreement.pdf' | 'calendar.ics',
): string {
  return `${siteUrl(bookingPath(booking, file))}?key=${encodeURIComponent(key)}`;
}

/** Days added at the desk to a rental paid online: the new total, and what is paid at the desk. */
const balanceToPay = (booking: Pick<Booking, 'totalCents' | 'paidOnline'>): string[] => {
  const balance = balanceAfterPaidOnline(booking);
  return balance > 0
    ? [`Total now: ${formatCents(booking.totalCents)}, of which ${formatCents(balance)} is paid at the desk.`]
    : [];
};

/** What the renter brings to the pickup, as a sentence's words. */
export const whatToBring = (booking: Pick<Booking, 'paidOnline'>) =>
  depositAtPickup(booking)
    ? "every driver's licence and a credit card in your name for the deposit"
    : "every driver's licence";

/**
 * The booking as it stands, for a letter. `rentTakenCents`: the rent the desk's counter recorded
 * taking (rentTakenAtDesk), which a letter about a cart out or back says, and what is left.
 */
function summary(booking: Booking, rentTakenCents = 0): string[] {
  const [returnDate, returnTime] = dealerDateTime(booking.endsMs);
  const { paidOnline } = booking;
  // Cancelled, it is due nowhere and costs what its refund line says: what was booked, no more.
  // Returned, it is due nowhere either: the letter says when it came back.
  const live = booking.status !== 'cancelled';
  const ahead = live && booking.status !== 'returned';
  return [
    `Reference: ${booking.reference}`,
    `Cart: one ${cartType(booking.type).title}`,
    `From: ${dateAndTime(booking.pickupDate, booking.pickupTime)}`,
    `To: ${dateAndTime(returnDate, returnTime)} (${booking.days} ${booking.days === 1 ? 'day' : 'days'})`,
    ...[ahead ? dueBackNote(booking.endsMs, handoverPlaceOf(booking)) : undefined].filter(
      (note) => note !== undefined,
    ),
    `${handoverLine(bookingHandover(booking))}.`,
    ...(!live
      ? []
      : paidOnline
        ? [
            paidOnline.paid,
            ...balanceToPay(booking),
            // How the deposit will be held is for before the pickup; once the cart is back, the
            // return statement says what became of it.
            ...(booking.status === 'returned' ? [] : [paidOnline.deposit]),
          ]
        : [paidAtTheDesk(booking, rentTakenCents)]),
  ];
}

/**
 * How a booking not paid online is paid, as things stand: at pickup until the cart is out, then at
 * the desk, as its counter recorded it (days added while it is out are paid before it comes back:
 * what is left is said, as on the renter's page); once back, the return statement says what became
 * of the deposit.
 */
function paidAtTheDesk(booking: Booking, rentTakenCents: number): string {
  const total = formatCents(booking.totalCents);
  const deposit = formatCents(booking.depositCents);
  if (booking.status !== 'out' && booking.status !== 'returned')
    return `Total: ${total}, paid at pickup, with a refundable deposit of ${deposit}.`;
  const left = booking.totalCents - rentTakenCents;
  const paid =
    left <= 0
      ? `Total: ${total}, paid at the desk`
      : rentTakenCents > 0
        ? `Total: ${total}, of which ${formatCents(rentTakenCents)} is paid at the desk and ${formatCents(left)} is still to pay there`
        : `Total: ${total}, to pay at the desk`;
  return booking.status === 'out'
    ? `${paid}; the refundable ${deposit} deposit was taken at pickup.`
    : `${paid}.`;
}

function toRenter(
  booking: Booking,
  kind: OutgoingMessage['kind'],
  subject: string,
  lines: string[],
): OutgoingMessage[] {
  if (!mailConfigured()) return [];
  return [{ kind, recipients: booking.email, subject, text: [...lines, ...letterSignOff].join('\n') }];
}

/** A short notice to the renter: the news, the booking as it now stands, then any `links`. */
const noticeToRenter = (
  booking: Booking,
  kind: OutgoingMessage['kind'],
  subject: string,
  news: string,
  { rentTakenCents = 0, links = [] }: { rentTakenCents?: number; links?: string[] } = {},
) => toRenter(booking, kind, subject, [...letterOpening(news, summary(booking, rentTakenCents)), ...links]);

/**
 * After a change to the booking: its page as it now stands, and its calendar file, which, opened,
 * changes the events the renter added from the confirmation (the same events, moved or cancelled).
 */
const changedBookingLinks = (booking: Booking, key: string) => [
  '',
  `Your booking: ${manageUrl(booking, key)}`,
  `${booking.status === 'cancelled' ? 'Take it off your calendar' : 'Update your calendar'}: ${manageUrl(booking, key, 'calendar.ics')}`,
];

export function bookingConfirmation(booking: Booking, key: string): OutgoingMessage[] {
  return toRenter(booking, 'booking', `Your golf cart rental is booked (ref ${booking.reference})`, [
    ...letterOpening('Your rental is booked and a cart is set aside for you.', summary(booking)),
    '',
    `Bring every driver's licence (each must be valid until the end of the rental)${depositAtPickup(booking) ? ' and a credit card in your name for the deposit' : ''}. Every driver must be ${rentalPolicy.minimumAge} or older.`,
    '',
    `View or cancel your booking: ${manageUrl(booking, key)}`,
    `Your signed rental agreement (PDF): ${manageUrl(booking, key, 'agreement.pdf')}`,
    `Add it to your calendar: ${manageUrl(booking, key, 'calendar.ics')}`,
  ]);
}

export function cancellationNotice(booking: Booking, key: string): OutgoingMessage[] {
  return noticeToRenter(
    booking,
    'booking-change',
    `Your golf cart rental is cancelled (ref ${booking.reference})`,
    `Your rental ${booking.reference} is cancelled. ${cancelledRefundLine(booking)}`,
    { links: changedBookingLinks(booking, key) },
  );
}

/** The day a reminder speaks of: the next, as reminders go; the same day for one sent late. */
export type ReminderDay = 'today' | 'tomorrow';

export function pickupReminder(booking: Booking, day: ReminderDay): OutgoingMessage[] {
  return noticeToRenter(
    booking,
    'reminder',
    `Your golf cart rental starts ${day} (ref ${booking.reference})`,
    `Your rental starts ${day}. Please bring ${whatToBring(booking)}.`,
  );
}

export function returnReminder(
  booking: Booking,
  day: ReminderDay,
  rentTakenCents: number,
): OutgoingMessage[] {
  return noticeToRenter(
    booking,
    'reminder',
    `Your golf cart rental ends ${day} (ref ${booking.reference})`,
    `Your rental ends ${day}. Please have the cart back, or ready for collection, on time, clean and charged: a late return is ${formatCents(rentalPolicy.lateReturnPerHour * 100)} an hour.`,
    { rentTakenCents },
  );
}

/**
 * The deposit's hold declined by the renter's card after the booking was paid and confirmed: they
 * bring a card for the deposit instead, told at once rather than by the next reminder.
 */
export function declinedDepositNotice(booking: Booking): OutgoingMessage[] {
  return noticeToRenter(
    booking,
    'booking-change',
    `Please bring a card for the deposit (ref ${booking.reference})`,
    `Your rental ${booking.reference} is paid and booked, but your card declined the hold for the refundable deposit of ${formatCents(booking.depositCents)}. Please bring a credit card in your name to the pickup for the deposit. Here is the booking as it stands now:`,
  );
}

/**
 * The cart back: the itemised statement the rental policy promises (each charge, what is kept of
 * the deposit and when the rest is back), then the booking as it stood.
 */
export function returnNotice(booking: Booking, rentTakenCents: number): OutgoingMessage[] {
  const statement = returnStatement(booking);
  if (!statement) return [];
  const [date, time] = dealerDateTime(Date.parse(booking.returnedAt ?? ''));
  return toRenter(booking, 'booking-change', `Your golf cart rental is returned (ref ${booking.reference})`, [
    ...letterOpening(
      `Thank you: the cart came back on ${dateAndTime(date, time)}. Under our rental policy, the return comes to:`,
      [
        ...(statement.none
          ? [statement.none]
          : statement.rows.map(([label, amount]) => `${label}: ${amount}`)),
        statement.deposit,
      ],
    ),
    '',
    ...summary(booking, rentTakenCents),
  ]);
}

/** The rental made longer at the desk: the new return time and total. */
export function extensionNotice(booking: Booking, rentTakenCents: number, key: string): OutgoingMessage[] {
  return noticeToRenter(
    booking,
    'booking-change',
    `Your golf cart rental is extended (ref ${booking.reference})`,
    `Your rental ${booking.reference} now lasts ${booking.days} days. Here it is as it stands now:`,
    { rentTakenCents, links: changedBookingLinks(booking, key) },
  );
}
