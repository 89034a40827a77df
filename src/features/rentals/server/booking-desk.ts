import 'server-only';

import { rentalPolicy } from '@/content/rental-plans';
import {
  photoRefusalMessages,
  tooManyLine,
  tooManyOf,
  type PhotoRefusal,
} from '@/features/inventory/photo-rules';
import { staffNamer } from '@/features/staff/server/staff-directory';
import { mailConfigured, notEmailed } from '@/server/mail/transport';

import { bookingDueBackMs, cancellationRefund, nothingPaidYet, refundOfPaid, type Booking } from '../booking';
import { counterDues, type CounterDue, type CounterPayment } from '../counter-account';
import { localInputValue, momentLabel, showroomName } from '../desk-words';
import { formatCents, toCents } from '../rental-price';
import { bookingChanges, type BookingChange } from './booking-history';
import { bookingKey } from './booking-keys';
import { bookingHandover, handoverLine, manageUrl } from './booking-mail';
import { findBooking, otherFreeCarts } from './bookings';
import { counterPayments } from './counter-records';
import { rentalPhotos, type RentalPhoto } from './rental-photos';

/**
 * Who made each of a booking's changes, by the names staff know each other by, as the service board
 * and the lead desk show them; null where nobody did. The booking itself keeps their e-mails.
 */
export interface BookingPeople {
  createdBy: string | null;
  cancelledBy: string | null;
  checkedOutBy: string | null;
  returnedBy: string | null;
}

/** Everything the booking's page at the rental desk shows, read at once. */
export interface BookingDeskView {
  booking: Booking;
  people: BookingPeople;
  /** Its history, each change by the name of whoever made it. */
  changes: BookingChange[];
  photos: RentalPhoto[];
  handover: string;
  /** The other carts it could move to, for its whole time (only while it has not left). */
  moveTo: { id: string; label: string }[];
  /** What cancelling now refunds ("$80 of the $160 paid online"); null when nothing was paid (at pickup). */
  refundNow: string | null;
  /** "Sat, Jul 17, 2027 at 9:30AM". */
  due: string;
  /** Now at the dealer, as a time control's starting value. */
  nowInput: string;
  /** The policy's fees beside the return form's controls. */
  fees: ReturnFees;
  /** Money taken or given back at the counter, each by the name of whoever recorded it. */
  counter: CounterPayment[];
  /** What the counter is still to take or give back (at the check-out: the rent and the deposit). */
  counterDue: CounterDue[];
  /** Whether the renter is e-mailed of a change (mail is configured). */
  mailOn: boolean;
  /**
   * While mail is off, the renter's own page of the booking (view, agreement, calendar file,
   * cancel), for staff to give them: nothing e-mails it.
   */
  renterLink?: string;
}

/** The policy's figures beside the return form's controls ("$25.00"). */
export interface ReturnFees {
  lateReturnPerHour: string;
  uncharged: string;
  cleaningMin: string;
  cleaningMax: string;
  smoke: string;
  petHair: string;
  missingAccessoryFee: string;
  damageAdminFee: string;
}

const money = (dollars: number) => formatCents(toCents(dollars));

export async function bookingDeskView(id: string, now = new Date()): Promise<BookingDeskView | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const booking = await findBooking(id);
  if (!booking) return undefined;
  const [changes, photos, counter, free, named] = await Promise.all([
    bookingChanges(id),
    rentalPhotos(id),
    counterPayments(id),
    booking.status === 'booked' ? otherFreeCarts(booking) : Promise.resolve([]),
    staffNamer(),
  ]);
  const refund = cancellationRefund(booking, now.getTime());
  const p = rentalPolicy;
  return {
    booking,
    people: {
      createdBy: named(booking.createdBy),
      cancelledBy: named(booking.cancelledBy),
      checkedOutBy: named(booking.checkedOutBy),
      returnedBy: named(booking.returnedBy),
    },
    changes: changes.map((change) => ({ ...change, by: named(change.by) })),
    photos,
    counter: counter.map((payment) => ({ ...payment, by: named(payment.by) })),
    counterDue: counterDues(booking, counter),
    handover: handoverLine(bookingHandover(booking)),
    moveTo: free.map((cart) => ({
      id: cart.id,
      label: `${cart.fleetNumber} (${showroomName(cart.locationId)})`,
    })),
    refundNow: nothingPaidYet(booking) ? null : refundOfPaid(refund),
    due: momentLabel(bookingDueBackMs(booking)),
    nowInput: localInputValue(now.getTime()),
    mailOn: mailConfigured(),
    renterLink: mailConfigured() ? undefined : manageUrl(booking, await bookingKey(booking.id)),
    fees: {
      lateReturnPerHour: money(p.lateReturnPerHour),
      uncharged: money(p.unchargedReturnFee),
      cleaningMin: money(p.cleaningFee.min),
      cleaningMax: money(p.cleaningFee.max),
      smoke: money(p.smokeOdorFee),
      petHair: money(p.petHairFee),
      missingAccessoryFee: money(p.missingAccessoryFee),
      damageAdminFee: money(p.minorDamageAdminFee),
    },
  };
}

