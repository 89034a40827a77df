import { Button } from '@/components/ui/button';
import { formatRequestDate } from '@/features/requests/request-dates';

import { durationLabel, jobPriceLabel, type FreeSlot, type JobType } from '../service-shop';

/**
 * Step one: the job, each with its standard time, its price and its first free drop-off. A plain
 * GET form to the booking page, so it works without JavaScript and the free days it leads to can
 * be bookmarked and shared.
 */
export function JobChoice({
  jobs,
  chosen,
  error,
}: {
  jobs: readonly { job: JobType; firstFree: FreeSlot | undefined }[];
  chosen?: string;
  error?: string;
}) {
  return (
    <form method="get" action="/services/appointment#slots" className="grid gap-4" data-booking-question>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">What does the cart need?</legend>
        <div className="mt-2 grid gap-2">
          {jobs.map(({ job, firstFree }, index) => (
            <label
              key={job.id}
              htmlFor={`job-${job.id}`}
              className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-xl border border-line bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                id={`job-${job.id}`}
                type="radio"
                name="job"
                value={job.id}
                defaultChecked={chosen ? chosen === job.id : index === 0}
                aria-describedby={error ? 'job-error' : undefined}
                className="row-span-2 mt-1 size-5 accent-brand-700"
              />
              <span className="font-bold">{job.name}</span>
              <span className="text-sm text-muted">
                About {durationLabel(job.minutes)} · {jobPriceLabel(job)} ·{' '}
                {firstFree
                  ? `first free drop-off ${formatRequestDate(firstFree.date)}`
                  : 'fully booked for now: call us'}
              </span>
            </label>
          ))}
        </div>
        {error && (
          <p id="job-error" className="mt-1.5 text-sm font-semibold text-danger">
            {error}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Show free drop-off times
        </Button>
      </div>
    </form>
  );
}
