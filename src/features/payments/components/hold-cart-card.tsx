import Link from 'next/link';

import { formatCents } from '@/features/rentals/rental-price';

/**
 * "Hold this cart" on a vehicle page: offered only while payments are online and the cart is
 * available (the page decides); the deposit and days are the manager's setting.
 */
export function HoldCartCard({
  vehicleId,
  depositCents,
  days,
}: {
  vehicleId: string;
  depositCents: number;
  days: number;
}) {
  return (
    <section
      aria-labelledby="hold-heading"
      className="mt-8 flex flex-col gap-4 rounded-card border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="hold-heading" className="text-2xl font-extrabold">
          Hold this cart
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          A refundable deposit of {formatCents(depositCents)}, paid by card, keeps it for you for {days}{' '}
          {days === 1 ? 'day' : 'days'} while we arrange the sale. If the sale does not go ahead, the deposit
          is refunded.
        </p>
      </div>
      <Link
        href={`/vehicles/${encodeURIComponent(vehicleId)}/hold`}
        className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800"
      >
        Hold this cart
      </Link>
    </section>
  );
}
