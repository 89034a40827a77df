import 'server-only';

import { dealer, locationById } from '@/content/dealer';
import { letterOpening, letterSignOff } from '@/features/bookings/letter';
import { greeting } from '@/features/leads/greeting';
import type { OutgoingMessage } from '@/features/leads/server/lead-messages';
import { formatCents } from '@/features/rentals/rental-price';
import { formatRequestDate } from '@/features/requests/request-dates';
import { siteUrl } from '@/features/seo/server/site-metadata';
import { mailConfigured } from '@/server/mail/transport';

import { cartLine, type ServiceBooking } from '../service-booking';
import {
  durationLabel,
  jobPriceLabel,
  jobStatusLabels,
  jobStatusNews,
  pickupHours,
  promiseHolds,
} from '../service-shop';
import { dropOffLabel, dropOffTimes, readyLabel } from '../service-time';

/**
 * What a service customer is told, and how: every message an e-mail (while mail is configured)
 * and, when they opted in on the form and texts are configured, a short text as well. Queued in
 * the outbox in the transaction that makes the change (server/bookings.ts decides the text's
 * number and that it has not replied STOP). What goes out on its own (the confirmation, a
 * reminder, a cancellation) quotes nothing the customer typed, not their name nor their cart's
 * (features/bookings/letter.ts); the news staff send once they have the cart names it.
 */

/** The customer's own page of the booking, or its calendar file; it opens only with the key. */
export const servicePath = (booking: Pick<ServiceBooking, 'reference'>, file?: 'calendar.ics' | 'estimate') =>
  `/services/bookings/${booking.reference}${file ? `/${file}` : ''}`;

/** That page's full address with its key, for an e-mail, a text or an API answer. */
export function serviceManageUrl(
  booking: Pick<ServiceBooking, 'reference'>,
  key: string,
  file?: 'calendar.ics',
): string {
  return `${siteUrl(servicePath(booking, file))}?key=${encodeURIComponent(key)}`;
}

/** The link of one estimate round. */
export function estimateUrl(booking: Pick<ServiceBooking, 'reference'>, round: number, key: string): string {
  return `${siteUrl(servicePath(booking, 'estimate'))}?round=${round}&key=${encodeURIComponent(key)}`;
}

/** Where the cart is dropped off and collected. */
export function workshopLine(booking: Pick<ServiceBooking, 'locationId'>): string {
  const location = locationById(booking.locationId);
  const address = location.address;
  return `${location.name}${address ? `, ${address.street}, ${address.city}` : ''}`;
}

/** `approvedExtraCents`: what the customer approved of the estimates, owed on top of the job's price. */
function summary(booking: ServiceBooking, approvedExtraCents = 0): string[] {
  return [
    `Reference: ${booking.reference}`,
    `Job: ${booking.jobName}, about ${durationLabel(booking.minutes)}. Price: ${jobPriceLabel(booking)}`,
    // As the booking's page says it: the customer reads what they owe before they collect the cart.
    ...(approvedExtraCents > 0
      ? [`Extra work you approved: ${formatCents(approvedExtraCents)}, on top of the price above`]
      : []),
    `Drop-off: ${dropOffLabel(booking)} at ${workshopLine(booking)}`,
    ...(promiseHolds(booking) ? [`Promised ready: ${readyLabel(booking.promisedReadyMs)}`] : []),
  ];
}

/** The e-mail to the customer, when mail is configured. */
function email(booking: ServiceBooking, kind: OutgoingMessage['kind'], subject: string, lines: string[]) {
  if (!mailConfigured()) return [];
  return [{ kind, recipients: booking.email, subject, text: [...lines, ...letterSignOff].join('\n') }];
}

/** A text's words: short, with our name, and how to stop them (the carriers' rule). */
export const textBody = (text: string) => `${dealer.name}: ${text} Reply STOP to stop texts.`;

export interface CustomerNews {
  emails: OutgoingMessage[];
  /** The text, for a customer who opted in (sent only while texts are configured). */
  text: string;
}

