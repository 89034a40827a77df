/**
 * How the rental desk names things: a cart's type in a word, a showroom by its town, a booking's
 * time span, a cart's state. Server components read these; client forms get the words as props
 * (this module reads the dealer profile, which the browser should not carry).
 */
import { locationById } from '@/content/dealer';
import { dealerTimeZone } from '@/content/dealer-time-zone';
import type { CartTypeId } from '@/content/rental-plans';

import { bookingStatusLabels, type BookingStatus } from './booking';
import { dateAndTime } from './rental-agreement';
import { dealerDateTime } from './rental-time';

export const cartTypeShort: Record<CartTypeId, string> = {
  'four-seater': '4 seater',
  'six-seater': '6 seater',
  utility: 'Utility',
};

/** "Toms River": a rental showroom by its town. */
export function showroomName(locationId: string): string {
  const location = locationById(locationId);
  return location.address?.city ?? location.name;
}

/** "Sat, Jul 10, 2027 at 9:30AM" for a moment. */
export function momentLabel(ms: number): string {
  const [date, time] = dealerDateTime(ms);
  return dateAndTime(date, time);
}

/** "Sat, Jul 10, 2027 at 9:30AM to Sat, Jul 17, 2027 at 9:30AM". */
export const spanLabel = (startsMs: number, endsMs: number) =>
  `${momentLabel(startsMs)} to ${momentLabel(endsMs)}`;

/** The badge colours of a booking's status (text and background pass contrast). */
export const bookingStatusTones: Record<BookingStatus, string> = {
  pending: 'bg-surface text-ink ring-1 ring-dashed ring-line',
  booked: 'bg-brand-100 text-brand-900',
  out: 'bg-accent-400 text-ink',
  returned: 'bg-surface text-ink ring-1 ring-line',
  cancelled: 'bg-red-100 text-danger',
};

/**
 * How a booking on the day's returns list stands, in the desk's words: a cart out past its time is
 * late; one never picked up is not coming back, and "Booked" would hide that the renter did not
 * come. Anything else reads as its status.
 */
export function returnStanding(
  booking: { status: BookingStatus; startsMs: number },
  dueBackMs: number,
  nowMs: number,
): { label: string; tone: string; overdue: boolean } {
  if (booking.status === 'booked' && booking.startsMs < nowMs)
    return { label: 'Not picked up', tone: 'bg-red-100 text-danger', overdue: false };
  return {
    label: bookingStatusLabels[booking.status],
    tone: bookingStatusTones[booking.status],
    overdue: booking.status === 'out' && dueBackMs < nowMs,
  };
}

/**
 * "Sat, Jul 10, 2027, 9:30 AM": a moment at the dealer, from one formatter made once. The fleet
 * calendar names thousands of bars; momentLabel (a time-zone date per call) took a second for
 * a season's.
 */
const barMoment = new Intl.DateTimeFormat('en-US', {
  timeZone: dealerTimeZone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
export const quickMomentLabel = (ms: number) => barMoment.format(ms);

/** A datetime-local control's value for a moment at the dealer: "2027-07-10T09:30". */
export function localInputValue(ms: number): string {
  const [date, time] = dealerDateTime(ms);
  return `${date}T${time}`;
}
