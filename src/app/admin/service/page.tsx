import type { Metadata } from 'next';
import Link from 'next/link';

import { Notice } from '@/components/admin/notice';
import { Container } from '@/components/ui/section';
import { addDays, dealerToday, formatRequestDate, parseDate } from '@/features/requests/request-dates';
import { JobCard, StillInWorkshop } from '@/features/service/components/job-card';
import { boardDay, boardSavedNotice } from '@/features/service/server/job-board';
import { durationLabel } from '@/features/service/service-shop';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Service jobs | Staff area' } };

/** The job board: today's and tomorrow's jobs by drop-off window, each with its status to set. */
export default async function ServiceBoardPage({ searchParams }: PageProps<'/admin/service'>) {
  const staff = await requireStaff('service.board');
  const query = await searchParams;
  const today = dealerToday();
  const tomorrow = addDays(today, 1);
  const asked = typeof query.date === 'string' && parseDate(query.date) !== undefined ? query.date : today;
  const day = await boardDay(asked, today);
  const back = `/admin/service?date=${asked}&done=status`;
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Service jobs</h1>
          <p className="mt-1 text-muted">{formatRequestDate(asked)}</p>
        </div>
        <ul className="flex flex-wrap gap-2 text-sm font-semibold">
          <li>
            <Link href="/admin/service/book" className="btn btn-primary btn-sm">
              Book for a caller
            </Link>
          </li>
          {may(staff, 'service.settings') && (
            <li>
              <Link href="/admin/service/settings" className="btn btn-secondary btn-sm">
                Shop settings
              </Link>
            </li>
          )}
        </ul>
      </div>
      <nav aria-label="Day" className="mt-4">
        <ul className="flex gap-2">
          {[
            [today, 'Today'],
            [tomorrow, 'Tomorrow'],
          ].map(([date, label]) => (
            <li key={date}>
              <Link
                href={`/admin/service?date=${date}`}
                aria-current={asked === date ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${asked === date ? 'bg-brand-800 text-white' : 'bg-white text-brand-900 ring-1 ring-line hover:bg-brand-50'}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {typeof query.done === 'string' && <Notice>{boardSavedNotice()}</Notice>}
      {!day ? (
        <p className="mt-6">The service shop is not set up.</p>
      ) : (
        <>
          <p className="mt-4 font-semibold" data-testid="day-load">
            {durationLabel(day.booked)} booked of {durationLabel(day.onDuty)} on duty
            {day.overCapacity > 0 ? `, and ${durationLabel(day.overCapacity)} past capacity` : ''}
          </p>
          <StillInWorkshop jobs={day.stillIn} back={back} date={asked} />
          {day.windows.length === 0 && <p className="mt-4">No drop-offs that day.</p>}
          {day.windows.map((window) => (
            <section key={window.id} aria-labelledby={`window-${window.id}`} className="mt-6">
              <h2 id={`window-${window.id}`} className="text-xl font-bold">
                {window.label}{' '}
                <span className="text-base font-normal text-muted">
                  (
                  {window.maxCarts === null
                    ? `${window.jobs.length} ${window.jobs.length === 1 ? 'cart' : 'carts'}`
                    : `${window.jobs.length} of ${window.maxCarts} carts`}
                  )
                </span>
              </h2>
              {window.jobs.length === 0 ? (
                <p className="mt-2 text-muted">Nothing booked.</p>
              ) : (
                <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {window.jobs.map((job) => (
                    <JobCard key={job.id} job={job} back={back} />
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      )}
    </Container>
  );
}
