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
