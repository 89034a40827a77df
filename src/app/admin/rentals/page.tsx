import type { Metadata } from 'next';
import Link from 'next/link';

import { ListHeader } from '@/components/admin/list-header';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/section';
import { calendarRange } from '@/features/rentals/calendar-range';
import { CalendarNavigation } from '@/features/rentals/components/desk/calendar-navigation';
import { FleetCalendar } from '@/features/rentals/components/desk/fleet-calendar';
import { TodaysHandovers } from '@/features/rentals/components/desk/todays-handovers';
import { fleetCalendar, todaysHandovers } from '@/features/rentals/server/rental-desk';
import { dealerToday, formatRequestDate } from '@/features/requests/request-dates';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Rental desk | Staff area' } };

/** The rental desk: today's pickups and returns, and the fleet by days. */
export default async function RentalDeskPage({ searchParams }: PageProps<'/admin/rentals'>) {
  await requireStaff('rentals.desk');
  const now = new Date();
  const today = dealerToday(now);
  const range = calendarRange(await searchParams, today);
  const [handovers, calendar] = await Promise.all([
    todaysHandovers(now),
    fleetCalendar(range.from, range.days),
  ]);
  return (
    <Container className="py-8 sm:py-10">
      <ListHeader title="Rental desk" summary={`Today at the dealer is ${formatRequestDate(today)}.`}>
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/rentals/new" className={buttonClasses('primary', 'md')}>
            Book for a caller
          </Link>
          <Link href="/admin/rentals/fleet" className={buttonClasses('secondary', 'md')}>
            The fleet
          </Link>
        </div>
      </ListHeader>
      <TodaysHandovers handovers={handovers} nowMs={now.getTime()} />
      <h2 id="fleet-calendar-heading" className="mt-10 text-xl font-bold">
        Fleet calendar
      </h2>
      <CalendarNavigation range={range} today={today} />
      <FleetCalendar calendar={calendar} nowMs={now.getTime()} />
    </Container>
  );
}
