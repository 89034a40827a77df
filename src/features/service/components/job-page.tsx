import Link from 'next/link';

import { CustomerPhoneLink } from '@/components/admin/customer-phone-link';
import { Notice } from '@/components/admin/notice';
import { Card } from '@/components/ui/card';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import { Container } from '@/components/ui/section';
import { formatCents } from '@/features/rentals/rental-price';

import { removeEstimateLineAction } from '../office-actions';
import type { JobPageData } from '../server/job-page';
import { estimateLineKindLabels, type EstimateLine } from '../service-booking';
import { durationLabel } from '../service-shop';
import { decisionLabels } from './estimate-lines';
import { JobTimeline } from './job-timeline';
import { EstimateLineForm, JobStatusForm, SendEstimateForm, StaffCancelForm } from './office-forms';
import { ServiceBookingDetails } from './service-booking-details';

type Page = { page: JobPageData };

/**
 * One job on the service board: who it is and how to reach them, the booking with its status,
 * and its estimate; beside them, its history.
 */
export function JobPage({ page }: Page) {
  return (
    <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <div className="grid h-fit gap-6">
        <JobHeadline page={page} />
        {page.done && <Notice className="">{page.done}</Notice>}
        {page.refused && (
          <RefusalAlert answer={page.refused}>
            <p className="font-bold text-danger">{page.refused}</p>
          </RefusalAlert>
        )}
        {page.customerLinks && <CustomerLinks links={page.customerLinks} />}
        <JobBookingCard page={page} />
        <EstimateCard page={page} />
      </div>
      <Card className="h-fit p-5">
        <h2 className="text-xl font-bold">History</h2>
        <div className="mt-4">
          <JobTimeline events={page.events} showWho />
        </div>
      </Card>
    </Container>
  );
}

/** While mail is off: the customer's own links, for staff to read out or text them. */
function CustomerLinks({ links }: { links: NonNullable<JobPageData['customerLinks']> }) {
  return (
    <Card className="p-5">
      <h2 className="text-xl font-bold">The customer&apos;s links</h2>
      <p className="mt-1 text-sm text-muted">
        Mail is not configured, so nothing here is e-mailed to them: give them these.
      </p>
      <dl className="mt-3 grid gap-3 text-sm">
        <div>
          <dt className="font-semibold">Their booking&apos;s page (view, calendar file, cancel)</dt>
          <dd className="mt-1 break-all">
            <a href={links.page} className="underline">
              {links.page}
            </a>
          </dd>
        </div>
        {links.estimate && (
          <div>
            <dt className="font-semibold">Estimate {links.estimate.round}, to approve or decline</dt>
            <dd className="mt-1 break-all">
              <a href={links.estimate.url} className="underline">
                {links.estimate.url}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

/** The way back to the day's jobs, the reference and name, and the phone (texted or not), e-mail and lead. */
function JobHeadline({ page: { booking, texted } }: Page) {
  return (
    <div>
      <Link
        href={`/admin/service?date=${booking.date}`}
        className="text-sm font-semibold text-brand-800 underline"
      >
        Back to the jobs of that day
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">
        {booking.reference}: {booking.firstName} {booking.lastName}
      </h1>
      <p className="mt-1 text-muted">
        <CustomerPhoneLink phone={booking.phone} className="underline" />
        {texted && ' (texted each change)'} ·{' '}
        <a href={`mailto:${booking.email}`} className="underline">
          {booking.email}
        </a>
        {booking.leadId && (
          <>
            {' '}
            ·{' '}
            <Link href={`/admin/leads/${booking.leadId}`} className="underline">
              the lead
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/** The booking as the customer reads it, what staff should know of it, and its status while open. */
function JobBookingCard({ page: { booking, workshop, open } }: Page) {
  return (
    <Card className="p-5">
      <ServiceBookingDetails booking={booking} workshop={workshop} forStaff />
      {booking.overCapacityReason && (
        <p className="mt-3 text-sm font-semibold text-danger">
          Booked past capacity: {booking.overCapacityReason}
        </p>
      )}
      {booking.notes && <p className="mt-3 text-sm">Customer’s note: {booking.notes}</p>}
      {open && (
        <div className="mt-4">
          <JobStatusForm
            id={booking.id}
            reference={booking.reference}
            version={booking.version}
            status={booking.status}
            back={`/admin/service/${booking.id}?done=status`}
          />
        </div>
      )}
      {booking.status === 'booked' && (
        <div className="mt-6 border-t border-line pt-4">
          <h2 className="text-lg font-bold">Cancel for the customer</h2>
          <StaffCancelForm id={booking.id} />
        </div>
      )}
    </Card>
  );
}

/** Each estimate sent with the customer's answers, the lines not sent yet, and adding a line. */
function EstimateCard({ page }: Page) {
  const { booking, rounds, drafts, estimateRefused } = page;
  return (
    <Card className="p-5">
      <h2 className="text-xl font-bold">Estimate</h2>
      {rounds.map(({ round, total, lines }) => (
        <div key={round} className="mt-4">
          <h3 className="font-semibold">
            Estimate {round}: {total}
          </h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {lines.map((line) => (
              <SentLine key={line.id} line={line} />
            ))}
          </ul>
        </div>
      ))}
      {drafts.length > 0 && <DraftLines page={page} />}
      {!estimateRefused && (
        <div className="mt-5 border-t border-line pt-4">
          <h3 className="font-semibold">Add a line</h3>
          <EstimateLineForm id={booking.id} />
        </div>
      )}
      {estimateRefused === 'not-checked-in' && (
        <p className="mt-5 border-t border-line pt-4 text-sm text-muted">
          Check the cart in to write an estimate: it tells the customer the workshop has looked at their cart.
        </p>
      )}
    </Card>
  );
}

/** A line sent: what it is, its price and the customer's answer. */
function SentLine({ line }: { line: EstimateLine }) {
  return (
    <li className="flex justify-between gap-3">
      <span>
        {line.description}
        {line.minutes ? ` (${durationLabel(line.minutes)})` : ''}
      </span>
      <span className="tabular-nums">
        {formatCents(line.cents)} · {line.decision ? decisionLabels[line.decision] : 'Waiting'}
      </span>
    </li>
  );
}

/** The lines not sent yet, each with its Remove, then sending them as one estimate. */
function DraftLines({ page: { booking, drafts, draftSummary } }: Page) {
  return (
    <div className="mt-4">
      <h3 className="font-semibold">Not sent yet</h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {drafts.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {estimateLineKindLabels[line.kind]}
              {line.minutes ? ` (${durationLabel(line.minutes)})` : ''}: {line.description},{' '}
              {formatCents(line.cents)}
            </span>
            <form action={removeEstimateLineAction}>
              <input type="hidden" name="id" value={booking.id} />
              <input type="hidden" name="line" value={line.id} />
              <button type="submit" className="font-semibold text-danger underline">
                Remove {line.description}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <SendEstimateForm id={booking.id} version={booking.version} summary={draftSummary} />
      </div>
    </div>
  );
}
