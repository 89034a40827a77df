import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';

import { Notice } from '@/components/admin/notice';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { dealerToday, formatRequestDate } from '@/features/requests/request-dates';
import {
  ExceptionForm,
  JobTypeForm,
  RemoveExceptionForm,
  WeekdayHoursForm,
  WindowForm,
} from '@/features/service/components/office-forms';
import { jobTypes, serviceLocationId, shopWindows, weekdayMinutes } from '@/features/service/server/shop';
import { shopExceptions, shopVersion } from '@/features/service/server/shop-settings';
import { durationLabel } from '@/features/service/service-shop';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Service shop settings | Staff area' } };

const promisesMovedNotice =
  'Jobs promised ready on a day now closed are promised on the next day with technicians: each job’s history says so, and its customer is told.';

const savedNotices: Record<string, string> = {
  job: 'Job type saved.',
  hours: 'Technician hours saved.',
  window: 'Drop-off window saved.',
  exception: 'Exceptions saved.',
  'exception-gone': 'That exception had already been removed.',
  'exception-promises-moved': `Exceptions saved. ${promisesMovedNotice}`,
  'hours-promises-moved': `Technician hours saved. ${promisesMovedNotice}`,
};

/** A card per saved item, each its own form, and a last card whose empty form adds one. */
function CardPerItem<Item extends { id: string }>({
  items,
  addTitle,
  form,
}: {
  items: readonly Item[];
  addTitle: string;
  /** The form for one item, or for a new one when given none. */
  form: (item?: Item) => ReactNode;
}) {
  return (
    <div className="mt-4 grid gap-4">
      {items.map((item) => (
        <Card key={item.id} className="p-4">
          {form(item)}
        </Card>
      ))}
      <Card className="p-4">
        <h3 className="font-semibold">{addTitle}</h3>
        {form()}
      </Card>
    </div>
  );
}

/** A manager's: job types, technician hours per weekday, exceptions and drop-off windows. */
export default async function ServiceSettingsPage({ searchParams }: PageProps<'/admin/service/settings'>) {
  await requireStaff('service.settings');
  const query = await searchParams;
  const location = await serviceLocationId();
  if (!location)
    return (
      <Container className="py-8">
        <h1 className="text-3xl font-extrabold">Service shop settings</h1>
        <p className="mt-4">No workshop takes bookings yet.</p>
      </Container>
    );
  const today = dealerToday();
  const [jobs, minutes, version, windows, exceptions] = await Promise.all([
    jobTypes({ all: true }),
    weekdayMinutes(location),
    shopVersion(location),
    shopWindows(location, { all: true }),
    shopExceptions(location, today),
  ]);
  const saved = typeof query.saved === 'string' ? savedNotices[query.saved] : undefined;
  const closedWeekdays = minutes.flatMap((onDuty, weekday) => (onDuty === 0 ? [weekday] : []));
  return (
    <Container className="max-w-5xl py-8 sm:py-10">
      <Link href="/admin/service" className="text-sm font-semibold text-brand-800 underline">
        Back to the jobs
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Service shop settings</h1>
      {saved && <Notice>{saved}</Notice>}
      <h2 className="mt-8 text-xl font-bold">Job types</h2>
      <p className="mt-1 text-muted">A booked job keeps the name, hours and price it was booked with.</p>
      <CardPerItem items={jobs} addTitle="Add a job type" form={(job) => <JobTypeForm job={job} />} />
      <h2 className="mt-10 text-xl font-bold">Technician hours on duty</h2>
      <p className="mt-1 text-muted">
        All technicians’ hours together, per weekday; 0 closes the day to bookings.
      </p>
      <Card className="mt-4 p-4">
        <WeekdayHoursForm minutes={minutes} version={version} />
      </Card>
      <h2 className="mt-10 text-xl font-bold">Exceptions</h2>
      <p className="mt-1 text-muted">
        A holiday (0 hours) or a technician away: the day’s hours instead of its weekday’s.
      </p>
      <Card className="mt-4 p-4">
        {exceptions.length === 0 ? (
          <p className="text-muted">None from today on.</p>
        ) : (
          <ul className="grid gap-3">
            {exceptions.map((exception) => (
              <li key={exception.id} className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  {formatRequestDate(exception.date)}: {durationLabel(exception.minutes)} ({exception.reason})
                </span>
                <RemoveExceptionForm id={exception.id} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 border-t border-line pt-4">
          <ExceptionForm today={today} />
        </div>
      </Card>
      <h2 className="mt-10 text-xl font-bold">Drop-off windows</h2>
      <CardPerItem
        items={windows}
        addTitle="Add a window"
        form={(window) => <WindowForm window={window} closedWeekdays={closedWeekdays} />}
      />
    </Container>
  );
}
