import { Card } from '@/components/ui/card';
import { balanceAfterPaidOnline, type Booking } from '@/features/rentals/booking';
import { formatCents } from '@/features/rentals/rental-price';
import { formatDateTime } from '@/lib/format-date';

import { returnRefundByHandAction } from '../actions';
import { depositSettlement } from '../deposit-guarantee';
import type { RentalPaymentView } from '../server/rental-payments';
import { DepositForm } from './deposit-form';
import { HandRefundForm } from './hand-refund-form';

/**
 * The rental desk's view of a booking paid online: the rent paid and refunded, the deposit as it
 * stands (a hold is shown live only until its expiry), and the one step that settles it: at the
 * return, the charges recorded there are taken and the rest released; a cancelled booking's hold is
 * released. Never before the pickup.
 */
export function DepositCard({
  booking,
  payment,
  mayReturnRefund,
}: {
  booking: Booking;
  payment: RentalPaymentView;
  /** Whether the person looking may record a failed refund as returned another way (a manager). */
  mayReturnRefund: boolean;
}) {
  const { deposit } = payment;
  const charges = booking.status === 'returned' ? (booking.chargesCents ?? 0) : 0;
  const { takeCents, releaseCents } = depositSettlement(deposit.depositCents, charges);
  // Settled once the cart is back, or a hold released once the booking is cancelled: never before
  // the pickup, when releasing it would leave the rental with no deposit.
  const settleable =
    (deposit.state === 'held' && (booking.status === 'returned' || booking.status === 'cancelled')) ||
    ((deposit.state === 'saved' || deposit.state === 'lapsed') && booking.status === 'returned');
  const submit =
    booking.status !== 'returned'
      ? `Release the ${formatCents(deposit.depositCents)} hold`
      : takeCents === 0
        ? deposit.state === 'held'
          ? `No charges: release the ${formatCents(deposit.depositCents)} hold`
          : 'No charges: close the deposit'
        : deposit.state === 'held'
          ? releaseCents > 0
            ? `Capture ${formatCents(takeCents)} and release ${formatCents(releaseCents)}`
            : `Capture the whole ${formatCents(takeCents)} hold`
          : `Charge ${formatCents(takeCents)} to the saved card`;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">Paid online</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-muted">Rent paid</dt>
        <dd>{payment.waiting ? 'Waiting for the payment' : formatCents(payment.paidCents)}</dd>
        {/* Taken with the check-out, which records it; after that the desk's counter card asks for what is left. */}
        {booking.status === 'booked' && balanceAfterPaidOnline(booking) > 0 && (
          <>
            <dt className="font-semibold text-muted">To take at the desk</dt>
            <dd className="font-semibold">
              {formatCents(balanceAfterPaidOnline(booking))} for the days added since it was paid
            </dd>
          </>
        )}
        {payment.refundedCents > 0 && (
          <>
            <dt className="font-semibold text-muted">Refunded</dt>
            <dd>{formatCents(payment.refundedCents)}</dd>
          </>
        )}
        {payment.refundOwedCents > 0 && (
          <>
            <dt className="font-semibold text-muted">Refund failed</dt>
            <dd className="font-semibold text-danger">
              {formatCents(payment.refundOwedCents)} came back to Stripe&apos;s balance: return it to the
              renter another way{mayReturnRefund ? '' : ' (a manager records it here)'}
            </dd>
          </>
        )}
        {payment.refundReturned && (
          <>
            <dt className="font-semibold text-muted">Refund returned</dt>
            <dd>
              {formatCents(payment.refundReturned.cents)} that the card&apos;s bank sent back, returned{' '}
              {payment.refundReturned.how}
            </dd>
          </>
        )}
        <dt className="font-semibold text-muted">Deposit</dt>
        <dd>
          {deposit.label}
          {deposit.state === 'held' && deposit.expiresMs !== null
            ? `, live until ${formatDateTime(new Date(deposit.expiresMs).toISOString())}`
            : ''}
        </dd>
      </dl>
      {payment.refundOwedCents > 0 && mayReturnRefund && (
        <div className="mt-4">
          <HandRefundForm
            action={returnRefundByHandAction}
            hidden={{ id: booking.id, version: booking.version }}
            owedCents={payment.refundOwedCents}
            customer="renter"
          />
        </div>
      )}
      {settleable && (
        <div className="mt-4">
          <DepositForm bookingId={booking.id} submit={submit} />
        </div>
      )}
    </Card>
  );
}
