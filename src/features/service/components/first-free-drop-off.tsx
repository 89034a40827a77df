import { dealer, serviceHours } from '@/content/dealer';
import { serviceFigures, usd } from '@/content/policy-figures';
import { BookingCard } from '@/features/bookings/components/booking-page';
import { HoursList } from '@/features/places/components/hours-list';
import { formatRequestDate } from '@/features/requests/request-dates';

import type { ServiceBookingPage } from '../server/booking-page';
import { aJobNamed } from '../service-shop';

/** Beside the booking steps: the soonest drop-off for any job, the service hours and what labour costs. */
export function FirstFreeDropOff({ soonest }: Pick<ServiceBookingPage, 'soonest'>) {
  return (
    <aside aria-labelledby="first-free-heading" className="lg:order-2">
      <BookingCard title="First free drop-off" headingId="first-free-heading">
        <p className="mt-3 text-lg" data-testid="first-free">
          {soonest ? (
            <>
              <strong>{formatRequestDate(soonest.date)}</strong>, {soonest.label}
              <span className="block text-sm text-muted">for {aJobNamed(soonest.job.name)}</span>
            </>
          ) : (
            `Fully booked for now: call us on ${dealer.phone.display}.`
          )}
        </p>
        <h3 className="mt-6 font-bold">Service hours</h3>
        <div className="mt-2 text-sm">
          <HoursList hours={serviceHours} />
        </div>
        <p className="mt-4 text-sm text-muted">
          Labour from {usd(serviceFigures.labourFromPerHour)}/hour. We ask before any work beyond the job you
          book, with an estimate you approve line by line.
        </p>
      </BookingCard>
    </aside>
  );
}
