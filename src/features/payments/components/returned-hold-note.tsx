import Link from 'next/link';

import { formatHoldDate } from '@/features/inventory/vehicle';
import { formatCents } from '@/features/rentals/rental-price';

import type { DepositRefund, ReturnedHold } from '../server/vehicle-holds';

const refundWords = {
  sent: 'it is refunded to your card in full.',
  due: 'it is being refunded to your card in full.',
  failed: "your card's bank could not take the refund back: we will call you to return it another way.",
} as const;

function refundSaid(hold: DepositRefund): string {
  return hold.refund === 'returned'
    ? `it was returned to you ${hold.how}, as your card's bank could not take the refund back.`
    : refundWords[hold.refund];
}

function returnedHoldMessage(hold: ReturnedHold, vehicleName: string): string {
  switch (hold.state) {
    case 'held':
      return `Thank you: your deposit is paid and the ${vehicleName} is on hold for you until ${formatHoldDate(new Date(hold.untilMs).toISOString())}. We will call you to arrange the sale.`;
    case 'confirming':
      return 'Thank you: we are confirming your payment with Stripe. Please do not pay again: reload this page in a minute to see your hold.';
    case 'refunded':
      // Not "late": the cart may have been sold at the showroom while the buyer was paying in time.
      return `The cart could no longer be held for you when your payment of ${formatCents(hold.cents)} came through (it was sold or taken off sale meanwhile, or the time to pay had run out), so ${refundSaid(hold)} Call us if you would still like this cart or another.`;
    case 'ended':
      return `Your hold on the ${vehicleName} has ended. Your deposit of ${formatCents(hold.cents)} is yours again: ${refundSaid(hold)} Call us if you would still like this cart or another.`;
    case 'converted':
      return `Your deposit of ${formatCents(hold.cents)} went towards buying the ${vehicleName}. Thank you!`;
  }
}

/**
 * What a buyer back from Stripe's page reads of their hold: on until its day, being confirmed
 * (with a plea not to pay twice), refunded because the cart could not be held by then, ended
 * since and refunded, or gone towards the sale.
 */
export function ReturnedHoldNote({
  hold,
  vehicleName,
  vehicleHref,
}: {
  hold: ReturnedHold;
  vehicleName: string;
  vehicleHref: string;
}) {
  return (
    <div
      role="status"
      className={`rounded-xl p-4 ${hold.state === 'held' || hold.state === 'converted' ? 'bg-brand-50 text-brand-900' : 'bg-accent-100 text-ink'}`}
    >
      <p className="font-semibold">{returnedHoldMessage(hold, vehicleName)}</p>
      <Link href={vehicleHref} className="mt-3 inline-block font-bold text-brand-800 underline">
        Back to the cart
      </Link>
    </div>
  );
}
