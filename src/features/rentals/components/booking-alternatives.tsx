import Link from 'next/link';

import { cartType } from '@/content/rental-plans';
import { formatRequestDate } from '@/features/requests/request-dates';

import type { AvailabilityValues } from '../availability-query';
import type { Alternatives } from '../server/availability';
import { WaitlistForm } from './waitlist-form';

/** The booking page asked something else: the same question with one answer changed. */
const askAgain = (values: AvailabilityValues, change: Partial<AvailabilityValues>) =>
  `/rentals/book?${new URLSearchParams(
    Object.entries({ ...values, ...change }).filter(([, value]) => value !== ''),
  ).toString()}#availability`;

/** Nothing free as asked: the nearest dates that are, the other carts that are, and the waitlist. */
export function BookingAlternatives({
  values,
  alternatives,
}: {
  values: AvailabilityValues;
  alternatives: Alternatives;
}) {
  const type = cartType(values.type as Parameters<typeof cartType>[0]);
  return (
    <div className="grid gap-5">
      <p className="text-lg font-bold">No {type.title.toLowerCase()} is free for those dates.</p>
      {alternatives.dates.length > 0 && (
        <div>
          <h3 className="font-bold">The nearest dates with one free</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {alternatives.dates.map((date) => (
              <li key={date.pickupDate}>
                <Link
                  href={askAgain(values, { start: date.pickupDate })}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-900 ring-1 ring-line hover:bg-brand-50"
                >
                  {formatRequestDate(date.pickupDate)} ({date.free} free)
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {alternatives.types.length > 0 && (
        <div>
          <h3 className="font-bold">Other carts free for your dates</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {alternatives.types.map((other) => (
              <li key={other.type}>
                <Link
                  href={askAgain(values, { type: other.type })}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-900 ring-1 ring-line hover:bg-brand-50"
                >
                  {cartType(other.type).title} ({other.free} free)
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-bold">Or wait for one</h3>
        <p className="mt-1 text-sm text-muted">
          Join the waitlist: if a booking is cancelled, the first people waiting are e-mailed at once.
        </p>
        <div className="mt-3">
          <WaitlistForm asked={values} />
        </div>
      </div>
    </div>
  );
}
