import 'server-only';

import { brandPages } from '@/content/brand-pages';
import { municipalityBySlug } from '@/content/municipalities';
import { stockSnapshot } from '@/features/inventory/server/vehicle-queries';
import { dealerToday } from '@/features/requests/request-dates';
import { mayWorkLead } from '@/features/staff/access';
import { listStaff } from '@/features/staff/server/staff-directory';
import { staffDisplayName, type StaffRole } from '@/features/staff/staff-roles';
import { database } from '@/server/db/database';

import { leadKindLabel, openLeadStatuses, type Lead } from '../lead';
import { nonVisitorOrigin } from '../lead-origin';
import { answeredInTime, isOverdue, responseDeadline } from '../lead-promise';
import { sourceName } from '../lead-source';
import { deskSettings } from './desk-settings';
import { toLead } from './lead-queries';

export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** One bar of a chart: what, and how many. */
export type Tally = readonly [label: string, count: number];

export interface Dashboard {
  days: DashboardPeriod;
  /** Leads received in the period, spam left out. */
  received: number;
  spam: number;
  byKind: Tally[];
  bySource: Tally[];
  byModel: Tally[];
  byOwner: Tally[];
  /** Minutes from arrival to the first response, the median of the leads answered in the period. */
  medianFirstResponseMinutes: number | null;
  /** Leads of the period answered by staff: those the site settled on arrival are left out. */
  answered: number;
  /** Leads of the period the site settled on arrival (a booking, a hold, a waitlist sign-up). */
  settledOnArrival: number;
  /**
   * Leads of the period whose promise has run out by now: the share answered in time is of these.
   * One answered late or not yet counts against it; one still inside its promise is not counted
   * until the promise runs out (else the newest, unanswered leads would be left out, or an answer
   * still to come counted as missed).
   */
  pastDeadline: number;
  answeredInPromise: number;
  promiseMinutes: number;
  won: Tally[];
  lost: Tally[];
  /** Now, whenever they came in. */
  openNow: number;
  overdueNow: number;
  /** Open leads whose follow-up date is today or before, in the dealer's time zone. */
  followUpsDue: number;
}

/** The site's sections by the first part of their addresses (src/app/(site)). */
const siteSections: Record<string, string> = {
  '': 'Home page',
  vehicle: 'Vehicle pages',
  vehicles: 'Vehicle pages',
  inventory: 'Inventory',
  compare: 'Compare',
  rentals: 'Rentals',
  services: 'Service',
  financing: 'Financing',
  'trade-in': 'Trade-in',
  contact: 'Contact page',
  showroom: 'Showroom',
  ...Object.fromEntries(Object.keys(brandPages).map((brand) => [brand, 'Brand pages'])),
};

/** Where a lead was sent from, as a section of the site: "/vehicles/denago-ev-city" is "Vehicle pages". */
export function sourceLabel(sourcePath: string | null): string {
  if (!sourcePath) return 'Not recorded';
  // Not pages: bookings sent to the API by another site or app, and those staff took for callers.
  const origin = nonVisitorOrigin(sourcePath);
  if (origin) return origin === 'api' ? 'Booking API' : 'Booked by staff for callers';
  const section = sourcePath.split(/[/?#]/)[1] ?? '';
  // Every town has a page at its own slug ("/bay-head").
  if (municipalityBySlug(section)) return 'Town pages';
  return siteSections[section] ?? `/${section}`;
}

/** A lead's source for counting: its campaign or linking site, else the page it was sent from. */
const sourceOf = (lead: Lead) => sourceName(lead.source) ?? sourceLabel(lead.sourcePath);

function tally(labels: readonly string[], limit = 8): Tally[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit - 1).reduce((sum, [, count]) => sum + count, 0);
  return [...sorted.slice(0, limit - 1), ['Everything else', rest]];
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * The desk's figures for the last `days` days, as of `now`. What is open, overdue and due for a
 * follow-up now counts the leads `viewer` may work, as the inbox those figures link to lists them
 * (a salesperson's own and those nobody owns); the period's figures are the whole desk's.
 */
export async function leadDashboard(
  days: DashboardPeriod,
  viewer: { id: string; role: StaffRole },
  now = new Date(),
): Promise<Dashboard> {
  const db = await database();
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const [rows, openRows, stock, staff, settings] = await Promise.all([
    db
      .selectFrom('leads')
      .selectAll()
      .where('created_at', '>=', since)
      .where('created_at', '<=', now.toISOString())
      .execute(),
    db.selectFrom('leads').selectAll().where('status', 'in', openLeadStatuses).execute(),
    stockSnapshot(),
    listStaff(),
    deskSettings(),
  ]);
  const all = rows.map(toLead);
  const leads = all.filter((lead) => lead.status !== 'spam');
  const owners = new Map(staff.map((member) => [member.id, staffDisplayName(member)]));
  const vehicleName = (lead: Lead) =>
    lead.vehicleId ? (stock.byId.get(lead.vehicleId)?.name ?? lead.vehicleId) : undefined;
  // A booking (online or taken for a caller), a hold or a waitlist sign-up is settled as it
  // arrives: the response times are of the leads that waited for the desk.
  const settled = leads.filter((lead) => lead.settledOnArrival);
  const waitedForStaff = leads.filter((lead) => !lead.settledOnArrival);
  const answered = waitedForStaff.filter((lead) => lead.firstResponseAt);
  const promise = settings.promiseMinutes;
  const closed = (status: Lead['status']) => leads.filter((lead) => lead.status === status);
  const open = openRows.map(toLead).filter((lead) => mayWorkLead(viewer, lead));
  const pastDeadline = waitedForStaff.filter(
    (lead) => responseDeadline(lead, promise).getTime() <= now.getTime(),
  );
  const today = dealerToday(now);
  return {
    days,
    received: leads.length,
    spam: all.length - leads.length,
    byKind: tally(leads.map(leadKindLabel)),
    bySource: tally(leads.map(sourceOf)),
    byModel: tally(leads.map(vehicleName).filter((name): name is string => Boolean(name))),
    byOwner: tally(
      leads.map((lead) => (lead.assignedTo ? (owners.get(lead.assignedTo) ?? 'Someone') : 'Nobody')),
    ),
    medianFirstResponseMinutes: median(
      answered.map((lead) =>
        Math.round((Date.parse(lead.firstResponseAt!) - Date.parse(lead.createdAt)) / 60_000),
      ),
    ),
    answered: answered.length,
    settledOnArrival: settled.length,
    pastDeadline: pastDeadline.length,
    answeredInPromise: pastDeadline.filter((lead) => answeredInTime(lead, promise)).length,
    promiseMinutes: promise,
    won: tally(closed('won').map(sourceOf)),
    lost: tally(closed('lost').map(sourceOf)),
    openNow: open.length,
    overdueNow: open.filter((lead) => isOverdue(lead, promise, now)).length,
    followUpsDue: open.filter((lead) => lead.followUpOn !== null && lead.followUpOn <= today).length,
  };
}
