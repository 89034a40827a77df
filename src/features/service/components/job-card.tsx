import Link from 'next/link';

import { Badge } from '@/components/ui/card';

import { cartLine, type ServiceBooking } from '../service-booking';
import { jobStatusLabels } from '../service-shop';
import { readyLabel } from '../service-time';
import { JobStatusForm } from './office-forms';

/** A job on the board: who, which cart, what, its status and promise, and the status to set next. */
export function JobCard({ job, back }: { job: ServiceBooking; back: string }) {
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
      <p className="text-sm text-muted">
        Promised ready {readyLabel(job.promisedReadyMs)} ·{' '}
        <a href={`tel:${job.phoneE164 ?? job.phone}`} className="underline">
          {job.phone}
        </a>
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
