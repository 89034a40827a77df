import Link from 'next/link';

import { CustomerPhoneLink } from '@/components/admin/customer-phone-link';
import { Badge } from '@/components/ui/card';
import { formatRequestDate } from '@/features/requests/request-dates';

import { cartLine, type ServiceBooking } from '../service-booking';
import { jobStatusLabels, promiseLabel } from '../service-shop';
import { readyLabel } from '../service-time';
import { JobStatusForm } from './office-forms';

/**
 * A job on the board: who, which cart, what, its status and promise, and the status to set next;
 * with its drop-off day when it is not the board's.
 */
export function JobCard({ job, back, boardDate }: { job: ServiceBooking; back: string; boardDate?: string }) {
  return (
    <li className="card grid gap-2 p-4" data-testid="service-job">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={`/admin/service/${job.id}`} className="font-bold text-brand-800 underline">
          {job.reference}: {job.firstName} {job.lastName}
        </Link>
        <Badge tone={job.status === 'ready' ? 'accent' : 'neutral'}>{jobStatusLabels[job.status]}</Badge>
      </div>
      <p className="text-sm">
        {job.jobName} · {cartLine(job.cart)}
      </p>
      {boardDate && job.date !== boardDate && (
        <p className="text-sm text-muted">
          {job.date < boardDate ? 'Dropped off' : 'Checked in ahead of its drop-off on'}{' '}
          {formatRequestDate(job.date)}
        </p>
      )}
      <p className="text-sm text-muted">
        {promiseLabel(job)} {readyLabel(job.promisedReadyMs)} ·{' '}
        <CustomerPhoneLink phone={job.phone} className="underline" />
      </p>
      {job.overCapacityReason && (
        <p className="text-sm font-semibold text-danger">Booked past capacity: {job.overCapacityReason}</p>
      )}
      {job.status !== 'picked-up' && (
        <JobStatusForm
          id={job.id}
          reference={job.reference}
          version={job.version}
          status={job.status}
          back={back}
        />
      )}
    </li>
  );
}

/** The carts at the workshop from other days (see BoardDay's stillIn), above the day's windows. */
export function StillInWorkshop({
  jobs,
  back,
  date,
}: {
  jobs: readonly ServiceBooking[];
  back: string;
  date: string;
}) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="still-in-heading" className="mt-6">
      <h2 id="still-in-heading" className="text-xl font-bold">
        Still in the workshop{' '}
        <span className="text-base font-normal text-muted">
          ({jobs.length} {jobs.length === 1 ? 'cart' : 'carts'} from other days)
        </span>
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} back={back} boardDate={date} />
        ))}
      </ul>
    </section>
  );
}
