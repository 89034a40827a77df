/**
 * What a buyer back from Stripe's page (or opening that address later) reads of their hold, in
 * words: on until its day, being confirmed, refunded because the cart could not be held by then,
 * ended since and refunded, or gone towards the sale; and where the deposit's refund stands, to
 * the cent, when the card's bank sent part of it back.
 */
import { formatHoldDate } from '@/features/inventory/vehicle';
import { formatCents } from '@/features/rentals/rental-price';

import { cardRefundSaid } from './card-refund';

/**
 * Where a deposit paid back stands: `sent` to the card, still `due` (the payments sweep sends it),
 * `failed` (owed by hand) or `returned` another way, as a manager recorded.
 */
export type DepositRefund =
  | { refund: 'sent' | 'due' }
  /** `backCents`: what did reach the card (a refund made in Stripe's dashboard before, say). */
  | { refund: 'failed'; owedCents: number; backCents: number }
  | { refund: 'returned'; how: string; backCents: number };

/**
 * What a buyer back from Checkout (or opening that address again later) is told of their hold: on
 * until a day, still being confirmed, paid too late (the hold's time to pay had run out, or the
 * cart was sold) and so `refunded`, `ended` (its day came, or staff ended it) and refunded, or
 * `converted`: the deposit went towards the sale.
 */
export type ReturnedHold =
  | { state: 'held'; untilMs: number }
  | { state: 'confirming' }
  | { state: 'converted'; cents: number }
  | ({ state: 'refunded' | 'ended'; cents: number } & DepositRefund);

/** Not "late": the cart may have been sold at the showroom while the buyer was paying in time. */
export const notHeldWhenPaid = (cents: number) =>
  `The cart could no longer be held for you when your payment of ${formatCents(cents)} came through (it was sold or taken off sale meanwhile, or the time to pay had run out)`;

function refundSaid(hold: DepositRefund & { cents: number }): string {
  switch (hold.refund) {
    case 'returned':
      return hold.backCents > 0
        ? `${formatCents(hold.backCents)} of it came back to your card, and the other ${formatCents(hold.cents - hold.backCents)} was returned to you ${hold.how}, as your card's bank could not take it back.`
        : `it was returned to you ${hold.how}, as your card's bank could not take the refund back.`;
    case 'failed':
      return hold.backCents > 0
        ? `${formatCents(hold.backCents)} of it is back on your card, but your card's bank could not take back the other ${formatCents(hold.owedCents)}: we will call you to return it another way.`
        : "your card's bank could not take the refund back: we will call you to return it another way.";
    default:
      return cardRefundSaid(hold.refund === 'sent');
  }
}

export function returnedHoldMessage(hold: ReturnedHold, vehicleName: string): string {
  switch (hold.state) {
    case 'held':
      return `Thank you: your deposit is paid and the ${vehicleName} is on hold for you until ${formatHoldDate(new Date(hold.untilMs).toISOString())}. We will call you to arrange the sale.`;
    case 'confirming':
      return 'Thank you: we are confirming your payment with Stripe. Please do not pay again: reload this page in a minute to see your hold.';
    case 'refunded':
      return `${notHeldWhenPaid(hold.cents)}, so ${refundSaid(hold)} Call us if you would still like this cart or another.`;
    case 'ended':
      return `Your hold on the ${vehicleName} has ended. Your deposit of ${formatCents(hold.cents)} is yours again: ${refundSaid(hold)} Call us if you would still like this cart or another.`;
    case 'converted':
      return `Your deposit of ${formatCents(hold.cents)} went towards buying the ${vehicleName}. Thank you!`;
  }
}
