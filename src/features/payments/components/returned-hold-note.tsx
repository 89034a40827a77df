import Link from 'next/link';

import { returnedHoldMessage, type ReturnedHold } from '../returned-hold-words';

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
