import { formatCents } from '@/features/rentals/rental-price';

import { cartLine, type ServiceBooking } from '../service-booking';
import {
  durationLabel,
  jobPriceLabel,
  jobStatusLabels,
  promiseHolds,
  promiseLabel,
  type JobStatus,
} from '../service-shop';
import { dropOffLabel, readyLabel } from '../service-time';

/**
 * What the customer reads of when their cart will be ready once the time promised at booking no
 * longer stands, while the cart is in the workshop: the time is gone, and the row says why.
 */
const readyOnceMoved: Partial<Record<JobStatus, string>> = {
  'awaiting-approval': 'Not set until you answer our estimate',
  'waiting-parts': 'Not set yet: once the parts are in, we let you know when it is ready',
  'checked-in': 'Not set yet: we let you know when it is ready',
  diagnosing: 'Not set yet: we let you know when it is ready',
};

/**
 * A service booking as its customer reads it, and the job's page for staff, who are also shown the
 * time promised at booking once it no longer stands (the customer is not: see promiseHolds; they
 * read why there is no time, readyOnceMoved).
 */
export function ServiceBookingDetails({
  booking,
  workshop,
  forStaff = false,
  approvedExtraCents = 0,
}: {
  booking: ServiceBooking;
  workshop: string;
  forStaff?: boolean;
  /** Extra work the customer approved from estimates, in cents: said beside the job's price. */
  approvedExtraCents?: number;
}) {
  const moved = readyOnceMoved[booking.status];
  const promise: [string, string][] =
    forStaff || promiseHolds(booking)
      ? [[promiseLabel(booking), readyLabel(booking.promisedReadyMs)]]
      : moved
        ? [['Ready', moved]]
        : [];
  const extra: [string, string][] =
    approvedExtraCents > 0
      ? [['Extra work you approved', `${formatCents(approvedExtraCents)}, on top of the price above`]]
      : [];
  const rows: [string, string][] = [
    ['Status', jobStatusLabels[booking.status]],
    ['Job', `${booking.jobName} (about ${durationLabel(booking.minutes)})`],
    ['Price', jobPriceLabel(booking)],
    ...extra,
    ['Cart', `${cartLine(booking.cart)}${booking.cart.serial ? `, serial ${booking.cart.serial}` : ''}`],
    ['Drop-off', dropOffLabel(booking)],
    ['Where', workshop],
    ...promise,
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="mb-2 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
