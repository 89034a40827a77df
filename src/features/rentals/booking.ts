/**
 * A rental booking as the pages, the e-mails and the rental desk read it, and the policy's
 * refund for cancelling it at a given moment.
 */
import { rentalPolicy, type CartTypeId } from '@/content/rental-plans';
import { labelledChoices } from '@/lib/labelled-choices';

import type { AgreementDriver } from './rental-agreement';
import { formatCents } from './rental-price';
import { dueBackMs, hourMs, type HandoverPlace } from './rental-time';

/** `pending`: waiting for its online payment (only while payments are on), its cart held meanwhile. */
export const { choices: bookingStatuses, labels: bookingStatusLabels } = labelledChoices({
  pending: 'Waiting for payment',
  booked: 'Booked',
  out: 'Out with the renter',
  returned: 'Returned',
  cancelled: 'Cancelled',
});
export type BookingStatus = (typeof bookingStatuses)[number];

/** A charge at the return, from the rental policy's table. */
export interface ReturnCharge {
  label: string;
  cents: number;
}

export interface Booking {
  id: string;
  reference: string;
  cartId: string;
  fleetNumber: string;
  type: CartTypeId;
  status: BookingStatus;
  startsMs: number;
  endsMs: number;
  blockedUntilMs: number;
  pickupDate: string;
  pickupTime: string;
  days: number;
  locationId: string;
  /** The town delivered to; null for a pickup at the showroom. */
  town: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  drivers: AgreementDriver[];
  rentCents: number;
  deliveryCents: number;
  driversCents: number;
  totalCents: number;
  depositCents: number;
  chargedMiles: number;
  agreementVersion: string;
  signatureName: string;
  signedAt: string;
  agreementSha256: string;
  leadId: string | null;
  createdAt: string;
  createdBy: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  refundCents: number | null;
  checkedOutAt: string | null;
  checkedOutBy: string | null;
  /** At check-out: the battery, notes, and the named driver who took the cart. */
  checkout: { battery: number; notes: string; driver?: string } | null;
  returnedAt: string | null;
  returnedBy: string | null;
  /**
   * At the return: the battery, notes and charges, and how the deposit stood then (`depositBy`:
   * taken at the desk, a hold on the card, or a saved card; the desk's when not stated).
   */
  returnDetails: {
    battery: number;
    notes: string;
    charges: ReturnCharge[];
    depositBy?: DepositHeldBy;
  } | null;
  chargesCents: number | null;
  depositRefundDue: string | null;
  /** How it was paid online, in the renter's words; null for a booking paid at pickup. */
  paidOnline: PaidOnline | null;
  /** Set while a booking to be paid online waits for its payment, and kept if it is released unpaid. */
  payByMs: number | null;
  version: number;
}

/**
 * How a rental's deposit is held while the cart is out: taken at the desk (paid at pickup, or a
 * declined hold), a hold on the card paid with, that card saved to be charged for the charges
 * only, or nothing any more (a hold released or taken in Stripe's dashboard before the return). It
 * says what the return statement may promise: only a deposit taken comes back.
 */
export type DepositHeldBy = 'desk' | 'hold' | 'card' | 'none';

/**
 * How a booking paid online was paid (src/features/payments says it): the rent taken, and how the
 * deposit is guaranteed; `depositAtPickup` once a hold on the card was declined, so the renter
 * brings a card for it after all.
 */
export interface PaidOnline {
  paid: string;
  deposit: string;
  depositAtPickup?: boolean;
  /** What was paid, in cents: days added at the desk since are paid at pickup. */
  paidCents: number;
}

/**
 * Whether the renter brings a card for the deposit to the pickup: the booking is paid at pickup, or
 * its online deposit hold was declined. `payingOnline` is for a booking still waiting for its
 * online payment, whose deposit the card it pays with will guarantee.
 */
export const depositAtPickup = (
  booking: Pick<Booking, 'paidOnline'>,
  payingOnline = booking.paidOnline !== null,
): boolean => !payingOnline || booking.paidOnline?.depositAtPickup === true;

/**
 * What cancelling at `nowMs` refunds under the rental policy ("a full refund of any amount paid",
 * else a share of it), and the rule applied. It is a share of what was paid online, never of the
 * total: days added at the desk are paid at pickup, so cancelling before then costs nothing for
 * them, as it costs nothing for a booking paid at pickup. A booking still waiting for its payment
 * has paid nothing, so nothing is refunded.
 */
export function cancellationRefund(
  booking: Pick<Booking, 'startsMs' | 'paidOnline'> & { status?: BookingStatus },
  nowMs: number,
): { cents: number; paidCents: number; rule: 'all' | 'half' | 'none' } {
  const { freeUntilHoursBefore, lateCancellationRefundPercent } = rentalPolicy.cancellation;
  const paidCents = booking.status === 'pending' ? 0 : (booking.paidOnline?.paidCents ?? 0);
  if (nowMs >= booking.startsMs || booking.status === 'pending') return { cents: 0, paidCents, rule: 'none' };
  if (booking.startsMs - nowMs >= freeUntilHoursBefore * hourMs)
    return { cents: paidCents, paidCents, rule: 'all' };
  return { cents: Math.round((paidCents * lateCancellationRefundPercent) / 100), paidCents, rule: 'half' };
}

/**
 * A booking paid at pickup (never one to be paid online, paid, waiting or released unpaid) has had
 * nothing taken: cancelling it refunds nothing and costs nothing.
 */
export const nothingPaidYet = (booking: Pick<Booking, 'paidOnline' | 'payByMs'>): boolean =>
  booking.paidOnline === null && booking.payByMs === null;

/**
 * What is left to pay of a booking paid online once days were added at the desk (paid at the
 * counter): the total less what was paid online; 0 for one paid in full or paid at pickup.
 */
export const balanceAfterPaidOnline = (booking: Pick<Booking, 'totalCents' | 'paidOnline'>): number =>
  booking.paidOnline ? Math.max(0, booking.totalCents - booking.paidOnline.paidCents) : 0;

/** "$122.50 of the $245 paid online": a cancellation's refund, said of what it is a share of. */
export const refundOfPaid = (refund: { cents: number; paidCents: number }): string =>
  `${formatCents(refund.cents)} of the ${formatCents(refund.paidCents)} paid online`;

/** What a cancelled booking's renter is told of the refund, on their page and in the e-mail. */
export function cancelledRefundLine(
  booking: Pick<Booking, 'paidOnline' | 'payByMs' | 'refundCents'>,
): string {
  if (nothingPaidYet(booking))
    return 'Nothing was paid (the rental was to be paid at pickup), so there is nothing to refund.';
  if (booking.paidOnline === null)
    return 'It was cancelled before its payment reached us: a payment that reaches us after all is refunded in full.';
  return `Under our rental policy the refund for cancelling when you did is ${refundOfPaid({
    cents: booking.refundCents ?? 0,
    paidCents: booking.paidOnline.paidCents,
  })}.`;
}

/**
 * When the booking's cart is due back (late-return charges run from here): its end, or the next
 * time its showroom or the delivery team can take it back (dueBackMs).
 */
export const bookingDueBackMs = (booking: Pick<Booking, 'endsMs' | 'town' | 'locationId'>): number =>
  dueBackMs(booking.endsMs, handoverPlaceOf(booking));

/** Where the booking's cart changes hands: its showroom, or the renter's door. */
export const handoverPlaceOf = (booking: Pick<Booking, 'town' | 'locationId'>): HandoverPlace =>
  booking.town ? 'delivery' : { locationId: booking.locationId };
