import { cartLine, type ServiceBooking } from '../service-booking';
import { durationLabel, jobPriceLabel, jobStatusLabels } from '../service-shop';
import { dropOffLabel, readyLabel } from '../service-time';

/** A service booking as its customer (and the board) reads it. */
export function ServiceBookingDetails({ booking, workshop }: { booking: ServiceBooking; workshop: string }) {
  const rows: [string, string][] = [
    ['Status', jobStatusLabels[booking.status]],
    ['Job', `${booking.jobName} (about ${durationLabel(booking.minutes)})`],
    ['Price', jobPriceLabel(booking)],
    ['Cart', `${cartLine(booking.cart)}${booking.cart.serial ? `, serial ${booking.cart.serial}` : ''}`],
    ['Drop-off', dropOffLabel(booking)],
    ['Where', workshop],
    ['Promised ready', readyLabel(booking.promisedReadyMs)],
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
