import { Card } from '@/components/ui/card';
import { formatRequestDate } from '@/features/requests/request-dates';

import type { ServiceBookingPage } from '../server/booking-page';
import { jobNameInSentence } from '../service-shop';

/**
 * Beside the caller booking form: each job's first free drop-off, so staff can offer a day while
 * the caller is on the line, and the public booking page's week of days with room for it.
 */
export function FreeDropOffs({ jobs }: Pick<ServiceBookingPage, 'jobs'>) {
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <h2 className="text-xl font-bold">First free drop-off per job</h2>
      {jobs.length === 0 ? (
        <p className="mt-2 text-muted">No job takes bookings.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {jobs.map(({ job, firstFree }) => (
            <li key={job.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span>
                <span className="font-semibold">{job.name}</span>:{' '}
                {firstFree
                  ? `${formatRequestDate(firstFree.date)}, ${firstFree.label}`
                  : 'nothing free in the next three months'}
              </span>
              {/* A job with nothing free has no days with room to show: no link to an empty week. */}
              {firstFree ? (
                <a
                  href={`/services/appointment?job=${encodeURIComponent(job.id)}`}
                  target="_blank"
                  rel="noopener"
                  className="text-sm font-semibold text-brand-800 underline"
                >
                  Days with room for {jobNameInSentence(job.name)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
