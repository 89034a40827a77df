import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';

import { BarChart } from '@/components/admin/bar-chart';
import { Container } from '@/components/ui/section';
import { durationLabel } from '@/features/leads/lead-desk';
import { leadQueryString, parseLeadQuery } from '@/features/leads/lead-filters';
import {
  dashboardPeriods,
  leadDashboard,
  type DashboardPeriod,
} from '@/features/leads/server/lead-dashboard';
import { RentalFigures } from '@/features/rentals/components/desk/rental-figures';
import { rentalFigures } from '@/features/rentals/server/rental-desk';
import { ServiceFiguresPanel } from '@/features/service/components/service-figures-panel';
import { serviceFigures } from '@/features/service/server/service-dashboard';
import { may } from '@/features/staff/access';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Dashboard | Staff area' } };

const inboxParameters = ['q', 'status', 'interest', 'owner', 'page'];

/** The figures a manager checks each morning: what came in, from where, and how fast it was answered. */
export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const staff = await requireStaff();
  const query = await searchParams;
  // The inbox lived here once: its addresses (bookmarks, old e-mails) still find it.
  if (inboxParameters.some((name) => query[name] !== undefined))
    redirect(`/admin/leads${leadQueryString(parseLeadQuery(query))}`);
  const days: DashboardPeriod = dashboardPeriods.find((period) => String(period) === query.days) ?? 30;
  const [figures, rentals, service] = await Promise.all([
    leadDashboard(days, staff),
    may(staff, 'rentals.desk') ? rentalFigures(days) : undefined,
    may(staff, 'service.board') ? serviceFigures() : undefined,
  ]);
  const share =
    figures.pastDeadline === 0 ? null : Math.round((figures.answeredInPromise / figures.pastDeadline) * 100);
  const headline: { label: string; value: string; note?: string; link?: { href: string; text: string } }[] = [
    {
      label: 'Leads received',
      value: String(figures.received),
      note: figures.spam ? `and ${figures.spam} spam` : undefined,
    },
    {
      label: 'Median first response',
      value:
        figures.medianFirstResponseMinutes === null
          ? 'None yet'
          : durationLabel(figures.medianFirstResponseMinutes * 60_000),
      note: `${figures.answered} answered by staff${figures.settledOnArrival ? `; ${figures.settledOnArrival} booked (online or for a caller), held or waitlisted not counted` : ''}`,
    },
    {
      label: `Answered within ${figures.promiseMinutes} min`,
      value: share === null ? 'No figure yet' : `${share}%`,
      // Answered late and not answered yet both count against it; a lead still inside its
      // promise counts once the promise runs out.
      note:
        figures.pastDeadline === 0
          ? 'no lead is past its deadline yet'
          : `of ${figures.pastDeadline} ${figures.pastDeadline === 1 ? 'lead' : 'leads'} past their deadline; newer ones count once theirs passes`,
    },
    {
      label: 'Open now',
      value: String(figures.openNow),
      note: may(staff, 'leads.every')
        ? 'new, contacted or appointment set'
        : "yours and nobody's: new, contacted or appointment set",
    },
    {
      label: 'Overdue now',
      value: String(figures.overdueNow),
      note: 'not answered within the promise',
      link:
        figures.overdueNow > 0
          ? { href: '/admin/leads?due=overdue', text: 'See the overdue leads' }
          : undefined,
    },
    {
      label: 'Follow-ups due',
      value: String(figures.followUpsDue),
      note: 'today or before, on open leads',
      link:
        figures.followUpsDue > 0
          ? { href: '/admin/leads?due=follow-up', text: 'See the follow-ups due' }
          : undefined,
    },
  ];
  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Dashboard</h1>
          <p className="mt-1 text-muted">The last {days} days of web leads.</p>
        </div>
        <nav aria-label="Period">
          <ul className="flex gap-2">
            {dashboardPeriods.map((period) => (
              <li key={period}>
                <Link
                  href={`/admin?days=${period}`}
                  aria-current={period === days ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${period === days ? 'bg-brand-800 text-white' : 'bg-white text-brand-900 ring-1 ring-line hover:bg-brand-50'}`}
                >
                  {period} days
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3">
        {headline.map(({ label, value, note, link }) => (
          <div key={label} className="card p-4">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums">{value}</dd>
            {note && <dd className="text-sm text-muted">{note}</dd>}
            {link && (
              <dd className="mt-2 text-sm">
                <Link href={link.href} className="font-semibold text-brand-800 underline underline-offset-4">
                  {link.text}
                </Link>
              </dd>
            )}
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <BarChart title="Leads by kind" tallies={figures.byKind} />
        <BarChart title="Leads by source" tallies={figures.bySource} />
        <BarChart title="Leads by model" tallies={figures.byModel} />
        <BarChart title="Leads by owner" tallies={figures.byOwner} />
        <BarChart title="Won, by source" tallies={figures.won} valueLabel="Won" />
        <BarChart title="Lost, by source" tallies={figures.lost} valueLabel="Lost" />
      </div>
      {rentals && <RentalFigures figures={rentals} days={days} />}
      {service && <ServiceFiguresPanel figures={service} />}
    </Container>
  );
}
