import Link from 'next/link';

import { formatCents } from '../../rental-price';
import type { RentalFigures as Figures } from '../../server/rental-desk';

/** The rental desk's figures on the dashboard (its team's and the managers'): bookings made in the period and what they are worth. */
export function RentalFigures({ figures, days }: { figures: Figures; days: number }) {
  return (
    <section aria-labelledby="rental-figures-heading" className="mt-8">
      <h2 id="rental-figures-heading" className="text-xl font-bold">
        Rentals
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-3">
        <div className="card p-4">
          <dt className="text-sm font-semibold text-muted">Bookings</dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid="rental-bookings">
            {figures.bookings}
          </dd>
          <dd className="text-sm text-muted">
            made in the last {days} days{figures.cancelled ? `, and ${figures.cancelled} cancelled` : ''}
            {figures.waitingForPayment
              ? `; ${figures.waitingForPayment} more waiting for payment, counted once paid`
              : ''}
          </dd>
        </div>
        <div className="card p-4">
          <dt className="text-sm font-semibold text-muted">Booked revenue</dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid="rental-revenue">
            {formatCents(figures.bookedCents)}
          </dd>
          <dd className="text-sm text-muted">
            their totals, cancelled ones and those waiting for online payment left out
          </dd>
          <dd className="mt-2 text-sm">
            <Link href="/admin/rentals" className="font-semibold text-brand-800 underline underline-offset-4">
              The rental desk
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
