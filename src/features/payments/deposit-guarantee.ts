/**
 * How a rental paid online guarantees its deposit, and what moves at the return and on a
 * cancellation: pure arithmetic, in cents, shared by the booking page (the words the renter reads
 * before agreeing), the webhook and the rental desk.
 *
 * Card rules set the choice: an online authorisation lasts about seven days, five for some Visa
 * charges. A hold is used only when the rental ends, with a day for the return's charges to be
 * settled, within the shortest of those lives counted from the authorisation; any longer rental
 * saves the card with Stripe instead and charges it off-session at the return, if there is
 * anything to charge (docs/areas/payments.md).
 */
import { rentalPolicy } from '@/content/rental-plans';
import type { PaidOnline } from '@/features/rentals/booking';
import { formatCents } from '@/features/rentals/rental-price';
import { dayMs } from '@/features/rentals/rental-time';

/** How long a hold is trusted to stay live: the shortest authorisation life (some Visa charges). */
export const holdLifeMs = 5 * dayMs;
/** Time after the return for the desk to settle the charges before the hold lapses. */
export const settleMarginMs = dayMs;

export type DepositGuarantee = 'hold' | 'card';

/** A hold when the rental (plus a day to settle) ends within the hold's life, else the saved card. */
export function depositGuarantee(endsMs: number, authorisedAtMs: number): DepositGuarantee {
  return endsMs + settleMarginMs <= authorisedAtMs + holdLifeMs ? 'hold' : 'card';
}

/** When a hold authorised at `authorisedAtMs` is no longer shown or used as live. */
export const holdExpiresMs = (authorisedAtMs: number) => authorisedAtMs + holdLifeMs;

/** At the return: what is taken from the deposit for the charges, and what goes back. */
export function depositSettlement(
  depositCents: number,
  chargesCents: number,
): { takeCents: number; releaseCents: number } {
  const takeCents = Math.max(0, Math.min(depositCents, chargesCents));
  return { takeCents, releaseCents: depositCents - takeCents };
}

/**
 * The refund still to send for a cancelled booking: the policy's refund (src/features/rentals/
 * booking.ts, cancellationRefund) of what was actually paid, less what has been refunded already.
 */
export function refundToSend(policyRefundCents: number, paidCents: number, refundedCents: number): number {
  return Math.max(0, Math.min(policyRefundCents, paidCents) - refundedCents);
}

/** The policy's words on paying and the deposit, for these dates, as the renter reads them before agreeing. */
export function paymentTerms(
  rental: { endsMs: number; totalCents: number; depositCents: number },
  nowMs: number,
): string[] {
  const { freeUntilHoursBefore, lateCancellationRefundPercent } = rentalPolicy.cancellation;
  const deposit = formatCents(rental.depositCents);
  return [
    `You pay the total of ${formatCents(rental.totalCents)} now, by card on Stripe's secure page; the cart is held for you while you pay.`,
    depositGuarantee(rental.endsMs, nowMs) === 'hold'
      ? `The ${deposit} security deposit is a hold on the same card, placed once you have paid: nothing is taken unless the return has charges under the rental policy (late return, cleaning, damage), which are taken from the hold, and the rest is released after the return.`
      : `Your rental ends too far ahead for a hold on your card, so the card is saved with Stripe for the ${deposit} security deposit: nothing is taken unless the return has charges under the rental policy (late return, cleaning, damage), and then only those charges, up to ${deposit}.`,
    `Cancelling at least ${freeUntilHoursBefore} hours before the pickup refunds everything paid to the card; within ${freeUntilHoursBefore} hours, ${lateCancellationRefundPercent}%; after the pickup time, nothing.`,
  ];
}

/** "Paid online: $1,234.00 by card." and the deposit's line, for the renter's e-mails. */
export function paidOnlineLines(paidCents: number, depositCents: number, mode: DepositGuarantee): PaidOnline {
  return {
    paidCents,
    paid: `Paid online: ${formatCents(paidCents)} by card.`,
    deposit:
      mode === 'hold'
        ? `Security deposit: a hold of ${formatCents(depositCents)} on your card, released after the return less any charges.`
        : `Security deposit: ${formatCents(depositCents)}, guaranteed by the card you paid with (saved with Stripe); only charges at the return are taken from it.`,
  };
}

/** The same once the deposit's hold was declined: the renter brings a card for it to the pickup. */
export const declinedHoldLines = (paidOnline: PaidOnline, depositCents: number): PaidOnline => ({
  ...paidOnline,
  deposit: `Security deposit: ${formatCents(depositCents)}, at pickup: the hold on your card was declined, so please bring a credit card in your name for it.`,
  depositAtPickup: true,
});