export function bookingConfirmation(booking: ServiceBooking, key: string): CustomerNews {
  return {
    emails: email(booking, 'booking', `Your cart's service is booked (ref ${booking.reference})`, [
      ...letterOpening(
        'Your service drop-off is booked: the workshop time is set aside for your cart.',
        summary(booking),
      ),
      '',
      'Bring the cart and its key (and the charger, for a battery job) in your drop-off window. We let you know at every step, and ask before any work beyond the job booked.',
      '',
      `View or cancel your booking: ${serviceManageUrl(booking, key)}`,
      `Add it to your calendar: ${serviceManageUrl(booking, key, 'calendar.ics')}`,
    ]),
    text: textBody(
      `service ${booking.reference} booked: drop off ${dropOffLabel(booking)}, ready by ${readyLabel(booking.promisedReadyMs)}.`,
    ),
  };
}

export function cancellationNotice(booking: ServiceBooking, key: string): CustomerNews {
  return {
    emails: email(booking, 'booking-change', `Your cart's service is cancelled (ref ${booking.reference})`, [
      ...letterOpening(
        `Your service booking ${booking.reference} is cancelled. Book again any time on our website.`,
        summary(booking),
      ),
      '',
      `Your booking: ${serviceManageUrl(booking, key)}`,
      // Opened, the file marks the drop-off added from the confirmation as cancelled.
      `Take it off your calendar: ${serviceManageUrl(booking, key, 'calendar.ics')}`,
    ]),
    text: textBody(`service ${booking.reference} is cancelled.`),
  };
}

export function statusNews(booking: ServiceBooking, key: string, approvedExtraCents: number): CustomerNews {
  const collect =
    booking.status === 'ready' ? ` Collect it at ${workshopLine(booking)}: ${pickupHours}.` : '';
  const news = `${jobStatusNews[booking.status]}${collect}`;
  return {
    emails: email(
      booking,
      'service-update',
      `${jobStatusLabels[booking.status]}: your ${cartLine(booking.cart)} (ref ${booking.reference})`,
      [
        ...letterOpening(news, summary(booking, approvedExtraCents)),
        '',
        `Follow your cart: ${serviceManageUrl(booking, key)}`,
      ],
    ),
    text: textBody(`${news} Ref ${booking.reference}.`),
  };
}

/**
 * The workshop closed (a holiday set after the booking) on the day the cart was promised ready: the
 * promise moves to the next day with technicians, and the customer hears it from us first.
 */
export function promiseMovedNews(booking: ServiceBooking, key: string, closedOn: string): CustomerNews {
  const news = `The workshop is closed on ${formatRequestDate(closedOn)}, the day your cart was promised ready, so it is now promised ready ${readyLabel(booking.promisedReadyMs)}.`;
  return {
    emails: email(
      booking,
      'booking-change',
      `New ready time for your ${cartLine(booking.cart)} (ref ${booking.reference})`,
      [...letterOpening(news, summary(booking)), '', `Follow your cart: ${serviceManageUrl(booking, key)}`],
    ),
    text: textBody(`${news} Ref ${booking.reference}.`),
  };
}

export function estimateNotice(
  booking: ServiceBooking,
  link: string,
  totalLabel: string,
  /** It holds the lines of the estimate before, not answered yet: that one's link no longer answers. */
  replacesEarlier = false,
): CustomerNews {
  return {
    emails: email(booking, 'estimate', `Your estimate to approve (ref ${booking.reference})`, [
      greeting,
      '',
      `We have looked at your ${cartLine(booking.cart)} and have an estimate for you: ${totalLabel}. ${replacesEarlier ? 'It replaces our earlier estimate and holds its lines you had not answered, so there is one estimate to answer. ' : ''}Approve or decline each line from this link, and we go on with what you approve:`,
      link,
      '',
      ...summary(booking),
    ]),
    text: textBody(`an estimate for your cart (ref ${booking.reference}) is waiting for you: ${link}`),
  };
}

/** The drop-off reminder: the day before, or on the day for one the day before missed. */
export function dropOffReminder(
  booking: ServiceBooking,
  key: string,
  day: 'today' | 'tomorrow',
): CustomerNews {
  return {
    emails: email(booking, 'reminder', `Your cart's service drop-off is ${day} (ref ${booking.reference})`, [
      ...letterOpening(`A reminder: your drop-off is ${day}.`, summary(booking)),
      '',
      `View or cancel your booking: ${serviceManageUrl(booking, key)}`,
    ]),
    text: textBody(
      `reminder: drop off your cart ${day} ${dropOffTimes(booking)} (ref ${booking.reference}).`,
    ),
  };
}