/**
 * A refused upload's words, from the reason's code and the file's name the upload route sent. The
 * name comes back through the address, which anyone can write: only a short file name is repeated,
 * so a link cannot put a sentence of its own on a staff page.
 */
function uploadRefusal(code: string): string {
  const [reason = '', ...nameParts] = code.split(':');
  if (reason === 'stage') return 'This booking takes no more photos: it has been returned or cancelled.';
  const message = photoRefusalMessages[reason as PhotoRefusal];
  const name = nameParts.join(':');
  const fileName = /^[\p{L}\p{N}_\-]{1,80}\.[\p{L}\p{N}]{1,5}$/u.test(name) ? name : 'A photo';
  return message ? `${fileName} ${message}` : 'A photo was not added.';
}

const mailOff = notEmailed('renter');

/** What the change just made says: that the renter is e-mailed only while mail is on. */
const doneMessages = (mailOn: boolean): Record<string, string> => ({
  booked: mailOn
    ? 'Booked: the renter is e-mailed the confirmation and the agreement.'
    : `Booked. ${mailOff}: give them the reference and the link to their booking's page (under Renter and drivers), which holds the agreement.`,
  'checked-out': 'Checked out.',
  returned: 'Return recorded.',
  extended: mailOn
    ? 'Extended: the renter is e-mailed the new return time and total.'
    : `Extended. ${mailOff}: tell them the new return time and total.`,
  moved: 'Moved to the other cart.',
  cancelled: mailOn ? 'Cancelled: the renter is e-mailed.' : `Cancelled. ${mailOff}: tell them.`,
  deposit: 'Deposit settled with Stripe.',
  'refund-by-hand': 'Recorded: the refund is returned to the renter, and no longer shown as owed.',
  'counter-payment': 'Payment recorded.',
});

/** The booking's page at the desk: its view, and what the change or upload just made says. */
export interface BookingDeskPageData extends BookingDeskView {
  /** What the change just made did, after its redirect ("Checked out."). */
  done?: string;
  /** "2 photos added.", after an upload. */
  uploaded?: string;
  /** Each refused photo's words. */
  refused: string[];
  /** The longest a booking may run, for the "More days" card. */
  maxDays: number;
}

/** The booking's desk page, read with the query its redirects carry (done, added, none, refused). */
export async function bookingDeskPage(
  id: string,
  query: Record<string, string | string[] | undefined>,
): Promise<BookingDeskPageData | undefined> {
  const view = await bookingDeskView(id);
  if (!view) return undefined;
  const added = Number(query.added);
  const tooMany = tooManyOf(query.tooMany);
  return {
    ...view,
    done: typeof query.done === 'string' ? doneMessages(view.mailOn)[query.done] : undefined,
    uploaded:
      query.added === undefined
        ? undefined
        : query.none
          ? 'Choose the photos to upload first.'
          : `${added} ${added === 1 ? 'photo' : 'photos'} added.`,
    refused: [
      ...([] as string[]).concat(query.refused ?? []).map(uploadRefusal),
      ...(tooMany > 0 ? [tooManyLine(tooMany)] : []),
    ],
    maxDays: rentalPolicy.maximumRentalDays,
  };
}
