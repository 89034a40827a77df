import 'server-only';

import { rentalPolicy } from '@/content/rental-plans';

import {
  cancellationRefund,
  cancelledRefundLine,
  nothingPaidYet,
  refundOfPaid,
  type Booking,
} from '../booking';
import { recordedCents } from '../counter-account';
import { dealerDateTime } from '../rental-time';
import { returnStatement, type ReturnStatement } from '../return-charges';
import { bookingHandover, bookingPath, handoverLine } from './booking-mail';
import { bookingForKey } from './bookings';
import { counterPayments } from './counter-records';

/**
 * What a renter's own booking page shows, for the key in their link: the booking, where the cart
 * changes hands, what cancelling now refunds under the policy, the itemised statement once the
 * cart is back, and its files. Undefined for an
 * unknown reference or a key that is not the booking's.
 */
export async function bookingManagePage(
  reference: string,
  key: string,
  now = new Date(),
): Promise<
  | {
      booking: Booking;
      key: string;
      handover: string;
      refundNow?: string;
      /** The refund `refundNow` names, in cents: a cancel is made at it or not at all. */
      refundCents: number;
      refundCancelled: string;
      /** Once returned: each charge, the total and what the deposit does. */
      returnStatement?: ReturnStatement;
      /** The rent taken at the rental desk's counter. */
      paidAtDeskCents: number;
      files: { agreement: string; calendar: string };
    }
  | undefined
> {
  if (!/^[2-9A-Z]{6}$/.test(reference) || !key) return undefined;
  const booking = await bookingForKey(reference, key);
  if (!booking) return undefined;
  const refund = cancellationRefund(booking, now.getTime());
  const counter = await counterPayments(booking.id);
  const givenBack = counter.filter((payment) => payment.kind === 'deposit-back');
  const returned = returnStatement(booking, {
    givenBackCents: recordedCents(counter, 'deposit-back'),
    givenBackOn: givenBack.length > 0 ? dealerDateTime(Date.parse(givenBack.at(-1)!.at))[0] : undefined,
    chargesPaidCents: recordedCents(counter, 'charges'),
  });
  const { freeUntilHoursBefore } = rentalPolicy.cancellation;
  const rule = {
    all: `at least ${freeUntilHoursBefore} hours before the pickup, everything is refunded`,
    half: `within ${freeUntilHoursBefore} hours of the pickup, ${rentalPolicy.cancellation.lateCancellationRefundPercent}% is refunded`,
    none: 'the pickup time has passed: nothing is refunded',
  }[refund.rule];
  const withKey = (path: string) => `${path}?key=${encodeURIComponent(key)}`;
  return {
    booking,
    key,
    handover: handoverLine(bookingHandover(booking)),
    refundNow: nothingPaidYet(booking)
      ? 'Nothing has been paid yet (the rental is paid at pickup), so cancelling costs nothing.'
      : `If you cancel now, ${rule}: ${refundOfPaid(refund)} (our rental policy).`,
    refundCents: refund.cents,
    refundCancelled: cancelledRefundLine(booking),
    returnStatement: returned,
    paidAtDeskCents: recordedCents(counter, 'rent'),
    files: {
      agreement: withKey(bookingPath(booking, 'agreement.pdf')),
      calendar: withKey(bookingPath(booking, 'calendar.ics')),
    },
  };
}
