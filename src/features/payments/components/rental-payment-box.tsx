import { PhoneLink } from '@/components/ui/phone-link';
import { dealer } from '@/content/dealer';
import { formatCents } from '@/features/rentals/rental-price';
import { formatDateTimeWithZone } from '@/lib/format-date';

import { latePaymentSaid } from '../late-payment';
import type { RentalPaymentView } from '../server/rental-payments';

/**
 * A renter's own booking page, paid online: waiting for the payment (the cart held until when, and
 * the way back to Stripe's page), or what was paid, how the deposit stands and what was refunded.
 * Stripe's page is a plain link away: no script of Stripe's runs on ours.
 */
export function RentalPaymentBox({
  payment,
  cameBack,
}: {
  payment: RentalPaymentView;
  /**
   * "paid" back from Checkout, "cancelled" when the renter left Stripe's page, "confirming" when
   * they paid and Stripe could not be asked yet.
   */
  cameBack?: 'paid' | 'cancelled' | 'confirming';
}) {
  if (payment.waiting && cameBack === 'confirming')
    return (
      <div role="status" className="rounded-xl bg-accent-100 p-4 text-ink">
        <p className="font-semibold">
          Thank you: we are confirming your payment with Stripe. Reload this page in a minute to see it
          confirmed, and please do not pay again.
        </p>
      </div>
    );
  if (payment.waiting)
    return (
      <div role="status" className="rounded-xl bg-accent-100 p-4 text-ink">
        <p className="font-semibold">
          {cameBack === 'cancelled' ? 'Not paid yet. ' : ''}Your cart is held while you pay
          {payment.payByMs
            ? `, until ${formatDateTimeWithZone(new Date(payment.payByMs).toISOString())}`
            : ''}
          : after that it is released.
        </p>
        <a href={payment.payUrl} className="mt-3 inline-block font-bold text-brand-800 underline">
          Pay now on Stripe&apos;s secure page
        </a>
      </div>
    );
  const backOnCard = payment.refundedCents - payment.refundFailedCents;
  return (
    <div role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
      {payment.late ? (
        <p className="font-semibold">{latePaymentSaid({ ...payment, late: payment.late })}</p>
      ) : payment.paidCents > 0 ? (
        <>
          <p className="font-semibold">
            {cameBack === 'paid' ? 'Paid and booked. ' : ''}Paid online: {formatCents(payment.paidCents)} by
            card.
          </p>
          <p className="mt-1">Security deposit: {payment.deposit.forRenter}.</p>
          {backOnCard > 0 && <p className="mt-1">Refunded to your card: {formatCents(backOnCard)}.</p>}
        </>
      ) : (
        <p className="font-semibold">Not paid: the booking was released.</p>
      )}
      {payment.refundOwedCents > 0 && <RefundFailedNote cents={payment.refundOwedCents} />}
      {payment.refundReturned && !payment.late && (
        <p className="mt-1">
          A refund of {formatCents(payment.refundReturned.cents)} that your card&apos;s bank sent back was
          returned to you {payment.refundReturned.how}.
        </p>
      )}
    </div>
  );
}

/** A refund the card's bank sent back: owed to the renter, who is told what happens next. */
function RefundFailedNote({ cents }: { cents: number }) {
  return (
    <p className="mt-1">
      Your card&apos;s bank could not take back a refund of {formatCents(cents)}. It is still yours: we will
      call you to return it another way, or call us at <PhoneLink phone={dealer.phone} />.
    </p>
  );
}
