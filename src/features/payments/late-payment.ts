import { formatCents } from '@/features/rentals/rental-price';

import { cardRefundSaid } from './card-refund';

/**
 * Why a payment came too late for its booking: the booking was cancelled (by the desk or the
 * renter) while its time to pay ran, or that time ran out and the cart was released. Only the
 * second is the renter's lateness: told the first as theirs, they would be told wrong.
 */
export type LatePayment = 'cancelled' | 'time-ran-out';

/** "Your payment … reached us …": a late payment's reason, as the renter's e-mail and page say it. */
export const latePaymentWords: Record<LatePayment, string> = {
  cancelled: 'after the booking had been cancelled',
  'time-ran-out': 'after the time to pay had run out, and the cart had been released',
};

/**
 * The renter's page of a late payment: why it came too late, and where its refund stands. Said
 * refunded only once it was sent: the payments sweep sends it a moment after the payment is seen.
 */
export function latePaymentSaid(payment: {
  late: LatePayment;
  paidCents: number;
  refundedCents: number;
  refundOwedCents: number;
  refundReturned?: { how: string };
}): string {
  const refund =
    payment.refundOwedCents > 0
      ? 'we are returning it to you.'
      : payment.refundReturned
        ? `it was returned to you ${payment.refundReturned.how}.`
        : cardRefundSaid(payment.refundedCents >= payment.paidCents);
  return `Your payment of ${formatCents(payment.paidCents)} reached us ${latePaymentWords[payment.late]}: ${refund}`;
}
