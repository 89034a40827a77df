import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { formatCents } from '@/features/rentals/rental-price';
import { JobTimeline } from '@/features/service/components/job-timeline';
import {
  EstimateLineForm,
  JobStatusForm,
  SendEstimateForm,
} from '@/features/service/components/office-forms';
import { ServiceBookingDetails } from '@/features/service/components/service-booking-details';
import { removeEstimateLineAction } from '@/features/service/office-actions';
import { workshopLine } from '@/features/service/server/booking-mail';
import { findServiceBooking, jobEvents } from '@/features/service/server/bookings';
import { estimateLines, linesTotal } from '@/features/service/server/estimates';
import { durationLabel } from '@/features/service/service-shop';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Service job | Staff area' } };

const doneNotices: Record<string, string> = {
  status: 'Status saved: the customer is told.',
  line: 'Line added. Send the estimate when it is complete.',
  estimate: 'Estimate sent: the customer approves or declines each line from their link.',
  booked: 'Booked: the customer has their confirmation.',
};

/** One job: its customer and cart, its status and history, and its estimate. */
export default async function ServiceJobPage({ params, searchParams }: PageProps<'/admin/service/[id]'>) {
  await requireStaff('service.board');
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const booking = /^[0-9a-f-]{36}$/.test(id) ? await findServiceBooking(id) : undefined;
  if (!booking) notFound();
  const [events, lines] = await Promise.all([jobEvents(id), estimateLines(id)]);
  const drafts = lines.filter((line) => line.round === null);
  const rounds = [...new Set(lines.map((line) => line.round).filter((round) => round !== null))];
  const done = typeof query.done === 'string' ? doneNotices[query.done] : undefined;
  const open = booking.status !== 'cancelled' && booking.status !== 'picked-up';
  return (
    <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <div className="grid h-fit gap-6">
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
            <a href={`tel:${booking.phoneE164 ?? booking.phone}`} className="underline">
              {booking.phone}
            </a>{' '}
            ·{' '}
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
        {done && (
          <p role="status" className="rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
            {done}
          </p>
        )}
        <Card className="p-5">
          <ServiceBookingDetails booking={booking} workshop={workshopLine(booking)} />
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
        </Card>
        <Card className="p-5">
          <h2 className="text-xl font-bold">Estimate</h2>
          {rounds.map((round) => {
            const sent = lines.filter((line) => line.round === round);
            return (
              <div key={round} className="mt-4">
                <h3 className="font-semibold">
                  Estimate {round}: {formatCents(linesTotal(sent))}
                </h3>
                <ul className="mt-2 grid gap-1 text-sm">
                  {sent.map((line) => (
                    <li key={line.id} className="flex justify-between gap-3">
                      <span>
                        {line.description}
                        {line.minutes ? ` (${durationLabel(line.minutes)})` : ''}
                      </span>
                      <span className="tabular-nums">
                        {formatCents(line.cents)} ·{' '}
                        {line.decision === 'approved'
                          ? 'Approved'
                          : line.decision === 'declined'
                            ? 'Declined'
                            : 'Waiting'}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {drafts.length > 0 && (
            <div className="mt-4">
              <h3 className="font-semibold">Not sent yet</h3>
              <ul className="mt-2 grid gap-2 text-sm">
                {drafts.map((line) => (
                  <li key={line.id} className="flex flex-wrap items-center justify-between gap-3">
                    <span>
                      {line.kind === 'labour' ? 'Labour' : 'Parts'}: {line.description},{' '}
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
                <SendEstimateForm
                  id={booking.id}
                  version={booking.version}
                  summary={`${drafts.length} ${drafts.length === 1 ? 'line' : 'lines'}, ${formatCents(linesTotal(drafts))}`}
                />
              </div>
            </div>
          )}
          {open && (
            <div className="mt-5 border-t border-line pt-4">
              <h3 className="font-semibold">Add a line</h3>
              <EstimateLineForm id={booking.id} />
            </div>
          )}
        </Card>
      </div>
      <Card className="h-fit p-5">
        <h2 className="text-xl font-bold">History</h2>
        <div className="mt-4">
          <JobTimeline events={events} showWho />
        </div>
      </Card>
    </Container>
  );
}
