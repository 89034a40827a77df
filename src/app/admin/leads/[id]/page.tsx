import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { LeadBookedLink } from '@/features/bookings/components/lead-booked-link';
import { LeadPage } from '@/features/leads/components/desk/lead-page';
import { leadPage } from '@/features/leads/server/lead-page';
import { findLead } from '@/features/leads/server/lead-queries';
import { rentalBookedOfLead } from '@/features/rentals/server/rental-desk';
import { serviceBookedOfLead } from '@/features/service/server/bookings';
import { may, mayWorkLead } from '@/features/staff/access';
import { notAllowedPath } from '@/features/staff/return-path';
import { requireStaff } from '@/features/staff/server/current-staff';

export const metadata: Metadata = { title: { absolute: 'Lead | Staff area' } };

/**
 * One lead, for whoever may work it: its owner, anyone while nobody owns it, and managers. A lead
 * stored for a rental or service booking links to it, and its reply speaks of the booking.
 */
export default async function LeadRoute({ params, searchParams }: PageProps<'/admin/leads/[id]'>) {
  const me = await requireStaff();
  const { id } = await params;
  const lead = await findLead(id);
  if (!lead) notFound();
  if (!mayWorkLead(me, lead)) redirect(notAllowedPath);
  const [rental, service, query] = await Promise.all([
    rentalBookedOfLead(lead.id, may(me, 'rentals.desk')),
    serviceBookedOfLead(lead.id, may(me, 'service.board')),
    searchParams,
  ]);
  const booked = rental ?? service;
  return (
    <LeadPage
      page={await leadPage(me, lead, query, booked?.reference)}
      linked={booked && <LeadBookedLink booked={booked} />}
    />
  );
}
