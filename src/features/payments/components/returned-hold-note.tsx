import Link from 'next/link';

import { formatHoldDate } from '@/features/inventory/vehicle';
import { formatCents } from '@/features/rentals/rental-price';

import type { ReturnedHold } from '../server/vehicle-holds';

function returnedHoldMessage(hold: ReturnedHold, vehicleName: string): string {
  switch (hold.state) {
    case 'held':
      return `Thank you: your deposit is paid and the ${vehicleName} is on hold for you until ${formatHoldDate(new Date(hold.untilMs).toISOString())}. We have e-mailed you the details and will call you to arrange the sale.`;
    case 'confirming':
      return 'Thank you: we are confirming your payment with Stripe. Please do not pay again: we e-mail you as soon as the hold is on. Reload this page in a minute to see it.';
    case 'refunded':
      return `Your payment of ${formatCents(hold.cents)} reached us after the hold had ended, so it is refunded to your card in full. Call us if you would still like this cart or another.`;
  }
}

/**
 * What a buyer back from Stripe's page reads of their hold: on until its day, being confirmed
 * (with a plea not to pay twice), or refunded because the payment came after the hold ended.
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
      className={`rounded-xl p-4 ${hold.state === 'held' ? 'bg-brand-50 text-brand-900' : 'bg-accent-100 text-ink'}`}
    >
      <p className="font-semibold">{returnedHoldMessage(hold, vehicleName)}</p>
      <Link href={vehicleHref} className="mt-3 inline-block font-bold text-brand-800 underline">
        Back to the cart
      </Link>
    </div>
  );
}
